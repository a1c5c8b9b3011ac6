import { afterEach, describe, expect, it } from 'vitest';
import {
  botWorkerHandler,
  chooseBotMove,
  GameSession,
  newRecord,
  type BotWorkerRequest,
  type BotWorkerResponse,
  type GameRecord,
} from '@railyard/rules';
import { botsFor, getGame } from '@railyard/rules/engines';
import {
  BotWorkerClient,
  BotWorkerError,
  defaultPoolSize,
  MAX_POOL_SIZE,
} from './bot-worker-client.js';
import { until } from '../test-support/fixture.js';

const game = getGame('chicago-express');
const clients: BotWorkerClient[] = [];
const client = (...args: ConstructorParameters<typeof BotWorkerClient>) => {
  const made = new BotWorkerClient(...args);
  clients.push(made);
  return made;
};
afterEach(() => clients.splice(0).forEach((c) => c.dispose()));

/** A Chicago Express record a few random moves in, so the position is not the opening one. */
function recordAfter(moves: number): GameRecord {
  const session = GameSession.start(
    game,
    { players: ['A', 'B', 'C'], seed: 'worker-test' },
    {
      bots: { 0: 'random', 1: 'random', 2: 'random' },
    },
  );
  for (let i = 0; i < moves; i++) session.playBotMove();
  return session.record;
}

function activeSeat(record: GameRecord): number {
  const opened = GameSession.open(game, record);
  if (!opened.ok) throw new Error(opened.message);
  return opened.session.activeSeats()[0]!;
}

function inlineMove(
  record: GameRecord,
  seat: number,
  level: string,
  iterations: number,
  part?: { index: number; count: number },
) {
  const opened = GameSession.open(game, record);
  if (!opened.ok) throw new Error(opened.message);
  const split = part ? { part: part.index, parts: part.count } : {};
  const table = botsFor(game, { iterations, ...split });
  return chooseBotMove(
    game,
    opened.session.state,
    seat,
    table[level]!,
    record.seed,
    record.moves.length,
  );
}

describe('bot worker client', () => {
  it('gives the same move as the inline bot for the same seed (hard, medium and easy)', async () => {
    const bots = client();
    for (const record of [newRecord(game.id, ['A', 'B', 'C'], 'same-seed'), recordAfter(5)]) {
      const opened = GameSession.open(game, record);
      if (!opened.ok) throw new Error(opened.message);
      const seat = opened.session.activeSeats()[0]!;
      for (const level of ['hard', 'medium', 'easy']) {
        const answer = await bots.move(record, seat, level, { iterations: 40 });
        expect(answer.move, `${level} at move ${record.moves.length}`).toEqual(
          inlineMove(record, seat, level, 40),
        );
      }
    }
  });

  it('lists the top three moves of a hint, best first, with shares of the visits', async () => {
    const record = newRecord(game.id, ['A', 'B', 'C'], 'hint-seed');
    const answer = await client().hint(record, 0, 3, { iterations: 60 });
    expect(answer.moves.length).toBeGreaterThan(0);
    expect(answer.moves.length).toBeLessThanOrEqual(3);
    // Best first is the worker's order (the search's where it told moves apart, else the money
    // quoted: core/hint-reasons.ts), not necessarily the most visited first.
    const shares = answer.moves.map((m) => m.share);
    expect(shares.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1 + 1e-9);
    for (const hinted of answer.moves) {
      expect(hinted.move.player).toBe(0);
      expect(hinted.description.length).toBeGreaterThan(0);
    }
    expect(answer.stats.iterations).toBe(60);
  });

  it('stop() ends a search in progress, and the next request gets a fresh worker', async () => {
    const bots = client();
    const record = newRecord(game.id, ['A', 'B', 'C'], 'stop-seed');
    const long = bots.move(record, 0, 'hard', { budgetMs: 5000 });
    expect(bots.busy).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    bots.stop();
    await expect(long).rejects.toMatchObject({ reason: 'stopped' });
    expect(bots.busy).toBe(false);
    const next = await bots.move(record, 0, 'easy');
    expect(next.move).toEqual(inlineMove(record, 0, 'easy', 1));
  });

  it('refuses a bad request with the worker message (an unknown level)', async () => {
    const record = newRecord(game.id, ['A', 'B', 'C'], 'bad');
    const error = await client()
      .move(record, 0, 'grandmaster')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BotWorkerError);
    expect((error as BotWorkerError).reason).toBe('refused');
    expect((error as Error).message).toMatch(/Unknown bot "grandmaster"/);
  });

  it('reports a worker that cannot be started as unavailable, never hanging', async () => {
    const broken = client(() => {
      throw new Error('refused by policy');
    });
    const record = newRecord(game.id, ['A', 'B', 'C'], 'x');
    await expect(broken.move(record, 0, 'hard')).rejects.toMatchObject({
      reason: 'unavailable',
      message: expect.stringMatching(/refused by policy/),
    });
    expect(broken.available).toBe(false);
  });

  it('reports a worker file that fails to load as unavailable', async () => {
    const missing = client(() => new Worker('/no-such-bot-worker.js', { type: 'module' }));
    const record = newRecord(game.id, ['A', 'B', 'C'], 'x');
    await expect(missing.move(record, 0, 'hard')).rejects.toMatchObject({ reason: 'unavailable' });
    expect(missing.available).toBe(false);
  });

  it("charges a warm worker's search for the wait and the slowest recent way back (issue 26: p90 under load)", async () => {
    // A fake worker that answers each request 400 ms after it was asked, on the shared clock;
    // each answer then takes its own time to reach the page.
    const ways = [30, 120, 60, 10, 10, 10, 10, 10, 10, 10];
    const seen: { record: GameRecord; search?: object; timing?: object }[] = [];
    let clock = 1_000;
    const fake = {
      onmessage: null as ((event: MessageEvent) => void) | null,
      onerror: null,
      terminate() {},
      postMessage(request: { id: number; record: GameRecord; search?: object; timing?: object }) {
        seen.push(request);
        const answeredAt = clock + 400;
        clock = answeredAt + (ways[seen.length - 1] ?? 10);
        const move = { type: 'x', player: 0 };
        const data = { kind: 'move', id: request.id, move, stats: null, answeredAt };
        queueMicrotask(() => fake.onmessage?.({ data } as MessageEvent));
      },
    };
    // A pool of one: the fake stands for one worker.
    const bots = client(
      () => fake as unknown as Worker,
      () => clock,
      1,
    );
    const record = newRecord(game.id, ['A', 'B', 'C'], 'budget');
    for (let i = 0; i < 8; i++) await bots.move(record, 0, 'hard', { budgetMs: 500 });
    // The first request is not charged (the worker starts and loads the game's engine).
    expect(seen[0]).toMatchObject({ search: { budgetMs: 500 } });
    expect(seen[0]!.timing).toBeUndefined();
    expect(seen[1]!.timing).toEqual({ askedAt: 1_430, replyMs: 30, graceMs: 0 });
    // The slowest of the last five answers' ways back: 120 ms until it leaves the window.
    expect(seen.map((r) => (r.timing as { replyMs?: number } | undefined)?.replyMs)).toEqual([
      undefined,
      30,
      120,
      120,
      120,
      120,
      120,
      60,
    ]);
    // A bot delay of 700 ms: the page waits 200 ms past the 500 ms budget anyway.
    await bots.move(record, 0, 'hard', undefined, 700);
    expect(seen.at(-1)!.timing).toMatchObject({ graceMs: 200 });
    // Another game's first request, and a restarted worker's, are not charged either.
    await bots.move(newRecord('last-spike', ['A', 'B', 'C'], 'other'), 0, 'hard');
    expect(seen.at(-1)!.timing).toBeUndefined();
    bots.stop();
    await bots.move(record, 0, 'hard');
    expect(seen.at(-1)!.timing).toBeUndefined();
  });
});

/**
 * Fake workers that answer with the real handler, each search capped at `iterations` (so a split
 * search is reproducible), and remember the requests each got.
 */
function handlerPool(iterations: number, lateFirst = false) {
  const requests: BotWorkerRequest[][] = [];
  const factory = () => {
    const index = requests.length;
    requests.push([]);
    const worker = {
      onmessage: null as ((event: MessageEvent) => void) | null,
      onerror: null,
      terminate() {},
      postMessage(request: BotWorkerRequest) {
        requests[index]!.push(request);
        const capped = { ...request, search: { iterations } };
        // `lateFirst`: the first workers answer last, so answers arrive out of part order.
        const delay = lateFirst ? (3 - index) * 20 : 0;
        setTimeout(
          () =>
            void botWorkerHandler(capped).then((data) =>
              worker.onmessage?.({ data } as MessageEvent),
            ),
          delay,
        );
      },
    };
    return worker as unknown as Worker;
  };
  return { factory, requests };
}

describe('bot worker pool (issue 26: hard searches on every core)', () => {
  it("splits hard's timed search over the pool: one part a worker, the move their combined choice", async () => {
    const pool = handlerPool(20);
    const bots = client(pool.factory, undefined, 3);
    expect(bots.size).toBe(3);
    const record = recordAfter(4);
    const seat = activeSeat(record);
    const answer = await bots.move(record, seat, 'hard', { budgetMs: 500 });
    expect(pool.requests.map((r) => r.map((q) => (q as { part?: object }).part))).toEqual([
      [{ index: 0, count: 3 }],
      [{ index: 1, count: 3 }],
      [{ index: 2, count: 3 }],
    ]);
    // The parts' figures add up: three searches of 20 iterations.
    expect(answer.stats?.iterations).toBe(60);
    const split = botsFor(game, { iterations: 20, parts: 3 }).hard!;
    const state = GameSession.open(game, record);
    if (!state.ok) throw new Error(state.message);
    const inline = chooseBotMove(game, state.session.state, seat, split, record.seed, 4);
    expect(answer.move).toEqual(inline);
  });

  it('splits a timed hint too: every worker searches a part, and the first ranks the moves of all of them', async () => {
    const pool = handlerPool(20, true);
    const bots = client(pool.factory, undefined, 3);
    const record = recordAfter(4);
    const seat = activeSeat(record);
    const hint = await bots.hint(record, seat, 3, { budgetMs: 500 });
    const sent = pool.requests.map((r) =>
      r.map((q) => {
        const { part, outcomes } = q as { part?: object; outcomes?: unknown[] };
        return part ?? `${outcomes?.length} outcomes`;
      }),
    );
    expect(sent).toEqual([
      [{ index: 0, count: 3 }, '3 outcomes'],
      [{ index: 1, count: 3 }],
      [{ index: 2, count: 3 }],
    ]);
    expect(hint.stats.iterations).toBe(60);
    // The parts' outcomes go back in part order, whatever order their answers came in.
    const ranked = (request: BotWorkerRequest) =>
      (request as { outcomes?: { ranked: unknown }[] }).outcomes?.map((o) => o.ranked);
    const parts = await Promise.all(
      [0, 1, 2].map((index) =>
        botWorkerHandler({ ...pool.requests[index]![0]!, search: { iterations: 20 } }),
      ),
    );
    expect(ranked(pool.requests[0]![1]!)).toEqual(
      parts.map(
        (answer) => (answer as { part: { outcome: { ranked: unknown } } }).part.outcome.ranked,
      ),
    );
    expect(hint.moves.length).toBeGreaterThan(0);
    // Chicago Express's guide lists candidates, so the parts shared them out, and each move's
    // share is of the parts that searched it: each at most 1, together possibly more.
    const outcomes = parts.map(
      (answer) => (answer as Extract<BotWorkerResponse, { kind: 'hint' }>).part!.outcome,
    );
    expect(outcomes.map((o) => o.candidateShare)).toEqual([true, true, true]);
    for (const m of hint.moves) {
      expect(m.share).toBeGreaterThan(0);
      expect(m.share).toBeLessThanOrEqual(1);
      const key = JSON.stringify(m.move);
      expect(outcomes.some((o) => o.ranked.some((r) => JSON.stringify(r.move) === key))).toBe(true);
    }
  });

  it('runs every other request on the first worker alone: an iteration cap, the other levels', async () => {
    const pool = handlerPool(20);
    const bots = client(pool.factory, undefined, 3);
    const record = recordAfter(4);
    const seat = activeSeat(record);
    // Capped, hard is the move GameSession plays: the same search on any machine.
    const capped = await bots.move(record, seat, 'hard', { iterations: 20 });
    expect(capped.move).toEqual(inlineMove(record, seat, 'hard', 20));
    await bots.move(record, seat, 'medium', { budgetMs: 500 });
    await bots.move(record, seat, 'easy');
    await bots.hint(record, seat, 3, { iterations: 20 });
    expect(pool.requests).toHaveLength(1);
    expect(pool.requests[0]!.map((q) => (q as { part?: object }).part)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('a pool of one splits nothing, and stop() ends every part of a split search', async () => {
    const single = handlerPool(20);
    const one = client(single.factory, undefined, 1);
    await one.move(newRecord(game.id, ['A', 'B', 'C'], 'one'), 0, 'hard', { budgetMs: 500 });
    expect(single.requests).toHaveLength(1);
    expect((single.requests[0]![0] as { part?: object }).part).toBeUndefined();

    const bots = client(undefined, undefined, 2);
    const record = newRecord(game.id, ['A', 'B', 'C'], 'stop-split');
    const long = bots.move(record, 0, 'hard', { budgetMs: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bots.busy).toBe(true);
    bots.stop();
    await expect(long).rejects.toMatchObject({ reason: 'stopped' });
    expect(bots.busy).toBe(false);
  });

  it('a stop after some parts answered still ends the move; a worker that fails leaves the others to answer', async () => {
    // Worker 0 answers at once (the real handler, capped); worker 1 stays silent, or fails.
    let firstAnswered = () => {};
    const answeredOnce = new Promise<void>((resolve) => (firstAnswered = resolve));
    const build = (second: 'silent' | 'fails') => {
      const workers: { onerror: ((event: ErrorEvent) => void) | null }[] = [];
      const factory = () => {
        const index = workers.length;
        const worker = {
          onmessage: null as ((event: MessageEvent) => void) | null,
          onerror: null as ((event: ErrorEvent) => void) | null,
          terminate() {},
          postMessage(request: BotWorkerRequest) {
            // Worker 1 fails while worker 0 is still searching.
            const answer = () =>
              void botWorkerHandler({ ...request, search: { iterations: 20 } }).then((data) => {
                worker.onmessage?.({ data } as MessageEvent);
                firstAnswered();
              });
            if (index === 0) setTimeout(answer, 100);
            else if (second === 'fails')
              setTimeout(() => worker.onerror?.({ message: 'boom' } as ErrorEvent), 10);
          },
        };
        workers.push(worker);
        return worker as unknown as Worker;
      };
      return client(factory, undefined, 2);
    };
    const record = recordAfter(4);
    const seat = activeSeat(record);
    const silent = build('silent');
    const waiting = silent.move(record, seat, 'hard', { budgetMs: 500 });
    await answeredOnce;
    expect(silent.busy).toBe(true);
    silent.stop();
    await expect(waiting).rejects.toMatchObject({ reason: 'stopped' });

    const failing = build('fails');
    const answer = await failing.move(record, seat, 'hard', { budgetMs: 500 });
    // Worker 0's part alone: its share of the candidates decides, which here is not the move the
    // unsplit search plays (so the check tells the two apart).
    const alone = inlineMove(record, seat, 'hard', 20, { index: 0, count: 2 });
    expect(answer.move).toEqual(alone);
    expect(alone).not.toEqual(inlineMove(record, seat, 'hard', 20));
    expect(answer.stats?.iterations).toBe(20);
    expect(failing.available).toBe(false);
  });

  it("charges each worker of the pool for its own answers' way back", async () => {
    const ways = [30, 90];
    const seen: { part?: { index: number }; timing?: { replyMs?: number } }[] = [];
    let clock = 1_000;
    const factory = () => {
      const worker = {
        onmessage: null as ((event: MessageEvent) => void) | null,
        onerror: null,
        terminate() {},
        postMessage(request: { id: number; part?: { index: number }; timing?: object }) {
          seen.push(request);
          const index = request.part?.index ?? 0;
          const move = { type: 'x', player: 0 };
          setTimeout(() => {
            const answeredAt = clock;
            clock += ways[index]!;
            const data = { kind: 'move', id: request.id, move, stats: null, answeredAt };
            worker.onmessage?.({ data } as MessageEvent);
          }, index * 5);
        },
      };
      return worker as unknown as Worker;
    };
    const bots = client(factory, () => clock, 2);
    const record = newRecord(game.id, ['A', 'B', 'C'], 'ways');
    await bots.move(record, 0, 'hard', { budgetMs: 500 });
    await bots.move(record, 0, 'hard', { budgetMs: 500 });
    const second = seen.slice(2).map((r) => [r.part?.index, r.timing?.replyMs]);
    expect(second).toEqual([
      [0, 30],
      [1, 90],
    ]);
  });

  it('warms the pool once a seat plays hard: every worker loads the game, and the first split search is charged', async () => {
    const pool = handlerPool(20);
    const bots = client(pool.factory, undefined, 3);
    const record = recordAfter(4);
    const seat = activeSeat(record);
    // Worker 0 has played an easy move; the others start only now, and load the game.
    await bots.move(record, seat, 'easy');
    bots.warm(game.id);
    bots.warm(game.id);
    await until(() => pool.requests.every((r) => r.length > 0) && !bots.busy);
    expect(pool.requests.map((r) => r.map((q) => q.kind))).toEqual([['move'], ['load'], ['load']]);
    expect(pool.requests[1]![0]).toMatchObject({ kind: 'load', game: game.id });
    // Every part of the first split search is charged for its wait: no worker starts cold.
    await bots.move(record, seat, 'hard', { budgetMs: 500 });
    const timings = pool.requests.map((r) => (r.at(-1) as { timing?: object }).timing);
    expect(timings.every((t) => t !== undefined)).toBe(true);
    // Another game reloads where needed, uncharged; a search asked before its load is answered
    // waits for it, so it is not charged either (the ways back are counted again from the load).
    bots.warm('last-spike');
    expect(pool.requests.map((r) => r.at(-1)!.kind)).toEqual(['load', 'load', 'load']);
    const spike = GameSession.start(getGame('last-spike'), { players: ['A', 'B', 'C'], seed: 'w' });
    await bots.move(spike.record, spike.activeSeats()[0]!, 'hard', { budgetMs: 500 });
    const sent = pool.requests.flatMap((r) => r.slice(-2)) as { kind: string; timing?: object }[];
    expect(sent.map((q) => [q.kind, q.timing === undefined])).toEqual([
      ['load', true],
      ['move', true],
      ['load', true],
      ['move', true],
      ['load', true],
      ['move', true],
    ]);
    const single = handlerPool(20);
    client(single.factory, undefined, 1).warm(game.id);
    expect(single.requests).toEqual([]);
  });

  it('starts fresh workers loading the game after a stop, but not after dispose', async () => {
    const pool = handlerPool(20);
    const bots = client(pool.factory, undefined, 2);
    bots.warm(game.id);
    expect(pool.requests).toHaveLength(2);
    bots.stop();
    // Two fresh workers, each asked to load the game at once.
    expect(pool.requests).toHaveLength(4);
    expect(pool.requests.slice(2).map((r) => r.map((q) => q.kind))).toEqual([['load'], ['load']]);
    // No seat plays hard any more: a stop starts none.
    bots.warm(null);
    bots.stop();
    expect(pool.requests).toHaveLength(4);
    bots.warm(game.id);
    expect(pool.requests).toHaveLength(6);
    bots.dispose();
    expect(pool.requests).toHaveLength(6);
    // A worker that cannot load leaves the pool unavailable; warming reports nothing and never throws.
    const broken = client(
      () => {
        throw new Error('no workers here');
      },
      undefined,
      2,
    );
    expect(() => broken.warm(game.id)).not.toThrow();
    expect(broken.available).toBe(false);
  });

  it('has one worker per core the browser reports, one to four', () => {
    const size = defaultPoolSize();
    expect(size).toBe(Math.min(MAX_POOL_SIZE, Math.max(1, navigator.hardwareConcurrency || 1)));
    expect(client(undefined, undefined, 0).size).toBe(1);
    expect(client(undefined, undefined, 99).size).toBe(MAX_POOL_SIZE);
  });
});
