/**
 * Scenario builder for tests and the fixture generator: plays real moves through the real
 * machine (createGame + applyMove), refusing with the engine's explanation when a scripted move
 * is illegal. `arrange` (tests only) rewrites the context of the resting snapshot to stage a
 * position — pieces where a rule needs them — without going through dozens of turns; the moves
 * after it still run through the machine.
 */
import { applyMove } from '../../../core/replay.js';
import { newRecord, type GameRecord, type JsonValue } from '../../../core/record.js';
import type { CityId } from '../data/network.js';
import { wildWestExpress } from '../index.js';
import { phaseOf, type WildWestExpressState } from '../state.js';
import type { Train, WweContext, WweMove } from '../types.js';

type Distribute<T> = T extends unknown ? Omit<T, 'player'> : never;
export type MoveWithoutPlayer = Distribute<WweMove>;

export class Scenario {
  state: WildWestExpressState;
  readonly moves: WweMove[] = [];

  constructor(
    readonly players: readonly string[],
    readonly options: Record<string, JsonValue> = {},
    readonly seed = 'fixture',
  ) {
    this.state = wildWestExpress.createGame({ players, seed, options });
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

  /** Applies a move; throws with the engine's explanation if it is refused. */
  apply(move: WweMove): this {
    const result = applyMove(wildWestExpress, this.state, move);
    if (!result.ok)
      throw new Error(
        `Move ${this.moves.length} ${JSON.stringify(move)} refused: ${result.error.reason} (${result.error.rule})`,
      );
    this.state = result.state;
    this.moves.push(move);
    return this;
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

  /** The record of the moves so far (replayable: staged positions cannot be part of one). */
  record(): GameRecord {
    return {
      ...newRecord('wild-west-express', this.players, this.seed, this.options),
      moves: [...this.moves],
    };
  }

  train(id: string): Train {
    return this.ctx.trains.find((t) => t.id === id)!;
  }
}
