/** Chicago Express rules: dividend phase (shared set-ups in testing/rules-helpers.ts). */
import { describe, expect, it } from 'vitest';
import { checkedChicagoExpress as game } from './invariants.js';
import { twoPlayers, toNextDividend, boToChicago } from './testing/rules-helpers.js';

describe('chicago-express dividend phase', () => {
  it('chicago-express:general-dividend — every share earns ceil(income / shares sold), paid by the bank', () => {
    const s = twoPlayers();
    s.auction('prr', 1, 4); // PRR: Ann 1, Bob 1 -> 7 / 2 = 3.5 -> 4 each
    const cash = s.view.players.map((p) => p.cash);
    toNextDividend(s);
    const d = s.view.lastDividend!;
    expect(d.kind).toBe('general');
    expect(d.payments.map((p) => p.perShare)).toEqual([4, 6, 8, 5, 0]);
    expect(s.view.players.map((p) => p.cash)).toEqual([cash[0]! + 4 + 5, cash[1]! + 4 + 6 + 8]);
    expect(s.view.bank.paid).toBe(d.total);
  });

  it('chicago-express:resetting-the-dials — after the dividend all pointers return to START', () => {
    const s = twoPlayers();
    toNextDividend(s);
    expect(s.view.dials.map((d) => d.position)).toEqual([0, 0, 0]);
  });

  it('chicago-express:detroit-development — Detroit advances 1 after every dividend phase, even with no locomotive there', () => {
    const s = twoPlayers();
    toNextDividend(s);
    expect(s.view.industrial[0]!.value).toBe(2);
    toNextDividend(s);
    expect(s.view.industrial[0]!.value).toBe(3);
    expect(s.view.lastDevelop).toMatchObject({
      kind: 'detroit',
      player: null,
      valueBefore: 2,
      valueAfter: 3,
    });
  });

  it('chicago-express:detroit-development — every company with a locomotive in Detroit gains 1 income at each step', () => {
    const { s } = boToChicago({}, 3);
    s.buildAlong(1, 'bo', ['E3', 'E2', 'E1']);
    s.buildAlong(1, 'bo', ['E0']);
    const income = s.income('bo');
    const detroit = s.view.industrial[0]!.value;
    expect(s.view.lastBuild!.placements.at(-1)).toMatchObject({ hex: 'E0', incomeGain: detroit });
    toNextDividend(s);
    expect(s.income('bo')).toBe(income + 1);
    expect(game.checkInvariants(s.state)).toEqual([]);
  });

  it('chicago-express:resuming-play — play continues with the player whose turn it is', () => {
    const s = twoPlayers();
    for (let i = 0; i < 3; i++) s.idle('auction');
    for (let i = 0; i < 4; i++) s.idle('develop');
    // 7 turns from Ann: the 8th turn is Bob's.
    expect(s.ctx.dividendPhases).toBe(1);
    expect(s.view.turn.player).toBe(1);
    expect(s.view.phaseId).toBe('chooseAction');
  });

  it('chicago-express:checking-for-the-end-of-the-game — end conditions are checked right after the general dividend', () => {
    const s = twoPlayers();
    for (let k = 0; k < 7; k++) toNextDividend(s);
    expect(s.view.industrial[0]!.value).toBe(8);
    expect(game.result(s.state)).toBeNull();
    expect(s.view.end.triggered).toEqual(['Detroit has reached 8']);
    toNextDividend(s);
    expect(s.view.finished).toBe(true);
    expect(s.view.lastDividend!.kind).toBe('general');
    expect(s.ctx.dividendPhases).toBe(8);
  });
});
