/**
 * Lesson progress as plain JSON, with each lesson's version: the browser keeps it per game, a
 * runner resumes a lesson from it, and progress of an older version restarts that lesson (never
 * breaks it). Reading never throws: unreadable entries are dropped.
 */
import type { GameMove } from '../record.js';
import type { Lesson, LessonPath } from './types.js';

/** One lesson's progress. `moves` are the learner's goal-meeting moves, one a step met. */
export interface LessonProgress {
  readonly game: string;
  readonly lesson: string;
  readonly version: number;
  /** Steps met. */
  readonly step: number;
  readonly complete: boolean;
  readonly moves: readonly GameMove[];
}

/** A game's progress: one entry per lesson started. */
export interface PathProgress {
  readonly format: 'railyard-lesson-progress';
  readonly game: string;
  readonly lessons: Readonly<Record<string, LessonProgress>>;
}

export type LessonStatus = 'new' | 'started' | 'complete' | 'restart';

export function startProgress(lesson: Lesson): LessonProgress {
  return {
    game: lesson.game,
    lesson: lesson.id,
    version: lesson.version,
    step: 0,
    complete: false,
    moves: [],
  };
}

export function emptyPathProgress(game: string): PathProgress {
  return { format: 'railyard-lesson-progress', game, lessons: {} };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readLesson(value: unknown, game: string, id: string): LessonProgress | null {
  if (!isRecord(value)) return null;
  const { version, step, complete, moves } = value;
  if (value.game !== game || value.lesson !== id) return null;
  if (typeof version !== 'number' || typeof step !== 'number' || typeof complete !== 'boolean')
    return null;
  if (!Array.isArray(moves) || !moves.every((m) => isRecord(m) && typeof m.type === 'string'))
    return null;
  return { game, lesson: id, version, step, complete, moves: moves as GameMove[] };
}

/**
 * Reads saved progress of a game (any JSON value, e.g. from localStorage): entries of lessons the
 * path no longer has and unreadable entries are dropped; entries of an older version are kept
 * (their status is `restart`) so the list can say that the lesson changed.
 */
export function readPathProgress(path: LessonPath, saved: unknown): PathProgress {
  const empty = emptyPathProgress(path.game.id);
  if (!isRecord(saved) || saved.format !== empty.format || saved.game !== empty.game) return empty;
  const lessons: Record<string, LessonProgress> = {};
  const entries = isRecord(saved.lessons) ? saved.lessons : {};
  for (const lesson of path.lessons) {
    const entry = readLesson(
      Object.hasOwn(entries, lesson.id) ? entries[lesson.id] : null,
      empty.game,
      lesson.id,
    );
    if (entry) lessons[lesson.id] = entry;
  }
  return { ...empty, lessons };
}

/** The path's progress with one lesson's entry replaced. */
export function withLessonProgress(progress: PathProgress, lesson: LessonProgress): PathProgress {
  return { ...progress, lessons: { ...progress.lessons, [lesson.lesson]: lesson } };
}

/** Each lesson of the path with its status, in teaching order. */
export function lessonStatuses(
  path: LessonPath,
  progress: PathProgress,
): { id: string; title: string; status: LessonStatus; step: number; steps: number }[] {
  return path.lessons.map((lesson) => {
    const entry = progress.lessons[lesson.id];
    const status: LessonStatus = !entry
      ? 'new'
      : entry.version !== lesson.version
        ? 'restart'
        : entry.complete
          ? 'complete'
          : entry.step > 0
            ? 'started'
            : 'new';
    return {
      id: lesson.id,
      title: lesson.title,
      status,
      step: status === 'started' || status === 'complete' ? entry!.step : 0,
      steps: lesson.steps.length,
    };
  });
}
