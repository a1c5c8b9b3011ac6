/**
 * One test per rule of the rulebook, named after the rule and citing its id. Every test drives
 * the real machine (createGame + applyMove via the Scenario builder) unless it says otherwise.
 */
import { describe, expect, it } from 'vitest';
import type { GameMove } from '../../core/record.js';
import { applyMove } from '../../core/replay.js';
import { checkedChicagoExpress as game } from './invariants.js';
import { chicagoExpressMachine } from './machine.js';
import { Scenario } from './testing/scenario.js';
import type { CeContext, CeMove } from './types.js';
import type { ChicagoExpressState } from './state.js';

const R = (anchor: string) => `chicago-express:${anchor}`;
const PRR = 0,
  BO = 1,
  NYC = 2,
  CO = 3,
  WAB = 4;

/** Ann (seat 0): PRR $7 and C&O $5; Bob (seat 1): B&O $6 and NYC $8. Ann starts. */
function twoPlayers(
  options: Record<string, string | number | boolean> = {},
  prices: [number, number, number, number] = [7, 6, 5, 8],
): Scenario {
  const s = new Scenario(['Ann', 'Bob'], options);
  return s.opening([
    [0, prices[0]],
    [1, prices[1]],
    [0, prices[2]],
    [1, prices[3]],
  ]);
}

function refused(s: Scenario, move: unknown, rule: string): string {
  const why = game.explainIllegal(s.state, move as GameMove);
  expect(why, `expected ${JSON.stringify(move)} to be refused`).not.toBeNull();
  expect(why!.rule).toBe(rule);
  expect(s.state.can(move as CeMove)).toBe(false);
  expect(game.legalMoves(s.state)).not.toContainEqual(move);
  return why!.reason;
}

function accepted(s: Scenario, move: CeMove): void {
  expect(game.explainIllegal(s.state, move)).toBeNull();
  expect(s.state.can(move)).toBe(true);
  expect(game.legalMoves(s.state)).toContainEqual(move);
}

/** Idles until the next dividend phase has happened. */
function toNextDividend(s: Scenario): void {
  const n = s.ctx.dividendPhases;
  let guard = 0;
  while (s.ctx.dividendPhases === n && game.result(s.state) === null && guard++ < 40) s.idle();
}

/** Bob builds the B&O from Baltimore to Chicago (first company there), with a $30 B&O. */
function boToChicago(
  options: Record<string, string | number | boolean> = {},
  stopBefore = 0,
): { s: Scenario; route: string[] } {
  const s = twoPlayers(options, [7, 30, 5, 8]);
  const route = s.route('bo', 'A2');
  s.buildAlong(1, 'bo', route.slice(0, route.length - stopBefore));
  return { s, route };
}

/** A snapshot in a chosen position (only for positions no short real game reaches; the test says so). */
function synthetic(state: ChicagoExpressState, patch: Partial<CeContext>): ChicagoExpressState {
  return chicagoExpressMachine.resolveState({
    value: state.value,
    context: { ...state.context, ...patch },
  }) as ChicagoExpressState;
}

describe('chicago-express setup', () => {
  it('chicago-express:starting-money — $120 split equally: 2p 60, 3p 40, 4p 30, 5p 24, 6p 20', () => {
    const expected: Record<number, number> = { 2: 60, 3: 40, 4: 30, 5: 24, 6: 20 };
    for (let n = 2; n <= 6; n++) {
      const s = new Scenario(Array.from({ length: n }, (_, i) => `P${i}`));
      expect(s.view.players.map((p) => p.cash)).toEqual(new Array(n).fill(expected[n]));
    }
  });

  it('chicago-express:setup — 2 to 6 players; other counts and unknown options are refused with a RangeError', () => {
    expect(() => game.createGame({ players: ['A'], seed: 'x' })).toThrow(RangeError);
    expect(() =>
      game.createGame({ players: Array.from({ length: 7 }, (_, i) => `P${i}`), seed: 'x' }),
    ).toThrow(RangeError);
    expect(() => game.createGame({ players: ['A', 'B'], seed: 'x', options: { nope: 1 } })).toThrow(
      /nope/,
    );
    expect(() =>
      game.createGame({ players: ['A', 'B'], seed: 'x', options: { houseEndLimit: 7 } }),
    ).toThrow(/houseEndLimit/);
  });

  it('chicago-express:share-certificates — PRR 3, B&O 4, NYC 5, C&O 6, Wabash 2 shares', () => {
    expect(
      new Scenario(['A', 'B']).view.companies.map((c) => [c.short, c.sharesTotal, c.sharesLeft]),
    ).toEqual([
      ['PRR', 3, 3],
      ['B&O', 4, 4],
      ['NYC', 5, 5],
      ['C&O', 6, 6],
      ['WAB', 2, 2],
    ]);
  });

  it('chicago-express:placing-locomotives-and-shares — PRR 20, B&O 22, NYC 24, C&O 26, Wabash 11 locomotives; one of each of the four on its start hex, Fort Wayne empty', () => {
    const v = new Scenario(['A', 'B']).view;
    expect(v.companies.map((c) => c.locosTotal)).toEqual([20, 22, 24, 26, 11]);
    expect(v.companies.map((c) => c.supply)).toEqual([19, 21, 23, 25, 11]);
    const at = (id: string) => v.board.hexes.find((h) => h.id === id)!;
    expect(at('R5').locos).toEqual(['prr']);
    expect(at('Q7').locos).toEqual(['bo']);
    expect(at('S3').locos).toEqual(['nyc']);
    expect(at('Q9').locos).toEqual(['co']);
    expect(at('D3').locos).toEqual([]);
    expect([at('R5').name, at('Q7').name, at('S3').name, at('Q9').name, at('D3').name]).toEqual([
      'Philadelphia',
      'Baltimore',
      'New York',
      'Washington',
      'Fort Wayne',
    ]);
  });

  it('chicago-express:placing-the-income-discs — incomes PRR 7, B&O 6, NYC 8, C&O 5; the Wabash disc stays off the track', () => {
    const v = new Scenario(['A', 'B']).view;
    expect(v.companies.map((c) => c.income)).toEqual([7, 6, 8, 5, 0]);
    expect(v.companies[WAB]!.open).toBe(false);
  });

  it('chicago-express:placing-the-houses — 20 houses in the supply; Detroit 1, Wheeling 3, Pittsburgh 4 in the table', () => {
    const v = new Scenario(['A', 'B']).view;
    expect(v.houseSupply).toBe(20);
    expect(v.industrial.map((i) => [i.name, i.value, i.step])).toEqual([
      ['Detroit', 1, 1],
      ['Wheeling', 3, 1],
      ['Pittsburgh', 4, 2],
    ]);
  });

  it('chicago-express:map-terrain — 160 hexes; Detroit, Wheeling and Pittsburgh are industrial; Chicago is worth 7; adjacency is symmetric', () => {
    const v = new Scenario(['A', 'B']).view;
    expect(v.board.hexes).toHaveLength(160);
    expect(v.board.hexes.filter((h) => h.terrain === 'industrial').map((h) => h.name)).toEqual([
      'Detroit',
      'Wheeling',
      'Pittsburgh',
    ]);
    expect(v.board.hexes.find((h) => h.id === 'A2')).toMatchObject({
      name: 'Chicago',
      terrain: 'chicago',
      value: 7,
    });
    const byId = new Map(v.board.hexes.map((h) => [h.id, h]));
    for (const h of v.board.hexes)
      for (const n of h.neighbours) expect(byId.get(n)!.neighbours).toContain(h.id);
  });

  it('chicago-express:income-above-50 — above 50 the view shows a +50 marker and the disc at income - 50 (synthetic income, no short game reaches 51)', () => {
    const s = new Scenario(['A', 'B']);
    const state = synthetic(s.state, { income: [57, 6, 8, 5, 0] });
    expect(game.view(state, 'all').companies[PRR]).toMatchObject({
      income: 57,
      plus50: true,
      incomeTrack: 7,
    });
    expect(game.view(s.state, 'all').companies[PRR]).toMatchObject({
      income: 7,
      plus50: false,
      incomeTrack: 7,
    });
  });
});

describe('chicago-express opening auctions', () => {
  it('chicago-express:opening-auction-order-and-minimum-bids — PRR $7, B&O $6, C&O $5, NYC $8 in this order; lower opening bids are refused', () => {
    const s = new Scenario(['A', 'B', 'C']);
    const seen: [string, number][] = [];
    for (let i = 0; i < 4; i++) {
      const a = s.view.auction!;
      seen.push([a.company, a.minimum]);
      refused(
        s,
        { type: 'auction.bid', player: a.turn, amount: a.minimum - 1 },
        R('opening-auction-order-and-minimum-bids'),
      );
      s.bidding(a.turn, a.minimum);
    }
    expect(seen).toEqual([
      ['prr', 7],
      ['bo', 6],
      ['co', 5],
      ['nyc', 8],
    ]);
    expect(s.phase).toBe('chooseAction');
  });

  it('chicago-express:opening-auction-bidding — the banker (seat 0) opens; bids go clockwise; a passed player is out; the high bidder pays the company', () => {
    const s = new Scenario(['A', 'B', 'C']);
    expect(s.view.auction).toMatchObject({ turn: 0, kind: 'opening', opener: 0 });
    s.apply({ type: 'auction.pass', player: 0 });
    expect(s.view.auction!.turn).toBe(1);
    s.apply({ type: 'auction.bid', player: 1, amount: 9 });
    refused(s, { type: 'auction.bid', player: 2, amount: 9 }, R('opening-auction-bidding'));
    s.apply({ type: 'auction.bid', player: 2, amount: 12 });
    refused(s, { type: 'auction.bid', player: 0, amount: 13 }, R('opening-auction-bidding'));
    s.apply({ type: 'auction.pass', player: 1 });
    expect(s.view.players[2]!.cash).toBe(28);
    expect(s.view.players[2]!.shares.prr).toBe(1);
    expect(s.view.companies[PRR]!.treasury).toBe(12);
  });

  it('chicago-express:unclaimed-opening-share — if nobody bids, the opener gets the share free and the company gets nothing', () => {
    const s = new Scenario(['A', 'B', 'C']);
    s.bidding(null);
    expect(s.view.players[0]!.shares.prr).toBe(1);
    expect(s.view.players[0]!.cash).toBe(40);
    expect(s.view.companies[PRR]!.treasury).toBe(0);
  });

  it('chicago-express:starting-player — each recipient opens the next auction; the PRR holder takes the first turn', () => {
    const s = new Scenario(['A', 'B', 'C']);
    s.bidding(2, 7);
    expect(s.view.auction).toMatchObject({ company: 'bo', opener: 2, turn: 2 });
    s.bidding(1, 6);
    expect(s.view.auction).toMatchObject({ company: 'co', opener: 1 });
    s.bidding(null);
    expect(s.view.auction).toMatchObject({ company: 'nyc', opener: 1 });
    s.bidding(0, 8);
    expect(s.phase).toBe('chooseAction');
    expect(s.view.turn.player).toBe(2);
    expect(game.activeSeats(s.state)).toEqual([2]);
  });
});

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

describe('chicago-express auction a share', () => {
  it('chicago-express:shares-available-for-auction — any company with shares, but the Wabash only after someone reached Chicago', () => {
    const s = twoPlayers();
    s.choose('auction');
    expect(
      game
        .legalMoves(s.state)
        .filter((m) => m.type === 'auction.offer')
        .map((m) => (m as { company: string }).company),
    ).toEqual(['prr', 'bo', 'nyc', 'co']);
    refused(
      s,
      { type: 'auction.offer', player: 0, company: 'wabash' },
      R('shares-available-for-auction'),
    );
    refused(
      s,
      { type: 'auction.offer', player: 0, company: 'zzz' },
      R('shares-available-for-auction'),
    );
  });

  it('chicago-express:sold-out-companies — a company whose shares are all sold cannot be auctioned', () => {
    const s = twoPlayers();
    s.auction('prr', 0, 4);
    s.until(0).auction('prr', 1, 3);
    expect(s.view.companies[PRR]!.sharesLeft).toBe(0);
    s.untilCan(0, 'auction').choose('auction');
    const why = refused(
      s,
      { type: 'auction.offer', player: 0, company: 'prr' },
      R('sold-out-companies'),
    );
    expect(why).toMatch(/sold out/);
  });

  it('chicago-express:minimum-bid — the offerer opens at ceil(income / (shares sold + 1)) or passes; the others may still bid', () => {
    const s = twoPlayers();
    s.build('prr', ['Q5', 'Q4', 'Q3']); // PRR income 7 + Binghamton 1 = 8
    s.choose('auction');
    s.apply({ type: 'auction.offer', player: 1, company: 'prr' });
    expect(s.view.auction!.minimum).toBe(4); // ceil(8 / 2)
    refused(s, { type: 'auction.bid', player: 1, amount: 3 }, R('minimum-bid'));
    s.apply({ type: 'auction.pass', player: 1 });
    refused(s, { type: 'auction.bid', player: 0, amount: 3 }, R('minimum-bid'));
    accepted(s, { type: 'auction.bid', player: 0, amount: 4 });
    s.apply({ type: 'auction.bid', player: 0, amount: 4 });
    expect(s.view.players[0]!.shares.prr).toBe(2);
    expect(s.view.companies[PRR]!.minimumBid).toBe(3); // ceil(8 / 3)
  });

  it('chicago-express:minimum-bid — option offererPass=voidAuction: the offerer passing ends the auction unsold', () => {
    const s = twoPlayers({ offererPass: 'voidAuction' });
    s.choose('auction');
    s.apply({ type: 'auction.offer', player: 0, company: 'nyc' });
    s.apply({ type: 'auction.pass', player: 0 });
    expect(s.phase).toBe('chooseAction');
    expect(s.view.companies[NYC]!.sharesLeft).toBe(4);
  });

  it('chicago-express:bidding — clockwise raises or passes; a pass is final; bids must raise and may not exceed cash', () => {
    const s = new Scenario(['A', 'B', 'C']).opening([
      [0, 7],
      [0, 6],
      [0, 5],
      [0, 8],
    ]);
    s.choose('auction');
    s.apply({ type: 'auction.offer', player: 0, company: 'co' });
    s.apply({ type: 'auction.bid', player: 0, amount: 3 });
    refused(s, { type: 'auction.bid', player: 2, amount: 5 }, R('bidding'));
    refused(s, { type: 'auction.bid', player: 1, amount: 3 }, R('bidding'));
    refused(s, { type: 'auction.bid', player: 1, amount: 41 }, R('bidding'));
    s.apply({ type: 'auction.pass', player: 1 });
    s.apply({ type: 'auction.bid', player: 2, amount: 5 });
    refused(s, { type: 'auction.bid', player: 1, amount: 6 }, R('bidding'));
    const bids = game
      .legalMoves(s.state)
      .filter((m) => m.type === 'auction.bid')
      .map((m) => (m as { amount: number }).amount);
    expect(bids[0]).toBe(6);
    expect(bids[bids.length - 1]).toBe(s.view.players[0]!.cash);
  });

  it('chicago-express:winning-the-auction — the winner pays the company and takes the share', () => {
    const s = twoPlayers();
    s.auction('co', 1, 9);
    expect(s.view.players[1]!.shares.co).toBe(1);
    expect(s.view.players[1]!.cash).toBe(60 - 6 - 8 - 9);
    expect(s.view.companies[CO]!.treasury).toBe(5 + 9);
    expect(s.view.lastAuction).toMatchObject({ kind: 'share', company: 'co', winner: 1, price: 9 });
  });

  it('chicago-express:unsold-share — if everybody passes the share stays on the company board and nobody pays', () => {
    const s = twoPlayers();
    const before = s.view;
    s.auction('co', null);
    expect(s.view.companies[CO]!.sharesLeft).toBe(5);
    expect(s.view.players.map((p) => p.cash)).toEqual(before.players.map((p) => p.cash));
    expect(s.view.lastAuction).toMatchObject({ winner: null, price: 0 });
  });
});

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

describe('chicago-express income from building', () => {
  it('chicago-express:undeveloped-cities-and-mountains — a city or mountain without a house adds its black number', () => {
    const s = twoPlayers();
    s.build('prr', ['R4', 'R3', 'Q3']);
    expect(s.view.companies[PRR]!.income).toBe(7 + 1);
  });

  it('chicago-express:developed-cities-and-mountains — with a house it adds black number + house value', () => {
    const s = twoPlayers();
    s.build('prr', ['R4', 'R3', 'Q3']);
    s.develop('Q3');
    s.build('prr', ['Q4']);
    s.idle();
    expect(s.view.companies[PRR]!.income).toBe(7 + 1 + 1);
    s.until(1).build('nyc', ['R2', 'Q3']);
    expect(s.view.lastBuild!.placements[1]).toMatchObject({ hex: 'Q3', incomeGain: 2 });
    expect(s.view.companies[NYC]!.income).toBe(8 + 1 + 1);
  });

  it('chicago-express:forests-and-plains — forests and plains add nothing', () => {
    const s = twoPlayers();
    s.build('prr', ['R4', 'R3']);
    expect(s.view.companies[PRR]!.income).toBe(7);
  });

  it('chicago-express:connecting-an-industrial-city — an industrial city adds its current table value', () => {
    const s = twoPlayers({}, [25, 6, 5, 8]);
    s.buildAlong(0, 'prr', s.route('prr', 'K4'));
    expect(s.view.lastBuild!.placements.at(-1)).toMatchObject({ hex: 'K4', incomeGain: 4 });
    // Detroit has advanced in the dividend phases meanwhile: connecting it later gives its current value.
    const { s: d } = boToChicago({}, 3);
    d.buildAlong(1, 'bo', ['E3', 'E2', 'E1']);
    d.buildAlong(1, 'bo', ['E0']);
    const detroit = d.view.industrial[0]!.value;
    expect(detroit).toBeGreaterThan(1);
    expect(d.view.lastBuild!.placements.at(-1)).toMatchObject({ hex: 'E0', incomeGain: detroit });
  });

  it('chicago-express:connecting-chicago — Chicago adds 7 to the income of the company reaching it', () => {
    const { s } = boToChicago({}, 1);
    const before = s.income('bo');
    s.buildAlong(1, 'bo', ['A2']);
    expect(s.income('bo')).toBe(before + 7);
  });
});

describe('chicago-express develop a hex', () => {
  it('chicago-express:developing-cities-mountains-and-forests — needs a locomotive there; once only; takes a house from the supply', () => {
    const s = twoPlayers();
    s.choose('develop');
    refused(
      s,
      { type: 'develop.place', player: 0, hex: 'Q3' },
      R('developing-cities-mountains-and-forests'),
    );
    s.apply({ type: 'action.decline', player: 0 });
    s.idle();
    s.build('prr', ['R4', 'R3', 'Q3']);
    s.develop('Q3');
    expect(s.view.houseSupply).toBe(19);
    expect(s.view.board.hexes.find((h) => h.id === 'Q3')!.house).toBe(true);
    s.choose('develop');
    refused(
      s,
      { type: 'develop.place', player: 0, hex: 'Q3' },
      R('developing-cities-mountains-and-forests'),
    );
  });

  it('chicago-express:effect-on-cities-and-mountains — every company on the hex gains the house value', () => {
    const s = twoPlayers();
    s.build('prr', ['R4', 'R3', 'Q3']);
    s.build('nyc', ['R2', 'Q3']);
    s.develop('Q3');
    expect(s.view.lastDevelop!.incomeChanges).toEqual([
      { company: 'prr', before: 8, after: 9 },
      { company: 'nyc', before: 9, after: 10 },
    ]);
  });

  it('chicago-express:effect-on-forests — the company on the forest gets $2 from the bank; income unchanged', () => {
    const s = twoPlayers();
    s.build('prr', ['R4', 'R3']);
    const treasury = s.view.companies[PRR]!.treasury;
    s.develop('R3');
    expect(s.view.companies[PRR]!.treasury).toBe(treasury + 2);
    expect(s.view.companies[PRR]!.income).toBe(7);
    expect(s.view.lastDevelop).toMatchObject({
      kind: 'forest',
      cashTo: { company: 'prr', amount: 2 },
    });
    expect(s.view.houseSupply).toBe(19);
  });

  it('chicago-express:hexes-that-cannot-be-developed — plains, start hexes and Chicago cannot be developed', () => {
    const s = twoPlayers();
    s.build('prr', ['R4']);
    s.choose('develop');
    refused(
      s,
      { type: 'develop.place', player: 1, hex: 'R4' },
      R('hexes-that-cannot-be-developed'),
    );
    refused(
      s,
      { type: 'develop.place', player: 1, hex: 'R5' },
      R('hexes-that-cannot-be-developed'),
    );
    refused(
      s,
      { type: 'develop.place', player: 1, hex: 'A2' },
      R('hexes-that-cannot-be-developed'),
    );
  });

  it('chicago-express:developing-industrial-cities — needs a locomotive; may be developed repeatedly; Pittsburgh +2 a step', () => {
    const s = twoPlayers({}, [25, 6, 5, 8]);
    s.choose('develop');
    refused(s, { type: 'develop.place', player: 0, hex: 'K4' }, R('developing-industrial-cities'));
    s.apply({ type: 'action.decline', player: 0 });
    s.buildAlong(0, 'prr', s.route('prr', 'K4'));
    const before = s.income('prr');
    s.untilCan(1, 'develop').develop('K4');
    expect(s.view.industrial[2]!.value).toBe(6);
    expect(s.income('prr')).toBe(before + 2);
  });

  it('chicago-express:industrial-city-maximum — a city on its last space cannot be developed further (Pittsburgh 8 by default)', () => {
    const s = twoPlayers({}, [25, 6, 5, 8]);
    s.buildAlong(0, 'prr', s.route('prr', 'K4'));
    s.untilCan(1, 'develop').develop('K4');
    s.untilCan(0, 'develop').develop('K4');
    expect(s.view.industrial[2]).toMatchObject({ value: 8, max: 8, atMax: true });
    s.untilCan(1, 'develop').choose('develop');
    refused(s, { type: 'develop.place', player: 1, hex: 'K4' }, R('industrial-city-maximum'));
  });

  it('chicago-express:effect-on-industrial-cities — every company there gains the difference (see the wheeling-develop fixture for two companies)', () => {
    const s = twoPlayers({ pittsburghMax: 10 }, [25, 6, 5, 8]);
    s.buildAlong(0, 'prr', s.route('prr', 'K4'));
    const before = s.income('prr');
    s.untilCan(1, 'develop').develop('K4');
    expect(s.view.lastDevelop).toMatchObject({
      kind: 'industrial',
      valueBefore: 4,
      valueAfter: 6,
      incomeChanges: [{ company: 'prr', before, after: before + 2 }],
    });
  });

  it('chicago-express:detroit-develops-automatically — players may not develop Detroit', () => {
    const s = twoPlayers();
    s.choose('develop');
    refused(
      s,
      { type: 'develop.place', player: 0, hex: 'E0' },
      R('detroit-develops-automatically'),
    );
  });

  it('chicago-express:fort-wayne — Fort Wayne counts as a city: other companies may build there and it can be developed', () => {
    const { s } = boToChicago({}, 3); // B&O stops on Fort Wayne
    expect(s.view.board.hexes.find((h) => h.id === 'D3')!.locos).toEqual(['bo']);
    const income = s.income('bo');
    s.untilCan(0, 'develop').develop('D3');
    expect(s.income('bo')).toBe(income + 2);
  });

  it('chicago-express:develop-a-hex — option developNeedsShare requires a share of a company on the hex', () => {
    const s = twoPlayers({ developNeedsShare: true });
    s.build('prr', ['R4', 'R3', 'Q3']);
    s.choose('develop');
    const why = refused(s, { type: 'develop.place', player: 1, hex: 'Q3' }, R('develop-a-hex'));
    expect(why).toMatch(/share/);
    const plain = twoPlayers();
    plain.build('prr', ['R4', 'R3', 'Q3']);
    plain.choose('develop');
    accepted(plain, { type: 'develop.place', player: 1, hex: 'Q3' });
  });
});

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
