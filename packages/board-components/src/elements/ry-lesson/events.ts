import type { LessonProgress } from '@railyard/rules';

const init = { bubbles: true, composed: true } as const;

/** The learner met a step's goal (also the last: then `ry-lesson-complete` follows). */
export class RyLessonStepEvent extends CustomEvent<{
  game: string;
  lesson: string;
  /** Index of the step just met. */
  step: number;
  /** How many steps the lesson has. */
  total: number;
  progress: LessonProgress;
}> {
  constructor(detail: RyLessonStepEvent['detail']) {
    super('ry-lesson-step', { ...init, detail });
  }
}

/** The learner met the last step's goal. */
export class RyLessonCompleteEvent extends CustomEvent<{
  game: string;
  lesson: string;
  progress: LessonProgress;
}> {
  constructor(detail: RyLessonCompleteEvent['detail']) {
    super('ry-lesson-complete', { ...init, detail });
  }
}
