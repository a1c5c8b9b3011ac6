/**
 * Where `<ry-game>`'s session comes from: one given by the host (`session`), or one the element
 * opens from its attributes (a record — inline, an object or a URL fetched once — or a new game),
 * waiting for a game's bundle to register it. Keeps the element subscribed to the session in use.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import {
  GameSession,
  newRecord,
  type AnyGameDefinition,
  type BotsBySeat,
  type GameRecord,
  type SessionChange,
} from '@railyard/rules';
import { findGame, GAME_REGISTERED, registeredGameIds } from '../../shared/game-registry.js';
import { urlAttributeProblem } from '../../shared/url-attributes.js';
import { parseBots, parseOptions, parsePlayers } from './attributes.js';
import { levelTable } from './bot-table.js';
import type { ProblemsController } from './problems.js';
import { checkRecord, fetchRecord, parseInlineRecord, type Loaded } from './record-source.js';
import { setupAttribute } from './setup-attribute.js';

/** What the element's attributes say about the game to open. */
export interface SetupAttributes {
  readonly game: string;
  readonly players: string;
  readonly seed: string;
  readonly options: string;
  readonly bots: string;
}

/** Waits until bundles loaded in the same task have registered their games (one frame). */
const settle = () =>
  new Promise<void>((resolve) =>
    queueMicrotask(() => {
      // A frame, or a short timer where frames do not run (background tabs).
      const timer = setTimeout(resolve, 100);
      requestAnimationFrame(() => {
        clearTimeout(timer);
        setTimeout(resolve, 0);
      });
    }),
  );

export class SessionSource implements ReactiveController {
  /** The record given (attribute or property), before it is opened. */
  recordInput: GameRecord | string | null | undefined;
  loading = false;
  private given: GameSession | undefined;
  private own: GameSession | undefined;
  private built = false;
  private token = 0;
  /** The record URL fetched last, and its answer (a URL is fetched once). */
  private fetched: { url: string; answer: Promise<Loaded> } | undefined;
  /** A game id not registered yet: the element opens when it is (or reports it after a frame). */
  private waitingFor: string | undefined;
  private subscribed: GameSession | undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly host: ReactiveControllerHost & { readonly isConnected: boolean },
    private readonly problems: ProblemsController,
    private readonly attributes: () => SetupAttributes,
    /** Every change of the session in use. */
    private readonly onChange: (change: SessionChange) => void,
    /** Another session is in use (or none). */
    private readonly onSwitch: (old: GameSession | undefined) => void,
  ) {
    host.addController(this);
  }

  get session(): GameSession | undefined {
    return this.given ?? this.own;
  }

  get isGiven(): boolean {
    return this.given !== undefined;
  }

  get ownSession(): GameSession | undefined {
    return this.given ? undefined : this.own;
  }

  /** Uses the host's session (null: back to the attributes). */
  give(session: GameSession | null | undefined): void {
    const old = this.session;
    this.given = session ?? undefined;
    if (!this.given) this.built = false;
    this.attach(old);
  }

  /** Opens from the attributes when not done yet or when they changed. */
  update(setupChanged: boolean): void {
    if (this.given || (this.built && !setupChanged)) return;
    if (setupChanged) this.problems.forget();
    this.build();
  }

  /** The `bots` attribute applied to the session the element opened. */
  applyBots(): void {
    const session = this.ownSession;
    if (session) session.setBots(this.parsedBots(session.players.length));
  }

  hostConnected(): void {
    globalThis.addEventListener?.(GAME_REGISTERED, this.onRegistered);
    // A game registered while the element was out of the page.
    if (this.waitingFor !== undefined && findGame(this.waitingFor)) {
      this.built = false;
      this.host.requestUpdate();
    }
    this.attach(this.session);
  }

  hostDisconnected(): void {
    globalThis.removeEventListener?.(GAME_REGISTERED, this.onRegistered);
    this.detach();
  }

  /** Closes the game the element opened (a fatal problem). */
  close(): void {
    this.use(undefined);
  }

  private readonly onRegistered = (event: Event) => {
    const id = (event as CustomEvent<{ id?: string }>).detail?.id;
    if (this.waitingFor !== undefined && id === this.waitingFor && !this.given) {
      this.waitingFor = undefined;
      // It may have been reported unknown already (a bundle that came more than a frame later).
      this.problems.forget();
      this.build();
    }
  };

  private attach(old: GameSession | undefined): void {
    const session = this.session;
    if (this.subscribed === session && this.unsubscribe) return;
    this.detach();
    if (session && this.host.isConnected) {
      this.subscribed = session;
      this.unsubscribe = session.subscribe(this.onChange);
    }
    this.onSwitch(old);
  }

  private detach(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.subscribed = undefined;
  }

  private use(session: GameSession | undefined): void {
    const old = this.session;
    this.own = session;
    this.attach(old);
  }

  /** Opens a session from the attributes (a record, or a new game). */
  private build(): void {
    this.built = true;
    const token = ++this.token;
    this.waitingFor = undefined;
    this.loading = false;
    this.use(undefined);
    const input = this.recordInput;
    if (input && typeof input === 'object') return this.openRecord(checkRecord(input), token);
    const text = (input ?? '').trim();
    if (text.startsWith('{')) return this.openRecord(parseInlineRecord(text), token);
    if (text) {
      const refused = urlAttributeProblem('record', text);
      if (refused) return this.problems.set('record', refused, true);
      if (this.fetched?.url !== text) this.fetched = { url: text, answer: fetchRecord(text) };
      this.loading = true;
      void this.fetched.answer.then((loaded) => {
        if (token !== this.token) return;
        this.loading = false;
        this.openRecord(loaded, token);
        this.host.requestUpdate();
      });
      return;
    }
    this.openNewGame(token);
  }

  /**
   * The registered game, or undefined; an unknown id is reported only once bundles loaded with
   * this one had a chance to register it (the element opens as soon as it is registered).
   */
  private registered(id: string, source: string, token: number): AnyGameDefinition | undefined {
    const found = findGame(id);
    if (found) return found.definition;
    this.waitingFor = id;
    this.loading = true;
    void settle().then(() => {
      if (token !== this.token || this.waitingFor !== id) return;
      this.loading = false;
      const known = registeredGameIds();
      this.problems.set(
        source,
        `Unknown game "${id}". ${known.length ? `Registered games: ${known.join(', ')}.` : 'No game is registered: load a Railyard bundle that includes it.'}`,
        true,
      );
    });
    return undefined;
  }

  private openNewGame(token: number): void {
    const attributes = this.attributes();
    if (!attributes.game) {
      // A script may set `game` or `record` right after creating the element.
      this.loading = true;
      void settle().then(() => {
        if (token !== this.token) return;
        this.loading = false;
        this.problems.set(
          'game',
          'Set game="…" (one of: ' +
            (registeredGameIds().join(', ') || 'no game is registered yet') +
            ') or give a record.',
          true,
        );
      });
      return;
    }
    const definition = this.registered(attributes.game, 'game', token);
    if (!definition) return;
    const defaultCount = Math.max(definition.minPlayers, Math.min(4, definition.maxPlayers));
    const players = parsePlayers(attributes.players || String(defaultCount), definition);
    if ('problem' in players) return this.problems.set('players', players.problem, true);
    const options = parseOptions(attributes.options);
    if ('problem' in options) return this.problems.set('options', options.problem, true);
    const seed = attributes.seed || Math.random().toString(36).slice(2, 10);
    const record = newRecord(definition.id, players.names, seed, options.value);
    this.open(definition, record, 'players');
  }

  private openRecord(loaded: Loaded, token: number): void {
    if (!loaded.ok) return this.problems.set('record', loaded.message, true);
    const record = loaded.record;
    const game = this.attributes().game;
    if (game && game !== record.game)
      return this.problems.set(
        'game',
        `The record is a "${record.game}" game but game="${game}".`,
        true,
      );
    const definition = this.registered(record.game, 'record', token);
    if (definition) this.open(definition, record, 'record');
  }

  private open(definition: AnyGameDefinition, record: GameRecord, source: string): void {
    const bots = this.parsedBots(record.players.length);
    const opened = GameSession.open(definition, record, {
      bots,
      botTable: levelTable,
      keepLegalPrefix: true,
    });
    if (!opened.ok) {
      const reason = opened.message.replace(/^Its setup is invalid: /, '');
      const blamed = source === 'players' ? setupAttribute(definition, record) : source;
      return this.problems.set(blamed, `The game cannot start: ${reason}`, true);
    }
    const problem = opened.problem;
    this.problems.set(
      'record',
      problem
        ? `The record's move ${problem.index + 1} (record/moves/${problem.index}: ${problem.move.type} by seat ${problem.move.player}) is illegal: ${problem.error.reason}\nShowing the position before it.`
        : null,
    );
    this.use(opened.session);
  }

  /** The `bots` attribute as bot seats; a bad one is reported and plays no seat. */
  private parsedBots(playerCount: number): BotsBySeat {
    const parsed = parseBots(this.attributes().bots, playerCount);
    this.problems.set('bots', 'problem' in parsed ? parsed.problem : null);
    return 'bots' in parsed ? parsed.bots : {};
  }
}
