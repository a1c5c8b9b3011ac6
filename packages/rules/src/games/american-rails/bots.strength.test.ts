/**
 * How strong the search bot is against the heuristic: searched games, too slow for the unit tests
 * (`npm run test:strength`; the arena measures the levels themselves, see the docs' bots guide).
 */
import { describe, expect, it } from 'vitest';
import { levelBots } from '../../core/bot-levels.js';
import { winsAgainst } from '../../core/testing/bot-position.js';
import { botGuide, heuristicBot } from './bots.js';
import { americanRails as game } from './index.js';

describe('American Rails search bot', () => {
  it('beats two heuristic bots over capped games, seats rotated (american-rails:end-of-the-game)', () => {
    // Six iterations keep the test fast; the guide's depthScale makes the playouts 60 moves
    // long. The arena measures the level itself.
    const hard = levelBots(game, botGuide, { iterations: 6 }).hard!;
    expect(winsAgainst(game, hard, heuristicBot, 3, 'ar-search')).toBeGreaterThanOrEqual(2);
  });

  it('the heuristic beats two one-move-ahead (greedy) bots, seats rotated (american-rails:winner)', () => {
    const greedy = levelBots(game, botGuide).greedy!;
    expect(winsAgainst(game, heuristicBot, greedy, 6, 'ar-greedy')).toBeGreaterThanOrEqual(3);
  });
});
