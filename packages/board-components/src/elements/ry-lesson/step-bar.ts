/**
 * `<ry-lesson>`'s step bar: the step and the answer to the last move, pinned to the bottom of the
 * screen near the controls (a refusal is said here once, with its rule), with a hint and a jump
 * to the move controls. On a phone it is short until opened: the step's instruction (after a met
 * goal, a short "✓ Well done." before it) and the answer to a wrong try, with a "More" button.
 * Its text echoes the header and the live region, so screen readers hear it once.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { ruleLinks, verdict, type Feedback, type RuleLink } from './lesson-feedback.js';

export interface StepBarContent {
  readonly task: string;
  /** "Step 2 of 4". */
  readonly counter: string;
  readonly feedback: Feedback | null;
  /** The answer's reason and rules are said beside the control used: the bar keeps its label. */
  readonly placed: boolean;
  /** The hint the bar's button asks for next. */
  readonly hintLevel: 1 | 2;
  readonly link: RuleLink;
  hint(level: 1 | 2): void;
}

export class StepBar implements ReactiveController {
  /** The bar shows all its text (on a phone it is short until opened). */
  open = false;
  /** The bar's height, kept as the host's --_bar for the room the controls leave under them. */
  private resizer: ResizeObserver | undefined;
  /** Counts reveals asked for; a reveal still waiting for the board when a newer one (or a
   * cancel) comes does nothing. */
  private revealToken = 0;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  private get root(): ShadowRoot | null {
    return this.host.shadowRoot;
  }

  hostUpdated(): void {
    const bar = this.root?.querySelector<HTMLElement>('.step-bar');
    if (!bar || typeof ResizeObserver === 'undefined') return;
    this.resizer ??= new ResizeObserver(([entry]) =>
      this.host.style.setProperty('--_bar', `${Math.ceil(entry!.borderBoxSize[0]!.blockSize)}px`),
    );
    this.resizer.disconnect();
    this.resizer.observe(bar);
  }

  hostDisconnected(): void {
    this.resizer?.disconnect();
  }

  private toggle(): void {
    this.open = !this.open;
    this.host.requestUpdate();
  }

  /**
   * Brings the move controls (under the map) into view, clear of the step bar: with the whole map
   * above them, its top clear of the page's header, when both fit (walkthrough 4 #6: centred,
   * the map's top was under the header); else the controls in the middle of the screen.
   */
  revealControls(): void {
    const game = this.root?.querySelector('ry-game');
    const board = this.root?.querySelector<HTMLElement>('.board');
    const controls =
      game?.shadowRoot?.querySelector('.dock') ?? game?.shadowRoot?.querySelector('.board-area');
    if (!controls) return;
    const bar = this.root?.querySelector('.step-bar')?.getBoundingClientRect().height ?? 0;
    const header = board ? parseFloat(getComputedStyle(board).scrollMarginTop) || 0 : 0;
    const span = board
      ? controls.getBoundingClientRect().bottom - board.getBoundingClientRect().top
      : Infinity;
    if (board && span <= window.innerHeight - header - bar)
      board.scrollIntoView({ block: 'start' });
    // Centred, not at the bar: a refusal or a miss makes the bar taller over them.
    else controls.scrollIntoView({ block: 'center' });
  }

  /**
   * After a met goal, the control the next step needs in view, or brought there: the map for a
   * move made on it, else the move controls under it (walkthrough 5 #1: a share offered from its
   * company card left the page at the cards and the bid form out of view). Nothing moves when
   * it is in view already. Waits for the board and its controls to draw the new position.
   */
  /** The lesson moved on (an answer, a reset, another lesson): a waiting reveal is stale. */
  cancelReveal(): void {
    this.revealToken++;
  }

  async revealNext(onMap: boolean): Promise<void> {
    // A later answer, reset or lesson while this waits makes it stale: it must not scroll then.
    const token = ++this.revealToken;
    const host = this.host as ReactiveControllerHost & HTMLElement;
    await host.updateComplete;
    type Drawn = Element & { updateComplete?: Promise<unknown> };
    const game = this.root?.querySelector<Drawn>('ry-game');
    await game?.updateComplete;
    const dock = game?.shadowRoot?.querySelector('.dock') ?? null;
    await Promise.all(
      [...(dock?.querySelectorAll<Drawn>('*') ?? [])]
        .filter((el) => el.updateComplete)
        .map((el) => el.updateComplete),
    );
    if (token !== this.revealToken) return;
    const board = this.root?.querySelector<HTMLElement>('.board');
    if (!board) return;
    const header = parseFloat(getComputedStyle(board).scrollMarginTop) || 0;
    const bar = this.root?.querySelector('.step-bar')?.getBoundingClientRect().height ?? 0;
    const bottom = window.innerHeight - bar;
    if (onMap) {
      // Its top under the page's header, or the whole map out of sight.
      const map = board.getBoundingClientRect();
      if (map.top < header || map.top > bottom - 80) board.scrollIntoView({ block: 'start' });
      return;
    }
    if (!dock) return;
    // The controls themselves (a dock can be taller than the screen on a phone, with the bid
    // form at its bottom): the span of its buttons and fields, brought just into view.
    const spans = usable(dock).map((el) => el.getBoundingClientRect());
    if (!spans.length) return;
    const top = Math.min(...spans.map((r) => r.top));
    const end = Math.max(...spans.map((r) => r.bottom));
    const margin = 8;
    if (top >= header && end <= bottom) return;
    if (end - top > bottom - header || top < header) window.scrollBy(0, top - header - margin);
    else window.scrollBy(0, end - bottom + margin);
  }

  render(c: StepBarContent) {
    const f = c.feedback;
    const answer = f && f.kind !== 'complete' && f.kind !== 'restarted' ? verdict(f) : null;
    const met = answer?.[0] === 'good';
    return html`<div
      class="step-bar ${this.open ? 'open' : ''} ${answer ? `answered ${answer[0]}` : ''} ${c.placed ? 'placed' : ''}"
      part="step-bar"
      data-testid="lesson-bar"
    >
      <div class="bar-text" @click=${() => this.toggle()}>
        <p class="bar-task" aria-hidden="true">
          ${met ? html`<strong class="praise">✓ Well done.</strong> ` : nothing}${c.counter}:
          ${c.task}
        </p>
        ${
          answer
            ? html`<p class="verdict ${answer[0]}">
                <span aria-hidden="true">${answer[1]}</span>
                ${f?.kind === 'illegal' ? c.link(f.error.rule) : nothing}
                ${f?.kind === 'missed' ? ruleLinks(f.rules, c.link) : nothing}
              </p>`
            : nothing
        }
      </div>
      <div class="bar-buttons">
        <button class="bar-toggle" aria-expanded=${this.open} @click=${() => this.toggle()}>
          ${this.open ? 'Less ▴' : 'More ▾'}
        </button>
        <button data-testid="bar-hint" @click=${() => c.hint(c.hintLevel)}>
          ${c.hintLevel === 1 ? 'Hint' : 'Hint 2'}
        </button>
        <button data-testid="bar-move" @click=${() => this.revealControls()}>Your move ↓</button>
      </div>
    </div>`;
  }
}

/** The enabled buttons, fields and lists drawn inside `root`, through shadow roots. */
function usable(root: Element): Element[] {
  const found: Element[] = [];
  const visit = (node: Element | ShadowRoot) => {
    for (const el of node.querySelectorAll('*')) {
      if (el.matches('button:not([disabled]), input:not([disabled]), select:not([disabled])')) {
        const r = el.getBoundingClientRect();
        if (r.width > 0 && r.height > 0) found.push(el);
      }
      if (el.shadowRoot) visit(el.shadowRoot);
    }
  };
  visit(root);
  return found;
}
