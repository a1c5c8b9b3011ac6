/**
 * A plain, accessible summary of any game's position from the common part of its view
 * (phase, players, companies, auction). Shown beside the board, and instead of it when no board
 * element is available for a game.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { AnyGameDefinition, CommonView } from '@railyard/rules';
import { styleProps } from '@railyard/board-components/style-props';
import { ruleLink } from './rule-link.js';

function isCommonView(value: unknown): value is CommonView {
  const v = value as Partial<CommonView> | null;
  return (
    !!v && Array.isArray(v.players) && Array.isArray(v.companies) && typeof v.phase === 'string'
  );
}

/** `readView` gives the view of the position for the viewer shown (never another seat's hand). */
export function renderPosition(
  game: AnyGameDefinition,
  readView: () => unknown,
  activeSeats: readonly number[],
): TemplateResult {
  let view: unknown;
  try {
    view = readView();
  } catch (error) {
    return html`<p class="message error">
      The position could not be shown: ${(error as Error).message}
    </p>`;
  }
  if (!isCommonView(view)) {
    return html`<pre class="json">${JSON.stringify(view, null, 2)}</pre>`;
  }
  const phaseLink = ruleLink(game, view.rule);
  const companies = view.companies;
  return html`<div class="position">
    <p class="phase">
      <strong>Phase:</strong> ${view.phase} <a href=${phaseLink.href}>(rule: ${phaseLink.title})</a>
    </p>
    ${
      view.auction
        ? html`<p class="auction-line">
            <strong>Auction:</strong> ${view.auction.itemLabel}; next bid at least
            $${view.auction.minimum};
            ${view.auction.highBid === null ? 'no bid yet' : html`high bid $${view.auction.highBid} by ${view.players[view.auction.highBidder ?? 0]?.name}`}
          </p>`
        : nothing
    }
    <div class="table-scroll">
      <table class="players-table">
        <caption>
          Players
        </caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Cash</th>
            ${companies.map((c) => html`<th scope="col"><span class="chip" ${styleProps({ '--chip': c.color })}>${c.short}</span><span class="visually-hidden"> shares</span></th>`)}
          </tr>
        </thead>
        <tbody>
          ${view.players.map(
            (p) =>
              html`<tr class=${activeSeats.includes(p.seat) ? 'active' : ''}>
                <th scope="row">
                  ${p.name}${activeSeats.includes(p.seat) ? html` <span class="turn-mark">(to act)</span>` : nothing}
                </th>
                <td>$${p.cash}</td>
                ${companies.map((c) => html`<td>${p.shares[c.id] ?? 0}</td>`)}
              </tr>`,
          )}
        </tbody>
      </table>
    </div>
    <div class="table-scroll">
      <table class="companies-table">
        <caption>
          Companies
        </caption>
        <thead>
          <tr>
            <th scope="col">Company</th>
            <th scope="col">Shares left</th>
            <th scope="col">Treasury</th>
            <th scope="col">Income</th>
            <th scope="col">Supply</th>
          </tr>
        </thead>
        <tbody>
          ${companies.map(
            (c) =>
              html`<tr class=${c.open ? '' : 'closed'}>
                <th scope="row">
                  <span class="chip" ${styleProps({ '--chip': c.color })}>${c.short}</span>
                  ${c.name}
                </th>
                <td>${c.sharesLeft} / ${c.sharesTotal}</td>
                <td>$${c.treasury}</td>
                <td>$${c.income}</td>
                <td>${c.supply}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>
    <details class="raw-view">
      <summary>Full view (JSON)</summary>
      <pre class="json">${JSON.stringify(view, null, 2)}</pre>
    </details>
  </div>`;
}
