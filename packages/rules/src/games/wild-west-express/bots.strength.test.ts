/**
 * How strong the search bot is against the heuristic: searched games, too slow for the unit tests
 * (`npm run test:strength`; the arena measures the levels themselves, see the docs' bots guide).
 */
import { describe, expect, it } from 'vitest';
import { runArena } from '../../core/arena.js';
import { levelBots } from '../../core/bot-levels.js';
import { botGuide } from './bots.js';
import { wildWestExpress as game } from './index.js';

describe('Wild West Express search bot', () => {
  it('a seeded arena: the search (hard, 40 iterations) wins at least as often as each of two heuristic bots (issue 13; the tree search before it won none of these games)', () => {
    const report = runArena(game, ['hard', 'easy', 'easy'], {
      games: 3,
      seed: 'wwe-hard-vs-easy',
      // Depth 3: 24-move playouts (the level's 80 would take four times the CPU here).
      bots: () => levelBots(game, botGuide, { iterations: 40, depth: 3 }),
    });
    const [hard, e1, e2] = report.entries;
    expect(hard!.wins).toBeGreaterThanOrEqual(1);
    expect(hard!.wins).toBeGreaterThanOrEqual(Math.max(e1!.wins, e2!.wins));
    // A generous limit, not a speed check: three searched games take 20-60 s on a loaded machine.
  });
});
