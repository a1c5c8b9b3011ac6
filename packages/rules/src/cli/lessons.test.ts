/**
 * `railyard lessons`: lists every lesson with its steps, plays each headlessly, prints rule
 * coverage with its gaps, and exits 1 when a lesson is broken (2 for bad usage).
 */
import { describe, expect, it } from 'vitest';
import { newRecord } from '../core/record.js';
import { defineLessonPath, type Lesson } from '../core/lessons/types.js';
import { tinyGame } from '../core/testing/tiny-game.js';
import { fakeIo } from './fake-io.js';
import { commandLessons } from './lessons.js';
import { run } from './run.js';

const tinyLesson = (goal: Lesson['steps'][number]['goal']): Lesson => ({
  id: 'count',
  game: 'tiny',
  title: 'Counting',
  summary: 'Add to the counter.',
  version: 1,
  start: newRecord('tiny', ['You', 'Bo'], 'cli', {}),
  seat: 0,
  steps: [
    {
      id: 'add-two',
      task: 'Add 2.',
      rules: ['tiny:turn'],
      goal,
      miss: 'Add 2, not 1.',
      hint: 'Two is more than one.',
    },
  ],
});

describe('railyard lessons', () => {
  it('chicago-express:opening-auctions — lists the lessons with their steps, plays them, and prints the coverage', async () => {
    const { io, out } = fakeIo();
    expect(await run(['lessons', '--game', 'chicago-express'], io)).toBe(0);
    const text = out.join('\n');
    expect(text).toMatch(/^Chicago Express \(chicago-express\): \d+ lessons/);
    expect(text).toMatch(
      /1\. opening-auction \(v1\) The opening auctions: 4 steps, \d+ moves played, ok/,
    );
    expect(text).toMatch(
      /1\.1 first-bid \[chicago-express:opening-auctions.*\]: You open the auction/,
    );
    expect(text).toMatch(/Rule coverage: \d+ of \d+ rule ids/);
  });

  it('--json prints each game’s lessons, problems and coverage with its gaps', async () => {
    const { io, out } = fakeIo();
    expect(await run(['lessons', '--game', 'chicago-express', '--json'], io)).toBe(0);
    const { games } = JSON.parse(out.join('\n'));
    expect(games).toHaveLength(1);
    expect(games[0].lessons.length).toBeGreaterThanOrEqual(6);
    expect(games[0].lessons[0]).toMatchObject({
      lesson: 'opening-auction',
      version: 1,
      problems: [],
    });
    expect(Array.isArray(games[0].coverage.gaps)).toBe(true);
  });

  it('an unknown game is bad usage (exit 2) naming the games with lessons', async () => {
    const { io, err } = fakeIo();
    expect(await run(['lessons', '--game', 'nope'], io)).toBe(2);
    expect(err.join('\n')).toMatch(/no lessons for "nope" \(games with lessons: chicago-express/);
  });

  it('a broken lesson exits 1 and names its problem; a sound one exits 0', async () => {
    const broken = defineLessonPath(tinyGame, [tinyLesson(() => false)]);
    const bad = fakeIo();
    expect(
      await commandLessons({ positional: [], flags: {} }, bad.io, async () => broken, ['tiny']),
    ).toBe(1);
    expect(bad.out.join('\n')).toMatch(/count \(v1\) Counting: 1 steps, 0 moves played, BROKEN/);
    expect(bad.out.join('\n')).toMatch(/PROBLEM step 1 \(add-two\): no legal move meets the goal/);
    expect(bad.err).toEqual(['railyard: broken lessons in tiny']);
    const sound = defineLessonPath(tinyGame, [tinyLesson(({ move }) => move.amount === 2)]);
    const good = fakeIo();
    expect(
      await commandLessons({ positional: [], flags: {} }, good.io, async () => sound, ['tiny']),
    ).toBe(0);
    expect(good.out.join('\n')).toMatch(
      /Rule coverage: 1 of 2 rule ids .*\n {2}Gaps \(1\): tiny:goal/,
    );
  });
});
