import { describe, expect, it } from 'vitest';
import { standingsOf } from './standings.js';

describe('standingsOf', () => {
  const players = ['Ada', 'Bo', 'Cy', 'Di'];
  const cash = [30, 50, 30, 10];

  it('ranks the higher score ahead; tied seats share a rank and the next rank is skipped', () => {
    const { standings, winners } = standingsOf(players, (seat) => cash[seat]!);
    expect(standings).toEqual([
      { seat: 1, name: 'Bo', score: 50, rank: 1, rankText: '1', scoreText: '50' },
      { seat: 0, name: 'Ada', score: 30, rank: 2, rankText: '2=', scoreText: '30' },
      { seat: 2, name: 'Cy', score: 30, rank: 2, rankText: '2=', scoreText: '30' },
      { seat: 3, name: 'Di', score: 10, rank: 4, rankText: '4', scoreText: '10' },
    ]);
    expect(winners).toEqual([1]);
  });

  it('shares the win between seats tied for first, in seat order', () => {
    const { winners, standings } = standingsOf(['A', 'B', 'C'], (seat) => [7, 3, 7][seat]!);
    expect(winners).toEqual([0, 2]);
    expect(standings.map((s) => s.rank)).toEqual([1, 1, 3]);
  });

  it('follows a given order where the score alone does not decide (a tie-break)', () => {
    const land = [5, 0, 9, 0];
    const { standings, winners } = standingsOf(
      players,
      (seat) => cash[seat]!,
      (a, b) => cash[b]! - cash[a]! || land[b]! - land[a]!,
    );
    expect(standings.map((s) => [s.seat, s.rank])).toEqual([
      [1, 1],
      [2, 2],
      [0, 3],
      [3, 4],
    ]);
    expect(winners).toEqual([1]);
  });

  it('lists seats sharing a rank by score, the higher first (an outright winner, then 9 above 7)', () => {
    // Reaching the target wins outright (Wild West Express): the others share rank 2.
    const points = [7, 12, 9];
    const { standings } = standingsOf(
      ['Ann', 'Bob', 'Cy'],
      (seat) => points[seat]!,
      (a, b) => Number(b === 1) - Number(a === 1),
      (n) => `${n} points`,
    );
    expect(standings.map((s) => [s.name, s.rankText, s.scoreText])).toEqual([
      ['Bob', '1', '12 points'],
      ['Cy', '2=', '9 points'],
      ['Ann', '2=', '7 points'],
    ]);
  });
});
