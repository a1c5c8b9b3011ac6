/** The saved games on the setup screen: open, download or delete each; damaged saves kept as text. */
import { html, nothing, type TemplateResult } from 'lit';
import type { BotsBySeat, GameRecord } from '@railyard/rules';
import { ensureGame, gameTitle, openGameSession } from './game-table.js';
import { isSpoiler } from './spoiler.js';
import type { SlotEntry } from './save-slots.js';
import { downloadText, recordFileName } from './files.js';
import { recordFileText } from './bot-seats.js';

type StoredSave = Extract<SlotEntry, { ok: true }>;
type BrokenSave = Extract<SlotEntry, { ok: false }>;

export interface SlotsPanel {
  readonly entries: readonly SlotEntry[];
  /** The slot of the open game, and whether that game is over. */
  readonly openId: string | null;
  readonly openFinished: boolean;
  open(entry: StoredSave): void;
  remove(id: string, label: string): void;
}

/** Downloads a saved game; the file is marked when it would spoil hidden items or draws. */
async function downloadSlot(record: GameRecord, bots: BotsBySeat): Promise<void> {
  const game = await ensureGame(record.game);
  let spoiler = false;
  if (game && (game.hiddenInformation || game.chance)) {
    const opened = openGameSession(game, record);
    spoiler = !opened.ok || isSpoiler(game, opened.session.finished);
  }
  downloadText(recordFileName(record, { spoiler }), recordFileText(record, bots));
}

export function renderSlots(panel: SlotsPanel): TemplateResult {
  const { entries } = panel;
  return html`<section class="panel saves" aria-labelledby="saves-heading">
    <h2 id="saves-heading">Saved games</h2>
    ${entries.length === 0 ? html`<p>No saved game yet. Games save themselves as you play.</p>` : nothing}
    <ul class="slot-list">
      ${entries.map((entry) => (entry.ok ? renderSlot(entry, panel) : renderBrokenSlot(entry, panel)))}
    </ul>
  </section>`;
}

function renderSlot(entry: StoredSave, panel: SlotsPanel): TemplateResult {
  const { record, savedAt } = entry.save;
  const open = entry.id === panel.openId;
  const finished = open && panel.openFinished;
  const when = savedAt ? new Date(savedAt).toLocaleString() : 'unknown time';
  const label = `${gameTitle(record.game)}: ${record.players.join(', ')}`;
  return html`<li class="slot ${open ? 'current' : ''}">
    <div>
      <strong>${label}</strong>
      <span class="slot-meta"
        >${record.moves.length} moves · seed ${record.seed} · saved
        ${when}${open ? ' · open now' : ''}${finished ? ' · finished' : ''}</span
      >
      ${entry.save.note ? html`<span class="slot-note">${entry.save.note}</span>` : nothing}
    </div>
    <div class="slot-actions">
      <button
        type="button"
        @click=${() => panel.open(entry)}
        aria-label="Open ${label}, saved ${when}"
      >
        Open
      </button>
      <button
        type="button"
        @click=${() => void downloadSlot(record, entry.save.bots)}
        aria-label="Download ${label}"
      >
        Download
      </button>
      <button
        type="button"
        class="danger"
        @click=${() => panel.remove(entry.id, label)}
        aria-label="Delete ${label}"
      >
        Delete
      </button>
    </div>
  </li>`;
}

function renderBrokenSlot(entry: BrokenSave, panel: SlotsPanel): TemplateResult {
  return html`<li class="slot broken">
    <div>
      <strong>Damaged save (slot ${entry.id})</strong>
      <span class="slot-meta"
        >It cannot be opened: ${entry.error}. Its text is kept unchanged.</span
      >
    </div>
    <div class="slot-actions">
      <button
        type="button"
        @click=${() => downloadText(`railyard-damaged-save-${entry.id}.txt`, entry.raw, 'text/plain')}
        aria-label="Download the text of damaged save ${entry.id}"
      >
        Download text
      </button>
      <button
        type="button"
        class="danger"
        @click=${() => panel.remove(entry.id, `the damaged save ${entry.id}`)}
        aria-label="Delete damaged save ${entry.id}"
      >
        Delete
      </button>
    </div>
  </li>`;
}
