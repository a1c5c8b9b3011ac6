/**
 * A drill's board must not print its answer: the view fields a kind `conceals` are drawn as
 * unknown (null) until the learner has answered. Pointers are JSON pointers (`~1` for `/`, `~0`
 * for `~`) in which `*` stands for every item of a list or every key of an object.
 */

/** A copy of `view` with each field at `pointers` set to null (its type no longer says so). */
export function concealView<V>(view: V, pointers: readonly string[]): V {
  const copy = structuredClone(view) as unknown;
  for (const pointer of pointers)
    for (const { parent, key } of fieldsAt(copy, pointer)) parent[key] = null;
  return copy as V;
}

/** The values at a pointer: one per field it names (none where the view has no such field). */
export function valuesAt(view: unknown, pointer: string): unknown[] {
  return fieldsAt(view, pointer).map(({ parent, key }) => parent[key]);
}

type Field = { parent: Record<string, unknown>; key: string };

function fieldsAt(view: unknown, pointer: string): Field[] {
  const keys = pointer
    .split('/')
    .slice(1)
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
  let fields: Field[] = [{ parent: { '': view }, key: '' }];
  for (const key of keys)
    fields = fields.flatMap(({ parent, key: at }) => {
      const value = parent[at];
      if (value === null || typeof value !== 'object') return [];
      const record = value as Record<string, unknown>;
      // A list's fields are its items (not its length).
      const field = Object.hasOwn(record, key) && (!Array.isArray(record) || /^\d+$/.test(key));
      const own = key === '*' ? Object.keys(record) : field ? [key] : [];
      return own.map((k) => ({ parent: record, key: k }));
    });
  return fields;
}
