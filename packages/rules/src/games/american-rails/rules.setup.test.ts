/** American Rails rules: setup (shared set-ups in testing/rules-helpers.ts). */
import { describe, expect, it } from 'vitest';
import { COMPANIES, DEVELOPMENT_MARKERS, TOTAL_CUBES, TOTAL_SHARES } from './data/companies.js';
import { americanRails } from './index.js';
import { Driver, seedRemoving } from './testing/scenario.js';

describe('american-rails setup', () => {
  it('american-rails:setup — a game is set up from players, seed and options; bad setups are refused with the field named', () => {
    const d = new Driver(['A', 'B', 'C', 'D'], 's');
    expect(d.view()).toMatchObject({
      round: 0,
      year: 1851,
      phase: 'Opening auctions',
      finished: false,
    });
    expect(() => americanRails.createGame({ players: ['A', 'B', ''], seed: 's' })).toThrow(
      /players\[2\]/,
    );
    expect(() => americanRails.createGame({ players: ['A', 'B', 'C'], seed: 3 as never })).toThrow(
      /seed/,
    );
    expect(() =>
      americanRails.createGame({
        players: ['A', 'B', 'C'],
        seed: 's',
        options: { firstBidder: 'dealer' },
      }),
    ).toThrow(/firstBidder/);
    // Same setup, same game.
    expect(new Driver(['A', 'B', 'C'], 'x').ctx).toEqual(new Driver(['A', 'B', 'C'], 'x').ctx);
  });

  it('american-rails:components — 21 shares, 144 track cubes, 12 development markers, year track 1851–1857', () => {
    expect(COMPANIES.reduce((n, c) => n + c.shares, 0)).toBe(TOTAL_SHARES);
    expect(COMPANIES.reduce((n, c) => n + c.cubes, 0)).toBe(TOTAL_CUBES);
    const v = new Driver(['A', 'B', 'C', 'D'], 's').view();
    expect(v.developmentMarkers).toBe(12);
    expect(v.yearTrack).toEqual({ first: 1851, last: 1857 });
    expect(v.board.hexes.filter((h) => h.city).length).toBe(39);
  });

  it('american-rails:company-treasuries-and-supplies — every company starts with an empty treasury, its shares and its cubes', () => {
    const v = new Driver(['A', 'B', 'C', 'D'], 's').view();
    for (const c of v.companies) {
      expect(c.treasury).toBe(0);
      expect(c.sharesLeft).toBe(c.sharesTotal);
      expect(c.open).toBe(false);
    }
  });

  it('american-rails:removing-a-company-with-three-players — with three players one company, drawn from the seed, is out with all its pieces', () => {
    const seed = seedRemoving('liberty');
    const d = new Driver(['A', 'B', 'C'], seed);
    const v = d.view();
    expect(v.removedCompany).toBe('liberty');
    const liberty = v.companies.find((c) => c.id === 'liberty')!;
    expect([liberty.inGame, liberty.sharesLeft, liberty.supply, liberty.sharesRemoved]).toEqual([
      false,
      0,
      0,
      2,
    ]);
    expect(d.refusal({ type: 'auction.offer', company: 'liberty' })).toMatchObject({
      rule: 'american-rails:removing-a-company-with-three-players',
    });
    expect(new Driver(['A', 'B', 'C'], seedRemoving('american')).view().removedCompany).toBe(
      'american',
    );
    expect(new Driver(['A', 'B', 'C', 'D'], seed).view().removedCompany).toBeNull();
    expect(new Driver(['A', 'B', 'C', 'D', 'E'], seed).view().removedCompany).toBeNull();
  });

  it('american-rails:starting-income-markers — one cube of each company marks income 0, so each supply starts one lower', () => {
    const v = new Driver(['A', 'B', 'C', 'D'], 's').view();
    v.companies.forEach((c, i) => {
      expect(c.income).toBe(0);
      expect(c.supply).toBe(COMPANIES[i]!.cubes - 1);
    });
  });

  it('american-rails:development-supply-and-year-marker — 12 development markers in the supply, year marker on 1851', () => {
    const v = new Driver(['A', 'B', 'C', 'D'], 's').view();
    expect(v.developmentSupply).toBe(DEVELOPMENT_MARKERS);
    expect(v.year).toBe(1851);
  });

  it('american-rails:the-banker — the banker (seat 0) puts up the first share; nobody else may', () => {
    const d = new Driver(['A', 'B', 'C', 'D'], 's');
    expect(d.view().activeSeats).toEqual([0]);
    expect(d.refusal({ type: 'auction.offer', company: 'american', player: 1 })?.reason).toMatch(
      /turn/,
    );
    expect(d.refusal({ type: 'auction.offer', company: 'american', player: 0 })).toBeNull();
  });

  it('american-rails:starting-money — $50 each for 3 or 4 players, $40 for 5; 3 to 5 players', () => {
    expect(new Driver(['A', 'B', 'C'], 's').view().players.map((p) => p.cash)).toEqual([
      50, 50, 50,
    ]);
    expect(new Driver(['A', 'B', 'C', 'D'], 's').view().players.map((p) => p.cash)).toEqual([
      50, 50, 50, 50,
    ]);
    expect(new Driver(['A', 'B', 'C', 'D', 'E'], 's').view().players.map((p) => p.cash)).toEqual([
      40, 40, 40, 40, 40,
    ]);
    expect(() => americanRails.createGame({ players: ['A', 'B'], seed: 's' })).toThrow(RangeError);
    expect(() =>
      americanRails.createGame({ players: ['A', 'B', 'C', 'D', 'E', 'F'], seed: 's' }),
    ).toThrow(RangeError);
    expect(() =>
      americanRails.createGame({
        players: ['A', 'B', 'C'],
        seed: 's',
        options: { nonsense: true },
      }),
    ).toThrow(/nonsense/);
  });
});
