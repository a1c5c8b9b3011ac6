/**
 * Answering a "places" drill on the real board: every place the learner may name is offered to
 * the game's board element as a pick, so a click, a tap or Enter on a focused space adds it to
 * the answer (or takes it out again), with the board's own keyboard and screen reader support.
 * A pick is a move-shaped value the board draws like a legal target; it never reaches an engine.
 */
import { replay, type GameMove } from '@railyard/rules';
import type { DrillOption, DrillQuestion } from '@railyard/rules/drills';

/** Marks a move as a drill pick (the drill reads the place back from it). */
export const PICK = 'drill.pick';

/**
 * How each board recognises a target: hex boards and the Last Spike board find a space named in
 * any field of a move; the Wild West Express board draws map picks for its own map moves only
 * (`city.choose` names a node in `city`), so its picks take that shape.
 */
function pickShape(place: string): { type: string; key: string } {
  if (place === 'node') return { type: 'city.choose', key: 'city' };
  return { type: PICK, key: place };
}

/** The picks offered for a question: one per place it may name. */
export function placePicks(question: DrillQuestion): GameMove[] {
  if (question.ask.type !== 'places') return [];
  const { type, key } = pickShape(question.ask.place);
  return question.ask.among.map((o) => ({
    type,
    player: question.seat,
    [key]: o.id,
    [PICK]: o.id,
  }));
}

/** The place a pick names, or null for anything else. */
export function pickedPlace(move: GameMove): string | null {
  const id = move[PICK];
  return typeof id === 'string' ? id : null;
}

/** Words for a pick, as the board announces its target: "Add Omaha" or "Take Omaha out". */
export function describePick(
  among: readonly DrillOption[],
  picked: readonly string[],
): (move: GameMove) => string {
  const labels = new Map(among.map((o) => [o.id, o.label]));
  return (move) => {
    const id = pickedPlace(move) ?? '';
    const label = labels.get(id) ?? id;
    return picked.includes(id) ? `Take ${label} out of the answer` : `Add ${label} to the answer`;
  };
}

/** The learner's view of the question's position (what the board draws). */
export function questionView(question: DrillQuestion, game: Parameters<typeof replay>[0]): unknown {
  const replayed = replay(game, question.record);
  if (!replayed.ok)
    throw new Error(`The drill's position does not replay: ${replayed.error.reason}`);
  return game.view(replayed.state, question.seat);
}
