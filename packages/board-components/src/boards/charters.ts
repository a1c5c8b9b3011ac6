import { css, html, nothing, type TemplateResult } from 'lit';
import type { CompanyView, GameMove, StockPlayerView } from '@railyard/rules';
import { companyChip } from '../shared/company.js';
import { playersTable } from '../shared/players-table.js';
import { styleProps } from '../shared/style-props.js';

/**
 * Company charters shared by the boards: name and colour (with its short label), shares left,
 * pieces left, treasury and income, plus game-specific lines. A charter whose company is named
 * by a legal move (offer a share, fund it…) becomes a button.
 */
export interface CharterOptions<C extends CompanyView> {
  /** Word for the pieces: "locomotives", "cubes". */
  readonly pieces: string;
  /** Extra rows per company (label, value). */
  readonly extra?: (company: C) => readonly (readonly [string, unknown])[];
  /** Legal moves naming the company that the charter offers. */
  readonly movesFor: (company: C) => readonly GameMove[];
  readonly onPick: (company: C, moves: readonly GameMove[], source: HTMLElement) => void;
  readonly interactive: boolean;
  /** Index of the highlighted company, or -1. */
  readonly highlighted: number;
  readonly describe: (move: GameMove) => string;
}

export function renderCharters<C extends CompanyView>(
  companies: readonly C[],
  options: CharterOptions<C>,
): TemplateResult {
  return html`<ul class="charters" part="charters" aria-label="Companies">
    ${companies.map((company, index) => {
      const moves = options.interactive ? options.movesFor(company) : [];
      const rows: (readonly [string, unknown])[] = [
        ['Shares left', `${company.sharesLeft} of ${company.sharesTotal}`],
        [`${options.pieces[0]!.toUpperCase()}${options.pieces.slice(1)} left`, company.supply],
        ['Treasury', `$${company.treasury}`],
        ['Income', `$${company.income}`],
        ...(options.extra?.(company) ?? []),
      ];
      const classes = `charter ${company.open ? '' : 'closed'} ${moves.length ? 'legal' : ''} ${options.highlighted === index ? 'highlight' : ''}`;
      return html`<li
        class=${classes}
        part="charter"
        data-company=${company.id}
        ${styleProps({ '--company': company.color })}
      >
        <div class="charter-head">
          ${companyChip(company)} <span class="charter-name">${company.name}</span>
        </div>
        ${company.open ? nothing : html`<div class="charter-note">not open yet</div>`}
        <dl>
          ${rows.map(
            ([label, value]) =>
              html`<dt>${label}</dt>
                <dd>${value}</dd>`,
          )}
        </dl>
        ${
          moves.length
            ? html`<button
                class="charter-action"
                part="charter-action"
                @click=${(e: Event) => options.onPick(company, moves, e.currentTarget as HTMLElement)}
              >
                ${moves.length === 1 ? options.describe(moves[0]!) : `${company.short}: ${moves.length} moves…`}
              </button>`
            : nothing
        }
      </li>`;
    })}
  </ul>`;
}

/**
 * The players table of the stock boards: the shared table with a Shares column (company chips).
 * In `<ry-game>` the board hides it (`hide-players`) because `<ry-player-panel>` shows more.
 */
export function renderPlayers(
  players: readonly StockPlayerView[],
  companies: readonly CompanyView[],
  activeSeats: readonly number[],
  highlighted: number,
): TemplateResult {
  return playersTable(players, {
    activeSeats,
    highlighted,
    columns: [
      {
        heading: 'Shares',
        cell: (p) =>
          companies
            .filter((c) => (p.shares[c.id] ?? 0) > 0)
            .map((c) => html`${companyChip(c, `×${p.shares[c.id]}`)} `),
      },
    ],
  });
}

export const charterStyles = css`
  .players {
    border-collapse: collapse;
    width: 100%;
  }
  .players caption {
    text-align: start;
    font-weight: 700;
    padding-bottom: 0.2rem;
  }
  .players th,
  .players td {
    padding: 0.2rem 0.4rem;
    border-bottom: 1px solid var(--_border);
    text-align: start;
  }
  .players tr.active th {
    color: var(--_accent);
  }
  .players tr.highlight {
    outline: 3px solid var(--_highlight);
  }
  .charters {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.4rem;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 10.5rem), 1fr));
  }
  .charter {
    border: 1px solid var(--_border);
    border-top: 5px solid var(--company);
    border-radius: var(--_radius);
    padding: 0.35rem 0.5rem;
    background: var(--_surface);
    font-size: 0.9em;
  }
  .charter.closed {
    border-style: dashed;
    background: var(--_raised);
  }
  .charter.legal {
    box-shadow: 0 0 0 2px var(--_legal);
  }
  .charter.highlight {
    outline: 3px solid var(--_highlight);
    outline-offset: 1px;
  }
  .charter-head {
    display: flex;
    gap: 0.35rem;
    align-items: center;
    font-weight: 700;
  }
  /* A learner needs the whole name ("Pennsylvania Railroad"): it wraps instead of being cut. */
  .charter-name {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .charter dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 0 0.5rem;
    margin: 0.25rem 0 0;
  }
  .charter dt {
    color: var(--_muted);
  }
  .charter dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .charter-note {
    font-size: 0.85em;
    font-style: italic;
  }
  .charter-action {
    margin-top: 0.3rem;
    width: 100%;
  }
`;
