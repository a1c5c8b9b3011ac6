/** The messages above the page: problems and news, at most four, each dismissable. */
import { html, nothing, type TemplateResult } from 'lit';
import { clip } from '@railyard/rules';
import { downloadText } from './files.js';

export type MessageKind = 'error' | 'info';

export interface Message {
  readonly id: number;
  readonly kind: MessageKind;
  readonly text: string;
  /** Text the person may want to keep (a damaged save), offered as a download. */
  readonly keep?: { name: string; text: string };
  /** A button that does what the message suggests (export the record instead of a link). */
  readonly action?: { label: string; run: () => void };
}

/** How the page tells the person something. */
export type Notify = (
  kind: MessageKind,
  text: string,
  keep?: Message['keep'],
  action?: Message['action'],
) => void;

export class Messages {
  list: readonly Message[] = [];
  private nextId = 1;

  readonly notify: Notify = (kind, message, keep, action) => {
    // However long a problem (a hostile link or file), a message stays readable.
    const text = clip(message);
    this.list = [
      ...this.list.filter((m) => m.text !== text),
      { id: this.nextId++, kind, text, ...(keep ? { keep } : {}), ...(action ? { action } : {}) },
    ].slice(-4);
  };

  has(prefix: string): boolean {
    return this.list.some((m) => m.text.startsWith(prefix));
  }

  dismiss(id: number): void {
    this.list = this.list.filter((m) => m.id !== id);
  }

  render(update: () => void): TemplateResult | typeof nothing {
    if (this.list.length === 0) return nothing;
    return html`<div class="messages">
      ${this.list.map(
        (m) =>
          html`<div class="message ${m.kind}" role=${m.kind === 'error' ? 'alert' : 'status'}>
            <p>${m.text}</p>
            ${m.keep ? html`<button type="button" @click=${() => downloadText(m.keep!.name, m.keep!.text, 'text/plain')}>Download the text</button>` : nothing}
            ${m.action ? html`<button type="button" @click=${m.action.run}>${m.action.label}</button>` : nothing}
            <button
              type="button"
              class="dismiss"
              @click=${() => {
                this.dismiss(m.id);
                update();
              }}
              aria-label="Dismiss message"
            >
              Dismiss
            </button>
          </div>`,
      )}
    </div>`;
  }
}
