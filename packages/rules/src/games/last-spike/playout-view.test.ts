import { describe, expect, it } from 'vitest';
import { chooseBotMove } from '../../core/random-bot.js';
import type { GameMove } from '../../core/record.js';
import { applyMove } from '../../core/replay.js';
import { expectSameBotAnswers } from '../../core/testing/playout-view-checks.js';
import { botGuide, heuristicBot } from './bots.js';
import { lastSpike, type LastSpikeState } from './index.js';
import { CARD_BY_ID, CITIES, CITY_IDS, ROUTES } from './data/index.js';
import { cardsHeld, isLaid, laidPerRoute, lastSpikeTiles, topPrice } from './rules.js';
import { playoutView, view } from './view.js';

const game = lastSpike;

/** Every position of two seeded games between heuristic bots, to the end. */
function positions(): LastSpikeState[] {
  const all: LastSpikeState[] = [];
  for (const seed of ['playout-view-1', 'playout-view-2']) {
    let state = game.createGame({ players: ['A', 'B', 'C'], seed });
    for (let i = 0; !game.result(state); i++) {
      all.push(state);
      const seat = game.activeSeats(state)[0]!;
      const applied = applyMove(
        game,
        state,
        chooseBotMove(game, state, seat, heuristicBot, seed, i),
      );
      if (!applied.ok) throw new Error(applied.error.reason);
      state = applied.state;
    }
    all.push(state);
  }
  return all;
}

describe('Last Spike playout view', () => {
  const states = positions();

  it('is the seat’s view less the log and the spaces off its hand, so it shows nothing hidden (last-spike:laying-track)', () => {
    for (const state of states) {
      for (const seat of [0, 1, 2]) {
        const full = view(state, seat);
        const lean = playoutView(state, seat);
        expect(lean.players).toEqual(full.players);
        expect(lean.cities).toEqual(full.cities);
        expect(lean.routes).toEqual(full.routes);
        expect(lean.handOptions).toEqual(full.handOptions);
        expect(lean.finished).toBe(full.finished);
        for (const tile of full.players[seat]!.hand ?? [])
          expect(lean.spaces[tile]).toEqual(full.spaces[tile]);
        for (const code of Object.keys(lean.spaces))
          expect(lean.spaces[code]).toEqual(full.spaces[code]);
        expect(lean.log).toEqual([]);
      }
    }
  });

  it('gives the heuristic and the evaluation the same answers as the full view (last-spike:laying-track, last-spike:buying-land)', () => {
    const choices = expectSameBotAnswers(game, states, botGuide, {
      lean: (state, seat) => botGuide.playoutView!(state, seat),
      full: (state, seat) => view(state as LastSpikeState, seat),
    });
    // Lays and purchases of two whole games: enough choices that a missing field would show.
    expect(choices).toBeGreaterThan(60);
  });

  it('counts each seat’s cards per city and prices each pile as the rules do, at every position (last-spike:buying-land, last-spike:payout-amounts)', () => {
    let held = 0;
    for (const state of states) {
      const ctx = state.context;
      const seen = playoutView(state, 0);
      for (const city of CITY_IDS) {
        for (const player of seen.players) {
          expect(player.cardsByCity[city]).toBe(cardsHeld(ctx, player.seat, city));
          held += player.cardsByCity[city]!;
        }
        expect(seen.cities[city].topPrice).toBe(topPrice(ctx, city));
        // Priced from the cards themselves, not the table the view and the rules share.
        const top = ctx.piles[city][0];
        expect(seen.cities[city].topPrice).toBe(
          top === undefined ? null : CARD_BY_ID[`${city}-${top}`]!.price,
        );
        expect(seen.cities[city].pile).toEqual(
          ctx.piles[city].map((rank) => CARD_BY_ID[`${city}-${rank}`]!.price),
        );
      }
      for (const player of seen.players)
        for (const card of player.land)
          expect(card.cityName).toBe(CITIES.find((c) => c.id === card.city)!.name);
    }
    // Land changes hands in these games, so the counts are not all zero.
    expect(held).toBeGreaterThan(100);
  });

  it('counts the tiles laid on each route, and names as the last spike exactly the tiles of the hand whose lay ends the game (last-spike:the-last-spike)', () => {
    let spikes = 0;
    let others = 0;
    for (const state of states) {
      const ctx = state.context;
      const laid = laidPerRoute(ctx);
      for (const route of ROUTES)
        expect(laid[route.letter]).toBe(route.spaces.filter((code) => isLaid(ctx, code)).length);
      if (game.result(state)) continue;
      const seat = ctx.current;
      const spikeTiles = lastSpikeTiles(ctx);
      for (const move of game.legalMoves(state) as GameMove[]) {
        if (move.type !== 'tile.lay' || move.player !== seat) continue;
        const after = applyMove(game, state, move);
        // A tile dearer than the cash waits while land is sold: the game cannot end yet.
        if (!after.ok || after.state.context.pending) continue;
        const ended = after.state.context.lastSpike !== null;
        expect(spikeTiles.includes(move.tile as string)).toBe(ended);
        if (ended) spikes++;
        else others++;
      }
    }
    // Both games end on a last spike, and most lays do not.
    expect(spikes).toBeGreaterThanOrEqual(2);
    expect(others).toBeGreaterThan(100);
  });
});
