/**
 * Sharing the open game: "Export record" downloads it as a file, "Copy link" puts a link to the
 * position shown on the clipboard and shows it below the toolbar. Both say when they would
 * spoil hidden items or draws; a game too long for a link is offered as a file instead.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { GameSession } from '@railyard/rules';
import { isSpoiler, spoilerNotice } from './spoiler.js';
import { downloadText, recordFileName } from './files.js';
import { recordFileText } from './bot-seats.js';
import type { Notify } from './messages.js';

export class SharePanel {
  private link = '';
  private spoiler = '';
  private note = '';

  constructor(
    private readonly page: {
      readonly notify: Notify;
      announce(text: string): void;
      update(): void;
    },
  ) {}

  /** A new game was opened: its link is not made yet. */
  reset(): void {
    this.link = '';
    this.spoiler = '';
    this.note = '';
  }

  exportRecord(session: GameSession): void {
    const record = session.record;
    const spoiler = isSpoiler(session.game, session.finished);
    downloadText(recordFileName(record, { spoiler }), recordFileText(record, session.bots));
    this.page.announce('The record was downloaded as a JSON file.');
    if (spoiler) this.page.notify('info', spoilerNotice(session.game));
    this.page.update();
  }

  async copyLink(session: GameSession): Promise<void> {
    const base = location.href.split('#')[0]!;
    const spoiler = isSpoiler(session.game, session.finished);
    const { shareUrl } = await import('./share-encode.js');
    const made = shareUrl(base, {
      record: session.record,
      bots: session.bots,
      at: session.position,
      ...(spoiler ? { spoiler: true } : {}),
    });
    if (!made.ok) {
      // Too long for a link: the record file carries any game.
      this.link = '';
      this.page.notify('error', made.message, undefined, {
        label: 'Export record',
        run: () => this.exportRecord(session),
      });
      this.page.update();
      return;
    }
    this.link = made.url;
    this.spoiler = spoiler ? spoilerNotice(session.game) : '';
    try {
      await navigator.clipboard.writeText(this.link);
      this.note = 'Link copied to the clipboard.';
    } catch {
      this.note = 'The browser did not allow copying: select the link below and copy it.';
    }
    this.page.announce(this.note);
    this.page.update();
  }

  render(): TemplateResult | typeof nothing {
    if (!this.link) return nothing;
    return html`<div class="share">
      <label for="share-link">Link to this position</label>
      <input
        id="share-link"
        readonly
        .value=${this.link}
        @focus=${(e: Event) => (e.target as HTMLInputElement).select()}
      />
      <span role="status">${this.note}</span>
      ${this.spoiler ? html`<p class="message warning spoiler-note">${this.spoiler}</p>` : nothing}
    </div>`;
  }
}
