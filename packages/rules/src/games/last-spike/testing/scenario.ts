/**
 * Test helper: the core's ScriptedGame (real moves through createGame + applyMove, refused with
 * the engine's reason) with Last Spike helpers: a fixed deal, a turn in one call, and staged
 * positions for tests (`patch`, `setCash`).
 */
import type { JsonValue } from '../../../core/record.js';
import { ScriptedGame } from '../../../core/testing/scripted-game.js';
import { HAND, TILE_CODES } from '../data/index.js';
import { lastSpike } from '../index.js';
import type { LastSpikeState } from '../state.js';
import type { LsContext, LsMove } from '../types.js';
import type { LastSpikeView } from '../view.js';

export class Scenario extends ScriptedGame<typeof lastSpike, LsMove> {
  constructor(
    players: readonly string[],
    options: Record<string, JsonValue> = {},
    seed = 'scenario',
  ) {
    super(lastSpike, players, seed, options);
  }

  /** A scenario whose tiles come off the stack in this order (fixedDeal option). */
  static dealt(
    players: readonly string[],
    first: readonly string[],
    stack: readonly string[],
    options: Record<string, JsonValue> = {},
  ): Scenario {
    return new Scenario(players, {
      ...options,
      fixedDeal: `${first.join(' ')} | ${stack.join(' ')}`,
    });
  }

  get ctx(): LsContext {
    return this.state.context;
  }

  view(viewer: Parameters<typeof lastSpike.view>[1] = 'all'): LastSpikeView {
    return this.viewOf(viewer);
  }

  get current(): number {
    return this.ctx.current;
  }

  /**
   * Test positions only: changes the context in place of moves (the machine state stays where it
   * is). Callers keep the invariants (tiles and cards conserved).
   */
  patch(change: (ctx: LsContext) => Partial<LsContext>): this {
    this.state = { ...this.state, context: { ...this.ctx, ...change(this.ctx) } } as LastSpikeState;
    return this;
  }

  /** Test positions only: sets a seat's cash, booking the difference in the bank's ledger. */
  setCash(seat: number, amount: number): this {
    return this.patch((ctx) => {
      const diff = amount - ctx.cash[seat]!;
      return {
        cash: ctx.cash.map((c, s) => (s === seat ? amount : c)),
        ledger: {
          paid: ctx.ledger.paid + Math.max(0, diff),
          received: ctx.ledger.received + Math.max(0, -diff),
        },
      };
    });
  }

  /** The seat at turn lays a tile, buys in `buy` (or declines), then draws when it can. */
  turn(tile: string, buy: string | null = null): this {
    const player = this.current;
    this.apply({ type: 'tile.lay', player, tile });
    if (lastSpike.result(this.state)) return this;
    const phase = this.view().phaseId;
    if (phase === 'buyLand')
      this.apply(
        buy
          ? ({ type: 'land.buy', player, city: buy } as LsMove)
          : { type: 'land.decline', player },
      );
    if (this.view().phaseId === 'drawTile') this.apply({ type: 'tile.draw', player });
    return this;
  }
}

/**
 * The stack order (for the fixedDeal option) under which each seat holds, turn by turn, the tiles
 * it is planned to lay: seat s starts with the first 4 tiles of `plans[s]` and, on its j-th turn,
 * draws `plans[s][4 + j]`. Turns go clockwise from `firstPlayer` with a draw every turn; unplanned
 * slots get the unplanned tiles in A1…Z4 order. In a 2-player game `aside` is set aside first.
 */
export function planDeal(
  plans: readonly (readonly string[])[],
  firstPlayer: number,
  aside: string | null = null,
): string[] {
  const planned = new Set(plans.flat());
  if (aside) planned.add(aside);
  const filler = TILE_CODES.filter((code) => !planned.has(code));
  const fill = () => {
    const tile = filler.shift();
    if (!tile) throw new Error('planDeal: ran out of filler tiles');
    return tile;
  };
  const stack: string[] = aside ? [aside] : [];
  for (const plan of plans) for (let i = 0; i < HAND; i++) stack.push(plan[i] ?? fill());
  const drawn = plans.map(() => 0);
  const needs = () => plans.some((plan, s) => HAND + drawn[s]! < plan.length);
  for (let turn = 0; needs(); turn++) {
    const seat = (firstPlayer + turn) % plans.length;
    stack.push(plans[seat]![HAND + drawn[seat]!] ?? fill());
    drawn[seat]!++;
  }
  return stack;
}
