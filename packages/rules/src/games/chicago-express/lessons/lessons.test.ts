/**
 * Chicago Express lessons: goals accept every move that meets them (two different ones each
 * here) and explain a legal miss; the runner shows automatic events (dividends, the Chicago
 * dividend, the end) with the moves that set them off. The validator runs in games/lessons.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { LessonRunner, type TryResult } from '../../../core/lessons/runner.js';
import type { GameMove } from '../../../core/record.js';
import { ACTION_LABELS } from '../data/actions.js';
import { moveLabels } from '../move-labels.js';
import { lessonPath } from './index.js';

/** A runner at step `step` of a lesson, reached with the second hint's move at each step. */
function at(lesson: string, step: number): LessonRunner {
  const runner = LessonRunner.start(lessonPath, lesson);
  while (runner.stepNumber < step) runner.try(runner.hint(2)!.move!);
  return runner;
}

/** What a fresh runner at that step answers to `move`. */
const answer = (lesson: string, step: number, move: GameMove): TryResult =>
  at(lesson, step).try(move);

describe('Chicago Express lesson goals', () => {
  it('chicago-express:opening-auction-bidding — any bid from the minimum to $20 meets the first step; $25 and a pass miss', () => {
    expect(answer('opening-auction', 0, { type: 'auction.bid', player: 0, amount: 7 }).kind).toBe(
      'met',
    );
    expect(answer('opening-auction', 0, { type: 'auction.bid', player: 0, amount: 18 }).kind).toBe(
      'met',
    );
    const high = answer('opening-auction', 0, { type: 'auction.bid', player: 0, amount: 25 });
    expect(high).toMatchObject({
      kind: 'missed',
      explanation: expect.stringMatching(/\$20 or less/),
    });
    expect(answer('opening-auction', 0, { type: 'auction.pass', player: 0 }).kind).toBe('missed');
  });

  it('chicago-express:opening-auction-order-and-minimum-bids — a bid under the minimum gets the engine’s refusal and rule', () => {
    const runner = at('opening-auction', 0);
    expect(runner.try({ type: 'auction.bid', player: 0, amount: 3 })).toEqual({
      kind: 'illegal',
      error: {
        reason: 'The opening bid must be at least the minimum of $7.',
        rule: 'chicago-express:opening-auction-order-and-minimum-bids',
      },
    });
    expect(runner.session.moveCount).toBe(0);
  });

  it('chicago-express:minimum-bid — offering a PRR or a B&O share both meet the offer step; declining misses', () => {
    expect(
      answer('choosing-an-action', 1, { type: 'auction.offer', player: 0, company: 'prr' }).kind,
    ).toBe('met');
    expect(
      answer('choosing-an-action', 1, { type: 'auction.offer', player: 0, company: 'bo' }).kind,
    ).toBe('met');
    expect(answer('choosing-an-action', 1, { type: 'action.decline', player: 0 })).toMatchObject({
      kind: 'missed',
      explanation: expect.stringMatching(/offer a share/),
    });
  });

  it('chicago-express:connected-networks — two different first hexes toward Harrisburg meet the goal; a hex away from every city misses', () => {
    const runner = at('building', 1);
    const hexes = runner.goalMoves().map((m) => m.hex);
    expect(hexes.length).toBeGreaterThanOrEqual(2);
    for (const hex of [hexes[0], hexes.at(-1)])
      expect(
        answer('building', 1, { type: 'build.place', player: 0, company: 'prr', hex: hex! }).kind,
      ).toBe('met');
    const [miss] = runner.missMoves().filter((m) => m.type === 'build.place');
    expect(miss).toBeDefined();
    expect(runner.try(miss!)).toMatchObject({
      kind: 'missed',
      explanation: expect.stringMatching(/nearer to a city/),
    });
    expect(runner.session.moveCount).toBe(at('building', 1).session.moveCount);
  });

  it('chicago-express:effect-on-cities-and-mountains — developing Harrisburg or the mountain helps your PRR; the B&O city or the forest miss, each with its reason', () => {
    for (const hex of ['O4', 'N4'])
      expect(answer('developing', 1, { type: 'develop.place', player: 0, hex }).kind).toBe('met');
    expect(answer('developing', 1, { type: 'develop.place', player: 0, hex: 'N6' })).toMatchObject({
      kind: 'missed',
      explanation: expect.stringMatching(/you hold none of them/),
    });
    expect(answer('developing', 1, { type: 'develop.place', player: 0, hex: 'R2' })).toMatchObject({
      kind: 'missed',
      explanation: expect.stringMatching(/\$2 from the bank but no income/),
    });
  });

  it('chicago-express:final-dividend-phase — in the last turn either city with your locomotive meets the goal; declining misses', () => {
    const targets = at('the-end', 1)
      .goalMoves()
      .map((m) => m.hex);
    expect(targets).toEqual(expect.arrayContaining(['O4', 'N6']));
    expect(answer('the-end', 1, { type: 'develop.place', player: 0, hex: 'O4' }).kind).toBe(
      'complete',
    );
    expect(answer('the-end', 1, { type: 'develop.place', player: 0, hex: 'N6' }).kind).toBe(
      'complete',
    );
    expect(answer('the-end', 1, { type: 'action.decline', player: 0 }).kind).toBe('missed');
  });

  it('chicago-express:reaching-chicago — the hex one nearer to Chicago meets the step; a hex away misses and the position stays', () => {
    const runner = at('chicago', 1);
    const [goal] = runner.goalMoves();
    expect(answer('chicago', 1, goal!).kind).toBe('met');
    const miss = runner.missMoves().find((m) => m.type === 'build.place');
    expect(runner.try(miss!)).toMatchObject({
      kind: 'missed',
      explanation: expect.stringMatching(/nearer to Chicago/),
    });
    expect(runner.goalMoves()).toEqual([goal]);
  });
});

describe('Chicago Express lessons: what the first hint marks', () => {
  it('chicago-express:expand-a-network — a step about choosing an action points the first hint at the dials', () => {
    expect(at('building', 0).focus().part).toBe('/dials');
    expect(at('dividend', 0).focus().part).toBe('/dials');
  });

  it('chicago-express:connected-networks — a step about the PRR’s network marks all its hexes together, and its charter for its income', () => {
    // After Q5 (the second hint's move), the PRR stands on Philadelphia (R5) and Q5.
    const second = at('building', 2).focus();
    expect(second.marked).toEqual(['Q5', 'R5']);
    expect(second.named).toEqual(['O4']);
    expect(second.part).toBe('');
    const third = at('building', 3).focus();
    expect([...third.marked].sort()).toEqual(['P4', 'Q5', 'R5']);
    expect(third.part).toBe('/companies/0');
  });
});

describe('Chicago Express lessons show automatic events', () => {
  it('chicago-express:general-dividend — ending the build with two dials red pays the dividend, shown with that move', () => {
    const runner = at('dividend', 2);
    const result = runner.try({ type: 'build.finish', player: 0 });
    expect(result.kind).toBe('complete');
    if (result.kind !== 'complete') return;
    const kinds = result.played!.events.map((e) => e.kind);
    expect(kinds).toContain('dividend');
    expect(result.played!.events.find((e) => e.kind === 'dividend')!.rule).toBe(
      'chicago-express:general-dividend',
    );
    expect(result.replies.length).toBeGreaterThan(0);
  });

  it('chicago-express:chicago-dividend — reaching Chicago pays the Chicago dividend and opens the Wabash auction for you', () => {
    const runner = at('chicago', 3);
    const result = runner.try(runner.hint(2)!.move!);
    expect(result.kind).toBe('met');
    if (result.kind !== 'met') return;
    expect(result.played.events.map((e) => e.rule)).toContain('chicago-express:chicago-dividend');
    expect(runner.step?.id).toBe('wabash-share');
    expect(runner.step?.task).toMatch(/minimum, \$\d+\./);
  });

  it('chicago-express:winning-the-game — the last lesson ends the game and names the winner', () => {
    const runner = at('the-end', 1);
    const result = runner.try(runner.hint(2)!.move!);
    expect(result.kind).toBe('complete');
    if (result.kind !== 'complete') return;
    const end = result.played!.events.find((e) => e.kind === 'game-end');
    expect(end?.text).toMatch(/wins|share the win/);
    expect(runner.session.finished).toBe(true);
  });
});

describe('Chicago Express lessons name moves as the game does', () => {
  it('chicago-express:general-dividend — every move or action a step quotes is named by the game’s own label (walkthrough 5 #9: “Finish build” against the button’s “End the build”)', () => {
    const names = new Set<string>([...Object.values(moveLabels), ...Object.values(ACTION_LABELS)]);
    const quoted: string[] = [];
    for (const lesson of lessonPath.lessons)
      for (const step of lesson.steps)
        for (const text of [
          step.task,
          step.hint,
          step.met ?? '',
          typeof step.miss === 'string' ? step.miss : '',
        ])
          for (const [, name] of text.matchAll(/“([^”]+)”/g)) quoted.push(name!);
    expect(quoted.length).toBeGreaterThan(5);
    expect(quoted.filter((name) => !names.has(name))).toEqual([]);
    expect(quoted).toContain(moveLabels['build.finish']);
  });
});

describe('Chicago Express: the last lesson says what decided the game', () => {
  it('chicago-express:winning-the-game — the outcome gives each player’s cash at the lesson’s start and at the end, from the engine’s result', () => {
    const runner = LessonRunner.start(lessonPath, 'the-end');
    const first = runner.session.state.context.cash as readonly number[];
    expect(runner.outcome()).toBeNull();
    while (!runner.complete) runner.try(runner.hint(2)!.move!);
    const result = runner.session.result()!;
    const said = runner.outcome()!;
    for (const s of result.standings)
      expect(said).toContain(`${s.name} $${first[s.seat]} → $${s.score}`);
    const you = result.standings.find((s) => s.seat === runner.seat)!;
    const winner = result.standings.find((s) => s.rank === 1)!;
    // The branch the figures call for: who led at the start, and who gained more in the lesson.
    const lead = first[winner.seat]! - first[runner.seat]!;
    const gains = [winner.score - first[winner.seat]!, you.score - first[runner.seat]!];
    expect(said).toMatch(
      you.rank === 1
        ? /You (win|share the win)/
        : lead <= 0
          ? /You began this lesson (level with|\$\d+ ahead of) \w+, but/
          : gains[0]! > gains[1]!
            ? new RegExp(`${winner.name} began this lesson \\$${lead} ahead of you and gained more`)
            : new RegExp(`${winner.name} began this lesson \\$${lead} ahead of you\\. You gained`),
    );
  });

  it('chicago-express:winning-the-game — a learner behind the winner is told whether the lead came before the lesson or in it', () => {
    const standing = (seat: number, score: number, rank: number) => ({
      seat,
      name: ['You', 'Bo', 'Cy'][seat]!,
      score,
      rank,
    });
    const start = LessonRunner.start(lessonPath, 'the-end').session.state;
    const cash = start.context.cash as readonly number[];
    const context = (scores: number[]) => {
      const ranked = [...scores].sort((a, b) => b - a);
      return {
        start,
        end: start,
        game: lessonPath.game,
        seat: 0,
        result: {
          standings: scores.map((score, seat) => standing(seat, score, ranked.indexOf(score) + 1)),
          winners: [],
          reason: '',
          rule: '',
        },
      };
    };
    const lesson = lessonPath.lessons.find((l) => l.id === 'the-end')!;
    // Everyone gains the same: whoever led at the start still leads, and is named for it.
    const leader = cash.indexOf(Math.max(...cash));
    // The lesson's start has a rival ahead of the learner (seat 0), which is what this case needs.
    expect(leader).not.toBe(0);
    const even = lesson.outcome!(context(cash.map((c) => c + 10)));
    expect(even).toMatch(
      /ahead of you\. You gained \$10 in it .* \$10: not enough.*lead from the earlier turns decided/,
    );
    // The learner gains the most and wins.
    const won = lesson.outcome!(context(cash.map((c, seat) => (seat === 0 ? c + 100 : c))));
    expect(won).toMatch(/^Only money counted.*You win by \$\d+ over/);
    // A rival gains more in the lesson than the learner and wins.
    const rival = lesson.outcome!(context(cash.map((c, seat) => (seat === 1 ? c + 100 : c))));
    expect(rival).toMatch(
      /Bo (gained \$100 in it to your \$0|began this lesson .* gained more in it \(\$100 to your \$0\))/,
    );
  });
});
