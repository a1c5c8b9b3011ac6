/**
 * The lesson validator CI runs (`railyard lessons`, lessons.test.ts): each lesson opens, every
 * step's goal can be met from the position the step waits in, a legal move can miss it somewhere
 * (so the lesson can say why), scripted replies stay legal whichever goal-meeting move the learner
 * picks, and the lesson plays to its end with one goal-meeting move a step.
 */
import type { AnyGameDefinition } from '../game-definition.js';
import type { GameMove } from '../record.js';
import { placeIds, pointsInto } from './places.js';
import { LessonRunner } from './runner.js';
import type { Lesson, LessonPath } from './types.js';

export interface LessonCheck {
  readonly lesson: string;
  readonly title: string;
  readonly steps: number;
  /** Moves played from the start to the end: the learner's and the replies. */
  readonly moves: number;
  /** Steps where some legal move misses the goal. */
  readonly stepsWithMisses: number;
  /** Each step reached, with its task as the learner reads it there. */
  readonly texts: readonly {
    readonly id: string;
    readonly task: string;
    readonly rules: readonly string[];
  }[];
  /** Empty when the lesson is sound. */
  readonly problems: readonly string[];
}

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Other goal-meeting moves tried per step (spread over the list), besides the first. */
const ALTERNATIVES = 3;

function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from(
    { length: count },
    (_, k) => items[Math.round((k * (items.length - 1)) / (count - 1 || 1))]!,
  );
}

/** Problems of a lesson's data alone (ids, rules, texts), before it is played. */
function checkData(game: AnyGameDefinition, lesson: Lesson): string[] {
  const problems: string[] = [];
  const rules = new Set(game.ruleSections.map((s) => s.id));
  if (!KEBAB.test(lesson.id)) problems.push(`id "${lesson.id}" is not kebab-case`);
  if (lesson.game !== game.id) problems.push(`game is "${lesson.game}", not "${game.id}"`);
  if (!Number.isInteger(lesson.version) || lesson.version < 1)
    problems.push(`version must be a whole number from 1, got ${JSON.stringify(lesson.version)}`);
  if (!lesson.title.trim() || !lesson.summary.trim())
    problems.push('title and summary are required');
  if (lesson.start.game !== game.id)
    problems.push(`the starting record is a game of "${lesson.start.game}"`);
  if (
    !Number.isInteger(lesson.seat) ||
    lesson.seat < 0 ||
    lesson.seat >= lesson.start.players.length
  )
    problems.push(`seat ${lesson.seat} is not a seat of the starting record`);
  if (lesson.steps.length === 0) problems.push('a lesson needs at least one step');
  const ids = new Set<string>();
  lesson.steps.forEach((step, index) => {
    const where = `step ${index + 1} (${step.id})`;
    if (!KEBAB.test(step.id)) problems.push(`${where}: id is not kebab-case`);
    if (ids.has(step.id)) problems.push(`${where}: id is used twice`);
    ids.add(step.id);
    if (step.rules.length === 0) problems.push(`${where}: names no rule it teaches`);
    for (const rule of step.rules)
      if (!rules.has(rule))
        problems.push(`${where}: "${rule}" is not a rule section of ${game.title}`);
    if (!step.task.trim() || !step.hint.trim())
      problems.push(`${where}: task and hint are required`);
  });
  return problems;
}

/** What is wrong with what a step's first hint marks (`look`) at the position where it waits. */
function lookProblems(runner: LessonRunner, where: string): string[] {
  const { places = [], part } = runner.lookAt();
  const view = runner.session.view(runner.seat);
  const drawn = placeIds(view);
  const problems = places
    .filter((place) => !drawn.has(place))
    .map((place) => `${where}: the first hint marks "${place}", which is not a place on the map`);
  if (part !== undefined && !pointsInto(view, part))
    problems.push(
      `${where}: the first hint points to "${part}", which is not in the learner's view`,
    );
  if (places.length === 0 && !part) problems.push(`${where}: the first hint's look marks nothing`);
  return problems;
}

/** Opens a runner at a lesson's start and replays learner moves (a fresh runner each time). */
function runnerAfter(path: LessonPath, lesson: Lesson, moves: readonly GameMove[]): LessonRunner {
  return LessonRunner.start(path, lesson.id, {
    progress: { game: lesson.game, lesson: lesson.id, version: lesson.version, moves },
  });
}

/** Plays one lesson headlessly and lists what is wrong with it. */
export function checkLesson(path: LessonPath, lesson: Lesson): LessonCheck {
  const problems = checkData(path.game, lesson);
  let moves = 0;
  let stepsWithMisses = 0;
  const texts: { id: string; task: string; rules: readonly string[] }[] = [];
  const done = (): LessonCheck => ({
    lesson: lesson.id,
    title: lesson.title,
    steps: lesson.steps.length,
    moves,
    stepsWithMisses,
    texts,
    problems,
  });
  if (problems.length) return done();
  let runner: LessonRunner;
  try {
    runner = LessonRunner.start(path, lesson.id);
  } catch (error) {
    problems.push((error as Error).message);
    return done();
  }
  const played: GameMove[] = [];
  try {
    while (!runner.complete) {
      const index = runner.stepNumber;
      const step = lesson.steps[index]!;
      const where = `step ${index + 1} (${step.id})`;
      texts.push({ id: step.id, task: runner.step!.task, rules: step.rules });
      if (!runner.session.activeSeats().includes(lesson.seat)) {
        problems.push(
          runner.session.finished
            ? `${where}: the game is over before this step`
            : `${where}: the learner (seat ${lesson.seat}) is not to act; seats to act: ${runner.session.activeSeats().join(', ')}`,
        );
        break;
      }
      const goals = runner.goalMoves();
      if (goals.length === 0) {
        problems.push(`${where}: no legal move meets the goal (it cannot be reached)`);
        break;
      }
      const [miss] = runner.missMoves(1);
      if (miss) {
        stepsWithMisses++;
        const result = runnerAfter(path, lesson, played).try(miss);
        if (result.kind !== 'missed' || !result.explanation.trim())
          problems.push(`${where}: the miss ${JSON.stringify(miss)} got no explanation`);
      }
      if (!runner.hint(1)?.text.trim()) problems.push(`${where}: the first hint is empty`);
      if (step.look) problems.push(...lookProblems(runner, where));
      // Whichever goal-meeting move is chosen, the replies must stay legal and hand the turn back.
      for (const other of spread(goals.slice(1), ALTERNATIVES)) {
        const alternative = runnerAfter(path, lesson, played);
        const result = alternative.try(other);
        if (result.kind !== 'met' && result.kind !== 'complete')
          problems.push(
            `${where}: the goal-meeting move ${JSON.stringify(other)} is ${result.kind}`,
          );
        for (const problem of alternative.replyProblems)
          problems.push(`${problem} (after ${JSON.stringify(other)})`);
        if (!alternative.complete && !alternative.session.activeSeats().includes(lesson.seat))
          problems.push(
            `${where}: after ${JSON.stringify(other)} the turn does not come back to the learner`,
          );
      }
      const before = runner.session.moveCount;
      const result = runner.try(goals[0]!);
      if (result.kind !== 'met' && result.kind !== 'complete') {
        problems.push(
          `${where}: the second hint's move ${JSON.stringify(goals[0])} is ${result.kind}`,
        );
        break;
      }
      played.push(goals[0]!);
      moves += runner.session.moveCount - before;
      problems.push(...runner.replyProblems.splice(0));
    }
  } catch (error) {
    problems.push(`step ${runner.stepNumber + 1} threw: ${(error as Error).message}`);
  }
  // No dead ends on another road: the lesson also plays to its end taking the last goal-meeting
  // move (in the engine's order) at every step.
  if (problems.length === 0) problems.push(...playTaking(path, lesson, 'last'));
  if (problems.length === 0 && stepsWithMisses === 0)
    problems.push(
      'no step has a legal move that misses its goal: the lesson never checks understanding',
    );
  return done();
}

/** Plays a lesson to its end taking the first or last goal-meeting move at each step. */
function playTaking(path: LessonPath, lesson: Lesson, which: 'first' | 'last'): string[] {
  const problems: string[] = [];
  const runner = LessonRunner.start(path, lesson.id);
  while (!runner.complete) {
    const step = lesson.steps[runner.stepNumber]!;
    const where = `step ${runner.stepNumber + 1} (${step.id}), taking the ${which} goal-meeting move at every step`;
    const goals = runner.goalMoves();
    const move = which === 'first' ? goals[0] : goals.at(-1);
    if (!move) {
      problems.push(`${where}: no legal move meets the goal (a dead end)`);
      break;
    }
    const result = runner.try(move);
    if (result.kind !== 'met' && result.kind !== 'complete') {
      problems.push(`${where}: ${JSON.stringify(move)} is ${result.kind}`);
      break;
    }
  }
  return [...problems, ...runner.replyProblems];
}

/** Every lesson of a path, plus problems of the path itself. */
export function checkLessonPath(path: LessonPath): { lessons: LessonCheck[]; problems: string[] } {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const lesson of path.lessons) {
    if (seen.has(lesson.id)) problems.push(`lesson id "${lesson.id}" is used twice`);
    seen.add(lesson.id);
  }
  return { lessons: path.lessons.map((lesson) => checkLesson(path, lesson)), problems };
}
