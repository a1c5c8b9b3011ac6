import { describe, expect, it } from 'vitest';
import { shownParts, spaceIds } from './focus-view.js';

describe('focus view attributes', () => {
  it('reads zoom-to as space ids, keeping the comma inside American Rails hex ids', () => {
    expect(spaceIds('13,0 12,0  11,0')).toEqual(['13,0', '12,0', '11,0']);
    expect(spaceIds('R2, Q3')).toEqual(['R2', 'Q3']);
    expect(spaceIds(' denver~leadville:1 leadville ')).toEqual(['denver~leadville:1', 'leadville']);
    expect(spaceIds('')).toEqual([]);
  });

  it('splits show between the game and its board', () => {
    const parts = shownParts('map players dials')!;
    expect([...parts.game]).toEqual(['players']);
    expect(parts.board).toBe('map dials');
    expect(shownParts('')).toBeNull();
  });
});
