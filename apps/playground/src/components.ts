/**
 * Where the playground meets @railyard/board-components: the board (`<ry-game>`) and the live
 * statechart (`<ry-statechart>`).
 *
 * The playground owns no second copy of the game: it hands its `GameSession` (from
 * `@railyard/rules`) to ONE `<ry-game>` (`el.session`), which draws the position shown, takes
 * moves on the board and plays the bot seats, with the playground's pause and speed
 * (`el.paused`, `el.botDelay`). Every move, from the board, the playground's move buttons, the
 * event console or a bot, is applied once, by the session; the page redraws on the session's
 * change notifications. The element's own undo/redo, log, pause button and result are left out
 * (its `hide` attribute) because the playground shows its own; its legal-move bar only on phones
 * (`hide-moves` elsewhere).
 *
 * Until `<ry-game>` is defined (the components may load later or not at all), the playground
 * shows its plain position tables instead; `<ry-statechart>` loads when a statechart is drawn.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { AnyGameDefinition, GameMove, GameSession, Viewer } from '@railyard/rules';

/** The part of `<ry-game>`'s API the playground uses. */
export interface RyGameElement extends HTMLElement {
  session: GameSession | undefined;
  paused: boolean;
  botDelay: number;
  viewer: string;
  mode: 'play' | 'replay' | 'static';
  /** The playground offers the moves in its own panel: the element shows none (one control per move). */
  hideMoves: boolean;
  /** The element's parts the playground draws itself (space-separated). */
  hide: string;
  ruleBase: string;
  /** The wheel alone zooms the map (the game fills the page; embedded maps leave it to the page). */
  wheelZoom: boolean;
  /** Offers the person to act the search bot's top moves ("What would a strong player do?"). */
  hints: boolean;
  /** The viewer the element shows now (`viewer="auto"` resolved: a seat, or a spectator behind its pass-the-device screen). */
  readonly shownViewer: Viewer;
}

export interface BoardMoveDetail {
  move: GameMove;
  index: number;
  bot: boolean;
}

export function componentsReady(): { game: boolean; statechart: boolean } {
  return {
    game: !!customElements.get('ry-game'),
    statechart: !!customElements.get('ry-statechart'),
  };
}

/** Screens on which the moves are made from `<ry-game>`'s bar (the same width as styles.css). */
const PHONE_QUERY = '(max-width: 760px)';

/** Owns the one `<ry-game>` of the open session. */
export class BoardHost {
  private element: RyGameElement | null = null;
  private session: GameSession | null = null;
  private placer: ResizeObserver | undefined;
  private learner = false;

  constructor(
    private readonly handlers: {
      /** A move was made on the board or by a bot (the session has applied it). */
      move(detail: BoardMoveDetail): void;
      error(message: string, source: string): void;
      /** The element shows the game for another viewer (pass-the-device screen, a new seat). */
      viewerChange(): void;
    },
  ) {}

  /** The element for `session`, with its bot controls set; null when `<ry-game>` is not available. */
  elementFor(
    session: GameSession,
    bots: { paused: boolean; delay: number },
    look: { hints: boolean; learner: boolean } = { hints: true, learner: false },
  ): RyGameElement | null {
    if (!customElements.get('ry-game')) return null;
    if (!this.element || this.session !== session) {
      // A fresh element per game: the old one lets go of its session when it leaves the page.
      const element = document.createElement('ry-game') as unknown as RyGameElement;
      element.classList.add('board-game');
      element.addEventListener('ry-move', (e) =>
        this.handlers.move((e as CustomEvent<BoardMoveDetail>).detail),
      );
      element.addEventListener('ry-error', (e) => {
        const detail = (e as CustomEvent<{ message: string; source?: string }>).detail;
        this.handlers.error(detail.message, detail.source ?? '');
      });
      element.addEventListener('ry-viewer-change', () => this.handlers.viewerChange());
      element.paused = bots.paused;
      element.botDelay = bots.delay;
      element.wheelZoom = true;
      // One set of move controls: the panel above the board on wide screens, <ry-game>'s own bar
      // (within a thumb's reach) on phones, where styles.css hides the panel.
      const phone = globalThis.matchMedia?.(PHONE_QUERY);
      element.hideMoves = !phone?.matches;
      phone?.addEventListener('change', (e) => {
        element.hideMoves = !e.matches;
        element.hide = this.hideFor(this.learner);
      });
      if (typeof ResizeObserver !== 'undefined') {
        this.placer ??= new ResizeObserver(() => this.placeOnPhone());
        this.placer.observe(document.body);
      }
      element.session = session;
      this.element = element;
      this.session = session;
    }
    const element = this.element;
    if (element.paused !== bots.paused) element.paused = bots.paused;
    if (element.botDelay !== bots.delay) element.botDelay = bots.delay;
    this.learner = look.learner;
    const hide = this.hideFor(look.learner);
    if (element.hide !== hide) element.hide = hide;
    if (element.hints !== look.hints) element.hints = look.hints;
    return element;
  }

  /**
   * The parts the playground draws itself: its toolbar, history, standings and pause button, and
   * on a wide screen the auction (beside its moves panel's Bid field: game-screen.ts). A learner's
   * hints give moves and reasons in words, without the search's figures.
   */
  private hideFor(learner: boolean): string {
    const phone = globalThis.matchMedia?.(PHONE_QUERY).matches;
    return `controls log result bot-control${phone ? '' : ' auction'}${learner ? ' hint-shares' : ''}`;
  }

  /**
   * On a phone the map and the move bar docked under it share the first screen: the map's height
   * leaves out what the page shows above the game (its header, toolbar and status), so the bar
   * never covers the map. Wider screens keep the height styles.css gives.
   */
  private placeOnPhone(): void {
    const element = this.element;
    if (!element?.isConnected) return;
    const top = globalThis.matchMedia?.(PHONE_QUERY).matches
      ? `${Math.round(element.getBoundingClientRect().top + scrollY)}px`
      : '';
    if (element.style.getPropertyValue('--ry-game-top') !== top)
      element.style.setProperty('--ry-game-top', top);
  }

  /** The viewer the element of `session` shows (undefined when there is no `<ry-game>`). */
  shownViewer(session: GameSession): Viewer | undefined {
    return this.session === session ? this.element?.shownViewer : undefined;
  }

  /**
   * Who the page shows `session` to: the viewer the element shows (everything when nothing is
   * hidden or the game is over; a seat after its pass-the-device screen; a spectator behind it).
   * Without the element (the components did not load), the one person's seat, else a spectator.
   */
  viewerOf(session: GameSession): Viewer {
    if (!session.game.hiddenInformation || session.finished) return 'all';
    const shown = this.shownViewer(session);
    if (shown !== undefined) return shown;
    const people = session.players.map((_, seat) => seat).filter((seat) => !session.isBot(seat));
    return people.length === 1 ? people[0]! : 'spectator';
  }

  /** Stops the element's bots (the game is put away, e.g. the setup screen is shown). */
  pause(): void {
    if (this.element) this.element.paused = true;
  }

  /** Forgets the element (its game was closed). */
  release(): void {
    if (this.element) this.element.paused = true;
    this.element = null;
    this.session = null;
  }
}

function stateValueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) =>
        v && (typeof v === 'string' || typeof v === 'object') ? `${k} › ${stateValueText(v)}` : k,
      )
      .join(', ');
  }
  return String(value);
}

let statechartLoad: Promise<unknown> | null = null;

interface ChartPosition {
  readonly snapshot: object;
  readonly legalMoves: readonly GameMove[] | undefined;
  readonly viewer: Viewer;
}
const positions = new WeakMap<object, ChartPosition>();

/** The position the chart's panel judges events in, computed once per state and viewer. */
function chartPosition(game: AnyGameDefinition, state: object, viewer: Viewer): ChartPosition {
  const known = positions.get(state);
  if (known?.viewer === viewer) return known;
  const seen = game.activeSeats(state).every((seat) => viewer === 'all' || viewer === seat);
  const position = {
    snapshot: state,
    legalMoves: seen ? (game.legalMoves(state) as GameMove[]) : undefined,
    viewer,
  };
  positions.set(state, position);
  return position;
}

/**
 * Loads `<ry-statechart>` (a chunk of its own, with its layout code) the first time a statechart
 * is drawn, then calls `onLoad` to draw it; until then the active state is shown as text.
 */
function loadStatechart(onLoad: () => void): void {
  statechartLoad ??= import('@railyard/board-components/ry-statechart').catch(() => {
    statechartLoad = null; // offline: try again on the next draw
  });
  void statechartLoad.then(() => {
    if (customElements.get('ry-statechart')) onLoad();
  });
}

/**
 * The live statechart of the position shown, with the last transition marked and, in its state
 * panel, the events the position allows or blocks. Those come from the legal moves of the acting
 * seats, and only when `viewer` may see their moves (another seat's hidden hand tells nothing).
 * The element loads on the first call; `onLoad` redraws the page when it has.
 */
export function statechartTemplate(
  game: AnyGameDefinition,
  session: GameSession,
  viewer: Viewer,
  onLoad: () => void = () => {},
): TemplateResult {
  const index = session.position;
  const state = session.viewedState as { value?: unknown };
  const previous = index > 0 ? (session.stateAfter(index - 1) as { value?: unknown }) : undefined;
  const last = index > 0 ? session.record.moves[index - 1]?.type : undefined;
  if (!customElements.get('ry-statechart')) {
    loadStatechart(onLoad);
    return html`<p>
      Active state:
      <code>${stateValueText(state.value)}</code
      >${last ? html`, after <code>${last}</code>` : nothing}
    </p>`;
  }
  const position = chartPosition(game, session.viewedState as object, viewer);
  return html`<ry-statechart
    label="${game.title} statechart"
    .machine=${game.machine}
    .ruleSections=${game.ruleSections}
    .value=${state.value}
    .previousValue=${previous?.value}
    .position=${position}
    last-event=${last ?? ''}
  ></ry-statechart>`;
}
