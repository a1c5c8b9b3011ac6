/** Who plays each seat: a person or a bot level, changeable during the game. */
import { html, nothing, type TemplateResult } from 'lit';
import type { GameSession, PlayerView } from '@railyard/rules';
import { seatOptions } from './bot-seats.js';

export function renderSeats(
  session: GameSession,
  setSeatBot: (seat: number, botId: string) => void,
  players: readonly PlayerView[] = [],
): TemplateResult {
  const current = session.activeSeats()[0];
  const cash = (seat: number) => players.find((p) => p.seat === seat)?.cash;
  return html`<section class="panel seats-panel" aria-labelledby="seats-heading">
    <h3 id="seats-heading">Seats</h3>
    <ul class="seat-list">
      ${session.players.map(
        (name, seat) =>
          html`<li class=${seat === current ? 'active' : ''}>
            <span class="seat-name"
              >${seat === current ? html`<span aria-hidden="true">▶ </span>` : nothing}${name}${seat === current ? html`<span class="visually-hidden"> (to act)</span>` : nothing}${
                typeof cash(seat) === 'number'
                  ? html` <span class="seat-cash">$${cash(seat)}</span>`
                  : nothing
              }</span
            >
            <select
              aria-label="${name} is played by"
              @change=${(e: Event) => setSeatBot(seat, (e.target as HTMLSelectElement).value)}
            >
              ${seatOptions(session.bots[String(seat)] ?? '', 'Person')}
            </select>
          </li>`,
      )}
    </ul>
  </section>`;
}
