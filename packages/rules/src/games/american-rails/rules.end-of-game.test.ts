/** American Rails rules: end of the game (shared set-ups in testing/rules-helpers.ts). */
import { describe, expect, it } from 'vitest';
import { simulate } from '../../core/bot-play.js';
import { applyMove } from '../../core/replay.js';
import { rickMikeMaryGame, MIKE } from './fixtures/scenario.js';
import { americanRails, type AmericanRailsState } from './index.js';
import { Driver, seedRemoving } from './testing/scenario.js';
import { synthetic, skipTo, finishRound } from './testing/rules-helpers.js';

describe('american-rails end of the game', () => {
  it('american-rails:end-of-the-game — after the end nothing more can be played', () => {
    const { state } = simulate(americanRails, { players: ['A', 'B', 'C'], seed: 'end' });
    const s = state as AmericanRailsState;
    expect(americanRails.activeSeats(s)).toEqual([]);
    expect(americanRails.legalMoves(s)).toEqual([]);
    expect(
      americanRails.explainIllegal(s, { type: 'action.choose', player: 0, action: 'pass' }),
    ).toMatchObject({ rule: 'american-rails:end-of-the-game' });
  });

  it('american-rails:game-ends-after-1857 — the game ends after the 1857 dividends', () => {
    const { state } = simulate(americanRails, {
      players: ['A', 'B', 'C', 'D', 'E'],
      seed: 'end-5',
    });
    const s = state as AmericanRailsState;
    expect(s.context.clock.year).toBe(1857);
    expect(s.context.last.dividends).not.toBeNull();
    expect(americanRails.result(s)!.rule).toBe('american-rails:game-ends-after-1857');
    expect(s.status).toBe('done');
  });

  it('american-rails:optional-end-all-shares-gone — with the option the game ends after a round in which no share is left', () => {
    const play = (options: Record<string, boolean>) => {
      const d = new Driver(['A', 'B', 'C'], seedRemoving('american'), options);
      d.auction('national', 0).start('new-york');
      for (const c of ['continental', 'majestic', 'liberty', 'republic'] as const)
        d.auction(c, null);
      // Each phase the first player auctions a share nobody bids on, until none is left.
      for (
        let i = 0;
        i < 200 && d.phase !== 'gameOver' && d.ctx.companies.some((c) => c.sharesUnsold > 0);
        i++
      ) {
        const row = d.ctx.actionTrack[d.ctx.clock.phase]!;
        if (row[5] === null) {
          const first = americanRails
            .legalMoves(d.choose('auction').state)
            .find((m) => m.type === 'auction.offer') as { company: 'national' };
          d.auction(first.company, null);
        } else skipTo(d, -1, 1);
      }
      finishRound(d);
      return d;
    };
    const ended = play({ endWhenSharesGone: true });
    expect(ended.ctx.companies.every((c) => c.sharesUnsold === 0)).toBe(true);
    expect(ended.view().finished).toBe(true);
    expect(ended.ctx.clock.year).toBeLessThan(1857);
    expect(americanRails.result(ended.state)!.rule).toBe(
      'american-rails:optional-end-all-shares-gone',
    );
    const goesOn = play({});
    expect(goesOn.view().finished).toBe(false);
    expect(goesOn.ctx.clock.year).toBe(ended.ctx.clock.year + 1);
  });

  it('american-rails:optional-end-track-supplies-running-out — with the option the game ends when 3/4/5 supplies hold 2 or fewer cubes (synthetic position)', () => {
    const d = rickMikeMaryGame();
    const opt = new Driver(d.players, d.seed, { endWhenSuppliesLow: true });
    for (const move of d.moves.slice(0, d.marks['liberty-in-buffalo'])) opt.do(move);
    // Three companies' supplies drained: cubes and incomes are not what the board says, so this
    // position only serves the end check.
    const low = synthetic(opt.state, {
      companies: opt.ctx.companies.map((c, i) => (i >= 2 ? { ...c, supply: 2 } : c)),
    });
    const r = applyMove(americanRails, low, { type: 'build.finish', player: MIKE });
    expect(r.ok).toBe(true);
    const s = (r as { state: AmericanRailsState }).state;
    expect(americanRails.result(s)!.rule).toBe(
      'american-rails:optional-end-track-supplies-running-out',
    );
    const plain = synthetic(d.state, {}); // same game without the option ended normally? It plays on.
    expect(americanRails.result(plain)).toBeNull();
  });

  it('american-rails:winner — most money wins; ties share the win', () => {
    for (let i = 0; i < 30; i++) {
      const { state } = simulate(americanRails, {
        players: ['A', 'B', 'C', 'D'],
        seed: `winner-${i}`,
      });
      const result = americanRails.result(state as AmericanRailsState)!;
      const cash = (state as AmericanRailsState).context.cash;
      const best = Math.max(...cash);
      expect(result.winners).toEqual(
        cash.map((c, s) => (c === best ? s : -1)).filter((s) => s >= 0),
      );
      for (const st of result.standings)
        expect(st.rank).toBe(1 + cash.filter((c) => c > st.score).length);
    }
  });
});
