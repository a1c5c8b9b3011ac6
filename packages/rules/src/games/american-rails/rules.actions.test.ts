/** American Rails rules: actions (shared set-ups in testing/rules-helpers.ts). */
import { describe, expect, it } from 'vitest';
import { applyMove } from '../../core/replay.js';
import { ACTION_ROWS } from './data/actions.js';
import { CITIES, cityHexId, HEXES, hexIndex } from './data/board.js';
import { rickMikeMaryGame, MARY, RICK } from './fixtures/scenario.js';
import { americanRails, type AmericanRailsState } from './index.js';
import { crossroads, Driver } from './testing/scenario.js';
import { company, synthetic, skipTo } from './testing/rules-helpers.js';

describe('american-rails actions', () => {
  it('american-rails:actions — every action row can be chosen while free; the chosen action then waits for its decision', () => {
    const d = crossroads();
    expect(
      americanRails.legalMoves(d.state).map((m) => m.type === 'action.choose' && m.action),
    ).toEqual(ACTION_ROWS.map((r) => r.id));
    d.choose('develop');
    expect(d.view().pending.kind).toBe('develop');
  });

  it('american-rails:performing-an-action-in-full — an action is carried out whole or declined; declining changes nothing but the marker', () => {
    const d = crossroads();
    const before = d.ctx;
    d.choose('fund').decline();
    expect(d.ctx.companies).toEqual(before.companies);
    expect(d.ctx.cash).toEqual(before.cash);
    expect(d.ctx.actionTrack[0]![2]).toBe(0);
  });

  it('american-rails:pass — the player does nothing and the next player acts', () => {
    const d = crossroads();
    const before = d.ctx;
    d.choose('pass');
    expect(d.seat).toBe(1);
    expect([d.ctx.cash, d.ctx.companies, d.ctx.cubes]).toEqual([
      before.cash,
      before.companies,
      before.cubes,
    ]);
  });

  it('american-rails:pass — Pass is a space like the others: one marker per phase, so a second player cannot pass there', () => {
    const d = crossroads().choose('pass');
    expect(d.seat).toBe(1);
    expect(d.refusal({ type: 'action.choose', action: 'pass' })).toMatchObject({
      rule: 'american-rails:placing-the-action-marker',
    });
    expect(
      americanRails
        .legalMoves(d.state)
        .some((m) => m.type === 'action.choose' && m.action === 'pass'),
    ).toBe(false);
  });

  it('american-rails:develop — a black marker from the supply goes on a city', () => {
    const d = crossroads().choose('develop').develop('cincinnati');
    expect(d.view().developmentSupply).toBe(11);
    expect(d.view().cities.cincinnati!.developed).toBe(true);
  });

  it('american-rails:where-development-is-allowed — the city must be undeveloped and hold at least one cube', () => {
    const d = crossroads().choose('develop');
    expect(d.refusal({ type: 'develop.place', hex: cityHexId('memphis') })).toMatchObject({
      rule: 'american-rails:where-development-is-allowed',
    });
    expect(d.refusal({ type: 'develop.place', hex: '5,5' })?.reason).toMatch(/not a city/);
    expect(
      americanRails
        .legalMoves(d.state)
        .filter((m) => m.type === 'develop.place')
        .map((m) => (m as { hex: string }).hex)
        .sort(),
    ).toEqual(['cincinnati', 'louisville', 'indianapolis', 'pittsburg'].map(cityHexId).sort());
    d.develop('cincinnati');
    skipTo(d, 0).choose('develop');
    expect(d.refusal({ type: 'develop.place', hex: cityHexId('cincinnati') })).toBeTruthy();
    expect(d.refusal({ type: 'develop.place', hex: cityHexId('cincinnati') })!.reason).toMatch(
      /already developed/,
    );
  });

  it('american-rails:where-development-is-allowed — with no marker left Develop cannot be carried out (synthetic position)', () => {
    const d = crossroads().choose('develop');
    const empty = synthetic(d.state, { developmentSupply: 0 });
    expect(
      americanRails.explainIllegal(empty, {
        type: 'develop.place',
        player: 0,
        hex: cityHexId('cincinnati'),
      })?.reason,
    ).toMatch(/12 development markers/);
    expect(americanRails.legalMoves(empty)).toEqual([{ type: 'action.decline', player: 0 }]);
    expect(applyMove(americanRails, empty, { type: 'action.decline', player: 0 }).ok).toBe(true);
  });

  it('american-rails:development-value — +2 to a lone company, +1 to each company when shared', () => {
    const d = crossroads().choose('develop').develop('cincinnati');
    expect(d.view().lastIncomeChange!.delta).toEqual({ american: 2 });
    expect(d.view().companies[0]!.income).toBe(6);
    const shared = rickMikeMaryGame();
    skipTo(shared, MARY).choose('develop');
    // Buffalo is developed; St. Louis developed; Memphis has Majestic alone.
    shared.develop('memphis');
    expect(shared.view().lastIncomeChange!.delta).toEqual({ majestic: 2 });
  });

  it('american-rails:cities-that-cannot-be-developed — New York, Baltimore, Philadelphia, Boston and Chicago never take a marker', () => {
    expect(
      CITIES.filter((c) => !c.developable)
        .map((c) => c.name)
        .sort(),
    ).toEqual(['Baltimore', 'Boston', 'Chicago', 'New York', 'Philadelphia']);
    const d = new Driver(['A', 'B', 'C', 'D'], 's')
      .auction('american', 0)
      .start('chicago')
      .auction('national', 1)
      .start('new-york');
    for (const c of ['continental', 'majestic', 'liberty', 'republic'] as const) d.auction(c, null);
    d.choose('develop');
    expect(d.refusal({ type: 'develop.place', hex: cityHexId('chicago') })).toMatchObject({
      rule: 'american-rails:cities-that-cannot-be-developed',
    });
    expect(americanRails.legalMoves(d.state)).toEqual([{ type: 'action.decline', player: 0 }]);
  });

  it('american-rails:fund-5 — $5 from the bank to any company treasury', () => {
    const d = crossroads().choose('fund').fund('majestic');
    expect(d.view().companies[3]!.treasury).toBe(15);
    expect(d.view().bank.paidOut).toBe(4 * 50 + 5);
    expect(
      crossroads()
        .choose('fund')
        .refusal({ type: 'fund.pay', company: 'acme' as never })?.rule,
    ).toBe('american-rails:fund-5');
  });

  it('american-rails:fund-5 — the $5 may go to a company not yet on the map, even one whose every share is gone', () => {
    // Republic is not on the map; Liberty's two shares both leave the game unsold.
    const d = crossroads().choose('fund').fund('republic');
    expect(d.view().companies[5]).toMatchObject({ open: false, treasury: 5 });
    d.choose('auction').auction('liberty', null);
    expect(d.view().companies[4]).toMatchObject({ sharesLeft: 0, open: false });
    skipTo(d, 0);
    d.choose('fund').fund('liberty');
    expect(d.view().companies[4]!.treasury).toBe(5);
  });

  it('american-rails:take-2-or-expand-2 — the space offers money, and Expand 2 with four or five players', () => {
    const four = crossroads().choose('take');
    const types = new Set(americanRails.legalMoves(four.state).map((m) => m.type));
    expect(types).toEqual(new Set(['money.take', 'build.place', 'action.decline']));
  });

  it('american-rails:taking-money — $2 from the bank to the player, or $2 from each other player to the bank (all they have if less)', () => {
    const d = crossroads().choose('take').take('bank');
    expect(d.view().players[0]!.cash).toBe(42);
    expect(d.refusal({ type: 'action.choose', action: 'take' })?.reason).toMatch(/already taken/);
    const poor = new Driver(['A', 'B', 'C', 'D'], 's');
    poor.auction('american', 0).start('new-york').auction('national', 1, 50).start('chicago');
    for (const c of ['continental', 'majestic', 'liberty', 'republic'] as const)
      poor.auction(c, null);
    poor.choose('take').take('players');
    expect(poor.view().players.map((p) => p.cash)).toEqual([40, 0, 48, 48]);
    expect(poor.view().bank.received).toBe(4);
    const strict = new Driver(['A', 'B', 'C', 'D'], 's', { takeFromPoorPlayers: 'forbidden' });
    strict.auction('american', 0).start('new-york').auction('national', 1, 50).start('chicago');
    for (const c of ['continental', 'majestic', 'liberty', 'republic'] as const)
      strict.auction(c, null);
    strict.choose('take');
    expect(strict.refusal({ type: 'money.take', from: 'players' })).toMatchObject({
      rule: 'american-rails:taking-money',
    });
    expect(strict.refusal({ type: 'money.take', from: 'everyone' as never })?.reason).toMatch(
      /"bank" or "players"/,
    );
  });

  it('american-rails:taking-money — the refusal names a poor seat called "You" in the second person', () => {
    const strict = new Driver(['A', 'You', 'C', 'D'], 's', { takeFromPoorPlayers: 'forbidden' });
    strict.auction('american', 0).start('new-york').auction('national', 1, 50).start('chicago');
    for (const c of ['continental', 'majestic', 'liberty', 'republic'] as const)
      strict.auction(c, null);
    strict.choose('take');
    expect(strict.refusal({ type: 'money.take', from: 'players' })?.reason).toMatch(
      /^You have less than \$2 /,
    );
    // The space is now taken by seat 0; named "You", it is "taken by you".
    const taken = new Driver(['You', 'B', 'C', 'D'], 's');
    taken.auction('american', 0).start('new-york').auction('national', 1, 50).start('chicago');
    for (const c of ['continental', 'majestic', 'liberty', 'republic'] as const)
      taken.auction(c, null);
    taken.choose('take').take('bank');
    expect(taken.refusal({ type: 'action.choose', action: 'take' })?.reason).toMatch(
      /already taken by you in action phase 1/,
    );
  });

  it('american-rails:expand-2-with-four-or-five-players — Expand 2 places up to two cubes with 4–5 players; not with three', () => {
    const four = crossroads().choose('take');
    four.place('american', '5,5');
    expect(four.view().pending).toMatchObject({ kind: 'expand', cubesPlaced: 1, cubesLimit: 2 });
    four.place('american', '6,4');
    expect(four.view().pending.kind).toBe('choose');
    const three = rickMikeMaryGame();
    skipTo(three, RICK).choose('take');
    expect(three.refusal({ type: 'build.place', company: 'majestic', hex: '0,7' })).toMatchObject({
      rule: 'american-rails:expand-2-with-four-or-five-players',
    });
  });

  it("american-rails:auction-a-share — the player chooses any company's unsold share and puts it up; the others follow clockwise", () => {
    const d = crossroads();
    skipTo(d, 2).choose('auction');
    expect(
      americanRails.legalMoves(d.state).map((m) => m.type === 'auction.offer' && m.company),
    ).toEqual(['american', 'national', 'continental', 'majestic', 'liberty', 'republic', false]);
    d.do({ type: 'auction.offer', company: 'liberty' });
    expect(d.ctx.auction!.active).toEqual([2, 3, 0, 1]);
  });

  it('american-rails:share-auction-bidding — minimum $10; the last bidder left pays the company treasury', () => {
    const d = crossroads().choose('auction');
    d.do({ type: 'auction.offer', company: 'majestic' });
    expect(d.refusal({ type: 'auction.bid', amount: 9 })?.rule).toBe(
      'american-rails:share-auction-bidding',
    );
    d.do({ type: 'auction.bid', amount: 10 })
      .do({ type: 'auction.bid', amount: 11 })
      .do({ type: 'auction.pass' })
      .do({ type: 'auction.pass' })
      .do({ type: 'auction.pass' });
    const v = d.view();
    expect(v.players[1]!.shares.majestic).toBe(1);
    expect(v.players[1]!.cash).toBe(29); // $50 - $10 (opening) - $11
    expect(v.companies[3]!.treasury).toBe(21);
    expect(d.seat).toBe(1);
  });

  it('american-rails:share-auction-bidding — when all the others pass without a bid, the last player still bids or passes', () => {
    const d = crossroads().choose('auction');
    d.do({ type: 'auction.offer', company: 'majestic' });
    for (let i = 0; i < 3; i++) d.do({ type: 'auction.pass' });
    expect(d.ctx.auction).not.toBeNull();
    expect(d.view().pending).toMatchObject({ kind: 'bid' });
    const last = d.seat;
    d.do({ type: 'auction.bid', amount: 10 });
    expect(d.view().players[last]!.shares.majestic).toBe(2);
  });

  it("american-rails:share-auction-bidding — a raise is at least $1 and no bid may exceed the bidder's cash", () => {
    const d = crossroads().choose('auction');
    d.do({ type: 'auction.offer', company: 'majestic' }).do({ type: 'auction.bid', amount: 10 });
    expect(d.refusal({ type: 'auction.bid', amount: 10 })?.reason).toMatch(/at least \$11/);
    expect(d.refusal({ type: 'auction.bid', amount: 11 })).toBeNull();
    const cash = d.ctx.cash[d.seat]!;
    expect(d.refusal({ type: 'auction.bid', amount: cash + 1 })?.reason).toMatch(/cash/);
    expect(d.refusal({ type: 'auction.bid', amount: cash })).toBeNull();
  });

  it('american-rails:unsold-shares — a share nobody bids on is removed from the game', () => {
    const d = crossroads().choose('auction').auction('american', null);
    expect(d.view().companies[0]).toMatchObject({ sharesLeft: 3, sharesRemoved: 1 });
    expect(d.seat).toBe(1);
  });

  it('american-rails:bringing-a-new-company-onto-the-map — the buyer of a company not on the map starts it in an empty city at full value', () => {
    const d = crossroads().choose('auction').auction('republic', 0, 12);
    expect(d.view().pending).toMatchObject({ kind: 'start', company: 'republic', seat: 0 });
    expect(d.refusal({ type: 'build.start', hex: cityHexId('cincinnati') })).toMatchObject({
      rule: 'american-rails:bringing-a-new-company-onto-the-map',
    });
    d.start('new-orleans');
    const v = d.view();
    expect(v.companies[5]).toMatchObject({
      open: true,
      income: 5,
      treasury: 12,
      startHex: cityHexId('new-orleans'),
    });
    expect(d.seat).toBe(1);
  });

  // Ann (seat 0) takes the Auction action; Cat (seat 2) buys the first Republic share.
  it.each([
    ['buyer', 2, 0],
    ['auctioneer', 0, 2],
  ] as const)(
    'american-rails:bringing-a-new-company-onto-the-map — option firstCubeBy=%s: seat %i places the first cube, not seat %i',
    (firstCubeBy, placer, other) => {
      const d = crossroads(firstCubeBy === 'buyer' ? {} : { firstCubeBy })
        .choose('auction')
        .auction('republic', 2, 12);
      expect(d.view().pending).toMatchObject({ kind: 'start', company: 'republic', seat: placer });
      const move = { type: 'build.start', hex: cityHexId('new-orleans') } as const;
      expect(americanRails.explainIllegal(d.state, { ...move, player: other })).not.toBeNull();
      expect(americanRails.explainIllegal(d.state, { ...move, player: placer })).toBeNull();
      expect(americanRails.legalMoves(d.state).every((m) => m.player === placer)).toBe(true);
      d.start('new-orleans');
      // Either way the share and the bid stay with the buyer; only the choice of city moves.
      expect(d.view().companies[5]).toMatchObject({ open: true, income: 5, treasury: 12 });
      expect(d.view().players[2]!.shares.republic).toBe(1);
      expect(d.seat).toBe(1);
    },
  );

  it('american-rails:no-empty-city-for-a-new-company — no empty city: the bought share and all remaining shares leave the game (synthetic position)', () => {
    const d = crossroads().choose('auction');
    // Every city occupied: the synthetic change puts a Majestic cube in each empty city.
    const cubes = d.ctx.cubes.map((there, hex) =>
      HEXES[hex]!.city >= 0 && there.length === 0 ? [company('majestic')] : there,
    );
    const full = synthetic(d.state, { cubes });
    const offer = applyMove(americanRails, full, {
      type: 'auction.offer',
      player: 0,
      company: 'republic',
    });
    expect(offer.ok).toBe(true);
    let s = (offer as { state: AmericanRailsState }).state;
    for (const move of [
      { type: 'auction.bid', player: 0, amount: 10 },
      { type: 'auction.pass', player: 1 },
      { type: 'auction.pass', player: 2 },
      { type: 'auction.pass', player: 3 },
    ]) {
      const r = applyMove(americanRails, s, move);
      expect(r.ok).toBe(true);
      s = (r as { state: AmericanRailsState }).state;
    }
    const v = americanRails.view(s, 'all');
    expect(v.companies[5]).toMatchObject({
      sharesLeft: 0,
      sharesRemoved: 3,
      sharesHeld: 0,
      treasury: 10,
      open: false,
    });
    expect(v.players[0]!.cash).toBe(30); // $50 - $10 (opening) - $10: the purchase stands
    expect(v.pending).toMatchObject({ kind: 'choose', seat: 1 });
  });

  it('american-rails:expand — the player places cubes of companies they hold shares in', () => {
    const d = crossroads().choose('expand4');
    expect(
      new Set(
        americanRails
          .legalMoves(d.state)
          .filter((m) => m.type === 'build.place')
          .map((m) => (m as { company: string }).company),
      ),
    ).toEqual(new Set(['american']));
    d.place('american', '5,5');
    expect(d.view().cities.cincinnati!.cubes).toEqual(['american']);
    expect(d.view().board.hexes[hexIndex('5,5')]!.cubes).toEqual(['american']);
  });

  it('american-rails:where-track-may-be-placed — a cube of a company the player holds, next to a cube of the same colour', () => {
    const d = crossroads().choose('expand4');
    expect(d.refusal({ type: 'build.place', company: 'national', hex: '4,6' })?.reason).toMatch(
      /no share of National/,
    );
    expect(d.refusal({ type: 'build.place', company: 'american', hex: '2,6' })?.reason).toMatch(
      /not next to/,
    );
    expect(d.refusal({ type: 'build.place', company: 'american', hex: '2,6' })?.rule).toBe(
      'american-rails:where-track-may-be-placed',
    );
    const late = crossroads().choose('auction').auction('republic', 0);
    expect(late.view().pending.kind).toBe('start'); // a company not on the map has no cube to build next to yet
  });

  it('american-rails:hex-limits — never two cubes of one colour in a hex; forest and mountain hold one cube in total', () => {
    const d = crossroads().choose('expand4').place('american', '5,5');
    expect(d.refusal({ type: 'build.place', company: 'american', hex: '5,5' })).toMatchObject({
      rule: 'american-rails:hex-limits',
    });
    const forest = rickMikeMaryGame();
    skipTo(forest, MARY).choose('expand4');
    expect(HEXES[hexIndex('12,0')]!.terrain).toBe('forest');
    expect(forest.refusal({ type: 'build.place', company: 'national', hex: '12,0' })).toMatchObject(
      { rule: 'american-rails:hex-limits' },
    );
    expect(forest.refusal({ type: 'build.place', company: 'national', hex: '10,1' })).toBeNull(); // an empty forest next to Buffalo
  });

  it('american-rails:track-costs — city $2 + $2 per cube or marker there; plains $2 + $2 per cube; forest $3; mountain $5', () => {
    const d = crossroads();
    d.choose('develop').develop('cincinnati'); // Ann
    d.choose('expand3').place('national', '5,5'); // Ben: plains, empty
    expect(d.view().lastCubeCost).toBe(2);
    d.place('national', 'cincinnati'); // city with 1 cube and 1 marker
    expect(d.view().lastCubeCost).toBe(6);
    d.finish();
    d.choose('take').place('continental', '5,5'); // Cat: plains with 1 cube
    expect(d.view().lastCubeCost).toBe(4);
    d.place('continental', 'cincinnati'); // city with 2 cubes and 1 marker
    expect(d.view().lastCubeCost).toBe(8);
    d.choose('expand4').place('majestic', '11,4'); // Dan: mountain
    expect(d.view().lastCubeCost).toBe(5);
    d.place('majestic', '10,4'); // forest
    expect(d.view().lastCubeCost).toBe(3);
  });

  it("american-rails:company-pays-for-track — the company's treasury pays in full or the cube is not placed", () => {
    const d = crossroads();
    skipTo(d, 3).choose('expand4').place('majestic', '11,4'); // $10 - $5
    const before = d.view().players[3]!.cash;
    d.place('majestic', '10,4'); // $3 -> $2 left
    expect(d.view().companies[3]!.treasury).toBe(2);
    expect(d.refusal({ type: 'build.place', company: 'majestic', hex: '9,3' })).toMatchObject({
      rule: 'american-rails:company-pays-for-track',
    });
    expect(d.view().players[3]!.cash).toBe(before);
  });

  it('american-rails:number-of-cubes-per-expand-action — up to 4, 3 or 2 cubes; the player may stop early', () => {
    const d = crossroads().choose('expand4');
    d.place('american', '5,5').place('american', '6,4').place('american', '7,4');
    expect(d.view().pending.cubesPlaced).toBe(3);
    d.place('american', '7,5');
    expect(d.view().pending).toMatchObject({ kind: 'choose', seat: 1 });
    d.choose('expand3').place('national', '4,6');
    expect(d.refusal({ type: 'action.decline' })?.reason).toMatch(/not possible now/);
    d.finish();
    expect(d.view().pending).toMatchObject({ kind: 'choose', seat: 2 });
  });

  it('american-rails:placing-cubes-one-at-a-time — later cubes need not touch earlier ones nor be of the same company', () => {
    const d = rickMikeMaryGame();
    const game = new Driver(d.players, d.seed);
    for (const move of d.moves.slice(0, d.marks['expand-cube-3'])) game.do(move);
    expect(game.view().board.hexes[hexIndex('2,6')]!.cubes).toEqual(['republic', 'majestic']);
    // Cube 3 went next to Majestic's St. Louis cube, not next to cube 2 (2,7).
    expect(HEXES[hexIndex('2,6')]!.neighbours.includes(hexIndex(cityHexId('st-louis')))).toBe(true);
  });
});
