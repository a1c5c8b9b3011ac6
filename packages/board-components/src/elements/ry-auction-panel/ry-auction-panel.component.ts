import { html, LitElement, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { AuctionView, GameMove, PlayerView } from '@railyard/rules';
import { theme } from '../../shared/theme.js';
import { controls } from '../../shared/controls.js';
import { RyIntentEvent } from '../../shared/events.js';
import { groupMoves } from '../../shared/moves.js';
import styles from './ry-auction-panel.styles.js';

/**
 * @summary The running auction: item, current bid and bidder, the lowest bid legal now, bidders
 * still in with their cash and whose turn it is, with bid and pass controls for the bidder.
 *
 * @tagname ry-auction-panel
 *
 * @event {RyIntentEvent} ry-intent - The user bids or passes; `detail.move` is the move (a `*.bid` move with the amount entered, or the legal `*.pass` move).
 *
 * @csspart base - The panel.
 * @csspart minimum - The lowest bid legal now ("at least $11").
 * @csspart bidders - The list of bidders still in.
 * @csspart controls - The bid form.
 * @csspart bid-input - The amount field.
 * @csspart bid-button - The bid button.
 * @csspart pass-button - The pass button.
 *
 * The controls appear only with `interactive` and when the legal moves contain a bid or a pass.
 * An amount outside the legal range is still sent, so the host can explain why it is refused.
 */
export class RyAuctionPanel extends LitElement {
  static override styles = [theme, controls, styles];

  /** The auction (`view.auction`); nothing is shown when null. */
  @property({ attribute: false }) auction: AuctionView | null = null;

  /** Players (`view.players`), for names. */
  @property({ attribute: false }) players: readonly PlayerView[] = [];

  /** Legal moves now; bids are moves whose type ends in `.bid`, passes in `.pass`. */
  @property({ attribute: false }) legalMoves: readonly GameMove[] = [];

  /** Shows bid and pass controls. */
  @property({ type: Boolean, reflect: true }) interactive = false;

  @state() private amount: number | undefined;
  /** The lowest bid the field was last set for: a new one means a new bid decision. */
  private lowestShown: number | undefined;

  private name(seat: number | null): string {
    if (seat === null) return '—';
    return this.players.find((p) => p.seat === seat)?.name ?? `Seat ${seat}`;
  }

  /** What a bidder has to bid with, beside their name (the facts a bid needs, by the Bid field). */
  private cash(seat: number) {
    const cash = this.players.find((p) => p.seat === seat)?.cash;
    // On a phone the row's label says "(cash)" instead, so three bidders fit on one row.
    return typeof cash === 'number'
      ? html`<span class="cash">$${cash}<span class="unit"> cash</span></span>`
      : nothing;
  }

  private get bidGroup() {
    return groupMoves(this.legalMoves.filter((m) => m.type.endsWith('.bid'))).find(
      (g) => g.moves.length > 0,
    );
  }

  private get passMove(): GameMove | undefined {
    return this.legalMoves.find((m) => m.type.endsWith('.pass'));
  }

  protected override willUpdate(): void {
    const group = this.bidGroup;
    const lowest =
      group?.range?.min ?? (group?.moves[0] ? this.numericParam(group.moves[0]) : undefined);
    // A new auction or a new bid decision starts the field at its own minimum again (an amount
    // kept from the last auction would overbid with one tap); a refused bid keeps what was typed.
    if (this.amount === undefined || lowest !== this.lowestShown) this.amount = lowest;
    this.lowestShown = lowest;
  }

  private numericParam(move: GameMove): number | undefined {
    const entry = Object.entries(move).find(([k, v]) => k !== 'player' && typeof v === 'number');
    return entry?.[1] as number | undefined;
  }

  private bid(event: Event): void {
    event.preventDefault();
    const group = this.bidGroup;
    if (!group) return;
    const template = group.moves[0]!;
    const key =
      group.range?.key ??
      Object.keys(template).find((k) => k !== 'player' && typeof template[k] === 'number');
    if (!key) return;
    const input = this.renderRoot.querySelector('input')!;
    const amount = Number(input.value);
    this.dispatchEvent(new RyIntentEvent({ ...template, [key]: amount }));
  }

  private pass(): void {
    const move = this.passMove;
    if (move) this.dispatchEvent(new RyIntentEvent(move));
  }

  /**
   * Short (a phone, where the panel is docked under the map): the short facts two a row, so the
   * map keeps the height.
   */
  @property({ type: Boolean, reflect: true }) compact = false;

  protected override render() {
    const auction = this.auction;
    if (!auction) return nothing;
    const group = this.bidGroup;
    const pass = this.passMove;
    const showControls = this.interactive && (group || pass);
    // The bid field starts at the lowest bid the legal moves allow; the "next bid" line reads the
    // view's `minimum`, which every game defines as the lowest bid legal now.
    const lowest = group ? (group.range?.min ?? this.numericParam(group.moves[0]!)) : undefined;
    return html`<section role="group" class="base" part="base" aria-label="Auction">
      <h2>Auction: ${auction.itemLabel}</h2>
      <dl>
        <dt>Current bid</dt>
        <dd>
          ${auction.highBid === null ? 'no bid yet' : html`$${auction.highBid} by ${this.name(auction.highBidder)}`}
        </dd>
        <dt>Next bid</dt>
        <dd part="minimum">at least $${auction.minimum}</dd>
        <dt class="to-bid">To bid</dt>
        <dd class="to-bid">${this.name(auction.turn)}</dd>
        <dt>
          Still
          in${
            this.players.some((p) => typeof p.cash === 'number')
              ? html`<span class="unit-label"> (cash)</span>`
              : nothing
          }
        </dt>
        <dd>
          <ul class="bidders" part="bidders">
            ${auction.active.map(
              (seat) =>
                html`<li
                  class="${seat === auction.turn ? 'turn' : ''} ${seat === auction.highBidder ? 'high' : ''}"
                >
                  <span class="who">${this.name(seat)}</span> ${this.cash(seat)}${
                    seat === auction.highBidder
                      ? html`<span class="lead"> · high bid</span>`
                      : nothing
                  }
                </li>`,
            )}
          </ul>
        </dd>
      </dl>
      ${
        showControls
          ? html`<form
              part="controls"
              novalidate
              @submit=${this.bid}
              aria-label="Bid for ${this.name(auction.turn)}"
            >
              ${
                group
                  ? html`<label for="amount">Bid ($)</label>
                      <input
                        id="amount"
                        part="bid-input"
                        type="number"
                        inputmode="numeric"
                        step="1"
                        min=${group.range?.min ?? lowest}
                        max=${group.range?.max ?? lowest}
                        .value=${String(this.amount ?? lowest)}
                        @input=${(e: Event) => (this.amount = Number((e.target as HTMLInputElement).value))}
                      />
                      <button class="primary" part="bid-button" type="submit">Bid</button>`
                  : nothing
              }
              ${pass ? html`<button part="pass-button" type="button" @click=${this.pass}>Pass</button>` : nothing}
            </form>`
          : nothing
      }
    </section>`;
  }
}
