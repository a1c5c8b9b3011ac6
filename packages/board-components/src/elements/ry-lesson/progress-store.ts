/**
 * Lesson progress in the browser: one localStorage entry per game (`railyard:lessons:<game>`)
 * holding each lesson's progress with its version. Storage is optional: where it is missing or
 * refuses (private mode, quota), lessons still play, they just do not resume.
 */
import {
  emptyPathProgress,
  readPathProgress,
  withLessonProgress,
  type LessonPath,
  type LessonProgress,
  type PathProgress,
} from '@railyard/rules';

export const progressKey = (game: string) => `railyard:lessons:${game}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The saved progress of a game's path (empty when there is none or it cannot be read). */
export function loadPathProgress(path: LessonPath): PathProgress {
  const text = storage()?.getItem(progressKey(path.game.id));
  if (!text) return emptyPathProgress(path.game.id);
  try {
    return readPathProgress(path, JSON.parse(text));
  } catch {
    return emptyPathProgress(path.game.id);
  }
}

/** Saves one lesson's progress into its game's entry. */
export function saveLessonProgress(path: LessonPath, lesson: LessonProgress): void {
  const next = withLessonProgress(loadPathProgress(path), lesson);
  try {
    storage()?.setItem(progressKey(path.game.id), JSON.stringify(next));
  } catch {
    // Storage full or refused: the lesson goes on without saving.
  }
}
