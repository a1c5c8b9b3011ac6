/**
 * The pure updates of Wild West Express: each takes the context and a (legal) move's parameters
 * and returns the next context. Dice and card draws come from the PRNG in the context, inside the
 * move that causes them (or from the non-standard scripted dice of tests and docs).
 */
import {
  agree,
  amountList,
  listOf,
  message,
  money,
  objectOf,
  possessive,
  type MessageValues,
} from '../../core/messages.js';
import { nextInt, seedPrng, shuffle } from '../../core/prng.js';
import { CITY_GOODS, GOOD_NAMES, type GoodId } from './data/goods.js';
import { CITY_IDS, type CityId } from './data/network.js';
import { nodeLabel } from './data/board.js';
import { TELEGRAMS, TELEGRAM_INDEX, type CompetitionGoal } from './data/telegrams.js';
import type { WweOptions } from './options.js';
import { targetFor } from './options.js';
import {
  CITY_INDEX,
  COMPETITION_SLOTS,
  FEE,
  LOOT_PER_TOKEN,
  OWNERSHIP_BONUS,
  desperadoWinsDuel,
  PRICE,
  cheapestGood,
  desperadoJumpPaths,
  hasDesperadoPath,
  hasTrainPath,
  dynamitePrice,
  fare,
  movementCount,
  movesItsTrain,
  nodeOf,
  points,
  salePrice,
  stationsOf,
  unloads,
  within,
  zoneIndex,
} from './rules.js';
import type { Cargo, Desperado, GameEvent, Train, TrainSize, WweContext } from './types.js';

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
type Work = {
  -readonly [K in keyof WweContext]: K extends ListKey
    ? WweContext[K] extends readonly (infer E)[]
      ? E[]
      : never
    : WweContext[K];
};

function work(ctx: WweContext): Work {
  const w = { ...ctx, events: [] } as unknown as Record<ListKey, unknown[]>;
  for (const key of LIST_KEYS) w[key] = [...ctx[key]];
  return w as unknown as Work;
}

/** An effect on a working copy of the context: the exported update returns the copy. */
const change =
  <A extends unknown[]>(update: (w: Work, ...args: A) => void) =>
  (ctx: WweContext, ...args: A): WweContext => {
    const w = work(ctx);
    update(w, ...args);
    return w;
  };

const name = (w: Work, seat: number) => w.players[seat] ?? `Seat ${seat}`;
const cityName = (city: CityId) => nodeOf(city).name!;
/** An event whose text is `template` formatted with `values`. */
const say = (
  w: Work,
  kind: GameEvent['kind'],
  template: string,
  values: MessageValues = {},
  extra: Partial<GameEvent> = {},
) => w.events.push({ kind, text: message(template, values), ...extra });
/** An event whose subject is a train ("Your small train 3 …"): `{train}` in the template. */
const sayOfTrain = (
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
const sayOf = (
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
const whose = (w: Work, seat: number, at: 'start' | 'within' = 'within') =>
  possessive(name(w, seat), at);

/** One die: the next scripted value if any (tests and docs), else the seeded PRNG. */
function rollDie(w: Work): number {
  const scripted = w.options.scriptedDice[w.diceUsed];
  w.diceUsed += 1;
  if (scripted !== undefined) return scripted;
  const [value, prng] = nextInt(w.prng, 6);
  w.prng = prng;
  return value + 1;
}

function pay(w: Work, seat: number, amount: number) {
  w.cash[seat]! -= amount;
  w.bankReceived += amount;
}
function earn(w: Work, seat: number, amount: number) {
  w.cash[seat]! += amount;
  w.bankPaid += amount;
}

const trainIndex = (w: Work, id: string) => w.trains.findIndex((t) => t.id === id);
function updateTrain(w: Work, id: string, change: Partial<Train>): Train {
  const i = trainIndex(w, id);
  const next = { ...w.trains[i]!, ...change };
  w.trains[i] = next;
  return next;
}
const trainLabel = (w: Work, t: Train, at: 'start' | 'within' = 'within') =>
  message('{owner} {size} train {number}', {
    owner: whose(w, t.owner, at),
    size: t.size,
    number: t.id.split('-').pop()!,
  });
const cargoLabel = (c: Cargo) =>
  c.type === 'goods' ? GOOD_NAMES[c.good] : message('passengers ({zone})', { zone: c.zone });
/** A telegram card's printed title. */
const cardTitleOf = (card: string) => TELEGRAMS[TELEGRAM_INDEX[card]!]!.title;

export interface WweInput {
  readonly players: readonly string[];
  readonly options: WweOptions;
  readonly seed: string;
}

/** The game before the first pick: order rolled, deck shuffled, $450 each. */
export function initialContext(input: WweInput): WweContext {
  const n = input.players.length;
  const [shuffled, prng] = shuffle(
    seedPrng(input.seed),
    TELEGRAMS.map((c) => c.id),
  );
  const stacked = input.options.stackedDeck;
  const deck = [...stacked, ...shuffled.filter((c) => !stacked.includes(c))];
  const w = {
    players: [...input.players],
    options: input.options,
    target: targetFor(n, input.options.target),
    cash: input.players.map(() => PRICE.startCash),
    stations: CITY_IDS.map(() => -1),
    trains: [],
    desperados: [],
    sheriffs: [null, null],
    dynamite: [],
    deck,
    deckKnown: 0,
    kept: input.players.map(() => []),
    competitions: Array.from({ length: COMPETITION_SLOTS }, () => null),
    discounts: input.players.map(() => ({ station: 0, upgrade: 0 })),
    orderRolls: [],
    firstPlayer: 0,
    draft: [],
    startCities: input.players.map(() => []),
    currentPlayer: 0,
    round: 0,
    turns: 0,
    dice: null,
    toMove: [],
    dynamiteThisTurn: 0,
    pendingMove: null,
    pendingTelegram: null,
    pendingSheriff: null,
    nextTrain: 1,
    nextDesperado: 1,
    diceUsed: 0,
    prng,
    bankPaid: PRICE.startCash * n,
    bankReceived: 0,
    events: [],
    winner: null,
    endReason: null,
  } as unknown as Work;
  // Everyone rolls one die; the highest chooses first; tied players roll again.
  let contenders = input.players.map((_, seat) => seat);
  while (contenders.length > 1) {
    const rolls = input.players.map((_, seat) => (contenders.includes(seat) ? rollDie(w) : null));
    w.orderRolls.push(rolls);
    const best = Math.max(...rolls.map((r) => r ?? 0));
    contenders = contenders.filter((seat) => rolls[seat] === best);
  }
  w.firstPlayer = contenders[0]!;
  w.currentPlayer = w.firstPlayer;
  sayOf(
    w,
    'setup',
    w.firstPlayer,
    '{who} rolled highest and {verb} the first start city.',
    'choose',
  );
  return w;
}

export const chooseCity = change((w, seat: number, city: CityId) => {
  w.draft.push({ seat, city });
  w.stations[CITY_INDEX[city]!] = seat;
  w.startCities[seat] = [...w.startCities[seat]!, city];
  sayOf(w, 'choice', seat, '{who} {verb} {city} as a start city.', 'choose', {
    city: cityName(city),
  });
});

function addDesperado(w: Work, seat: number, city: CityId) {
  w.desperados.push({ id: `desperado-${seat}-${w.nextDesperado++}`, owner: seat, at: city });
}

export const placeDesperado = change((w, seat: number, city: CityId) => {
  addDesperado(w, seat, city);
  sayOf(w, 'choice', seat, '{who} {verb} a desperado in {city}.', 'place', {
    city: cityName(city),
  });
});

/** The two-player tip: two desperados each, one in each start city. */
export const placeTwoDesperadosEach = change((w) => {
  for (let seat = 0; seat < w.players.length; seat++)
    for (const city of w.startCities[seat]!) addDesperado(w, seat, city);
  say(w, 'setup', 'Each player places a desperado in each of their start cities.');
});

function addTrain(w: Work, seat: number, city: CityId, size: TrainSize, cargo: Cargo[]): Train {
  const train: Train = {
    id: `train-${seat}-${w.nextTrain++}`,
    owner: seat,
    size,
    at: city,
    from: null,
    cargo,
    waiting: false,
    owes: null,
    guarded: false,
    feePass: false,
    premium: 0,
  };
  w.trains.push(train);
  return train;
}

/** One small train in each start city, loaded free with its cheapest good; the first chooser starts. */
export const dealStartingTrains = change((w) => {
  for (const { seat, city } of [...w.draft].sort((a, b) => a.seat - b.seat)) {
    const good = cheapestGood(city);
    addTrain(w, seat, city, 'small', [{ type: 'goods', good }]);
    sayOf(w, 'setup', seat, '{who} {verb} a small train in {city} loaded with {good}.', 'get', {
      city: cityName(city),
      good: GOOD_NAMES[good],
    });
  }
  w.currentPlayer = w.firstPlayer;
  w.round = 1;
});

// ---- Before the roll ----

export const buyGoods = change((w, seat: number, trainId: string, good: GoodId) => {
  const t = w.trains[trainIndex(w, trainId)]!;
  const price = CITY_GOODS[t.at as CityId].sells[good]!;
  pay(w, seat, price);
  updateTrain(w, trainId, { cargo: [...t.cargo, { type: 'goods', good }] });
  sayOf(w, 'purchase', seat, '{who} {verb} {good} in {town} for {price}.', 'buy', {
    good: GOOD_NAMES[good],
    town: nodeLabel(t.at),
    price: money(price),
  });
});

export const boardPassengers = change((w, seat: number, trainId: string) => {
  const t = w.trains[trainIndex(w, trainId)]!;
  const zone = nodeOf(t.at).zone;
  updateTrain(w, trainId, { cargo: [...t.cargo, { type: 'passengers', zone }] });
  sayOf(w, 'purchase', seat, '{who} {verb} passengers in {town} (zone {zone}).', 'board', {
    town: nodeLabel(t.at),
    zone,
  });
});

export const stationPrice = (ctx: WweContext, seat: number) =>
  Math.max(0, PRICE.station - ctx.discounts[seat]!.station);
export const upgradePrice = (ctx: WweContext, seat: number) =>
  Math.max(0, PRICE.upgrade - ctx.discounts[seat]!.upgrade);

export const buyStation = change((w, seat: number, trainId: string) => {
  const city = w.trains[trainIndex(w, trainId)]!.at as CityId;
  const price = stationPrice(w, seat);
  pay(w, seat, price);
  w.discounts[seat] = { ...w.discounts[seat]!, station: 0 };
  w.stations[CITY_INDEX[city]!] = seat;
  sayOf(w, 'purchase', seat, '{who} {verb} the station in {city} for {price}.', 'buy', {
    city: cityName(city),
    price: money(price),
  });
  claimCompetitions(w, seat, (g) => g.type === 'station-in' && g.zone === nodeOf(city).zone);
});

export const buyTrain = change((w, seat: number, city: CityId, size: TrainSize) => {
  const price = size === 'large' ? PRICE.largeTrain : PRICE.smallTrain;
  pay(w, seat, price);
  addTrain(w, seat, city, size, []);
  sayOf(w, 'purchase', seat, '{who} {verb} a {size} train in {city} for {price}.', 'buy', {
    size,
    city: cityName(city),
    price: money(price),
  });
  if (size === 'large') claimCompetitions(w, seat, (g) => g.type === 'large-train');
});

export const upgradeTrain = change((w, seat: number, trainId: string) => {
  const price = upgradePrice(w, seat);
  pay(w, seat, price);
  w.discounts[seat] = { ...w.discounts[seat]!, upgrade: 0 };
  const t = updateTrain(w, trainId, { size: 'large' });
  sayOf(
    w,
    'purchase',
    seat,
    '{who} {verb} a train in {town} to a large one for {price}.',
    'upgrade',
    { town: nodeLabel(t.at), price: money(price) },
  );
  claimCompetitions(w, seat, (g) => g.type === 'large-train');
});

export const layDynamite = change((w, seat: number, space: string) => {
  pay(w, seat, dynamitePrice(w));
  w.dynamite.push({ at: space, owner: seat });
  w.dynamiteThisTurn += 1;
  sayOf(w, 'purchase', seat, '{who} {verb} dynamite on {space}.', 'lay', {
    space: nodeLabel(space),
  });
});

export const hireGang = change((w, seat: number, city: CityId) => {
  pay(w, seat, PRICE.gang);
  addDesperado(w, seat, city);
  sayOf(w, 'purchase', seat, '{who} {verb} another gang of desperados in {city}.', 'hire', {
    city: cityName(city),
  });
});

/** A kept personal telegram played before the roll: it takes effect on the train that drew it. */
export const playTelegram = change((w, seat: number, card: string) => {
  const kept = w.kept[seat]!.find((k) => k.card === card)!;
  w.kept[seat] = w.kept[seat]!.filter((k) => k.card !== card);
  sayOf(
    w,
    'telegram',
    seat,
    '{who} {verb} the kept telegram “{title}”.',
    'play',
    { title: cardTitleOf(card) },
    { card },
  );
  // A train owing a fee waits until it is paid: a card that moves it collects the fee first
  // (explain.ts refuses the card when the owner cannot pay).
  const train = w.trains.find((t) => t.id === kept.train);
  if (train && movesItsTrain(card)) settleOwedFee(w, train);
  resolveTelegram(w, seat, card, kept.train);
  putUnderDeck(w, card);
});

// ---- The roll ----

/**
 * Pays a train's owed coal-and-water fee if its owner now has the money; true when the train
 * owes nothing any more.
 */
function settleOwedFee(w: Work, t: Train): boolean {
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

/** Three dice; waiting trains sit this move out, trains owing a fee pay it if they now can. */
export const rollDice = change((w, seat: number) => {
  w.dice = [rollDie(w), rollDie(w), rollDie(w)];
  sayOf(w, 'roll', seat, '{who} {verb} {dice}.', 'roll', { dice: w.dice.join(', ') });
  w.toMove = [];
  for (const t of w.trains.filter((x) => x.owner === seat)) {
    if (!settleOwedFee(w, t)) {
      sayOfTrain(w, 'fee-unpaid', t, '{train} still cannot pay its fee and waits.');
      if (t.waiting) updateTrain(w, t.id, { waiting: false });
      continue;
    }
    if (t.waiting) {
      updateTrain(w, t.id, { waiting: false });
      sayOfTrain(w, 'wait', t, '{train} waits this move out.');
      continue;
    }
    w.toMove.push(t.id);
  }
  const count = movementCount('desperado', w.dice);
  for (const d of w.desperados.filter((x) => x.owner === seat)) {
    if (hasDesperadoPath(w, d, count) || desperadoJumpPaths(w, d, count).length)
      w.toMove.push(d.id);
    else
      say(w, 'sheriff', '{owner} desperado is hemmed in by sheriffs and stays put.', {
        owner: whose(w, seat, 'start'),
      });
  }
});

// ---- Moving ----

function duelsOn(w: Work, trainId: string, node: string) {
  const t = w.trains[trainIndex(w, trainId)]!;
  if (nodeOf(node).kind === 'city') return;
  // The rulebook: meeting a rival desperado means a duel, cargo or not (the option skips it).
  if (t.cargo.length === 0 && w.options.skipEmptyTrainDuels) return;
  const attackers = w.desperados.filter((d) => d.at === node && d.owner !== t.owner);
  if (!attackers.length) return;
  let guarded = t.guarded;
  const winners: Desperado[] = [];
  for (const d of attackers) {
    if (guarded) {
      guarded = false;
      say(w, 'duel', 'Armed guards on {train} see off {owner} desperado without a shot.', {
        train: trainLabel(w, t),
        owner: whose(w, d.owner),
      });
      continue;
    }
    const train = rollDie(w);
    const bandit = rollDie(w);
    const banditWins = desperadoWinsDuel(bandit, train);
    say(
      w,
      'duel',
      'Duel on {space}: {owner} desperado rolls {bandit}, {train} rolls {roll}: {winner, select, desperado {the desperado wins} other {the train wins}}.',
      {
        space: nodeLabel(node),
        owner: whose(w, d.owner),
        bandit,
        train: trainLabel(w, t),
        roll: train,
        winner: banditWins ? 'desperado' : 'train',
      },
    );
    if (banditWins) winners.push(d);
  }
  if (guarded !== t.guarded) updateTrain(w, trainId, { guarded });
  if (!winners.length) return;
  if (t.cargo.length === 0) {
    sayOfTrain(w, 'duel', t, '{train} carries nothing: the desperado rides off empty-handed.');
    return;
  }
  const loot = LOOT_PER_TOKEN * t.cargo.length;
  const share = Math.floor(loot / winners.length);
  for (const d of winners) earn(w, d.owner, share);
  const takers = winners.map((d) =>
    message('{who} {verb} {share}', {
      who: name(w, d.owner),
      verb: agree(name(w, d.owner), 'take', 'takes'),
      share: money(share),
    }),
  );
  sayOfTrain(w, 'robbery', t, '{train} is robbed of {cargo}: {takers}.', {
    cargo: listOf(t.cargo.map(cargoLabel)),
    takers: amountList(takers),
  });
  updateTrain(w, trainId, { cargo: [] });
}

function explode(w: Work, trainId: string, node: string) {
  const t = w.trains[trainIndex(w, trainId)]!;
  const bomb = w.dynamite.find((d) => d.at === node)!;
  w.dynamite = w.dynamite.filter((d) => d !== bomb);
  const keep: Cargo[] = w.options.expensiveDynamite
    ? []
    : t.cargo.filter((c) => c.type === 'goods');
  updateTrain(w, trainId, { waiting: true, cargo: keep });
  const lost = t.cargo.filter((c) => !keep.includes(c)).map(cargoLabel);
  sayOfTrain(
    w,
    'dynamite',
    t,
    '{train} lands on {owner} dynamite: it waits one move{losing, select, yes {, losing {lost}} other {}}.',
    { owner: whose(w, bomb.owner), losing: lost.length ? 'yes' : 'no', lost: listOf(lost) },
  );
}

/** Arrival in a town: sell what it buys (+$20 a token at an own station), fares, then the fee. */
function arrive(w: Work, trainId: string, city: CityId) {
  const t = w.trains[trainIndex(w, trainId)]!;
  const seat = t.owner;
  const owner = w.stations[CITY_INDEX[city]!]!;
  const leaving = unloads(t, city);
  let sold = false;
  for (const c of leaving) {
    if (c.type === 'goods') {
      const base = salePrice(city, c.good)!;
      const bonus = owner === seat ? OWNERSHIP_BONUS : 0;
      earn(w, seat, base + bonus + t.premium);
      sold = true;
      sayOfTrain(
        w,
        'sale',
        t,
        '{train} sells {good} in {city} for {base}{bonus, select, none {} other { + {bonus} ownership bonus}}{premium, select, none {} other { + {premium} premium}}.',
        {
          good: GOOD_NAMES[c.good],
          city: cityName(city),
          base: money(base),
          bonus: bonus ? money(bonus) : 'none',
          premium: t.premium ? money(t.premium) : 'none',
        },
      );
      claimCompetitions(
        w,
        seat,
        (g) => g.type === 'deliver' && g.good === c.good && g.city === city,
      );
    } else {
      const amount = fare(c.zone, nodeOf(city).zone);
      earn(w, seat, amount);
      sayOfTrain(
        w,
        'fare',
        t,
        '{train} drops off passengers from zone {zone} in {city}: fare {amount}.',
        { zone: c.zone, city: cityName(city), amount: money(amount) },
      );
      if (Math.abs(zoneIndex(c.zone) - zoneIndex(nodeOf(city).zone)) === 2)
        claimCompetitions(w, seat, (g) => g.type === 'long-fare');
    }
  }
  const cargo = t.cargo.filter((c) => !leaving.includes(c));
  const next = updateTrain(w, trainId, { cargo, premium: sold ? 0 : t.premium });
  if (owner >= 0 && owner !== seat) {
    if (next.feePass) {
      updateTrain(w, trainId, { feePass: false });
      sayOfTrain(w, 'fee', t, '{train} shows its railway pass in {city}: no fee.', {
        city: cityName(city),
      });
    } else {
      const amount = FEE[t.size];
      if (w.cash[seat]! >= amount) {
        w.cash[seat]! -= amount;
        w.cash[owner]! += amount;
        sayOf(
          w,
          'fee',
          seat,
          '{who} {verb} {owner} {amount} for coal and water in {city}.',
          'pay',
          { owner: objectOf(name(w, owner)), amount: money(amount), city: cityName(city) },
        );
      } else {
        updateTrain(w, trainId, { owes: { to: owner, amount } });
        sayOf(
          w,
          'fee-unpaid',
          seat,
          '{who} cannot pay the {amount} fee in {city}: the train waits until it is paid.',
          null,
          { amount: money(amount), city: cityName(city) },
        );
      }
    }
  }
}

/**
 * A train's move along `path`: duels in the order of the spaces passed, then on the last space
 * dynamite, the town (sales, fares, fee), a sheriff star or a telegram. A move caused by a
 * telegram draws no further telegram.
 */
export const moveTrain = change(
  (w, seat: number, trainId: string, path: readonly string[], byTelegram: boolean) => {
    const start = w.trains[trainIndex(w, trainId)]!;
    if (byTelegram) w.pendingMove = null;
    else w.toMove = w.toMove.filter((id) => id !== trainId);
    for (const node of path) duelsOn(w, trainId, node);
    const last = path[path.length - 1]!;
    const before = path.length > 1 ? path[path.length - 2]! : start.at;
    updateTrain(w, trainId, { at: last, from: before });
    const node = nodeOf(last);
    if (node.city) {
      arrive(w, trainId, node.city);
      return;
    }
    if (w.dynamite.some((d) => d.at === last)) explode(w, trainId, last);
    if (node.feature === 'star') w.pendingSheriff = seat;
    if (node.feature === 'telegram' && !byTelegram) drawTelegram(w, seat, trainId);
  },
);

/** An empty train in a town may stay there for one move (waiting to load). */
export const holdTrain = change((w, trainId: string) => {
  w.toMove = w.toMove.filter((id) => id !== trainId);
});

export const moveDesperado = change((w, id: string, path: readonly string[]) => {
  w.toMove = w.toMove.filter((x) => x !== id);
  const i = w.desperados.findIndex((d) => d.id === id);
  w.desperados[i] = { ...w.desperados[i]!, at: path[path.length - 1]! };
});

export const jumpDesperado = change((w, id: string, path: readonly string[], to: CityId) => {
  w.toMove = w.toMove.filter((x) => x !== id);
  const i = w.desperados.findIndex((d) => d.id === id);
  const d = w.desperados[i]!;
  w.desperados[i] = { ...d, at: to };
  say(
    w,
    'relocation',
    '{owner} desperado rides into {space} and a new gang takes over in {city}.',
    {
      owner: whose(w, d.owner, 'start'),
      space: nodeLabel(path[path.length - 1]!),
      city: cityName(to),
    },
  );
});

/**
 * A piece that can no longer move this turn leaves the list: a desperado hemmed in by a sheriff
 * placed after the roll. (Trains always have a way on; the check is the same for safety.)
 */
export function dropStuckPieces(ctx: WweContext): WweContext {
  if (!ctx.dice || ctx.toMove.length === 0) return ctx;
  const count = movementCount('desperado', ctx.dice);
  const stuck = ctx.toMove.filter((id) => {
    const d = ctx.desperados.find((x) => x.id === id);
    if (d) return !hasDesperadoPath(ctx, d, count) && !desperadoJumpPaths(ctx, d, count).length;
    const t = ctx.trains.find((x) => x.id === id)!;
    return !hasTrainPath(t, movementCount(t.size, ctx.dice!));
  });
  if (!stuck.length) return ctx;
  const w = work(ctx);
  w.events = [...ctx.events];
  w.toMove = w.toMove.filter((id) => !stuck.includes(id));
  say(
    w,
    'sheriff',
    '{n, plural, one {A piece is hemmed in and stays} other {Pieces are hemmed in and stay}} put this turn.',
    { n: stuck.length },
  );
  return w;
}

// ---- Sheriffs ----

export const placeSheriff = change((w, seat: number, sheriff: number, space: string) => {
  const moved = w.sheriffs[sheriff] !== null;
  w.sheriffs[sheriff] = space;
  w.pendingSheriff = null;
  sayOf(w, 'sheriff', seat, '{who} {verb} a sheriff on {space}.', moved ? 'move' : 'place', {
    space: nodeLabel(space),
  });
  const bomb = w.dynamite.find((d) => d.at === space);
  if (bomb) {
    w.dynamite = w.dynamite.filter((d) => d !== bomb);
    say(w, 'sheriff', 'The sheriff removes {owner} dynamite there.', {
      owner: whose(w, bomb.owner),
    });
  }
});

export const skipSheriff = change((w) => {
  w.pendingSheriff = null;
});

// ---- Telegrams ----

function putUnderDeck(w: Work, card: string) {
  w.deck.push(card);
  w.deckKnown += 1;
}

function drawTelegram(w: Work, seat: number, trainId: string) {
  const card = w.deck.shift();
  if (card === undefined) {
    say(w, 'deck-empty', 'The telegram deck is empty: nothing is drawn.');
    return;
  }
  w.deckKnown = Math.min(w.deckKnown, w.deck.length);
  const data = TELEGRAMS[TELEGRAM_INDEX[card]!]!;
  if (data.kind === 'personal') {
    sayOf(w, 'telegram', seat, '{who} {verb} a personal telegram.', 'draw');
    say(
      w,
      'telegram',
      'Your telegram: “{title}”.',
      { title: data.title },
      {
        onlyFor: seat,
        card,
      },
    );
    w.pendingTelegram = { card, train: trainId, seat };
    return;
  }
  // The card's wording is presentation (data/telegram-texts.ts): boards show it beside the event.
  sayOf(w, 'telegram', seat, '{who} {verb} “{title}”.', 'draw', { title: data.title }, { card });
  if (data.kind === 'competition') {
    const slot = w.competitions.findIndex((c) => c === null);
    if (slot < 0) {
      say(w, 'competition', 'All three competition slots are taken: the card goes under the deck.');
      putUnderDeck(w, card);
      return;
    }
    const rounds = data.effect.type === 'competition' ? data.effect.rounds : 0;
    w.competitions[slot] = { card, drawnBy: seat, lastRound: w.round + rounds };
    return;
  }
  resolveTelegram(w, seat, card, trainId);
  putUnderDeck(w, card);
}

/** "Waits one move": a train still to move this turn sits it out, any other skips its next. */
function setWaiting(w: Work, t: Train) {
  if (w.toMove.includes(t.id)) w.toMove = w.toMove.filter((id) => id !== t.id);
  else updateTrain(w, t.id, { waiting: true });
}

/** Carries out a telegram's effect for `seat`, on the train that drew it. */
function resolveTelegram(w: Work, seat: number, card: string, trainId: string) {
  const effect = TELEGRAMS[TELEGRAM_INDEX[card]!]!.effect;
  const train = () => w.trains[trainIndex(w, trainId)]!;
  switch (effect.type) {
    case 'move':
    case 'move-rolled': {
      const spaces = effect.type === 'move' ? effect.spaces : rollDie(w);
      const direction = effect.type === 'move' ? effect.direction : 'forward';
      if (effect.type === 'move-rolled') say(w, 'telegram', 'The die shows {spaces}.', { spaces });
      if (hasTrainPath(train(), spaces, direction))
        w.pendingMove = { train: trainId, spaces, direction, card };
      return;
    }
    case 'guard':
      updateTrain(w, trainId, { guarded: true });
      return;
    case 'fee-pass':
      updateTrain(w, trainId, { feePass: true });
      return;
    case 'premium':
      updateTrain(w, trainId, { premium: train().premium + effect.perToken });
      return;
    case 'cash':
      earn(w, seat, effect.amount);
      return;
    case 'cash-rolled': {
      const pips = rollDie(w);
      earn(w, seat, pips * effect.perPip);
      sayOf(w, 'telegram', seat, 'The die shows {pips}: {who} {verb} {amount}.', 'take', {
        pips,
        amount: money(pips * effect.perPip),
      });
      return;
    }
    case 'sheriff':
      w.pendingSheriff = seat;
      return;
    case 'clear-dynamite-near': {
      const near = within(train().at, effect.radius);
      const cleared = w.dynamite.filter((d) => near.has(d.at)).length;
      w.dynamite = w.dynamite.filter((d) => !near.has(d.at));
      say(
        w,
        'telegram',
        '{n, plural, =0 {No dynamite tokens} one {# dynamite token} other {# dynamite tokens}} cleared.',
        { n: cleared },
      );
      return;
    }
    case 'station-discount':
      w.discounts[seat] = { ...w.discounts[seat]!, station: effect.amount };
      return;
    case 'upgrade-discount':
      w.discounts[seat] = { ...w.discounts[seat]!, upgrade: effect.amount };
      return;
    case 'everyone-cash':
      for (let s = 0; s < w.players.length; s++)
        if (effect.amount >= 0) earn(w, s, effect.amount);
        else pay(w, s, Math.min(w.cash[s]!, -effect.amount));
      return;
    case 'wait':
      setWaiting(w, train());
      return;
    case 'wait-rolled': {
      const pips = rollDie(w);
      const waits = pips <= effect.upTo;
      say(
        w,
        'telegram',
        'The die shows {pips}: {waits, select, yes {the train waits one move} other {no harm done}}.',
        { pips, waits: waits ? 'yes' : 'no' },
      );
      if (waits) setWaiting(w, train());
      return;
    }
    case 'lose-passengers':
      updateTrain(w, trainId, { cargo: train().cargo.filter((c) => c.type !== 'passengers') });
      return;
    case 'zone-wait':
      for (const t of w.trains) if (nodeOf(t.at).zone === effect.zone) setWaiting(w, t);
      return;
    case 'recall-sheriffs':
      w.sheriffs = [null, null];
      return;
    case 'clear-all-dynamite':
      w.dynamite = [];
      return;
    case 'scatter-desperados':
      w.desperados = w.desperados.map((d) => {
        const own = stationsOf(w, d.owner);
        const [i, prng] = nextInt(w.prng, own.length);
        w.prng = prng;
        return { ...d, at: own[i]! };
      });
      return;
    case 'goods-bonus':
    case 'passenger-bonus':
      for (const t of w.trains) {
        const tokens = t.cargo.filter((c) =>
          effect.type === 'goods-bonus'
            ? c.type === 'goods' && c.good === effect.good
            : c.type === 'passengers',
        ).length;
        if (tokens) earn(w, t.owner, tokens * effect.perToken);
      }
      return;
    case 'competition':
      return;
  }
}

export const useTelegram = change((w) => {
  const { card, train, seat } = w.pendingTelegram!;
  w.pendingTelegram = null;
  sayOf(
    w,
    'telegram',
    seat,
    '{who} {verb} “{title}” at once.',
    'use',
    { title: cardTitleOf(card) },
    { card },
  );
  resolveTelegram(w, seat, card, train);
  putUnderDeck(w, card);
});

export const keepTelegram = change((w) => {
  const { card, train, seat } = w.pendingTelegram!;
  w.pendingTelegram = null;
  w.kept[seat] = [...w.kept[seat]!, { card, train }];
  sayOf(w, 'telegram', seat, '{who} {verb} the telegram for later.', 'keep');
});

function claimCompetitions(w: Work, seat: number, matches: (goal: CompetitionGoal) => boolean) {
  w.competitions.forEach((slot, i) => {
    if (!slot) return;
    const effect = TELEGRAMS[TELEGRAM_INDEX[slot.card]!]!.effect;
    if (effect.type !== 'competition' || !matches(effect.goal)) return;
    earn(w, seat, effect.prize);
    sayOf(
      w,
      'competition',
      seat,
      '{who} {verb} the competition “{title}”: {prize}.',
      'win',
      { title: cardTitleOf(slot.card), prize: money(effect.prize) },
      { card: slot.card },
    );
    w.competitions[i] = null;
    putUnderDeck(w, slot.card);
  });
}

// ---- End of turn and of the game ----

export const endTurn = change((w) => {
  w.dice = null;
  w.toMove = [];
  w.dynamiteThisTurn = 0;
  w.turns += 1;
  w.currentPlayer = (w.currentPlayer + 1) % w.players.length;
  if (w.currentPlayer === w.firstPlayer) {
    w.competitions.forEach((slot, i) => {
      if (slot && slot.lastRound <= w.round) {
        say(
          w,
          'competition',
          'The competition “{title}” lapses.',
          { title: cardTitleOf(slot.card) },
          { card: slot.card },
        );
        w.competitions[i] = null;
        putUnderDeck(w, slot.card);
      }
    });
    w.round += 1;
  }
});

/** The first player at or above the target wins at once (checked after every move). */
export function recordWinner(ctx: WweContext, seat: number | null): WweContext {
  if (seat === null || ctx.winner !== null) return ctx;
  return {
    ...ctx,
    winner: seat,
    endReason: message('{who} reached {points} success points (target {target}).', {
      who: ctx.players[seat] ?? `Seat ${seat}`,
      points: points(ctx, seat),
      target: ctx.target,
    }),
  };
}

/** The round limit: most success points, then most cash; a tie shares the win. */
export function endByRounds(ctx: WweContext): WweContext {
  return {
    ...ctx,
    endReason: message(
      'The round limit of {n, plural, one {# round} other {# rounds}} was reached: most success points win (then most cash).',
      { n: ctx.options.roundLimit },
    ),
  };
}
