import { describe, expect, it } from 'vitest';
import { runArena } from './arena.js';
import { levelBots } from './bot-levels.js';
import { createBotWorkerHandler } from './bot-worker.js';
import { greedyBot, immediateWins } from './greedy-bot.js';
import { seedPrng } from './prng.js';
import { botTurnFor, chooseBotMove, randomBot, type Bot } from './random-bot.js';
import { newRecord, type GameMove } from './record.js';
import { applyMove } from './replay.js';
import type { BotGuide } from './search-bot.js';
import { tinyCardsGame, type TinyCardsView } from './testing/index.js';
import type { TinyCardsContext } from './testing/tiny-cards-game.js';

type TinyCardsState = { context: TinyCardsContext };

/** A heuristic that never wins on purpose: it always rolls the die. */
const roller: Bot = {
  id: 'roller',
  label: 'Roller',
  chooseMove: (turn, prng) => [turn.legalMoves.find((m) => m.type === 'die.roll')!, prng],
};
const guide: BotGuide = { heuristic: roller };

/** A position of a seeded random game where the seat to act holds a card that wins at once. */
function winnablePosition(seed: string): { state: TinyCardsState; moves: GameMove[] } {
  let state = tinyCardsGame.createGame({ players: ['A', 'B', 'C'], seed });
  const moves: GameMove[] = [];
  for (let i = 0; i < 60 && !tinyCardsGame.result(state); i++) {
    const seat = tinyCardsGame.activeSeats(state)[0]!;
    const view = tinyCardsGame.view(state, seat);
    if ((view.players[seat]!.hand ?? []).some((card) => view.total + card >= view.target))
      return { state, moves };
    const move = chooseBotMove(tinyCardsGame, state, seat, roller, seed, i);
    state = (applyMove(tinyCardsGame, state, move) as { ok: true; state: TinyCardsState }).state;
    moves.push(move);
  }
  throw new Error(`no winnable position in game ${seed}`);
}

const winningCard = (state: TinyCardsState) => {
  const seat = tinyCardsGame.activeSeats(state)[0]!;
  const view: TinyCardsView = tinyCardsGame.view(state, seat);
  return view.players[seat]!.hand!.find((card) => view.total + card >= view.target)!;
};

describe('one move ahead: the greedy level and immediate wins', () => {
  it('finds the moves that win at once in every sample, the sure card first', () => {
    const { state, moves } = winnablePosition('wins');
    const seat = tinyCardsGame.activeSeats(state)[0]!;
    const [wins] = immediateWins(
      botTurnFor(tinyCardsGame, state, seat, moves.length),
      seedPrng('x'),
    );
    expect(wins.length).toBeGreaterThan(0);
    const view = tinyCardsGame.view(state, seat);
    // A card counts when it reaches the target; a roll only when it did in every sampled future.
    for (const { move } of wins)
      expect(
        view.total + (move.type === 'card.play' ? (move.card as number) : 6),
      ).toBeGreaterThanOrEqual(view.target);
    expect(wins[0]!.move).toMatchObject({ card: winningCard(state) });
  });

  it('hard takes a move that wins at once even when its heuristic and a tiny search would not', () => {
    for (const seed of ['h1', 'h2', 'wins']) {
      const { state, moves } = winnablePosition(seed);
      const seat = tinyCardsGame.activeSeats(state)[0]!;
      const hard = levelBots(tinyCardsGame, guide, { iterations: 2 }).hard!;
      const move = chooseBotMove(tinyCardsGame, state, seat, hard, seed, moves.length);
      expect(move, seed).toMatchObject({ type: 'card.play', card: winningCard(state) });
    }
  });

  it('greedy plays the winning card; it is in the level table but not a level players pick', () => {
    const { state, moves } = winnablePosition('g');
    const seat = tinyCardsGame.activeSeats(state)[0]!;
    const table = levelBots(tinyCardsGame, guide);
    expect(Object.keys(table)).toContain('greedy');
    const move = chooseBotMove(tinyCardsGame, state, seat, table.greedy!, 'g', moves.length);
    expect(move).toMatchObject({ type: 'card.play', card: winningCard(state) });
    // Deterministic for a bot seed.
    expect(chooseBotMove(tinyCardsGame, state, seat, greedyBot(guide), 'g', 3)).toEqual(
      chooseBotMove(tinyCardsGame, state, seat, greedyBot(guide), 'g', 3),
    );
  });

  it('the arena counts missed immediate wins per level: the roller misses them, hard none', () => {
    const report = runArena(tinyCardsGame, ['easy', 'hard', 'random'], {
      games: 12,
      seed: 'missed',
      bots: (onSearch) => levelBots(tinyCardsGame, guide, { iterations: 8, onSearch }),
    });
    const [easy, hard] = report.entries;
    expect(easy!.missedWins).toBeGreaterThan(0);
    // The roller's roll wins now and then by luck: those chances were taken.
    expect(easy!.missedWins).toBeLessThanOrEqual(easy!.winChances);
    expect(hard!.winChances).toBeGreaterThan(0);
    expect(hard!.missedWins).toBe(0);
  });

  it('the arena sums a game’s own counts per level (the guide’s arena counter)', () => {
    const report = runArena(tinyCardsGame, ['random', 'easy'], {
      games: 4,
      seed: 'counts',
      bots: () => levelBots(tinyCardsGame, guide),
      counter: {
        labels: { rolls: 'die rolls', sixes: 'sixes' },
        shareOf: { sixes: 'rolls' },
        count: ({ move, after }) =>
          move.type === 'die.roll'
            ? { rolls: 1, sixes: (after as TinyCardsState).context.lastRoll === 6 ? 1 : 0 }
            : null,
      },
    });
    const [random, easy] = report.entries;
    expect(easy!.counts.rolls).toBe(easy!.moves);
    expect(random!.counts.rolls ?? 0).toBeLessThan(random!.moves);
    expect(report.counts.shareOf).toEqual({ sixes: 'rolls' });
  });

  it('a hint leads with a move that wins at once and says so in words', () => {
    const { moves } = winnablePosition('hint');
    const record = { ...newRecord('tiny-cards', ['A', 'B', 'C'], 'hint'), moves };
    const handler = createBotWorkerHandler({ game: () => tinyCardsGame, guide: () => guide });
    let state = tinyCardsGame.createGame({ players: ['A', 'B', 'C'], seed: 'hint' });
    for (const move of moves)
      state = (applyMove(tinyCardsGame, state, move) as { ok: true; state: TinyCardsState }).state;
    const seat = tinyCardsGame.activeSeats(state)[0]!;
    const answer = handler({ kind: 'hint', id: 1, record, seat, search: { iterations: 4 } });
    expect(answer.kind).toBe('hint');
    if (answer.kind !== 'hint') return;
    expect(answer.moves[0]!.move).toMatchObject({ card: winningCard(state) });
    expect(answer.moves[0]!.reasons.join(' ')).toMatch(
      /ends the game with you (in|sharing) first place/,
    );
  });

  it('random is unchanged by the win check (it never reads it)', () => {
    const { state, moves } = winnablePosition('r');
    const seat = tinyCardsGame.activeSeats(state)[0]!;
    const table = levelBots(tinyCardsGame, guide);
    expect(chooseBotMove(tinyCardsGame, state, seat, table.random!, 'r', moves.length)).toEqual(
      chooseBotMove(tinyCardsGame, state, seat, randomBot, 'r', moves.length),
    );
  });
});
