/**
 * Scenario builder for tests and the fixture generator: the core's ScriptedGame (real moves
 * through createGame + applyMove, refused with the engine's explanation, never editing state)
 * with Chicago Express helpers for auctions, builds and idle turns.
 */
import type { JsonValue } from '../../../core/record.js';
import { ScriptedGame } from '../../../core/testing/scripted-game.js';
import { COMPANIES, COMPANY_INDEX, type CompanyId } from '../data/companies.js';
import { HEXES, HEX_COUNT, HEX_INDEX, NEIGHBOURS } from '../data/board.js';
import { chicagoExpress } from '../index.js';
import { isClosedStart, isDialRed, placementCost } from '../rules.js';
import { phaseOf } from '../state.js';
import type { ActionId } from '../data/actions.js';
import type { CeMove } from '../types.js';

export class Scenario extends ScriptedGame<typeof chicagoExpress, CeMove> {
  constructor(
    players: readonly string[],
    options: Record<string, JsonValue> = {},
    seed = 'fixture',
  ) {
    super(chicagoExpress, players, seed, options);
  }

  get ctx() {
    return this.state.context;
  }
  get phase() {
    return phaseOf(this.state);
  }
  get current(): number {
    return this.ctx.currentPlayer;
  }
  get view() {
    return this.viewOf('all');
  }

  /** Runs the bidding of the open auction: `winner` bids `price` when its turn comes, everyone else passes. winner null = all pass. */
  bidding(winner: number | null, price = 0): this {
    const item = this.ctx.auction?.item;
    let guard = 0;
    while (this.ctx.auction && this.ctx.auction.item === item && guard++ < 50) {
      const a = this.ctx.auction;
      const seat = a.turn;
      if (seat === winner && a.highBidder !== winner)
        this.apply({ type: 'auction.bid', player: seat, amount: price });
      else this.apply({ type: 'auction.pass', player: seat });
    }
    return this;
  }

  /** The four opening auctions (PRR, B&O, C&O, NYC): [winner, price]; price 0 = nobody bids (opener gets it free). */
  opening(results: readonly (readonly [number, number])[]): this {
    for (const [winner, price] of results) this.bidding(price === 0 ? null : winner, price);
    return this;
  }

  choose(action: ActionId): this {
    return this.apply({ type: 'action.choose', player: this.current, action });
  }

  /** Current player: Auction a share, offer `company`, `winner` buys at `price` (null = unsold). */
  auction(company: CompanyId, winner: number | null, price = 0): this {
    this.choose('auction');
    this.apply({ type: 'auction.offer', player: this.current, company });
    return this.bidding(winner, price);
  }

  /** Current player: Expand a network with these hexes (1-3); finishes unless the machine ended the build. */
  build(company: CompanyId, hexes: readonly string[]): this {
    const player = this.current;
    this.choose('build');
    for (const hex of hexes) this.apply({ type: 'build.place', player, company, hex });
    if (this.phase === 'build') this.apply({ type: 'build.finish', player });
    return this;
  }

  develop(hex: string): this {
    this.choose('develop');
    return this.apply({ type: 'develop.place', player: this.current, hex });
  }

  /** Current player chooses an action (default: the auction or develop dial with more room) and declines it. */
  idle(action?: ActionId): this {
    let chosen = action;
    if (!chosen) {
      const room = (d: number) =>
        isDialRed(this.ctx, d)
          ? -1
          : [
              this.ctx.options.auctionDial,
              this.ctx.options.buildDial,
              this.ctx.options.developDial,
            ][d]! - this.ctx.dials[d]!;
      chosen = room(2) >= room(0) && room(2) > 0 ? 'develop' : room(0) > 0 ? 'auction' : 'build';
    }
    const player = this.current;
    this.choose(chosen);
    return this.apply({ type: 'action.decline', player });
  }

  /** Idle turns until it is `seat`'s turn. */
  until(seat: number): this {
    let guard = 0;
    while (this.current !== seat && guard++ < 20) this.idle();
    return this;
  }

  /** Idle turns until it is `seat`'s turn with the `action` dial not on red. */
  untilCan(seat: number, action: ActionId): this {
    const dial = ['auction', 'build', 'develop'].indexOf(action);
    let guard = 0;
    this.until(seat);
    while (isDialRed(this.ctx, dial) && guard++ < 30) {
      this.idle();
      this.until(seat);
    }
    return this;
  }

  /** Cheapest legal route (by build cost now) from the company's network to `target`. */
  route(company: CompanyId, target: string): string[] {
    const c = COMPANY_INDEX[company]!;
    const dist = new Array<number>(HEX_COUNT).fill(Infinity);
    const prev = new Array<number>(HEX_COUNT).fill(-1);
    const queue: number[] = [];
    for (let h = 0; h < HEX_COUNT; h++)
      if (this.ctx.pieces[h]!.includes(c)) {
        dist[h] = 0;
        queue.push(h);
      }
    while (queue.length) {
      queue.sort((a, b) => dist[a]! - dist[b]!);
      const h = queue.shift()!;
      for (const n of NEIGHBOURS[h]!) {
        const hex = HEXES[n]!;
        const here = this.ctx.pieces[n]!;
        if (isClosedStart(n) || here.includes(c)) continue;
        if ((hex.terrain === 'forest' || hex.terrain === 'mountain') && here.length > 0) continue;
        const d = dist[h]! + placementCost(this.ctx, n);
        if (d < dist[n]!) {
          dist[n] = d;
          prev[n] = h;
          queue.push(n);
        }
      }
    }
    const out: string[] = [];
    for (let h = HEX_INDEX[target]!; dist[h]! > 0; h = prev[h]!) {
      if (h < 0) throw new Error(`No route for ${company} to ${target}`);
      out.unshift(HEXES[h]!.id);
    }
    return out;
  }

  /** `seat` builds `company` along `hexes` three at a time on its own turns (others idle). */
  buildAlong(seat: number, company: CompanyId, hexes: readonly string[]): this {
    for (let i = 0; i < hexes.length; i += 3) {
      this.untilCan(seat, 'build');
      this.build(company, hexes.slice(i, i + 3));
    }
    return this;
  }

  income(company: CompanyId): number {
    return this.ctx.income[COMPANY_INDEX[company]!]!;
  }
}

export const companyIndex = (id: CompanyId): number => COMPANY_INDEX[id]!;
export const companyShort = (id: CompanyId): string => COMPANIES[COMPANY_INDEX[id]!]!.short;
