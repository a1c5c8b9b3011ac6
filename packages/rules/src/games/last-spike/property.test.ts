/**
 * Property test: seeded games over 2–6 players (random bots and the land-speculator test bot),
 * with every rule option, played to the end with core `simulate`. After EVERY event: the
 * invariants hold; every listed legal move is accepted and mutated ones are refused with a
 * reason. On a sample of states: information-set invariance (a sampled position looks the same
 * to the seat, has the same legal moves, and resampling depends only on the seat's knowledge),
 * and a draw is described to other seats without its tile.
 */
import { describe, expect, it } from 'vitest';
import { seedPrng } from '../../core/prng.js';
import { simulate } from '../../core/bot-play.js';
import { type Bot } from '../../core/random-bot.js';
import type { GameMove, JsonValue } from '../../core/record.js';
import { applyMove } from '../../core/replay.js';
import { type LastSpikeState } from './index.js';
import { checkedLastSpike as game } from './invariants.js';
import { ruleSections } from './rule-ids.js';
import { spikeBot } from './testing/bots.js';
import { seededGameCount } from '../../core/testing/depth.js';

/** Seeds in a deep run; `npm test` plays the first quarter (core/testing/depth.ts). */
const ALL_GAMES = 250;
const ruleIds = new Set(ruleSections.map((s) => s.id));

function optionsFor(i: number): Record<string, JsonValue> {
  const o: Record<string, JsonValue> = {};
  if (i % 3 === 1) o.detachedPlacement = 'always';
  if (i % 4 === 2) o.hiddenCash = true;
  if (i % 5 === 3) o.firstPlayerTile = 'keep';
  return o;
}

function mutations(state: LastSpikeState, listed: readonly GameMove[]): unknown[] {
  const n = state.context.players.length;
  const out: unknown[] = [];
  for (const m of listed.slice(0, 2).concat(listed.slice(-1))) {
    out.push({ ...m, player: (m.player + 1) % n }, { ...m, player: -1 }, { ...m, player: 'x' });
    if (m.type === 'tile.lay') out.push({ ...m, tile: 'Q1' }, { ...m, tile: null });
    if (m.type === 'land.sell') out.push({ ...m, card: 'omaha-0' }, { ...m, card: 7 });
    if (m.type === 'land.buy') out.push({ ...m, city: 'chicago' }, { ...m, city: '__proto__' });
  }
  out.push({ type: 'land.trade', player: 0 }, null, 'tile.lay');
  return out;
}

/** Games per test: a batch stays well under 20 s on a loaded 2-core machine. */
const BATCH = 25;
const GAMES = seededGameCount(ALL_GAMES, BATCH);

describe('last-spike property test', () => {
  let checkedSamples = 0;
  let spikes = 0;
  for (let first = 0; first < GAMES; first += BATCH)
    it(`games ${first}-${first + BATCH - 1} of ${GAMES}: invariants after every event, legal moves agree with the machine, information sets hold`, () => {
      for (let i = first; i < first + BATCH; i++) {
        const n = 2 + (i % 5);
        const players = Array.from({ length: n }, (_, k) => `P${k}`);
        const bots: Record<number, Bot> = {};
        if (i % 2 === 0) for (let s = 0; s < n; s++) bots[s] = spikeBot;
        const setup = { players, seed: `prop-${i}`, options: optionsFor(i) };
        let previous = game.createGame(setup);
        const { state } = simulate(game, setup, {
          bots,
          onState: (raw, move, index) => {
            const s = raw as LastSpikeState;
            const where = `game ${i} move ${index}`;
            expect(game.checkInvariants(s), where).toEqual([]);
            expect(ruleIds.has(game.view(s, 'all').rule), where).toBe(true);
            const describedToOthers = game.describeMove(
              move as never,
              previous,
              (move.player + 1) % n,
            );
            if (move.type === 'tile.draw')
              expect(describedToOthers, where).toMatch(/draws a tile\.$/);
            expect(game.isUndoBarrier(previous, move as never)).toBe(
              move.type === 'tile.draw' ||
                move.type === 'bankruptcy.declare' ||
                game.result(s) !== null,
            );
            const listed = game.legalMoves(s);
            if (index % 7 === 0) {
              for (const m of listed) expect(game.explainIllegal(s, m), where).toBeNull();
              for (const bad of mutations(s, listed)) {
                const why = game.explainIllegal(s, bad as GameMove);
                expect(why, `${where}: ${JSON.stringify(bad)}`).not.toBeNull();
                expect(ruleIds.has(why!.rule), why!.rule).toBe(true);
                expect(applyMove(game, s, bad as GameMove).ok).toBe(false);
              }
            }
            if (index % 23 === 5 && listed.length > 0) {
              for (let seat = 0; seat < n; seat++) {
                const [sample] = game.sampleHidden(s, seat, seedPrng(`sample-${i}-${index}`));
                expect(game.view(sample, seat), where).toEqual(game.view(s, seat));
                expect(game.checkInvariants(sample), where).toEqual([]);
                if (listed[0]!.player === seat)
                  expect(game.legalMoves(sample), where).toEqual(listed);
                const [again] = game.sampleHidden(sample, seat, seedPrng('resample'));
                const [direct] = game.sampleHidden(s, seat, seedPrng('resample'));
                expect(again.context, where).toEqual(direct.context);
                checkedSamples++;
              }
            }
            previous = s;
          },
        });
        const result = game.result(state as LastSpikeState);
        expect(result).not.toBeNull();
        expect(result!.winners.length).toBeGreaterThan(0);
        if ((state as LastSpikeState).context.end === 'lastSpike') spikes++;
      }
    });

  it('the batches checked enough samples, and most games ended with the last spike', () => {
    expect(checkedSamples).toBeGreaterThan(500);
    expect(spikes).toBeGreaterThan(GAMES * 0.8);
  });
});
