/**
 * Values of a live example's checks in a player's words: a seat is its player's name, an id
 * (company, city, town, land card, track space) the name the game prints for it, a kind of
 * auction or dividend a short phrase. The names come from the engine's view of the position, so
 * nothing is listed by hand but the few phrases for kinds.
 */
import type { JsonValue } from '@railyard/rules';

/** View paths whose number is a seat: printed with the player's name. */
const SEAT_PATHS = [
  /\/(turn|opener|player|highBidder|winner|seat|firstPlayer|grantHolder)$/,
  /^\/actionTrack\/columns\/\d+\/\d+$/,
];

/** View paths whose number is an amount of money: printed `$1,234` (`−$2` for a loss). */
const MONEY_PATHS =
  /(cash|price|cost|Cost|received|amount|bonus|totals\/\d+|payouts\/\d+|perShare|total|treasury|minimumBid|\/minimum|income|earnsEach|delta\/[a-z]+)$/;

/** Words for the values of fields that hold a kind (an auction's, a dividend's, a step's). */
const KIND_WORDS: readonly [RegExp, Readonly<Record<string, string>>][] = [
  [
    /\/(lastAuction|auction)\/kind$/,
    { opening: 'an opening auction', share: 'a share auction', wabash: 'a Wabash share auction' },
  ],
  [/\/lastDividend\/kind$/, { general: 'the general dividend', chicago: 'the Chicago dividend' }],
  [/\/lastSpike\/sequence$/, { cost: 'tile cost', bonus: 'bonus', payout: 'payouts' }],
];

/** Every `id` of the view with the name the game shows for it (`nyc` → "New York Central"). */
export function namesOf(view: unknown): Map<string, string> {
  const names = new Map<string, string>();
  const visit = (value: unknown, key?: string) => {
    if (Array.isArray(value)) return value.forEach((item) => visit(item));
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    // A land card names its city only (`st-louis-1`: "St. Louis land").
    const name =
      record.name ??
      (typeof record.title === 'string' ? `“${record.title}”` : undefined) ??
      (typeof record.cityName === 'string' ? `${record.cityName} land` : undefined);
    const id = typeof record.id === 'string' ? record.id : key;
    if (id && typeof name === 'string' && name && !names.has(id)) names.set(id, name);
    for (const [k, v] of Object.entries(record)) visit(v, k);
  };
  visit(view);
  return names;
}

/** One string value in words; unknown words stay as they are. */
function wordFor(value: string, names: ReadonlyMap<string, string>): string {
  const named = names.get(value);
  if (named) return named;
  // A track space between two towns (`leadville~salt-lake-city:7`).
  const between = /^([a-z-]+)~([a-z-]+):(\d+)$/.exec(value);
  if (between && names.has(between[1]!) && names.has(between[2]!))
    return `track space ${between[3]} from ${names.get(between[1]!)} towards ${names.get(between[2]!)}`;
  // A land card (`st-louis-1`): the city's name.
  const card = /^([a-z-]+)-(\d+)$/.exec(value);
  if (card && names.has(card[1]!)) return `a ${names.get(card[1]!)} land card`;
  return value;
}

/**
 * A value as the docs print it: numbers plain, yes/no for booleans, lists joined, a seat number
 * with its player's name, ids as the game names them (`view`: the view the value was read from).
 */
export function formatValue(
  value: JsonValue,
  path = '',
  players: readonly string[] = [],
  view: unknown = null,
): string {
  const names = namesOf(view);
  const kind = KIND_WORDS.find(([pattern]) => pattern.test(path))?.[1];
  const one = (item: JsonValue): string => {
    if (typeof item === 'string') return kind?.[item] ?? wordFor(item, names);
    if (typeof item === 'boolean') return item ? 'yes' : 'no';
    if (typeof item === 'number') {
      const name = SEAT_PATHS.some((pattern) => pattern.test(path)) ? players[item] : undefined;
      if (name !== undefined) return name;
      if (MONEY_PATHS.test(path))
        return `${item < 0 ? '−' : ''}$${Math.abs(item).toLocaleString('en-US')}`;
      return String(item);
    }
    return JSON.stringify(item);
  };
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null))
    return value.length === 0 ? 'none' : value.map(one).join(', ');
  return one(value);
}
