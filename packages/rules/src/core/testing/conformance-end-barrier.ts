/**
 * The end of a game with hidden information shows what was hidden (hands, kept cards), so the
 * move that ends it is an undo barrier: a check of the conformance suite, apart from
 * conformance-checks.ts to keep that file's size in bounds.
 */
import type { AnyGameDefinition } from '../game-definition.js';
import { GameSession } from '../session.js';
import type { PlayedGame } from './conformance-checks.js';

/**
 * For a game with `hiddenInformation` that a played game finishes: the move that ends it is an
 * undo barrier (`isUndoBarrier` says so), and a session of people refuses to undo it (no undo
 * offered, `undo()` takes nothing back). Games without hidden information, and played games that
 * do not end, have nothing to check.
 */
export function checkEndIsUndoBarrier(game: AnyGameDefinition, played: PlayedGame): string[] {
  if (!game.hiddenInformation) return [];
  const { record, states } = played;
  const end = states.findIndex((state) => game.result(state) !== null);
  if (end <= 0) return [];
  const index = end - 1;
  const move = record.moves[index]!;
  const what = `${played.label}: move ${index} (${move.type}) ends the game`;
  const problems: string[] = [];
  let barrier: boolean;
  try {
    barrier = game.isUndoBarrier?.(states[index], move) ?? false;
  } catch (error) {
    barrier = true;
    problems.push(`${what}; isUndoBarrier threw: ${(error as Error)?.message ?? String(error)}`);
  }
  if (!barrier) problems.push(`${what} and shows what was hidden, but is no undo barrier`);
  const opened = GameSession.open(game, { ...record, moves: record.moves.slice(0, end) });
  if (!opened.ok) return [...problems, `${what}; GameSession.open refuses: ${opened.message}`];
  const session = opened.session;
  if (session.canUndo) problems.push(`${what}, yet a session of people offers to undo it`);
  if (session.undo() || session.moveCount !== end)
    problems.push(`${what}, yet undo in a session of people takes it back`);
  return problems;
}
