/** The events `<ry-game>` fires after a move of a player or a bot. */
import type { GameRecord, GameSession } from '@railyard/rules';
import { RyGameEndEvent, RyMoveEvent } from '../../shared/events.js';

/**
 * `ry-move`, and `ry-game-end` when the move ended the game. Their `detail.record` is a copy of
 * the record as it was after the move, made when a listener first reads it (no copy of a long
 * record per move for events nobody reads).
 */
export function moveEvents(
  session: GameSession,
  detail: { move: RyMoveEvent['detail']['move']; index: number; description: string; bot: boolean },
): CustomEvent[] {
  const now = session.record;
  let copy: GameRecord | undefined;
  const record = { get: () => (copy ??= JSON.parse(JSON.stringify(now)) as GameRecord) };
  const events: CustomEvent[] = [new RyMoveEvent({ ...detail, record: undefined as never })];
  const result = session.result();
  if (result) events.push(new RyGameEndEvent({ result, record: undefined as never }));
  for (const event of events)
    Object.defineProperty(event.detail, 'record', { ...record, enumerable: true });
  return events;
}
