/**
 * The templates of `<ry-statechart>`'s breadcrumb (the active state with the compound states
 * above it, always shown above the diagram) and state panel (a state's description, the rule it
 * cites and its events with their guards in words). The data comes from state-panel.ts.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Refusal } from '@railyard/rules';
import type { BlockedWhy, EventRow } from './state-panel.js';

export interface BreadcrumbInput {
  /** The active path, outermost first (or the path the machine starts on). */
  readonly ids: readonly string[];
  /** Whether a state value is shown (else the path is where the machine starts). */
  readonly started: boolean;
  readonly name: (id: string) => string;
  /** Whether a state is hidden inside a collapsed one (its crumb says so). */
  readonly hidden: (id: string) => boolean;
  /** Opens the state's panel and shows it in the diagram. */
  readonly pick: (id: string) => void;
}

export function renderBreadcrumb(input: BreadcrumbInput): TemplateResult | typeof nothing {
  if (input.ids.length === 0) return nothing;
  const label = input.started ? 'Active state' : 'Start state';
  return html`<nav class="breadcrumb" part="breadcrumb" aria-label=${label}>
    <span class="crumb-label">${label}:</span>
    <ol>
      ${input.ids.map(
        (id, i) =>
          html`<li>
            <button
              type="button"
              class="crumb"
              data-crumb=${id}
              aria-current=${i === input.ids.length - 1 ? 'location' : 'false'}
              title=${input.hidden(id) ? 'Expand the chart to this state' : 'Show this state'}
              @click=${() => input.pick(id)}
            >
              ${input.name(id)}
            </button>
          </li>`,
      )}
    </ol>
  </nav>`;
}

export interface StatePanelInput {
  /** The state's path, `turn › moving › pieces`. */
  readonly name: string;
  readonly isActive: boolean;
  /** Whether the rows carry verdicts (a position is shown and the state is active in it). */
  readonly judged: boolean;
  readonly description: string | undefined;
  /** The link (or title) of the rule the state cites, or 'none'. */
  readonly rule: unknown;
  readonly rows: readonly EventRow[];
  readonly target: (id: string) => string;
  /** A rule id as a link to its text (or its title). */
  readonly ruleLink: (rule: string | undefined) => unknown;
}

type RuleLink = StatePanelInput['ruleLink'];

const VERDICTS = {
  allowed: 'Allowed now',
  blocked: 'Blocked now',
  'automatic-not-yet': 'Not yet',
  hidden: 'Depends on a hand you cannot see',
} as const;

/** One refusal of the checker: its reason, the rule it cites and, of many, how many it refused. */
function renderRefusal(refusal: Refusal, of: number, link: RuleLink): TemplateResult {
  const count = of > 1 ? html`, ${refusal.count} of ${of}` : nothing;
  return html`<li class="refusal">
    ${refusal.reason.replace(/\.$/, '')} (${link(refusal.rule)}${count})
  </li>`;
}

/** Why a blocked row is blocked, in the checker's words. */
function renderBlocked(row: EventRow, why: BlockedWhy | undefined, link: RuleLink) {
  if (!why) return html`: ${row.words ? 'its guard does not hold' : 'no such move is legal'}.`;
  const { tried, refusals } = why;
  const lead =
    why.kind === 'elsewhere'
      ? `: ${why.legal === 1 ? 'the one legal move' : `each of the ${why.legal} legal moves`} of this event takes another transition${refusals.length ? '; the others are refused' : '.'}`
      : tried === 0
        ? ': the player has nothing to make this move with.'
        : tried === 1
          ? ''
          : `: all ${tried} moves of this kind are refused`;
  if (refusals.length === 0) return html`${lead}`;
  if (tried === 1 && why.kind === 'refused')
    return html`: ${refusals[0]!.reason.replace(/\.$/, '')} (${link(refusals[0]!.rule)}).`;
  return html`${lead}:
    <ul class="refusals">
      ${refusals.map((r) => renderRefusal(r, tried, link))}
    </ul>`;
}

function renderRow(row: EventRow, input: StatePanelInput, first: boolean): TemplateResult {
  const { edge, verdict } = row;
  // An event's condition is said once, on its first row (its other rows are its other targets).
  const condition = first ? row.condition : undefined;
  const to = edge.target === edge.source ? '(stays)' : `→ ${input.target(edge.target)}`;
  const ways = verdict === 'allowed' && row.ways > 1 ? ` (${row.ways} moves)` : '';
  const guard = row.words
    ? html`<span class="guard"
        >${row.automatic ? 'Taken by itself once' : 'Guard:'} ${row.words}.</span
      >`
    : row.automatic
      ? html`<span class="guard">Taken by itself.</span>`
      : nothing;
  const rules = condition
    ? html`<span class="condition"
        >Allowed when
        ${condition.text}${
          condition.rule ? html` (${input.ruleLink(condition.rule)})` : nothing
        }.</span
      >`
    : nothing;
  return html`<li class="event ${verdict ?? ''}" data-edge=${edge.id} data-event=${edge.event}>
    <code>${edge.event}</code> ${to}${
      verdict
        ? html` <strong class="verdict">${VERDICTS[verdict]}${ways}</strong>${
              verdict === 'blocked' ? renderBlocked(row, row.blocked, input.ruleLink) : '.'
            }`
        : nothing
    }
    ${rules} ${guard}
  </li>`;
}

export function renderStatePanel(input: StatePanelInput): TemplateResult {
  const heading = input.judged
    ? 'Events from this position'
    : input.isActive
      ? 'Events of this state'
      : 'Events of this state (not the current state)';
  return html`<section class="state-panel" part="state-panel" aria-label="State ${input.name}">
    <p class="panel-name">
      <strong>${input.name}</strong
      >${input.isActive ? html` <span class="badge">(active)</span>` : nothing}
    </p>
    ${input.description ? html`<p class="description">${input.description}</p>` : nothing}
    <p class="panel-rule">Rule: ${input.rule}</p>
    ${
      input.rows.length
        ? html`<p class="panel-events">${heading}:</p>
            <ul class="events">
              ${input.rows.map((row, i) =>
                renderRow(row, input, input.rows[i - 1]?.edge.event !== row.edge.event),
              )}
            </ul>`
        : html`<p class="panel-events">No events leave this state.</p>`
    }
  </section>`;
}
