import { describe, expect, it } from 'vitest';
import type { DrillKind } from '../core/drills/types.js';
import { defineDrills } from '../core/drills/generate.js';
import { randomBot } from '../core/random-bot.js';
import { replay } from '../core/replay.js';
import { tinyGame } from '../core/testing/tiny-game.js';
import { gameIds, getGame } from '../engines.js';
import { fakeIo } from './fake-io.js';
import { parseArgs } from './args.js';
import { commandDrill } from './drill.js';
import { loadDrillSets } from '../games/drills.js';

const drillSets = await loadDrillSets();
import { commandSpec, run } from './run.js';

/** The tiny counting game with one sound kind and two broken ones. */
const remaining: DrillKind<{ context: { total: number; target: number } }> = {
  id: 'remaining',
  title: 'How far to the target',
  rules: ['tiny:goal'],
  answer: 'number',
  ask: (at) => ({
    prompt: 'How much is left to add?',
    ask: { type: 'number', unit: 'count' },
    answer: at.state.context.target - at.state.context.total,
    working: ['target − total'],
  }),
};
const tinySets = new Map([
  [
    'tiny',
    defineDrills({
      game: tinyGame,
      bot: randomBot,
      kinds: [
        remaining,
        // A number question whose answer is a set of ids: its own check fails it.
        {
          ...remaining,
          id: 'wrong-key',
          ask: () => ({
            prompt: 'How many?',
            ask: { type: 'number', unit: 'count' },
            answer: ['b'],
            working: ['b'],
          }),
        },
        {
          ...remaining,
          id: 'throws',
          ask: () => {
            throw new Error('generator bug');
          },
        },
      ] as DrillKind[],
    }),
  ],
]);

describe('railyard drill', () => {
  it('has drills for every game of the registry', () => {
    expect([...drillSets.keys()].sort()).toEqual(gameIds().sort());
  });

  it('prints a question with its answer, working and rules; the same seed prints the same', async () => {
    const first = fakeIo();
    const args = ['drill', '--game', 'chicago-express', '--kind', 'minimum-bid', '--seed', 'cli'];
    expect(await run(args, first.io)).toBe(0);
    const text = first.out.join('\n');
    expect(text).toMatch(
      /^Chicago Express drill: Minimum bid for a share \(minimum-bid\), seed cli/,
    );
    expect(text).toMatch(/\nQuestion: .+\nAnswer: \$\d+\nWorking:\n {2}- /);
    expect(text).toMatch(/Rules: chicago-express:minimum-bid/);
    const again = fakeIo();
    await run(args, again.io);
    expect(again.out).toEqual(first.out);
  });

  it('--json gives the question with a record that replays and no problems', async () => {
    const { io, out } = fakeIo();
    expect(await run(['drill', '--game', 'last-spike', '--seed', 'x', '--json'], io)).toBe(0);
    const q = JSON.parse(out.join('\n'));
    expect(q).toMatchObject({ game: 'last-spike', seed: 'x', problems: [] });
    expect(replay(getGame('last-spike'), q.record).ok).toBe(true);
    expect(q.record.players[q.seat]).toBe('You');
  });

  it('--kinds lists the kinds of the game', async () => {
    const { io, out } = fakeIo();
    expect(await run(['drill', '--game', 'wild-west-express', '--kinds', '--json'], io)).toBe(0);
    const kinds = JSON.parse(out.join('\n'));
    expect(kinds.map((k: { id: string }) => k.id)).toEqual(
      drillSets.get('wild-west-express')!.kinds.map((k) => k.id),
    );
  });

  it('names an unknown game or kind with exit 2', async () => {
    const game = fakeIo();
    expect(await run(['drill', '--game', 'chess'], game.io)).toBe(2);
    expect(game.err.join('\n')).toMatch(/no drills for "chess" \(known: chicago-express/);
    const kind = fakeIo();
    expect(await run(['drill', '--game', 'last-spike', '--kind', 'nope'], kind.io)).toBe(2);
    expect(kind.err.join('\n')).toMatch(/no drill kind "nope"/);
  });

  it('exits 1 when a generator is broken: its answer fails its own check, or it throws', () => {
    const sound = fakeIo();
    expect(
      commandDrill(
        parseArgs(['--game', 'tiny', '--kind', 'remaining'], commandSpec('drill')),
        sound.io,
        tinySets,
      ),
    ).toBe(0);
    const wrong = fakeIo();
    expect(
      commandDrill(
        parseArgs(['--game', 'tiny', '--kind', 'wrong-key'], commandSpec('drill')),
        wrong.io,
        tinySets,
      ),
    ).toBe(1);
    expect(wrong.err.join('\n')).toMatch(/wrong-key \(seed 1\): its own answer fails its check/);
    const throws = fakeIo();
    expect(
      commandDrill(
        parseArgs(['--game', 'tiny', '--kind', 'throws'], commandSpec('drill')),
        throws.io,
        tinySets,
      ),
    ).toBe(1);
    expect(throws.err.join('\n')).toMatch(/throws \(seed 1\) failed: generator bug/);
    const all = fakeIo();
    expect(
      commandDrill(
        parseArgs(['--game', 'tiny', '--all', '--seeds', '2'], commandSpec('drill')),
        all.io,
        tinySets,
      ),
    ).toBe(1);
    expect(all.out.filter((l) => l.startsWith('remaining'))).toHaveLength(2);
    expect(all.err.at(-1)).toBe('railyard: 4 broken questions');
  });
});
