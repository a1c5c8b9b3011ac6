import { describe, expect, it } from 'vitest';
import { catalog } from '../index.js';
import { getGame } from '../engines.js';
import { fakeIo } from './fake-io.js';
import { run } from './run.js';
import { gameParts } from '../registry.js';

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
