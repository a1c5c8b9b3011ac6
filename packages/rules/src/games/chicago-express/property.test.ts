/**
 * Property test: 2,000 seeded games (a quarter of them in `npm test`) over 2-6 players (random
 * bots and a westward test bot that reaches Chicago), with varied rule options, played to the end
 * with core `simulate`.
 * checkInvariants runs after EVERY event; on a sample of states legalMoves is checked complete
 * exhaustively (every placement, develop target and bid amount). The generic checks (listed and
 * mutated moves against explainIllegal and the machine, rule ids of refusals, results) are the
 * conformance suite's (conformance.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { GameMove, JsonValue } from '../../core/record.js';
import { simulate } from '../../core/bot-play.js';
import { type Bot } from '../../core/random-bot.js';
import { HEXES } from './data/board.js';
import { COMPANIES } from './data/companies.js';
import { type ChicagoExpressState } from './index.js';
import { checkedChicagoExpress as game } from './invariants.js';
import { phaseOf } from './state.js';
import { chicagoBot } from './testing/bots.js';
import { seededGameCount } from '../../core/testing/depth.js';

/** Seeds in a deep run; `npm test` plays the first quarter (core/testing/depth.ts). */
const ALL_GAMES = 2000;
const PARAMS: Record<string, readonly string[]> = {
  'auction.bid': ['amount'],
  'auction.offer': ['company'],
  'action.choose': ['action'],
  'build.place': ['company', 'hex'],
  'develop.place': ['hex'],
};
/** Identity of a move: type, player and the parameters its type reads (extra fields are ignored by the engine). */
const key = (m: unknown) => {
  if (!m || typeof m !== 'object' || Array.isArray(m)) return JSON.stringify(m);
  const r = m as Record<string, unknown>;
  return JSON.stringify([r.type, r.player, ...(PARAMS[r.type as string] ?? []).map((p) => r[p])]);
};

function optionsFor(i: number): Record<string, JsonValue> {
  const o: Record<string, JsonValue> = {};
  if (i % 7 === 3) o.chicagoTiming = 'afterBuild';
  if (i % 7 === 5) o.chicagoTiming = 'resumeBuild';
  if (i % 11 === 5) o.houseEndLimit = 4;
  if (i % 13 === 6) o.wabashCountsForEnd = false;
  if (i % 9 === 4) o.offererPass = 'voidAuction';
  if (i % 17 === 8) o.developNeedsShare = true;
  if (i % 5 === 2)
    Object.assign(o, {
      auctionDial: 2 + (i % 5),
      buildDial: 3 + (i % 4),
      developDial: 2 + (i % 3),
      wheelingMax: 8,
      pittsburghMax: 10,
    });
  return o;
}

/**
 * Completeness of legalMoves, exhaustively (the conformance suite samples mutations): every
 * placement, develop target and bid amount that is not listed is refused.
 */
function checkComplete(state: ChicagoExpressState): void {
  const listed = game.legalMoves(state) as GameMove[];
  const keys = new Set(listed.map(key));
  const phase = phaseOf(state);
  const player = listed[0]!.player;
  if (phase === 'build') {
    for (const hex of HEXES)
      for (const c of COMPANIES) {
        const m = { type: 'build.place', player, company: c.id, hex: hex.id };
        expect(game.explainIllegal(state, m) === null, key(m)).toBe(keys.has(key(m)));
      }
  }
  if (phase === 'develop') {
    for (const hex of HEXES) {
      const m = { type: 'develop.place', player, hex: hex.id };
      expect(game.explainIllegal(state, m) === null, key(m)).toBe(keys.has(key(m)));
    }
  }
  if (phase === 'auctionBidding' || phase === 'openingAuctions' || phase === 'wabashAuction') {
    const cash = state.context.cash[player]!;
    for (let amount = 0; amount <= cash + 1; amount++) {
      const m = { type: 'auction.bid', player, amount };
      expect(game.explainIllegal(state, m) === null, key(m)).toBe(keys.has(key(m)));
    }
  }
}

const BATCH = 200;
const GAMES = seededGameCount(ALL_GAMES, BATCH);
const ends = new Map<string, number>();
const phasesSeen = new Set<string>();
let wabash = 0;

function playBatch(first: number): void {
  for (let g = first; g < first + BATCH; g++) {
    const n = 2 + (g % 5);
    const players = Array.from({ length: n }, (_, k) => `P${k}`);
    const bots: Record<number, Bot> = {};
    if (g % 2 === 1) for (let k = 0; k < n; k++) bots[k] = chicagoBot;
    else if (g % 4 === 2) bots[0] = chicagoBot;
    const { state } = simulate(
      game,
      { players, seed: `prop-${g}`, options: optionsFor(g) },
      {
        bots,
        onState: (s, _move, index) => {
          const st = s as ChicagoExpressState;
          const problems = game.checkInvariants(st);
          if (problems.length) expect.fail(`game ${g} move ${index}: ${problems.join('; ')}`);
          if ((index * 7 + g) % 53 === 0) {
            phasesSeen.add(phaseOf(st));
            if (game.result(st) === null && (index + g) % 4 === 0) checkComplete(st);
          }
        },
      },
    );
    const st = state as ChicagoExpressState;
    const result = game.result(st)!;
    expect(result).not.toBeNull();
    expect(result.winners.length).toBeGreaterThan(0);
    const v = game.view(st, 'all');
    expect(v.finished).toBe(true);
    for (const c of v.companies) expect(c.plus50).toBe(c.income > 50);
    for (const r of st.context.endReasons!)
      ends.set(r.replace(/\d+/g, 'N'), (ends.get(r.replace(/\d+/g, 'N')) ?? 0) + 1);
    if (st.context.wabashOpen) wabash++;
  }
}

describe('chicago-express property: seeded games to the end', () => {
  for (let first = 0; first < GAMES; first += BATCH) {
    it(`games ${first}-${first + BATCH - 1} of ${GAMES} (2-6 players, random and westward bots, varied options): invariants after every event, legalMoves complete`, () => {
      playBatch(first);
    });
  }

  it('the games reached every kind of position and every end condition', () => {
    expect([...phasesSeen].sort()).toEqual([
      'auctionBidding',
      'auctionOffer',
      'build',
      'chooseAction',
      'develop',
      'gameOver',
      'openingAuctions',
      'wabashAuction',
    ]);
    expect([...ends.keys()].sort()).toEqual([
      'Detroit has reached N',
      'N companies have no locomotives left',
      'N companies have no shares left',
      'only N houses are left in the supply',
    ]);
    expect(wabash).toBeGreaterThan(GAMES / 4);
  });
});
