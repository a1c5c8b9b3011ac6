import { describe, expect, it } from 'vitest';
import { runArena } from '../../core/arena.js';
import { botPosition, searchPlayoutLengths } from '../../core/testing/bot-position.js';
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

  it('hard plays out to the game’s end and buys a card its routes are about to pay for, where 10-move playouts declined (last-spike:payout-amounts, last-spike:buying-land)', () => {
    // Move 69 of a game between easy bots: seat 3 has $4,000 and a Yuma card costs $4,000;
    // all three of Yuma's routes (and one of Ogden's) lack one tile, each paying the holder of
    // one card $5,000 (Ogden $6,000). The heuristic keeps its cash for the next lay and declines.
    const state = position('payout-2', 69);
    const seat = game.activeSeats(state)[0]!;
    const view = game.view(state, seat);
    const oneShort = (city: keyof typeof view.cities) =>
      view.cities[city].routes.filter(
        (l) => view.routes[l].spaces.length - view.routes[l].laid === 1,
      );
    expect(view.players[seat]!.cash).toBe(view.cities.yuma.topPrice);
    expect(oneShort('yuma')).toHaveLength(3);
    const { levelDepthScale, ...shortPlayouts } = botGuide;
    expect(levelDepthScale?.hard).toBeGreaterThanOrEqual(100);
    const levels = { iterations: 100 };
    const hard = levelBots(game, botGuide, levels).hard!;
    const tenMovePlayouts = levelBots(game, shortPlayouts, levels).hard!;
    for (const prng of ['a', 'b']) {
      const move = chooseBotMove(game, state, seat, hard, prng, 69);
      expect(move.type, prng).toBe('land.buy');
      expect(oneShort(move.city as keyof typeof view.cities).length, prng).toBeGreaterThan(0);
      expect(chooseBotMove(game, state, seat, tenMovePlayouts, prng, 69).type, prng).toBe(
        'land.decline',
      );
    }
  });

  it('medium keeps playouts of 8 moves, so its quarter budget still draws deals enough to leave the heuristic; hard plays out further (last-spike:the-last-spike)', () => {
    const state = position('payout-2', 40);
    const { medium, hard } = searchPlayoutLengths(game, botGuide, state, {
      iterations: 128,
      prng: 'depth',
      moveIndex: 40,
    });
    expect(medium.iterations).toBeGreaterThanOrEqual(24);
    expect(hard.iterations).toBeGreaterThanOrEqual(24);
    expect(medium.movesPerIteration).toBeGreaterThan(4);
    expect(medium.movesPerIteration).toBeLessThanOrEqual(8);
    expect(hard.movesPerIteration).toBeGreaterThan(20);
  });

  it('evaluates a running position at no less than the seat’s cash', () => {
    const state = position('last-spike-evaluate', 40);
    const view = game.view(state, 0);
    expect(evaluate(view, 0)).toBeGreaterThanOrEqual(view.players[0]!.cash ?? 0);
  });
});
