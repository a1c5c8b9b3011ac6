/**
 * A drill's board must not print its answer: the view fields a kind `conceals` are drawn as
 * unknown (null) until the learner has answered.
 */

/** A copy of `view` with each field at `pointers` (`*` for every item of a list) set to null. */
export function concealView<V>(view: V, pointers: readonly string[]): V {
  const copy = structuredClone(view) as unknown;
  for (const pointer of pointers) blank(copy, pointer.split('/').slice(1));
  return copy as V;
}

function blank(at: unknown, path: readonly string[]): void {
  if (at === null || typeof at !== 'object' || path.length === 0) return;
  const [key, ...rest] = path as [string, ...string[]];
  const keys = key === '*' ? Object.keys(at) : [key];
  for (const k of keys) {
    const record = at as Record<string, unknown>;
    if (!(k in record)) continue;
    if (rest.length === 0) record[k] = null;
    else blank(record[k], rest);
  }
}
