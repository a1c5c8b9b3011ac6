/**
 * The players table that every board and the playground's position summary draw: one row per
 * player of the view (name, whether they are to act, cash), then the game's own columns, given as
 * data (shares in a stock game, tiles and land in Last Spike, points and stations in Wild West
 * Express).
 */
import { html, nothing, type TemplateResult } from 'lit';

/** What the table reads of each player: the common view's player (cash null when hidden). */
export interface PlayersTableRow {
  readonly seat: number;
  readonly name: string;
  readonly cash: number | null;
}

/** One of the game's own columns. */
export interface PlayerColumn<P> {
  readonly heading: string | TemplateResult;
  readonly cell: (player: P) => unknown;
}

export interface PlayersTableOptions<P> {
  /** Seats expected to act (`view.activeSeats`): their rows are marked "(to act)". */
  readonly activeSeats: readonly number[];
  /** The game's own columns, after Player and Cash. */
  readonly columns?: readonly PlayerColumn<P>[];
  /** Seat whose row is highlighted (docs fixtures), or -1. */
  readonly highlighted?: number;
  /** Drawn before the name (a seat swatch). */
  readonly before?: (player: P) => unknown;
  /** Words after the name besides "(to act)", e.g. " (bankrupt)". */
  readonly after?: (player: P) => string;
  /** Class of the table (default `players`); its part is always `players`. */
  readonly className?: string;
}

/** "$35", "$30,000". */
export const money = (amount: number): string => `$${amount.toLocaleString('en-US')}`;

/** The players table of a view's players (in seat order). */
export function playersTable<P extends PlayersTableRow>(
  players: readonly P[],
  options: PlayersTableOptions<P>,
): TemplateResult {
  const { activeSeats, columns = [], highlighted = -1, before, after } = options;
  return html`<table class=${options.className ?? 'players'} part="players">
    <caption>
      Players
    </caption>
    <thead>
      <tr>
        <th scope="col">Player</th>
        <th scope="col">Cash</th>
        ${columns.map((c) => html`<th scope="col">${c.heading}</th>`)}
      </tr>
    </thead>
    <tbody>
      ${players.map(
        (p) =>
          html`<tr
            data-seat=${p.seat}
            class="${activeSeats.includes(p.seat) ? 'active' : ''} ${p.seat === highlighted ? 'highlight' : ''}"
          >
            <th scope="row">
              ${before ? before(p) : nothing}${p.name}${activeSeats.includes(p.seat) ? html` <span class="turn-mark">(to act)</span>` : nothing}${after?.(p) ?? ''}
            </th>
            <td>${p.cash === null ? 'hidden' : money(p.cash)}</td>
            ${columns.map((c) => html`<td>${c.cell(p)}</td>`)}
          </tr>`,
      )}
    </tbody>
  </table>`;
}
