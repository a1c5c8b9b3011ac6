import type { DrillVerdict } from '@railyard/rules/drills';

/** The learner answered a drill question (right or wrong). */
export class RyDrillAnswerEvent extends CustomEvent<{
  game: string;
  kind: string;
  /** The seed of the question answered. */
  seed: string;
  answer: number | readonly string[];
  verdict: DrillVerdict;
}> {
  constructor(detail: RyDrillAnswerEvent['detail']) {
    super('ry-drill-answer', { bubbles: true, composed: true, detail });
  }
}
