/**
 * Every lesson step of every game: the places its words name agree with the move its second
 * hint shows, so a learner told "toward Harrisburg" is never shown a move toward Binghamton.
 */
import { describe, expect, it } from 'vitest';
import { LessonRunner } from '../core/lessons/runner.js';
import { gameIds } from '../engines.js';
import { loadLessonPath } from './lessons.js';

/** A place touches another when they are the same, or one is a track space between the two. */
const touches = (a: string, b: string) => a === b || a.split(/[~:]/).includes(b);

describe('lesson steps: text and hint agree', () => {
  for (const id of gameIds())
    it(`${id}: each step's hint move is at, next to or on the way from a place its text names`, async () => {
      const path = await loadLessonPath(id);
      const disagreements: string[] = [];
      for (const lesson of path.lessons) {
        const runner = LessonRunner.start(path, lesson.id);
        while (!runner.complete) {
          const step = runner.step!;
          const focus = runner.focus();
          const shown = [...focus.move, ...focus.near];
          if (
            focus.named.length > 0 &&
            shown.length > 0 &&
            !shown.some((place) => focus.named.some((named) => touches(place, named)))
          )
            disagreements.push(
              `${lesson.id}/${step.id}: names ${focus.named.join(', ')}; hint shows ${shown.join(', ')}`,
            );
          runner.try(runner.hint(2)!.move!);
        }
      }
      expect(disagreements).toEqual([]);
    });
});
