import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { GameMove, JsonValue } from './record.js';
import type { PrngState } from './prng.js';
import type { RuleSection } from './rule-sections.js';

/**
 * Who is looking: a seat (0-based) sees its own hidden items; `'spectator'` sees only what is
 * public; `'all'` sees everything (finished games, docs replays, the CLI, tests).
 */
export type Viewer = number | 'spectator' | 'all';

/** What a game needs to start: seat order, seed and rule options. */
export interface GameSetup {
  readonly players: readonly string[];
  readonly seed: string;
  readonly options?: Readonly<Record<string, JsonValue>>;
}

/** Why a move is refused, and the rule section (`<game>:<anchor>`) that says so. */
export interface IllegalMove {
  readonly reason: string;
  readonly rule: string;
}

/** A documented rule option: every open point of a rulebook that we made switchable. */
/**
 * A rule option as the engine knows it. Its words for people (`OptionText`) are kept apart, in
 * the game's texts (`@railyard/rules/texts/<game>`, `getOptionTexts`): only setup forms and the
 * docs show them, so the engine that browsers download does not carry them.
 */
export interface OptionSpec {
  readonly id: string;
  readonly default: JsonValue;
  /** The allowed values; absent means any value of the default's type. */
  readonly choices?: readonly JsonValue[];
  /** Rule section the option belongs to. */
  readonly rule: string;
}

/** What an option is called and what it does, in words for people. */
export interface OptionText {
  readonly label: string;
  readonly description: string;
}

/** An option with its words (`describedOptions`). */
export type DescribedOption = OptionSpec & OptionText;

/** One entry of a game's ambiguity register (rendered on the docs "Interpretations" page). */
export interface Ambiguity {
  readonly id: string;
  /** Rule section the question is about. */
  readonly rule: string;
  readonly question: string;
  /** The readings considered. */
  readonly readings: readonly string[];
  /** The reading we implement by default, and why. */
  readonly choice: string;
  /** Option id that switches it, when there is one. */
  readonly option?: string;
  /** Where the question comes from (rulebook text, reference data, a later rules sheet…). */
  readonly source: string;
}

export interface Standing {
  readonly seat: number;
  readonly name: string;
  readonly score: number;
  /** 1 = winner; tied players share a rank. */
  readonly rank: number;
  /** The rank in words: "1", or "2=" for a rank shared with another seat. */
  readonly rankText?: string;
  /** The score as the game counts it: "$73,000", "9 points". */
  readonly scoreText?: string;
}

export interface GameResult {
  readonly standings: readonly Standing[];
  /** Seats of every player with rank 1 (ties share the win). */
  readonly winners: readonly number[];
  /** Why the game ended, in words, with the rule section. */
  readonly reason: string;
  readonly rule: string;
}

/**
 * Something the rules did by themselves during a move, with no decision of a player: a dividend,
 * a city's payout, a telegram's effect, a phase change, the end of the game. History shows each
 * as an entry of its own, announced like a move.
 */
export interface GameEvent {
  /** What happened, as a short id (`dividend`, `chicago-dividend`, `payout`, `game-end`…). */
  readonly kind: string;
  /** One sentence with its amounts per player and company, told as the viewer may know it. */
  readonly text: string;
  /** Rule section (`<game>:<anchor>`) it follows. */
  readonly rule?: string;
  /** Seats whose money or holdings it changed, for the board to mark. */
  readonly seats?: readonly number[];
  /** Companies (or other named pieces: cities, trains) it changed, by id, for the board to mark. */
  readonly companies?: readonly string[];
}

/**
 * A fact a choice among the legal moves relies on (the seat's cash beside the shares it may
 * offer, the shares it holds beside the hexes it may develop), shown next to the move controls
 * so that nobody has to remember it or look for it elsewhere.
 */
export interface ChoiceFact {
  /** What the fact is, in words ("Your cash"). */
  readonly label: string;
  /** The fact ("$26"; "PRR $5 · B&O $4"). */
  readonly text: string;
  /** A part of the board that shows it in full (`towns`): the controls offer to open it. */
  readonly part?: string;
  /** That part in words, for the button that opens it ("the towns table"). */
  readonly partName?: string;
}

/**
 * The interface every game implements. State is the machine's snapshot; everything the
 * renderers, bots, CLI and tests need is a pure function of it.
 */
export interface GameDefinition<
  State extends AnyMachineSnapshot = AnyMachineSnapshot,
  Move extends GameMove = GameMove,
  View = unknown,
> {
  readonly id: string;
  readonly title: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly options: readonly OptionSpec[];
  /** Some views differ by viewer (hands, a shuffled supply, set-aside pieces). */
  readonly hiddenInformation?: boolean;
  /** Moves draw from the seeded PRNG (shuffles, draws, dice): the seed tells the future. */
  readonly chance?: boolean;
  /** Sells company shares: every view carries the stock facet (`core/stock/view.ts`). */
  readonly stock?: boolean;
  readonly ruleSections: readonly RuleSection[];
  /**
   * What a player calls each kind of move, for menus and headings ("Bid", "Build track"):
   * one entry per move type of the chart, in plain words without ids.
   */
  readonly moveLabels?: Readonly<Record<string, string>>;
  /** The XState v5 machine (built with `setup({...}).createMachine`). */
  readonly machine: AnyStateMachine;
  /** Initial state for a setup; throws a RangeError naming the bad field for an invalid setup. */
  createGame(setup: GameSetup): State;
  /** Every legal move now, with parameters (every bid amount, every placement…). */
  legalMoves(state: State): Move[];
  /** Why a move is illegal now, or null if it is legal. Must never throw. */
  explainIllegal(state: State, move: GameMove): IllegalMove | null;
  /**
   * Plain JSON for renderers, for one viewer: a seat's view holds its own hidden items and no one
   * else's, a spectator's only public ones, `'all'` everything. Games without hidden information
   * return the same view for every viewer.
   */
  view(state: State, viewer: Viewer): View;
  /** Final standings, or null while the game goes on. */
  result(state: State): GameResult | null;
  /** Seats expected to act now (empty when the game is over). */
  activeSeats(state: State): number[];
  /**
   * One line of English describing a move made in `state` (the position before it), for logs and
   * announcements, told as `viewer` may know it ("Ada draws a tile", not which one).
   */
  describeMove(move: Move, state: State, viewer: Viewer): string;
  /**
   * The facts a choice among `moves` (the legal moves of `seat`, who sees `view`) relies on, for
   * the move controls. Read from the seat's own view only, so it tells nothing hidden from it.
   * Absent or empty: nothing is shown.
   */
  choiceFacts?(view: View, moves: readonly Move[], seat: number): ChoiceFact[];
  /**
   * The automatic events of one move, told as `viewer` may know them. `steps` are the snapshots
   * the machine passed through: `steps[0]` is the position before the move, the last one the
   * position after it, those between its transient states (a dividend phase, the Chicago phase).
   * Called only when history is asked for, never while moves are applied. The end of the game is
   * added by the session from `result`; games need not report it.
   */
  describeEvents?(steps: readonly State[], move: Move, viewer: Viewer): GameEvent[];
  /**
   * True when `move`, made in `stateBefore`, reveals hidden information or draws from chance (a
   * card drawn, a die rolled, a tile turned up): undo never takes such a move back in play.
   * Absent: no move is a barrier.
   */
  isUndoBarrier?(stateBefore: State, move: Move): boolean;
  /**
   * Old records: true when `move`, refused in `state`, is one an earlier version of the game asked
   * for and this one no longer does (Last Spike's "buy no land" at a buy step that is now skipped
   * because nothing can be bought). Reading a record (`replay`, `GameSession.open`) then passes
   * over it instead of refusing the record; `previous` is the record's move before it. Never
   * consulted for a move that is legal, nor for moves made in play. Absent: no move is obsolete.
   */
  isObsoleteMove?(state: State, move: GameMove, previous: GameMove | undefined): boolean;
  /**
   * For games with hidden information: a state that `seat` cannot tell from `state` (every item
   * it may not see dealt anew), as a function of what the seat knows and of `prng` only. Search
   * bots sample with it (they never see the true state); the conformance suite checks that the
   * seat's view is unchanged.
   */
  sampleHidden?(state: State, seat: number, prng: PrngState): [State, PrngState];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameDefinition = GameDefinition<any, any, any>;

/**
 * A game with its invariants: what the tests and the CLI check after every move. Apart from
 * `GameDefinition` so that browsers, which never check them, never load them (each game's
 * `invariants.ts` builds its own with `withInvariants`).
 */
export interface CheckedGameDefinition<
  State extends AnyMachineSnapshot = AnyMachineSnapshot,
  Move extends GameMove = GameMove,
  View = unknown,
> extends GameDefinition<State, Move, View> {
  /** Violated invariants (empty when all hold). */
  checkInvariants(state: State): string[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCheckedGameDefinition = CheckedGameDefinition<any, any, any>;

/** Resolves options against a game's specs: defaults filled, unknown ids and bad values refused. */
export function resolveOptions(
  specs: readonly OptionSpec[],
  given: Readonly<Record<string, JsonValue>> = {},
): Record<string, JsonValue> {
  const resolved: Record<string, JsonValue> = {};
  for (const key of Object.keys(given)) {
    if (!specs.some((spec) => spec.id === key)) {
      throw new RangeError(
        `options.${key} is not an option of this game (known: ${specs.map((s) => s.id).join(', ')})`,
      );
    }
  }
  for (const spec of specs) {
    const present = Object.hasOwn(given, spec.id);
    if (present && given[spec.id] === null && spec.default !== null)
      throw new RangeError(
        `options.${spec.id} is null; leave it out for the default (${JSON.stringify(spec.default)})`,
      );
    const value = present ? given[spec.id]! : spec.default;
    if (
      spec.choices &&
      !spec.choices.some((choice) => JSON.stringify(choice) === JSON.stringify(value))
    ) {
      throw new RangeError(
        `options.${spec.id} must be one of ${spec.choices.map((c) => JSON.stringify(c)).join(', ')}, got ${JSON.stringify(value)}`,
      );
    }
    if (!spec.choices && typeof value !== typeof spec.default) {
      throw new RangeError(
        `options.${spec.id} must be a ${typeof spec.default}, got ${JSON.stringify(value)}`,
      );
    }
    resolved[spec.id] = value;
  }
  return resolved;
}

/** Checks the player count against a game's range; throws a RangeError naming the problem. */
export function checkPlayerCount(
  game: { title: string; minPlayers: number; maxPlayers: number },
  players: readonly string[],
): void {
  if (players.length < game.minPlayers || players.length > game.maxPlayers) {
    throw new RangeError(
      `${game.title} is for ${game.minPlayers} to ${game.maxPlayers} players, got ${players.length}`,
    );
  }
}
