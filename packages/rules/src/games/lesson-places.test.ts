/**
 * Every lesson step of every game: the places its words name agree with the move its second
 * hint shows, so a learner told "toward Harrisburg" is never shown a move toward Binghamton.
 * A step whose words name no place while its moves are on the map does so on purpose, and is
 * listed below by what its goal asks (derived from the goal and checked).
 */
import { describe, expect, it } from 'vitest';
import { movePlaces, placeNames, placesNamedIn } from '../core/lessons/places.js';
import { LessonRunner } from '../core/lessons/runner.js';
import type { GameMove } from '../core/record.js';
import { gameIds } from '../engines.js';
import { loadLessonPath } from './lessons.js';

/** A place touches another when they are the same, or one is a track space between the two. */
const touches = (a: string, b: string) => a === b || a.split(/[~:]/).includes(b);

/**
 * Steps (`lesson/step`) whose words name no place, by what their goal asks. `find`: the goal
 * is met at some places and missed at others: finding the place is the task, so the words
 * lead there without naming it. `any`: every place the learner can play at meets the goal, so
 * naming one would be a choice the step does not ask for.
 */
const NAMES_NO_PLACE: Record<string, { find: string[]; any: string[] }> = {
  'chicago-express': {
    find: ['building/reach-income', 'developing/develop-for-you'],
    any: ['the-end/last-income'],
  },
  'american-rails': {
    find: [
      'opening-auction/starting-city',
      'expanding/into-the-city',
      'developing/develop-your-city',
      'auction-a-share/new-company-city',
    ],
    any: [],
  },
  'last-spike': {
    find: [
      'first-tile/claim-a-grant',
      'detached-tiles/cheapest-detached',
      'raising-cash/sell-one-card',
    ],
    any: [
      'first-tile/draw-a-tile',
      'buying-land/draw',
      'raising-cash/lay-a-dear-tile',
      'bankruptcy/draw',
    ],
  },
  'wild-west-express': {
    find: [
      'start-cities/first-town',
      'desperados-and-duels/ambush',
      'desperados-and-duels/dynamite',
      'telegrams/telegram-space',
      'telegrams/sheriff',
    ],
    any: [
      'start-cities/desperado',
      'dice-and-delivery/move-desperado-0-1',
      'desperados-and-duels/move-train-0-2',
      'telegrams/move-desperado-0-1',
    ],
  },
};

/**
 * The places the goal is met at (its first 200 moves, which keeps the test quick) and
 * those only a missing move is at: spaces and the places the moves' descriptions name.
 */
function goalPlaces(runner: LessonRunner) {
  const view = runner.session.view(runner.seat);
  const names = placeNames(view);
  const placesOf = (move: GameMove) => [
    ...movePlaces(move),
    ...placesNamedIn(
      runner.game.describeMove(move, runner.session.state, runner.seat) || '',
      view,
      names,
    ),
  ];
  const met = new Set(runner.goalMoves(200).flatMap(placesOf));
  const missedOnly = new Set(
    runner
      .missMoves()
      .flatMap(placesOf)
      .filter((p) => !met.has(p)),
  );
  const metNames = names.filter(([, id]) => met.has(id)).map(([name]) => name);
  return { met, missedOnly, metNames };
}

describe('lesson steps: text and hint agree', () => {
  for (const id of gameIds())
    it(`${id}: each step's hint move is at, next to or on the way from a place its text names`, async () => {
      const path = await loadLessonPath(id);
      const disagreements: string[] = [];
      const unnamed: { find: string[]; any: string[] } = { find: [], any: [] };
      for (const lesson of path.lessons) {
        const runner = LessonRunner.start(path, lesson.id);
        while (!runner.complete) {
          const step = runner.step!;
          const key = `${lesson.id}/${step.id}`;
          const focus = runner.focus();
          const shown = [...focus.move, ...focus.near];
          if (
            focus.named.length > 0 &&
            shown.length > 0 &&
            !shown.some((place) => focus.named.some((named) => touches(place, named)))
          )
            disagreements.push(
              `${key}: names ${focus.named.join(', ')}; hint shows ${shown.join(', ')}`,
            );
          if (focus.named.length === 0 && shown.length > 0) {
            const { met, missedOnly, metNames } = goalPlaces(runner);
            unnamed[missedOnly.size > 0 ? 'find' : 'any'].push(key);
            // Stricter than the word matcher: no goal place's name anywhere in the words.
            const words = `${step.task}\n${runner.hint(1)!.text}`.toLowerCase();
            const said = metNames.filter((name) => words.includes(name.toLowerCase()));
            if (said.length > 0) disagreements.push(`${key}: words hold ${said.join(', ')}`);
            if (!shown.some((place) => met.has(place)))
              disagreements.push(
                `${key}: hint shows ${shown.join(', ')}, not where the goal is met`,
              );
          }
          runner.try(runner.hint(2)!.move!);
        }
      }
      expect(disagreements).toEqual([]);
      expect(unnamed).toEqual(NAMES_NO_PLACE[id]);
    });
});
