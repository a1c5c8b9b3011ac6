import { describe, expect, it } from 'vitest';
import { movePlaces, placeNames, placesNamedIn } from './places.js';

/** A view shaped like the boards': hexes with names or labels, companies with names. */
const view = {
  companies: [{ id: 'nyc', name: 'New York Central' }],
  board: {
    hexes: [
      { id: 'A2', col: 0, name: 'Chicago', label: 'Chicago' },
      { id: 'D3', col: 3, name: 'Fort Wayne', label: 'Fort Wayne' },
      { id: 'F3', col: 5, name: 'Wayne', label: 'Wayne' },
      { id: 'Q5', col: 9, name: null, label: 'Plain Q5 (next to Philadelphia)' },
      { id: 'R5', col: 10, name: 'Philadelphia', label: 'Philadelphia' },
      { id: 'T2', col: 12, name: 'New York', label: 'New York' },
    ],
  },
};

describe('lesson step places', () => {
  it('a move names its hex, city, tile space and path, in order, once each', () => {
    expect(movePlaces({ type: 'build.place', player: 0, hex: 'Q5' })).toEqual(['Q5']);
    expect(
      movePlaces({ type: 'train.move', player: 0, path: ['a~b:1', 'b', 'a~b:1'], city: 'b' }),
    ).toEqual(['b', 'a~b:1']);
    expect(movePlaces({ type: 'auction.pass', player: 0 })).toEqual([]);
    expect(movePlaces(null)).toEqual([]);
  });

  it('a grid label is found without the city in its brackets, which is a place of its own', () => {
    const names = new Map(placeNames(view));
    expect(names.get('Plain Q5')).toBe('Q5');
    expect(placesNamedIn('You build PRR to Plain Q5 (next to Philadelphia).', view)).toEqual([
      'Q5',
      'R5',
    ]);
  });

  it('a text names places in the order it mentions them; longer names and company names first', () => {
    expect(placesNamedIn('Count from Fort Wayne toward Chicago.', view)).toEqual(['D3', 'A2']);
    // "New York Central" is a company, not New York; "Fort Wayne" is not also Wayne.
    expect(placesNamedIn('The New York Central stands in Fort Wayne.', view)).toEqual(['D3']);
    expect(placesNamedIn('Choose “Expand a network”.', view)).toEqual([]);
  });
});
