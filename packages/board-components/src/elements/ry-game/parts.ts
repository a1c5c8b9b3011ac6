/** Pieces of `<ry-game>`'s template that need nothing but their arguments. */
import { html, nothing } from 'lit';
import type { CommonView, GameResult } from '@railyard/rules';
import { resolvePointer } from '../../shared/json-pointer.js';
import { highlightText } from './focus-view.js';

export interface ControlsInput {
  readonly mode: string;
  /** The host draws its own (`hide="controls"`). */
  readonly hidden?: boolean;
  readonly position: number;
  readonly total: number;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly goTo: (index: number) => void;
  readonly undo: () => void;
  readonly redo: () => void;
}

/**
 * Replay steps (on a narrow screen the arrows only, the words stay in their names: one row),
 * or undo/redo with the way back from the history, or the frozen position. */
export function controlsTemplate(input: ControlsInput) {
  const { position, total, goTo } = input;
  if (input.hidden) return nothing;
  const atEnd = position === total;
  if (input.mode === 'replay') {
    const step = (index: number) => () => goTo(index);
    return html`<div class="controls" part="controls" role="group" aria-label="Replay">
      <button @click=${step(0)} ?disabled=${position === 0} aria-label="First position">
        « <span class="word">First</span>
      </button>
      <button @click=${step(position - 1)} ?disabled=${position === 0} aria-label="Previous move">
        ‹ <span class="word">Previous</span>
      </button>
      <span class="counter" part="counter" aria-live="off">Move ${position} of ${total}</span>
      <button @click=${step(position + 1)} ?disabled=${atEnd} aria-label="Next move">
        <span class="word">Next</span> ›
      </button>
      <button @click=${step(total)} ?disabled=${atEnd} aria-label="Last position">
        <span class="word">Last</span> »
      </button>
    </div>`;
  }
  if (input.mode === 'play') {
    return html`<div class="controls" part="controls" role="group" aria-label="Game">
      <button @click=${input.undo} ?disabled=${!input.canUndo || !atEnd}>Undo</button>
      <button @click=${input.redo} ?disabled=${!input.canRedo || !atEnd}>Redo</button>
      ${
        atEnd
          ? html`<span class="counter" part="counter">Move ${total}</span>`
          : html`<span class="counter" part="counter">Viewing move ${position} of ${total}</span>
              <button class="primary" @click=${() => goTo(total)}>Back to the game</button>`
      }
    </div>`;
  }
  return html`<div class="controls" part="controls">
    <span class="counter" part="counter">Position after move ${position} of ${total}</span>
  </div>`;
}

/** The screen between two people's turns at one device: nothing hidden is drawn with it. */
export function passTemplate(name: string, confirm: () => void) {
  return html`<section class="pass" part="pass" aria-label="Pass the device">
    <p>Pass the device to <strong>${name}</strong>. Nothing hidden is shown until then.</p>
    <button class="primary" @click=${confirm}>I am ${name}, show my hand</button>
  </section>`;
}

/**
 * The value at the `highlight` pointer, told in the host's words (`label`); without a label
 * nothing is printed (the board still marks the part): pointers are not for readers.
 */
export function highlightTemplate(pointer: string, view: CommonView, label = '') {
  if (!pointer || !label) return nothing;
  const value = resolvePointer(view, pointer);
  const text = value === undefined ? null : highlightText(value);
  if (text === null) return nothing;
  return html`<p class="highlight" part="highlight" data-testid="highlight">
    ${label}: <strong>${text}</strong>
  </p>`;
}

export function resultTemplate(result: GameResult, winners: string, ruleHref: string | undefined) {
  return html`<section class="result" part="result" aria-label="Result">
    <strong>${winners}</strong>
    <ol>
      ${result.standings.map((s) => html`<li>${s.name}: ${s.scoreText ?? s.score}${s.rank === 1 ? ' (winner)' : ''}</li>`)}
    </ol>
    <p>${result.reason} ${ruleHref ? html`<a href=${ruleHref}>Rule</a>` : nothing}</p>
  </section>`;
}
