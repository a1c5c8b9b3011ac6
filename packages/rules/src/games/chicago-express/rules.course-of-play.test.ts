/** Chicago Express rules: course of play (shared set-ups in testing/rules-helpers.ts). */
import { describe, expect, it } from 'vitest';
import { checkedChicagoExpress as game } from './invariants.js';
import { Scenario } from './testing/scenario.js';
import { R, twoPlayers, refused } from './testing/rules-helpers.js';

describe('chicago-express course of play', () => {
  it('chicago-express:choosing-an-action — choosing moves that dial one space; only the player whose turn it is may choose', () => {
    const s = twoPlayers();
    refused(s, { type: 'action.choose', player: 1, action: 'build' }, R('turn-order'));
    refused(s, { type: 'action.choose', player: 0, action: 'sleep' }, R('choosing-an-action'));
    s.choose('build');
    expect(s.view.dials.map((d) => d.position)).toEqual([0, 1, 0]);
  });

  it('chicago-express:turn-order — turns go clockwise from the starting player', () => {
    const s = new Scenario(['A', 'B', 'C']).opening([
      [1, 7],
      [0, 6],
      [0, 5],
      [0, 8],
    ]);
    const order: number[] = [];
    for (let i = 0; i < 4; i++) {
      order.push(s.current);
      s.idle();
    }
    expect(order).toEqual([1, 2, 0, 1]);
  });

  it('chicago-express:full-dials — an action whose dial is on red cannot be chosen (default lengths: auction 3, build 5, develop 4)', () => {
    const s = twoPlayers();
    expect(s.view.dials.map((d) => d.length)).toEqual([3, 5, 4]);
    for (let i = 0; i < 3; i++) s.idle('auction');
    expect(s.view.dials[0]!.red).toBe(true);
    refused(s, { type: 'action.choose', player: s.current, action: 'auction' }, R('full-dials'));
    expect(game.legalMoves(s.state).map((m) => (m as { action?: string }).action)).toEqual([
      'build',
      'develop',
    ]);
  });

  it('chicago-express:full-dials — the view counts the choices a dial still allows (its length less the spaces used)', () => {
    const s = twoPlayers();
    expect(s.view.dials.map((d) => d.choicesLeft)).toEqual([3, 5, 4]);
    s.idle('auction');
    expect(s.view.dials[0]!.position).toBe(1);
    expect(s.view.dials[0]!.choicesLeft).toBe(2);
    s.idle('auction');
    s.idle('auction');
    expect(s.view.dials[0]!.choicesLeft).toBe(0);
    expect(s.view.dials[0]!.red).toBe(true);
  });

  it('chicago-express:two-dials-in-the-red — the turn that puts the second dial on red is completed, then the dividend phase runs before the next player acts', () => {
    const s = twoPlayers();
    for (let i = 0; i < 3; i++) s.idle('auction');
    for (let i = 0; i < 3; i++) s.idle('develop');
    expect(s.ctx.dividendPhases).toBe(0);
    const player = s.current;
    s.choose('develop');
    expect(s.phase).toBe('develop');
    s.apply({ type: 'action.decline', player });
    expect(s.ctx.dividendPhases).toBe(1);
    expect(s.current).toBe(1 - player);
    expect(s.phase).toBe('chooseAction');
  });

  it('chicago-express:start-of-the-dividend-phase — the player who moved the second dial to red still carries out the action', () => {
    const s = twoPlayers();
    for (let i = 0; i < 3; i++) s.idle('auction');
    for (let i = 0; i < 4; i++) s.idle('develop');
    // Two dials were red after the 7th turn; the dividend ran before the 8th.
    expect(s.ctx.dividendPhases).toBe(1);
    const s2 = twoPlayers();
    for (let i = 0; i < 3; i++) s2.idle('auction');
    for (let i = 0; i < 3; i++) s2.idle('develop');
    s2.until(0);
    s2.build('prr', ['Q5']);
    expect(s2.ctx.dividendPhases).toBe(0);
  });

  it('chicago-express:declining-the-chosen-action — the dial moves but nothing else happens', () => {
    const s = twoPlayers();
    const before = s.view;
    s.choose('auction');
    s.apply({ type: 'action.decline', player: 0 });
    const after = s.view;
    expect(after.dials[0]!.position).toBe(1);
    expect(after.players).toEqual(before.players);
    expect(after.companies).toEqual(before.companies);
    expect(after.turn.player).toBe(1);
  });
});
