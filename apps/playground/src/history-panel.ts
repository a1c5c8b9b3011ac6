/**
 * Every move as the viewer may know it ("Ada draws a card", not which); an entry shows that
 * position. Arrow Up/Down, Home and End step through it (the entry shown is the one tab stop).
 */
import { html, type TemplateResult } from 'lit';
import type { GameSession, Viewer } from '@railyard/rules';
import type { GamePage } from './game-page.js';

export function renderHistory(
  session: GameSession,
  viewer: Viewer,
  page: GamePage,
): TemplateResult {
  const history = session.history(viewer);
  const at = session.position;
  const entry = (index: number, content: unknown) =>
    html`<li>
      <button
        type="button"
        class="history-entry"
        data-index=${index}
        tabindex=${at === index ? 0 : -1}
        aria-current=${at === index ? 'true' : 'false'}
        @click=${() => page.controls.viewAt(index === history.length ? null : index)}
      >
        ${content}
      </button>
    </li>`;
  return html`<section class="panel history" aria-labelledby="history-heading">
    <h3 id="history-heading">History <span class="count">(${history.length} moves)</span></h3>
    <ol
      class="history-list"
      start="0"
      @keydown=${(event: KeyboardEvent) => stepHistory(event, session, viewer, page)}
    >
      ${entry(0, 'Start of the game')}
      ${history.map((h, i) =>
        entry(
          i + 1,
          html`${h.description}
          ${h.events.map(
            (event) =>
              html`<span class="history-event" data-kind=${event.kind}>${event.text}</span>`,
          )}`,
        ),
      )}
    </ol>
  </section>`;
}

/** Steps through the history and says where it is: the move with what the rules did in it. */
function stepHistory(event: KeyboardEvent, session: GameSession, viewer: Viewer, page: GamePage) {
  const from = Number(
    (event.target as HTMLElement).closest<HTMLElement>('.history-entry')?.dataset.index,
  );
  if (!Number.isInteger(from)) return;
  const last = session.moveCount;
  const next = { ArrowDown: from + 1, ArrowUp: from - 1, Home: 0, End: last }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  const index = Math.max(0, Math.min(last, next));
  if (index === from) return;
  page.controls.viewAt(index === last ? null : index);
  const move = session.history(viewer)[index - 1];
  page.say(
    index === 0
      ? 'Start of the game.'
      : `Move ${index} of ${last}: ${[move?.description, ...(move?.events ?? []).map((e) => e.text)].join(' ')}`,
  );
  page.update();
  // After the render that update() queued: the entry shown keeps the focus.
  queueMicrotask(() =>
    page.root.querySelector<HTMLElement>(`.history-list [data-index="${index}"]`)?.focus(),
  );
}

/** Keeps the history entry of the position shown in view inside the history list. */
export class HistoryScroll {
  private key = '';

  constructor(private readonly root: HTMLElement) {}

  follow(session: GameSession): void {
    const key = `${session.moveCount}:${session.position}`;
    if (key === this.key) return;
    this.key = key;
    // In the next frame, when the browser lays the page out anyway.
    requestAnimationFrame(() => {
      const list = this.root.querySelector<HTMLElement>('.history-list');
      const entry = list?.querySelector<HTMLElement>('[aria-current="true"]')?.parentElement;
      if (!list || !entry) return;
      const top = entry.offsetTop;
      const bottom = top + entry.offsetHeight;
      if (top < list.scrollTop) list.scrollTop = top;
      else if (bottom > list.scrollTop + list.clientHeight)
        list.scrollTop = bottom - list.clientHeight;
    });
  }
}
