/**
 * The types a `GameSession` takes and gives, and the texts it makes (move descriptions of last
 * resort, the end of the game, who won). Re-exported by `session.ts`.
 */
import type { GameEvent, GameResult, IllegalMove } from './game-definition.js';
import { listOf, message, personOf } from './messages.js';
import type { Bot } from './random-bot.js';
import type { GameMove } from './record.js';
import type { GameSession } from './session.js';

/** Bot id per seat (`{ "1": "random" }`); seats without one are played by people. */
export type BotsBySeat = Readonly<Record<string, string>>;

export interface SessionOptions {
  bots?: BotsBySeat;
  /** Bots that can be named in `bots` (default: the core's bots). */
  botTable?: Readonly<Record<string, Bot>>;
  /** Groups of moves to offer as redo (the newest last), kept while they still apply. */
  redo?: readonly (readonly GameMove[])[];
  /**
   * Open a record with an illegal move anyway, keeping the moves before it; the refusal is in
   * `problem`. Without it, such a record does not open.
   */
  keepLegalPrefix?: boolean;
}

/** The first move of a record that could not be applied. */
export interface RefusedMove {
  readonly index: number;
  readonly move: GameMove;
  readonly error: IllegalMove;
  /** One sentence for people: which move, by whom, and why. */
  readonly message: string;
}

export type OpenResult =
  | { ok: true; session: GameSession; problem?: RefusedMove }
  | { ok: false; message: string; index: number; move: GameMove | null; error?: IllegalMove };

export type ApplyResult = { ok: true } | { ok: false; error: IllegalMove };

/** What changed, for subscribers. */
export type SessionChange =
  | { type: 'move'; index: number; move: GameMove; bot: boolean }
  | { type: 'undo'; count: number }
  | { type: 'redo'; count: number }
  | { type: 'jump'; position: number }
  | { type: 'branch'; position: number }
  | { type: 'bots' };

export interface HistoryEntry {
  readonly index: number;
  readonly move: GameMove;
  readonly seat: number;
  /** The move was chosen by a bot in this session (false for moves loaded from a record). */
  readonly bot: boolean;
  readonly description: string;
  /** What the rules did by themselves in this move (dividends, payouts, the end), in order. */
  readonly events: readonly GameEvent[];
}

export type MoveCheck = CheckedMove | { ok: false; error: IllegalMove };

/** A move `GameSession.check` found legal, with the position it leads to (for `commit`). */
export class CheckedMove {
  readonly ok = true;
  constructor(
    readonly session: GameSession,
    /** The session's change count when checked. */
    readonly changes: number,
    readonly move: GameMove,
    /** The position the move was checked at (the number of moves before it). */
    readonly at: number,
    readonly state: unknown,
  ) {}

  /** The index the move gets in the record. */
  get index(): number {
    return this.at;
  }
}

export const sameMove = (a: GameMove | undefined, b: GameMove | undefined) =>
  JSON.stringify(a) === JSON.stringify(b);

export function fallbackDescription(move: GameMove): string {
  const params = Object.entries(move)
    .filter(([key]) => key !== 'type' && key !== 'player')
    .map(([key, value]) => `${key} ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return `Seat ${move.player}: ${move.type}${params.length ? ` (${params.join(', ')})` : ''}`;
}

/** Who won, in words: "Ada wins.", "You win.", "Ada and Bo share the win." */
export function winnersText(result: GameResult): string {
  const names = result.standings.filter((s) => result.winners.includes(s.seat)).map((s) => s.name);
  return message(
    '{count, plural, =0 {Nobody wins.} one {{person, select, second {{names} win.} other {{names} wins.}}} other {{names} share the win.}}',
    { count: names.length, names: listOf(names), person: personOf(names[0] ?? '') },
  );
}

/** The end of the game as a history event: its reason (every end condition that held) and who won. */
export function endEvent(result: GameResult): GameEvent {
  return {
    kind: 'game-end',
    text: message('Game over. {reason} {winners}', {
      reason: result.reason,
      winners: winnersText(result),
    }),
    rule: result.rule,
    seats: result.winners,
  };
}

export function checkBots(
  bots: BotsBySeat,
  table: Readonly<Record<string, Bot>>,
  playerCount: number,
): string | null {
  for (const [seat, id] of Object.entries(bots)) {
    const number = Number(seat);
    if (!Number.isInteger(number) || number < 0 || number >= playerCount)
      return `Bot seat "${seat}" is not a seat from 0 to ${playerCount - 1}.`;
    if (!Object.hasOwn(table, id))
      return `Seat ${seat} is played by an unknown bot "${id}" (known: ${Object.keys(table).join(', ')}).`;
  }
  return null;
}
