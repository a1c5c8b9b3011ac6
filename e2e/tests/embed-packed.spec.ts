/**
 * A site owner with a bundler: a fresh Vite app installs the packed packages (the tarballs
 * `scripts/pack-packages.mjs` makes with `npm pack`), is type-checked with tsc (element and event
 * types come from the packed declarations) and built, and its game plays in Chromium. Installs
 * offline from the tarballs and npm's cache (the monorepo's `npm ci` filled it).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { test, expect } from './fixtures';
import { playOneMove, startStaticServer, trackScripts, type StaticServer } from './embed-helpers';

const run = promisify(execFile);
const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};

const files: Record<string, string> = {
  'package.json': JSON.stringify({
    name: 'fresh-app',
    private: true,
    type: 'module',
    // The versions the monorepo uses, so that npm's cache has them.
    devDependencies: {
      vite: rootManifest.devDependencies.vite,
      typescript: rootManifest.devDependencies.typescript,
    },
  }),
  'index.html': `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>A fresh app</title><link rel="icon" href="data:," /></head>
  <body>
    <ry-game game="chicago-express" players="You, Bot" seed="packed" bots="1" bot-delay="0">A game of Chicago Express (loading; needs JavaScript)</ry-game>
    <p>Moves: <output id="moves">0</output></p>
    <script type="module" src="/src/main.ts"></script>
  </body>
</html>`,
  'src/main.ts': `import '@railyard/board-components/railyard';

const game = document.querySelector('ry-game')!;
const moves = document.querySelector('#moves')!;
game.addEventListener('ry-move', (event) => {
  moves.textContent = String(event.detail.index + 1);
});
`,
  // What a TypeScript user writes: each line is checked against the packed declarations.
  'src/types.ts': `import type { RyGame, RyMoveEvent } from '@railyard/board-components';
import '@railyard/board-components/railyard';

const created: RyGame = document.createElement('ry-game');
const found: RyGame | null = document.querySelector('ry-game');
created.players = 'Ann, Bob';
created.addEventListener('ry-move', (event) => {
  const typed: RyMoveEvent = event;
  const index: number = event.detail.index;
  const text: string = event.detail.description;
  // @ts-expect-error: a move's index is a number
  const wrong: string = event.detail.index;
  void [typed, index, text, wrong];
});
created.addEventListener('ry-error', (event) => {
  const source: string = event.detail.source;
  void source;
});
created.addEventListener('ry-game-end', (event) => {
  const winners: readonly number[] = event.detail.result.winners;
  void winners;
});
// @ts-expect-error: <ry-game> has no such property
created.noSuchProperty = 1;
void found;
`,
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'bundler',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      strict: true,
      noEmit: true,
      // The packed declarations are checked too, under settings that are not the monorepo's.
      skipLibCheck: false,
      verbatimModuleSyntax: true,
      isolatedModules: true,
    },
    include: ['src'],
  }),
};

test.describe('a fresh Vite app with the packed packages', () => {
  test.describe.configure({ mode: 'serial' });
  let work: string;
  let app: string;
  let site: StaticServer | undefined;

  test.beforeAll(async () => {
    // Packing, installing and building take tens of seconds on a busy machine; nothing is timed.
    test.setTimeout(300_000);
    work = mkdtempSync(join(tmpdir(), 'railyard-fresh-app-'));
    const packed = join(work, 'packed');
    await run('node', [join(root, 'scripts/pack-packages.mjs'), packed], { cwd: root });
    const tarballs = readdirSync(packed).map((name) => join(packed, name));
    expect(tarballs).toHaveLength(2);
    app = join(work, 'app');
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(app, name, '..'), { recursive: true });
      writeFileSync(join(app, name), text);
    }
    await run(
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs],
      { cwd: app },
    );
  });

  test.afterAll(async () => {
    await site?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('TypeScript users get the element and event types from the packed declarations', async () => {
    test.setTimeout(180_000);
    const manifest = JSON.parse(
      readFileSync(join(app, 'node_modules/@railyard/board-components/package.json'), 'utf8'),
    ) as { exports: Record<string, { types?: string }> };
    expect(manifest.exports['.']!.types).toBe('./dist/types/index.d.ts');
    const declarations = readFileSync(
      join(
        app,
        'node_modules/@railyard/board-components/dist/types/elements/ry-game/ry-game-core.d.ts',
      ),
      'utf8',
    );
    expect(declarations).toContain("'ry-game': RyGame");
    // tsc fails (and says where) on any error, an unused @ts-expect-error included.
    await run('npx', ['tsc', '-p', 'tsconfig.json'], { cwd: app }).catch(
      (error: { stdout: string }) => {
        throw new Error(`tsc found errors:\n${error.stdout}`);
      },
    );
  });

  test('builds with Vite and plays a game in Chromium', async ({ page, consoleErrors }) => {
    test.setTimeout(180_000);
    await run('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: app });
    site = await startStaticServer({ dir: join(app, 'dist') });
    const scripts = trackScripts(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${site.origin}/`);
    const game = page.locator('ry-game');
    await expect(game.locator('[part="board"]')).toBeVisible();
    // The person (seat 0) moves; the bot (seat 1) answers.
    for (let n = 0; n < 3; n++) {
      const before = Number(await page.locator('#moves').textContent());
      await expect(game.locator('[data-testid="status"]')).toContainText('You');
      await playOneMove(game);
      await expect
        .poll(async () => Number(await page.locator('#moves').textContent()))
        .toBeGreaterThan(before);
    }
    await page.screenshot({ path: 'artifacts/embed/fresh-vite-app-1280.png' });
    await scripts.report('fresh Vite app, packed packages');
    expect(consoleErrors).toEqual([]);
  });
});
