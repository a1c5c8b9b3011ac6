/**
 * Moves whose string fields name a property every JavaScript object has (`constructor`,
 * `__proto__`, …): a game that looks ids up with `in` or `table[id]` on a plain object takes them
 * for known ids and then fails inside the machine. A check of the conformance suite, apart from
 * conformance-checks.ts to keep that file's size in bounds.
 */
import type { AnyGameDefinition, IllegalMove } from '../game-definition.js';
import type { GameMove } from '../record.js';
import { applyMove } from '../replay.js';
import { allowedRuleIds } from './conformance-checks.js';

// Snapshots are each game's own type; the suite only passes them back to the game.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type State = any;

/** Names every plain object answers to through its prototype. */
export const PROTOTYPE_NAMES = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
] as const;

/**
 * What a refusal must not say: the engine's own failure texts (a guard that threw inside XState,
 * a checker that crashed) or a JavaScript value printed as text.
 */
const INTERNAL =
  /xstate|machine failed|could not be (applied|checked)|is not a function|cannot read propert|is not iterable|native code|\[object /i;

/**
 * Every copy of `move` with one string field (or one item of a list of strings) replaced by a
 * prototype name; `type` and `player` stay.
 */
export function prototypeNameMoves(move: GameMove): GameMove[] {
  const out: GameMove[] = [];
  for (const [key, value] of Object.entries(move)) {
    if (key === 'type' || key === 'player') continue;
    for (const name of PROTOTYPE_NAMES) {
      if (typeof value === 'string') out.push({ ...move, [key]: name });
      else if (Array.isArray(value) && value.length && value.every((v) => typeof v === 'string'))
        out.push({ ...move, [key]: [name] }, { ...move, [key]: [...value.slice(0, -1), name] });
    }
  }
  return out;
}

/**
 * At one position: the next move of the record and one legal move of each type, with a
 * prototype name in each string field in turn, are refused by `explainIllegal` (without
 * throwing, citing a rule section of the game) and by the machine, with a reason that names the
 * problem rather than an internal failure.
 */
export function checkPrototypeNames(
  game: AnyGameDefinition,
  state: State,
  nextMove?: GameMove,
): string[] {
  const problems: string[] = [];
  const rules = allowedRuleIds(game);
  let legal: GameMove[];
  try {
    legal = game.legalMoves(state) as GameMove[];
  } catch (error) {
    return [`legalMoves threw: ${(error as Error)?.message ?? String(error)}`];
  }
  const oneOfEachType = [...new Map(legal.map((m) => [m.type, m])).values()];
  const moves = [...(nextMove ? [nextMove] : []), ...oneOfEachType].flatMap(prototypeNameMoves);
  const seen = new Set<string>();
  for (const move of moves) {
    const shown = JSON.stringify(move);
    if (seen.has(shown)) continue;
    seen.add(shown);
    let why: IllegalMove | null;
    try {
      why = game.explainIllegal(state, move);
    } catch (error) {
      problems.push(`explainIllegal(${shown}) threw: ${(error as Error)?.message ?? error}`);
      continue;
    }
    const applied = applyMove(game, state, move);
    if (why === null || applied.ok) {
      problems.push(`${shown} is accepted (${why === null ? 'explainIllegal' : 'the machine'})`);
      continue;
    }
    for (const [who, refusal] of [
      ['explainIllegal', why],
      ['the machine', applied.error],
    ] as const) {
      if (typeof refusal.reason !== 'string' || INTERNAL.test(refusal.reason))
        problems.push(`${who} refuses ${shown} with an internal text: "${refusal.reason}"`);
      if (!rules.has(refusal.rule))
        problems.push(`${who} refuses ${shown} citing "${refusal.rule}", not a rule section`);
    }
  }
  return problems;
}
