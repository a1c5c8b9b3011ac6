/**
 * The map's fixed facts as the stock games' heuristics read them off a view: where each hex sits
 * in `board.hexes`, its neighbours' places, and the steps from a hex to every other. The map
 * never changes, so each is worked out once per board (the views share one `neighbours` list per
 * hex, which keys the cache), not on every decision of every playout.
 */

/** What the index reads of a hex view. */
export interface MapHex {
  readonly id: string;
  readonly neighbours: readonly string[];
}

export interface MapIndex {
  /** Each hex id's place in `board.hexes`. */
  readonly place: ReadonlyMap<string, number>;
  /** Per place: the places of the hex's neighbours, in the view's order. */
  readonly neighbours: readonly (readonly number[])[];
  /** Steps from the hex `id` to each hex it reaches (worked out on first ask). */
  stepsFrom(id: string): ReadonlyMap<string, number>;
}

const indexes = new WeakMap<object, MapIndex>();

export function mapIndex(hexes: readonly MapHex[]): MapIndex {
  const key = hexes[0]?.neighbours ?? hexes;
  const known = indexes.get(key);
  if (known) return known;
  const place = new Map(hexes.map((h, i) => [h.id, i]));
  const steps = new Map<string, ReadonlyMap<string, number>>();
  const made: MapIndex = {
    place,
    neighbours: hexes.map((h) => h.neighbours.map((n) => place.get(n)!)),
    stepsFrom(id) {
      let out = steps.get(id);
      if (!out) {
        // Breadth first from `id`.
        const dist = new Map<string, number>([[id, 0]]);
        const queue = [id];
        for (let i = 0; i < queue.length; i++) {
          const here = queue[i]!;
          const at = place.get(here);
          for (const next of at === undefined ? [] : hexes[at]!.neighbours)
            if (!dist.has(next)) {
              dist.set(next, dist.get(here)! + 1);
              queue.push(next);
            }
        }
        steps.set(id, (out = dist));
      }
      return out;
    },
  };
  indexes.set(key, made);
  return made;
}

/** The hex of a view by id, through the index (a Map of a view's hexes costs a decision). */
export function hexById<H extends MapHex>(
  hexes: readonly H[],
  index: MapIndex,
): (id: string) => H | undefined {
  return (id) => {
    const at = index.place.get(id);
    return at === undefined ? undefined : hexes[at];
  };
}
