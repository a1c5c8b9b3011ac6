import { describe, expect, it } from 'vitest';
import { runArena } from '../../core/arena.js';
import { botPosition } from '../../core/testing/bot-position.js';
import { levelBots } from '../../core/bot-levels.js';
import { seedPrng } from '../../core/prng.js';
import { chooseBotMove } from '../../core/random-bot.js';
import { botGuide, evaluate } from './bots.js';
import { lastSpike, type LastSpikeState } from './index.js';

const game = lastSpike;
const players = ['A', 'B', 'C'];
/** The levels with a small, deterministic search. */
const table = () => levelBots(game, botGuide, { iterations: 8, depth: 4 });

/** A position `moves` moves into a game between heuristic bots. */
const position = (seed: string, moves: number) =>
  botPosition<LastSpikeState>(game, botGuide.heuristic, players, seed, moves);

describe('Last Spike bots', () => {
  it('a seeded arena: the heuristic beats two random bots by a clear margin (last-spike:winning-the-game)', () => {
    const report = runArena(game, ['easy', 'random', 'random'], {
      games: 9,
      seed: 'last-spike-arena',
      bots: () => table(),
    });
    const [easy, r1, r2] = report.entries;
    // The heuristic wins about 85% of such games (150-game arena): 7 of 9 is a clear margin.
    expect(easy!.wins).toBeGreaterThanOrEqual(7);
    expect(easy!.wins).toBeGreaterThan(2 * (r1!.wins + r2!.wins));
    expect(report.distinctGames).toBe(9);
  });

  it('a bot never receives another seat’s hidden items: two positions that differ only there give the same moves, heuristic and search', () => {
    const real = position('last-spike-hidden', 10);
    const seat = game.activeSeats(real)[0]!;
    const [other] = game.sampleHidden(real, seat, seedPrng('another deal'));
    expect(JSON.stringify(other.context)).not.toBe(JSON.stringify(real.context));
    expect(game.view(other, seat)).toEqual(game.view(real, seat));
    const bots = table();
    for (const level of ['easy', 'hard'])
      expect(chooseBotMove(game, other, seat, bots[level]!, 'seed', 10), level).toEqual(
        chooseBotMove(game, real, seat, bots[level]!, 'seed', 10),
      );
  });

  it('evaluates a running position at no less than the seat’s cash', () => {
    const state = position('last-spike-evaluate', 40);
    const view = game.view(state, 0);
    expect(evaluate(view, 0)).toBeGreaterThanOrEqual(view.players[0]!.cash ?? 0);
  });
});
