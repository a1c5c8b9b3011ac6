/**
 * Where the playground meets @railyard/board-components: the board (`<ry-game>`) and the live
 * statechart (`<ry-statechart>`).
 *
 * The playground's GameSession stays the source of truth (saves, undo groups, bots with pause
 * and speed, the event console). `<ry-game>` draws the position and takes a person's moves on
 * the board: the playground feeds it the record (appending with `applyMove`, reloading with
 * `record` after undo or a branch), switches it between `play` (a person to act at the latest
 * position) and `static` (a bot to act, the game over, or an earlier position shown), and adopts
 * the moves it reports with `ry-move`. Its own undo/redo controls, log and result are hidden by
 * the playground's CSS (`::part`) because the playground shows its own.
 *
 * Until an element is defined (the components may load later or not at all), a plain fallback
 * stands in, so the playground keeps working without them.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { AnyGameDefinition, GameMove, GameRecord, IllegalMove } from '@railyard/rules';
import type { GameSession } from './session.js';

/** The part of `<ry-game>`'s API the playground uses. */
interface RyGameElement extends HTMLElement {
  record: GameRecord | undefined;
  mode: 'play' | 'replay' | 'static';
  moveIndex: number | undefined;
  bots: string;
  ruleBase: string;
  applyMove(move: GameMove): { ok: true } | { ok: false; error: IllegalMove };
}

interface MoveEventDetail {
  move: GameMove;
  index: number;
  record: GameRecord;
}

export function componentsReady(): { game: boolean; statechart: boolean } {
  return {
    game: !!customElements.get('ry-game'),
    statechart: !!customElements.get('ry-statechart'),
  };
}

/** Owns one `<ry-game>` for the open session and keeps it in step with the record. */
export class BoardHost {
  private element: RyGameElement | null = null;
  private session: GameSession | null = null;
  /** Moves the element holds, as far as the playground knows. */
  private shown: GameMove[] = [];
  /** Position the element was last told to show. */
  private lastView = 0;

  constructor(
    private readonly handlers: {
      /** A person moved on the board; the element has already applied the move. */
      move(move: GameMove): void;
      error(message: string): void;
    },
  ) {}

  /** The element for `session`, brought up to date; null when `<ry-game>` is not available. */
  elementFor(session: GameSession, personToAct: boolean): RyGameElement | null {
    if (!customElements.get('ry-game')) return null;
    if (!this.element || this.session !== session) {
      this.element = document.createElement('ry-game') as RyGameElement;
      this.element.classList.add('board-game');
      this.element.addEventListener('ry-move', (e) =>
        this.onMove((e as CustomEvent<MoveEventDetail>).detail),
      );
      this.element.addEventListener('ry-error', (e) =>
        this.handlers.error((e as CustomEvent<{ message: string }>).detail.message),
      );
      this.session = session;
      this.shown = [];
      this.element.bots = '';
      this.element.mode = personToAct ? 'play' : 'static';
      this.element.moveIndex = personToAct ? undefined : session.viewIndex;
      this.load(session.record);
      this.lastView = session.viewIndex;
    }
    this.sync(session, personToAct);
    return this.element;
  }

  private load(record: GameRecord): void {
    this.element!.record = record;
    this.shown = [...record.moves];
  }

  private sync(session: GameSession, personToAct: boolean): void {
    const element = this.element!;
    const moves = session.record.moves;
    const end = moves.length;
    const view = session.viewIndex;
    const same = (a: GameMove, b: GameMove) => JSON.stringify(a) === JSON.stringify(b);
    const prefix = this.shown.length <= end && this.shown.every((m, i) => same(m, moves[i]!));
    const mode = personToAct ? 'play' : 'static';
    if (element.mode !== mode) element.mode = mode;
    element.moveIndex = mode === 'static' ? view : undefined;
    // Append when the element shows its latest position (applyMove acts at the position shown).
    const canAppend =
      prefix &&
      this.lastView === this.shown.length &&
      view === end &&
      end - this.shown.length <= 24;
    if (prefix && this.shown.length === end) {
      // Nothing to add; only the position shown may change.
    } else if (canAppend) {
      for (const move of moves.slice(this.shown.length)) {
        if (!element.applyMove(move).ok) {
          this.load(session.record);
          break;
        }
        this.shown.push(move);
      }
    } else {
      this.load(session.record);
    }
    this.lastView = view;
  }

  private onMove(detail: MoveEventDetail): void {
    this.shown = [...detail.record.moves];
    this.handlers.move(detail.move);
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

/** The live statechart of the position shown, with the last transition marked. */
export function statechartTemplate(
  game: AnyGameDefinition,
  session: GameSession,
  fit = false,
): TemplateResult {
  const index = session.viewIndex;
  const state = session.viewedState as { value?: unknown };
  const previous = index > 0 ? (session.stateAfter(index - 1) as { value?: unknown }) : undefined;
  const last = index > 0 ? session.record.moves[index - 1]?.type : undefined;
  if (!customElements.get('ry-statechart')) {
    return html`<p>
      Active state:
      <code>${stateValueText(state.value)}</code
      >${last ? html`, after <code>${last}</code>` : nothing}
    </p>`;
  }
  return html`<ry-statechart
    class=${fit ? 'fit' : ''}
    label="${game.title} statechart"
    .machine=${game.machine}
    .ruleSections=${game.ruleSections}
    .value=${state.value}
    .previousValue=${previous?.value}
    last-event=${last ?? ''}
  ></ry-statechart>`;
}

let revealedKey = '';

/**
 * Scrolls the statechart's frame so that the innermost active state is in view, once per change
 * of the active state (the chart is larger than the panel). Retries on later calls until the
 * chart's layout is ready.
 */
export function revealActiveState(root: ParentNode, key: string): void {
  if (key === revealedKey) return;
  const chart = root.querySelector('ry-statechart');
  const frame = chart?.shadowRoot?.querySelector<HTMLElement>('[part~="frame"]');
  const active = chart?.shadowRoot?.querySelectorAll<SVGGraphicsElement>(
    'svg [part~="state-active"]',
  );
  const target = active?.[active.length - 1];
  if (!frame || !target) return;
  revealedKey = key;
  const box = target.getBoundingClientRect();
  const view = frame.getBoundingClientRect();
  const inside =
    box.left >= view.left &&
    box.right <= view.right &&
    box.top >= view.top &&
    box.bottom <= view.bottom;
  if (inside) return;
  frame.scrollLeft += box.left - view.left - Math.max(0, (view.width - box.width) / 2);
  frame.scrollTop += box.top - view.top - Math.max(0, (view.height - box.height) / 2);
}
