/**
 * Map places a lesson step is about, read through the public API only: the spaces a move names
 * (its space fields) and the places a text names (matched against the names the view draws on
 * the map). A board draws the ids it knows and ignores the rest, so no game knowledge is needed.
 */
import type { GameMove } from '../record.js';

/** Move fields that name a map space: a hex, a city, a tile's space, a path of spaces. */
const SPACE_FIELDS = ['hex', 'city', 'tile', 'path', 'at', 'to', 'space'] as const;

/** The map spaces a move names (its hex, city, tile space, path…), in the move's order. */
export function movePlaces(move: GameMove | null | undefined): string[] {
  if (!move) return [];
  const places = new Set<string>();
  const fields = move as unknown as Record<string, unknown>;
  for (const field of SPACE_FIELDS) {
    const value = fields[field];
    for (const item of Array.isArray(value) ? value : [value])
      if (typeof item === 'string' && item) places.add(item);
  }
  return [...places];
}

/**
 * Every named place of a view, longest name first: an object drawn on the map (it has a `hex`,
 * coordinates or a track `code`) with its `name`, `label` or `code`, to its `hex`, `id` or key.
 */
export function placeNames(view: unknown): [name: string, id: string][] {
  const found = new Map<string, string>();
  walkPlaces(view, (name, id) => {
    if (name && !found.has(name)) found.set(name, id);
  });
  return [...found].sort(([a], [b]) => b.length - a.length);
}

/** Every space id a view draws on the map, named or not (a track space between two towns). */
export function placeIds(view: unknown): Set<string> {
  const ids = new Set<string>();
  walkPlaces(view, (_, id) => ids.add(id));
  return ids;
}

/** Calls `visit` with the name (if any) and id of every object of the view drawn on the map. */
function walkPlaces(view: unknown, visit: (name: string | undefined, id: string) => void): void {
  const walk = (value: unknown, key: string | null, depth: number) => {
    if (depth > 4 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, null, depth + 1);
      return;
    }
    const node = value as Record<string, unknown>;
    const drawn =
      typeof node.hex === 'string' || typeof node.code === 'string' || 'x' in node || 'col' in node;
    const label = [node.name, node.label, node.code].find((v) => typeof v === 'string');
    // "Plain Q5 (next to Harrisburg)" is found as "Plain Q5": the city in brackets is its own place.
    const name = typeof label === 'string' ? label.replace(/\s*\(.*\)$/, '') : undefined;
    const id = [node.hex, node.id, key].find((v): v is string => typeof v === 'string');
    if (drawn && id) visit(name, id);
    for (const [k, v] of Object.entries(node)) walk(v, k, depth + 1);
  };
  walk(view, null, 0);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The places a text names, as space ids of the view's map, in the order they appear. Company
 * names ("Pennsylvania Railroad", "New York Central") are taken out first, as they hold place
 * names; a longer name ("Fort Wayne") is not also read as a shorter one inside it.
 */
export function placesNamedIn(text: string, view: unknown, names = placeNames(view)): string[] {
  const companies = (view as { companies?: { id: string; name?: string }[] } | null)?.companies;
  let rest = text;
  for (const company of companies ?? [])
    if (company.name) rest = rest.replaceAll(company.name, ' ');
  const hits: { id: string; at: number }[] = [];
  for (const [name, id] of names) {
    const named = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'u');
    const match = named.exec(rest);
    if (!match) continue;
    hits.push({ id, at: match.index });
    rest = rest.replace(new RegExp(escapeRegExp(name), 'gu'), (m) => ' '.repeat(m.length));
  }
  const ids = companies ? new Set(companies.map((c) => c.id)) : new Set<string>();
  return [...new Set(hits.sort((a, b) => a.at - b.at).map((h) => h.id))].filter(
    (id) => !ids.has(id),
  );
}

/** Whether an RFC 6901 JSON pointer (`/dials/1`) names something in `view`. */
export function pointsInto(view: unknown, pointer: string): boolean {
  if (!pointer.startsWith('/')) return false;
  let current: unknown = view;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key))
      return false;
    current = (current as Record<string, unknown>)[key];
  }
  return true;
}
