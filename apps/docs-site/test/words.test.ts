/**
 * Live examples print values in a player's words: names for ids and seats, phrases for kinds,
 * dollars for money, and no JSON pointers or ids.
 */
import { describe, expect, it } from 'vitest';
import { allFixtures, runExample } from '../src/lib/examples.ts';
import { formatValue, namesOf } from '../src/lib/words.ts';

const view = {
  companies: [{ id: 'nyc', name: 'New York Central' }],
  cities: { 'st-louis': { name: 'St. Louis' }, leadville: { name: 'Leadville' } },
  nodes: [{ id: 'salt-lake-city', name: 'Salt Lake City' }],
  players: [{ land: [{ id: 'st-louis-1', cityName: 'St. Louis' }] }],
};

describe('example values in words', () => {
  it('names ids the way the game does', () => {
    expect(namesOf(view).get('nyc')).toBe('New York Central');
    expect(formatValue('nyc', '/auction/company', [], view)).toBe('New York Central');
    expect(formatValue(['nyc'], '/cities/x/cubes', [], view)).toBe('New York Central');
    expect(formatValue('st-louis-1', '/lastPurchase/card', [], view)).toBe('St. Louis land');
    expect(formatValue('leadville~salt-lake-city:7', '/trains/1/at', [], view)).toBe(
      'track space 7 from Leadville towards Salt Lake City',
    );
  });

  it('says what a kind of auction or dividend is', () => {
    expect(formatValue('opening', '/lastAuction/kind')).toBe('an opening auction');
    expect(formatValue('wabash', '/auction/kind')).toBe('a Wabash share auction');
    expect(formatValue('chicago', '/lastDividend/kind')).toBe('the Chicago dividend');
  });

  it('prints seats as names and money in dollars', () => {
    expect(formatValue(1, '/turn/player', ['Ann', 'Bob'])).toBe('Bob');
    expect(formatValue(49000, '/players/1/cash')).toBe('$49,000');
    expect(formatValue(-2, '/lastIncomeChange/delta/national')).toBe('−$2');
    expect(formatValue(3, '/companies/2/sharesSold')).toBe('3');
    expect(formatValue(true, '/wabashOpen')).toBe('yes');
    expect(formatValue([], '/completedRoutes')).toBe('none');
  });

  it.each(allFixtures().map((f) => [f.example]))('%s prints no id, pointer or JSON', (id) => {
    for (const result of runExample(id).results)
      expect(result.words, `${id}: ${result.label}`).not.toMatch(
        /[{}~]|^\/|\b[a-z]+(-[a-z]+)+(-\d+)?\b|\b[a-z]+-\d+\b/,
      );
  });

  it('counts the choices a dial still allows, as the dial shows them (1 of 3 spaces used)', () => {
    const run = runExample('declined-auction');
    const left = run.results.find((r) => r.path === '/dials/0/choicesLeft');
    expect(left?.value).toBe(2);
    expect(run.results.some((r) => r.path === '/dials/0/length')).toBe(false);
  });

  it('shows the part of the game the checks are about, zoomed on the spaces of its moves', () => {
    const build = runExample('binghamton-build').focus;
    expect(build.show.split(' ')).toContain('map');
    expect(build.zoomTo.split(' ')).toEqual(expect.arrayContaining(['R2', 'Q3']));
    const dials = runExample('declined-auction').focus;
    expect(dials.show.split(' ')).toContain('dials');
    const minimumBid = runExample('nyc-minimum-bid').focus;
    expect(minimumBid.show.split(' ')).toEqual(expect.arrayContaining(['auction', 'company:nyc']));
  });
});
