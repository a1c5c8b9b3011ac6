/**
 * Property test: 2,000 seeded random games over 3–5 players (and every option) played to the end
 * with `simulate`; every invariant after every event; on a sample of states the legal-move list
 * is cross-checked against the machine: every listed move is accepted by explainIllegal and by
 * `state.can`, and mutated or unlisted moves are refused by both, with an explanation.
 */
import { describe, expect, it } from 'vitest';
import { nextInt, seedPrng, type PrngState } from '../../core/prng.js';
import { simulate } from '../../core/random-bot.js';
import type { GameMove, JsonValue } from '../../core/record.js';
import { ACTION_IDS } from './data/actions.js';
import { HEXES } from './data/board.js';
import { COMPANY_IDS } from './data/companies.js';
import { americanRails, type AmericanRailsState } from './index.js';
import { MOVE_TYPES } from './types.js';

const GAMES = 2000;
const SAMPLE_EVERY = 499;
const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'];
const OPTION_SETS: Record<string, JsonValue>[] = [
  {},
  { endWhenSharesGone: true, endWhenSuppliesLow: true },
  {
    takeFromPoorPlayers: 'forbidden',
    noEmptyCityPayment: 'refunded',
    firstBidder: 'left-of-selector',
  },
];

const key = (m: GameMove) => JSON.stringify(m, Object.keys(m).sort());

/** Moves that are not in the list: mutations of listed moves plus generic probes. */
function probes(
  state: AmericanRailsState,
  listed: GameMove[],
  prng: PrngState,
): [GameMove[], PrngState] {
  const n = state.context.players.length;
  const out: GameMove[] = [];
  let s = prng;
  const pick = <T>(items: readonly T[]): T => {
    let i: number;
    [i, s] = nextInt(s, items.length);
    return items[i]!;
  };
  for (let k = 0; k < Math.min(6, listed.length); k++) {
    const m = pick(listed) as GameMove & Record<string, JsonValue>;
    out.push({ ...m, player: (m.player + 1 + k) % n });
    out.push({ ...m, type: pick(MOVE_TYPES) });
    if ('amount' in m)
      out.push(
        { ...m, amount: (m.amount as number) - 1 },
        { ...m, amount: state.context.cash[m.player]! + 1 },
        { ...m, amount: 10.5 },
        { ...m, amount: 'ten' },
      );
    if ('hex' in m)
      out.push({ ...m, hex: pick(HEXES).id }, { ...m, hex: 'nowhere' }, { ...m, hex: 42 });
    if ('company' in m) out.push({ ...m, company: pick(COMPANY_IDS) }, { ...m, company: 'acme' });
    if ('action' in m) out.push({ ...m, action: pick(ACTION_IDS) }, { ...m, action: null });
    if ('from' in m) out.push({ ...m, from: 'nobody' });
  }
  const seat = americanRails.activeSeats(state)[0] ?? 0;
  for (const type of MOVE_TYPES) {
    out.push({
      type,
      player: seat,
      hex: pick(HEXES).id,
      company: pick(COMPANY_IDS),
      amount: 10,
      action: pick(ACTION_IDS),
      from: 'bank',
    });
    out.push({ type, player: (seat + 1) % n });
  }
  out.push(
    { type: 'auction', player: seat },
    { type: 'action.choose', player: seat },
    { type: 'build.place', player: seat, company: 'american' },
  );
  return [out, s];
}

function crossCheck(state: AmericanRailsState, prng: PrngState): [number, PrngState] {
  const listed = americanRails.legalMoves(state) as GameMove[];
  const keys = new Set(listed.map(key));
  expect(keys.size, 'legalMoves lists no duplicates').toBe(listed.length);
  let checked = 0;
  for (const move of listed) {
    const why = americanRails.explainIllegal(state, move);
    if (why !== null || !state.can(move as never))
      throw new Error(`Listed move refused: ${JSON.stringify(move)}: ${why?.reason}`);
    checked++;
  }
  const [extra, next] = probes(state, listed, prng);
  for (const move of extra) {
    const why = americanRails.explainIllegal(state, move);
    const can = state.can(move as never);
    const isListed = keys.has(key(move));
    if (isListed !== (why === null) || isListed !== can) {
      throw new Error(
        `Disagreement on ${JSON.stringify(move)}: listed ${isListed}, explain ${JSON.stringify(why)}, can ${can}`,
      );
    }
    if (why) expect(why.reason.length).toBeGreaterThan(10);
    checked++;
  }
  return [checked, next];
}

describe('american-rails property test', () => {
  it(
    `${GAMES} random games end with a winner; invariants after every event; legalMoves agree with the machine`,
    { timeout: 600_000 },
    () => {
      let prng = seedPrng('american-rails-property');
      let events = 0;
      let crossChecked = 0;
      const byPlayers: Record<number, number> = { 3: 0, 4: 0, 5: 0 };
      const ends = new Map<string, number>();
      for (let game = 0; game < GAMES; game++) {
        const players = NAMES.slice(0, 3 + (game % 3));
        const options = OPTION_SETS[Math.floor(game / 3) % OPTION_SETS.length]!;
        const { state, record } = simulate(
          americanRails,
          { players, seed: `property-${game}`, options },
          {
            onState: (s, move, index) => {
              const problems = americanRails.checkInvariants(s as AmericanRailsState);
              if (problems.length)
                throw new Error(
                  `Game ${game}, move ${index} ${JSON.stringify(move)}: ${problems.join('; ')}`,
                );
              if ((events + index) % SAMPLE_EVERY === 0) {
                let n: number;
                [n, prng] = crossCheck(s as AmericanRailsState, prng);
                crossChecked += n;
              }
            },
          },
        );
        events += record.moves.length;
        const result = americanRails.result(state as AmericanRailsState);
        expect(result).not.toBeNull();
        expect(result!.winners.length).toBeGreaterThan(0);
        byPlayers[players.length]!++;
        ends.set(result!.rule, (ends.get(result!.rule) ?? 0) + 1);
      }
      expect(byPlayers).toEqual({ 3: 667, 4: 667, 5: 666 });
      expect(ends.get('american-rails:game-ends-after-1857')).toBeGreaterThan(0);
      expect(crossChecked).toBeGreaterThan(20_000);
      expect(events).toBeGreaterThan(GAMES * 100);
      console.log(
        `american-rails property: ${GAMES} games, ${events} events, ${crossChecked} moves cross-checked, ends ${JSON.stringify([...ends])}`,
      );
    },
  );
});
