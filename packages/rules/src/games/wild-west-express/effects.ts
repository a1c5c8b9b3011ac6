/**
 * The pure updates of Wild West Express: each takes the context and a (legal) move's parameters
 * and returns the next context. Dice and card draws come from the PRNG in the context, inside the
 * move that causes them (or from the non-standard scripted dice of tests and docs).
 *
 * This file holds the set-up, the actions before the roll, the roll, sheriffs and the end; the
 * moves are in effects-move.ts, the telegram cards in effects-telegrams.ts, and the working copy
 * with the steps they share in effects-work.ts.
 */
import { message, money } from '../../core/messages.js';
import { seedPrng, shuffle } from '../../core/prng.js';
import { CITY_GOODS, GOOD_NAMES, type GoodId } from './data/goods.js';
import { CITY_IDS, type CityId } from './data/network.js';
import { nodeLabel } from './data/board.js';
import { TELEGRAMS } from './data/telegrams.js';
import type { WweOptions } from './options.js';
import { targetFor } from './options.js';
import {
  CITY_INDEX,
  COMPETITION_SLOTS,
  PRICE,
  cheapestGood,
  desperadoJumpPaths,
  hasDesperadoPath,
  dynamitePrice,
  movementCount,
  nodeOf,
  points,
} from './rules.js';
import type { Cargo, Train, TrainSize, WweContext } from './types.js';
import {
  change,
  cityName,
  say,
  sayOfTrain,
  sayOf,
  whose,
  rollDie,
  pay,
  trainIndex,
  updateTrain,
  cardTitleOf,
  settleOwedFee,
  type Work,
} from './effects-work.js';
import { putUnderDeck, claimCompetitions } from './effects-telegrams.js';

export {
  dropStuckPieces,
  holdTrain,
  jumpDesperado,
  moveDesperado,
  moveTrain,
} from './effects-move.js';
export { keepTelegram, playTelegram, useTelegram } from './effects-telegrams.js';

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

// ---- The roll ----

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
