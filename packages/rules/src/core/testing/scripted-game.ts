/**
 * The fixture builder of every game: a game played by script through the real engine
 * (`createGame` + `applyMove`, never editing state), failing loudly with the engine's reason on an
 * illegal move. Marks name move counts; checks read the view now and verify the rulebook's number
 * at once; `fixture()` packs the record and checks as a `RulebookFixture`. Each game extends it
 * with helpers in its own words (auctions, builds…).
 */
import { atPointer, type FixtureCheck, type RulebookFixture } from '../fixtures.js';
import type { AnyGameDefinition, GameSetup, IllegalMove, Viewer } from '../game-definition.js';
import type { GameMove, GameRecord, JsonValue } from '../record.js';
import { applyMove } from '../replay.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type StateOf<G> = G extends { createGame(setup: GameSetup): infer S } ? S : any;
type MoveOf<G> = G extends { legalMoves(state: never): (infer M)[] } ? M : GameMove;

export class ScriptedGame<G extends AnyGameDefinition, Move extends GameMove = MoveOf<G>> {
  state: StateOf<G>;
  readonly moves: Move[] = [];
  /** Move counts by name (`mark('expand-start')`), for checks and record prefixes. */
  readonly marks: Record<string, number> = {};
  readonly options: Record<string, JsonValue>;

  constructor(
    readonly game: G,
    readonly players: readonly string[],
    readonly seed: string,
    options: Readonly<Record<string, JsonValue>> = {},
  ) {
    this.options = { ...options };
    this.state = game.createGame({ players, seed, options: this.options });
  }

  /** Applies a move; throws with its index, the engine's reason and rule if it is refused. */
  apply(move: Move): this {
    const result = applyMove(this.game, this.state, move);
    if (!result.ok)
      throw new Error(
        `Move ${this.moves.length} ${JSON.stringify(move)} refused: ${result.error.reason} (${result.error.rule})`,
      );
    this.state = result.state;
    this.moves.push(move);
    return this;
  }

  /** Why a move would be refused now (null if legal); the state is unchanged. */
  explain(move: Move): IllegalMove | null {
    return this.game.explainIllegal(this.state, move);
  }

  /** Names the current move count. */
  mark(name: string): this {
    this.marks[name] = this.moves.length;
    return this;
  }

  /** The move count of a mark; throws for an unknown one. */
  at(mark: string): number {
    const count = this.marks[mark];
    if (count === undefined)
      throw new Error(`No mark "${mark}" (marks: ${Object.keys(this.marks).join(', ')})`);
    return count;
  }

  viewOf(viewer: Viewer = 'all'): ReturnType<G['view']> {
    return this.game.view(this.state, viewer) as ReturnType<G['view']>;
  }

  /** The value at a JSON pointer of the current view. */
  valueAt<T = unknown>(pointer: string, viewer: Viewer = 'all'): T {
    return atPointer(this.viewOf(viewer), pointer) as T;
  }

  /** The record so far, or up to a move count or mark. */
  record(upTo?: number | string): GameRecord<Move> {
    const count = typeof upTo === 'string' ? this.at(upTo) : (upTo ?? this.moves.length);
    return {
      format: 'railyard-record',
      version: 1,
      game: this.game.id,
      players: [...this.players],
      seed: this.seed,
      options: { ...this.options },
      moves: this.moves.slice(0, count).map((move) => ({ ...move })),
    };
  }

  /**
   * A check on the current position, verified now: throws when the view does not show the
   * rulebook's number. `final` leaves `afterMove` out (the check applies to the whole record).
   */
  check(label: string, path: string, expected: JsonValue, { final = false } = {}): FixtureCheck {
    const found = this.valueAt(path);
    if (JSON.stringify(found) !== JSON.stringify(expected))
      throw new Error(
        `${label}: ${path} is ${JSON.stringify(found)}, the rulebook says ${JSON.stringify(expected)}`,
      );
    return final
      ? { label, path, expected }
      : { label, path, expected, afterMove: this.moves.length };
  }

  /** A fixture of the record so far (or up to `upTo`) with its checks. */
  fixture(about: Omit<RulebookFixture, 'record'>, upTo?: number | string): RulebookFixture {
    return {
      example: about.example,
      rule: about.rule,
      title: about.title,
      note: about.note,
      record: this.record(upTo),
      checks: about.checks,
    };
  }
}
