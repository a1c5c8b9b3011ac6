/**
 * Wild West Express drill kinds. Every answer comes from the rules' own functions and numbers
 * (rules.ts); the working repeats their arithmetic in words. Telegrams kept and the deck are
 * hidden: a question uses the learner's own pieces and the public board only.
 */
import { chooseAt, legalOfType } from '../../../core/drills/helpers.js';
import type { DrillDraft, DrillKind, DrillPosition } from '../../../core/drills/types.js';
import { listOf, message, money, possessive } from '../../../core/messages.js';
import { NODES, nodeLabel } from '../data/board.js';
import { GOOD_NAMES } from '../data/goods.js';
import {
  FEE,
  LOOT_PER_TOKEN,
  OWNERSHIP_BONUS,
  cityAt,
  desperadoWinsDuel,
  fare,
  findTrain,
  movementCount,
  nodeOf,
  points,
  salePrice,
  stationOwner,
  trainPaths,
  unloads,
} from '../rules.js';
import { phaseOf, type WildWestExpressState } from '../state.js';
import type { Cargo, Train, WweMove } from '../types.js';

type Kind = DrillKind<WildWestExpressState>;
type At = DrillPosition<WildWestExpressState>;
type MoveOfTrain = Extract<WweMove, { type: 'train.move' }>;
const R = (anchor: string) => `wild-west-express:${anchor}`;
/** Every space, for answers chosen on the board. */
const ALL_NODES = NODES.map((n) => ({ id: n.id, label: nodeLabel(n.id) }));
const trainName = (t: Train, at: 'start' | 'within' = 'within') =>
  message('{at, select, start {Your} other {your}} {size} train {number}', {
    at,
    size: t.size,
    number: t.id.split('-').pop()!,
  });
/** The most places a train-stops answer may have. */
const MAX_STOPS = 6;
const cargoName = (c: Cargo) =>
  c.type === 'goods'
    ? GOOD_NAMES[c.good]
    : message('passengers from zone {zone}', { zone: c.zone });
/** Rival desperados on the track spaces of a path (where duels happen). */
const ambushes = (at: At, train: Train, path: readonly string[]) =>
  at.state.context.desperados.filter(
    (d) => d.owner !== train.owner && path.includes(d.at) && nodeOf(d.at).kind !== 'city',
  );

/**
 * The learner's train moves now: one of its legal moves that `pick` accepts, among those that
 * `prefer` accepts too when there are any.
 */
function trainMove(
  at: At,
  pick: (train: Train, move: MoveOfTrain) => boolean,
  prefer: (train: Train, move: MoveOfTrain) => boolean = () => true,
): { train: Train; move: MoveOfTrain } | null {
  if (phaseOf(at.state) !== 'moving') return null;
  const ctx = at.state.context;
  const moves = legalOfType<MoveOfTrain>(at, 'train.move').filter((m) =>
    pick(findTrain(ctx, m.train)!, m),
  );
  const preferred = moves.filter((m) => prefer(findTrain(ctx, m.train)!, m));
  const move = chooseAt(at, preferred.length ? preferred : moves);
  return move ? { train: findTrain(ctx, move.train)!, move } : null;
}

/** A move ending in a town with no duel on the way: what happens there is certain. */
const safeArrival = (at: At) => (train: Train, m: MoveOfTrain) =>
  cityAt(m.path.at(-1)!) !== null && ambushes(at, train, m.path).length === 0;

export const trainStopsKind: Kind = {
  id: 'train-stops',
  title: 'Where a train can stop with these dice',
  rules: [
    R('movement-dice'),
    R('full-movement-and-stopping-at-stations'),
    R('reversing-direction'),
  ],
  answer: 'places',
  ask(at) {
    const chosen = trainMove(at, () => true);
    if (!chosen) return null;
    const { train } = chosen;
    const dice = at.state.context.dice!;
    const count = movementCount(train.size, dice);
    const ends = [...new Set(trainPaths(train, count).map((p) => p.at(-1)!))];
    // Long lists make a chore, not a question.
    if (ends.length > MAX_STOPS) return null;
    const full = new Set(
      trainPaths(train, count)
        .filter((p) => p.length === count)
        .map((p) => p.at(-1)!),
    );
    return {
      about: { train: train.id },
      prompt: message('The dice show {dice}. Where can {train} (at {where}) end its move?', {
        dice: listOf(dice.map(String)),
        train: trainName(train),
        where: nodeLabel(train.at),
      }),
      ask: { type: 'places', place: 'node', among: ALL_NODES },
      answer: ends,
      working: [
        message(
          '{size, select, small {A small train moves the two highest dice} other {A large train moves all three dice}}: {count} spaces, never reversing on the track.',
          {
            size: train.size,
            count,
          },
        ),
        ...ends.map((id) =>
          full.has(id)
            ? message('{space}: the full {count} spaces.', { space: nodeLabel(id), count })
            : message('{space}: a town on the way where it may stop to trade (or a dead end).', {
                space: nodeLabel(id),
              }),
        ),
      ],
    };
  },
};

/** Sales and fares of a train arriving in a town, as the rules price them. */
function arrivalEarnings(at: At, train: Train, city: NonNullable<ReturnType<typeof cityAt>>) {
  const own = stationOwner(at.state.context, city) === train.owner;
  return unloads(train, city).map((c) => {
    if (c.type === 'passengers')
      return { cargo: c, amount: fare(c.zone, nodeOf(city).zone), extra: 0 };
    return {
      cargo: c,
      amount: salePrice(city, c.good)!,
      extra: (own ? OWNERSHIP_BONUS : 0) + train.premium,
    };
  });
}

/** A money question about `train` ending `move` in `city`: "If {train} ends its move in {city}, …". */
function arrivalDraft(
  train: Train,
  move: MoveOfTrain,
  city: NonNullable<ReturnType<typeof cityAt>>,
  question: string,
  answer: number,
  working: readonly string[],
): DrillDraft {
  return {
    move,
    about: { train: train.id, node: city },
    prompt: message(`If {train} ends its move in {city}, ${question}`, {
      train: trainName(train),
      city: nodeLabel(city),
    }),
    ask: { type: 'number', unit: 'money' },
    answer,
    working,
  };
}

export const deliveryPayKind: Kind = {
  id: 'delivery-pay',
  title: 'What a delivery pays',
  rules: [R('trading-goods'), R('passenger-fares'), R('ownership-bonus')],
  answer: 'number',
  ask(at) {
    const chosen = trainMove(at, (train, m) => {
      const city = cityAt(m.path.at(-1)!);
      return safeArrival(at)(train, m) && city !== null && unloads(train, city).length > 0;
    });
    if (!chosen) return null;
    const { train, move } = chosen;
    const city = cityAt(move.path.at(-1)!)!;
    const lines = arrivalEarnings(at, train, city);
    const answer = lines.reduce((sum, l) => sum + l.amount + l.extra, 0);
    return arrivalDraft(
      train,
      move,
      city,
      'how much does it earn there from goods and passengers?',
      answer,
      [
        ...lines.map((l) =>
          l.cargo.type === 'goods'
            ? message(
                '{good}: {city} pays {price}{extra, select, none {} other { + {extra} (ownership bonus {bonus}, premium {premium})}}.',
                {
                  good: cargoName(l.cargo),
                  city: nodeLabel(city),
                  price: money(l.amount),
                  extra: l.extra ? money(l.extra) : 'none',
                  bonus: money(l.extra - train.premium),
                  premium: money(train.premium),
                },
              )
            : message(
                '{cargo}: {city} is in zone {zone}, {lines, plural, one {# zone line} other {# zone lines}} away → fare {fare}.',
                {
                  cargo: cargoName(l.cargo),
                  city: nodeLabel(city),
                  zone: nodeOf(city).zone,
                  lines: FARE_LINES.get(l.amount) ?? 0,
                  fare: money(l.amount),
                },
              ),
        ),
        message('In all: {answer}.', { answer: money(answer) }),
      ],
    );
  },
};
/** Zone lines crossed, by the fare they pay. */
const FARE_LINES = new Map([
  [30, 1],
  [90, 2],
]);

export const coalWaterFeeKind: Kind = {
  id: 'coal-water-fee',
  title: 'Coal-and-water fees',
  rules: [R('coal-and-water-fees')],
  answer: 'number',
  ask(at) {
    const ctx = at.state.context;
    const chosen = trainMove(
      at,
      (train, m) => {
        const city = cityAt(m.path.at(-1)!);
        return (
          safeArrival(at)(train, m) && city !== null && stationOwner(ctx, city) !== train.owner
        );
      },
      // A rival's station makes the better question; the bank's towns charge nothing.
      (_, m) => stationOwner(ctx, cityAt(m.path.at(-1)!)!) >= 0,
    );
    if (!chosen) return null;
    const { train, move } = chosen;
    const city = cityAt(move.path.at(-1)!)!;
    const owner = stationOwner(ctx, city);
    const answer = owner < 0 || train.feePass ? 0 : FEE[train.size];
    return arrivalDraft(train, move, city, 'what fee does it pay for coal and water?', answer, [
      owner < 0
        ? message('{city} has no station owner: nobody charges a fee.', { city: nodeLabel(city) })
        : message('{owner} station is in {city}: a {size} train pays {fee} there.', {
            owner: possessive(at.players[owner]!),
            city: nodeLabel(city),
            size: train.size,
            fee: money(FEE[train.size]),
          }),
      ...(owner >= 0 && train.feePass
        ? [message('But the train holds a railway pass from a telegram: no fee this time.')]
        : []),
    ]);
  },
};

/**
 * Exactly one rival desperado on the way of a train with cargo: the one duel both duel questions
 * ask about, with the desperado, its owner and what the question points at.
 */
function oneDuel(at: At, prefer?: (train: Train) => boolean) {
  const chosen = trainMove(
    at,
    (train, m) => train.cargo.length > 0 && ambushes(at, train, m.path).length === 1,
    prefer,
  );
  if (!chosen) return null;
  const { train, move } = chosen;
  const bandit = ambushes(at, train, move.path)[0]!;
  const about = { train: train.id, node: bandit.at, desperado: bandit.id };
  return { train, move, bandit, who: at.players[bandit.owner]!, about };
}

export const duelLootKind: Kind = {
  id: 'duel-loot',
  title: 'What a desperado takes when it wins a duel',
  rules: [R('duels'), R('loot-from-a-robbery')],
  answer: 'number',
  ask(at) {
    const duel = oneDuel(at);
    if (!duel) return null;
    const { train, move, bandit, who, about } = duel;
    const answer = train.guarded ? 0 : LOOT_PER_TOKEN * train.cargo.length;
    return {
      move,
      about,
      prompt: message(
        '{train} carries {cargo} and rides through {space}, where {owner} desperado waits. If the desperado rolls higher, how much does {who} take?',
        {
          train: trainName(train, 'start'),
          cargo: listOf(train.cargo.map(cargoName)),
          space: nodeLabel(bandit.at),
          owner: possessive(who, 'within'),
          who,
        },
      ),
      ask: { type: 'number', unit: 'money' },
      answer,
      working: [
        message(
          'A train with cargo passing a rival desperado fights a duel: each rolls a die, and the desperado wins only with the higher roll (a tie goes to the train).',
        ),
        train.guarded
          ? message(
              'But the train has armed guards (a telegram): they see the desperado off without a duel, so nothing is taken.',
            )
          : message(
              'The winner takes {loot} for each token aboard: {n} × {loot} = {answer}, and the cargo is lost.',
              {
                loot: money(LOOT_PER_TOKEN),
                n: train.cargo.length,
                answer: money(answer),
              },
            ),
      ],
    };
  },
};

export const duelWinnerKind: Kind = {
  id: 'duel-winner',
  title: 'Who wins a duel',
  rules: [R('duels'), R('loot-from-a-robbery')],
  answer: 'choice',
  ask(at) {
    // The same duel as duel-loot, with two rolls named by the question (ties come up too).
    const duel = oneDuel(at, (train) => !train.guarded);
    if (!duel || duel.train.guarded) return null;
    const { train, move, bandit, who, about } = duel;
    const desperadoRoll = (at.moves.length % 6) + 1;
    const trainRoll = (Math.floor(at.moves.length / 6) % 6) + 1;
    const desperadoWins = desperadoWinsDuel(desperadoRoll, trainRoll);
    return {
      move,
      about,
      prompt: message(
        '{train} rides through {space}, where {owner} desperado waits. The desperado rolls {d}, your train rolls {t}. Who wins the duel?',
        {
          train: trainName(train, 'start'),
          space: nodeLabel(bandit.at),
          owner: possessive(who, 'within'),
          d: desperadoRoll,
          t: trainRoll,
        },
      ),
      ask: {
        type: 'choice',
        multiple: false,
        choices: [
          { id: 'desperado', label: message('{owner} desperado', { owner: possessive(who) }) },
          { id: 'train', label: message('{train}', { train: trainName(train, 'start') }) },
        ],
      },
      answer: [desperadoWins ? 'desperado' : 'train'],
      working: [
        message(
          'The desperado wins only with the higher roll; a tie goes to the train: {d} against {t}.',
          {
            d: desperadoRoll,
            t: trainRoll,
          },
        ),
        desperadoWins
          ? message(
              '{who} takes {loot} for each token aboard ({n}): {total}, and the cargo is lost.',
              {
                who,
                loot: money(LOOT_PER_TOKEN),
                n: train.cargo.length,
                total: money(LOOT_PER_TOKEN * train.cargo.length),
              },
            )
          : message('The train keeps its cargo and rides on.'),
      ],
    };
  },
};

export const successPointsKind: Kind = {
  id: 'success-points',
  title: 'Counting success points',
  rules: [R('scoring-success-points')],
  answer: 'number',
  ask(at) {
    if (phaseOf(at.state) !== 'beforeRoll') return null;
    const ctx = at.state.context;
    const trains = ctx.trains.filter((t) => t.owner === at.seat);
    const large = trains.filter((t) => t.size === 'large').length;
    const stations = ctx.stations.filter((o) => o === at.seat).length;
    const cash = ctx.cash[at.seat]!;
    return {
      prompt: message('How many success points do you have now?'),
      ask: { type: 'number', unit: 'points' },
      answer: points(ctx, at.seat),
      working: [
        message('Trains: {small} small × 1 + {large} large × 2 = {trainPoints}.', {
          small: trains.length - large,
          large,
          trainPoints: trains.length + large,
        }),
        message('Stations: {stations} × 1 = {stations}.', { stations }),
        message('Cash: {cash} holds {full} full $1,200 → {cashPoints}.', {
          cash: money(cash),
          full: Math.floor(cash / 1200),
          cashPoints: 2 * Math.floor(cash / 1200),
        }),
        message('In all: {answer}, of the {target} needed to win.', {
          answer: points(ctx, at.seat),
          target: ctx.target,
        }),
      ],
    };
  },
};

export const kinds: readonly Kind[] = [
  trainStopsKind,
  deliveryPayKind,
  coalWaterFeeKind,
  duelLootKind,
  duelWinnerKind,
  successPointsKind,
];
