/**
 * `railyard arena compare`: two rows over the same deals read game by game, and its refusals.
 */
import { describe, expect, it } from 'vitest';
import { fakeIo } from './fake-io.js';
import { run } from './run.js';

const argv = ['arena', '--game', 'chicago-express', '--players', '3', '--seed', 'cmp'];
const play = async (bots: string, ...extra: string[]) => {
  const row = fakeIo();
  expect(await run([...argv, '--bots', bots, '--format', 'json', ...extra], row.io)).toBe(0);
  return row.out.join('\n');
};

describe('railyard arena compare', () => {
  it('counts the games each row won alone over the games both played, with the sign test', async () => {
    const files = {
      'easy.json': await play('easy,random,random', '--games', '6'),
      'random.json': await play('random,random,random', '--games', '4', '--first', '2'),
    };
    const won = (file: string, game: number) => {
      const report = JSON.parse(files[file as keyof typeof files]);
      return (report.tallies.winners[game - report.first] as number[]).includes(0);
    };
    let onlyA = 0;
    let onlyB = 0;
    for (let game = 2; game < 6; game++) {
      if (won('easy.json', game) && !won('random.json', game)) onlyA++;
      if (won('random.json', game) && !won('easy.json', game)) onlyB++;
    }
    // Some game split the rows, or a swapped count would pass unseen.
    expect(onlyA + onlyB).toBeGreaterThan(0);
    const text = fakeIo(files);
    expect(await run(['arena', 'compare', 'easy.json', 'random.json'], text.io)).toBe(0);
    const lines = text.out.join('\n');
    expect(lines).toMatch(/chicago-express: 3 players, seed "cmp", games 2 to 5 in both \(4\)/);
    expect(lines).toMatch(/A {2}easy\.json: easy, search: 500 ms per move/);
    expect(lines).toMatch(/B {2}random\.json: random, /);
    expect(lines).toContain(`by A alone ${onlyA}, by B alone ${onlyB},`);
    expect(lines).toMatch(
      new RegExp(`on the ${onlyA + onlyB} games won by one alone: p = [\\d.]+`),
    );
    const json = fakeIo(files);
    expect(
      await run(['arena', 'compare', 'random.json', 'easy.json', '--format', 'json'], json.io),
    ).toBe(0);
    const c = JSON.parse(json.out.join('\n'));
    expect(c).toMatchObject({ first: 2, games: 4, onlyFirst: onlyB, onlySecond: onlyA, entry: 1 });
    expect(c.reports.map((r: { level: string }) => r.level)).toEqual(['random', 'easy']);
    // `--entry 2` compares the second bots: the first ones, easy and random, then differ.
    const second = fakeIo(files);
    expect(
      await run(
        ['arena', 'compare', 'easy.json', 'random.json', '--entry', '2', '--format', 'json'],
        second.io,
      ),
    ).toBe(2);
    expect(second.err.join('\n')).toMatch(/the other bots differ/);
  });

  it('refuses rows that are not over the same deals, and bad arguments, naming the file', async () => {
    const row = await play('easy,random,random', '--games', '2');
    const files = {
      'a.json': row,
      'other-seed.json': row.replace('"seed": "cmp"', '"seed": "else"'),
      'options.json': await play(
        'easy,random,random',
        '--games',
        '2',
        '--options',
        '{"wabashCountsForEnd":false}',
      ),
      'later.json': await play('easy,random,random', '--games', '2', '--first', '2'),
      'greedy.json': await play('easy,greedy,greedy', '--games', '2'),
      'no-winners.json': (() => {
        const old = JSON.parse(row);
        delete old.tallies.winners;
        return JSON.stringify(old);
      })(),
      'broken.json': '{"game"',
      'other-game.json': row.replace('"game": "chicago-express"', '"game": "last-spike"'),
      'medium-4.json': await play('easy,medium,medium', '--games', '1', '--iterations', '4'),
      'medium-8.json': await play('easy,medium,medium', '--games', '1', '--iterations', '8'),
      'null-winner.json': (() => {
        const edited = JSON.parse(row);
        edited.tallies.winners[0] = null;
        return JSON.stringify(edited);
      })(),
      'null-entry.json': (() => {
        const edited = JSON.parse(row);
        edited.entries[0] = null;
        return JSON.stringify(edited);
      })(),
    };
    const refusals: [string[], RegExp][] = [
      [['a.json'], /name two JSON reports of the same games, got 1/],
      [['a.json', 'a.json', 'a.json'], /got 3/],
      [['a.json', 'missing.json'], /missing\.json: ENOENT/],
      [['a.json', 'broken.json'], /broken\.json: not JSON/],
      [['a.json', 'other-seed.json'], /other-seed\.json: seed "else", but a\.json has "cmp"/],
      [
        ['a.json', 'options.json'],
        /options\.json: played with the options \{"wabashCountsForEnd":false\}/,
      ],
      [
        ['a.json', 'later.json'],
        /no game in common: games 0 to 1 against 2 to 3 \(a\.json against later\.json\)/,
      ],
      [
        ['a.json', 'greedy.json'],
        /the other bots differ \(easy,random,random against easy,greedy,greedy\)/,
      ],
      [['no-winners.json', 'a.json'], /the first report keeps no winners game by game/],
      [
        ['a.json', 'a.json', '--format', 'markdown'],
        /--format must be one of text, json, got "markdown"/,
      ],
      [['a.json', 'a.json', '--entry', '0'], /--entry must be a whole number from 1 to 16/],
      [['a.json', 'greedy.json', '--entry', '4'], /no bot 4 in a report of 3/],
      [
        ['a.json', 'other-game.json'],
        /other-game\.json: a report of last-spike, but a\.json is of chicago-express/,
      ],
      [
        ['medium-4.json', 'medium-8.json'],
        /medium-4\.json: bot 2 \(medium\) searched too, and the rows searched otherwise/,
      ],
      [
        ['a.json', 'null-winner.json'],
        /null-winner\.json: its tallies do not match its 2 games and 3 bots/,
      ],
      [
        ['a.json', 'null-entry.json'],
        /null-entry\.json: not a report .*missing or malformed: entries/,
      ],
      [['a.json', 'a.json', '--games', '3'], /unknown flag --games for arena compare/],
    ];
    for (const [rest, message] of refusals) {
      const refused = fakeIo(files);
      expect(await run(['arena', 'compare', ...rest], refused.io), rest.join(' ')).toBe(2);
      expect(refused.err.join('\n'), rest.join(' ')).toMatch(message);
    }
  });
});
