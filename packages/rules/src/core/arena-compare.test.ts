import { describe, expect, it } from 'vitest';
import { runArena, type ArenaReport } from './arena.js';
import { compareArenaReports, signTest } from './arena-compare.js';
import { levelBots } from './bot-levels.js';
import type { BotGuide } from './search-bot.js';
import { tinyCardsGame, tinyCardsHeuristic } from './testing/index.js';

const guide: BotGuide = { heuristic: tinyCardsHeuristic };
const play = (levels: string[], games: number, first = 0, seed = 'compare') =>
  runArena(tinyCardsGame, levels, {
    games,
    first,
    seed,
    bots: () => levelBots(tinyCardsGame, guide, { iterations: 20 }),
  });

/** Binomial(n, 1/2) tail by plain counting, to check the log-space sum against. */
function countedSignTest(a: number, b: number): number {
  const n = a + b;
  let ways = 0;
  let term = 1;
  for (let i = 0; i <= Math.min(a, b); i++) {
    ways += term;
    term = (term * (n - i)) / (i + 1);
  }
  return Math.min(1, (2 * ways) / 2 ** n);
}

describe('arena compare', () => {
  it('signTest is the exact two-sided binomial test on the split games', () => {
    for (const [a, b] of [
      [37, 21],
      [9, 13],
      [0, 5],
      [12, 12],
      [40, 3],
    ] as const)
      expect(signTest(a, b), `${a}:${b}`).toBeCloseTo(countedSignTest(a, b), 12);
    expect(signTest(0, 5)).toBeCloseTo(2 / 32, 15);
    expect(signTest(3, 3)).toBe(1);
    expect(signTest(0, 0)).toBe(1);
    expect(signTest(21, 37)).toBe(signTest(37, 21));
    // A hundred thousand games stay finite.
    expect(signTest(50_000, 51_000)).toBeGreaterThan(0);
    expect(signTest(50_000, 51_000)).toBeLessThan(0.01);
  });

  it('counts the games each row won alone, over the games both played', () => {
    const strong = play(['easy', 'random', 'random'], 30);
    const weak = play(['random', 'random', 'random'], 20, 10);
    const c = compareArenaReports(strong, weak);
    expect(c.first).toBe(10);
    expect(c.games).toBe(20);
    // The same counts, read game by game from each report's own winners.
    const won = (r: ArenaReport, game: number) => r.tallies.winners![game - r.first]!.includes(0);
    let both = 0;
    let onlyFirst = 0;
    let onlySecond = 0;
    for (let game = 10; game < 30; game++) {
      if (won(strong, game) && won(weak, game)) both++;
      else if (won(strong, game)) onlyFirst++;
      else if (won(weak, game)) onlySecond++;
    }
    expect(c).toMatchObject({ both, onlyFirst, onlySecond });
    expect(c.neither).toBe(20 - both - onlyFirst - onlySecond);
    expect(c.wins[1]).toBe(weak.entries[0]!.wins);
    // Games are seeded by number: the strong row's games 10 to 29 played alone win as many.
    expect(c.wins[0]).toBe(play(['easy', 'random', 'random'], 20, 10).entries[0]!.wins);
    expect(c.p).toBe(signTest(onlyFirst, onlySecond));
    // The heuristic wins games random play loses on the same deals.
    expect(onlyFirst).toBeGreaterThan(onlySecond);
    // A row against itself: no game split.
    const self = compareArenaReports(strong, strong);
    expect(self).toMatchObject({ onlyFirst: 0, onlySecond: 0, p: 1 });
    expect(self.wins).toEqual([strong.entries[0]!.wins, strong.entries[0]!.wins]);
  });

  it('refuses rows that cannot be read game by game', () => {
    const row = play(['easy', 'random', 'random'], 4);
    const faults: [ArenaReport, RegExp][] = [
      [{ ...row, game: 'other' }, /one report is of tiny-cards, the other of other/],
      [play(['easy', 'easy', 'random'], 4), /the other bots differ .*only the compared bot may/],
      [play(['easy', 'random', 'random'], 4, 4), /no game in common: games 0 to 3 against 4 to 7/],
      [
        { ...row, tallies: { ...row.tallies, winners: undefined } },
        /the second report keeps no winners game by game/,
      ],
    ];
    for (const [other, message] of faults)
      expect(() => compareArenaReports(row, other)).toThrow(message);
    // Out of range names the bot, not the bots that differ.
    const other = play(['random', 'random', 'random'], 4);
    expect(() => compareArenaReports(row, other, 3)).toThrow(/no bot 4 in a report of 3/);
    const four = runArena(tinyCardsGame, ['easy', 'random', 'random', 'random'], {
      games: 4,
      seed: 'compare',
      bots: () => levelBots(tinyCardsGame, guide, { iterations: 20 }),
    });
    expect(() => compareArenaReports(row, four)).toThrow(/3 players against 4/);
  });
});
