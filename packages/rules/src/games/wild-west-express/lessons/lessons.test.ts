/**
 * Wild West Express lessons: goals accept every move that meets them (two different ones each
 * here) and explain a legal miss; the learner's kept telegram stays hidden from Bo. The validator
 * runs in games/lessons.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { LessonRunner, type TryResult } from '../../../core/lessons/runner.js';
import type { GameMove } from '../../../core/record.js';
import { wildWestExpress } from '../index.js';
import { lessonPath } from './index.js';
import { nearBuyers } from './start-cities.js';

/** A runner at step `step` of a lesson, reached with the second hint's move at each step. */
function at(lesson: string, step: number): LessonRunner {
  const runner = LessonRunner.start(lessonPath, lesson);
  while (runner.stepNumber < step) runner.try(runner.hint(2)!.move!);
  return runner;
}

const answer = (lesson: string, step: number, move: GameMove): TryResult =>
  at(lesson, step).try(move);

describe('Wild West Express lesson goals', () => {
  it('wild-west-express:choosing-start-cities — Denver and Leadville both have a buyer close by; a town without one misses', () => {
    expect(nearBuyers('denver')).toContain('leadville');
    for (const city of ['denver', 'leadville'])
      expect(answer('start-cities', 0, { type: 'city.choose', player: 0, city }).kind).toBe('met');
    const runner = at('start-cities', 0);
    const [miss] = runner.missMoves();
    expect(miss).toBeDefined();
    expect(runner.try(miss!)).toMatchObject({
      kind: 'missed',
      explanation: expect.stringMatching(/no town within 5 spaces buys it/),
    });
    expect(runner.session.moveCount).toBe(0);
  });

  it('wild-west-express:coal-and-water-fees — selling the alcohol in Leadville meets the goal; Cheyenne, Bo’s station, misses for its fee', () => {
    expect(
      answer('dice-and-delivery', 1, {
        type: 'train.move',
        player: 0,
        train: 'train-0-1',
        path: ['denver~leadville:1', 'denver~leadville:2', 'leadville'],
      }).kind,
    ).toBe('met');
    expect(
      answer('dice-and-delivery', 1, {
        type: 'train.move',
        player: 0,
        train: 'train-0-1',
        path: ['cheyenne~denver:1', 'cheyenne'],
      }),
    ).toMatchObject({ kind: 'missed', explanation: expect.stringMatching(/Bo’s station/) });
  });

  it('wild-west-express:every-train-must-move — a train that has not rolled yet is refused with the engine’s rule', () => {
    const runner = at('dice-and-delivery', 0);
    const result = runner.try({
      type: 'train.move',
      player: 0,
      train: 'train-0-1',
      path: ['denver~leadville:1'],
    });
    expect(result.kind).toBe('illegal');
    expect(runner.session.moveCount).toBe(at('dice-and-delivery', 0).session.moveCount);
  });

  it('wild-west-express:desperados — an ambush ahead of Bo’s loaded train meets the goal; a desperado move away from Bo’s trains misses', () => {
    const runner = at('desperados-and-duels', 1);
    const [ambush] = runner.goalMoves();
    expect(answer('desperados-and-duels', 1, ambush!).kind).toBe('met');
    const miss = runner.missMoves().find((m) => m.type === 'desperado.move');
    expect(miss).toBeDefined();
    expect(runner.try(miss!)).toMatchObject({
      kind: 'missed',
      explanation: expect.stringMatching(/No loaded train of Bo’s/),
    });
    expect(runner.stepNumber).toBe(1);
  });

  it('wild-west-express:duels — Bo’s train passing the ambush fights a duel and is robbed in the replies', () => {
    const runner = at('desperados-and-duels', 3);
    const result = runner.try(runner.hint(2)!.move!);
    expect(result.kind).toBe('met');
    const events = JSON.stringify(result.kind === 'met' ? result.replies : []);
    expect(events).toMatch(/Duel on/);
    expect(events).toMatch(/You take \$100/);
  });

  it('wild-west-express:drawing-a-telegram — two different paths onto a telegram space meet the goal; a path elsewhere misses', () => {
    const runner = at('telegrams', 1);
    const draws = runner.goalMoves();
    expect(draws.length).toBeGreaterThanOrEqual(2);
    for (const move of [draws[0]!, draws.at(-1)!])
      expect(answer('telegrams', 1, move).kind).toBe('met');
    const [miss] = runner.missMoves();
    expect(runner.try(miss!)).toMatchObject({
      kind: 'missed',
      explanation: expect.stringMatching(/telegram space/),
    });
  });

  it('wild-west-express:public-and-personal-telegrams — the kept Deputy’s badge is in your view, never in Bo’s', () => {
    const runner = at('telegrams', 3);
    const state = runner.session.state;
    expect(JSON.stringify(wildWestExpress.view(state as never, 0))).toContain('deputy-1');
    expect(JSON.stringify(wildWestExpress.view(state as never, 1))).not.toContain('deputy-1');
    expect(JSON.stringify(runner.session.history(0))).toMatch(/Deputy/);
    expect(JSON.stringify(runner.session.history(1))).not.toMatch(/Deputy/);
  });

  it('wild-west-express:sheriffs-block-desperados — sheriffs near Bo’s desperado meet the goal; one far away misses', () => {
    const runner = at('telegrams', 6);
    const near = runner.goalMoves();
    expect(near.length).toBeGreaterThanOrEqual(2);
    for (const move of [near[0]!, near.at(-1)!])
      expect(answer('telegrams', 6, move).kind).toBe('complete');
    const far = runner.missMoves().find((m) => m.type === 'sheriff.place');
    expect(runner.try(far!)).toMatchObject({
      kind: 'missed',
      explanation: expect.stringMatching(/within 3 spaces/),
    });
  });

  it('wild-west-express:success-points-needed-to-win — buying the Leadville station or a small train both win; rolling misses', () => {
    expect(answer('the-end', 1, { type: 'station.buy', player: 0, train: 'train-0-1' }).kind).toBe(
      'complete',
    );
    expect(
      answer('the-end', 1, { type: 'train.buy', player: 0, city: 'denver', size: 'small' }).kind,
    ).toBe('complete');
    expect(answer('the-end', 1, { type: 'dice.roll', player: 0 })).toMatchObject({
      kind: 'missed',
      explanation: expect.stringMatching(/4 points/),
    });
  });
});
