import { describe, expect, it } from 'vitest';
import { concealView, valuesAt } from './conceal.js';

describe('concealView', () => {
  const view = {
    phase: 'auctionOffer',
    companies: [
      { id: 'prr', minimumBid: 4, auctionable: true },
      { id: 'bo', minimumBid: 3, auctionable: false },
    ],
  };

  it('blanks a field in every item of a list (*), and only that field', () => {
    expect(concealView(view, ['/companies/*/minimumBid'])).toEqual({
      phase: 'auctionOffer',
      companies: [
        { id: 'prr', minimumBid: null, auctionable: true },
        { id: 'bo', minimumBid: null, auctionable: false },
      ],
    });
  });

  it('blanks one named field, leaves the view it was given alone, and ignores paths not in it', () => {
    const concealed = concealView(view, ['/phase', '/companies/1/auctionable', '/nothing/here']);
    expect(concealed.phase).toBeNull();
    expect(concealed.companies[1]!.auctionable).toBeNull();
    expect(concealed.companies[0]!.auctionable).toBe(true);
    expect(concealed).not.toHaveProperty('nothing');
    expect(view.phase).toBe('auctionOffer');
    expect(view.companies[1]!.auctionable).toBe(false);
  });

  it('reads escaped keys (~1 for /, ~0 for ~) and own fields only', () => {
    const odd = { 'a/b': 1, 'c~d': 2, list: [1, 2] };
    expect(valuesAt(odd, '/a~1b')).toEqual([1]);
    expect(valuesAt(odd, '/c~0d')).toEqual([2]);
    expect(valuesAt(odd, '/list/length')).toEqual([]);
    expect(valuesAt(odd, '/toString')).toEqual([]);
    expect(concealView(odd, ['/a~1b'])['a/b']).toBeNull();
  });
});
