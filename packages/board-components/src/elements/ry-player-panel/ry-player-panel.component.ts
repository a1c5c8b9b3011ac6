import { html, LitElement, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { CompanyView, GameResult, PlayerView, StockPlayerView } from '@railyard/rules';
import { theme } from '../../shared/theme.js';
import { chipStyles, companyChip } from '../../shared/company.js';
import styles from './ry-player-panel.styles.js';

/**
 * @summary The players: cash, shares per company, who is to act, which seats are bots (and
 * which bot is thinking), and the standings when the game is over.
 *
 * @tagname ry-player-panel
 *
 * @csspart list - The list of players.
 * @csspart player - Each player's card.
 * @csspart player-active - Cards of players expected to act.
 * @csspart cash - A player's cash.
 * @csspart shares - A player's shares.
 * @csspart cash-changed - The cash of a seat an automatic event just paid (marked for a moment).
 *
 * @cssproperty --ry-player-card-min-width - Narrowest a card gets before the cards wrap to a new row (default 11rem; 8.5rem in a focused `<ry-game>`).
 */
export class RyPlayerPanel extends LitElement {
  static override styles = [theme, chipStyles, styles];

  /** Players in seat order (`view.players`); a stock game's players carry their shares. */
  @property({ attribute: false }) players: readonly (PlayerView | StockPlayerView)[] = [];

  /** Companies (the stock facet's `view.companies`), for share labels and colours. */
  @property({ attribute: false }) companies: readonly CompanyView[] = [];

  /** Seats expected to act. */
  @property({ attribute: false }) activeSeats: readonly number[] = [];

  /** Seats played by bots. */
  @property({ attribute: false }) bots: readonly number[] = [];

  /** Seat of the bot that is choosing a move, or -1. */
  @property({ type: Number }) thinking = -1;

  /** Seat to highlight (docs fixtures), or -1. */
  @property({ type: Number, attribute: 'highlight-seat' }) highlightSeat = -1;

  /** Seats whose money an automatic event just changed (a dividend): their cash is marked for a moment. */
  @property({ attribute: false }) changed: readonly number[] = [];
  /** Companies an automatic event just changed: their share chips are marked for a moment. */
  @property({ attribute: false }) changedCompanies: readonly string[] = [];
  /** Final standings; shows ranks and winners. */
  @property({ attribute: false }) result: GameResult | null = null;

  /** Accessible name of the list. */
  @property() label = 'Players';

  protected override render() {
    return html`<ul part="list" aria-label=${this.label}>
      ${this.players.map((player) => {
        const active = this.activeSeats.includes(player.seat);
        const standing = this.result?.standings.find((s) => s.seat === player.seat);
        const shares = (player as Partial<StockPlayerView>).shares ?? {};
        const held = this.companies.filter((c) => (shares[c.id] ?? 0) > 0);
        const paid = this.changed.includes(player.seat);
        const cashClass = paid ? 'cash changed' : 'cash';
        const cashPart = paid ? 'cash cash-changed' : 'cash';
        const cash =
          typeof player.cash === 'number' ? `$${player.cash.toLocaleString('en-US')}` : '';
        const classes = [
          active ? 'active' : '',
          player.seat === this.highlightSeat ? 'highlight' : '',
          this.thinking === player.seat ? 'thinking' : '',
        ]
          .filter(Boolean)
          .join(' ');
        return html`<li
          class=${classes}
          part="player${active ? ' player-active' : ''}"
          data-seat=${player.seat}
        >
          <div class="name">
            <span>${player.name}</span>
            ${this.bots.includes(player.seat) ? html`<span class="badge">bot</span>` : nothing}
            ${active && !this.result ? html`<span class="badge turn">to act</span>` : nothing}
            ${
              this.thinking === player.seat
                ? html`<span class="badge" role="status"
                    >thinking<span class="dots" aria-hidden="true"
                      ><span>.</span><span>.</span><span>.</span></span
                    ></span
                  >`
                : nothing
            }
            ${
              standing
                ? html`<span class="badge ${standing.rank === 1 ? 'winner' : ''}"
                    >${standing.rank === 1 ? 'winner' : `rank ${standing.rankText ?? standing.rank}`}</span
                  >`
                : nothing
            }
          </div>
          ${
            // Games without money (a card game) leave it out of their view; null is hidden cash.
            typeof player.cash === 'number'
              ? html`<div class=${cashClass} part=${cashPart}>${cash}</div>`
              : player.cash === null
                ? html`<div class="cash" part="cash">cash hidden</div>`
                : nothing
          }
          ${
            // Games without companies (Last Spike) have no shares to list.
            this.companies.length
              ? html`<div class="shares" part="shares" aria-label="Shares">
                  ${
                    held.length
                      ? held.map((c) =>
                          companyChip(
                            c,
                            html`<span
                              class=${this.changedCompanies.includes(c.id) ? 'changed' : ''}
                              >×${shares[c.id]}</span
                            >`,
                          ),
                        )
                      : html`<span class="none">no shares</span>`
                  }
                </div>`
              : nothing
          }
        </li>`;
      })}
    </ul>`;
  }
}
