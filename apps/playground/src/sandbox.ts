/**
 * The sandbox: bots wait, any history entry can be a branch point, and a pasted record (or the
 * open game's) continues from any of its moves as a new saved game. The game it came from stays
 * saved in its own slot with every move.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { GameRecord, GameSession } from '@railyard/rules';
import { ensureGame, needsLoading } from './game-table.js';
import { parseSave } from './save-slots.js';
import type { Notify } from './messages.js';
import type { RecordSource } from './open-flow.js';

export interface SandboxHost {
  readonly notify: Notify;
  session(): GameSession | null;
  /** Opens `record` as a new saved game; false (with a message) when it cannot be opened. */
  openRecord(record: GameRecord, options: RecordSource): boolean;
  /** Runs `branch` with the next save going to a new slot; the open game keeps its slot when it fails. */
  intoNewSlot(branch: () => boolean): boolean;
  announce(text: string): void;
  update(): void;
}

export class Sandbox {
  on = false;
  private text = '';
  private keep = '';
  private error = '';

  constructor(private readonly host: SandboxHost) {}

  toggle(): void {
    this.on = !this.on;
    this.host.announce(
      this.on
        ? 'Sandbox on: bots wait, and you can branch from any history entry.'
        : 'Sandbox off.',
    );
    this.host.update();
  }

  /** The position shown becomes the latest, and the game goes on in a new save slot. */
  branchHere(session: GameSession, index: number): void {
    // The branch's autosave (from the session's notification) goes to a new slot.
    if (!this.host.intoNewSlot(() => session.branchAt(index))) {
      this.host.notify(
        'error',
        `Cannot branch at move ${index}: a later move revealed hidden information or rolled a die, and an unfinished game never goes back past that.`,
      );
      this.host.update();
      return;
    }
    this.on = true;
    this.host.notify(
      'info',
      `Branched at move ${index} into a new saved game; the original game is still in your saved games.`,
    );
    this.host.update();
  }

  openRecord(): void {
    const parsed = parseSave(this.text);
    if (!parsed.ok) {
      this.error = `This is not a record the playground can open: ${parsed.error}.`;
      this.host.update();
      return;
    }
    const record = parsed.save.record;
    const keepText = this.keep.trim();
    const keep = keepText === '' ? record.moves.length : Number(keepText);
    if (!Number.isInteger(keep) || keep < 0 || keep > record.moves.length) {
      this.error = `Moves to keep must be a whole number from 0 to ${record.moves.length}.`;
      this.host.update();
      return;
    }
    this.error = '';
    if (needsLoading(record.game)) {
      void ensureGame(record.game).then(() => this.openRecord());
      return;
    }
    const open = this.host.session();
    const bots =
      open?.record.players.length === record.players.length ? open.bots : parsed.save.bots;
    const source = 'The sandbox record';
    if (this.host.openRecord({ ...record, moves: record.moves.slice(0, keep) }, { bots, source })) {
      this.on = true;
      this.host.notify(
        'info',
        `Opened the position after move ${keep} as a new saved game; earlier games are kept.`,
      );
    }
    this.host.update();
  }

  render(session: GameSession): TemplateResult {
    const fill = () => {
      this.text = JSON.stringify(session.record, null, 1);
      this.keep = String(session.position);
      this.error = '';
      this.host.update();
    };
    return html`<section class="panel sandbox" aria-labelledby="sandbox-heading">
      <h3 id="sandbox-heading">Sandbox: set up a position</h3>
      <p class="hint">
        Paste a record (or take this game's), keep its first moves, and continue from there as a new
        saved game. Any history entry can also be a branch point: click it, then “Branch from here”.
      </p>
      <form
        class="send-form"
        @submit=${(e: Event) => {
          e.preventDefault();
          this.openRecord();
        }}
      >
        <button type="button" @click=${fill}>Use this game's record</button>
        <label for="sandbox-record">Record (JSON)</label>
        <textarea
          id="sandbox-record"
          rows="5"
          spellcheck="false"
          .value=${this.text}
          @input=${(e: Event) => (this.text = (e.target as HTMLTextAreaElement).value)}
        ></textarea>
        <label for="sandbox-keep">Moves to keep (empty: all)</label>
        <input
          id="sandbox-keep"
          type="number"
          min="0"
          .value=${this.keep}
          @input=${(e: Event) => (this.keep = (e.target as HTMLInputElement).value)}
        />
        <button type="submit">Open as a new game</button>
        ${this.error ? html`<p class="message error" role="alert">${this.error}</p>` : nothing}
      </form>
    </section>`;
  }
}
