import { describe, expect, it } from 'vitest';
import { mergeArenaReports, runArena, wilson } from './arena.js';
import { QueueScheduler } from './bot-runner.js';
import { levelBots, type LevelOptions } from './bot-levels.js';
import { randomBot } from './random-bot.js';
import type { BotGuide } from './search-bot.js';
import { tinyCardsGame, tinyCardsHeuristic } from './testing/index.js';

/** Wins at once when it can, else plays its smallest card (never the die). */
const greedy = tinyCardsHeuristic;
const guide: BotGuide = { heuristic: greedy };
const table = (onSearch?: LevelOptions['onSearch']) =>
  levelBots(tinyCardsGame, guide, { iterations: 40, ...(onSearch ? { onSearch } : {}) });

const withoutTimes = (report: ReturnType<typeof runArena>) =>
  report.entries.map(({ level, wins, ties, moves }) => ({ level, wins, ties, moves }));

describe('arena', () => {
  it('plays through the BotRunner: the injected scheduler runs one turn per move', () => {
    const scheduler = new QueueScheduler();
    let turns = 0;
    const after = scheduler.after.bind(scheduler);
    scheduler.after = (delay, task) => (turns++, after(delay, task));
    const report = runArena(tinyCardsGame, ['random', 'easy', 'random'], {
      games: 4,
      seed: 'runner',
      bots: () => table(),
      scheduler,
    });
    expect(turns).toBe(report.entries.reduce((sum, e) => sum + e.moves, 0));
    expect(turns).toBeGreaterThan(0);
  });

  it('rotates the seats: with identical bots each entry makes about a third of the moves and wins are shared out', () => {
    const report = runArena(tinyCardsGame, ['random', 'random', 'random'], {
      games: 30,
      seed: 'rotation',
      bots: () => table(),
    });
    expect(report.games).toBe(30);
    const moves = report.entries.map((e) => e.moves);
    const total = moves.reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(report.movesPerGame.average * 30, 6);
    for (const m of moves) expect(m / total).toBeGreaterThan(0.25);
    const wins = report.entries.reduce((a, e) => a + e.wins, 0);
    expect(wins).toBeLessThanOrEqual(30 + report.entries.reduce((a, e) => a + e.ties, 0));
    expect(report.distinctGames).toBe(30);
  });

  it('is deterministic for a seed with iteration-capped search, and reports the search figures', () => {
    const run = () =>
      runArena(tinyCardsGame, ['hard', 'easy', 'random'], {
        games: 6,
        seed: 'same',
        bots: (onSearch) => table(onSearch),
      });
    const [a, b] = [run(), run()];
    expect(withoutTimes(b)).toEqual(withoutTimes(a));
    const hard = a.entries[0]!;
    expect(hard.iterationsPerSearch).toBe(40);
    expect(hard.playoutsPerSecond).toBeGreaterThan(0);
    expect(a.entries[2]!.iterationsPerSearch).toBeNull();
  });

  it('tells a stronger bot from a weaker one: the search beats two random players by a clear margin', () => {
    // A search guided by random playouts only (the arena, not the guide, is under test); with
    // no evaluation, playouts run to the end of this short game.
    const report = runArena(tinyCardsGame, ['hard', 'random', 'random'], {
      games: 90,
      seed: 'margin',
      bots: (onSearch) =>
        levelBots(tinyCardsGame, { heuristic: randomBot }, { iterations: 40, depth: 60, onSearch }),
    });
    const [hard, r1, r2] = report.entries;
    // A fair share is a third (the die and the deal decide much of this game); the interval
    // must clear it.
    expect(hard!.interval[0]).toBeGreaterThan(1 / 3);
    expect(hard!.wins).toBeGreaterThan(Math.max(r1!.wins, r2!.wins));
  });

  it('splits into parts that merge into the whole: the same games, wins, moves and lengths', () => {
    const levels = ['hard', 'easy', 'random'];
    const play = (first: number, games: number) =>
      runArena(tinyCardsGame, levels, {
        games,
        first,
        seed: 'parts',
        bots: (onSearch) => table(onSearch),
      });
    const whole = play(0, 7);
    const merged = mergeArenaReports([play(4, 3), play(0, 4)]);
    expect(withoutTimes(merged)).toEqual(withoutTimes(whole));
    expect(merged.tallies.lengths).toEqual(whole.tallies.lengths);
    expect(merged.tallies.gameKeys).toEqual(whole.tallies.gameKeys);
    expect(merged.distinctGames).toBe(whole.distinctGames);
    expect(merged.entries.map((e) => e.interval)).toEqual(whole.entries.map((e) => e.interval));
    expect(merged.entries[0]!.iterationsPerSearch).toBe(40);
    expect(merged.games).toBe(7);
    expect(merged.first).toBe(0);
    // A part starting later is a different set of games.
    expect(play(1, 4).tallies.gameKeys).toEqual(whole.tallies.gameKeys.slice(1, 5));
    // Who won each game, kept for comparing two rows game by game: one list per game, adding up
    // to the wins; merged in game order; dropped when a part (an older report) lacks it.
    const winners = whole.tallies.winners!;
    expect(winners).toHaveLength(7);
    whole.entries.forEach((entry, i) =>
      expect(winners.filter((w) => w.includes(i)).length).toBe(entry.wins),
    );
    expect(merged.tallies.winners).toEqual(winners);
    const { winners: _, ...older } = play(4, 3).tallies;
    expect(
      mergeArenaReports([{ ...play(4, 3), tallies: older }, play(0, 4)]).tallies.winners,
    ).toBeUndefined();
  });

  it('refuses to merge parts that leave a gap, overlap or played other bots', () => {
    const part = (first: number, games: number, levels = ['easy', 'random']) =>
      runArena(tinyCardsGame, levels, { games, first, seed: 'm', bots: () => table() });
    expect(() => mergeArenaReports([part(0, 2), part(3, 1)])).toThrow(/gap or overlap at game 2/);
    expect(() => mergeArenaReports([part(0, 2), part(1, 2)])).toThrow(/gap or overlap at game 2/);
    expect(() => mergeArenaReports([part(0, 2), part(2, 1, ['random', 'easy'])])).toThrow(
      /cannot merge/,
    );
    expect(() => mergeArenaReports([])).toThrow(/nothing to merge/);
  });

  it('refuses a level the table does not have', () => {
    expect(() =>
      runArena(tinyCardsGame, ['random', 'nobody', 'random'], {
        games: 1,
        seed: 'x',
        bots: () => table(),
      }),
    ).toThrow(/unknown bot "nobody"/);
  });

  it('computes the 95% Wilson interval', () => {
    const [low, high] = wilson(45, 60);
    expect(low).toBeCloseTo(0.6277, 3);
    expect(high).toBeCloseTo(0.8422, 3);
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(10, 10)[1]).toBe(1);
  });
});
