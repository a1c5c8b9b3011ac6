import { describe, expect, it } from 'vitest';
import { getGame } from '../engines.js';
import { agreement } from './agree.js';
import { fakeIo } from './fake-io.js';
import { run } from './run.js';

describe('railyard agree (how often hard at a budget plays a long search’s move)', () => {
  it('judges the same positions alike on every run, and its counts add up', () => {
    const game = getGame('chicago-express');
    const options = { iterations: 6, parts: 2, reference: 24, positions: 5, seed: 'agree-test' };
    const report = agreement(game, options);
    expect(agreement(game, options)).toEqual(report);
    expect(report).toMatchObject({
      game: 'chicago-express',
      positions: 5,
      parts: 2,
      reference: 24,
    });
    const types = Object.values(report.byType);
    expect(types.reduce((t, x) => t + x.positions, 0)).toBe(5);
    expect(types.reduce((t, x) => t + x.matches, 0)).toBe(report.matches);
    const rate = report.matches / report.positions;
    expect(report.interval[0]).toBeLessThanOrEqual(rate);
    expect(report.interval[1]).toBeGreaterThanOrEqual(rate);
  });

  it('prints the share of matches with its interval, or JSON, and refuses bad flags by name', async () => {
    const { io, out, err } = fakeIo();
    const flags = ['--game', 'last-spike', '--iterations', '8', '--positions', '3'];
    expect(await run(['agree', ...flags], io)).toBe(0);
    expect(out.join('\n')).toMatch(
      /^last-spike: hard at 8 iterations chose the move of the 32-iteration search in \d of 3 positions \(\d+%, 95% \d+%-\d+%\)\n {2}\S+: \d of \d/,
    );
    expect(err).toEqual([]);
    const json = fakeIo();
    const argv = ['agree', ...flags, '--parts', '2', '--reference', '20', '--json'];
    expect(await run(argv, json.io)).toBe(0);
    expect(JSON.parse(json.out.join('\n'))).toMatchObject({
      iterations: 8,
      parts: 2,
      reference: 20,
    });
    const refusals: [string[], RegExp][] = [
      [['agree'], /--game is required/],
      [['agree', '--game', 'nope'], /Unknown game "nope"/],
      [
        ['agree', '--game', 'last-spike', '--parts', '17'],
        /--parts must be a whole number from 1 to 16/,
      ],
      [['agree', '--game', 'last-spike', '--fast'], /unknown flag --fast for agree/],
    ];
    for (const [argv, message] of refusals) {
      const bad = fakeIo();
      expect(await run(argv, bad.io)).toBe(2);
      expect(bad.err.join('\n')).toMatch(message);
    }
  });
});
