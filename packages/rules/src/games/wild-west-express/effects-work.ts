/**
 * The working copy every Wild West Express effect changes, and the small steps the effects share:
 * events told in the players' words, cash paid and earned, trains updated, dice rolled from the
 * seeded PRNG (or the scripted dice of tests and docs), an owed fee settled.
 */
import {
  agree,
  message,
  money,
  objectOf,
  possessive,
  type MessageValues,
} from '../../core/messages.js';
import { nextInt } from '../../core/prng.js';
import { GOOD_NAMES } from './data/goods.js';
import type { CityId } from './data/network.js';
import { TELEGRAMS, TELEGRAM_INDEX } from './data/telegrams.js';
import { nodeOf } from './rules.js';
import type { Cargo, GameEvent, Train, WweContext } from './types.js';

/** The top-level lists a working copy may change in place (copied), in context order. */
const LIST_KEYS =
  'cash stations trains desperados sheriffs dynamite deck kept competitions discounts orderRolls draft startCities toMove'.split(
    ' ',
  ) as readonly ListKey[];
type ListKey =
  | 'cash'
  | 'stations'
  | 'trains'
  | 'desperados'
  | 'sheriffs'
  | 'dynamite'
  | 'deck'
  | 'kept'
  | 'competitions'
  | 'discounts'
  | 'orderRolls'
  | 'draft'
  | 'startCities'
  | 'toMove'
  | 'events';
/** A working copy whose top-level lists may be changed in place. */
export type Work = {
  -readonly [K in keyof WweContext]: K extends ListKey
    ? WweContext[K] extends readonly (infer E)[]
      ? E[]
      : never
    : WweContext[K];
};

export function work(ctx: WweContext): Work {
  const w = { ...ctx, events: [] } as unknown as Record<ListKey, unknown[]>;
  for (const key of LIST_KEYS) w[key] = [...ctx[key]];
  return w as unknown as Work;
}

/** An effect on a working copy of the context: the exported update returns the copy. */
export const change =
  <A extends unknown[]>(update: (w: Work, ...args: A) => void) =>
  (ctx: WweContext, ...args: A): WweContext => {
    const w = work(ctx);
    update(w, ...args);
    return w;
  };

export const name = (w: Work, seat: number) => w.players[seat] ?? `Seat ${seat}`;
export const cityName = (city: CityId) => nodeOf(city).name!;
/** An event whose text is `template` formatted with `values`. */
export const say = (
  w: Work,
  kind: GameEvent['kind'],
  template: string,
  values: MessageValues = {},
  extra: Partial<GameEvent> = {},
) => w.events.push({ kind, text: message(template, values), ...extra });
/** An event whose subject is a train ("Your small train 3 …"): `{train}` in the template. */
export const sayOfTrain = (
  w: Work,
  kind: GameEvent['kind'],
  t: Train,
  template: string,
  values: MessageValues = {},
) => say(w, kind, template, { ...values, train: trainLabel(w, t, 'start') });
/**
 * An event whose subject is a seat, from a template where `{who}` is the name and `{verb}` the
 * verb agreeing with it (`verb` in the second person, or null for "cannot"): "You buy", "Ann
 * buys". Every verb of these events takes a plain -s in the third person.
 */
export const sayOf = (
  w: Work,
  kind: GameEvent['kind'],
  seat: number,
  template: string,
  verb: string | null,
  values: MessageValues = {},
  extra: Partial<GameEvent> = {},
) => {
  const who = name(w, seat);
  const agreeing = verb ? agree(who, verb, `${verb}s`) : '';
  say(w, kind, template, { ...values, who, verb: agreeing }, extra);
};
/** "your" / "Ann’s" inside a sentence, "Your" at its start. */
export const whose = (w: Work, seat: number, at: 'start' | 'within' = 'within') =>
  possessive(name(w, seat), at);

/** One die: the next scripted value if any (tests and docs), else the seeded PRNG. */
export function rollDie(w: Work): number {
  const scripted = w.options.scriptedDice[w.diceUsed];
  w.diceUsed += 1;
  if (scripted !== undefined) return scripted;
  const [value, prng] = nextInt(w.prng, 6);
  w.prng = prng;
  return value + 1;
}

export function pay(w: Work, seat: number, amount: number) {
  w.cash[seat]! -= amount;
  w.bankReceived += amount;
}
export function earn(w: Work, seat: number, amount: number) {
  w.cash[seat]! += amount;
  w.bankPaid += amount;
}

export const trainIndex = (w: Work, id: string) => w.trains.findIndex((t) => t.id === id);
export function updateTrain(w: Work, id: string, change: Partial<Train>): Train {
  const i = trainIndex(w, id);
  const next = { ...w.trains[i]!, ...change };
  w.trains[i] = next;
  return next;
}
export const trainLabel = (w: Work, t: Train, at: 'start' | 'within' = 'within') =>
  message('{owner} {size} train {number}', {
    owner: whose(w, t.owner, at),
    size: t.size,
    number: t.id.split('-').pop()!,
  });
export const cargoLabel = (c: Cargo) =>
  c.type === 'goods' ? GOOD_NAMES[c.good] : message('passengers ({zone})', { zone: c.zone });
/** A telegram card's printed title. */
export const cardTitleOf = (card: string) => TELEGRAMS[TELEGRAM_INDEX[card]!]!.title;

/**
 * Pays a train's owed coal-and-water fee if its owner now has the money; true when the train
 * owes nothing any more.
 */
export function settleOwedFee(w: Work, t: Train): boolean {
  if (!t.owes) return true;
  if (w.cash[t.owner]! < t.owes.amount) return false;
  w.cash[t.owner]! -= t.owes.amount;
  w.cash[t.owes.to]! += t.owes.amount;
  sayOf(w, 'fee', t.owner, '{who} {verb} the {amount} coal-and-water fee owed to {owner}.', 'pay', {
    amount: money(t.owes.amount),
    owner: objectOf(name(w, t.owes.to)),
  });
  updateTrain(w, t.id, { owes: null });
  return true;
}
