/**
 * Where each game's lesson path lives: loaded on demand (its own chunk), so the engine bundles
 * browsers load for a game never carry lessons. A game with an engine has an entry here and a
 * `games/<id>/lessons/index.ts` exporting `lessonPath` (lessons.test.ts checks both ways).
 *
 * Browser bundles (`<ry-lesson>`, `<ry-drill>`) load through this map, which names only each
 * game's lessons: deriving it from the game list (whose lines also name engines, invariants, fixtures
 * and bots) made `railyard-learn.js` 9 KB larger up front. game-list.test.ts checks that it
 * matches the list's `lessons` parts.
 */
import type { LessonPath } from '../core/lessons/types.js';

export const lessonLoaders: Readonly<Record<string, () => Promise<LessonPath>>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, () => Promise<LessonPath>>, {
    'chicago-express': async () => (await import('./chicago-express/lessons/index.js')).lessonPath,
    'american-rails': async () => (await import('./american-rails/lessons/index.js')).lessonPath,
    'last-spike': async () => (await import('./last-spike/lessons/index.js')).lessonPath,
    'wild-west-express': async () =>
      (await import('./wild-west-express/lessons/index.js')).lessonPath,
  }),
);

/** A game's lesson path; throws a RangeError naming the games with lessons otherwise. */
export async function loadLessonPath(id: string): Promise<LessonPath> {
  const load = lessonLoaders[id];
  if (!load)
    throw new RangeError(
      `No lessons for "${id}" (games with lessons: ${Object.keys(lessonLoaders).join(', ')})`,
    );
  return load();
}
