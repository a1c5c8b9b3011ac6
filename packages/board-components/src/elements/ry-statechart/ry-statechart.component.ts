import { html, LitElement, nothing, svg, type PropertyValues, type SVGTemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { AnyStateMachine, StateValue } from 'xstate';
import type { RuleSection } from '@railyard/rules';
import { theme } from '../../shared/theme.js';
import { findGame, GAME_REGISTERED } from '../../shared/game-registry.js';
import {
  activeIds,
  chartModel,
  lastTransitions,
  type ChartModel,
  type ChartNode,
} from '../../shared/statechart-model.js';
import {
  internalLines,
  layoutChart,
  METRICS,
  type ChartLayout,
} from '../../shared/statechart-layout.js';
import { ruleTitle, ruleUrl } from '../../shared/rule-links.js';
import styles from './ry-statechart.styles.js';
import { styleProps } from '../../shared/style-props.js';

const layouts = new WeakMap<AnyStateMachine, Promise<ChartLayout>>();
const models = new WeakMap<AnyStateMachine, ChartModel>();

function modelOf(machine: AnyStateMachine): ChartModel {
  let model = models.get(machine);
  if (!model) models.set(machine, (model = chartModel(machine)));
  return model;
}

/** Parses the `value` attribute: JSON (`{"turn":"build"}`) or a plain state name. */
const stateValueConverter = {
  fromAttribute(text: string | null): StateValue | undefined {
    if (text === null || text === '') return undefined;
    try {
      return JSON.parse(text) as StateValue;
    } catch {
      return text;
    }
  },
  toAttribute(value: StateValue | undefined): string | null {
    return value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);
  },
};

/**
 * @summary Draws any XState v5 machine as a statechart — nested states, transitions labelled
 * with events and guards — highlights the active state path and the last transition, and links
 * each state to its rule section.
 *
 * @tagname ry-statechart
 *
 * @csspart frame - The scrolling box around the diagram.
 * @csspart diagram - The SVG diagram.
 * @csspart state - Every state box.
 * @csspart state-active - State boxes on the active path.
 * @csspart transition - Every transition arrow with its label.
 * @csspart transition-last - The transition taken by the last event.
 * @csspart outline - The nested list shown before the layout is ready or when it fails.
 *
 * @cssproperty --ry-statechart-active - Colour of the active state path.
 * @cssproperty --ry-statechart-last - Colour of the last transition.
 * @cssproperty --ry-statechart-state - Fill of simple states.
 * @cssproperty --ry-statechart-compound - Fill of states with children.
 * @cssproperty --ry-statechart-max-height - Maximum height before the diagram scrolls.
 *
 * Layout uses ELK (elkjs), imported on first use into a separate chunk, and is computed once per
 * machine; highlighting changes do not lay out again. Until it is ready, and if it fails, the
 * chart is shown as a nested list with the same links and highlights.
 */
export class RyStatechart extends LitElement {
  static override styles = [theme, styles];

  /** Id of a registered game whose machine and rule sections to draw (instead of setting `machine`). */
  @property({ reflect: true }) game = '';

  /** Base path prepended to rule links, e.g. `/docs` or `https://railyard.dev`. */
  @property({ attribute: 'rule-base' }) ruleBase = '';

  /** The machine to draw. Overrides `game`. */
  @property({ attribute: false }) machine: AnyStateMachine | undefined;

  /** Rule sections used to turn `meta.rule` ids into links. Defaults to the game's. */
  @property({ attribute: false }) ruleSections: readonly RuleSection[] | undefined;

  /**
   * The current state value (`snapshot.value`); as an attribute, JSON or a state name.
   * Its states are highlighted with their ancestors.
   */
  @property({ converter: stateValueConverter }) value: StateValue | undefined;

  /** The state value before the last event; with `lastEvent` it picks the transition to highlight. */
  @property({ attribute: false }) previousValue: StateValue | undefined;

  /** Type of the last event (`auction.bid`). */
  @property({ attribute: 'last-event' }) lastEvent = '';

  /** Accessible name of the diagram. */
  @property() label = 'Statechart';

  @state() private layout: ChartLayout | undefined;
  @state() private layoutFailed = '';

  private onRegistered = () => this.requestUpdate();

  override connectedCallback(): void {
    super.connectedCallback();
    globalThis.addEventListener?.(GAME_REGISTERED, this.onRegistered);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    globalThis.removeEventListener?.(GAME_REGISTERED, this.onRegistered);
  }

  private get effectiveMachine(): AnyStateMachine | undefined {
    return this.machine ?? (this.game ? findGame(this.game)?.definition.machine : undefined);
  }

  private get sections(): readonly RuleSection[] | undefined {
    return (
      this.ruleSections ?? (this.game ? findGame(this.game)?.definition.ruleSections : undefined)
    );
  }

  /** Resolves when the diagram is laid out and drawn (or the outline fallback is shown). */
  get layoutComplete(): Promise<boolean> {
    // Properties set before the element upgraded are applied in its first update: wait for it.
    return this.updateComplete.then(async () => {
      const machine = this.effectiveMachine;
      const pending = machine ? layouts.get(machine) : undefined;
      if (pending) await pending.catch(() => undefined);
      return this.updateComplete;
    });
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const machine = this.effectiveMachine;
    if (!machine) return;
    if (changed.has('machine') || changed.has('game') || !this.layout) {
      let promise = layouts.get(machine);
      if (!promise) layouts.set(machine, (promise = layoutChart(modelOf(machine))));
      promise.then(
        (layout) => {
          if (this.effectiveMachine === machine) this.layout = layout;
        },
        (error: unknown) => {
          this.layoutFailed = String((error as Error)?.message ?? error);
        },
      );
    }
  }

  protected override render() {
    const machine = this.effectiveMachine;
    if (!machine) {
      return html`<p class="status" role="status">
        ${this.game ? `No registered game "${this.game}" to draw.` : 'No machine to draw.'}
      </p>`;
    }
    const model = modelOf(machine);
    const active = new Set(activeIds(this.value));
    const path = lastTransitions(model, this.previousValue, this.lastEvent, this.value);
    const lastIds = new Set(path.map((edge) => edge.id));
    const layout = this.layout && this.layout.boxes.size > 0 ? this.layout : undefined;
    return html`
      <div class="frame" part="frame">
        ${layout ? this.renderDiagram(model, layout, active, lastIds) : this.renderOutline(model, active, lastIds)}
      </div>
    `;
  }

  private link(node: ChartNode): string | undefined {
    return ruleUrl(node.rule, this.sections, this.ruleBase);
  }

  private stateLabel(node: ChartNode, active: Set<string>): string {
    // Starts with the visible text (name, then internal transitions) so that speech input works.
    const parts = [
      [node.id === '' ? this.machineName(node) : node.key, ...internalLines(node)].join(' '),
    ];
    if (active.has(node.id)) parts.push('active');
    if (node.rule) parts.push(`rule: ${ruleTitle(node.rule, this.sections)}`);
    if (node.description) parts.push(node.description);
    return parts.join(', ');
  }

  private renderDiagram(
    model: ChartModel,
    layout: ChartLayout,
    active: Set<string>,
    lastIds: Set<string>,
  ) {
    const nodes: ChartNode[] = [];
    const walk = (n: ChartNode) => {
      if (n.id !== '') nodes.push(n);
      n.children.forEach(walk);
    };
    walk(model.root);
    const rootBox = layout.boxes.get('');
    return html`<svg
      part="diagram"
      role="group"
      aria-label=${this.label}
      viewBox="0 0 ${Math.ceil(layout.width)} ${Math.ceil(layout.height)}"
      ${styleProps({
        'min-width': `${Math.ceil(layout.width * 0.85)}px`,
        'max-width': `${Math.ceil(layout.width * 1.25)}px`,
      })}
    >
      <defs>
        <marker
          id="arrow"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z"></path>
        </marker>
        <marker
          id="arrow-last"
          class="last"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z"></path>
        </marker>
      </defs>
      ${rootBox ? this.renderState(model.root, layout, active, lastIds) : nothing}
      ${nodes.map((n) => this.renderState(n, layout, active, lastIds))}
      ${layout.initialEdges.map((e) => svg`<path class="init-edge" d=${e.path} marker-end="url(#arrow)"></path>`)}
      ${[...layout.boxes]
        .filter(([id]) => id.startsWith('init:'))
        .map(
          ([, b]) =>
            svg`<circle class="init" cx=${b.x + b.width / 2} cy=${b.y + b.height / 2} r=${b.width / 2}></circle>`,
        )}
      ${layout.edges.map(({ edge, path, label }) => {
        const isLast = lastIds.has(edge.id);
        return svg`<g class="edge ${isLast ? 'last' : ''}" part="transition${isLast ? ' transition-last' : ''}" data-edge=${edge.id}
            data-source=${edge.source} data-target=${edge.target} data-event=${edge.event}>
          <path d=${path} marker-end=${isLast ? 'url(#arrow-last)' : 'url(#arrow)'}></path>
          ${
            label
              ? svg`<rect class="label-bg" x=${label.x} y=${label.y} width=${label.width} height=${label.height} rx="3"></rect>
                <text x=${label.x + 4} y=${label.y + label.height - 4}>${label.text}</text>`
              : nothing
          }
        </g>`;
      })}
    </svg>`;
  }

  private renderState(
    node: ChartNode,
    layout: ChartLayout,
    active: Set<string>,
    lastIds: Set<string>,
  ): SVGTemplateResult | typeof nothing {
    const box = layout.boxes.get(node.id);
    if (!box) return nothing;
    const isActive = active.has(node.id);
    const isRoot = node.id === '';
    const classes = [
      'state',
      node.children.length ? 'compound' : 'leaf',
      node.type === 'final' ? 'final' : '',
      isActive ? 'active' : '',
    ]
      .filter(Boolean)
      .join(' ');
    const lines = internalLines(node);
    const body = svg`
      <rect x=${box.x} y=${box.y} width=${box.width} height=${box.height} rx="8"></rect>
      ${
        node.type === 'final'
          ? svg`<rect class="inner" x=${box.x + 3} y=${box.y + 3} width=${box.width - 6} height=${box.height - 6} rx="6"></rect>`
          : nothing
      }
      <text class="title" x=${box.x + 8} y=${box.y + 18}>${isRoot ? this.machineName(node) : node.key}<tspan aria-hidden="true"
          >${node.rule ? ' §' : ''}</tspan></text>
      ${lines.map(
        (
          line,
          i,
        ) => svg`<text class="internal ${lastIds.has(node.internal[i]!.id) ? 'last' : ''}" data-edge=${node.internal[i]!.id}
            x=${box.x + 8} y=${box.y + METRICS.titleHeight + 10 + i * METRICS.lineHeight}>${line}</text>`,
      )}
      <title>${node.description ?? node.key}</title>
    `;
    const href = this.link(node);
    const part = `state${isActive ? ' state-active' : ''}`;
    if (href) {
      return svg`<a class=${classes} part=${part} href=${href} data-state=${node.id} aria-label=${this.stateLabel(node, active)}
          aria-current=${isActive ? 'step' : 'false'}>${body}</a>`;
    }
    return svg`<g class=${classes} part=${part} data-state=${node.id} role="img" aria-label=${this.stateLabel(node, active)}>${body}</g>`;
  }

  private machineName(node: ChartNode): string {
    const machine = this.effectiveMachine;
    return machine?.id ?? node.key;
  }

  private renderOutline(model: ChartModel, active: Set<string>, lastIds: Set<string>) {
    const item = (node: ChartNode): unknown => {
      const href = this.link(node);
      const name = href ? html`<a href=${href}>${node.key}</a>` : node.key;
      const out = [...node.internal, ...model.edges.filter((e) => e.source === node.id)];
      return html`<li
        class=${active.has(node.id) ? 'active' : ''}
        data-state=${node.id}
        aria-current=${active.has(node.id) ? 'step' : 'false'}
      >
        <span class="name">${name}</span>
        ${
          out.length
            ? html`<span class="events">
                —
                ${out.map(
                  (e, i) =>
                    html`${i ? ', ' : ''}<span class=${lastIds.has(e.id) ? 'last' : ''}
                        >${e.label}${e.target !== e.source ? ` → ${e.target.split('.').pop()}` : ''}</span
                      >`,
                )}
              </span>`
            : nothing
        }
        ${
          node.children.length
            ? html`<ul>
                ${node.children.map(item)}
              </ul>`
            : nothing
        }
      </li>`;
    };
    return html`<ul class="outline" part="outline" aria-label=${this.label}>
        ${model.root.children.length ? model.root.children.map(item) : item(model.root)}
      </ul>
      <p class="status" role="status">
        ${this.layoutFailed ? `Diagram unavailable (${this.layoutFailed}); showing the outline.` : 'Laying out the diagram…'}
      </p>`;
  }
}
