/** Chicago Express rules: end of the game (shared set-ups in testing/rules-helpers.ts). */
import { describe, expect, it } from 'vitest';
import { applyMove } from '../../core/replay.js';
import { checkedChicagoExpress as game } from './invariants.js';
import { Scenario } from './testing/scenario.js';
import type { CeMove } from './types.js';
import {
  R,
  PRR,
  BO,
  NYC,
  twoPlayers,
  refused,
  toNextDividend,
  synthetic,
} from './testing/rules-helpers.js';

describe('chicago-express end of the game', () => {
  it('chicago-express:end-conditions — Detroit reaching 8 ends the game at the following dividend phase', () => {
    const s = twoPlayers();
    for (let k = 0; k < 8; k++) toNextDividend(s);
    const r = game.result(s.state)!;
    expect(r.reason).toMatch(/Detroit has reached 8/);
    expect(r.rule).toBe(R('end-conditions'));
  });

  it('chicago-express:end-conditions — 3 companies without shares end the game after the next general dividend', () => {
    const s = twoPlayers();
    let guard = 0;
    const left = () => [PRR, BO, NYC].filter((c) => s.ctx.sharesLeft[c]! > 0);
    while (left().length > 0 && guard++ < 60) {
      s.untilCan(s.current, 'auction');
      const c = left()[0]!;
      const id = (['prr', 'bo', 'nyc'] as const)[[PRR, BO, NYC].indexOf(c)]!;
      s.auction(id, s.current, s.view.companies[c]!.minimumBid);
    }
    expect(s.view.end.companiesWithoutShares).toBe(3);
    expect(game.result(s.state)).toBeNull();
    toNextDividend(s);
    expect(game.result(s.state)!.reason).toMatch(/3 companies have no shares left/);
  });

  it('chicago-express:end-conditions — 3 or fewer houses in the supply (option houseEndLimit 4 ends one house earlier)', () => {
    for (const limit of [3, 4]) {
      const s = twoPlayers({ houseEndLimit: limit }, [30, 30, 5, 8]);
      let guard = 0;
      // Greedy play: develop whenever possible, otherwise build towards undeveloped hexes, otherwise idle.
      while (s.ctx.houseSupply > limit && game.result(s.state) === null && guard++ < 400) {
        const me = s.current;
        if (!s.view.dials[2]!.red) {
          s.choose('develop');
          const dev = game
            .legalMoves(s.state)
            .find(
              (m) =>
                m.type === 'develop.place' &&
                s.view.board.hexes.find((h) => h.id === m.hex)!.terrain !== 'industrial',
            );
          s.apply(dev ?? { type: 'action.decline', player: me });
          continue;
        }
        if (!s.view.dials[1]!.red) {
          s.choose('build');
          const place =
            game
              .legalMoves(s.state)
              .find(
                (m) =>
                  m.type === 'build.place' &&
                  ['city', 'mountain', 'forest'].includes(
                    s.view.board.hexes.find((h) => h.id === m.hex)!.terrain,
                  ) &&
                  !s.view.board.hexes.find((h) => h.id === m.hex)!.house,
              ) ?? game.legalMoves(s.state).find((m) => m.type === 'build.place');
          if (place) {
            s.apply(place);
            if (s.view.phaseId === 'build') s.apply({ type: 'build.finish', player: me });
          } else s.apply({ type: 'action.decline', player: me });
          if (s.view.phaseId === 'wabashAuction') s.bidding(null);
          continue;
        }
        s.idle();
      }
      expect(s.ctx.houseSupply).toBe(limit);
      expect(game.result(s.state)).toBeNull();
      expect(s.view.end.triggered).toContain(`only ${limit} houses are left in the supply`);
      toNextDividend(s);
      expect(game.result(s.state)!.reason).toMatch(/houses are left/);
    }
  });

  it('chicago-express:end-conditions — 3 companies without locomotives (synthetic supplies; option wabashCountsForEnd decides whether the Wabash counts)', () => {
    for (const counts of [true, false]) {
      const s = twoPlayers({ wabashCountsForEnd: counts });
      for (let i = 0; i < 3; i++) s.idle('auction');
      for (let i = 0; i < 3; i++) s.idle('develop');
      // Synthetic position: PRR, B&O and the Wabash have no locomotives left (unreachable in a short game).
      let state = synthetic(s.state, { locosLeft: [0, 0, 23, 25, 0], wabashOpen: true });
      expect(game.view(state, 'all').end.companiesWithoutLocos).toBe(counts ? 3 : 2);
      for (const move of [
        { type: 'action.choose', player: s.current, action: 'develop' },
        { type: 'action.decline', player: s.current },
      ] as CeMove[]) {
        const r = applyMove(game, state, move);
        expect(r.ok).toBe(true);
        if (r.ok) state = r.state;
      }
      expect(state.context.dividendPhases).toBe(1);
      expect(game.result(state) !== null).toBe(counts);
      if (counts)
        expect(game.result(state)!.reason).toMatch(/3 companies have no locomotives left/);
    }
  });

  it('chicago-express:final-dividend-phase — after the final general dividend there is no dial reset and no Detroit step', () => {
    const s = twoPlayers({ houseEndLimit: 4 });
    for (let k = 0; k < 8; k++) toNextDividend(s);
    expect(s.view.finished).toBe(true);
    expect(s.view.dials.filter((d) => d.red)).toHaveLength(2);
    expect(s.view.industrial[0]!.value).toBe(8);
    expect(game.activeSeats(s.state)).toEqual([]);
    expect(game.legalMoves(s.state)).toEqual([]);
    refused(s, { type: 'action.choose', player: 0, action: 'build' }, R('end-of-the-game'));
  });

  it('chicago-express:winning-the-game — most cash wins; shares count for nothing', () => {
    const s = twoPlayers(); // Ann: PRR + C&O (income 12), Bob: B&O + NYC (income 14)
    for (let k = 0; k < 8; k++) toNextDividend(s);
    const r = game.result(s.state)!;
    expect(s.view.players.map((p) => p.cash)).toEqual([48 + 8 * 12, 46 + 8 * 14]);
    expect(r.winners).toEqual([1]);
    expect(r.standings).toEqual([
      { seat: 1, name: 'Bob', score: 158, rank: 1, rankText: '1', scoreText: '$158' },
      { seat: 0, name: 'Ann', score: 144, rank: 2, rankText: '2', scoreText: '$144' },
    ]);
  });

  it('chicago-express:winning-the-game — tied players share the victory', () => {
    const s = new Scenario(['Ann', 'Bob']).opening([
      [0, 7],
      [0, 6],
      [1, 5],
      [1, 8],
    ]); // both spend 13 for income 13
    for (let k = 0; k < 8; k++) toNextDividend(s);
    const r = game.result(s.state)!;
    expect(r.winners).toEqual([0, 1]);
    expect(r.standings.map((x) => x.rank)).toEqual([1, 1]);
    expect(r.standings.map((x) => x.rankText)).toEqual(['1=', '1=']);
  });
});
