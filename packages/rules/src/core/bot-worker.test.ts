import { describe, expect, it } from 'vitest';
import { createBotWorkerHandler } from './bot-worker.js';
import { newRecord } from './record.js';
import { chooseBotMove } from './random-bot.js';
import { levelBots } from './bot-levels.js';
import { GameSession } from './session.js';
import { countTransitions, tinyCardsGame, tinyGame } from './testing/index.js';
import type { GameMove } from './record.js';

const handler = createBotWorkerHandler({
  game: (id) => {
    if (id !== tinyCardsGame.id) throw new RangeError(`Unknown game "${id}"`);
    return tinyCardsGame;
  },
  guide: () => undefined,
});
const record = newRecord('tiny-cards', ['A', 'B'], 'worker');

describe('bot worker protocol (DOM-free handler)', () => {
  it('answers a move request with the move GameSession would choose', () => {
    const answer = handler({
      kind: 'move',
      id: 7,
      record,
      seat: 0,
      level: 'hard',
      search: { iterations: 20 },
    });
    expect(answer.kind).toBe('move');
    if (answer.kind !== 'move') return;
    expect(answer.id).toBe(7);
    expect(answer.stats?.iterations).toBe(20);
    const session = GameSession.start(tinyCardsGame, { players: ['A', 'B'], seed: 'worker' });
    const table = levelBots(tinyCardsGame, undefined, { iterations: 20 });
    expect(answer.move).toEqual(
      chooseBotMove(tinyCardsGame, session.state, 0, table.hard!, 'worker', 0),
    );
  });

  it('lists the top moves of a hint with their share of visits and a description', () => {
    const answer = handler({
      kind: 'hint',
      id: 1,
      record,
      seat: 0,
      top: 2,
      search: { iterations: 30 },
    });
    expect(answer.kind).toBe('hint');
    if (answer.kind !== 'hint') return;
    expect(answer.moves.length).toBeGreaterThan(0);
    expect(answer.moves.length).toBeLessThanOrEqual(2);
    for (const hint of answer.moves) {
      expect(hint.share).toBeGreaterThan(0);
      expect(hint.description).toMatch(/^A /);
    }
    expect(answer.moves[0]!.share).toBeGreaterThanOrEqual(answer.moves.at(-1)!.share);
  });

  it('describes hinted moves without telling the card a draw will bring (hidden information)', () => {
    const answer = handler({ kind: 'hint', id: 2, record, seat: 0, search: { iterations: 30 } });
    expect(answer.kind).toBe('hint');
    if (answer.kind !== 'hint') return;
    const opened = GameSession.open(tinyCardsGame, record);
    if (!opened.ok) throw new Error(opened.message);
    const top = opened.session.state.context.deck[0];
    expect(top).toBeDefined();
    for (const hint of answer.moves) {
      expect(hint.description).not.toContain(`draws a ${top}`);
      expect(hint.description).toMatch(/draws a card|rolls/);
    }
  });

  it('refuses bad requests with one clear message and never throws', () => {
    const cases: [unknown, RegExp][] = [
      [null, /kind "move" or "hint"/],
      [{ kind: 'move', record }, /numeric id/],
      [{ kind: 'move', id: 1 }, /no game record/],
      [
        { kind: 'move', id: 1, record: { ...record, game: 'chess' }, seat: 0, level: 'easy' },
        /Unknown game "chess"/,
      ],
      [{ kind: 'move', id: 1, record, seat: 1, level: 'easy' }, /Seat 1 is not to act/],
      [{ kind: 'move', id: 1, record, seat: 0, level: 'constructor' }, /Unknown bot "constructor"/],
    ];
    for (const [request, message] of cases) {
      const answer = handler(request);
      expect(answer.kind).toBe('error');
      if (answer.kind === 'error') expect(answer.message).toMatch(message);
    }
  });
});

describe('bot worker on a long game (issue 22: bot play slowed as the game grew)', () => {
  const tinyHandler = () =>
    createBotWorkerHandler({ game: () => tinyGame, guide: () => undefined });
  const session = GameSession.start(
    tinyGame,
    { players: ['A', 'B'], seed: 'long', options: { target: 100_000 } },
    { bots: { 0: 'random', 1: 'random' } },
  );
  while (session.moveCount < 400) session.playBotMove();
  const moves = session.record.moves;
  const upTo = (count: number, extra: readonly GameMove[] = []) => ({
    ...session.record,
    moves: [...moves.slice(0, count), ...extra],
  });
  const ask = (
    run: ReturnType<typeof createBotWorkerHandler>,
    count: number,
    extra: GameMove[] = [],
  ) =>
    run({
      kind: 'move',
      id: count,
      record: upTo(count, extra),
      seat: (count + extra.length) % 2,
      level: 'random',
    });

  it('a request that continues the last one costs its new moves, not a replay of the game', () => {
    const run = tinyHandler();
    const costAt = (count: number) => {
      ask(run, count - 1);
      const counter = countTransitions(tinyGame.machine as never);
      try {
        expect(ask(run, count).kind).toBe('move');
        return counter.count();
      } finally {
        counter.restore();
      }
    };
    const early = costAt(20);
    expect(costAt(400)).toBe(early);
    // A fresh worker replays all 400 moves.
    const fresh = tinyHandler();
    const counter = countTransitions(tinyGame.machine as never);
    try {
      ask(fresh, 400);
    } finally {
      counter.restore();
    }
    expect(counter.count()).toBeGreaterThanOrEqual(400);
  });

  it('answers as a fresh worker after an undo, a changed move or another game', () => {
    const run = tinyHandler();
    ask(run, 300);
    // Undone: a shorter record; then one that differs from the cached game at move 100.
    const changed: GameMove = { ...moves[100]!, amount: moves[100]!.amount === 1 ? 2 : 1 };
    const requests: [number, GameMove[]][] = [
      [250, []],
      [100, [changed]],
      [300, []],
    ];
    for (const [count, extra] of requests)
      expect(ask(run, count, extra)).toEqual(ask(tinyHandler(), count, extra));
    const other = { ...upTo(300), seed: 'other' };
    const request = { kind: 'move', id: 1, record: other, seat: 0, level: 'random' };
    expect(run(request)).toEqual(tinyHandler()(request));
  });
});
