/** The choice offered when two tabs changed one game (slot-sync.ts keeps both versions). */
import { html, nothing, type TemplateResult } from 'lit';
import { divergence, type SaveSource, type SlotSync } from './slot-sync.js';

export function renderConflict(sync: SlotSync, game: SaveSource): TemplateResult | typeof nothing {
  const conflict = sync.conflict;
  const theirs = conflict ? sync.slots.read(conflict.slotId) : null;
  if (!conflict || !theirs?.ok) return nothing;
  const count = divergence(sync.saveOf(game, sync.nextStamp()), theirs.save);
  const moves = (n: number) => `${n} move${n === 1 ? '' : 's'}`;
  const noCopy = conflict.copyId === null;
  return html`<section class="panel tab-conflict" aria-labelledby="conflict-heading">
    <h2 id="conflict-heading">This game was changed in another tab</h2>
    <p role="alert">
      Another tab of the playground saved ${moves(count.theirs)} that this tab does not have, and
      this tab has ${moves(count.ours)} that the other does not.
      ${noCopy ? "This tab's version could not be stored: export it before you close the tab." : "This tab's version is kept in your saved games until you choose; nothing is lost."}
    </p>
    <p class="slot-actions">
      <button type="button" class="primary" ?disabled=${noCopy} @click=${() => sync.continueHere()}>
        Continue here
      </button>
      <button type="button" ?disabled=${noCopy} @click=${() => sync.openCopy()}>Open a copy</button>
      <button type="button" @click=${() => sync.reloadNewer()}>Reload the newer one</button>
    </p>
    <p class="hint">
      Continue here: this tab's version takes the game's place and the other tab's is kept as a
      saved copy. Open a copy: this tab plays its version as a separate game. Reload the newer one:
      show the other tab's version and drop this tab's ${moves(count.ours)}.
    </p>
  </section>`;
}
