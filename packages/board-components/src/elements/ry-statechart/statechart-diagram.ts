/**
 * The SVG diagram of `<ry-statechart>` and its toolbar: state boxes (collapsed ones with their summary line),
 * transition arrows with their labels, initial markers and the collapse toggles, from a layout.
 * The element gives what is active, picked and selected, and what a click or Enter does.
 */
import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { ChartEdge, ChartModel, ChartNode } from '../../shared/statechart-model.js';
import {
  collapsedLine,
  internalLines,
  METRICS,
  visibleState,
  type BoxLayout,
  type ChartLayout,
} from '../../shared/statechart-layout.js';
import { styleProps } from '../../shared/style-props.js';

export interface DiagramContext {
  readonly model: ChartModel;
  readonly layout: ChartLayout;
  /** Ids of the states on the active path. */
  readonly active: ReadonlySet<string>;
  /** Ids of the transitions the last event took (and the arrows standing for them). */
  readonly lastIds: ReadonlySet<string>;
  /** The compound states drawn collapsed. */
  readonly collapsed: ReadonlySet<string>;
  /** The diagram's accessible name. */
  readonly label: string;
  /** The machine's id, the root box's title. */
  readonly machineName: string;
  /** The transition whose details are shown ('' for none). */
  readonly selected: string;
  /** The state whose panel is open. */
  readonly picked: string;
  description(node: ChartNode): string | undefined;
  ruleTitle(rule: string): string | undefined;
  selectTransition(id: string): void;
  toggleState(id: string): void;
  /** A click or Enter on a state box. */
  pickState(node: ChartNode, folded: boolean): void;
}

/**
 * The ids of the last transitions, with the arrow drawn for each: an arrow re-attached to a
 * collapsed state stands for every transition with the same ends and event.
 */
/** An arrowhead for the edges (the last transition's has its own colour, class `last`). */
const arrowMarker = (id: string, cls?: string) =>
  svg`<marker id=${id} class=${cls ?? nothing} viewBox="0 0 10 10" refX="9" refY="5"
    markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z"></path></marker>`;

export function lastArrows(
  model: ChartModel,
  path: readonly ChartEdge[],
  collapsed: ReadonlySet<string>,
  layout?: ChartLayout,
): Set<string> {
  const ids = new Set(path.map((edge) => edge.id));
  if (!layout || path.length === 0) return ids;
  const visible = visibleState(model, collapsed);
  const key = (e: ChartEdge) => `${visible(e.source)} ${visible(e.target)} ${e.event}`;
  const last = new Set(path.map(key));
  for (const { edge } of layout.edges) if (last.has(key(edge))) ids.add(edge.id);
  return ids;
}

/** A keydown handler doing `action` on Enter or Space, as a click does. */
export const onEnter = (action: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  action();
};

function stateLabel(c: DiagramContext, node: ChartNode, folded: boolean): string {
  // The drawn text first, in drawing order (name, internal transitions, the description of the
  // box's <title> tooltip), so that the name contains the visible text and speech input works.
  const lines = [...internalLines(node), ...(folded ? [collapsedLine(node)] : [])];
  const name = node.id === '' ? c.machineName : node.key;
  const description = c.description(node);
  const parts = [[name, ...lines, ...(description ? [description] : [])].join(' ')];
  if (c.active.has(node.id)) parts.push('active');
  if (node.rule) parts.push(`rule: ${c.ruleTitle(node.rule)}`);
  return parts.join(', ');
}

export function renderDiagram(c: DiagramContext): TemplateResult {
  const { model, layout, collapsed } = c;
  const nodes: ChartNode[] = [];
  const walk = (n: ChartNode) => {
    if (n.id !== '' && layout.boxes.has(n.id)) nodes.push(n);
    if (n.id === '' || !collapsed.has(n.id)) n.children.forEach(walk);
  };
  walk(model.root);
  const width = Math.ceil(layout.width);
  const height = Math.ceil(layout.height);
  return html`<svg
    part="diagram"
    role="group"
    aria-label=${c.label}
    viewBox="0 0 ${width} ${height}"
    width=${width}
    height=${height}
    ${styleProps({ width: `${width}px`, height: `${height}px` })}
  >
    <defs>${arrowMarker('arrow')}${arrowMarker('arrow-last', 'last')}</defs>
    ${layout.boxes.has('') ? renderState(c, model.root, false) : nothing}
    ${nodes.map((n) => renderState(c, n, collapsed.has(n.id) && n.children.length > 0))}
    ${layout.initialEdges.map((e) => svg`<path class="init-edge" d=${e.path} marker-end="url(#arrow)"></path>`)}
    ${[...layout.boxes]
      .filter(([id]) => id.startsWith('init:'))
      .map(
        ([, b]) =>
          svg`<circle class="init" cx=${b.x + b.width / 2} cy=${b.y + b.height / 2} r=${b.width / 2}></circle>`,
      )}
    ${layout.edges.map(({ edge, path, label }) => {
      const isLast = c.lastIds.has(edge.id);
      const isSelected = c.selected === edge.id;
      return svg`<g class="edge ${isLast ? 'last' : ''} ${isSelected ? 'selected' : ''}"
          part="transition${isLast ? ' transition-last' : ''}" data-edge=${edge.id}
          data-source=${edge.source} data-target=${edge.target} data-event=${edge.event}
          role="button" tabindex="0" aria-pressed=${isSelected ? 'true' : 'false'}
          aria-label=${`${edge.label} → ${edge.target.split('.').pop()}`}
          @click=${() => c.selectTransition(edge.id)} @keydown=${onEnter(() => c.selectTransition(edge.id))}>
        <path class="hit" d=${path}></path>
        <path class="line" d=${path} marker-end=${isLast ? 'url(#arrow-last)' : 'url(#arrow)'}></path>
        ${
          label
            ? svg`<rect class="label-bg" x=${label.x} y=${label.y} width=${label.width} height=${label.height} rx="3"></rect>
              <text x=${label.x + 4} y=${label.y + label.height - 4}>${label.text}</text>`
            : nothing
        }
      </g>`;
    })}
    ${nodes
      .filter((n) => n.children.length > 0)
      .map((n) => renderToggle(c, n, layout.boxes.get(n.id)!, collapsed.has(n.id)))}
  </svg>`;
}

function renderToggle(c: DiagramContext, node: ChartNode, box: BoxLayout, folded: boolean) {
  const size = 16;
  const x = box.x + box.width - size - 5;
  const y = box.y + 5;
  return svg`<g class="toggle" role="button" tabindex="0" data-toggle=${node.id}
      aria-expanded=${folded ? 'false' : 'true'} aria-label=${`${folded ? 'Expand' : 'Collapse'} ${node.key}`}
      @click=${() => c.toggleState(node.id)} @keydown=${onEnter(() => c.toggleState(node.id))}>
    <rect x=${x} y=${y} width=${size} height=${size} rx="3"></rect>
    <path d=${folded ? `M${x + 4},${y + 8} h8 M${x + 8},${y + 4} v8` : `M${x + 4},${y + 8} h8`}></path>
  </g>`;
}

function renderState(
  c: DiagramContext,
  node: ChartNode,
  folded: boolean,
): SVGTemplateResult | typeof nothing {
  const box = c.layout.boxes.get(node.id);
  if (!box) return nothing;
  const isActive = c.active.has(node.id);
  const isRoot = node.id === '';
  const classes = [
    'state',
    node.children.length && !folded ? 'compound' : 'leaf',
    folded ? 'folded' : '',
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
    <text class="title" x=${box.x + 8} y=${box.y + 18}>${isRoot ? c.machineName : node.key}<tspan aria-hidden="true"
        >${node.rule ? ' §' : ''}</tspan></text>
    ${lines.map(
      (
        line,
        i,
      ) => svg`<text class="internal ${c.lastIds.has(node.internal[i]!.id) ? 'last' : ''}" data-edge=${node.internal[i]!.id}
          x=${box.x + 8} y=${box.y + METRICS.titleHeight + 10 + i * METRICS.lineHeight}>${line}</text>`,
    )}
    ${
      folded
        ? svg`<text class="internal folded-line" x=${box.x + 8}
            y=${box.y + METRICS.titleHeight + 10 + lines.length * METRICS.lineHeight}>${collapsedLine(node)}</text>`
        : nothing
    }
    ${c.description(node) ? svg`<title>${c.description(node)}</title>` : nothing}
  `;
  const part = `state${isActive ? ' state-active' : ''}`;
  const label = stateLabel(c, node, folded);
  if (isRoot)
    return svg`<g class=${classes} part=${part} data-state=${node.id} role="img" aria-label=${label}>${body}</g>`;
  return svg`<g class="${classes} ${c.picked === node.id ? 'picked' : ''}" part=${part} data-state=${node.id}
      role="button" tabindex="0" aria-label=${label} aria-pressed=${c.picked === node.id ? 'true' : 'false'}
      aria-current=${isActive ? 'step' : 'false'} @click=${() => c.pickState(node, folded)}
      @keydown=${onEnter(() => c.pickState(node, folded))}>${body}</g>`;
}

/** What the toolbar over the diagram shows and does. */
export interface ToolbarInput {
  readonly label: string;
  /** Whether the chart has compound states (else no collapse button). */
  readonly collapsible: boolean;
  readonly allCollapsed: boolean;
  zoomIn(): void;
  zoomOut(): void;
  showActive(): void;
  fitAll(): void;
  collapseAll(collapse: boolean): void;
}

/** Zoom out and in with the zoom level between, the two views, and collapse or expand all. */
export function renderToolbar(t: ToolbarInput): TemplateResult {
  const allCollapsed = t.allCollapsed;
  return html`<div class="toolbar" part="toolbar" role="toolbar" aria-label="${t.label}: view">
    <button type="button" aria-label="Zoom out" title="Zoom out (−)" @click=${() => t.zoomOut()}>
      −
    </button>
    <span class="zoom-level" aria-hidden="true"></span>
    <button type="button" aria-label="Zoom in" title="Zoom in (+)" @click=${() => t.zoomIn()}>
      +
    </button>
    <button
      type="button"
      title="Readable size, on the active state (0)"
      @click=${() => t.showActive()}
    >
      Active state
    </button>
    <button type="button" title="The whole chart, however small" @click=${() => t.fitAll()}>
      Whole chart
    </button>
    ${
      t.collapsible
        ? html`<button type="button" @click=${() => t.collapseAll(!allCollapsed)}>
            ${allCollapsed ? 'Expand all' : 'Collapse all'}
          </button>`
        : nothing
    }
  </div>`;
}
