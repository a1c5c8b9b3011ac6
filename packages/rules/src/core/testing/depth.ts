/**
 * How deep the seeded checks go: how many games a property test plays, and how often the
 * conformance suite deals hidden items anew. `npm test` plays the first quarter of each game's
 * seeds (every check, every seat count and option set, fewer seeds), so the whole suite stays
 * within minutes on a 2-core machine; `npm run test:deep -w @railyard/rules` sets
 * `RAILYARD_DEEP=1` and plays them all (run it before a release and after a rules change).
 */
export const isDeepRun = (): boolean => globalThis.process?.env?.RAILYARD_DEEP === '1';

/** The games to play out of `full`, in whole batches of `batch`: all of them in a deep run. */
export function seededGameCount(full: number, batch: number): number {
  if (isDeepRun()) return full;
  return Math.min(full, Math.max(batch, Math.ceil(full / 4 / batch) * batch));
}
