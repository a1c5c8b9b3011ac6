/**
 * The game's toolbar: undo and redo (with why undo stops), bots, speed, the hints switch, and in
 * the full view export, link and sandbox.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { GameSession, Viewer } from '@railyard/rules';
import { BOT_SPEEDS } from './settings.js';
import type { GamePage } from './game-page.js';
import { foldOnPhone } from './more-menu.js';

/**
 * Why Undo is off in a game still in play, when the reason is a draw, reveal or roll (the
 * last move), told as `viewer` may know that move; null when undo works or nothing was played.
 */
export function undoStop(session: GameSession, viewer: Viewer): string | null {
  const last = session.moveCount - 1;
  if (session.canUndo || last < 0 || session.finished || !session.isUndoBarrier(last)) return null;
  const move = session.describe(last, viewer).replace(/\.$/, '');
  return `Undo stops at move ${last + 1} (${move}): a draw, a reveal or a roll is never taken back.`;
}

/** Export, link and sandbox: for developers (the full view). */
function developerTools(session: GameSession, page: GamePage): TemplateResult {
  const { sandbox } = page;
  return html`<button type="button" @click=${() => page.share.exportRecord(session)}>
      Export record
    </button>
    <button type="button" @click=${() => void page.share.copyLink(session)}>Copy link</button>
    <button
      type="button"
      aria-pressed=${sandbox.on ? 'true' : 'false'}
      @click=${() => sandbox.toggle()}
    >
      Sandbox
    </button>`;
}

export function renderToolbar(
  session: GameSession,
  viewer: Viewer,
  page: GamePage,
): TemplateResult {
  const { settings } = page;
  const { paused } = page.controls;
  const speed = BOT_SPEEDS.find((s) => s.delay === settings.botDelay);
  const hasBots = Object.keys(session.bots).length > 0 && !session.result();
  const stop = undoStop(session, viewer);
  return html`<div class="toolbar" role="toolbar" aria-label="Game controls">
      <button
        type="button"
        @click=${() => page.controls.undo()}
        ?disabled=${!session.canUndo}
        aria-keyshortcuts="Control+Z"
        aria-describedby=${stop ? 'undo-stop' : nothing}
      >
        Undo
      </button>
      <button
        type="button"
        @click=${() => page.controls.redo()}
        ?disabled=${!session.canRedo}
        aria-keyshortcuts="Control+Shift+Z"
      >
        Redo
      </button>
      ${
        hasBots
          ? html`<button
              type="button"
              aria-pressed=${paused ? 'true' : 'false'}
              @click=${() => page.controls.togglePause()}
            >
              ${paused ? 'Resume bots' : 'Pause bots'}
            </button>`
          : nothing
      }
      <label class="inline-label hints-switch">
        <input
          type="checkbox"
          role="switch"
          .checked=${settings.hints}
          @change=${(e: Event) => page.setSettings({ hints: (e.target as HTMLInputElement).checked })}
        />
        Hints
      </label>
      ${foldOnPhone(
        'bot speed and tools',
        html`<label for="bot-speed" class="inline-label">Bot speed</label>
          <select
            id="bot-speed"
            @change=${(e: Event) => page.setSettings({ botDelay: Number((e.target as HTMLSelectElement).value) })}
          >
            ${speed ? nothing : html`<option value=${settings.botDelay} selected>${settings.botDelay} ms</option>`}
            ${BOT_SPEEDS.map((s) => html`<option value=${s.delay} ?selected=${s.delay === settings.botDelay}>${s.label}</option>`)}
          </select>
          ${settings.view === 'learner' ? nothing : developerTools(session, page)}`,
      )}
    </div>
    ${stop ? html`<p class="hint undo-stop" id="undo-stop">${stop}</p>` : nothing}
    ${page.share.render()}`;
}
