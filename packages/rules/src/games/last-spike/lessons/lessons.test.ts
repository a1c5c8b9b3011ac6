/**
 * Last Spike lessons: goals accept every move that meets them (two different ones where the hand
 * allows) and explain a legal miss; the learner sees only its own hand; the runner shows payouts
 * and the end with the moves that set them off. The validator runs in games/lessons.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { LessonRunner, type TryResult } from '../../../core/lessons/runner.js';
import type { GameMove } from '../../../core/record.js';
import { lastSpike } from '../index.js';
import type { LastSpikeState } from '../state.js';
import type { LastSpikeView } from '../view.js';
import { lessonPath } from './index.js';

/** A runner at step `step` of a lesson, reached with the second hint's move at each step. */
function at(lesson: string, step: number): LessonRunner {
  const runner = LessonRunner.start(lessonPath, lesson);
  while (runner.stepNumber < step) runner.try(runner.hint(2)!.move!);
  return runner;
}

const answer = (lesson: string, step: number, move: GameMove): TryResult =>
  at(lesson, step).try(move);

const lay = (tile: string): GameMove => ({ type: 'tile.lay', player: 0, tile });
const ctx = (runner: LessonRunner) => (runner.session.state as LastSpikeState).context;

describe('Last Spike lesson goals', () => {
  it('last-spike:claiming-a-land-grant — E1 and F1 both claim the Dodge City grant; A2 and B1 miss, the position stays', () => {
    expect(answer('first-tile', 0, lay('E1')).kind).toBe('met');
    expect(answer('first-tile', 0, lay('F1')).kind).toBe('met');
    const runner = at('first-tile', 0);
    for (const tile of ['A2', 'B1'])
      expect(runner.try(lay(tile))).toMatchObject({
        kind: 'missed',
        explanation: expect.stringMatching(/no city with a free grant/),
      });
    expect(runner.session.moveCount).toBe(at('first-tile', 0).session.moveCount);
  });

  it('last-spike:drawing-starting-tiles — the learner sees its own four tiles and no other hand', () => {
    const runner = at('first-tile', 0);
    const view = lastSpike.view(runner.session.state as LastSpikeState, 0) as LastSpikeView;
    expect(view.players[0]!.hand).toEqual(['A2', 'B1', 'E1', 'F1']);
    expect(view.players[1]!.hand).toBeNull();
    expect(view.players[2]!.hand).toBeNull();
  });

  it('last-spike:where-a-tile-may-be-laid — a detached tile while a normal one can be paid for gets the engine’s refusal and rule', () => {
    const runner = at('bankruptcy', 0);
    const moves = runner.session.moveCount;
    expect(runner.try(lay('U3'))).toMatchObject({
      kind: 'illegal',
      error: { rule: expect.stringMatching(/^last-spike:/) },
    });
    expect(runner.session.moveCount).toBe(moves);
  });

  it('last-spike:payouts — B2 and E2 build toward your Dodge City land; A2 and C1 miss', () => {
    for (const tile of ['B2', 'E2']) expect(answer('buying-land', 0, lay(tile)).kind).toBe('met');
    for (const tile of ['A2', 'C1'])
      expect(answer('buying-land', 0, lay(tile))).toMatchObject({
        kind: 'missed',
        explanation: expect.stringMatching(/does not reach a city where you hold land/),
      });
  });

  it('last-spike:buying-land — buying in St. Louis or Omaha meets the step; declining misses with its reason', () => {
    expect(answer('buying-land', 1, { type: 'land.buy', player: 0, city: 'st-louis' }).kind).toBe(
      'met',
    );
    expect(answer('buying-land', 1, { type: 'land.buy', player: 0, city: 'omaha' }).kind).toBe(
      'met',
    );
    expect(answer('buying-land', 1, { type: 'land.decline', player: 0 })).toMatchObject({
      kind: 'missed',
      explanation: expect.stringMatching(/how you make money/),
    });
  });

  it('last-spike:detached-tiles-cost-double — X2 and X3 ($4,000 doubled) meet the step; W3 at $6,000 misses', () => {
    expect(answer('detached-tiles', 0, lay('X2')).kind).toBe('complete');
    expect(answer('detached-tiles', 0, lay('X3')).kind).toBe('complete');
    expect(answer('detached-tiles', 0, lay('W3'))).toMatchObject({
      kind: 'missed',
      explanation: expect.stringMatching(/\$6,000: twice/),
    });
  });

  it('last-spike:completing-a-route — completing route B or route E pays you; a tile elsewhere misses', () => {
    for (const tile of ['B4', 'E4']) {
      const runner = at('payouts', 0);
      const cash = ctx(runner).cash[0]!;
      expect(runner.try(lay(tile)).kind).toBe('met');
      expect(ctx(runner).cash[0]!).toBeGreaterThan(cash);
    }
    expect(answer('payouts', 0, lay('C2'))).toMatchObject({
      kind: 'missed',
      explanation: expect.stringMatching(/completes no route/),
    });
  });

  it('last-spike:half-price-rounded-up — a St. Louis card covers the $4,000 short; the Omaha card ($2,000) misses', () => {
    const runner = at('raising-cash', 1);
    expect(runner.step?.task).toMatch(/\$4,000 more/);
    const cards = ctx(runner).holdings[0]!;
    const sell = (card: string): GameMove => ({ type: 'land.sell', player: 0, card });
    const stLouis = cards.filter((c) => c.startsWith('st-louis'));
    expect(stLouis.length).toBe(3);
    for (const card of stLouis) expect(answer('raising-cash', 1, sell(card)).kind).toBe('complete');
    expect(answer('raising-cash', 1, sell('omaha-1'))).toMatchObject({
      kind: 'missed',
      explanation: expect.stringMatching(/only \$2,000/),
    });
  });

  it('last-spike:bankruptcy — with $1,000, dearer tiles and only a grant, the learner must declare; laying a tile is refused', () => {
    const runner = at('bankruptcy', 2);
    expect(ctx(runner).cash[0]).toBe(1000);
    const hand = ctx(runner).hands[0]!;
    expect(runner.try(lay(hand[0]!)).kind).toBe('illegal');
    const result = runner.try({ type: 'bankruptcy.declare', player: 0 });
    expect(result.kind).toBe('complete');
    expect(ctx(runner).bankrupt[0]).toBe(0);
  });
});

describe('Last Spike lessons show automatic events', () => {
  it('last-spike:payout-amounts — completing route E shows the payouts with the lay', () => {
    const result = answer('payouts', 0, lay('E4'));
    expect(result.kind).toBe('met');
    if (result.kind !== 'met') return;
    expect(result.played.events.length).toBeGreaterThan(0);
  });

  it('last-spike:winning-the-game — V3 drives the last spike, ends the game and you win; another tile misses', () => {
    expect(answer('last-spike', 0, lay('E1'))).toMatchObject({
      kind: 'missed',
      explanation: expect.stringMatching(/joins nothing/),
    });
    const runner = at('last-spike', 0);
    expect(runner.try(lay('V3')).kind).toBe('complete');
    expect(runner.session.finished).toBe(true);
    expect(ctx(runner).end).toBe('lastSpike');
  });
});
