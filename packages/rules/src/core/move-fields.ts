/**
 * The shape of a move, checked the same way in every game before its own rules: an object with
 * a known `type`, a `player` that is a seat, the type's own fields, each present and of its kind,
 * and no other field. One wording for all games, so that the same malformed move (a typo "hexx",
 * a stray key, a missing field) gets the same message whichever game it is sent to.
 */
import type { IllegalMove } from './game-definition.js';
import { quote } from './quote.js';

/** Names longer than this are cut in messages (a record may carry any key). */
const NAME_LIMIT = 40;

function quoted(name: string): string {
  const text = JSON.stringify(name);
  return text.length > NAME_LIMIT ? `${text.slice(0, NAME_LIMIT)}…"` : text;
}

/** What a field holds: text, a number, or a list of texts (a path of spaces). */
export type FieldKind = 'string' | 'number' | 'strings';

/** Each move type's own fields (besides `type` and `player`) with their kinds, in order. */
export type MoveFields<Type extends string = string> = Readonly<
  Record<Type, Readonly<Record<string, FieldKind>>>
>;

/** What the prelude needs to know of a game. */
export interface MoveShape {
  /** The game's name, for "Chicago Express moves are …". */
  readonly game: string;
  readonly fields: MoveFields;
  /** The rule cited for a move that is not a well-formed move of the game. */
  readonly moveRule: string;
  /** The rule cited for a `player` that is not a seat. */
  readonly seatRule: string;
}

const KIND_WORDS: Readonly<Record<FieldKind, string>> = {
  string: 'a string',
  number: 'a number',
  strings: 'a list of strings',
};

function isKind(value: unknown, kind: FieldKind): boolean {
  if (kind === 'strings') return Array.isArray(value) && value.every((v) => typeof v === 'string');
  return typeof value === kind;
}

const has = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

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
    if (!has(move, name)) continue;
    const takes = fields.length > 0 ? `its fields: ${fields.join(', ')}` : 'it takes no fields';
    return `${String(move.type)} has no field ${quoted(name)} (${takes}); a move with an unexpected field is refused.`;
  }
  return null;
}

/** Checks a move's shape: see `moveShapeChecker`. */
export type MoveShapeCheck = (input: unknown, seats: number) => IllegalMove | null;

/**
 * The move prelude every game's checker runs first: why `input` is not a well-formed move of the
 * game seated with `seats` players, or null. After it, `input.type` is one of the game's types,
 * `input.player` a seat, and every field of the type is present with its kind; the game checks
 * only what is its own (the phase, the turn, the values). Runs in every guard, so the lists are
 * built once here.
 */
export function moveShapeChecker(shape: MoveShape): MoveShapeCheck {
  const types = Object.keys(shape.fields).join(', ');
  const names = new Map(Object.entries(shape.fields).map(([type, k]) => [type, Object.keys(k)]));
  const bad = (reason: string, rule = shape.moveRule): IllegalMove => ({ reason, rule });
  return (input, seats) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input))
      return bad(`A move must be an object with a "type" and a "player", got ${quote(input)}.`);
    const move = input as Readonly<Record<string, unknown>>;
    const type = move.type;
    if (type === undefined) return bad(`The move has no "type"; ${shape.game} moves are ${types}.`);
    if (typeof type !== 'string' || !has(shape.fields, type))
      return bad(`Unknown move type ${quote(type)}; ${shape.game} moves are ${types}.`);
    const seatsText = `a seat number from 0 to ${seats - 1}`;
    const player = move.player;
    if (player === undefined)
      return bad(`The move has no "player" (${seatsText}).`, shape.seatRule);
    if (typeof player !== 'number' || !Number.isInteger(player) || player < 0 || player >= seats)
      return bad(`"player" must be ${seatsText}, got ${quote(player)}.`, shape.seatRule);
    const fields = names.get(type)!;
    const unknown = explainUnknownField(move, fields);
    if (unknown) return bad(unknown);
    const kinds = shape.fields[type]!;
    for (const name of fields) {
      const value = move[name];
      if (value === undefined)
        return bad(`${type} is missing its "${name}" field (its fields: ${fields.join(', ')}).`);
      if (!isKind(value, kinds[name]!))
        return bad(
          `"${name}" of ${type} must be ${KIND_WORDS[kinds[name]!]}, got ${quote(value)}.`,
        );
    }
    return null;
  };
}
