/**
 * The one legality checker. `explainIllegal` and every machine guard call `explainInPhase`, so
 * the chart and the explanation cannot disagree. It never throws, whatever the move looks like.
 */
import type { IllegalMove } from '../../core/game-definition.js';
import { message, money, objectOf, possessive } from '../../core/messages.js';
import { moveShapeChecker, type MoveFields } from '../../core/move-fields.js';
import type { GameMove } from '../../core/record.js';
import { CITY_GOODS, GOOD_IDS, type GoodId } from './data/goods.js';
import { nodeOf } from './rules.js';
import { TELEGRAMS, TELEGRAM_INDEX } from './data/telegrams.js';
import { stationPrice, upgradePrice } from './effects.js';
import {
  MAX_DYNAMITE_PER_TURN,
  MAX_TRAINS,
  PRICE,
  cityAt,
  desperadoJumpPaths,
  desperadoPaths,
  dynamitePrice,
  explainDynamiteSpace,
  explainSheriffSpace,
  explainTrainPath,
  findDesperado,
  findTrain,
  freeCapacity,
  isCityId,
  movementCount,
  movesItsTrain,
  seatToAct,
  stationOwner,
  stationsOf,
  supplyLeft,
  trainsOf,
} from './rules.js';
import type { WweContext, WweMoveType } from './types.js';

/** Where the game waits for input; transient chart states never rest, so they have no phase. */
export type Phase =
  | 'draft'
  | 'placingDesperados'
  | 'beforeRoll'
  | 'preRollMove'
  | 'preRollSheriff'
  | 'moving'
  | 'telegram'
  | 'telegramMove'
  | 'sheriff'
  | 'gameOver';

const R = (anchor: string) => `wild-west-express:${anchor}`;
/** A seat named as an object: "belongs to you", "belongs to Bob". */
const ownerName = (ctx: WweContext, seat: number) => objectOf(ctx.players[seat] ?? `seat ${seat}`);

const BEFORE_ROLL: readonly WweMoveType[] = [
  'goods.buy',
  'passengers.board',
  'station.buy',
  'train.buy',
  'train.upgrade',
  'dynamite.lay',
  'gang.hire',
  'telegram.play',
  'dice.roll',
];

/** What each phase accepts, its words and its rule. */
export const PHASES: Readonly<
  Record<Phase, { label: string; rule: string; accepts: readonly WweMoveType[] }>
> = {
  draft: {
    label: 'Choosing start cities',
    rule: R('choosing-start-cities'),
    accepts: ['city.choose'],
  },
  placingDesperados: {
    label: 'Placing desperados',
    rule: R('placing-desperados'),
    accepts: ['desperado.place'],
  },
  beforeRoll: {
    label: 'Before the roll',
    rule: R('before-rolling-the-dice'),
    accepts: BEFORE_ROLL,
  },
  preRollMove: {
    label: 'A telegram moves a train',
    rule: R('public-and-personal-telegrams'),
    accepts: ['train.move'],
  },
  preRollSheriff: {
    label: 'Placing a sheriff',
    rule: R('placing-a-sheriff'),
    accepts: ['sheriff.place', 'sheriff.skip'],
  },
  moving: {
    label: 'Moving trains and desperados',
    rule: R('rolling-and-moving-trains'),
    accepts: ['train.move', 'train.wait', 'desperado.move', 'desperado.jump'],
  },
  telegram: {
    label: 'A personal telegram: use it or keep it',
    rule: R('public-and-personal-telegrams'),
    accepts: ['telegram.use', 'telegram.keep'],
  },
  telegramMove: {
    label: 'A telegram moves a train',
    rule: R('public-and-personal-telegrams'),
    accepts: ['train.move'],
  },
  sheriff: {
    label: 'Placing a sheriff',
    rule: R('placing-a-sheriff'),
    accepts: ['sheriff.place', 'sheriff.skip'],
  },
  gameOver: { label: 'Game over', rule: R('winning-the-game'), accepts: [] },
};

/** The parameters each move type takes, besides `type` and `player`. */
const MOVE_FIELDS: MoveFields<WweMoveType> = {
  'city.choose': { city: 'string' },
  'desperado.place': { city: 'string' },
  'goods.buy': { train: 'string', good: 'string' },
  'passengers.board': { train: 'string' },
  'station.buy': { train: 'string' },
  'train.buy': { city: 'string', size: 'string' },
  'train.upgrade': { train: 'string' },
  'dynamite.lay': { space: 'string' },
  'gang.hire': { city: 'string' },
  'telegram.play': { card: 'string' },
  'dice.roll': {},
  'train.move': { train: 'string', path: 'strings' },
  'train.wait': { train: 'string' },
  'desperado.move': { desperado: 'string', path: 'strings' },
  'desperado.jump': { desperado: 'string', path: 'strings', to: 'string' },
  'sheriff.place': { sheriff: 'number', space: 'string' },
  'sheriff.skip': {},
  'telegram.use': {},
  'telegram.keep': {},
};

const checkShape = moveShapeChecker({
  game: 'Wild West Express',
  fields: MOVE_FIELDS,
  moveRule: R('rolling-and-moving-trains'),
  seatRule: R('rolling-and-moving-trains'),
});

const no = (reason: string, anchor: string): IllegalMove => ({ reason, rule: R(anchor) });

function ownTrain(ctx: WweContext, seat: number, id: unknown) {
  const t = findTrain(ctx, id);
  if (!t) return no(`There is no train ${JSON.stringify(id)}.`, 'small-and-large-trains');
  if (t.owner !== seat)
    return no(
      message('Train {train} belongs to {owner}.', { train: t.id, owner: ownerName(ctx, t.owner) }),
      'small-and-large-trains',
    );
  return t;
}

/**
 * Why the seat may lay no dynamite at all now (the turn's limit, the supply, its cash), or null;
 * `explainDynamiteSpace` then says where. Split so the legal moves ask once a turn, not per space.
 */
export function explainDynamiteNow(ctx: WweContext, seat: number): IllegalMove | null {
  if (ctx.dynamiteThisTurn >= MAX_DYNAMITE_PER_TURN)
    return no(
      `At most ${MAX_DYNAMITE_PER_TURN} dynamite tokens a turn.`,
      'buying-and-placing-dynamite',
    );
  if (supplyLeft(ctx).dynamite <= 0)
    return no('All 18 dynamite tokens are on the board.', 'components');
  const price = dynamitePrice(ctx);
  const cash = ctx.cash[seat]!;
  if (cash < price)
    return no(`Dynamite costs $${price}; you have $${cash}.`, 'buying-and-placing-dynamite');
  return null;
}

function explainBeforeRoll(ctx: WweContext, seat: number, move: GameMove): IllegalMove | null {
  const cash = ctx.cash[seat]!;
  switch (move.type as WweMoveType) {
    case 'goods.buy': {
      const t = ownTrain(ctx, seat, move.train);
      if ('reason' in t) return t;
      const city = cityAt(t.at);
      if (!city)
        return no('Goods are bought in a town; this train is out on the track.', 'trading-goods');
      if (!GOOD_IDS.includes(move.good as GoodId))
        return no(`Unknown good ${JSON.stringify(move.good)}.`, 'goods-and-passengers');
      const price = CITY_GOODS[city].sells[move.good as GoodId];
      if (price === undefined)
        return no(
          `${nodeOf(city).name} does not sell ${String(move.good)} (red goods only).`,
          'trading-goods',
        );
      if (freeCapacity(t) <= 0)
        return no('The train is full (small 1 token, large 2).', 'small-and-large-trains');
      if (cash < price) return no(`It costs $${price}; you have $${cash}.`, 'trading-goods');
      return null;
    }
    case 'passengers.board': {
      const t = ownTrain(ctx, seat, move.train);
      if ('reason' in t) return t;
      if (!cityAt(t.at)) return no('Passengers board in towns only.', 'carrying-passengers');
      if (freeCapacity(t) <= 0)
        return no('The train is full (small 1 token, large 2).', 'small-and-large-trains');
      return null;
    }
    case 'station.buy': {
      const t = ownTrain(ctx, seat, move.train);
      if ('reason' in t) return t;
      const city = cityAt(t.at);
      if (!city)
        return no('A station is bought where the train stands in a town.', 'buying-stations');
      const owner = stationOwner(ctx, city);
      if (owner >= 0)
        return no(
          message('The station in {city} belongs to {owner}.', {
            city: nodeOf(city).name!,
            owner: ownerName(ctx, owner),
          }),
          'buying-stations',
        );
      if (supplyLeft(ctx).flags <= 0) return no('No station flags are left.', 'components');
      if (cash < stationPrice(ctx, seat))
        return no(
          `A station costs $${stationPrice(ctx, seat)}; you have $${cash}.`,
          'buying-stations',
        );
      return null;
    }
    case 'train.buy': {
      if (!isCityId(move.city) || stationOwner(ctx, move.city) !== seat)
        return no('A new train is put on one of your own stations.', 'buying-trains');
      if (move.size !== 'small' && move.size !== 'large')
        return no('size must be "small" or "large".', 'train-prices');
      if (trainsOf(ctx, seat).length >= MAX_TRAINS)
        return no(`A company owns at most ${MAX_TRAINS} trains.`, 'buying-trains');
      const supply = supplyLeft(ctx);
      if ((move.size === 'small' ? supply.smallTrains : supply.largeTrains) <= 0)
        return no(`No ${move.size} trains are left in the box.`, 'components');
      const price = move.size === 'small' ? PRICE.smallTrain : PRICE.largeTrain;
      if (cash < price)
        return no(`A ${move.size} train costs $${price}; you have $${cash}.`, 'train-prices');
      return null;
    }
    case 'train.upgrade': {
      const t = ownTrain(ctx, seat, move.train);
      if ('reason' in t) return t;
      if (t.size === 'large') return no('The train is large already.', 'upgrading-trains');
      const city = cityAt(t.at);
      if (!city || stationOwner(ctx, city) !== seat)
        return no('A train is upgraded only at one of your own stations.', 'upgrading-trains');
      if (supplyLeft(ctx).largeTrains <= 0)
        return no('No large trains are left in the box.', 'components');
      if (cash < upgradePrice(ctx, seat))
        return no(
          `An upgrade costs $${upgradePrice(ctx, seat)}; you have $${cash}.`,
          'train-prices',
        );
      return null;
    }
    case 'dynamite.lay': {
      // legalMoves lists the spaces these two accept: a new condition belongs in one of them.
      const now = explainDynamiteNow(ctx, seat);
      if (now) return now;
      const why = explainDynamiteSpace(ctx, move.space);
      return why ? no(`Not there: ${why}.`, 'buying-and-placing-dynamite') : null;
    }
    case 'gang.hire': {
      if (!ctx.options.extraGangs)
        return no('Extra gangs are a variant that is not in play.', 'variant-extra-desperado-gang');
      if (!isCityId(move.city) || stationOwner(ctx, move.city) !== seat)
        return no('A new gang starts at one of your own stations.', 'variant-extra-desperado-gang');
      if (supplyLeft(ctx).desperados <= 0)
        return no('All 10 desperados are in play.', 'components');
      if (cash < PRICE.gang)
        return no(
          `A gang costs $${PRICE.gang}; you have $${cash}.`,
          'variant-extra-desperado-gang',
        );
      return null;
    }
    case 'telegram.play': {
      const kept = ctx.kept[seat]!.find((k) => k.card === move.card);
      if (!kept) return no('You have kept no such telegram.', 'public-and-personal-telegrams');
      const owes = findTrain(ctx, kept.train)?.owes;
      // The train waits until its fee is paid; playing the card pays it when the money is there.
      if (owes && movesItsTrain(kept.card) && cash < owes.amount)
        return no(
          message(
            'Train {train} owes a {amount} coal-and-water fee and waits until it is paid; you have {cash}, so “{title}” cannot move it yet.',
            {
              train: kept.train,
              amount: money(owes.amount),
              cash: money(cash),
              title: cardTitle(kept.card),
            },
          ),
          'coal-and-water-fees',
        );
      return null;
    }
    case 'dice.roll':
      return null;
    default:
      return no(`"${String(move.type)}" is not a move before the roll.`, 'before-rolling-the-dice');
  }
}

function explainMoving(ctx: WweContext, seat: number, move: GameMove): IllegalMove | null {
  const dice = ctx.dice!;
  switch (move.type as WweMoveType) {
    case 'train.move':
    case 'train.wait': {
      const t = ownTrain(ctx, seat, move.train);
      if ('reason' in t) return t;
      if (!ctx.toMove.includes(t.id))
        return no(
          t.waiting || t.owes
            ? 'This train is waiting this turn.'
            : 'This train has moved this turn.',
          'every-train-must-move',
        );
      if (move.type === 'train.wait')
        return cityAt(t.at) && t.cargo.length === 0
          ? null
          : no(
              'Only an empty train in a town may stay put (waiting to load); every other train must move.',
              'every-train-must-move',
            );
      const why = explainTrainPath(t, move.path, movementCount(t.size, dice));
      return why ? no(`Illegal path: ${why}.`, 'full-movement-and-stopping-at-stations') : null;
    }
    case 'desperado.move':
    case 'desperado.jump': {
      const d = findDesperado(ctx, move.desperado);
      if (!d || d.owner !== seat) return no('That is not one of your desperados.', 'desperados');
      if (!ctx.toMove.includes(d.id))
        return no('This desperado has moved this turn.', 'moving-desperados');
      const count = movementCount('desperado', dice);
      const key = JSON.stringify(move.path);
      if (move.type === 'desperado.move')
        return desperadoPaths(ctx, d, count).some((p) => JSON.stringify(p) === key)
          ? null
          : no(
              `A desperado rides exactly ${count} spaces (the highest die) without doubling back, and never onto or past a sheriff.`,
              'sheriffs-block-desperados',
            );
      if (!desperadoJumpPaths(ctx, d, count).some((p) => JSON.stringify(p) === key))
        return no(
          'To hire a new gang the desperado must ride into one of your stations.',
          'relocating-a-desperado',
        );
      const arrived = (move.path as string[])[(move.path as string[]).length - 1];
      if (!isCityId(move.to) || move.to === arrived || !stationsOf(ctx, seat).includes(move.to))
        return no('The new gang starts in another of your stations.', 'relocating-a-desperado');
      return null;
    }
    default:
      return no(
        `"${String(move.type)}" is not a move after the roll.`,
        'rolling-and-moving-trains',
      );
  }
}

export function explainInPhase(ctx: WweContext, phase: Phase, move: GameMove): IllegalMove | null {
  const malformed = checkShape(move, ctx.players.length);
  if (malformed) return malformed;
  if (phase === 'gameOver') return no('The game is over.', 'winning-the-game');
  const seat = seatToAct(ctx, phase);
  const info = PHASES[phase];
  if (!info.accepts.includes(move.type as WweMoveType))
    return {
      reason: `${info.label}: "${String(move.type)}" is not possible now (expected ${info.accepts.join(', ')}).`,
      rule: info.rule,
    };
  if (move.player !== seat)
    return {
      reason: message('It is {whose} turn to act.', {
        whose: possessive(ctx.players[seat!] ?? `seat ${seat}`, 'within'),
      }),
      rule: info.rule,
    };
  switch (phase) {
    case 'draft': {
      if (!isCityId(move.city))
        return no(`Unknown city ${JSON.stringify(move.city)}.`, 'choosing-start-cities');
      const owner = stationOwner(ctx, move.city);
      return owner >= 0
        ? no(
            message('{city} is taken by {owner}.', {
              city: nodeOf(move.city).name!,
              owner: ownerName(ctx, owner),
            }),
            'choosing-start-cities',
          )
        : null;
    }
    case 'placingDesperados':
      return isCityId(move.city) && ctx.startCities[seat!]!.includes(move.city)
        ? null
        : no('The desperado starts in one of your two start cities.', 'placing-desperados');
    case 'beforeRoll':
      return explainBeforeRoll(ctx, seat!, move);
    case 'moving':
      return explainMoving(ctx, seat!, move);
    case 'preRollMove':
    case 'telegramMove': {
      const pending = ctx.pendingMove!;
      if (move.train !== pending.train)
        return no(
          `The telegram moves train ${pending.train} only (the train that drew it).`,
          'public-and-personal-telegrams',
        );
      const why = explainTrainPath(
        findTrain(ctx, pending.train)!,
        move.path,
        pending.spaces,
        pending.direction,
      );
      return why ? no(`Illegal path: ${why}.`, 'public-and-personal-telegrams') : null;
    }
    case 'sheriff':
    case 'preRollSheriff': {
      if (move.type === 'sheriff.skip') return null;
      // legalMoves lists the spaces explainSheriffSpace accepts: a new condition belongs there.
      const why = explainSheriffSpace(ctx, move.sheriff, move.space);
      return why ? no(`Not there: ${why}.`, 'placing-a-sheriff') : null;
    }
    case 'telegram':
      return null;
  }
}

export const cardTitle = (card: string) =>
  Object.hasOwn(TELEGRAM_INDEX, card) ? TELEGRAMS[TELEGRAM_INDEX[card]!]!.title : card;
