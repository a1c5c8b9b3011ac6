/**
 * The text views of `<ry-statechart>`: the outline (nested states with their descriptions, transitions with
 * event, target, guard and rule: the chart for readers who do not use the diagram), a picked
 * transition's details, and the names and rules of states that the outline, the details and the panel share.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { ChartEdge, ChartModel, ChartNode } from '../../shared/statechart-model.js';

/** What `ry-transition-select` carries: a transition of the chart and the rule it cites. */
export interface TransitionDetails {
  readonly id: string;
  readonly event: string;
  readonly source: string;
  readonly target: string;
  readonly guard: string | undefined;
  /** `meta.rule` of the source state (or its nearest ancestor with one): the rule the move obeys. */
  readonly rule: string | undefined;
}

export interface OutlineContext {
  readonly model: ChartModel;
  /** Ids of the states on the active path. */
  readonly active: ReadonlySet<string>;
  /** Ids of the transitions the last event took. */
  readonly lastIds: ReadonlySet<string>;
  /** The chart's accessible name. */
  readonly label: string;
  /** The transition whose details are shown ('' for none). */
  readonly selected: string;
  description(node: ChartNode): string | undefined;
  /** The URL of a state's rule, if it cites one. */
  link(node: ChartNode): string | undefined;
  ruleLink(rule: string): unknown;
  selectTransition(id: string): void;
}

export function renderOutline(c: OutlineContext): TemplateResult {
  const { model, active } = c;
  const item = (node: ChartNode): unknown => {
    const href = c.link(node);
    const isActive = active.has(node.id);
    const out = node.transitions;
    return html`<li
      class=${isActive ? 'active' : ''}
      data-state=${node.id}
      aria-current=${isActive ? 'step' : 'false'}
    >
      <span class="name">${href ? html`<a href=${href}>${node.key}</a>` : node.key}</span
      >${isActive ? html` <span class="badge">(active)</span>` : nothing}
      ${c.description(node) ? html`<p class="description">${c.description(node)}</p>` : nothing}
      ${
        out.length
          ? html`<ul class="transitions" aria-label="Transitions from ${node.key}">
              ${out.map((e) => renderTransition(c, e))}
            </ul>`
          : nothing
      }
      ${
        node.children.length
          ? html`<ul class="states" aria-label="States inside ${node.key}">
              ${node.children.map(item)}
            </ul>`
          : nothing
      }
    </li>`;
  };
  return html`<ul class="outline" part="outline" aria-label="${c.label}: outline">
    ${model.root.children.length ? model.root.children.map(item) : item(model.root)}
  </ul>`;
}

function renderTransition(c: OutlineContext, edge: ChartEdge): TemplateResult {
  const { model, lastIds } = c;
  const stays = edge.target === edge.source;
  const to = stays ? '(stays)' : `→ ${nameOf(model, edge.target)}`;
  const rule = ruleOf(model, edge.source);
  return html`<li class=${lastIds.has(edge.id) ? 'last' : ''} data-edge=${edge.id}>
    <button
      type="button"
      class="transition"
      aria-pressed=${c.selected === edge.id ? 'true' : 'false'}
      @click=${() => c.selectTransition(edge.id)}
    >
      <code>${edge.event}</code> ${to}</button
    >${edge.guard ? html` <span class="guard">if <code>${edge.guard}</code></span>` : nothing}${
      rule ? html` <span class="rule">· ${c.ruleLink(rule)}</span>` : nothing
    }
  </li>`;
}

/** The event, ends, guard and rule of the picked transition (an empty live region when none). */
export function renderDetails(
  model: ChartModel,
  details: TransitionDetails | undefined,
  ruleLink: (rule: string | undefined) => unknown,
  close: () => void,
): TemplateResult {
  return html`<div
    class="details ${details ? 'shown' : ''}"
    part="transition-details"
    role="status"
    aria-live="polite"
  >
    ${
      details
        ? html`<dl>
              <dt>Event</dt>
              <dd><code>${details.event}</code></dd>
              <dt>From</dt>
              <dd>${nameOf(model, details.source)}</dd>
              <dt>To</dt>
              <dd>
                ${details.target === details.source ? `${nameOf(model, details.target)} (stays)` : nameOf(model, details.target)}
              </dd>
              <dt>Guard</dt>
              <dd>${details.guard ? html`<code>${details.guard}</code>` : 'none'}</dd>
              <dt>Rule</dt>
              <dd>${ruleLink(details.rule)}</dd>
            </dl>
            <button type="button" class="close" @click=${close}>Close</button>`
        : nothing
    }
  </div>`;
}

/** Every compound state of a model (the ones that can be collapsed). */
export function compoundIds(model: ChartModel): string[] {
  return [...model.nodes.values()].filter((n) => n.id !== '' && n.children.length).map((n) => n.id);
}

export function findEdge(model: ChartModel, id: string): ChartEdge | undefined {
  for (const node of model.nodes.values()) {
    const edge = node.transitions.find((e) => e.id === id);
    if (edge) return edge;
  }
  return undefined;
}

/** The rule a state's transitions obey: its own `meta.rule`, else its nearest ancestor's. */
export function ruleOf(model: ChartModel, id: string): string | undefined {
  const parts = id === '' ? [] : id.split('.');
  for (let n = parts.length; n >= 0; n--) {
    const rule = model.nodes.get(parts.slice(0, n).join('.'))?.rule;
    if (rule) return rule;
  }
  return undefined;
}

/** A state's name as the outline and details print it: its path below the root, `a › b`. */
export function nameOf(model: ChartModel, id: string): string {
  return id === '' ? (model.root.key ?? 'machine') : id.split('.').join(' › ');
}
