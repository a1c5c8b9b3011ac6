/**
 * What Wild West Express lessons share: the players (the learner is "You", so the engine's texts
 * read "You roll"), the step type bound to the game's state and moves, the usual opening, and
 * goal helpers built on the game's own rules functions (`rules.ts`), never on a scripted answer.
 */
import type { LessonStep } from '../../../core/lessons/types.js';
import type { JsonValue } from '../../../core/record.js';
import { NODES, NODE_INDEX } from '../data/board.js';
import { wildWestExpress } from '../index.js';
import { cityAt, findTrain, points, salePrice, trainPaths } from '../rules.js';
import { phaseOf, type WildWestExpressState } from '../state.js';
import { Scenario } from '../testing/scenario.js';
import { CITY_IDS } from '../data/network.js';
import type { WweContext, WweMove } from '../types.js';
import type { WweView } from '../view.js';

export const LEARNERS = ['You', 'Bo'] as const;

export type WweLessonStep = LessonStep<WildWestExpressState, WweMove>;
type Goal = WweLessonStep['goal'];

/** A step typed against Wild West Express's state and moves. */
export const lessonStep = (step: WweLessonStep): WweLessonStep => step;

export const ctxOf = (state: WildWestExpressState): WweContext => state.context;

/**
 * The usual opening: you take Denver and Kansas City, Bo Cheyenne and Omaha; each desperado waits
 * in its owner's first town. `seed` fixes every roll and draw after it; the lessons' seeds were
 * chosen so that you win the roll for the first pick and the dice make the lesson work.
 */
export function opening(seed: string, options: Record<string, JsonValue> = {}) {
  const s = new Scenario(LEARNERS, options, seed).setup([
    'denver',
    'cheyenne',
    'omaha',
    'kansas-city',
  ]);
  if (s.ctx.firstPlayer !== 0) throw new Error(`Seed ${seed}: Bo picks first`);
  return s;
}

/** Money earned by `seat` between two positions. */
export const cashGain = (before: WweContext, after: WweContext, seat: number) =>
  after.cash[seat]! - before.cash[seat]!;

/** A train move that ended in a town buying a good the train carried before the move. */
export const deliversGoods: Goal = ({ move, before }) => {
  if (move.type !== 'train.move') return false;
  const train = findTrain(before.context, move.train);
  const town = cityAt(move.path[move.path.length - 1]!);
  return (
    !!train &&
    !!town &&
    train.cargo.some((c) => c.type === 'goods' && salePrice(town, c.good) !== null)
  );
};

/** A move that raised the learner's success points. */
export const raisesPoints: Goal = ({ before, after, seat }) =>
  points(after.context, seat) > points(before.context, seat);

/** The board feature (telegram or sheriff star) of a node, null for none. */
export const featureOf = (node: string) => NODES[NODE_INDEX[node]!]?.feature ?? null;

/** The last space of a move's path. */
export const endOf = (move: WweMove): string | null =>
  'path' in move ? move.path[move.path.length - 1]! : null;

/** Owner of the town at the end of a path: -1 the bank, null when it is not a town. */
export function townOwnerAt(ctx: WweContext, node: string): number | null {
  const town = cityAt(node);
  return town ? ctx.stations[CITY_IDS_INDEX(town)]! : null;
}
const CITY_IDS_INDEX = (town: string) => CITY_IDS.indexOf(town as (typeof CITY_IDS)[number]);

/**
 * Plays the other seats in a starting position (the first legal move, never waiting, skipping
 * sheriffs and keeping telegrams) until `seat` is to roll again: the record holds real moves.
 */
export function playOthersUntil(s: Scenario, seat: number): Scenario {
  while (!(phaseOf(s.state) === 'beforeRoll' && s.actor === seat)) {
    const moves = wildWestExpress.legalMoves(s.state);
    const pick =
      phaseOf(s.state) === 'beforeRoll'
        ? moves.find((m) => m.type === 'dice.roll')!
        : (moves.find((m) => m.type === 'sheriff.skip' || m.type === 'telegram.keep') ??
          moves.find((m) => m.type !== 'train.wait') ??
          moves[0]!);
    s.apply(pick);
  }
  return s;
}

/** The learner's first turn of most lessons: roll, and the alcohol from Denver to Leadville. */
export function deliveredToLeadville(seed: string, options: Record<string, JsonValue> = {}) {
  const s = opening(seed, options);
  s.act({ type: 'dice.roll' });
  s.act({
    type: 'train.move',
    train: DENVER_TRAIN,
    path: ['denver~leadville:1', 'denver~leadville:2', 'leadville'],
  });
  return s;
}

export const DENVER_TRAIN = 'train-0-1';
export const KANSAS_CITY_TRAIN = 'train-0-2';
export const YOUR_DESPERADO = 'desperado-0-1';

/**
 * A step for a piece that must still move this turn (every train and the desperado move the
 * full count): any move of it will do.
 */
export function moveOn(
  id: string,
  task: string,
  rules: readonly string[],
  met?: string,
): WweLessonStep {
  return lessonStep({
    id: `move-${id}`,
    task,
    rules: [...rules],
    goal: ({ move }) =>
      ((move.type === 'train.move' || move.type === 'train.wait') && move.train === id) ||
      ((move.type === 'desperado.move' || move.type === 'desperado.jump') && move.desperado === id),
    miss: 'Move the piece this step names; the others get their turn in the next steps.',
    look: lookAtPiece(id),
    hint: 'Every piece moves once a turn. The board highlights where this one can go.',
    ...(met ? { met } : {}),
  });
}

/** Track spaces (not towns) that a train of another seat may pass or land on with any roll. */
export function spacesAheadOfOthers(
  ctx: WweContext,
  seat: number,
  loadedOnly: boolean,
): Set<string> {
  const out = new Set<string>();
  for (const t of ctx.trains) {
    if (t.owner === seat || (loadedOnly && t.cargo.length === 0)) continue;
    for (let count = 2; count <= 12; count++)
      for (const path of trainPaths(t, count))
        for (const node of path) if (!cityAt(node)) out.add(node);
  }
  return out;
}

type Look = NonNullable<WweLessonStep['look']>;
type LookContext = Parameters<Look>[0];

/** The learner's view where a step waits: looks are worked out from what the learner sees. */
const seen = ({ state, seat }: LookContext): WweView =>
  wildWestExpress.view(state, seat) as WweView;

/** First hint of a roll: the dice. */
export const lookAtDice: Look = () => ({ part: '/dice' });

/**
 * First hint of a step about trains: where the trains of `owner` stand (with `loaded`, only
 * those carrying goods); with `panel`, the first of them in the trains table too.
 */
export const lookAtTrains =
  (owner: 'learner' | 'other', options: { loaded?: boolean; panel?: boolean } = {}): Look =>
  (context) => {
    const view = seen(context);
    const mine = (seat: number) =>
      owner === 'learner' ? seat === context.seat : seat !== context.seat;
    const trains = view.trains
      .map((train, index) => ({ train, index }))
      .filter(({ train }) => mine(train.owner))
      .filter(({ train }) => !options.loaded || train.cargo.some((c) => c.type === 'goods'));
    return {
      places: [...new Set(trains.map(({ train }) => train.at).filter((at): at is string => !!at))],
      ...(options.panel && trains[0] ? { part: `/trains/${trains[0].index}` } : {}),
    };
  };

/** First hint of a step about a desperado of the other seat: where it stands. */
export const lookAtOtherDesperado: Look = (context) => ({
  places: seen(context)
    .desperados.filter((d) => d.owner !== context.seat && d.at)
    .map((d) => d.at!),
});

/** First hint of a step about the telegram spaces: every one of them on the map. */
export const lookAtTelegramSpaces: Look = (context) => ({
  places: seen(context)
    .nodes.filter((node) => node.feature === 'telegram')
    .map((node) => node.id),
});

/** First hint of a step about the learner's stations and start towns. */
export const lookAtOwnTowns: Look = (context) => {
  const player = seen(context).players[context.seat];
  return { places: [...new Set([...(player?.startCities ?? []), ...(player?.stations ?? [])])] };
};

/** First hint of a step about the learner's kept telegrams. */
export const lookAtKeptTelegrams: Look = (context) => ({
  part: `/players/${context.seat}/kept`,
});

/** First hint of a step about the telegram just drawn. */
export const lookAtDrawnTelegram: Look = () => ({ part: '/pending/telegram' });

/** First hint of a step about the learner's money and points: their row in the players' list. */
export const lookAtOwnScore: Look = (context) => ({
  part: `/players/${context.seat}/points`,
});

/** First hint of a start-town pick: the towns nobody has taken yet. */
export const lookAtFreeTowns: Look = (context) => {
  const view = seen(context);
  const taken = new Set(view.players.flatMap((p) => p.startCities));
  return {
    places: view.nodes
      .filter((n) => n.kind === 'city' && !taken.has(n.id as never))
      .map((n) => n.id),
  };
};

/** First hint of a step that moves one piece: where it stands (a train also in its table). */
export const lookAtPiece =
  (id: string): Look =>
  (context) => {
    const view = seen(context);
    const train = view.trains.findIndex((t) => t.id === id);
    const at = view.trains[train]?.at ?? view.desperados.find((d) => d.id === id)?.at;
    return { ...(at ? { places: [at] } : {}), ...(train >= 0 ? { part: `/trains/${train}` } : {}) };
  };
