/**
 * Fields of a move. Every game refuses a move carrying a field its type does not take, with the
 * same words, so that a typo ("hexx") or a stray key is never silently ignored in one game and
 * refused in another.
 */

/** Names longer than this are cut in messages (a record may carry any key). */
const NAME_LIMIT = 40;

function quoted(name: string): string {
  const text = JSON.stringify(name);
  return text.length > NAME_LIMIT ? `${text.slice(0, NAME_LIMIT)}…"` : text;
}

/**
 * Why `move` carries a field that a move of its type does not take, or null. `fields` are the
 * type's own fields besides `type` and `player`; the first unknown field is named.
 */
export function explainUnknownField(
  move: Readonly<Record<string, unknown>>,
  fields: readonly string[],
): string | null {
  // for…in allocates nothing (this runs in every guard of every event); own keys only.
  for (const name in move) {
    if (name === 'type' || name === 'player' || fields.includes(name)) continue;
    if (!Object.prototype.hasOwnProperty.call(move, name)) continue;
    const takes = fields.length > 0 ? `its fields: ${fields.join(', ')}` : 'it takes no fields';
    return `${String(move.type)} has no field ${quoted(name)} (${takes}); a move with an unexpected field is refused.`;
  }
  return null;
}
