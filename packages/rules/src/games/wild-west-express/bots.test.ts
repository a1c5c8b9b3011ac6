import { describe, expect, it } from 'vitest';
import { runArena } from '../../core/arena.js';
import { botPosition } from '../../core/testing/bot-position.js';
import { levelBots } from '../../core/bot-levels.js';
import { seedPrng } from '../../core/prng.js';
import { chooseBotMove } from '../../core/random-bot.js';
import { botGuide, evaluate } from './bots.js';
import { wildWestExpress, type WildWestExpressState } from './index.js';

const game = wildWestExpress;
const players = ['A', 'B', 'C'];
/**
 * The levels with a small, deterministic search: 40 iterations are 8 samples for each of the
 * paired root's 5 candidates, the fewest with which the search may overrule the heuristic.
 */
const table = () => levelBots(game, botGuide, { iterations: 40, depth: 4 });

/** A position `moves` moves into a game between heuristic bots. */
const position = (seed: string, moves: number) =>
  botPosition<WildWestExpressState>(game, botGuide.heuristic, players, seed, moves);

describe('Wild West Express bots', () => {
  it('a seeded arena: the heuristic beats two random bots by a clear margin (wild-west-express:winning-the-game)', () => {
    const report = runArena(game, ['easy', 'random', 'random'], {
      games: 6,
      seed: 'wild-west-express-arena',
      bots: () => table(),
    });
    const [easy, r1, r2] = report.entries;
    expect(easy!.wins).toBeGreaterThanOrEqual(5);
    expect(easy!.wins).toBeGreaterThan(2 * (r1!.wins + r2!.wins));
    expect(report.distinctGames).toBe(6);
  });

  // Its strength against two heuristic bots (three searched games) is in bots.strength.test.ts
  // (`npm run test:strength`); here only that the capped search is a deterministic legal choice.
  it('a capped search (hard, 40 iterations) picks the same legal move twice from the same position', () => {
    const hard = table().hard!;
    const state = position('wwe-search-choice', 40);
    const seat = game.activeSeats(state)[0]!;
    const first = chooseBotMove(game, state, seat, hard, 'wwe-search', 40);
    expect(chooseBotMove(game, state, seat, hard, 'wwe-search', 40)).toEqual(first);
    expect(game.explainIllegal(state, first)).toBeNull();
  });

  it('the search’s candidates keep the heuristic’s move first and cut long lists of paths and dynamite spaces', () => {
    const turns = [30, 45, 60, 75].map((n) => {
      const state = position(`wild-west-express-candidates-${n}`, n);
      const seat = game.activeSeats(state)[0]!;
      const legalMoves = game.legalMoves(state).filter((m) => m.player === seat);
      return { game, seat, view: game.view(state, seat), legalMoves, moveIndex: n };
    });
    for (const turn of turns) {
      const kept = botGuide.candidates!(turn);
      expect(kept.length).toBeGreaterThan(0);
      for (const m of kept) expect(turn.legalMoves).toContainEqual(m);
      const perGroup = new Map<string, number>();
      for (const m of kept.slice(1)) {
        const key =
          m.type === 'train.move' ? `t${String(m.train)}` : m.type === 'dynamite.lay' ? 'd' : null;
        if (key) perGroup.set(key, (perGroup.get(key) ?? 0) + 1);
      }
      for (const [key, count] of perGroup)
        expect(count, key).toBeLessThanOrEqual(key === 'd' ? 2 : 3);
      expect(kept.filter((m) => m.type === 'dynamite.lay').length).toBeLessThanOrEqual(3);
    }
    const beforeRoll = turns.find((t) => t.legalMoves.some((m) => m.type === 'dynamite.lay'));
    expect(beforeRoll, 'a turn before the roll among the positions').toBeDefined();
    expect(botGuide.candidates!(beforeRoll!).length).toBeLessThan(beforeRoll!.legalMoves.length);
  });

  it('a bot never receives another seat’s hidden items: two positions that differ only there give the same moves, heuristic and search', () => {
    const real = position('wild-west-express-hidden', 30);
    const seat = game.activeSeats(real)[0]!;
    const [other] = game.sampleHidden(real, seat, seedPrng('another deal'));
    expect(JSON.stringify(other.context)).not.toBe(JSON.stringify(real.context));
    expect(game.view(other, seat)).toEqual(game.view(real, seat));
    const bots = table();
    for (const level of ['easy', 'hard'])
      expect(chooseBotMove(game, other, seat, bots[level]!, 'seed', 30), level).toEqual(
        chooseBotMove(game, real, seat, bots[level]!, 'seed', 30),
      );
  });

  it('evaluates a running position at no less than the seat’s points', () => {
    const state = position('wild-west-express-evaluate', 40);
    const view = game.view(state, 0);
    expect(evaluate(view, 0)).toBeGreaterThanOrEqual(view.players[0]!.points);
  });
});
