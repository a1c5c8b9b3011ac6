/**
 * What the rules settled since the person's last move, at the top of their move panel: who won
 * each auction and for how much, and a new phase of the game ("The opening auctions are over").
 * The words are the engine's events, told as the viewer may know them; screen readers hear the
 * same events in `<ry-game>`'s live region as each move is made.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { GameEvent, GameSession, Viewer } from '@railyard/rules';

/** Kinds of event worth repeating beside the moves: the outcome of a contest, a change of phase. */
const NEWS_KINDS = new Set(['auction', 'phase']);

/** The news events of the moves since `seat`'s own last move (that move included). */
export function newsSince(session: GameSession, seat: number, viewer: Viewer): GameEvent[] {
  const history = session.history(viewer);
  let from = history.length - 1;
  while (from > 0 && !(history[from]!.seat === seat && !history[from]!.bot)) from--;
  return history
    .slice(Math.max(0, from))
    .flatMap((entry) => entry.events.filter((event) => NEWS_KINDS.has(event.kind)));
}

export function renderNews(events: readonly GameEvent[]): TemplateResult | typeof nothing {
  if (!events.length) return nothing;
  return html`<ul class="news" aria-label="Since your last move" data-testid="news">
    ${events.map((event) => html`<li data-kind=${event.kind}>${event.text}</li>`)}
  </ul>`;
}
