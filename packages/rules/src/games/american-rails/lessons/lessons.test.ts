/**
 * American Rails lessons: goals accept every move that meets them (two different ones each here)
 * and explain a legal miss; illegal moves get the engine's refusal; the runner shows the
 * dividends and the end with the moves that set them off. The validator runs in
 * games/lessons.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { LessonRunner, type TryResult } from '../../../core/lessons/runner.js';
import type { GameMove } from '../../../core/record.js';
import { cityHexId, HEXES } from '../data/board.js';
import { companyIndex } from '../data/companies.js';
import type { AmericanRailsState } from '../state.js';
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

const city = cityHexId;
const ctxOf = (runner: LessonRunner) => (runner.session.state as AmericanRailsState).context;

describe('American Rails lesson goals', () => {
  it('american-rails:opening-auction-bidding — bids of $10 and $20 meet the first bid; $25 and a pass miss', () => {
    for (const amount of [10, 20])
      expect(answer('opening-auction', 1, { type: 'auction.bid', player: 0, amount }).kind).toBe(
        'met',
      );
    expect(
      answer('opening-auction', 1, { type: 'auction.bid', player: 0, amount: 25 }),
    ).toMatchObject({ kind: 'missed', explanation: expect.stringMatching(/\$20 or less/) });
    expect(answer('opening-auction', 1, { type: 'auction.pass', player: 0 }).kind).toBe('missed');
  });

  it('american-rails:opening-auction-bidding — a bid under $10 gets the engine’s refusal and the position stays', () => {
    const runner = at('opening-auction', 1);
    const moves = runner.session.moveCount;
    const result = runner.try({ type: 'auction.bid', player: 0, amount: 5 });
    expect(result).toMatchObject({
      kind: 'illegal',
      error: { rule: 'american-rails:opening-auction-bidding' },
    });
    expect(runner.session.moveCount).toBe(moves);
  });

  it('american-rails:starting-city — Pittsburg and Cincinnati both meet the starting-city step; Louisville ($1) misses', () => {
    for (const where of ['pittsburg', 'cincinnati'])
      expect(
        answer('opening-auction', 2, { type: 'build.start', player: 0, hex: city(where) }).kind,
      ).toBe('met');
    expect(
      answer('opening-auction', 2, { type: 'build.start', player: 0, hex: city('louisville') }),
    ).toMatchObject({ kind: 'missed', explanation: expect.stringMatching(/only \$1 income/) });
  });

  it('american-rails:take-2-or-expand-2 — taking from the bank or from the players meets the step; Expand 2 misses', () => {
    for (const from of ['bank', 'players'] as const)
      expect(answer('choosing-an-action', 3, { type: 'money.take', player: 0, from }).kind).toBe(
        'met',
      );
    expect(
      answer('choosing-an-action', 3, {
        type: 'build.place',
        player: 0,
        company: 'american',
        hex: '6,4',
      }),
    ).toMatchObject({ kind: 'missed', explanation: expect.stringMatching(/Expand 2/) });
  });

  it('american-rails:placing-the-action-marker — Pass leads the next round; Develop is taken and Fund misses', () => {
    const runner = at('choosing-an-action', 4);
    expect(runner.try({ type: 'action.choose', player: 0, action: 'develop' }).kind).toBe(
      'illegal',
    );
    expect(runner.try({ type: 'action.choose', player: 0, action: 'fund' }).kind).toBe('illegal');
    expect(runner.try({ type: 'action.choose', player: 0, action: 'expand4' })).toMatchObject({
      kind: 'missed',
      explanation: expect.stringMatching(/below Bo/),
    });
    expect(runner.try({ type: 'action.choose', player: 0, action: 'pass' }).kind).toBe('complete');
    expect(ctxOf(runner).clock.turnOrder[0]).toBe(0);
  });

  it('american-rails:where-track-may-be-placed — two hexes toward a city meet the step; a forest leading nowhere misses', () => {
    for (const hex of ['6,4', '5,5'])
      expect(
        answer('expanding', 1, { type: 'build.place', player: 0, company: 'american', hex }).kind,
      ).toBe('met');
    expect(
      answer('expanding', 1, { type: 'build.place', player: 0, company: 'american', hex: '7,6' }),
    ).toMatchObject({ kind: 'missed', explanation: expect.stringMatching(/no nearer/) });
  });

  it('american-rails:hex-limits — a second American cube in Cincinnati is refused', () => {
    expect(
      answer('expanding', 1, {
        type: 'build.place',
        player: 0,
        company: 'american',
        hex: city('cincinnati'),
      }),
    ).toMatchObject({ kind: 'illegal', error: { rule: 'american-rails:hex-limits' } });
  });

  it('american-rails:development-value — developing Cincinnati helps American; Indianapolis misses, Chicago is refused', () => {
    expect(
      answer('developing', 1, { type: 'develop.place', player: 0, hex: city('cincinnati') }).kind,
    ).toBe('met');
    expect(
      answer('developing', 1, { type: 'develop.place', player: 0, hex: city('indianapolis') }),
    ).toMatchObject({ kind: 'missed', explanation: expect.stringMatching(/no American track/) });
    expect(
      answer('developing', 1, { type: 'develop.place', player: 0, hex: city('chicago') }),
    ).toMatchObject({
      kind: 'illegal',
      error: { rule: 'american-rails:cities-that-cannot-be-developed' },
    });
  });

  it('american-rails:second-track-cube-in-a-city — joining National in Indianapolis lowers National to the shared value', () => {
    const runner = at('developing', 3);
    const national = companyIndex('national');
    expect(ctxOf(runner).companies[national]!.income).toBe(4);
    const result = runner.try({
      type: 'build.place',
      player: 0,
      company: 'american',
      hex: city('indianapolis'),
    });
    expect(result.kind).toBe('complete');
    expect(ctxOf(runner).companies[national]!.income).toBe(2);
  });

  it('american-rails:bringing-a-new-company-onto-the-map — Majestic and Liberty meet the offer step; American misses', () => {
    for (const company of ['majestic', 'liberty'] as const)
      expect(answer('auction-a-share', 1, { type: 'auction.offer', player: 0, company }).kind).toBe(
        'met',
      );
    expect(
      answer('auction-a-share', 1, { type: 'auction.offer', player: 0, company: 'american' }),
    ).toMatchObject({ kind: 'missed', explanation: expect.stringMatching(/already has track/) });
  });

  it('american-rails:special-connection-bonuses — the cube in Atlanta adds its $5 plus the $10 bonus; another cube misses', () => {
    const runner = at('special-connections', 1);
    const american = companyIndex('american');
    const income = ctxOf(runner).companies[american]!.income;
    const miss = runner.missMoves().find((m) => m.type === 'build.place');
    expect(runner.try(miss!)).toMatchObject({
      kind: 'missed',
      explanation: expect.stringMatching(/joins no two/),
    });
    expect(
      runner.try({ type: 'build.place', player: 0, company: 'american', hex: city('atlanta') })
        .kind,
    ).toBe('complete');
    expect(ctxOf(runner).companies[american]!.income).toBe(income + 5 + 10);
  });

  it('american-rails:winner — taking from the bank or from the players both end the game; declining misses', () => {
    for (const from of ['bank', 'players'] as const) {
      const runner = at('the-end', 1);
      expect(runner.try({ type: 'money.take', player: 0, from }).kind).toBe('complete');
      expect(runner.session.finished).toBe(true);
    }
    expect(answer('the-end', 1, { type: 'action.decline', player: 0 }).kind).toBe('missed');
  });
});

describe('American Rails lessons: what the first hint marks', () => {
  it('american-rails:placing-the-action-marker — a step about choosing an action points the first hint at the action track', () => {
    expect(at('choosing-an-action', 0).focus().part).toBe('/actionTrack');
    expect(at('expanding', 0).focus().part).toBe('/actionTrack');
  });

  it('american-rails:second-track-cube-in-a-city — the step about two networks marks American’s and National’s hexes together', () => {
    const runner = at('developing', 3);
    const hexesOf = (company: string) =>
      ctxOf(runner)
        .cubes.map((there, hex) => (there.includes(companyIndex(company)) ? HEXES[hex]!.id : ''))
        .filter(Boolean);
    const networks = [...hexesOf('american'), ...hexesOf('national')];
    expect(hexesOf('american').length).toBeGreaterThan(1);
    expect(hexesOf('national').length).toBeGreaterThan(0);
    expect([...runner.focus().marked].sort()).toEqual([...networks].sort());
  });
});

describe('American Rails lessons show automatic events', () => {
  it('american-rails:dividend-per-share — ending the last action of 1851 pays the dividends, shown with that move', () => {
    const runner = at('dividend', 2);
    const result = runner.try({ type: 'build.finish', player: 0 });
    expect(result.kind).toBe('complete');
    if (result.kind !== 'complete') return;
    const dividends = result.played!.events.filter((e) => e.kind === 'dividend');
    expect(dividends.map((e) => e.text).join(' ')).toMatch(/American pays \$\d+ a share/);
    expect(dividends[0]!.rule).toBe('american-rails:dividend-per-share');
    expect(ctxOf(runner).clock.year).toBe(1852);
  });
});
