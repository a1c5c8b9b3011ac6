import { describe, expect, it } from 'vitest';
import { createBotWorkerHandler } from './bot-worker.js';
import { newRecord } from './record.js';
import { chooseBotMove } from './random-bot.js';
import { levelBots } from './bot-levels.js';
import { GameSession } from './session.js';
import { tinyCardsGame } from './testing/index.js';

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
