/** Which position `<ry-game>` shows, from its `mode` and `move`. */
import type { GameSession } from '@railyard/rules';

export interface PositionSettings {
  readonly mode: string;
  readonly move: number | undefined;
}

const given = (move: number | undefined) => move !== undefined && move !== null;

/** `move` within the record, or the problem with it (the last position is used then). */
export function checkedMove(
  session: GameSession,
  move: number | undefined,
): { index: number; problem: string | null } {
  const end = session.moveCount;
  const index = Number(move);
  if (!given(move)) return { index: end, problem: null };
  if (!Number.isInteger(index) || index < 0)
    return {
      index: end,
      problem: `move="${move}" is not a move number from 0 to ${end}; showing the last position.`,
    };
  if (index > end)
    return {
      index: end,
      problem: `move="${index}" is past the end of the record (${end} moves); showing the last position.`,
    };
  return { index, problem: null };
}

/**
 * Shows the position asked for by `move` (replay) or the live game (play); a session the host
 * gave keeps its position unless `move` asks for one. Returns the problem with `move`, if any.
 */
export function syncPosition(
  session: GameSession,
  { mode, move }: PositionSettings,
  given: boolean,
): string | null {
  if (mode === 'replay' || mode === 'static') {
    const checked = checkedMove(session, move);
    if (mode === 'replay' && move !== undefined && move !== null) session.jumpTo(checked.index);
    else if (mode === 'replay' && !given) session.jumpTo(null);
    return checked.problem;
  }
  if (!given) session.jumpTo(null);
  return null;
}

/** The position drawn: the session's, or in static mode the `move` asked for. */
export function shownPosition(session: GameSession, { mode, move }: PositionSettings): number {
  if (mode === 'static' && given(move)) {
    const index = Number(move);
    if (Number.isInteger(index) && index >= 0 && index <= session.moveCount) return index;
    return session.moveCount;
  }
  return session.position;
}
