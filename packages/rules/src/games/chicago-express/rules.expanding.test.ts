/** Chicago Express rules: expand a network (shared set-ups in testing/rules-helpers.ts). */
import { describe, expect, it } from 'vitest';
import type { GameMove } from '../../core/record.js';
import { checkedChicagoExpress as game } from './invariants.js';
import { R, PRR, NYC, twoPlayers, refused, accepted, synthetic } from './testing/rules-helpers.js';

describe('chicago-express expand a network', () => {
  it('chicago-express:who-may-build — only a holder of at least one share may build for a company', () => {
    const s = twoPlayers();
    s.choose('build');
    refused(s, { type: 'build.place', player: 0, company: 'nyc', hex: 'S4' }, R('who-may-build'));
    accepted(s, { type: 'build.place', player: 0, company: 'prr', hex: 'R4' });
    expect(
      game
        .legalMoves(s.state)
        .filter((m) => m.type === 'build.place')
        .every((m) => ['prr', 'co'].includes((m as { company: string }).company)),
    ).toBe(true);
  });

  it('chicago-express:up-to-three-hexes — at most 3 locomotives of one company per build; the build ends after the third', () => {
    const s = twoPlayers();
    s.choose('build');
    s.apply({ type: 'build.place', player: 0, company: 'prr', hex: 'R4' });
    refused(
      s,
      { type: 'build.place', player: 0, company: 'co', hex: 'P8' },
      R('up-to-three-hexes'),
    );
    refused(s, { type: 'action.decline', player: 0 }, R('up-to-three-hexes'));
    s.apply({ type: 'build.place', player: 0, company: 'prr', hex: 'Q5' });
    s.apply({ type: 'build.place', player: 0, company: 'prr', hex: 'Q4' });
    expect(s.phase).toBe('chooseAction');
    expect(s.current).toBe(1);
    expect(s.view.companies[PRR]!.supply).toBe(16);
  });

  it('chicago-express:up-to-three-hexes — a build may stop early with build.finish (only after a placement)', () => {
    const s = twoPlayers();
    s.choose('build');
    refused(s, { type: 'build.finish', player: 0 }, R('declining-the-chosen-action'));
    s.apply({ type: 'build.place', player: 0, company: 'prr', hex: 'R4' });
    s.apply({ type: 'build.finish', player: 0 });
    expect(s.current).toBe(1);
  });

  it('chicago-express:connected-networks — each new hex must touch the company network; networks may branch', () => {
    const s = twoPlayers();
    s.choose('build');
    refused(
      s,
      { type: 'build.place', player: 0, company: 'prr', hex: 'Q4' },
      R('connected-networks'),
    );
    s.apply({ type: 'build.place', player: 0, company: 'prr', hex: 'R4' });
    s.apply({ type: 'build.place', player: 0, company: 'prr', hex: 'Q4' });
    s.apply({ type: 'build.place', player: 0, company: 'prr', hex: 'Q6' }); // a branch south of Philadelphia
    expect(game.checkInvariants(s.state)).toEqual([]);
  });

  it('chicago-express:start-hexes — no company may build on a start hex', () => {
    const s = twoPlayers();
    s.build('prr', ['R6']);
    s.idle();
    s.choose('build');
    refused(s, { type: 'build.place', player: 0, company: 'prr', hex: 'Q7' }, R('start-hexes'));
    refused(s, { type: 'build.place', player: 0, company: 'prr', hex: 'R5' }, R('start-hexes'));
  });

  it('chicago-express:one-locomotive-per-company-per-hex — a company may not place a second locomotive on a hex', () => {
    const s = twoPlayers();
    s.choose('build');
    s.apply({ type: 'build.place', player: 0, company: 'prr', hex: 'R4' });
    refused(
      s,
      { type: 'build.place', player: 0, company: 'prr', hex: 'R4' },
      R('one-locomotive-per-company-per-hex'),
    );
  });

  it('chicago-express:shared-and-exclusive-terrain — a forest or mountain holds one locomotive in total; cities and plains are shared', () => {
    const s = twoPlayers();
    s.idle();
    s.build('nyc', ['R3', 'S4']); // Bob: NYC on the forest R3 and the plain S4
    s.choose('build');
    s.apply({ type: 'build.place', player: 0, company: 'prr', hex: 'R4' });
    refused(
      s,
      { type: 'build.place', player: 0, company: 'prr', hex: 'R3' },
      R('shared-and-exclusive-terrain'),
    );
    accepted(s, { type: 'build.place', player: 0, company: 'prr', hex: 'S4' });
  });

  it('chicago-express:build-costs — red number × locomotives on the hex including the new one, paid to the bank', () => {
    const s = twoPlayers();
    s.build('prr', ['R4', 'S4']);
    s.build('nyc', ['S4']);
    expect(s.view.lastBuild).toMatchObject({
      company: 'nyc',
      cost: 2,
      placements: [{ hex: 'S4', locosOnHex: 2, cost: 2 }],
    });
    expect(s.view.companies[NYC]!.treasury).toBe(6);
    expect(s.view.bank.received).toBe(2 + 2);
  });

  it('chicago-express:company-money-only — a placement the company cannot pay is refused; players cannot lend money', () => {
    const s = twoPlayers();
    s.build('prr', ['R4', 'Q5', 'Q4']); // 1 + 1 + 2 = 4 of PRR's 7
    s.idle();
    s.build('prr', ['Q3']); // 2 more: $1 left
    s.idle();
    s.choose('build');
    expect(s.view.companies[PRR]!.treasury).toBe(1);
    const why = refused(
      s,
      { type: 'build.place', player: 0, company: 'prr', hex: 'R3' },
      R('company-money-only'),
    );
    expect(why).toMatch(/costs \$2/);
    accepted(s, { type: 'build.place', player: 0, company: 'prr', hex: 'S4' });
  });

  it('chicago-express:running-out-of-locomotives — a company with no locomotives left cannot expand (synthetic supply of 0)', () => {
    const s = twoPlayers();
    s.choose('build');
    const state = synthetic(s.state, { locosLeft: [0, 21, 23, 25, 11] });
    const why = game.explainIllegal(state, {
      type: 'build.place',
      player: 0,
      company: 'prr',
      hex: 'R4',
    } as GameMove);
    expect(why?.rule).toBe(R('running-out-of-locomotives'));
    expect(state.can({ type: 'build.place', player: 0, company: 'prr', hex: 'R4' })).toBe(false);
    expect(
      game.legalMoves(state).some((m) => m.type === 'build.place' && m.company === 'prr'),
    ).toBe(false);
    expect(
      game.legalMoves(s.state).some((m) => m.type === 'build.place' && m.company === 'prr'),
    ).toBe(true);
  });
});
