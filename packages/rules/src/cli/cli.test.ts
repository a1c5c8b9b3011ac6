import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Io } from './args.js';
import { catalog } from '../index.js';
import { getGame } from '../engines.js';
import { run } from './run.js';
import { gameParts } from '../registry.js';

function fakeIo(files: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    readInput: (path) => {
      if (!(path in files)) throw new Error(`ENOENT: no such file '${path}'`);
      return files[path]!;
    },
  };
  return { io, out, err };
}

describe('railyard CLI', () => {
  it('prints usage and exits 2 without a command', async () => {
    const { io, out } = fakeIo();
    expect(await run([], io)).toBe(2);
    expect(out.join('\n')).toMatch(/Usage:/);
  });

  it('names an unknown command', async () => {
    const { io, err } = fakeIo();
    expect(await run(['frobnicate'], io)).toBe(2);
    expect(err.join('\n')).toMatch(/Unknown command "frobnicate"/);
  });

  it('replay names a missing file with exit 2', async () => {
    const { io, err } = fakeIo();
    expect(await run(['replay', 'nope.json'], io)).toBe(2);
    expect(err.join('\n')).toMatch(/cannot read nope.json/);
  });

  it('replay names invalid JSON and structural problems with their path', async () => {
    const { io, err } = fakeIo({
      'a.json':
        '{"format":"railyard-record","version":1,"game":"chicago-express","players":["A"],"seed":"s","moves":[{"type":"x"}]}',
    });
    expect(await run(['replay', 'a.json'], io)).toBe(2);
    expect(err.join('\n')).toMatch(/record\/moves\/0\/type/);
    const broken = fakeIo({ 'b.json': '{oops' });
    expect(await run(['replay', 'b.json'], broken.io)).toBe(2);
    expect(broken.err.join('\n')).toMatch(/not valid JSON/);
  });

  it('replay names an unknown game', async () => {
    const { io, err } = fakeIo({
      'c.json': JSON.stringify({
        format: 'railyard-record',
        version: 1,
        game: 'monopoly',
        players: ['A', 'B'],
        seed: 's',
        options: {},
        moves: [],
      }),
    });
    expect(await run(['replay', 'c.json'], io)).toBe(2);
    expect(err.join('\n')).toMatch(/Unknown game "monopoly"/);
  });

  it('simulate checks its flags', async () => {
    const { io, err } = fakeIo();
    expect(await run(['simulate', '--game', 'chicago-express', '--players', 'many'], io)).toBe(2);
    expect(err.join('\n')).toMatch(/--players must be a whole number from 1 to 16/);
    expect(await run(['simulate', '--players', '3'], io)).toBe(2);
    expect(err.join('\n')).toMatch(/--game is required/);
  });

  it('usage lists every catalog game, the rules-only ones marked', async () => {
    const { io, out } = fakeIo();
    await run(['help'], io);
    for (const entry of catalog)
      expect(out.join('\n')).toContain(
        entry.status === 'playable' ? entry.id : `(${entry.id}: rules only)`,
      );
  });

  it('simulate names a rules-only game as having no engine yet', async () => {
    const rulesOnly = catalog.find((entry) => entry.status === 'rules-only');
    if (!rulesOnly) return;
    const { io, err } = fakeIo();
    expect(
      await run(['simulate', '--game', rulesOnly.id, '--players', '3', '--seed', 's'], io),
    ).not.toBe(0);
    expect(err.join('\n')).toContain(
      `${rulesOnly.title} ("${rulesOnly.id}") has no rules engine yet`,
    );
  });

  const playable = catalog.filter((entry) => entry.status === 'playable');
  for (const [game, players] of playable.map(
    (entry) => [entry.id, Math.min(Math.max(4, entry.minPlayers), entry.maxPlayers)] as const,
  )) {
    it(`simulate | replay --json plays ${game} to a finished game with a winner`, async () => {
      const sim = fakeIo();
      expect(
        await run(
          ['simulate', '--game', game, '--players', String(players), '--seed', 'demo'],
          sim.io,
        ),
      ).toBe(0);
      const recordText = sim.out.join('\n');
      const rep = fakeIo({ '-': recordText });
      expect(await run(['replay', '-', '--json'], rep.io)).toBe(0);
      const printed = JSON.parse(rep.out.join('\n'));
      expect(printed.result.winners.length).toBeGreaterThan(0);
      const val = fakeIo({ 'r.json': recordText });
      expect(await run(['validate', 'r.json'], val.io)).toBe(0);
      expect(val.out.join('\n')).toMatch(/valid: .* \(finished game\)/);
    });

    it(`validate reports the first illegal move of a tampered ${game} record`, async () => {
      const sim = fakeIo();
      await run(
        ['simulate', '--game', game, '--players', String(players), '--seed', 'tamper'],
        sim.io,
      );
      const record = JSON.parse(sim.out.join('\n'));
      record.moves[3] = { ...record.moves[3], player: (record.moves[3].player + 1) % players };
      const val = fakeIo({ 't.json': JSON.stringify(record) });
      expect(await run(['validate', 't.json'], val.io)).toBe(1);
      expect(val.err.join('\n')).toMatch(/^invalid: move 4 \(record\/moves\/3\) /);
    });
  }

  it('validate checks the invariants of every game of the registry (its invariants part)', async () => {
    const engines = catalog.filter((entry) => entry.status === 'playable').map((entry) => entry.id);
    for (const id of engines) {
      const checked = await gameParts(id).invariants?.();
      expect(checked?.machine, id).toBe(getGame(id).machine);
    }
  });

  it('bench reports the ratio and the undo and jump times of a session', async () => {
    const { io, out } = fakeIo();
    expect(
      await run(['bench', '--game', 'chicago-express', '--games', '4', '--rounds', '1'], io),
    ).toBe(0);
    const text = out.join('\n');
    expect(text).toMatch(/ratio +\d+\.\d%/);
    const undo = /undo +median (\d+\.\d+) ms, worst (\d+\.\d+) ms \((\d+) undos/.exec(text);
    expect(undo).not.toBeNull();
    expect(Number(undo![3])).toBeGreaterThan(10);
    expect(text).toMatch(/jump +median \d+\.\d+ ms, worst \d+\.\d+ ms \(1000 jumps/);
  });

  it('bench --json prints per game the events/s, ratio, playouts/s and replay time', async () => {
    const { io, out } = fakeIo();
    expect(
      await run(['bench', '--game', 'last-spike', '--games', '2', '--rounds', '1', '--json'], io),
    ).toBe(0);
    const report = JSON.parse(out.join('\n'));
    expect(report.games).toHaveLength(1);
    const [figures] = report.games;
    expect(figures.game).toBe('last-spike');
    for (const key of [
      'eventsPerSecond',
      'trivialEventsPerSecond',
      'ratio',
      'playoutGamesPerSecond',
    ])
      expect(figures[key]).toBeGreaterThan(0);
    expect(figures.ratio).toBeCloseTo(figures.eventsPerSecond / figures.trivialEventsPerSecond, 2);
    expect(figures.replayMoves).toBeGreaterThan(0);
    expect(figures.replayMoves).toBeLessThanOrEqual(300);
  });

  it('simulate checks the player count against the game before allocating', async () => {
    const { io, err } = fakeIo();
    expect(await run(['simulate', '--game', 'chicago-express', '--players', '50000000'], io)).toBe(
      2,
    );
    expect(await run(['simulate', '--game', 'chicago-express', '--players', '9'], io)).toBe(2);
    expect(err.join('\n')).toMatch(/--players must be a whole number from 1 to 16, got "50000000"/);
    expect(err.join('\n')).toMatch(/Chicago Express is for 2 to 6 players, got 9/);
  });

  it('simulate never prints a record that validate refuses (over-long seed)', async () => {
    const { io, err, out } = fakeIo();
    const seed = 'x'.repeat(300);
    expect(
      await run(['simulate', '--game', 'chicago-express', '--players', '3', '--seed', seed], io),
    ).toBe(2);
    expect(out).toEqual([]);
    expect(err.join('\n')).toMatch(/--seed: record\/seed must be a text of at most 256 characters/);
  });

  it('validate gives the line and column of a JSON syntax error and reads a byte-order mark', async () => {
    const sim = fakeIo();
    await run(['simulate', '--game', 'chicago-express', '--players', '3', '--seed', 'bom'], sim.io);
    const text = sim.out.join('\n');
    const { io, err, out } = fakeIo({
      'bad.json': '{\n  "format": "railyard-record",\n}',
      'bom.json': `\uFEFF${text}`,
    });
    expect(await run(['validate', 'bad.json'], io)).toBe(2);
    expect(err.join('\n')).toMatch(/not valid JSON: .* at line 3, column 1/);
    expect(await run(['validate', 'bom.json'], io)).toBe(0);
    expect(out.join('\n')).toMatch(/^valid: /);
  });

  it('lists at most 20 problems of a hostile record and counts the rest', async () => {
    const moves = Array.from({ length: 5000 }, () => ({ type: 'BAD', player: -1 }));
    const record = {
      format: 'railyard-record',
      version: 1,
      game: 'chicago-express',
      players: ['a', 'b'],
      seed: 's',
      moves,
    };
    const { io, err } = fakeIo({ 'h.json': JSON.stringify(record) });
    expect(await run(['validate', 'h.json'], io)).toBe(2);
    const lines = err.join('\n').split('\n');
    expect(lines.length).toBeLessThanOrEqual(23);
    expect(lines.at(-1)).toMatch(/… and 9980 more problems \(only the first 20 are listed\)/);
  });

  it('puts player names on one line in the standings (no forged lines, no escape codes)', async () => {
    const sim = fakeIo();
    await run(
      ['simulate', '--game', 'chicago-express', '--players', '3', '--seed', 'names'],
      sim.io,
    );
    const record = JSON.parse(sim.out.join('\n'));
    record.players[0] = 'Ada\n  1. Mallory  $999  (winner)\u001b[2J';
    const { io, out } = fakeIo({ 'n.json': JSON.stringify(record) });
    expect(await run(['replay', 'n.json'], io)).toBe(0);
    const text = out.join('\n');
    expect(text).not.toMatch(/^ {2}1\. Mallory/m);
    expect(text).toContain('Ada\\u000a  1. Mallory');
  });

  it('refuses an option given as null instead of silently using the default', async () => {
    const sim = fakeIo();
    await run(['simulate', '--game', 'chicago-express', '--players', '3', '--seed', 'nul'], sim.io);
    const record = JSON.parse(sim.out.join('\n'));
    const id = getGame('chicago-express').options[0]!.id;
    record.options = { [id]: null };
    const { io, err } = fakeIo({ 'o.json': JSON.stringify(record) });
    expect(await run(['validate', 'o.json'], io)).toBe(1);
    expect(err.join('\n')).toMatch(
      new RegExp(`options\\.${id} is null; leave it out for the default`),
    );
    expect(err.join('\n')).not.toMatch(/Invalid setup: Invalid setup/);
  });
});

describe('railyard simulate with bot levels and options', () => {
  it('plays per-seat levels with rule options and an iteration cap, reproducibly', async () => {
    const argv = [
      'simulate',
      '--game',
      'chicago-express',
      '--players',
      '3',
      '--seed',
      'levels',
      '--bots',
      'easy,medium,random',
      '--iterations',
      '4',
      '--options',
      '{"auctionDial":2,"houseEndLimit":4}',
    ];
    const first = fakeIo();
    expect(await run(argv, first.io)).toBe(0);
    const record = JSON.parse(first.out.join(''));
    expect(record.options).toEqual({ auctionDial: 2, houseEndLimit: 4 });
    const second = fakeIo();
    expect(await run(argv, second.io)).toBe(0);
    expect(second.out).toEqual(first.out);
    const check = fakeIo({ 'r.json': first.out.join('') });
    expect(await run(['validate', 'r.json'], check.io)).toBe(0);
    expect(check.out.join('')).toMatch(/finished game/);
  });

  it('refuses unknown levels, a wrong count of seats and bad options, naming them', async () => {
    const base = ['simulate', '--game', 'chicago-express', '--players', '3'];
    const cases: [string[], RegExp][] = [
      [
        ['--bot', 'constructor'],
        /--bot: unknown bot "constructor" \(known: random, easy, greedy, medium, hard\)/,
      ],
      [['--bots', 'easy,hard'], /--bots names 2 bots for 3 players/],
      [['--bots', 'easy,hard,__proto__'], /unknown bot "__proto__"/],
      [['--options', '{oops'], /--options is not valid JSON/],
      [['--options', '[]'], /--options must be a JSON object/],
      [['--options', '{"auctionDial":99}'], /--options: options.auctionDial must be one of/],
      [['--iterations', '5', '--budget-ms', '5'], /--iterations or --budget-ms, not both/],
    ];
    for (const [extra, message] of cases) {
      const { io, err } = fakeIo();
      expect(await run([...base, ...extra], io), extra.join(' ')).toBe(2);
      expect(err.join('\n')).toMatch(message);
    }
  });
});

describe('railyard arena', () => {
  it('prints win rates with intervals, time per move and moves per game, seats rotated', async () => {
    const { io, out } = fakeIo();
    const argv = ['arena', '--game', 'chicago-express', '--players', '3', '--games', '3'];
    expect(await run([...argv, '--bots', 'easy,random,random', '--seed', 't'], io)).toBe(0);
    const text = out.join('\n');
    expect(text).toMatch(/3 players, 3 games, seats rotated/);
    expect(text).toMatch(/1\. easy +\d+ +[\d.]+% +[\d.]+%–[\d.]+%/);
    expect(text).toMatch(/moves per game: \d+/);
    expect(text).toMatch(/distinct games: 3 of 3/);
    const rows = out.filter((line) => /^\d\. /.test(line));
    expect(rows).toHaveLength(3);
    const totalWins = rows.reduce((sum, row) => sum + Number(row.split(/ +/)[2]), 0);
    expect(totalWins).toBeGreaterThanOrEqual(3);
  });

  it('prints its table as JSON or markdown for notes', async () => {
    const argv = ['arena', '--game', 'last-spike', '--players', '3', '--games', '2'];
    // 32: Last Spike's hard compares four candidates on at least eight deals each.
    const bots = ['--bots', 'hard,easy,random', '--iterations', '32', '--depth', '3'];
    const json = fakeIo();
    expect(await run([...argv, ...bots, '--format', 'json'], json.io)).toBe(0);
    const report = JSON.parse(json.out.join('\n'));
    expect(report.games).toBe(2);
    expect(report.entries.map((e: { level: string }) => e.level)).toEqual([
      'hard',
      'easy',
      'random',
    ]);
    expect(report.entries[0].iterationsPerSearch).toBeGreaterThan(0);
    expect(report.entries[0].iterationsPerSearch).toBeLessThanOrEqual(32);
    expect(report.search).toMatchObject({ iterations: 32, depth: 3 });
    const md = fakeIo();
    expect(await run([...argv, ...bots, '--format', 'markdown'], md.io)).toBe(0);
    const rows = md.out.filter((line) => /^\| \d\. /.test(line));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(/^\| 1\. hard \| \d \| [\d.]+% \| [\d.]+%–[\d.]+% \|/);
    const bad = fakeIo();
    expect(await run([...argv, '--format', 'yaml'], bad.io)).toBe(2);
    expect(bad.err.join('\n')).toMatch(/--format must be one of text, json, markdown/);
    const eps = fakeIo();
    expect(await run([...argv, '--epsilon', '2'], eps.io)).toBe(2);
    expect(eps.err.join('\n')).toMatch(/--epsilon must be a number from 0 to 1/);
  });

  it('--jobs plays the games in parallel processes and reports the same games as one process', async () => {
    const argv = ['arena', '--game', 'chicago-express', '--players', '3', '--games', '5'];
    const bots = ['--bots', 'easy,random,random', '--seed', 'jobs', '--format', 'json'];
    const one = fakeIo();
    const two = fakeIo();
    expect(await run([...argv, ...bots], one.io)).toBe(0);
    // One run in parts, with --progress (its lines go to stderr; the report to stdout): starting
    // the parts is most of this test's time on a loaded machine.
    expect(await run([...argv, ...bots, '--jobs', '2', '--progress'], two.io)).toBe(0);
    const [a, b] = [JSON.parse(one.out.join('\n')), JSON.parse(two.out.join('\n'))];
    const played = (r: { entries: { wins: number; moves: number }[] }) =>
      r.entries.map((e) => [e.wins, e.moves]);
    expect(played(b)).toEqual(played(a));
    expect(b.tallies.lengths).toEqual(a.tallies.lengths);
    expect(b.tallies.gameKeys).toEqual(a.tallies.gameKeys);
    expect(b.jobs).toBe(2);
    // --progress: one line per game on stderr, counted across the parts.
    expect(two.err).toHaveLength(5);
    expect(two.err[4]).toMatch(/^arena: 5 of 5 games played, [\d.]+ min$/);
    expect(two.err[0]).toMatch(/^arena: 1 of 5 games played, [\d.]+ min, about \d+ min left$/);
    // --first starts later in the same sequence of games.
    const later = fakeIo();
    expect(await run([...argv.slice(0, -1), '2', ...bots, '--first', '3'], later.io)).toBe(0);
    expect(JSON.parse(later.out.join('\n')).tallies.gameKeys).toEqual(a.tallies.gameKeys.slice(3));
    // A ceiling, not a measurement: about 6 s on an idle 2-core machine; 60 s was too short at
    // load 31 (other work beside npm test), where one run took 113 s.
  }, 240_000);

  it.skipIf(process.platform !== 'linux')(
    '--jobs: stopping the arena stops its parts too',
    async () => {
      // Children of a process, from /proc (Linux): the parts still running.
      const childrenOf = (pid: number) =>
        readdirSync('/proc')
          .filter((entry) => /^\d+$/.test(entry))
          .filter((entry) => {
            try {
              const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
              return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
            } catch {
              return false;
            }
          });
      const until = async (done: () => boolean) => {
        for (let i = 0; i < 600 && !done(); i++) await new Promise((r) => setTimeout(r, 100));
        return done();
      };
      const main = fileURLToPath(new URL('./main.ts', import.meta.url));
      const arena = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          main,
          'arena',
          '--game',
          'wild-west-express',
          '--players',
          '3',
          '--games',
          '4',
          '--bots',
          'hard,easy,easy',
          '--iterations',
          '5000',
          '--jobs',
          '2',
        ],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let stderr = '';
      arena.stderr!.on('data', (text) => (stderr += text));
      const pid = arena.pid!;
      expect(await until(() => childrenOf(pid).length === 2), stderr).toBe(true);
      const parts = childrenOf(pid).map(Number);
      const exited = new Promise<number | null>((resolve) =>
        arena.on('exit', (code) => resolve(code)),
      );
      arena.kill('SIGTERM');
      expect(await exited).toBe(143);
      const alive = (p: number) => {
        try {
          process.kill(p, 0);
          return true;
        } catch {
          return false;
        }
      };
      expect(await until(() => parts.every((p) => !alive(p)))).toBe(true);
    },
    150_000,
  );

  it('arena merge joins parts played apart into the report of all their games, and refuses parts that do not fit', async () => {
    const argv = ['arena', '--game', 'chicago-express', '--players', '3'];
    const bots = ['--bots', 'easy,random,random', '--seed', 'merge', '--format', 'json'];
    const play = async (...extra: string[]) => {
      const part = fakeIo();
      expect(await run([...argv, ...bots, ...extra], part.io)).toBe(0);
      return part.out.join('\n');
    };
    const whole0 = await play('--games', '4');
    const whole = JSON.parse(whole0);
    const files = {
      'a.json': await play('--games', '1'),
      'b.json': await play('--games', '3', '--first', '1'),
      'other-seed.json': (await play('--games', '3', '--first', '1')).replace(
        '"seed": "merge"',
        '"seed": "else"',
      ),
      'gap.json': await play('--games', '2', '--first', '2'),
      'capped.json': await play('--games', '3', '--first', '1', '--iterations', '5'),
      'budget-500.json': await play('--games', '3', '--first', '1', '--budget-ms', '500'),
      'options.json': await play(
        '--games',
        '3',
        '--first',
        '1',
        '--options',
        '{"wabashCountsForEnd":false}',
      ),
      'cut.json': (() => {
        const cut = JSON.parse(whole0);
        cut.tallies.lengths.pop();
        return JSON.stringify(cut);
      })(),
      'broken.json': '{"game": "chicago-express"',
      'not-a-report.json': '{"game": "chicago-express", "seed": "merge"}',
    };
    const merged = fakeIo(files);
    // The parts in any order.
    expect(await run(['arena', 'merge', 'b.json', 'a.json'], merged.io)).toBe(0);
    const report = JSON.parse(merged.out.join('\n'));
    expect(report.first).toBe(0);
    expect(report.games).toBe(4);
    expect(report.seed).toBe('merge');
    expect(report.entries.map((e: { wins: number }) => e.wins)).toEqual(
      whole.entries.map((e: { wins: number }) => e.wins),
    );
    expect(report.tallies.gameKeys).toEqual(whole.tallies.gameKeys);
    expect(report.tallies.lengths).toEqual(whole.tallies.lengths);
    // No budget flag is the default 500 ms: such parts merge.
    expect(await run(['arena', 'merge', 'a.json', 'budget-500.json'], fakeIo(files).io)).toBe(0);
    const text = fakeIo(files);
    expect(await run(['arena', 'merge', 'a.json', 'b.json', '--format', 'text'], text.io)).toBe(0);
    expect(text.out.join('\n')).toMatch(/3 players, 4 games, seats rotated/);
    const refusals: [string[], RegExp][] = [
      [[], /name the JSON reports to merge/],
      [['a.json', 'missing.json'], /missing\.json: ENOENT/],
      [['a.json', 'broken.json'], /broken\.json: not JSON/],
      [
        ['a.json', 'not-a-report.json'],
        /not-a-report\.json: .*missing or malformed: first, games, entries, search, tallies/,
      ],
      [['a.json', 'other-seed.json'], /other-seed\.json: seed "else", but a\.json has "merge"/],
      [
        ['a.json', 'gap.json'],
        /leave a gap or overlap at game 1 .*\(a\.json: games 0 to 0; gap\.json: games 2 to 3\)/,
      ],
      [
        ['a.json', 'options.json'],
        /options\.json: played with the options \{"wabashCountsForEnd":false\}, but a\.json with \{\}/,
      ],
      [['cut.json'], /cut\.json: its tallies do not match its 4 games/],
      [
        ['a.json', 'capped.json'],
        /capped\.json: searched otherwise than a\.json \(search: 5 iterations/,
      ],
    ];
    for (const [paths, message] of refusals) {
      const refused = fakeIo(files);
      expect(await run(['arena', 'merge', ...paths], refused.io), paths.join(' ')).toBe(2);
      expect(refused.err.join('\n')).toMatch(message);
    }
  });

  it('refuses a bad --jobs or --first', async () => {
    const argv = ['arena', '--game', 'chicago-express', '--players', '3', '--games', '2'];
    const jobs = fakeIo();
    expect(await run([...argv, '--bots', 'easy,easy,easy', '--jobs', '0'], jobs.io)).toBe(2);
    expect(jobs.err.join('\n')).toMatch(/--jobs must be a whole number from 1 to 64, got "0"/);
    const first = fakeIo();
    expect(await run([...argv, '--bots', 'easy,easy,easy', '--first', '-1'], first.io)).toBe(2);
    expect(first.err.join('\n')).toMatch(/--first must be a whole number from 0/);
    const blank = fakeIo();
    expect(await run([...argv, '--bots', 'easy,easy,easy', '--first', ' '], blank.io)).toBe(2);
    expect(blank.err.join('\n')).toMatch(/--first must be a whole number from 0 to \d+, got " "/);
  });

  it('needs one bot per seat', async () => {
    const { io, err } = fakeIo();
    const argv = ['arena', '--game', 'american-rails', '--players', '3', '--bots', 'hard,easy'];
    expect(await run(argv, io)).toBe(2);
    expect(err.join('\n')).toMatch(/--bots names 2 bots for 3 players/);
  });
});
