/**
 * Lesson 1: the first decision. The learner drafts two start towns (stations of their own, each
 * with a small train loaded free with the town's cheapest good) and places the desperado.
 */
import { defineLesson } from '../../../core/lessons/types.js';
import { CITY_GOODS, GOOD_NAMES } from '../data/goods.js';
import type { CityId } from '../data/network.js';
import { cheapestGood, cityAt, salePrice, within } from '../rules.js';
import { Scenario } from '../testing/scenario.js';
import {
  LEARNERS,
  lessonStep,
  lookAtFreeTowns,
  lookAtOwnTowns,
  type WweLessonStep,
} from './helpers.js';

/** Spaces within which the free starting good should find a buyer. */
const NEAR = 5;

/** Towns within `NEAR` spaces of `city` that buy its cheapest good. */
export function nearBuyers(city: CityId): CityId[] {
  const good = cheapestGood(city);
  return [...within(city, NEAR)]
    .map(cityAt)
    .filter((town): town is CityId => !!town && town !== city && salePrice(town, good) !== null);
}

const goal: WweLessonStep['goal'] = ({ move }) =>
  move.type === 'city.choose' && nearBuyers(move.city as CityId).length > 0;

const miss: WweLessonStep['miss'] = ({ move }) => {
  if (move.type !== 'city.choose') return 'Choose a start town.';
  const good = cheapestGood(move.city as CityId);
  return `The train starting there carries ${GOOD_NAMES[good]}, and no town within ${NEAR} spaces buys it: your first trip would be long and earn nothing for turns. Look for a town with a buyer close by.`;
};

const rules = [
  'wild-west-express:choosing-start-cities',
  'wild-west-express:starting-trains-and-capital',
  'wild-west-express:trading-goods',
];

export const citiesStart = (seed: string) => new Scenario(LEARNERS, {}, seed).record();

/** Found by a search: you win the first pick and the rolls and draws make every step work. */
const SEED = 'start-cities-2';

export const startCities = defineLesson({
  id: 'start-cities',
  game: 'wild-west-express',
  title: 'Start towns and the desperado',
  summary:
    'Draft two start towns: each becomes your station and gets a small train loaded with its cheapest good. Pick towns whose goods sell nearby, then place your desperado.',
  version: 1,
  // The seed has you win the roll for the first pick: you pick first, Bo twice, you last.
  start: citiesStart(SEED),
  seat: 0,
  replies: { bot: 'easy' },
  steps: [
    lessonStep({
      id: 'first-town',
      task: 'You rolled highest, so you choose first. Pick a start town whose free good (its cheapest one for sale) is bought by a town at most {near} spaces away.',
      values: () => ({ near: NEAR }),
      rules: [...rules, 'wild-west-express:starting-the-game'],
      goal,
      miss,
      look: lookAtFreeTowns,
      hint: 'Open “Towns: what each sells and buys” under the map: a town’s first good for sale is the cheapest, the one your train gets free. Find a town a few spaces away that buys it.',
      met: 'That town is your station now. Bo picks two towns next: the draft snakes back to you.',
    }),
    lessonStep({
      id: 'second-town',
      task: 'Your second pick, with the same aim: a town whose cheapest good sells within {near} spaces.',
      values: () => ({ near: NEAR }),
      rules,
      goal,
      miss,
      look: lookAtFreeTowns,
      hint: 'Towns already taken are out. The Mountain towns near Denver have many buyers close by.',
      met: 'Every player now owns two stations and two small trains, and starts with $450.',
    }),
    lessonStep({
      id: 'desperado',
      task: 'Place your desperado in one of your start towns. It will roam the tracks and rob other players’ trains.',
      rules: ['wild-west-express:placing-desperados', 'wild-west-express:desperados'],
      goal: ({ move }) => move.type === 'desperado.place',
      miss: 'Place your desperado.',
      look: lookAtOwnTowns,
      hint: 'The desperado starts in one of your own towns.',
      met: 'Ready. Two trains and two stations are 4 success points each; the first to 11 wins.',
    }),
  ],
});

/** Towns offered to the learner that meet the goal (for tests). */
export const townsWithNearBuyers = (Object.keys(CITY_GOODS) as CityId[]).filter(
  (c) => nearBuyers(c).length > 0,
);
