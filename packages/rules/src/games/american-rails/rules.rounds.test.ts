/** American Rails rules: rounds and action phases (shared set-ups in testing/rules-helpers.ts). */
import { describe, expect, it } from 'vitest';
import { simulate } from '../../core/bot-play.js';
import { rickMikeMaryGame, MARY, MIKE, RICK } from './fixtures/scenario.js';
import { americanRails, type AmericanRailsState } from './index.js';
import { phaseOf } from './state.js';
import { crossroads, Driver } from './testing/scenario.js';
import { company, finishRound } from './testing/rules-helpers.js';

describe('american-rails rounds and action phases', () => {
  it('american-rails:sequence-of-play — up to seven rounds, 1851 to 1857, each three action phases then dividends', () => {
    const years = new Set<number>();
    let phases = 0;
    let last = -1;
    const { state } = simulate(
      americanRails,
      { players: ['A', 'B', 'C', 'D'], seed: 'sequence' },
      {
        onState: (s) => {
          const ctx = (s as AmericanRailsState).context;
          years.add(ctx.clock.year);
          if (phaseOf(s as AmericanRailsState) === 'chooseAction' && ctx.clock.phase !== last) {
            phases++;
            last = ctx.clock.phase;
          }
        },
      },
    );
    expect([...years].sort()).toEqual([1851, 1852, 1853, 1854, 1855, 1856, 1857]);
    expect(phases).toBe(21);
    expect(americanRails.result(state as AmericanRailsState)?.rule).toBe(
      'american-rails:game-ends-after-1857',
    );
  });

  it('american-rails:action-phases-and-turn-order — the action track rows, top to bottom: Pass, Develop, Fund $5, Take $2 / Expand 2, Expand 3, Auction, Expand 4', () => {
    const v = crossroads().view();
    expect(v.actionTrack.rows.map((r) => r.label)).toEqual([
      'Pass',
      'Develop',
      'Fund $5',
      'Take $2 / Expand 2',
      'Expand 3',
      'Auction a share',
      'Expand 4',
    ]);
    expect(v.actionTrack.columns.length).toBe(3);
  });

  it('american-rails:first-action-phase-of-a-round — the player on turn-order space 1 chooses first, then the next space', () => {
    const d = crossroads();
    expect(d.seat).toBe(0);
    d.choose('pass');
    expect(d.seat).toBe(1);
    expect(d.view().actionPhase).toBe(1);
  });

  it('american-rails:placing-the-action-marker — a taken space is blocked for that phase; the player may decline the action', () => {
    const d = rickMikeMaryGame();
    const game = new Driver(d.players, d.seed);
    for (const move of d.moves.slice(0, d.marks['develop-done'])) game.do(move);
    expect(game.seat).toBe(MARY);
    expect(game.refusal({ type: 'action.choose', action: 'develop' })).toMatchObject({
      rule: 'american-rails:placing-the-action-marker',
    });
    expect(game.refusal({ type: 'action.choose', action: 'develop' })!.reason).toMatch(/Mike/);
    expect(
      americanRails.legalMoves(game.state).map((m) => m.type === 'action.choose' && m.action),
    ).toEqual(['pass', 'fund', 'take', 'auction', 'expand4']);
    const treasuries = game.ctx.companies.map((c) => c.treasury);
    game.choose('fund').decline();
    expect(game.ctx.companies.map((c) => c.treasury)).toEqual(treasuries);
    expect(game.view().actionTrack.columns[0]![2]).toBe(MARY);
  });

  it('american-rails:second-and-third-action-phases — each later phase follows the top-to-bottom order of the previous column', () => {
    const d = rickMikeMaryGame();
    const replay = (n: number) => {
      const g = new Driver(d.players, d.seed);
      for (const move of d.moves.slice(0, n)) g.do(move);
      return g.view();
    };
    expect(replay(d.marks['phase-1-done']!).phaseOrder).toEqual([MARY, MIKE, RICK]);
    expect(replay(d.marks['phase-2-done']!).phaseOrder).toEqual([MARY, RICK, MIKE]);
  });

  it('american-rails:dividend-phase — after three action phases every share held pays its dividend', () => {
    const d = crossroads();
    const before = d.view().players.map((p) => p.cash);
    finishRound(d);
    const v = d.view();
    expect(v.year).toBe(1852);
    // American $4 (Cincinnati), National $1 (Louisville), Continental $4 (Indianapolis), Majestic $5 (Pittsburg).
    expect(v.players.map((p, i) => p.cash - before[i]!)).toEqual([4, 1, 4, 5]);
    expect(v.lastDividends).toMatchObject({
      american: { perShare: 4 },
      national: { perShare: 1 },
      continental: { perShare: 4 },
      majestic: { perShare: 5 },
    });
  });

  it('american-rails:dividend-per-share — income / shares held by players, rounded up; unsold and removed shares do not count; the bank pays', () => {
    const d = rickMikeMaryGame();
    const v = d.view();
    expect(v.lastDividends!.majestic).toEqual({
      company: 'majestic',
      income: 19,
      sharesHeld: 3,
      perShare: 7,
      payouts: [14, 0, 7],
    });
    expect(v.companies[company('majestic')]!.sharesLeft).toBe(1); // the unsold share does not count
    expect(v.lastDividends!.national).toMatchObject({ income: 4, sharesHeld: 1, perShare: 4 }); // 3 shares unsold
    expect(v.lastDividends!.american).toBeUndefined(); // removed from the game
  });

  it('american-rails:end-of-a-round — once every company paid, the end of the game is checked', () => {
    const d = rickMikeMaryGame();
    expect(d.view().finished).toBe(false);
    expect(d.view().year).toBe(1854);
  });

  it('american-rails:turn-order-for-the-next-round — markers move from the third column to the turn-order track in the same order', () => {
    const d = rickMikeMaryGame();
    const v = d.view();
    expect(v.turnOrder).toEqual([MARY, RICK, MIKE]);
    expect(v.phaseOrder).toEqual([MARY, RICK, MIKE]);
    expect(v.actionTrack.columns.every((column) => column.every((s) => s === null))).toBe(true);
    expect(d.seat).toBe(MARY);
  });

  it('american-rails:advancing-the-year-marker — the year advances one space per round', () => {
    const d = crossroads();
    expect(d.view().year).toBe(1851);
    finishRound(d);
    expect(d.view().year).toBe(1852);
    finishRound(d);
    expect(d.view().year).toBe(1853);
  });
});
