/**
 * Scenario builder for tests and the fixture generator: the core's ScriptedGame (real moves
 * through createGame + applyMove, refused with the engine's explanation) with Wild West Express
 * helpers. `arrange` (tests only) rewrites the context of the resting snapshot to stage a
 * position — pieces where a rule needs them — without going through dozens of turns; the moves
 * after it still run through the machine, and its record replays only from a position without
 * staging.
 */
import type { JsonValue } from '../../../core/record.js';
import { ScriptedGame } from '../../../core/testing/scripted-game.js';
import type { CityId } from '../data/network.js';
import { wildWestExpress } from '../index.js';
import { phaseOf, type WildWestExpressState } from '../state.js';
import type { Train, WweContext, WweMove } from '../types.js';

type Distribute<T> = T extends unknown ? Omit<T, 'player'> : never;
export type MoveWithoutPlayer = Distribute<WweMove>;

export class Scenario extends ScriptedGame<typeof wildWestExpress, WweMove> {
  constructor(
    players: readonly string[],
    options: Record<string, JsonValue> = {},
    seed = 'fixture',
  ) {
    super(wildWestExpress, players, seed, options);
  }

  get ctx(): WweContext {
    return this.state.context;
  }
  get phase() {
    return phaseOf(this.state);
  }
  get view() {
    return wildWestExpress.view(this.state, 'all');
  }
  /** The seat expected to act now. */
  get actor(): number {
    return wildWestExpress.activeSeats(this.state)[0]!;
  }

  /** The acting seat makes `move`. */
  act(move: MoveWithoutPlayer): this {
    return this.apply({ ...move, player: this.actor } as WweMove);
  }

  /** Start cities in draft order, then each player's desperado in their first start city. */
  setup(cities: readonly CityId[]): this {
    for (const city of cities) this.act({ type: 'city.choose', city });
    while (this.phase === 'placingDesperados')
      this.act({ type: 'desperado.place', city: this.ctx.startCities[this.actor]![0]! });
    return this;
  }

  /** Tests only: rewrites the context of the resting position (see the file comment). */
  arrange(change: (ctx: WweContext) => Partial<WweContext>): this {
    this.state = {
      ...this.state,
      context: { ...this.ctx, ...change(this.ctx) },
    } as WildWestExpressState;
    return this;
  }

  /** Tests only: changes one train. */
  arrangeTrain(id: string, change: Partial<Train>): this {
    return this.arrange((ctx) => ({
      trains: ctx.trains.map((t) => (t.id === id ? { ...t, ...change } : t)),
    }));
  }

  train(id: string): Train {
    return this.ctx.trains.find((t) => t.id === id)!;
  }
}
