import { describe, expect, it } from 'vitest';
import { PlaceLinks, placesKey } from './place-links.js';

const places = [
  { id: 'B5', names: ['Indianapolis (B5)', 'Indianapolis'] },
  { id: '13,4', names: ['Forest 13,4 (next to Harrisburg, Baltimore)'] },
  { id: 'H1', names: ['Harrisburg'] },
  { id: 'Q5', names: ['Plain Q5'] },
];

describe('PlaceLinks', () => {
  const links = new PlaceLinks(places);

  it('finds the names of spaces in a text, longest first and never overlapping', () => {
    const text =
      'Cyd places a cube in Forest 13,4 (next to Harrisburg, Baltimore) and in Harrisburg.';
    const found = links.mentions(text);
    expect(found.map((m) => [m.space, text.slice(m.start, m.end)])).toEqual([
      ['13,4', 'Forest 13,4 (next to Harrisburg, Baltimore)'],
      ['H1', 'Harrisburg'],
    ]);
  });

  it('matches whole words only', () => {
    expect(links.mentions('Indianapolisville and Plain Q55')).toEqual([]);
    expect(links.mentions('Bob builds PRR to Indianapolis.').map((m) => m.space)).toEqual(['B5']);
  });

  it('adds the spaces a move names by id, and only known ids', () => {
    const mentions = links.mentions('Bob builds PRR to Plain Q5.');
    expect(links.spaces(mentions, { type: 'build.place', player: 1, hex: 'Q5' })).toEqual(['Q5']);
    expect(links.spaces([], { type: 'build.place', player: 1, hex: 'B5', company: 'prr' })).toEqual(
      ['B5'],
    );
  });

  it('keys places by their ids and names', () => {
    expect(placesKey(places)).toBe(placesKey(places.map((p) => ({ ...p }))));
    expect(placesKey(places)).not.toBe(placesKey(places.slice(1)));
  });
});
