import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { theme } from '../../shared/theme.js';
import { RyScrubEvent, RySpotlightEvent } from '../../shared/events.js';
import styles from './ry-game-log.styles.js';

/** Where an entry's text names a map space: characters `start` to `end` (exclusive). */
export interface LogMention {
  readonly start: number;
  readonly end: number;
  /** Id of the space on the board. */
  readonly space: string;
}

/** Something the rules did by themselves during a move (a dividend, a payout, the end). */
export interface LogEvent {
  readonly text: string;
  /** What kind (`dividend`, `payout`, `game-end`…), for styling. */
  readonly kind?: string;
}

/** One line of the log: a move described in words. */
export interface LogEntry {
  readonly text: string;
  /** Seat that made the move. */
  readonly seat?: number;
  /** True when a bot chose the move. */
  readonly bot?: boolean;
  /** Names of map spaces in `text`: hovering one points its space out on the board. */
  readonly mentions?: readonly LogMention[];
  /** Every space the entry is about (also those only its move names): pointed out while it has focus. */
  readonly spaces?: readonly string[];
  /** What the rules did by themselves in this move, shown (and read) under it. */
  readonly events?: readonly LogEvent[];
}

/**
 * @summary A readable list of the moves of a game, with history scrubbing: choosing an entry
 * asks the host to show the position after that move.
 *
 * @tagname ry-game-log
 *
 * @event {RyScrubEvent} ry-scrub - The user chose a position; `detail.index` is the number of moves applied (0 = the start).
 * @event {RySpotlightEvent} ry-spotlight - The pointer is on a space's name, or an entry naming spaces has focus (`detail.spaces`: their ids; empty when it leaves), so that the host can point them out on the board.
 *
 * @csspart base - The frame around the log.
 * @csspart heading - The heading.
 * @csspart list - The scrolling list.
 * @csspart entry - Each entry (a button when `scrubbable`).
 * @csspart entry-current - The entry of the position shown.
 * @csspart place - A map space's name in an entry.
 * @csspart event - An automatic event under its move (a dividend, a payout, the end of the game).
 *
 * @cssproperty --ry-game-log-max-height - Height before the list scrolls (default 16rem).
 *
 * Keyboard: the current entry is the one tab stop (roving tabindex); Arrow Up/Down, Home and End
 * step through the history (each step shows that position, `ry-scrub`, and is announced), and
 * Enter or Space shows the focused entry's position.
 */
export class RyGameLog extends LitElement {
  static override styles = [theme, styles];

  /** The moves, oldest first. */
  @property({ attribute: false }) entries: readonly LogEntry[] = [];

  /** Number of moves applied in the position shown (0 = start); defaults to all of them. */
  @property({ type: Number }) position: number | undefined;

  /** Entries are buttons that ask for that position (`ry-scrub`). */
  @property({ type: Boolean, reflect: true }) scrubbable = false;

  /** Heading of the log. */
  @property() label = 'Moves';

  /** What a keyboard step says to screen readers (polite live region). */
  @state() private stepNote = '';

  private get shown(): number {
    return Math.max(0, Math.min(this.position ?? this.entries.length, this.entries.length));
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('position') || changed.has('entries')) this.scrollCurrentIntoView();
  }

  private scrollCurrentIntoView(): void {
    const list = this.renderRoot.querySelector('ol');
    const current = this.renderRoot.querySelector<HTMLElement>('.current');
    if (!list || !current) return;
    const top = current.offsetTop - list.offsetTop;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (top + current.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = top + current.offsetHeight - list.clientHeight;
    }
  }

  private spotlit = '';

  private spotlight(spaces: readonly string[]): void {
    const key = spaces.join('\n');
    if (key === this.spotlit) return;
    this.spotlit = key;
    this.dispatchEvent(new RySpotlightEvent(spaces));
  }

  private onPointerOver(event: PointerEvent): void {
    const place = (event.target as Element).closest<HTMLElement>('.place');
    this.spotlight(place ? [place.dataset.space!] : []);
  }

  private onFocusIn(event: FocusEvent): void {
    const index = Number((event.target as HTMLElement).dataset?.index);
    const entry = index > 0 ? this.entries[index - 1] : undefined;
    this.spotlight(entry?.spaces ?? []);
  }

  private renderText(entry: LogEntry) {
    const mentions = entry.mentions ?? [];
    if (mentions.length === 0) return entry.text;
    const parts: unknown[] = [];
    let at = 0;
    for (const m of mentions) {
      if (m.start < at) continue;
      parts.push(
        entry.text.slice(at, m.start),
        html`<span class="place" part="place" data-space=${m.space}
          >${entry.text.slice(m.start, m.end)}</span
        >`,
      );
      at = m.end;
    }
    parts.push(entry.text.slice(at));
    return parts;
  }

  private choose(index: number): void {
    this.stepNote = this.stepText(index);
    this.dispatchEvent(new RyScrubEvent(index));
  }

  private onKeydown(event: KeyboardEvent): void {
    if (!this.scrubbable) return;
    const buttons = [...this.renderRoot.querySelectorAll<HTMLButtonElement>('button.entry')];
    const at = buttons.indexOf(event.target as HTMLButtonElement);
    if (at < 0) return;
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: buttons.length - 1 }[
      event.key
    ];
    if (next === undefined) return;
    event.preventDefault();
    const index = Math.max(0, Math.min(buttons.length - 1, next));
    const target = buttons[index]!;
    buttons.forEach((b) => (b.tabIndex = b === target ? 0 : -1));
    target.focus();
    if (index === at) return;
    // Stepping shows the position, as a replay control would, and says where it is.
    this.choose(index);
  }

  /** "Move 3 of 40: Ada bids $5. Dividend: …" or "Start of the game." */
  private stepText(index: number): string {
    if (index === 0) return 'Start of the game.';
    const entry = this.entries[index - 1];
    const events = (entry?.events ?? []).map((e) => ` ${e.text}`).join('');
    // Alternating a zero-width space makes the same words a new announcement.
    const mark = this.stepNote.endsWith('\u200b') ? '' : '\u200b';
    return `Move ${index} of ${this.entries.length}: ${entry?.text ?? ''}${events}${mark}`;
  }

  private renderEvents(entry: LogEntry) {
    const events = entry.events ?? [];
    if (events.length === 0) return nothing;
    return html`<span class="events"
      >${events.map(
        (e) => html`<span class="event" part="event" data-kind=${e.kind ?? ''}>${e.text}</span>`,
      )}</span
    >`;
  }

  protected override render() {
    const shown = this.shown;
    const items = [{ text: 'Start of the game' } as LogEntry, ...this.entries];
    return html`<section class="base" part="base" aria-label=${this.label}>
      <h2 part="heading">${this.label}</h2>
      ${this.entries.length === 0 ? html`<p class="empty">No moves yet.</p>` : nothing}
      <ol
        part="list"
        tabindex=${this.scrubbable ? nothing : '0'}
        @keydown=${this.onKeydown}
        @pointerover=${this.onPointerOver}
        @pointerleave=${() => this.spotlight([])}
        @focusin=${this.onFocusIn}
        @focusout=${() => this.spotlight([])}
      >
        ${items.map((entry, index) => {
          const current = index === shown;
          const classes = `entry ${current ? 'current' : ''} ${index > shown ? 'future' : ''}`;
          const content = html`<span class="number">${index === 0 ? '' : `${index}.`}</span>
            <span class="text"
              >${this.renderText(entry)}${entry.bot ? html` <span class="bot">(bot)</span>` : nothing}${this.renderEvents(entry)}</span
            >`;
          return html`<li>
            ${
              this.scrubbable
                ? html`<button
                    class=${classes}
                    part="entry${current ? ' entry-current' : ''}"
                    tabindex=${current ? 0 : -1}
                    aria-current=${current ? 'step' : 'false'}
                    data-index=${index}
                    @click=${() => this.choose(index)}
                  >
                    ${content}
                  </button>`
                : html`<div
                    class=${classes}
                    part="entry${current ? ' entry-current' : ''}"
                    aria-current=${current ? 'step' : 'false'}
                  >
                    ${content}
                  </div>`
            }
          </li>`;
        })}
      </ol>
      <div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        ${this.stepNote}
      </div>
    </section>`;
  }
}
