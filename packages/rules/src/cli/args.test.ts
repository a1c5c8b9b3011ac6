import { describe, expect, it } from 'vitest';
import { fakeIo } from './fake-io.js';
import { run } from './run.js';

async function refusal(argv: string[]) {
  const { io, out, err } = fakeIo();
  const code = await run(argv, io);
  return { code, err: err.join('\n'), out: out.join('\n') };
}

const simulate = ['simulate', '--game', 'chicago-express', '--players'];

describe('railyard flags', () => {
  it.each(['0x4', ' 4', '4.0', '4e0', '+4', '٤'])(
    'refuses --players %j, which is not plain decimal digits',
    async (players) => {
      const { code, err } = await refusal([...simulate, players, '--seed', 's']);
      expect(code).toBe(2);
      expect(err).toContain(
        `--players must be a whole number from 1 to 16, got ${JSON.stringify(players)}`,
      );
    },
  );

  it('refuses a --seed without its value instead of playing the default seed', async () => {
    for (const argv of [
      [...simulate, '4', '--seed'],
      ['simulate', '--seed', '--game', 'chicago-express', '--players', '4'],
    ]) {
      const { code, err, out } = await refusal(argv);
      expect(code).toBe(2);
      expect(err).toMatch(/^railyard: --seed needs a value \(any text, e\.g\. --seed railyard\)$/);
      expect(out).toBe('');
    }
  });

  it('refuses a mistyped flag, suggesting the known one, in every command', async () => {
    const cases: [string[], string][] = [
      [[...simulate, '4', '--sed', 'x'], 'unknown flag --sed for simulate; did you mean --seed?'],
      [['replay', 'a.json', '--jsn'], 'unknown flag --jsn for replay; did you mean --json?'],
      [['bench', '--game', 'chicago-express', '--gmes', '3'], 'did you mean --games?'],
      [
        ['arena', '--game', 'chicago-express', '--players', '3', '--bots', 'a,b,c', '--job', '2'],
        'unknown flag --job for arena; did you mean --jobs?',
      ],
      [['arena', 'merge', 'a.json', '--fromat', 'text'], 'for arena merge; did you mean --format?'],
      [['simulate', '-seed', 'x'], 'unknown flag -seed for simulate; did you mean --seed?'],
      [
        ['simulate', '--bugdet-ms=5'],
        'unknown flag --bugdet-ms for simulate; did you mean --budget-ms?',
      ],
    ];
    for (const [argv, message] of cases) {
      const { code, err } = await refusal(argv);
      expect(code, argv.join(' ')).toBe(2);
      expect(err).toContain(message);
    }
  });

  it('refuses an unknown flag, listing the flags the command takes', async () => {
    const { code, err } = await refusal([...simulate, '4', '--bogus']);
    expect(code).toBe(2);
    expect(err).toMatch(
      /unknown flag --bogus for simulate \(its flags: --game, --players, --seed,/,
    );
    const validate = await refusal(['validate', 'a.json', '--json']);
    expect(validate.code).toBe(2);
    expect(validate.err).toContain('unknown flag --json: validate takes no flags');
  });

  it('refuses a switch given a value, a flag given twice and a stray argument', async () => {
    const cases: [string[], string][] = [
      [['replay', 'a.json', '--json=false'], '--json takes no value, got "--json=false"'],
      [[...simulate, '4', '--seed', 'a', '--seed', 'b'], '--seed is given twice'],
      [[...simulate, '4', 'extra'], 'simulate takes no file or other argument, got "extra"'],
      [['validate', 'a.json', 'b.json'], 'validate takes one record file, got a second one'],
      [['bench', '--rounds', '2', '--games'], '--games needs a value'],
    ];
    for (const [argv, message] of cases) {
      const { code, err } = await refusal(argv);
      expect(code, argv.join(' ')).toBe(2);
      expect(err).toContain(message);
    }
  });

  it('refuses an --epsilon that is not a plain decimal', async () => {
    for (const epsilon of ['0x1', ' 0.5', '1e-1']) {
      const { code, err } = await refusal([
        ...simulate,
        '4',
        '--bot',
        'easy',
        '--epsilon',
        epsilon,
      ]);
      expect(code).toBe(2);
      expect(err).toContain(
        `--epsilon must be a number from 0 to 1, got ${JSON.stringify(epsilon)}`,
      );
    }
  });

  it('refuses a --parts outside 1 to 16 (hard split as a pool of workers splits it)', async () => {
    for (const parts of ['0', '17', 'two']) {
      const { code, err } = await refusal([...simulate, '3', '--bot', 'hard', '--parts', parts]);
      expect(code).toBe(2);
      expect(err).toContain(
        `--parts must be a whole number from 1 to 16, got ${JSON.stringify(parts)}`,
      );
    }
  });

  it('keeps = inside a value and prints the usage for --help in a command', async () => {
    const { code, err } = await refusal([...simulate, '4', '--options={"x":"a=b"}']);
    expect(code).toBe(2);
    // The whole JSON reached the options check (not `{"x":"a`, cut at the second =).
    expect(err).toContain('--options: options.x is not an option of this game');
    const help = await refusal(['arena', '--help']);
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^Usage:/);
  });
});
