import { describe, expect, it } from 'vitest';
import { botGuideFor, botsFor } from './bots.js';
import { GameSession } from './core/session.js';
import { games } from './engines.js';
import { tinyCardsGame } from './core/testing/index.js';

describe('bot levels per game (botsFor)', () => {
  for (const game of Object.values(games)) {
    it(`${game.id} has random, easy, greedy (the arena's yardstick), medium and hard, with its own heuristic`, () => {
      const table = botsFor(game);
      expect(Object.keys(table)).toEqual(['random', 'easy', 'greedy', 'medium', 'hard']);
      expect(botGuideFor(game)).toBeDefined();
      expect(table.easy!.label).toMatch(game.title);
    });
  }

  it('treats ids such as constructor and __proto__ as unknown bots', () => {
    const game = games['chicago-express']!;
    const session = GameSession.start(
      game,
      { players: ['A', 'B', 'C'], seed: 'ids' },
      { botTable: botsFor(game) },
    );
    for (const id of ['constructor', '__proto__', 'toString', 'hasOwnProperty'])
      expect(() => session.setBots({ 1: id }), id).toThrow(/unknown bot/);
    const opened = GameSession.open(game, session.record, {
      bots: { 0: 'constructor' },
      botTable: botsFor(game),
    });
    expect(opened.ok).toBe(false);
  });

  it('a game without a guide still gets every level (random heuristic)', () => {
    expect(botGuideFor(tinyCardsGame)).toBeUndefined();
    expect(Object.keys(botsFor(tinyCardsGame))).toEqual([
      'random',
      'easy',
      'greedy',
      'medium',
      'hard',
    ]);
  });

  it('GameSession plays level seats through its botTable, the same way every time', () => {
    const game = games['american-rails']!;
    const play = () => {
      const session = GameSession.start(
        game,
        { players: ['A', 'B', 'C'], seed: 'session-levels' },
        { botTable: botsFor(game, { iterations: 4 }), bots: { 0: 'hard', 1: 'easy', 2: 'medium' } },
      );
      for (let i = 0; i < 12; i++) expect(session.playBotMove()).toEqual({ ok: true });
      return session.record.moves;
    };
    const moves = play();
    expect(moves).toHaveLength(12);
    expect(play()).toEqual(moves);
  });
});
