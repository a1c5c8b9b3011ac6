import { describe, expect, it } from 'vitest';
import { levelBots } from '../../core/bot-levels.js';
import { simulate } from '../../core/bot-play.js';
import { chooseBotMove, randomBot } from '../../core/random-bot.js';
import type { GameMove } from '../../core/record.js';
import { applyMove } from '../../core/replay.js';
import { botPosition, searchPlayoutLengths, winsAgainst } from '../../core/testing/bot-position.js';
import { botGuide, evaluate, heuristicBot } from './bots.js';
import { americanRails, type AmericanRailsState } from './index.js';

const game = americanRails;
const players = ['A', 'B', 'C'];

function apply(state: AmericanRailsState, move: GameMove): AmericanRailsState {
  const result = applyMove(game, state, move);
  if (!result.ok) throw new Error(result.error.reason);
  return result.state;
}

describe('American Rails heuristic bot', () => {
  it('beats two random bots (american-rails:end-of-the-game: most money wins)', () => {
    expect(winsAgainst(game, heuristicBot, randomBot, 6, 'ar-heuristic')).toBeGreaterThanOrEqual(5);
  });

  it('bids for a share worth more than its price and passes when the price passes its worth (american-rails:opening-auction-bidding)', () => {
    let state = game.createGame({ players, seed: 'bids' });
    const seat = game.activeSeats(state)[0]!;
    const offer = chooseBotMove(game, state, seat, heuristicBot, 'bids', 0);
    expect(offer.type).toBe('auction.offer');
    state = apply(state, offer);
    const bidder = game.activeSeats(state)[0]!;
    expect(chooseBotMove(game, state, bidder, heuristicBot, 'bids', 1).type).toBe('auction.bid');
    // A bid of $49 of the $50 each player starts with: no share is worth $50 to anyone.
    state = apply(state, { type: 'auction.bid', player: bidder, amount: 49 });
    const next = game.activeSeats(state)[0]!;
    expect(chooseBotMove(game, state, next, heuristicBot, 'bids', 2)).toEqual({
      type: 'auction.pass',
      player: next,
    });
  });

  it('never declines an expansion into a free city for a company it controls (american-rails:expand)', () => {
    let checked = 0;
    for (let g = 0; g < 3; g++) {
      const seed = `decline-${g}`;
      const { record } = simulate(
        game,
        { players, seed },
        { bots: { 0: heuristicBot, 1: heuristicBot, 2: heuristicBot } },
      );
      let state = game.createGame({ players, seed });
      for (const move of record.moves) {
        const view = game.view(state, move.player);
        const me = view.players[move.player]!;
        const controlled = (company: string) =>
          view.players.every(
            (p) => p.seat === move.player || p.shares[company]! < me.shares[company]!,
          );
        const useful = game.legalMoves(state).some((m) => {
          if (m.type !== 'build.place' || !controlled(m.company)) return false;
          const hex = view.board.hexes.find((h) => h.id === m.hex)!;
          return hex.city !== null && hex.cubes.length === 0 && hex.city.currentFull >= 3;
        });
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
    const finished = state as AmericanRailsState;
    const view = game.view(finished, 'all');
    for (const standing of game.result(finished)!.standings)
      expect(evaluate(view, standing.seat)).toBe(standing.score);
    const earlyView = game.view(game.createGame({ players, seed: 'evaluate' }), 0);
    expect(evaluate(earlyView, 0)).toBeGreaterThanOrEqual(earlyView.players[0]!.cash);
  });
});

describe('American Rails search bot', () => {
  // Its strength against the heuristic (many searched games) is checked by bots.strength.test.ts
  // (`npm run test:strength`); here only that a capped search is a deterministic choice of a legal move.
  it('a capped search picks the same legal move twice from the same position', () => {
    const hard = levelBots(game, botGuide, { iterations: 6, depth: 30 }).hard!;
    const state = botPosition<AmericanRailsState>(
      game,
      heuristicBot,
      players,
      'ar-search-choice',
      12,
    );
    const seat = game.activeSeats(state)[0]!;
    const first = chooseBotMove(game, state, seat, hard, 'ar-search', 12);
    expect(chooseBotMove(game, state, seat, hard, 'ar-search', 12)).toEqual(first);
    expect(game.explainIllegal(state, first)).toBeNull();
  });

  it('plays out 60 moves at hard and 48 at medium, more than a round of about 35 (american-rails:sequence-of-play)', () => {
    // A turn is many small moves: 30-move playouts covered less than a round (about 35 moves), and
    // hard at 85 iterations with 60 won 120 of 140 arena games where 30 at 170 won 94 (bots guide).
    const state = botPosition<AmericanRailsState>(game, heuristicBot, players, 'ar-depth', 12);
    const { medium, hard } = searchPlayoutLengths(game, botGuide, state, {
      iterations: 40,
      prng: 'ar-depth',
      moveIndex: 12,
    });
    expect(medium.iterations).toBeGreaterThanOrEqual(10);
    expect(hard.iterations).toBeGreaterThanOrEqual(10);
    expect({ medium: medium.movesPerIteration, hard: hard.movesPerIteration }).toEqual({
      medium: 48,
      hard: 60,
    });
  });
});
