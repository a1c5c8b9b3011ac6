/**
 * A game's overview page is where a newcomer plays first: its live game seats bots of a named
 * level (easy), never the random mover that a bare seat list (`bots="1,2"`) gives.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const docs = fileURLToPath(new URL('../src/content/docs/', import.meta.url));
const overviews = readdirSync(docs, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`${docs}${entry.name}/index.mdx`))
  .map((entry) => entry.name);

describe('overview pages', () => {
  it.each(overviews)('%s: every live game names its bots’ level', (game) => {
    const page = readFileSync(`${docs}${game}/index.mdx`, 'utf8');
    for (const [, bots] of page.matchAll(/<ry-game\b[^>]*\sbots="([^"]*)"/g))
      for (const seat of bots!.split(','))
        expect(seat.trim(), `${game}: bots="${bots}"`).toMatch(/^\d+:\w+$/);
  });
});
