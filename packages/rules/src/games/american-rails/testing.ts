/**
 * The scripted-game driver of American Rails for tests and the fixture generator: the core's
 * ScriptedGame (real moves through createGame + applyMove, never editing state, failing loudly on
 * an illegal move) with the seat to act filled in and helpers in the game's words.
 */
import { nextInt, seedPrng } from '../../core/prng.js';
import type { JsonValue } from '../../core/record.js';
import { ScriptedGame } from '../../core/testing/scripted-game.js';
import type { ActionId } from './data/actions.js';
import { cityHexId, hexIndex } from './data/board.js';
import { COMPANIES, companyIndex, type CompanyId } from './data/companies.js';
import { americanRails, type AmericanRailsView } from './index.js';
import type { ArMove } from './types.js';

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

export class Driver extends ScriptedGame<typeof americanRails, ArMove> {
  constructor(players: readonly string[], seed: string, options: Record<string, JsonValue> = {}) {
    super(americanRails, players, seed, options);
  }

  get ctx() {
    return this.state.context;
  }

  /** The seat to act (read from the game's own activeSeats). */
  get seat(): number {
    const seat = americanRails.activeSeats(this.state)[0];
    if (seat === undefined) throw new Error('Nobody is to act');
    return seat;
  }

  view(): AmericanRailsView {
    return this.viewOf('all');
  }

  /** Applies a move for the seat to act (unless `player` is given); throws if illegal. */
  do(move: MoveInput): this {
    return this.apply({ player: this.seat, ...move } as ArMove);
  }

  /** The refusal of a move (null if it would be legal); the state is unchanged. */
  refusal(move: MoveInput) {
    return this.explain({ player: this.seat, ...move } as ArMove);
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
    return this.valueAt<T>(pointer);
  }
}
