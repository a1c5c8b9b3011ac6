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
   * The map back in view when its top went under the page's header (a step made on the map after
   * one made with the controls under it: walkthrough 4 #6, choosing "Expand" then building).
   */
  revealMap(): void {
    const board = this.root?.querySelector<HTMLElement>('.board');
    if (!board) return;
    const header = parseFloat(getComputedStyle(board).scrollMarginTop) || 0;
    if (board.getBoundingClientRect().top < header) board.scrollIntoView({ block: 'start' });
  }

  render(c: StepBarContent) {
    const f = c.feedback;
    const answer = f && f.kind !== 'complete' && f.kind !== 'restarted' ? verdict(f) : null;
    const met = answer?.[0] === 'good';
    return html`<div
      class="step-bar ${this.open ? 'open' : ''} ${answer ? `answered ${answer[0]}` : ''}"
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
