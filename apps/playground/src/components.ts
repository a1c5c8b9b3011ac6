/**
 * Where the playground meets @railyard/board-components: the board (`<ry-game>`) and the live
 * statechart (`<ry-statechart>`).
 *
 * The playground owns no second copy of the game: it hands its `GameSession` (from
 * `@railyard/rules`) to ONE `<ry-game>` (`el.session`), which draws the position shown, takes
 * moves on the board and plays the bot seats, with the playground's pause and speed
 * (`el.paused`, `el.botDelay`). Every move, from the board, the playground's move buttons, the
 * event console or a bot, is applied once, by the session; the page redraws on the session's
 * change notifications. The element's own undo/redo, log, legal-move bar and result are hidden
 * by the playground's CSS (`::part`) because the playground shows its own.
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
  ruleBase: string;
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
  elementFor(session: GameSession, bots: { paused: boolean; delay: number }): RyGameElement | null {
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
      // One set of move controls: the panel above the board on wide screens, <ry-game>'s own bar
      // (within a thumb's reach) on phones, where styles.css hides the panel.
      const phone = globalThis.matchMedia?.(PHONE_QUERY);
      element.hideMoves = !phone?.matches;
      phone?.addEventListener('change', (e) => (element.hideMoves = !e.matches));
      element.hints = true;
      element.session = session;
      this.element = element;
      this.session = session;
    }
    const element = this.element;
    if (element.paused !== bots.paused) element.paused = bots.paused;
    if (element.botDelay !== bots.delay) element.botDelay = bots.delay;
    return element;
  }

  /** The viewer the element of `session` shows (undefined when there is no `<ry-game>`). */
  shownViewer(session: GameSession): Viewer | undefined {
    return this.session === session ? this.element?.shownViewer : undefined;
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
 * The live statechart of the position shown, with the last transition marked. The element loads
 * on the first call; `onLoad` redraws the page when it has.
 */
export function statechartTemplate(
  game: AnyGameDefinition,
  session: GameSession,
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
  return html`<ry-statechart
    label="${game.title} statechart"
    .machine=${game.machine}
    .ruleSections=${game.ruleSections}
    .value=${state.value}
    .previousValue=${previous?.value}
    last-event=${last ?? ''}
  ></ry-statechart>`;
}
