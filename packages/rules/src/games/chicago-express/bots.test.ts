import { describe, expect, it } from 'vitest';
import { runArena } from '../../core/arena.js';
import { levelBots } from '../../core/bot-levels.js';
import { simulate } from '../../core/bot-play.js';
import { chooseBotMove, randomBot } from '../../core/random-bot.js';
import type { GameMove } from '../../core/record.js';
import { applyMove } from '../../core/replay.js';
import { botPosition, winsAgainst } from '../../core/testing/bot-position.js';
import { botGuide, evaluate, heuristicBot } from './bots.js';
import { chicagoExpress, type ChicagoExpressState, type ChicagoExpressView } from './index.js';

const game = chicagoExpress;
const players = ['A', 'B', 'C'];

function apply(state: ChicagoExpressState, move: GameMove): ChicagoExpressState {
  const result = applyMove(game, state, move);
  if (!result.ok) throw new Error(result.error.reason);
  return result.state;
}

describe('Chicago Express heuristic bot', () => {
  it('beats two random bots (chicago-express:end-conditions: most money wins)', () => {
    expect(winsAgainst(game, heuristicBot, randomBot, 6, 'ce-heuristic')).toBeGreaterThanOrEqual(5);
  });

  it('bids for a share worth more than its price and passes when the price passes its worth (chicago-express:opening-auctions)', () => {
    const start = game.createGame({ players, seed: 'bids' });
    const seat = game.activeSeats(start)[0]!;
    const opening = chooseBotMove(game, start, seat, heuristicBot, 'bids', 0);
    expect(opening.type).toBe('auction.bid');
    // Someone bids $38 of the $40 everyone starts with: PRR's $7 income is not worth $39.
    const high = apply(start, { type: 'auction.bid', player: seat, amount: 38 });
    const next = game.activeSeats(high)[0]!;
    expect(chooseBotMove(game, high, next, heuristicBot, 'bids', 1)).toEqual({
      type: 'auction.pass',
      player: next,
    });
  });

  it('never declines a build that raises the income of a company it controls (chicago-express:expand-a-network)', () => {
    let checked = 0;
    for (let g = 0; g < 4; g++) {
      // Walk the heuristic's own game and check each of its decisions.
      const { record } = simulate(
        game,
        { players, seed: `decline-${g}` },
        { bots: { 0: heuristicBot, 1: heuristicBot, 2: heuristicBot } },
      );
      let state = game.createGame({ players, seed: `decline-${g}` });
      for (const move of record.moves) {
        const view = game.view(state, move.player) as ChicagoExpressView;
        const me = view.players[move.player]!;
        const controlled = (company: string) =>
          view.players.every(
            (p) => p.seat === move.player || p.shares[company]! < me.shares[company]!,
          );
        const useful = game
          .legalMoves(state)
          .some(
            (m) =>
              m.type === 'build.place' &&
              controlled(m.company) &&
              view.board.hexes.find((h) => h.id === m.hex)!.value >= 2,
          );
        if (useful) {
          checked++;
          expect(['action.decline', 'build.finish']).not.toContain(move.type);
        }
        state = apply(state, move);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('evaluates a finished game at each seat’s money, and a running one at no less than its cash', () => {
    const { state } = simulate(
      game,
      { players, seed: 'evaluate' },
      { bots: { 0: heuristicBot, 1: heuristicBot, 2: heuristicBot } },
    );
    const finished = state as ChicagoExpressState;
    const view = game.view(finished, 'all');
    for (const standing of game.result(finished)!.standings)
      expect(evaluate(view, standing.seat)).toBe(standing.score);
    const early = game.createGame({ players, seed: 'evaluate' });
    const earlyView = game.view(early, 0);
    expect(evaluate(earlyView, 0)).toBeGreaterThanOrEqual(earlyView.players[0]!.cash);
  });

  it('gives the search a handful of the many bid amounts, always with a pass', () => {
    const start = game.createGame({ players, seed: 'candidates' });
    const seat = game.activeSeats(start)[0]!;
    const legalMoves = game.legalMoves(start);
    const kept = botGuide.candidates!({
      game,
      seat,
      view: game.view(start, seat),
      legalMoves,
      moveIndex: 0,
    });
    expect(legalMoves.length).toBeGreaterThan(20);
    expect(kept.length).toBeLessThanOrEqual(6);
    expect(kept).toContainEqual({ type: 'auction.pass', player: seat });
    for (const move of kept) expect(legalMoves).toContainEqual(move);
  });
});

describe('Chicago Express arena', () => {
  it('games between heuristic bots differ: the game has no chance, so near-ties and bid steps come from the bot PRNG (chicago-express:opening-auctions)', () => {
    const report = runArena(game, ['easy', 'easy', 'easy'], {
      games: 4,
      seed: 'ce-distinct',
      bots: () => levelBots(game, botGuide),
    });
    expect(report.distinctGames).toBe(4);
  });

  it('a seeded arena: the heuristic beats two random bots by a clear margin (chicago-express:end-conditions)', () => {
    const report = runArena(game, ['easy', 'random', 'random'], {
      games: 6,
      seed: 'ce-arena',
      bots: () => levelBots(game, botGuide),
    });
    const [easy, r1, r2] = report.entries;
    expect(easy!.wins).toBeGreaterThanOrEqual(5);
    expect(easy!.wins).toBeGreaterThan(2 * (r1!.wins + r2!.wins));
  });
});

describe('Chicago Express search bot', () => {
  // Its strength against the heuristic (many searched games) is checked by bots.strength.test.ts
  // (`npm run test:strength`); here only that a capped search is a deterministic choice of a legal move.
  it('a capped search picks the same legal move twice from the same position', () => {
    const hard = levelBots(game, botGuide, { iterations: 6 }).hard!;
    const state = botPosition<ChicagoExpressState>(
      game,
      heuristicBot,
      players,
      'ce-search-choice',
      12,
    );
    const seat = game.activeSeats(state)[0]!;
    const first = chooseBotMove(game, state, seat, hard, 'ce-search', 12);
    expect(chooseBotMove(game, state, seat, hard, 'ce-search', 12)).toEqual(first);
    expect(game.explainIllegal(state, first)).toBeNull();
  });
});
