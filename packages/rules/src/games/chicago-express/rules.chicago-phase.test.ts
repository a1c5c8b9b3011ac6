/** Chicago Express rules: Chicago phase (shared set-ups in testing/rules-helpers.ts). */
import { describe, expect, it } from 'vitest';
import { checkedChicagoExpress as game } from './invariants.js';
import { Scenario } from './testing/scenario.js';
import {
  R,
  PRR,
  BO,
  WAB,
  twoPlayers,
  refused,
  accepted,
  boToChicago,
} from './testing/rules-helpers.js';

describe('chicago-express Chicago phase', () => {
  it('chicago-express:reaching-chicago — a locomotive entering Chicago adds 7 and starts a Chicago phase', () => {
    const { s } = boToChicago();
    expect(s.view.lastBuild!.placements.at(-1)).toMatchObject({ hex: 'A2', incomeGain: 7 });
    expect(s.view.companies[BO]!.reachedChicago).toBe(true);
    expect(s.view.phaseId).toBe('wabashAuction');
  });

  it('chicago-express:chicago-dividend — the company that reached Chicago pays its shareholders an extra dividend', () => {
    const { s } = boToChicago();
    const d = s.view.lastDividend!;
    expect(d.kind).toBe('chicago');
    expect(d.payments.filter((p) => p.paid).map((p) => p.company)).toEqual(['bo']);
    expect(d.payments[BO]).toMatchObject({
      income: s.income('bo'),
      sharesSold: 1,
      perShare: s.income('bo'),
      payouts: [0, s.income('bo')],
    });
  });

  it('chicago-express:reaching-chicago — default "immediate": the Chicago phase ends the build at once', () => {
    const { s } = boToChicago({}, 1);
    s.untilCan(1, 'build').choose('build');
    s.apply({ type: 'build.place', player: 1, company: 'bo', hex: 'A2' });
    expect(s.view.phaseId).toBe('wabashAuction');
    refused(
      s,
      { type: 'build.place', player: 1, company: 'bo', hex: 'A3' },
      R('first-wabash-share-auction'),
    );
  });

  it('chicago-express:reaching-chicago — option chicagoTiming=afterBuild: the build is finished first, then the Chicago phase', () => {
    const { s } = boToChicago({ chicagoTiming: 'afterBuild' }, 1);
    s.untilCan(1, 'build').choose('build');
    s.apply({ type: 'build.place', player: 1, company: 'bo', hex: 'A2' });
    expect(s.view.phaseId).toBe('build');
    s.apply({ type: 'build.place', player: 1, company: 'bo', hex: 'A3' });
    s.apply({ type: 'build.finish', player: 1 });
    expect(s.view.phaseId).toBe('wabashAuction');
    expect(s.view.lastDividend!.payments[BO]!.income).toBe(s.income('bo'));
  });

  it('chicago-express:reaching-chicago — option chicagoTiming=resumeBuild: the Chicago phase interrupts at once, then the build goes on', () => {
    const { s } = boToChicago({ chicagoTiming: 'resumeBuild' }, 1);
    s.untilCan(1, 'build').choose('build');
    s.apply({ type: 'build.place', player: 1, company: 'bo', hex: 'A2' });
    // Interrupted at once: the Chicago dividend is paid and the first Wabash auction runs.
    expect(s.view.phaseId).toBe('wabashAuction');
    expect(s.view.lastDividend!.kind).toBe('chicago');
    const incomeAtChicago = s.income('bo');
    s.bidding(null);
    // Then the same player finishes the build before play passes on.
    expect(s.view.phaseId).toBe('build');
    expect(s.view.turn.player).toBe(1);
    accepted(s, { type: 'build.place', player: 1, company: 'bo', hex: 'A3' });
    s.apply({ type: 'build.place', player: 1, company: 'bo', hex: 'A3' });
    expect(s.view.lastBuild!.placements.map((p) => p.hex)).toEqual([
      s.view.lastBuild!.placements[0]!.hex,
      'A3',
    ]);
    expect(s.income('bo')).toBe(incomeAtChicago + s.view.lastBuild!.placements[1]!.incomeGain);
    s.apply({ type: 'build.finish', player: 1 });
    expect(s.view.turn.player).toBe(0);
    expect(s.view.phaseId).toBe('chooseAction');
    expect(game.checkInvariants(s.state)).toEqual([]);
  });

  it('chicago-express:reaching-chicago — option chicagoTiming=resumeBuild: Chicago as the third hex ends the build as usual', () => {
    const { s, route } = boToChicago({ chicagoTiming: 'resumeBuild' }, 3);
    s.untilCan(1, 'build').build('bo', route.slice(-3));
    expect(s.view.lastBuild!.placements.map((p) => p.hex)).toEqual(route.slice(-3));
    expect(s.view.phaseId).toBe('wabashAuction');
    s.bidding(null);
    expect(s.view.turn.player).toBe(0);
    expect(s.view.phaseId).toBe('chooseAction');
  });

  /** Ann builds the PRR to the hex before Chicago after the B&O got there first (Wabash open). */
  function prrSecondToChicago(options: Record<string, string | number | boolean>): Scenario {
    const s = twoPlayers(options, [30, 30, 5, 8]);
    s.buildAlong(1, 'bo', s.route('bo', 'A2'));
    s.bidding(null);
    // With "resumeBuild" the B&O build may go on after the auction: Bob ends it.
    if (s.phase === 'build') s.apply({ type: 'build.finish', player: 1 });
    s.buildAlong(0, 'prr', s.route('prr', 'A2').slice(0, -1));
    // A second PRR share refills the treasury, so a hex after Chicago is affordable.
    s.untilCan(0, 'auction').auction('prr', 0, 20);
    s.untilCan(0, 'build').choose('build');
    s.apply({ type: 'build.place', player: 0, company: 'prr', hex: 'A2' });
    return s;
  }

  it('chicago-express:after-the-chicago-phase — default: a later arrival (Wabash already open) also ends the build and passes the turn', () => {
    const s = prrSecondToChicago({});
    expect(s.view.lastDividend).toMatchObject({ kind: 'chicago' });
    expect(s.view.lastDividend!.payments.filter((p) => p.paid).map((p) => p.company)).toEqual([
      'prr',
    ]);
    expect(s.view.turn.player).toBe(1);
    expect(s.view.phaseId).toBe('chooseAction');
  });

  it('chicago-express:after-the-chicago-phase — option chicagoTiming=resumeBuild: after a later arrival the player goes on building', () => {
    const s = prrSecondToChicago({ chicagoTiming: 'resumeBuild' });
    expect(s.view.lastDividend).toMatchObject({ kind: 'chicago' });
    expect(s.view.turn.player).toBe(0);
    expect(s.view.phaseId).toBe('build');
    const next = game
      .legalMoves(s.state)
      .find((m) => m.type === 'build.place' && m.company === 'prr');
    expect(next, 'a second PRR hex can be placed').toBeDefined();
    s.apply(next!);
    expect(s.view.lastBuild!.placements.map((p) => p.hex)).toEqual([
      'A2',
      (next as { hex: string }).hex,
    ]);
    s.apply({ type: 'build.finish', player: 0 });
    expect(s.view.turn.player).toBe(1);
  });

  it('chicago-express:opening-the-wabash — the first arrival opens the Wabash: locomotive on Fort Wayne, income 1 (see the wabash-opening fixtures for 3)', () => {
    const { s } = boToChicago();
    expect(s.view.wabashOpen).toBe(true);
    expect(s.view.companies[WAB]).toMatchObject({ open: true, income: 1, supply: 10 });
  });

  it('chicago-express:free-first-wabash-locomotive — the Fort Wayne locomotive costs the Wabash nothing', () => {
    const { s } = boToChicago();
    expect(s.view.companies[WAB]!.treasury).toBe(0);
    expect(game.checkInvariants(s.state)).toEqual([]);
  });

  it('chicago-express:first-wabash-share-auction — the player on whose turn Chicago was reached opens it at the usual minimum; later the Wabash can be auctioned', () => {
    const { s } = boToChicago();
    expect(s.view.auction).toMatchObject({
      kind: 'wabash',
      company: 'wabash',
      opener: 1,
      turn: 1,
      minimum: 1,
    });
    s.bidding(0, 2);
    expect(s.view.players[0]!.shares.wabash).toBe(1);
    expect(s.view.companies[WAB]!.treasury).toBe(2);
    s.untilCan(1, 'auction').choose('auction');
    accepted(s, { type: 'auction.offer', player: 1, company: 'wabash' });
  });

  it('chicago-express:unsold-first-wabash-share — an unsold first share stays; the Wabash stays open; play continues with the next player', () => {
    const { s } = boToChicago();
    s.bidding(null);
    expect(s.view.companies[WAB]).toMatchObject({ sharesLeft: 2, open: true });
    expect(s.view.turn.player).toBe(0);
    expect(s.view.phaseId).toBe('chooseAction');
  });

  it('chicago-express:chicago-and-dividend-phase-together — the Chicago phase is played first, then the dividend phase', () => {
    const s = twoPlayers({ buildDial: 6 }, [7, 30, 5, 8]);
    const route = s.route('bo', 'A2');
    expect(route.length).toBe(16);
    s.until(1);
    for (let i = 0; i < 16; i += 3) {
      s.build('bo', route.slice(i, i + 3));
      if (s.view.phaseId === 'wabashAuction') break;
      s.idle(s.ctx.dials[0]! < 3 ? 'auction' : 'develop');
    }
    expect(s.view.dials.filter((d) => d.red).map((d) => d.id)).toEqual(['auction', 'build']);
    expect(s.ctx.dividendPhases).toBe(0);
    expect(s.view.lastDividend!.kind).toBe('chicago');
    s.bidding(null);
    expect(s.ctx.dividendPhases).toBe(1);
    expect(s.view.lastDividend!.kind).toBe('general');
    expect(s.view.turn.player).toBe(0);
  });

  it('chicago-express:opening-the-wabash — only the first company in Chicago opens the Wabash; later arrivals only pay the Chicago dividend', () => {
    const s = twoPlayers({}, [30, 30, 5, 8]);
    const bo = s.route('bo', 'A2');
    s.buildAlong(1, 'bo', bo);
    s.bidding(null);
    const prr = s.route('prr', 'A2');
    s.buildAlong(0, 'prr', prr);
    expect(s.view.companies[PRR]!.reachedChicago).toBe(true);
    expect(s.view.lastDividend).toMatchObject({ kind: 'chicago' });
    expect(s.view.lastDividend!.payments.filter((p) => p.paid).map((p) => p.company)).toEqual([
      'prr',
    ]);
    expect(s.view.phaseId).toBe('chooseAction');
    expect(s.view.companies[WAB]!.supply).toBe(10);
  });
});
