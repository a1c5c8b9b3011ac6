/**
 * A plain, accessible summary of any game's position from the common part of its view
 * (phase, players) and, in a stock game, its stock facet (companies, shares, auction). Shown beside the board, and instead of it when no board
 * element is available for a game.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { hasStock, type AnyGameDefinition, type CommonView } from '@railyard/rules';
import { styleProps } from '@railyard/board-components/style-props';
import { playersTable } from '@railyard/board-components/players-table';
import { ruleLink } from './rule-link.js';
import { tableHead } from './table-head.js';

function isCommonView(value: unknown): value is CommonView {
  const v = value as Partial<CommonView> | null;
  return !!v && Array.isArray(v.players) && typeof v.phase === 'string';
}

/** `readView` gives the view of the position for the viewer shown (never another seat's hand). */
export function renderPosition(
  game: AnyGameDefinition,
  readView: () => unknown,
  activeSeats: readonly number[],
  /** The learner's view: no raw JSON of the view (developer text). */
  learner = false,
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
  const stock = hasStock(view) ? view : null;
  const companies = stock?.companies ?? [];
  const auction = stock?.auction;
  return html`<div class="position">
    <p class="phase">
      <strong>Phase:</strong> ${view.phase} <a href=${phaseLink.href}>(rule: ${phaseLink.title})</a>
    </p>
    ${
      auction
        ? html`<p class="auction-line">
            <strong>Auction:</strong> ${auction.itemLabel}; next bid at least $${auction.minimum};
            ${auction.highBid === null ? 'no bid yet' : html`high bid $${auction.highBid} by ${view.players[auction.highBidder ?? 0]?.name}`}
          </p>`
        : nothing
    }
    <div class="table-scroll">
      ${playersTable(view.players, {
        className: 'players-table',
        activeSeats,
        columns: companies.map((c) => ({
          heading: html`<span class="chip" ${styleProps({ '--chip': c.color })}>${c.short}</span
            ><span class="visually-hidden"> shares</span>`,
          cell: (p) => stock?.players[p.seat]?.shares[c.id] ?? 0,
        })),
      })}
    </div>
    ${
      companies.length
        ? html`<div class="table-scroll">
            <table class="companies-table">
              <caption>
                Companies
              </caption>
              ${tableHead('Company', 'Shares left', 'Treasury', 'Income', 'Supply')}
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
          </div>`
        : nothing
    }
    ${
      learner
        ? nothing
        : html`<details class="raw-view">
            <summary>Full view (JSON)</summary>
            <pre class="json">${JSON.stringify(view, null, 2)}</pre>
          </details>`
    }
  </div>`;
}
