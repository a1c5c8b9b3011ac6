/**
 * A game played out by its bots through the `BotRunner`, for hosts without a clock or a person
 * (`railyard simulate`, `bench`, the arena, tests): the same runner `<ry-game>` uses decides who
 * acts and asks the bot, so no host keeps a bot loop of its own.
 */
import {
  BotRunner,
  QueueScheduler,
  type BotMoveClient,
  type BotTurnRequest,
} from './bot-runner.js';
import type { AnyGameDefinition, GameSetup } from './game-definition.js';
import { randomBot, type Bot } from './random-bot.js';
import type { GameMove, GameRecord } from './record.js';
import { GameSession } from './session.js';

/** The moves a game of bots may run to before it is taken for a runaway (`playOut`'s default). */
export const MAX_GAME_MOVES = 20_000;

export interface PlayOutOptions {
  /** When turns run (default: a `QueueScheduler` run to the end here). */
  scheduler?: QueueScheduler;
  /** Who chooses (default: the session's own bot). Must answer at once, not with a promise. */
  client?: BotMoveClient;
  /** Called after each bot move was applied, with the position before it. */
  onMove?: (move: GameMove, turn: BotTurnRequest, before: unknown) => void;
  /** Safety stop for runaway games (default `MAX_GAME_MOVES`). */
  maxMoves?: number;
}

/**
 * Lets the session's bots play until the game ends. Throws when a bot's move is refused, a bot
 * fails, no bot is to move before the end or the game runs past `maxMoves`.
 */
export function playOut(session: GameSession, options: PlayOutOptions = {}): void {
  const scheduler = options.scheduler ?? new QueueScheduler();
  const maxMoves = options.maxMoves ?? MAX_GAME_MOVES;
  const seed = session.record.seed;
  let failure: Error | null = null;
  const runner = new BotRunner(session, {
    scheduler,
    ...(options.client ? { client: options.client } : {}),
    play: (move, turn) => {
      if (session.moveCount >= maxMoves)
        throw new Error(`Game did not finish within ${maxMoves} moves (seed ${seed})`);
      const before = session.state;
      const applied = session.apply(move, { bot: true });
      if (!applied.ok)
        throw new Error(
          `Bot move ${JSON.stringify(move)} refused at ${session.moveCount}: ${applied.error.reason}`,
        );
      options.onMove?.(move, turn, before);
      return true;
    },
    onError: (error) => {
      failure = error instanceof Error ? error : new Error(String(error));
    },
  });
  try {
    runner.update();
    scheduler.run();
  } finally {
    runner.dispose();
  }
  if (failure) throw failure;
  if (!session.finished)
    throw new Error(
      `The game stopped before its end: no bot is to move (seed ${seed}, move ${session.moveCount})`,
    );
}

export interface SimulateOptions {
  /** Bot per seat; seats without one use `randomBot`. */
  bots?: Readonly<Record<number, Bot>>;
  /** Safety stop for runaway games. */
  maxMoves?: number;
  /** Called after every applied move (e.g. invariant checks). */
  onState?: (state: unknown, move: GameMove, index: number) => void;
}

/**
 * Plays a whole game with bots (through `playOut`) and returns its record. Deterministic for a
 * given setup.
 */
export function simulate(
  game: AnyGameDefinition,
  setup: GameSetup,
  options: SimulateOptions = {},
): { record: GameRecord; state: unknown } {
  // Each seat gets its own entry, so two seats may play the same bot object.
  const botTable: Record<string, Bot> = {};
  const bots: Record<string, string> = {};
  setup.players.forEach((_, seat) => {
    botTable[`seat-${seat}`] = options.bots?.[seat] ?? randomBot;
    bots[String(seat)] = `seat-${seat}`;
  });
  const session = GameSession.start(game, setup, { botTable, bots });
  const onState = options.onState;
  playOut(session, {
    ...(options.maxMoves !== undefined ? { maxMoves: options.maxMoves } : {}),
    ...(onState ? { onMove: (move) => onState(session.state, move, session.moveCount - 1) } : {}),
  });
  return { record: session.record, state: session.state };
}
