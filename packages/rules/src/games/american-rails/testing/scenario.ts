/**
 * Scenario driver for tests and the fixture generator: it plays real moves through createGame +
 * applyMove (never editing state) and fails loudly, with the engine's explanation, on an illegal
 * move. Also the positions the rule tests start from, each reached by real moves.
 */
import { applyMove } from '../../../core/replay.js';
import { nextInt, seedPrng } from '../../../core/prng.js';
import type { GameRecord, JsonValue } from '../../../core/record.js';
import type { ActionId } from '../data/actions.js';
import { cityHexId, hexIndex } from '../data/board.js';
import { COMPANIES, companyIndex, type CompanyId } from '../data/companies.js';
import { seatToAct, type Phase } from '../explain.js';
import { americanRails } from '../index.js';
import { phaseOf, type AmericanRailsState } from '../state.js';
import type { ArMove } from '../types.js';
import type { AmericanRailsView } from '../view.js';

/** A move without its seat (the driver fills in the seat to act). */
export type MoveInput = ArMove extends infer M
  ? M extends ArMove
    ? Omit<M, 'player'> & { player?: number }
    : never
  : never;

/** A hex id from a city slug or a `col,row` id. */
export function hexOf(where: string): string {
  return hexIndex(where) >= 0 ? where : cityHexId(where);
}

/** The first seed `${prefix}N` whose three-player game removes `company`. */
export function seedRemoving(company: CompanyId, prefix = 'ar-'): string {
  for (let i = 0; i < 10_000; i++) {
    const seed = `${prefix}${i}`;
    if (nextInt(seedPrng(seed), COMPANIES.length)[0] === companyIndex(company)) return seed;
  }
  throw new Error('no seed found');
}

export class Driver {
  state: AmericanRailsState;
  readonly moves: ArMove[] = [];
  readonly marks: Record<string, number> = {};

  constructor(
    readonly players: readonly string[],
    readonly seed: string,
    readonly options: Record<string, JsonValue> = {},
  ) {
    this.state = americanRails.createGame({ players, seed, options });
  }

  get ctx() {
    return this.state.context;
  }

  /** Where the game waits (read off the chart). */
  get phase(): Phase {
    return phaseOf(this.state);
  }

  get seat(): number {
    const seat = seatToAct(this.ctx, this.phase);
    if (seat === null) throw new Error('Nobody is to act');
    return seat;
  }

  view(): AmericanRailsView {
    return americanRails.view(this.state, 'all');
  }

  /** The record so far, or up to a move count or mark. */
  record(upTo?: number | string): GameRecord<ArMove> {
    const count = typeof upTo === 'string' ? this.marks[upTo] : (upTo ?? this.moves.length);
    if (count === undefined) throw new Error(`No mark "${String(upTo)}"`);
    return {
      format: 'railyard-record',
      version: 1,
      game: 'american-rails',
      players: [...this.players],
      seed: this.seed,
      options: { ...this.options },
      moves: this.moves.slice(0, count),
    };
  }

  /** Applies a move for the seat to act (unless `player` is given); throws if illegal. */
  do(move: MoveInput): this {
    const full = { player: this.seat, ...move } as ArMove;
    const result = applyMove(americanRails, this.state, full);
    if (!result.ok)
      throw new Error(
        `Move ${this.moves.length} ${JSON.stringify(full)} refused: ${result.error.reason}`,
      );
    this.state = result.state;
    this.moves.push(full);
    return this;
  }

  /** The refusal of a move (null if it would be legal); the state is unchanged. */
  refusal(move: MoveInput) {
    return americanRails.explainIllegal(this.state, { player: this.seat, ...move } as ArMove);
  }

  mark(name: string): this {
    this.marks[name] = this.moves.length;
    return this;
  }

  /** The seat to act offers `company`; `winner` bids `price` at their first turn, everyone else passes. */
  auction(company: CompanyId, winner: number | null, price = 10): this {
    this.do({ type: 'auction.offer', company });
    while (this.ctx.auction) {
      const seat = this.seat;
      if (seat === winner && this.ctx.auction.highBidder !== winner)
        this.do({ type: 'auction.bid', amount: price });
      else this.do({ type: 'auction.pass' });
    }
    return this;
  }

  start(where: string): this {
    return this.do({ type: 'build.start', hex: hexOf(where) });
  }

  choose(action: ActionId): this {
    return this.do({ type: 'action.choose', action });
  }

  place(company: CompanyId, where: string): this {
    return this.do({ type: 'build.place', company, hex: hexOf(where) });
  }

  finish(): this {
    return this.do({ type: 'build.finish' });
  }

  decline(): this {
    return this.do({ type: 'action.decline' });
  }

  develop(where: string): this {
    return this.do({ type: 'develop.place', hex: hexOf(where) });
  }

  fund(company: CompanyId): this {
    return this.do({ type: 'fund.pay', company });
  }

  take(from: 'bank' | 'players'): this {
    return this.do({ type: 'money.take', from });
  }

  value<T = unknown>(pointer: string): T {
    return resolvePointer(this.view(), pointer) as T;
  }
}

/** Resolves a JSON pointer (RFC 6901) in a value; undefined when absent. */
export function resolvePointer(value: unknown, pointer: string): unknown {
  if (pointer === '') return value;
  let current: unknown = value;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (
      current === null ||
      typeof current !== 'object' ||
      !Object.prototype.hasOwnProperty.call(current, key)
    )
      return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

// ---------------------------------------------------------------- positions for the rule tests

/**
 * Four players. American starts in Cincinnati (seat 0), National in Louisville (seat 1),
 * Continental in Indianapolis (seat 2, bid $20), Majestic in Pittsburg (seat 3); nobody bids on
 * Liberty or Republic. Plains hex 5,5 touches all three western cities. Turn order 0, 1, 2, 3.
 */
export function crossroads(options: Record<string, JsonValue> = {}): Driver {
  const d = new Driver(['Ann', 'Ben', 'Cat', 'Dan'], 'crossroads', options);
  d.auction('american', 0).start('cincinnati');
  d.auction('national', 1).start('louisville');
  d.auction('continental', 2, 20).start('indianapolis');
  d.auction('majestic', 3).start('pittsburg');
  d.auction('liberty', null);
  d.auction('republic', null);
  return d;
}

/**
 * Three players, Republic removed by the seed. Seat 0 buys American for all $50 and starts it in
 * Chicago; nobody bids on the other opening shares. Used for the special connections.
 */
export function chicagoAmerican(): Driver {
  const d = new Driver(['Ann', 'Ben', 'Cat'], seedRemoving('republic', 'special-'));
  d.auction('american', 0, 50).start('chicago');
  for (const company of ['national', 'continental', 'majestic', 'liberty'] as const)
    d.auction(company, null);
  return d;
}
