/**
 * Property test (the equivalent of the core conformance suite until it lands): seeded games over
 * 2–5 players with random bots and the western test bot, with varied options, played to the end.
 * After every move the invariants hold; on a sample of positions the legal moves are accepted by
 * the checker and the chart, mutated moves are refused with an explanation, every seat's view
 * carries no other seat's hidden telegram, `sampleHidden` leaves the seat's view unchanged and
 * depends only on what the seat knows, and move descriptions keep kept cards secret. Replaying a
 * record reproduces the game exactly.
 */
import { describe, expect, it } from 'vitest';
import { seedPrng } from '../../core/prng.js';
import type { GameMove, JsonValue } from '../../core/record.js';
import { replay } from '../../core/replay.js';
import { simulate } from '../../core/bot-play.js';
import { type Bot } from '../../core/random-bot.js';
import { TELEGRAMS, TELEGRAM_INDEX } from './data/telegrams.js';
import { type WildWestExpressState } from './index.js';
import { checkedWildWestExpress as game } from './invariants.js';
import { ruleSections } from './rule-ids.js';
import { westernBot } from './testing/bots.js';
import { seededGameCount } from '../../core/testing/depth.js';

/** Seeds in a deep run; `npm test` plays the first quarter (core/testing/depth.ts). */
const ALL_GAMES = 40;
const ruleIds = new Set(ruleSections.map((s) => s.id));

function optionsFor(i: number): Record<string, JsonValue> {
  const o: Record<string, JsonValue> = {};
  if (i % 5 === 1) o.expensiveDynamite = true;
  if (i % 3 === 2) o.extraGangs = true;
  if (i % 4 === 0) o.twoDesperados = true;
  if (i % 7 === 3) o.roundLimit = 10;
  if (i % 6 === 5) o.target = 7;
  if (i % 9 === 4) {
    o.skipEmptyTrainDuels = true;
    o.dynamiteOnFreeTrackOnly = true;
    o.sheriffNotOnDesperado = true;
  }
  return o;
}

/** Card ids another seat may not see from `seat`'s place. */
function hiddenFrom(state: WildWestExpressState, seat: number): string[] {
  const ctx = state.context;
  const kept = ctx.kept.flatMap((k, s) => (s === seat ? [] : k.map((x) => x.card)));
  const pending =
    ctx.pendingTelegram && ctx.pendingTelegram.seat !== seat ? [ctx.pendingTelegram.card] : [];
  return [...kept, ...pending];
}

function checkPosition(state: WildWestExpressState, moveIndex: number) {
  const legal = game.legalMoves(state);
  const phase = game.view(state, 'all').phaseId;
  if (phase !== 'gameOver')
    expect(legal.length, `no legal move at ${moveIndex}`).toBeGreaterThan(0);
  for (const m of [...legal.slice(0, 3), ...legal.slice(-3)]) {
    expect(game.explainIllegal(state, m as unknown as GameMove)).toBeNull();
    expect(state.can(m)).toBe(true);
    const n = state.context.players.length;
    for (const bad of [
      { ...m, player: (m.player + 1) % n },
      { ...m, player: -1 },
      { ...m, type: 'train.fly' },
    ]) {
      const why = game.explainIllegal(state, bad as unknown as GameMove);
      if (bad.type === 'train.fly' || bad.player !== m.player) {
        expect(why, JSON.stringify(bad)).not.toBeNull();
        expect(ruleIds.has(why!.rule), why!.rule).toBe(true);
        expect(state.can(bad as never)).toBe(false);
      }
    }
  }
  // The end of the game shows every kept telegram (and is an undo barrier).
  if (phase === 'gameOver') return;
  for (let seat = 0; seat < state.context.players.length; seat++) {
    const text = JSON.stringify(game.view(state, seat));
    for (const card of hiddenFrom(state, seat)) expect(text).not.toContain(`"${card}"`);
    expect(game.view(state, seat).deck.order).toBeNull();
    const [sample] = game.sampleHidden(state, seat, seedPrng(`s${moveIndex}`));
    expect(game.view(sample, seat)).toEqual(game.view(state, seat));
    expect(game.checkInvariants(sample)).toEqual([]);
    const [again] = game.sampleHidden(sample, seat, seedPrng(`s${moveIndex}`));
    expect(again.context).toEqual(sample.context);
    const pt = state.context.pendingTelegram;
    if (pt && pt.seat !== seat) {
      const title = TELEGRAMS[TELEGRAM_INDEX[pt.card]!]!.title;
      expect(
        game.describeMove({ type: 'telegram.keep', player: pt.seat }, state, seat),
      ).not.toContain(title);
    }
  }
}

/** Games per test: a batch stays well under 20 s on a loaded 2-core machine. */
const BATCH = 5;
const GAMES = seededGameCount(ALL_GAMES, BATCH);

describe('wild-west-express property: seeded games to the end', () => {
  let finished = 0;
  for (let first = 0; first < GAMES; first += BATCH)
    it(`games ${first}-${first + BATCH - 1} of ${GAMES}: invariants after every move, legal moves, hidden information, replay`, () => {
      for (let g = first; g < first + BATCH; g++) {
        const n = 2 + (g % 4);
        const bots: Record<number, Bot> = {};
        if (g % 2 === 1) for (let k = 0; k < n; k++) bots[k] = westernBot;
        else if (g % 4 === 2) bots[0] = westernBot;
        const setup = {
          players: Array.from({ length: n }, (_, i) => `P${i}`),
          seed: `property-${g}`,
          options: optionsFor(g),
        };
        const { record, state } = simulate(game, setup, {
          bots,
          onState: (s, move, index) => {
            const st = s as WildWestExpressState;
            expect(
              game.checkInvariants(st),
              `game ${g} move ${index} ${JSON.stringify(move)}`,
            ).toEqual([]);
            if (index % 11 === 0 || move.type === 'telegram.keep') checkPosition(st, index);
          },
        });
        const result = game.result(state as WildWestExpressState);
        expect(result).not.toBeNull();
        finished++;
        const again = replay(game, record);
        expect(again.ok).toBe(true);
        if (again.ok) expect(again.state.context).toEqual((state as WildWestExpressState).context);
      }
    });

  it('every game of the batches finished', () => {
    expect(finished).toBe(GAMES);
  });

  it('a roll, a draw and a shown telegram are undo barriers; a plain purchase is not', () => {
    const state = game.createGame({ players: ['A', 'B'], seed: 'barrier' });
    expect(game.isUndoBarrier!(state, { type: 'dice.roll', player: 0 })).toBe(true);
    expect(game.isUndoBarrier!(state, { type: 'telegram.use', player: 0 })).toBe(true);
    expect(game.isUndoBarrier!(state, { type: 'city.choose', player: 0, city: 'denver' })).toBe(
      false,
    );
  });
});
