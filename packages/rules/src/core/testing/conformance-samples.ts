/**
 * Per-seat sample counts, a check of the shared conformance suite: a sample of the hidden part
 * (`sampleHidden`) for any seat, not only the one to act, keeps every piece where it was counted.
 * Search bots sample only for the seat to act, so a sample that is wrong for the other seats
 * (Last Spike once dealt a player's kept tile twice while that player raised cash for it) goes
 * unnoticed in play; this check looks at every seat at every position of the played games.
 */
import type { AnyCheckedGameDefinition } from '../game-definition.js';
import { seedPrng } from '../prng.js';
import type { PlayedGame } from './conformance-checks.js';

// Snapshots are each game's own type; the suite only passes them back to the game.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type State = any;

/**
 * Positions of one played game the check looks at, at most: every position of a short game, an
 * even spread (first and last included) of a long one, so that a test file stays within its time
 * on a loaded machine. The same positions every run.
 */
export const SAMPLE_COUNT_POSITIONS = 48;

/** At most `count` indexes of `0 … length-1`, evenly spread, the first and the last included. */
export function spreadIndexes(length: number, count = SAMPLE_COUNT_POSITIONS): number[] {
  if (length <= count) return Array.from({ length }, (_, i) => i);
  if (count <= 1) return [length - 1];
  const out = new Set<number>();
  for (let k = 0; k < count; k++) out.add(Math.round((k * (length - 1)) / (count - 1)));
  return [...out];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Where two contexts hold a different number of things: every list of `sample` has the length
 * of the same list in `truth`, and every object as many keys (a hand, a deck, a pile, a map of
 * pieces by id). Lists are compared item by item, objects under the keys both have, so a sample
 * that deals other items into the same places passes and one that adds or drops an item fails.
 */
export function countDifferences(truth: unknown, sample: unknown, path = ''): string[] {
  if (Array.isArray(truth) && Array.isArray(sample)) {
    if (truth.length !== sample.length)
      return [`${path || '/'} holds ${sample.length} items, not ${truth.length}`];
    return truth.flatMap((item, i) => countDifferences(item, sample[i], `${path}/${i}`));
  }
  if (isRecord(truth) && isRecord(sample)) {
    const keys = Object.keys(truth);
    const sampleKeys = Object.keys(sample);
    if (keys.length !== sampleKeys.length)
      return [`${path || '/'} has ${sampleKeys.length} entries, not ${keys.length}`];
    return keys
      .filter((key) => Object.hasOwn(sample, key))
      .flatMap((key) => countDifferences(truth[key], sample[key], `${path}/${key}`));
  }
  if (Array.isArray(truth) !== Array.isArray(sample) || isRecord(truth) !== isRecord(sample))
    return [`${path || '/'} changes kind`];
  return [];
}

/** JSON with object keys sorted, so equal data compares equal whatever the key order. */
function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    isRecord(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1)))
      : item,
  );
}

/**
 * A sample for each seat in `state` keeps every piece count: it holds the game's invariants
 * (which count its pieces), every list and map of its context keeps its size, and the seat's own
 * view is unchanged (what it sees, counts included). Cheaper than `checkInformationSets`, so it
 * can run at every position.
 */
export function checkSampleCounts(
  game: AnyCheckedGameDefinition,
  state: State,
  players: number,
  { seed = 'counts' }: { seed?: string } = {},
): string[] {
  const sampleHidden = game.sampleHidden;
  // A finished game may show everything; nothing is sampled there.
  if (!sampleHidden || game.result(state) !== null) return [];
  const problems: string[] = [];
  // Views built by the same code list their keys in the same order: sort only when they differ.
  const same = (a: unknown, b: unknown) =>
    JSON.stringify(a) === JSON.stringify(b) || sortedJson(a) === sortedJson(b);
  for (let seat = 0; seat < players; seat++) {
    let sample: State;
    try {
      sample = sampleHidden.call(game, state, seat, seedPrng(`${seed}:${seat}`))[0];
    } catch (error) {
      problems.push(`sampleHidden(seat ${seat}) threw: ${(error as Error)?.message}`);
      continue;
    }
    const where = `sample for seat ${seat}`;
    for (const problem of game.checkInvariants(sample))
      problems.push(`${where}: invariant: ${problem}`);
    for (const problem of countDifferences(state.context, sample.context))
      problems.push(`${where}: context${problem}`);
    if (!same(game.view(sample, seat), game.view(state, seat)))
      problems.push(`${where}: the seat's view changes`);
  }
  return problems;
}

/** `checkSampleCounts` at every position of a played game (at most `SAMPLE_COUNT_POSITIONS`). */
export function checkSampleCountsThroughout(
  game: AnyCheckedGameDefinition,
  played: PlayedGame,
  positions = SAMPLE_COUNT_POSITIONS,
): string[] {
  return spreadIndexes(played.states.length, positions).flatMap((index) =>
    checkSampleCounts(game, played.states[index], played.record.players.length, {
      seed: `${played.label}:${index}`,
    }).map((problem) => `${played.label}, after ${index} moves: ${problem}`),
  );
}
