import { describe, expect, it } from 'vitest';
import { levelBots } from '../../core/bot-levels.js';
import { botTurnFor, chooseBotMove } from '../../core/random-bot.js';
import { botSpots, spotMove, type BotSpot } from '../../core/testing/bot-position.js';
import { seedPrng } from '../../core/prng.js';
import { searchMoves } from '../../core/search-bot.js';
import type { GameMove } from '../../core/record.js';
import { applyMove } from '../../core/replay.js';
import { completedBy, completionTotals, lastSpikeLead, layValue } from './bot-lay.js';
import { arenaCounter, moveReasons, RIVAL_PAYOUT_GAP } from './bot-reasons.js';
import { BONUS } from './data/index.js';
import { botGuide, cashToKeep, heuristicBot } from './bots.js';
import { lastSpike, type LastSpikeState } from './index.js';
import { spikeBot } from './testing/bots.js';
import type { LastSpikeView } from './view.js';

const game = lastSpike;

type Spot = BotSpot<LastSpikeState, LastSpikeView>;

/** The completing lays that pay a rival `RIVAL_PAYOUT_GAP` more while another tile completes nothing. */
function handingLays({ view, seat, legal }: Spot): GameMove[] {
  const lays = legal.filter((m) => m.type === 'tile.lay');
  if (!lays.some((m) => completedBy(view, m.tile as string) === null)) return [];
  return lays.filter((m) => {
    const letter = completedBy(view, m.tile as string);
    if (!letter) return false;
    const totals = completionTotals(view, letter, { seat, tile: m.tile as string });
    return Math.max(...totals.filter((_, s) => s !== seat)) - totals[seat]! >= RIVAL_PAYOUT_GAP;
  });
}

/** Every decision of seeded games the test bot plays (careless about who a route pays). */
const found = botSpots<LastSpikeState, LastSpikeView>(game, spikeBot, { games: 6, maxMoves: 400 });
const handing = found.filter((spot) => handingLays(spot).length > 0);
const key = (m: GameMove) => JSON.stringify(m);

describe('Last Spike careful bots', () => {
  it('positions from real games where a tile would hand a rival a payout exist (last-spike:payout-amounts)', () => {
    expect(handing.length).toBeGreaterThan(2);
  });

  it('easy never completes a route that pays a rival $30,000 more while a tile completing nothing is legal (last-spike:completing-a-route)', () => {
    for (const spot of handing) {
      const move = spotMove(game, heuristicBot, spot);
      expect(handingLays(spot).map(key)).not.toContain(key(move));
    }
  });

  it('hard does not hand that payout either, at a small search (last-spike:completing-a-route)', () => {
    const hard = levelBots(game, botGuide, { iterations: 16, depth: 4 }).hard!;
    for (const spot of handing.slice(0, 4)) {
      const move = chooseBotMove(game, spot.state, spot.seat, hard, 'careful', spot.moveIndex);
      expect(handingLays(spot).map(key)).not.toContain(key(move));
    }
  });

  it('hard compares its likeliest tiles on the same deals, in the order of what laying them earns (last-spike:laying-track, last-spike:completing-a-route)', () => {
    // A tree of 60 noisy iterations won 9 of 29 games against two easy bots; the same 60 spent
    // on four candidates played out on shared deals won 17 of 30.
    const spot = found.find((s) => s.legal.filter((m) => m.type === 'tile.lay').length >= 4)!;
    const turn = botTurnFor(game, spot.state, spot.seat, spot.moveIndex);
    const listed = botGuide.candidates!(turn).slice(1);
    const values = listed.map((m) => layValue(spot.view, spot.seat, m.tile as string));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const [outcome] = searchMoves(turn, seedPrng('paired'), botGuide, { iterations: 60, depth: 4 });
    expect(outcome.paired).toBe(true);
    expect(outcome.ranked.map((r) => r.visits)).toEqual([15, 15, 15, 15]);
  });

  it('hard drives the last spike when that wins the game at once (last-spike:the-last-spike, last-spike:most-cash-wins)', () => {
    const hard = levelBots(game, botGuide, { iterations: 4, depth: 2 }).hard!;
    const winning = found.filter(({ state, seat, legal }) =>
      legal.some((m) => {
        const applied = applyMove(game, state, m);
        return applied.ok && game.result(applied.state)?.winners.includes(seat);
      }),
    );
    expect(winning.length).toBeGreaterThan(0);
    for (const spot of winning) {
      const move = chooseBotMove(game, spot.state, spot.seat, hard, 'spike', spot.moveIndex);
      const after = applyMove(game, spot.state, move);
      expect(after.ok && game.result(after.state)?.winners).toContain(spot.seat);
    }
  });

  it('what a completing tile pays matches the engine, the layer’s land grant included (last-spike:claiming-a-land-grant, last-spike:payout-amounts)', () => {
    // An arena game (easy against greedy) saw easy pass over a last spike next to Sacramento
    // whose grant, claimed before the route paid, would have won it the game.
    let checked = 0;
    let granted = 0;
    for (const spot of found) {
      for (const lay of spot.legal.filter((m) => m.type === 'tile.lay')) {
        const tile = lay.tile as string;
        const letter = completedBy(spot.view, tile);
        if (!letter) continue;
        const after = applyMove(game, spot.state, lay);
        // A tile dearer than the seat's cash waits while it sells land: nothing is paid yet.
        if (!after.ok || after.state.context.pending) continue;
        const space = spot.view.spaces[tile]!;
        const bonus = space.lastSpike ? BONUS : 0;
        const paid = after.state.context.cash.map(
          (c, s) => c - spot.state.context.cash[s]! + (s === spot.seat ? space.layCost - bonus : 0),
        );
        expect(completionTotals(spot.view, letter, { seat: spot.seat, tile })).toEqual(paid);
        checked++;
        if (space.city && !spot.view.cities[space.city].grantClaimed) granted++;
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(granted).toBeGreaterThan(0);
  });

  it('easy reads a tie on cash at the last spike as the rules do: the most land wins (last-spike:most-cash-wins)', () => {
    // An arena game (easy against random, seed arena500) ended with easy laying another tile
    // while the last spike tied it on cash with the leader and its land won the tie.
    let checked = 0;
    const outcomes = new Set<string>();
    for (const spot of found) {
      for (const lay of spot.legal.filter((m) => spot.view.spaces[m.tile as string]?.lastSpike)) {
        const lead = lastSpikeLead(spot.view, spot.seat, lay.tile as string);
        if (lead === null) continue;
        // The same position with the seat's cash moved to tie the best rival after the spike.
        const context = spot.state.context;
        const cash = context.cash.map((c, s) => (s === spot.seat ? c - lead : c));
        if (cash[spot.seat]! < 0) continue;
        const state = { ...spot.state, context: { ...context, cash } } as LastSpikeState;
        const view = game.view(state, spot.seat) as LastSpikeView;
        const tied = lastSpikeLead(view, spot.seat, lay.tile as string)!;
        const after = applyMove(game, state, lay);
        const winners = (after.ok && game.result(after.state)?.winners) || [];
        const engine = !winners.includes(spot.seat) ? -1 : winners.length > 1 ? 0 : 1;
        expect(Math.sign(tied)).toBe(engine);
        outcomes.add(String(engine));
        if (engine >= 0) {
          const turn = botTurnFor(game, state, spot.seat, spot.moveIndex);
          const [move] = heuristicBot.chooseMove(turn, seedPrng('tie'));
          const played = applyMove(game, state, move);
          expect(played.ok && game.result(played.state)?.winners).toContain(spot.seat);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(outcomes.size).toBeGreaterThan(1);
  });

  it('easy keeps cash for its next lay: it buys no card that leaves less than its dearest tile (last-spike:paying-for-track)', () => {
    let checked = 0;
    for (const spot of found) {
      const buys = spot.legal.filter((m) => m.type === 'land.buy');
      if (buys.length === 0) continue;
      const move = spotMove(game, heuristicBot, spot);
      if (move.type !== 'land.buy') continue;
      const price = spot.view.cities[move.city as keyof LastSpikeView['cities']].topPrice ?? 0;
      expect(spot.view.players[spot.seat]!.cash! - price).toBeGreaterThanOrEqual(
        cashToKeep(spot.view),
      );
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('a hint says who a completed route pays and what a quiet tile denies a rival (last-spike:payout-amounts)', () => {
    const spot = handing[0]!;
    const [bad] = handingLays(spot);
    const quiet = spot.legal.find(
      (m) => m.type === 'tile.lay' && completedBy(spot.view, m.tile as string) === null,
    )!;
    const reasons = (move: GameMove) =>
      moveReasons({ game, seat: spot.seat, move, before: spot.view, after: spot.view }).join(' ');
    expect(reasons(bad!)).toMatch(/It completes .+, which pays .+\$/);
    expect(reasons(quiet)).toMatch(/leaves .+ unfinished: completing it would pay your rivals \$/);
  });

  it('the arena counts a completion that hands a rival the payout, and a quiet tile not at all (last-spike:payout-amounts)', () => {
    const spot = handing[0]!;
    const count = (move: GameMove) => {
      const after = (applyMove(game, spot.state, move) as { ok: true; state: LastSpikeState })
        .state;
      const legalMoves = spot.legal;
      return arenaCounter.count({
        game,
        before: spot.state,
        after,
        move,
        seat: spot.seat,
        legalMoves,
      });
    };
    expect(count(handingLays(spot)[0]!)).toEqual({ completions: 1, rivalPayouts: 1 });
    const quiet = spot.legal.find(
      (m) => m.type === 'tile.lay' && completedBy(spot.view, m.tile as string) === null,
    )!;
    expect(count(quiet)).toBeNull();
  });
});
