/**
 * What a pool of bot workers sends and gets back when it splits a search into parts (one part a
 * worker, `SearchOptions.parts`): the checks of a request's `part` and of the outcomes a hint
 * brings back, and the move of a split search (`pickCombined`).
 */
import type { BotWorkerResponse } from './bot-worker.js';
import type { GameMove } from './record.js';
import {
  combineOutcomes,
  keyOf,
  pickMove,
  type RankedMove,
  type SearchOutcome,
  type SearchStats,
} from './search-bot.js';

/** Most parts a request may ask for (a pool larger than this gains little and costs memory). */
export const MAX_SEARCH_PARTS = 16;

/** A search's figures alone, as answers carry them (not its ranked moves). */
export const statsOf = ({ iterations, playoutMoves, elapsedMs }: SearchStats): SearchStats => ({
  iterations,
  playoutMoves,
  elapsedMs,
});

/**
 * The move of a search split over a pool of workers, from every worker's answer to its part: the
 * combined outcome's pick (`combineOutcomes`, `pickMove`), with the parts' figures added up (the
 * time: the longest part's). Answers without a part (a move found without a search: one legal
 * move, a win at once, a level that does not split) agree, and the first is played.
 */
export function pickCombined(answers: readonly Extract<BotWorkerResponse, { kind: 'move' }>[]): {
  move: GameMove;
  stats: SearchStats | null;
} {
  const first = answers[0];
  if (!first) throw new RangeError('pickCombined needs at least one answer');
  const parts = answers.flatMap((answer) => (answer.part ? [answer.part] : []));
  if (parts.length === 0) return { move: first.move, stats: first.stats };
  parts.sort((a, b) => a.index - b.index);
  const combined = combineOutcomes(parts.map((part) => part.outcome));
  const move = pickMove(combined, parts[0]!.margin) ?? first.move;
  return { move, stats: statsOf(combined) };
}

/** A request's `part`, checked: absent, or a message naming what is wrong with it. */
export function partOf(
  raw: unknown,
  kind: 'move' | 'hint',
): { index: number; count: number } | undefined | string {
  if (raw === undefined) return undefined;
  const { index, count } = (raw ?? {}) as { index?: unknown; count?: unknown };
  const whole = (value: unknown): value is number => Number.isInteger(value);
  if (!whole(count) || count < 1 || count > MAX_SEARCH_PARTS)
    return `A ${kind} request's part.count is a whole number from 1 to ${MAX_SEARCH_PARTS}.`;
  if (!whole(index) || index < 0 || index >= count)
    return `A ${kind} request's part.index is a whole number from 0 to ${count - 1}.`;
  return { index, count };
}

/**
 * The parts' outcomes a hint request brings back to be ranked, checked: 1 to `MAX_SEARCH_PARTS`
 * of them, all of a tree or all of a paired root, all split by candidates or none, every count a
 * finite number of at least 0 (shares and means at most 1), every move one of the seat's legal
 * moves. The page sends them back from its workers; anything else is refused by name.
 */
export function checkedOutcomes(
  raw: unknown,
  legal: readonly GameMove[],
  seat: number,
): SearchOutcome[] | string {
  const fault = (where: string, what: string) => `A hint request's ${where} ${what}.`;
  if (!Array.isArray(raw) || raw.length < 1 || raw.length > MAX_SEARCH_PARTS)
    return fault('outcomes', `is a list of 1 to ${MAX_SEARCH_PARTS} search outcomes`);
  const keys = new Set(legal.map(keyOf));
  const isLegal = (move: unknown) => keys.has(JSON.stringify(move));
  const count = (value: unknown, most = Infinity) =>
    typeof value === 'number' && value >= 0 && value <= most;
  const first = (raw[0] ?? {}) as { paired?: unknown; candidateShare?: unknown };
  const paired = Boolean(first.paired);
  const shared = Boolean(first.candidateShare);
  const checked: SearchOutcome[] = [];
  for (const [k, item] of raw.entries()) {
    const o = (item ?? {}) as Partial<Record<keyof SearchOutcome, unknown>>;
    const at = `outcomes[${k}]`;
    for (const field of ['iterations', 'playoutMoves', 'elapsedMs'] as const)
      if (!count(o[field])) return fault(`${at}.${field}`, 'is not a number of at least 0');
    if (o.paired !== undefined && typeof o.paired !== 'boolean')
      return fault(`${at}.paired`, 'is not true or false');
    if (Boolean(o.paired) !== paired)
      return fault(`${at}`, 'mixes a tree search with a paired one');
    if (o.candidateShare !== undefined && typeof o.candidateShare !== 'boolean')
      return fault(`${at}.candidateShare`, 'is not true or false');
    if (Boolean(o.candidateShare) !== shared)
      return fault(`${at}`, 'mixes parts split by candidates with others');
    if (o.deals !== undefined && !count(o.deals))
      return fault(`${at}.deals`, 'is not a number of at least 0');
    if (o.preferred !== null && !isLegal(o.preferred))
      return fault(`${at}.preferred`, `is not a legal move of seat ${seat}`);
    if (!Array.isArray(o.ranked)) return fault(`${at}.ranked`, 'is not a list');
    for (const [r, entry] of (o.ranked as Partial<RankedMove>[]).entries()) {
      if (!isLegal(entry?.move))
        return fault(`${at}.ranked[${r}].move`, `is not a legal move of seat ${seat}`);
      if (!count(entry.visits) || !count(entry.share, 1) || !count(entry.value, 1))
        return fault(`${at}.ranked[${r}]`, 'has visits, share or value out of range');
    }
    checked.push(o as unknown as SearchOutcome);
  }
  return checked;
}
