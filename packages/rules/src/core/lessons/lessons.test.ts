/**
 * The lesson core on the tiny counter game (players add 1 or 2 in turn; reaching the target
 * wins): the runner's four answers, replies, hints, progress with versions, the validator and
 * rule coverage. Chicago Express's own lessons are tested in its folder.
 */
import { describe, expect, it } from 'vitest';
import { newRecord } from '../record.js';
import { tinyGame } from '../testing/tiny-game.js';
import { citedRuleIds, ruleCoverage } from './coverage.js';
import { lessonStatuses, readPathProgress, withLessonProgress } from './progress.js';
import { LessonRunner } from './runner.js';
import { defineLessonPath, type Lesson, type LessonStep } from './types.js';
import { checkLesson } from './validate.js';
import { checkLessonVersions, lessonFingerprint, lessonVersions } from './versions.js';

type Step = LessonStep<{ context: { total: number } }>;

const even: Step = {
  id: 'even',
  task: 'The counter is at {total}. Make it even.',
  values: ({ state }) => ({ total: state.context.total }),
  rules: ['tiny:turn'],
  goal: ({ after }) => after.context.total % 2 === 0,
  miss: ({ after }) => `${after.context.total} is odd.`,
  hint: 'Look at the counter.',
  met: 'Even: {total}.',
  replies: { moves: [{ type: 'counter.add', player: 1, amount: 1 }] },
};

const anything: Step = {
  id: 'anything',
  task: 'Add anything.',
  rules: ['tiny:goal'],
  goal: () => true,
  miss: 'Never said.',
  hint: 'Any amount will do.',
  replies: { bot: 'random' },
};

function lesson(overrides: Partial<Lesson> = {}): Lesson {
  return {
    id: 'count',
    game: 'tiny',
    title: 'Counting',
    summary: 'Even numbers.',
    version: 2,
    start: newRecord('tiny', ['You', 'Bo'], 'lesson', {}),
    seat: 0,
    steps: [even, anything],
    ...overrides,
  };
}

const pathOf = (...lessons: Lesson[]) => defineLessonPath(tinyGame, lessons);

describe('LessonRunner', () => {
  it('tiny:turn — an illegal move gets the engine’s own refusal and rule; nothing changes', () => {
    const runner = LessonRunner.start(pathOf(lesson()), 'count');
    const result = runner.try({ type: 'counter.add', player: 0, amount: 3 });
    expect(result).toEqual({
      kind: 'illegal',
      error: { reason: 'Add 1 or 2.', rule: 'tiny:turn' },
    });
    expect(runner.session.moveCount).toBe(0);
    expect(runner.step?.index).toBe(0);
  });

  it('tiny:turn — a legal move that misses the goal is explained and the position stays', () => {
    const runner = LessonRunner.start(pathOf(lesson()), 'count');
    const result = runner.try({ type: 'counter.add', player: 0, amount: 1 });
    expect(result).toEqual({ kind: 'missed', explanation: '1 is odd.', rules: ['tiny:turn'] });
    expect(runner.session.moveCount).toBe(0);
    expect(runner.session.state.context.total).toBe(0);
  });

  it('tiny:turn — a move meeting the goal is played, and the scripted reply follows from history', () => {
    const runner = LessonRunner.start(pathOf(lesson()), 'count');
    expect(runner.step).toMatchObject({
      index: 0,
      id: 'even',
      total: 2,
      task: 'The counter is at 0. Make it even.',
    });
    const result = runner.try({ type: 'counter.add', player: 0, amount: 2 });
    expect(result.kind).toBe('met');
    if (result.kind !== 'met') return;
    expect(result.said).toBe('Even: 2.');
    expect(result.played).toMatchObject({ index: 0, seat: 0, bot: false });
    expect(result.replies).toHaveLength(1);
    expect(result.replies[0]).toMatchObject({ seat: 1, bot: true, move: { amount: 1 } });
    expect(runner.step?.id).toBe('anything');
  });

  it('tiny:goal — the last step completes the lesson; a bot reply is the same on every run', () => {
    const play = () => {
      const runner = LessonRunner.start(pathOf(lesson()), 'count');
      runner.try({ type: 'counter.add', player: 0, amount: 2 });
      return { runner, result: runner.try({ type: 'counter.add', player: 0, amount: 1 }) };
    };
    const first = play();
    expect(first.result.kind).toBe('complete');
    expect(first.runner.complete).toBe(true);
    expect(first.runner.step).toBeNull();
    if (first.result.kind === 'complete') expect(first.result.replies).toHaveLength(1);
    expect(play().runner.session.record).toEqual(first.runner.session.record);
    expect(first.runner.try({ type: 'counter.add', player: 0, amount: 1 })).toEqual({
      kind: 'complete',
      said: null,
      played: null,
      replies: [],
    });
  });

  it('tiny:turn — hint 1 says what to look at, hint 2 is a goal-meeting move found by the engine', () => {
    const runner = LessonRunner.start(pathOf(lesson()), 'count');
    expect(runner.hint(1)).toEqual({ level: 1, text: 'Look at the counter.' });
    const second = runner.hint(2)!;
    expect(second.move).toEqual({ type: 'counter.add', player: 0, amount: 2 });
    expect(second.text).toMatch(/^Try this: /);
    expect(runner.goalMoves()).toEqual([{ type: 'counter.add', player: 0, amount: 2 }]);
    expect(runner.missMoves()).toEqual([{ type: 'counter.add', player: 0, amount: 1 }]);
  });

  it('tiny:turn — a step’s `look` gives hint 1 the part of the view to point out, at the step’s position', () => {
    const looking: Step = { ...even, look: () => ({ part: '/total', places: [] }) };
    const runner = LessonRunner.start(pathOf(lesson({ steps: [looking, anything] })), 'count');
    expect(runner.focus()).toMatchObject({ named: [], marked: [], part: '/total' });
    expect(runner.lookAt()).toEqual({ part: '/total', places: [] });
    // Without a `look`, nothing is pointed out.
    expect(LessonRunner.start(pathOf(lesson()), 'count').focus().part).toBe('');
  });

  it('tiny:turn — progress resumes the same step; another version or changed moves restart', () => {
    const path = pathOf(lesson());
    const runner = LessonRunner.start(path, 'count');
    runner.try({ type: 'counter.add', player: 0, amount: 2 });
    const saved = JSON.parse(JSON.stringify(runner.progress()));
    expect(saved).toMatchObject({
      game: 'tiny',
      lesson: 'count',
      version: 2,
      step: 1,
      complete: false,
    });
    const resumed = LessonRunner.start(path, 'count', { progress: saved });
    expect(resumed.restarted).toBeNull();
    expect(resumed.step?.id).toBe('anything');
    expect(resumed.session.record).toEqual(runner.session.record);
    const older = LessonRunner.start(path, 'count', { progress: { ...saved, version: 1 } });
    expect([older.restarted, older.stepNumber, older.session.moveCount]).toEqual(['version', 0, 0]);
    const changed = LessonRunner.start(path, 'count', {
      progress: { ...saved, moves: [{ type: 'counter.add', player: 0, amount: 1 }] },
    });
    expect([changed.restarted, changed.stepNumber, changed.session.moveCount]).toEqual([
      'changed',
      0,
      0,
    ]);
    expect(LessonRunner.start(path, 'count', { progress: 'garbage' }).restarted).toBe('unreadable');
  });

  it('reset goes back to the start; an unknown lesson id names the known ones', () => {
    const runner = LessonRunner.start(pathOf(lesson()), 'count');
    runner.try({ type: 'counter.add', player: 0, amount: 2 });
    runner.reset();
    expect([runner.stepNumber, runner.session.moveCount]).toEqual([0, 0]);
    expect(() => LessonRunner.start(pathOf(lesson()), 'nope')).toThrow(
      /no lesson "nope" \(lessons: count\)/,
    );
  });
});

describe('path progress', () => {
  it('keeps readable entries, drops unknown lessons and garbage, marks older versions restart', () => {
    const path = pathOf(lesson(), lesson({ id: 'other', version: 1 }));
    const saved = {
      format: 'railyard-lesson-progress',
      game: 'tiny',
      lessons: {
        count: { game: 'tiny', lesson: 'count', version: 1, step: 1, complete: false, moves: [] },
        other: { game: 'tiny', lesson: 'other', version: 1, step: 2, complete: true, moves: [] },
        gone: { game: 'tiny', lesson: 'gone', version: 1, step: 0, complete: false, moves: [] },
      },
    };
    const progress = readPathProgress(path, saved);
    expect(Object.keys(progress.lessons)).toEqual(['count', 'other']);
    expect(lessonStatuses(path, progress).map((s) => s.status)).toEqual(['restart', 'complete']);
    expect(readPathProgress(path, null).lessons).toEqual({});
    expect(readPathProgress(path, { ...saved, lessons: { count: { step: 'x' } } }).lessons).toEqual(
      {},
    );
    const runner = LessonRunner.start(path, 'count');
    runner.try({ type: 'counter.add', player: 0, amount: 2 });
    const updated = withLessonProgress(progress, runner.progress());
    expect(lessonStatuses(path, updated)[0]).toMatchObject({
      status: 'started',
      step: 1,
      steps: 2,
    });
  });
});

describe('checkLesson', () => {
  it('a sound lesson has no problems', () => {
    expect(checkLesson(pathOf(lesson()), lesson()).problems).toEqual([]);
  });

  it('names an unreachable goal, an illegal scripted reply, an unknown rule id and a lesson without misses', () => {
    const unreachable = lesson({ steps: [{ ...even, id: 'never', goal: () => false }] });
    expect(checkLesson(pathOf(unreachable), unreachable).problems).toContainEqual(
      'step 1 (never): no legal move meets the goal (it cannot be reached)',
    );
    const badReply = lesson({
      steps: [
        { ...even, replies: { moves: [{ type: 'counter.add', player: 1, amount: 5 }] } },
        anything,
      ],
    });
    expect(checkLesson(pathOf(badReply), badReply).problems.join('\n')).toMatch(
      /step 1 \(even\): scripted reply .* is refused: Add 1 or 2\. \(tiny:turn\)/,
    );
    const unknownRule = lesson({ steps: [{ ...even, rules: ['tiny:nothing'] }] });
    expect(checkLesson(pathOf(unknownRule), unknownRule).problems).toContainEqual(
      'step 1 (even): "tiny:nothing" is not a rule section of Tiny counter game',
    );
    const noMiss = lesson({ steps: [anything] });
    expect(checkLesson(pathOf(noMiss), noMiss).problems).toContainEqual(
      'no step has a legal move that misses its goal: the lesson never checks understanding',
    );
  });

  it('names a `look` that marks a place off the map, points outside the view, or marks nothing', () => {
    const off = lesson({
      steps: [{ ...even, look: () => ({ places: ['Q5'], part: '/dials/1' }) }, anything],
    });
    expect(checkLesson(pathOf(off), off).problems).toEqual([
      'step 1 (even): the first hint marks "Q5", which is not a place on the map',
      'step 1 (even): the first hint points to "/dials/1", which is not in the learner\'s view',
    ]);
    const nothingMarked = lesson({ steps: [{ ...even, look: () => ({ places: [] }) }, anything] });
    expect(checkLesson(pathOf(nothingMarked), nothingMarked).problems).toEqual([
      "step 1 (even): the first hint's look marks nothing",
    ]);
    const sound = lesson({ steps: [{ ...even, look: () => ({ part: '/total' }) }, anything] });
    expect(checkLesson(pathOf(sound), sound).problems).toEqual([]);
  });

  it('tiny:turn — a dead end after another goal-meeting move is found', () => {
    const first: Step = { ...even, id: 'one-or-two', goal: () => true, miss: 'x' };
    const three: Step = {
      ...anything,
      id: 'three',
      goal: ({ after }) => after.context.total === 3,
    };
    const deadEnd = lesson({ steps: [first, three] });
    expect(checkLesson(pathOf(deadEnd), deadEnd).problems).toEqual([
      'step 2 (three), taking the last goal-meeting move at every step: no legal move meets the goal (a dead end)',
    ]);
  });

  it('a start position where another seat is to act is refused', () => {
    const other = lesson({ seat: 1 });
    expect(checkLesson(pathOf(other), other).problems[0]).toMatch(
      /learner \(seat 1\) is not to act/,
    );
  });
});

describe('rule coverage', () => {
  it('lists the chart’s and the refusals’ rule ids with the steps teaching them, and the gaps', () => {
    const cited = citedRuleIds(tinyGame, { positions: 8 });
    expect([...cited.keys()]).toEqual(['tiny:goal', 'tiny:turn']);
    expect(cited.get('tiny:turn')).toEqual(['state', 'refusal']);
    const coverage = ruleCoverage(pathOf(lesson({ steps: [even] })), cited);
    expect(coverage.gaps).toEqual(['tiny:goal']);
    expect(coverage.rules.find((r) => r.rule === 'tiny:turn')?.taughtBy).toEqual([
      { lesson: 'count', step: 'even' },
    ]);
  });
});

describe('lesson versions', () => {
  it('a changed start under the same version is caught; a raised version asks for the new entry', () => {
    const path = pathOf(lesson());
    const stored = JSON.parse(JSON.stringify(lessonVersions(path)));
    expect(checkLessonVersions(path, stored)).toEqual([]);
    const moved = lesson({ start: { ...lesson().start, seed: 'other' } });
    expect(lessonFingerprint(moved)).not.toBe(lessonFingerprint(lesson()));
    expect(checkLessonVersions(pathOf(moved), stored)[0]).toMatch(
      /^count: its start, steps or scripted replies changed but its version is still 2; raise the version/,
    );
    const raised = lesson({ start: moved.start, version: 3 });
    expect(checkLessonVersions(pathOf(raised), stored)[0]).toMatch(
      /^count: versions\.json is out of date; write "count": \{"version":3,/,
    );
    expect(checkLessonVersions(path, {})).toEqual([
      `count: not in versions.json; add "count": ${JSON.stringify(stored.count)}`,
    ]);
    // Texts may change freely: progress does not depend on them.
    const reworded = lesson({ steps: [{ ...even, task: 'Make it even!' }, anything] });
    expect(checkLessonVersions(pathOf(reworded), stored)).toEqual([]);
  });
});
