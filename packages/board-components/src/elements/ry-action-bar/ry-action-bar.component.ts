import { html, LitElement, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { GameMove } from '@railyard/rules';
import { theme } from '../../shared/theme.js';
import { controls } from '../../shared/controls.js';
import { RyIntentEvent } from '../../shared/events.js';
import {
  fallbackDescription,
  groupMoves,
  type MoveDescriber,
  type MoveGroup,
} from '../../shared/moves.js';
import styles from './ry-action-bar.styles.js';

/** Up to this many moves of one type get a button each; more become a list box. */
const MAX_BUTTONS = 6;

/**
 * @summary A compact bar with every legal move of the acting seat, grouped by type — choose an
 * action, decline, finish a build, pass, or any move the board does not draw — so every legal
 * move can be made by mouse and keyboard.
 *
 * @tagname ry-action-bar
 *
 * @event {RyIntentEvent} ry-intent - The user picked a move; `detail.move` is one of `moves` (or, for a number field, the move with the amount entered).
 *
 * @csspart base - The bar.
 * @csspart prompt - The text before the moves.
 * @csspart group - The controls of one move type.
 * @csspart move-button - A button that makes one move.
 */
export class RyActionBar extends LitElement {
  static override styles = [theme, controls, styles];

  /** The legal moves offered (usually those of the seat to act). */
  @property({ attribute: false }) moves: readonly GameMove[] = [];

  /** Move types not to offer here (e.g. those another panel handles); `*.bid` matches by suffix. */
  @property({ attribute: false }) exclude: readonly string[] = [];

  /**
   * The game's own names for its move types (a definition's `moveLabels`), shown on the buttons;
   * a type without one is written out in words.
   */
  @property({ attribute: false }) labels: Readonly<Record<string, string>> = {};

  /** Describes a move in words (the game's `describeMove` bound to the state). */
  @property({ attribute: false }) describeMove: MoveDescriber | undefined;

  /** Text before the moves, e.g. "Ann to act". */
  @property() prompt = '';

  /** Enables the controls. */
  @property({ type: Boolean, reflect: true }) interactive = false;

  /**
   * One short bar (a phone, where the bar is docked at the screen's bottom): a group of two or
   * more moves is a list box and its button on one row, without the chosen move written out under
   * it, so the map keeps the height.
   */
  @property({ type: Boolean, reflect: true }) compact = false;

  private excluded(type: string): boolean {
    return this.exclude.some((pattern) =>
      pattern.startsWith('*') ? type.endsWith(pattern.slice(1)) : type === pattern,
    );
  }

  private describe(move: GameMove): string {
    try {
      return this.describeMove?.(move) ?? fallbackDescription(move);
    } catch {
      return fallbackDescription(move);
    }
  }

  private send(move: GameMove): void {
    this.dispatchEvent(new RyIntentEvent(move));
  }

  private renderGroup(group: MoveGroup) {
    const disabled = !this.interactive;
    const maxButtons = this.compact ? 1 : MAX_BUTTONS;
    if (group.range && group.moves.length > maxButtons) {
      const { key, min, max } = group.range;
      const id = `n-${group.type.replace(/\W/g, '-')}`;
      const submit = (event: Event) => {
        event.preventDefault();
        const value = Number(this.renderRoot.querySelector<HTMLInputElement>(`#${id}`)!.value);
        this.send({ ...group.moves[0]!, [key]: value });
      };
      // No browser check: an amount out of range goes to the host, whose rules say why in
      // game terms ("A player cannot bid more than their cash ($40).") with the rule.
      return html`<form class="group" part="group" novalidate @submit=${submit}>
        <label for=${id}>${group.label} (${key}, ${min}–${max})</label>
        <input
          id=${id}
          type="number"
          step="1"
          min=${min}
          max=${max}
          .value=${String(min)}
          ?disabled=${disabled}
        />
        <button part="move-button" type="submit" ?disabled=${disabled}>${group.label}</button>
      </form>`;
    }
    if (group.moves.length <= maxButtons) {
      return html`<div class="group" part="group" role="group" aria-label=${group.label}>
        ${group.moves.map(
          (move) =>
            html`<button
              part="move-button"
              data-type=${move.type}
              ?disabled=${disabled}
              @click=${() => this.send(move)}
            >
              ${group.moves.length === 1 && Object.keys(move).length <= 2 ? group.label : this.describe(move)}
            </button>`,
        )}
      </div>`;
    }
    const id = `s-${group.type.replace(/\W/g, '-')}`;
    const submit = (event: Event) => {
      event.preventDefault();
      const index = Number(this.renderRoot.querySelector<HTMLSelectElement>(`#${id}`)!.value);
      const move = group.moves[index];
      if (move) this.send(move);
    };
    // A closed select cannot wrap: on a narrow bar the chosen move's words are repeated below it.
    // Read from the list itself: `moves` is a new array on every redraw of the game.
    const picked = this.renderRoot.querySelector<HTMLSelectElement>(`#${id}`)?.selectedIndex;
    const shown = group.moves[picked ?? 0] ?? group.moves[0];
    return html`<form class="group choice" part="group" @submit=${submit}>
      <label class="group-label" for=${id}>${group.label}</label>
      <select id=${id} ?disabled=${disabled} @change=${() => this.requestUpdate()}>
        ${group.moves.map((move, i) => html`<option value=${i}>${this.describe(move)}</option>`)}
      </select>
      <button part="move-button" type="submit" ?disabled=${disabled}>${group.label}</button>
      <output class="chosen" for=${id} aria-hidden="true"
        >${shown ? this.describe(shown) : ''}</output
      >
    </form>`;
  }

  protected override render() {
    const groups = groupMoves(
      this.moves.filter((m) => !this.excluded(m.type)),
      this.labels,
    );
    // Moves made elsewhere (the auction's bid form, the map) are still moves to make here.
    const idle =
      this.moves.length === 0 ? html`<span class="idle">No moves to make here.</span>` : nothing;
    return html`<div class="base" part="base" role="group" aria-label="Legal moves">
      ${this.prompt ? html`<span class="prompt" part="prompt">${this.prompt}</span>` : nothing}
      ${groups.length ? groups.map((g) => this.renderGroup(g)) : idle}
    </div>`;
  }
}
