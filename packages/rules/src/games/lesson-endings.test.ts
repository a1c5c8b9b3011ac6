/**
 * Issue 24's walkthrough: Last Spike lesson 2 ended on a bare "Lesson complete!". Every lesson's
 * last step says what its move did (a `met` text), in every game.
 */
import { describe, expect, it } from 'vitest';
import { lessonLoaders } from './lessons.js';

describe('the end of every lesson', () => {
  for (const [game, load] of Object.entries(lessonLoaders))
    it(`${game}: every lesson's last step has a met text (the sentence shown on completion)`, async () => {
      const path = await load();
      const silent = path.lessons
        .filter((lesson) => {
          const met = lesson.steps.at(-1)?.met;
          return typeof met === 'string' ? met.trim() === '' : met === undefined;
        })
        .map((lesson) => lesson.id);
      expect(silent, `${game} lessons ending without a met text`).toEqual([]);
    });
});
