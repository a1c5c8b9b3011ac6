/**
 * `<ry-game>`'s bots and hints: a core `BotRunner` per session decides when a bot seat acts
 * (after `bot-delay`, never while paused, in another mode or out of the page); the thinking
 * levels and hints ask the bot worker, loaded on first use.
 */
import { nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import {
  BotRunner,
  type BotScheduler,
  type GameMove,
  type GameSession,
  type SearchLimits,
  type Viewer,
} from '@railyard/rules';
import type { BotWorkerClient } from '../../bots/bot-worker-client.js';
import { RyPauseEvent } from '../../shared/events.js';
import { isStandIn, SPLIT_LEVEL_ID, WORKER_LEVELS } from './bot-table.js';

type BotPlay = typeof import('../../bots/bot-play.js');
let botPlay: Promise<BotPlay> | undefined;
/** The bot worker's client and helpers, loaded on first use (a page without thinking bots never does). */
const loadBotPlay = () => (botPlay ??= import('../../bots/bot-play.js'));

/** The page's clock. */
const timers: BotScheduler = {
  after(delayMs, task) {
    const timer = setTimeout(task, delayMs);
    return () => clearTimeout(timer);
  },
};

export interface BotsHost extends ReactiveControllerHost, EventTarget {
  readonly isConnected: boolean;
  readonly session: GameSession | undefined;
  readonly mode: string;
  paused: boolean;
  readonly botDelay: number;
  readonly botSearch: SearchLimits | undefined;
  readonly ruleBase: string;
  /** Parts left out (`hint-shares`: hints without the search figures). */
  readonly hide: string;
  readonly renderRoot: HTMLElement | DocumentFragment;
}

export interface BotsOutlet {
  // A bot that cannot move is reported to the host too (it may pause its bots).
  /** Plays a bot's move as the element does (with `ry-move-request`); false when not applied. */
  play(move: GameMove): boolean;
  say(text: string): void;
  /** A bot could not move. */
  failed(text: string): void;
}

export class BotsController implements ReactiveController {
  /** The seat whose bot is thinking, or -1. */
  thinking = -1;
  private runner: BotRunner | undefined;
  private client: BotWorkerClient | undefined;
  /** The lazily loaded bot module, once in (the hint box renders from it). */
  private modules: BotPlay | undefined;

  constructor(
    private readonly host: BotsHost,
    private readonly outlet: BotsOutlet,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.follow();
  }

  hostDisconnected(): void {
    // The client first: the runner's stop would have a warmed pool start fresh workers.
    this.modules?.dropHint(this.host, this.client);
    this.client?.dispose();
    this.client = undefined;
    this.runner?.dispose();
    this.runner = undefined;
  }

  /** Follows the session in use (a new one, or none) and starts a bot that is to act. */
  follow(): void {
    const session = this.host.isConnected ? this.host.session : undefined;
    if (this.runner?.session !== session) {
      this.runner?.dispose();
      this.runner = session ? this.runnerFor(session) : undefined;
    }
    this.update();
  }

  /** The host's conditions changed (paused, mode, the seats' bots). */
  update(): void {
    const runner = this.runner;
    if (!runner) return;
    runner.paused = this.host.paused;
    runner.update();
    this.warmPool(runner.session);
  }

  /**
   * A seat plays hard on a time budget: the worker pool starts now and loads the game, so that
   * hard's first move waits for no worker's start (only the pool's first worker serves the other
   * levels and capped searches). Otherwise a warmed pool is told so (a stop starts no workers).
   */
  private warmPool(session: GameSession): void {
    const splits =
      this.host.mode === 'play' &&
      this.host.botSearch?.iterations === undefined &&
      Object.values(session.bots).includes(SPLIT_LEVEL_ID);
    if (!splits) return this.client?.warm(null);
    void loadBotPlay().then((modules) => {
      if (this.runner?.session === session) this.clientOf(modules).warm(session.game.id);
    });
  }

  /** The element's pause button: pauses or resumes, and tells the host (`ry-pause`). */
  togglePaused(): void {
    this.host.paused = !this.host.paused;
    this.host.dispatchEvent(new RyPauseEvent(this.host.paused));
  }

  /** The position changed: a hint shown for the old one goes. */
  dropHint(): void {
    this.modules?.dropHint(this.host, this.client);
  }

  private runnerFor(session: GameSession): BotRunner {
    const host = this.host;
    return new BotRunner(session, {
      scheduler: timers,
      allowed: () => host.isConnected && host.mode === 'play',
      // A thinking level waits in `levelMove` (the search's time counts towards the delay).
      delayMs: (turn) => (WORKER_LEVELS.has(turn.level) ? 0 : Math.max(0, host.botDelay || 0)),
      client: (turn) =>
        WORKER_LEVELS.has(turn.level)
          ? loadBotPlay().then((modules) =>
              turn.wanted()
                ? modules.levelMove(this.clientOf(modules), session, turn.seat, turn.level, {
                    standIn: isStandIn(turn.bot),
                    delayMs: Math.max(0, host.botDelay || 0),
                    search: host.botSearch,
                  })
                : null,
            )
          : session.chooseBotMove(),
      play: (move) => this.outlet.play(move),
      onThinking: (turn) => {
        const seat = turn?.seat ?? -1;
        if (turn && WORKER_LEVELS.has(turn.level))
          this.outlet.say(
            `${session.players[turn.seat] ?? `Seat ${turn.seat}`} (${turn.level} bot) is thinking…`,
          );
        if (seat === this.thinking) return;
        this.thinking = seat;
        host.requestUpdate();
      },
      onError: (error, turn) =>
        this.outlet.failed(
          `The bot for seat ${turn.seat} could not move: ${(error as Error).message}`,
        ),
      // Stopping a search in progress is ending its worker (a fresh one takes the next request).
      onStop: () => this.client?.stop(),
    });
  }

  private clientOf(modules: BotPlay): BotWorkerClient {
    return (this.client ??= new modules.BotWorkerClient());
  }

  /**
   * The hint box, when hints are on: for the person to act at the live position shown (`live`),
   * or kept in place while a bot plays before a person's next turn.
   */
  hintTemplate(on: boolean, live: boolean, session: GameSession, viewer: Viewer) {
    const modules = this.modules;
    if (!on) return nothing;
    if (!modules) {
      void loadBotPlay().then((loaded) => {
        this.modules = loaded;
        this.host.requestUpdate();
      });
      return nothing;
    }
    const seat = live ? BotsController.hintSeat(session, viewer) : null;
    const bot = live && seat === null ? BotsController.botBeforePerson(session, viewer) : null;
    // Paused, nothing happens until Resume: "waiting" would promise a move that is not coming.
    const waiting =
      bot === null
        ? null
        : this.host.paused
          ? `Bots paused: ${bot} to move.`
          : `Waiting for ${bot}…`;
    return modules.hintBox(
      this.host,
      seat,
      () => this.clientOf(modules),
      (text) => this.outlet.say(text),
      waiting,
    );
  }

  /**
   * The name of the bot to act when a person shown plays in this game (the viewer's own seat, or
   * any person's seat when every seat is shown), else null.
   */
  static botBeforePerson(session: GameSession, viewer: Viewer): string | null {
    const bot = session.activeSeats().find((s) => session.isBot(s));
    const shown = session.players.some(
      (_, s) => !session.isBot(s) && (viewer === 'all' || viewer === s),
    );
    return bot === undefined || !shown || session.result() ? null : session.players[bot]!;
  }

  /** The seat a hint is for: a person to act at the live position whose view is shown. */
  static hintSeat(session: GameSession, viewer: Viewer): number | null {
    return (
      session.activeSeats().find((s) => !session.isBot(s) && (viewer === 'all' || viewer === s)) ??
      null
    );
  }
}
