import { html, LitElement, nothing, svg, type PropertyValues, type SVGTemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import type { AnyStateMachine, StateValue } from 'xstate';
import type { RuleSection } from '@railyard/rules';
import { theme } from '../../shared/theme.js';
import {
  findGame,
  GAME_REGISTERED,
  registeredGameIds,
  type GameTexts,
  type RegisteredGame,
} from '../../shared/game-registry.js';
import {
  activeIds,
  chartModel,
  lastTransitions,
  type ChartEdge,
  type ChartModel,
  type ChartNode,
} from '../../shared/statechart-model.js';
import {
  collapsedLine,
  internalLines,
  layoutChart,
  METRICS,
  visibleState,
  type BoxLayout,
  type ChartLayout,
} from '../../shared/statechart-layout.js';
import { findStoredLayout } from '../../shared/statechart-layouts/index.js';
import { KEY_ZOOM, PanZoomController } from '../../shared/pan-zoom-controller.js';
import { ruleTitle, ruleUrl } from '../../shared/rule-links.js';
import { geometry, neededHeight, openingView, wholeChart } from './statechart-view.js';
import styles from './ry-statechart.styles.js';
import { activePath, ancestry, eventRows, type ChartPosition } from './state-panel.js';
import { renderBreadcrumb, renderStatePanel } from './state-panel-view.js';
import { styleProps } from '../../shared/style-props.js';

const models = new WeakMap<AnyStateMachine, ChartModel>();
const texts = new WeakMap<() => Promise<GameTexts>, Promise<GameTexts>>();

/** A game's texts, loaded once per page (a failed load is tried again later). */
function loadTexts(load: () => Promise<GameTexts>): Promise<GameTexts> {
  let promise = texts.get(load);
  if (!promise) {
    texts.set(load, (promise = load()));
    promise.catch(() => texts.delete(load));
  }
  return promise;
}
const layouts = new WeakMap<ChartModel, Map<string, Promise<ChartLayout>>>();

function modelOf(machine: AnyStateMachine): ChartModel {
  let model = models.get(machine);
  if (!model) models.set(machine, (model = chartModel(machine)));
  return model;
}

/** The layout of a model with some states collapsed, computed (or loaded) once per page. */
function layoutOf(model: ChartModel, collapsed: ReadonlySet<string>): Promise<ChartLayout> {
  let byView = layouts.get(model);
  if (!byView) layouts.set(model, (byView = new Map()));
  const key = [...collapsed].sort().join(' ');
  let promise = byView.get(key);
  if (!promise) byView.set(key, (promise = layoutChart(model, collapsed, findStoredLayout)));
  return promise;
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

/** How far an arrow key pans the chart, in CSS pixels (four times as far with Shift). */
const PAN_STEP = 48;

/**
 * @summary Draws any XState v5 machine as a statechart — nested states, transitions labelled
 * with their events — with compound states collapsed to their names until the reader expands
 * them (click or Enter), highlights the active state path and the last transition, and shows the
 * active state with its parents in a breadcrumb. A state's panel (click or Enter on a state)
 * links the rule it cites and lists its events with their guards in words; given a `position`,
 * each is told allowed or blocked there. Opens readable on the active part, zooms and pans (wheel
 * with Ctrl, pinch, drag, keys + − 0 and arrows), shows a transition's event, guard and rule on
 * click or Enter, and carries a text outline of the whole chart.
 *
 * @tagname ry-statechart
 *
 * @event ry-transition-select - The reader picked a transition (`detail: TransitionDetails`) or closed it (`detail: null`).
 * @event ry-state-toggle - The reader collapsed or expanded a compound state (`detail: { state, collapsed }`).
 *
 * @csspart toolbar - The zoom, fit and collapse buttons.
 * @csspart breadcrumb - The active state with the compound states above it (or the start state).
 * @csspart state-panel - The picked (else the active) state: description, rule link, events.
 * @csspart frame - The box the diagram is zoomed and panned in (focusable: keys zoom and pan).
 * @csspart frame-placeholder - The room kept for the diagram while its layout loads.
 * @csspart diagram - The SVG diagram.
 * @csspart state - Every state box.
 * @csspart state-active - State boxes on the active path.
 * @csspart transition - Every transition arrow with its label.
 * @csspart transition-last - The transition taken by the last event.
 * @csspart transition-details - The event, guard and rule of the picked transition.
 * @csspart outline - The text outline: nested states with descriptions and transitions.
 *
 * @cssproperty --ry-statechart-active - Colour of the active state path.
 * @cssproperty --ry-statechart-last - Colour of the last transition.
 * @cssproperty --ry-statechart-state - Fill of simple states.
 * @cssproperty --ry-statechart-compound - Fill of states with children.
 * @cssproperty --ry-statechart-height - Height of the diagram frame (a smaller chart takes less).
 * @cssproperty --ry-statechart-max-height - Maximum height of the diagram frame.
 *
 * The charts of the catalog's games are laid out at build time (scripts/layout-charts.mjs);
 * any other chart, or mix of collapsed states, is laid out by ELK (elkjs), imported on first use
 * into a separate chunk. Until a layout is ready, and if it fails, the outline is the chart.
 */
export class RyStatechart extends LitElement {
  static override styles = [theme, styles];

  /** Id of a registered game whose machine and rule sections to draw (instead of setting `machine`). */
  @property({ reflect: true }) game = '';

  /** Base path prepended to rule links, e.g. `/docs` or `https://docs.example.org` (http(s) or relative only). */
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

  /**
   * Ids of the compound states drawn collapsed (their children hidden). Unset: every compound
   * state, so the whole chart reads in a column; the reader expands what they want to see.
   */
  @property({ attribute: false }) collapsed: readonly string[] | undefined;

  /**
   * The position shown (a snapshot of the drawn machine) with the legal moves the reader may know
   * of: the state panel then tells which events the position allows and which it blocks.
   */
  @property({ attribute: false }) position: ChartPosition | undefined;

  /** The state whose panel is open (the reader picked it); unset, the innermost active state. */
  @state() private pickedState: string | undefined;

  /** Whether the text outline is open (it is a disclosure under or beside the diagram). */
  @property({ type: Boolean, attribute: 'outline-open', reflect: true }) outlineOpen = false;

  /** Id of the transition whose details are shown. */
  @state() private selected = '';
  @state() private layout: ChartLayout | undefined;
  @state() private layoutFailed = '';
  @state() private laying = false;
  /**
   * The registered game's state descriptions, once its texts have loaded (a game's machine
   * leaves them out: browsers load it with every game, the texts only when a chart is drawn).
   */
  @state() private gameDescriptions: Readonly<Record<string, string>> | undefined;
  /** The registered game's guards in words (from its texts, like the descriptions). */
  @state() private gameGuards: Readonly<Record<string, string>> | undefined;
  private descriptionsFrom: (() => Promise<GameTexts>) | undefined;

  @query('.frame') private frame!: HTMLElement | null;
  @query('.canvas') private canvas!: HTMLElement | null;
  @query('.zoom-level') private zoomLevel!: HTMLElement | null;

  /** Set once the reader zoomed or panned: resizes keep their view instead of re-opening. */
  private moved = false;
  private pending: Promise<unknown> | undefined;
  private drawn: ChartLayout | undefined;
  /** Wheel with Ctrl, pinch, drag and keys zoom and pan the diagram in its frame. */
  private readonly panZoom = new PanZoomController(this, {
    frame: () => this.frame,
    geometry: () =>
      this.layout && this.frame?.clientWidth ? geometry(this.frameSize(), this.layout) : null,
    draw: (t) => {
      this.canvas?.style.setProperty('transform', `translate(${t.x}px, ${t.y}px) scale(${t.k})`);
      if (this.zoomLevel) this.zoomLevel.textContent = `${Math.round(t.k * 100)}%`;
    },
    reset: () => this.resetView(),
    moved: () => (this.moved = true),
    wheel: 'ctrl',
    panStep: (_frame, shift) => {
      const step = shift ? PAN_STEP * 4 : PAN_STEP;
      return { x: step, y: step };
    },
  });
  private resizer: ResizeObserver | undefined;
  private onRegistered = () => this.requestUpdate();

  override connectedCallback(): void {
    super.connectedCallback();
    globalThis.addEventListener?.(GAME_REGISTERED, this.onRegistered);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    globalThis.removeEventListener?.(GAME_REGISTERED, this.onRegistered);
    this.resizer?.disconnect();
    this.resizer = undefined;
  }

  private get effectiveMachine(): AnyStateMachine | undefined {
    return this.machine ?? (this.game ? findGame(this.game)?.definition.machine : undefined);
  }

  private get sections(): readonly RuleSection[] | undefined {
    return (
      this.ruleSections ?? (this.game ? findGame(this.game)?.definition.ruleSections : undefined)
    );
  }

  /** Current zoom factor (1 = the chart's natural size, where labels are 11–12 px). */
  get zoom(): number {
    return this.panZoom.transform.k;
  }

  /** Resolves when the diagram is laid out and drawn (or the outline fallback is shown). */
  get layoutComplete(): Promise<boolean> {
    // Properties set before the element upgraded are applied in its first update: wait for it.
    return this.updateComplete.then(async () => {
      while (this.pending) {
        const pending = this.pending;
        await pending.catch(() => undefined);
        await this.updateComplete;
        if (this.pending === pending) break;
      }
      return this.updateComplete;
    });
  }

  /** A state's description: the machine's own, else its game's (empty until those loaded). */
  private description(node: ChartNode): string | undefined {
    return node.description ?? this.gameDescriptions?.[node.id];
  }

  /** The registered game whose machine is drawn (by `game`, or a `machine` set directly). */
  private get registeredGame(): RegisteredGame | undefined {
    if (!this.machine) return this.game ? findGame(this.game) : undefined;
    return registeredGameIds()
      .map((id) => findGame(id))
      .find((game) => game?.definition.machine === this.machine);
  }

  /** Starts loading the drawn game's texts, once per game. */
  private loadDescriptions(): void {
    const load = this.registeredGame?.texts;
    if (load === this.descriptionsFrom) return;
    this.descriptionsFrom = load;
    this.gameDescriptions = undefined;
    this.gameGuards = undefined;
    if (!load) return;
    loadTexts(load).then(
      (texts) => {
        if (this.descriptionsFrom !== load) return;
        this.gameDescriptions = texts.stateDescriptions;
        this.gameGuards = texts.guardDescriptions;
      },
      () => {
        if (this.descriptionsFrom === load) this.descriptionsFrom = undefined; // retry on next update
      },
    );
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const machine = this.effectiveMachine;
    if (!machine) return;
    this.loadDescriptions();
    const model = modelOf(machine);
    if (
      changed.has('machine') ||
      changed.has('game') ||
      changed.has('collapsed') ||
      !this.pending
    ) {
      if (changed.has('machine') || changed.has('game')) {
        this.moved = false;
        this.pickedState = undefined;
      }
      const collapsed = this.collapsedSet;
      const promise = layoutOf(model, collapsed);
      this.pending = promise;
      this.laying = true;
      promise.then(
        (layout) => {
          if (this.pending !== promise) return;
          this.layout = layout;
          this.laying = false;
          this.layoutFailed = '';
        },
        (error: unknown) => {
          if (this.pending !== promise) return;
          this.laying = false;
          this.layoutFailed = String((error as Error)?.message ?? error);
        },
      );
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (!this.frame) return;
    if (!this.resizer && typeof ResizeObserver !== 'undefined') {
      this.resizer = new ResizeObserver(() => this.fitFrame());
      this.resizer.observe(this.frame);
    }
    if (this.layout !== this.drawn) {
      // A new layout (collapse, another machine) opens afresh unless the reader moved the view.
      const first = !this.drawn;
      this.drawn = this.layout;
      this.fitFrame(first ? false : this.moved);
    } else if (changed.has('value')) {
      this.revealActive();
    }
  }

  // ---- view: zoom, pan, fit ------------------------------------------------------------------

  private frameSize() {
    const frame = this.frame!;
    return { width: frame.clientWidth, height: frame.clientHeight };
  }

  /** Sizes the frame to the chart, then opens (or, after the reader moved, keeps) the view. */
  private fitFrame(keep = this.moved): void {
    const layout = this.layout;
    const frame = this.frame;
    if (!layout || !frame || frame.clientWidth === 0) return;
    frame.style.setProperty('--_fit-height', `${neededHeight(frame.clientWidth, layout)}px`);
    const view = keep
      ? this.panZoom.transform
      : openingView(this.frameSize(), layout, this.activeBoxes());
    this.panZoom.moveTo(view, false, false);
  }

  /** Boxes of the active states drawn (or, with no state value, of the initial path), outermost first. */
  private activeBoxes(): BoxLayout[] {
    const layout = this.layout;
    const model = this.model;
    if (!layout || !model) return [];
    let ids = activeIds(this.value);
    if (ids.length === 0) {
      ids = [];
      for (let node = model.root; node.initial;) {
        ids.push(node.initial);
        const next = model.nodes.get(node.initial);
        if (!next) break;
        node = next;
      }
    }
    const visible = visibleState(model, this.collapsedSet);
    const shown = [...new Set(ids.map(visible))];
    return shown.map((id) => layout.boxes.get(id)).filter((b): b is BoxLayout => !!b);
  }

  private get model(): ChartModel | undefined {
    const machine = this.effectiveMachine;
    return machine ? modelOf(machine) : undefined;
  }

  /** The compound states drawn collapsed: `collapsed`, or by default every one. */
  private get collapsedSet(): ReadonlySet<string> {
    if (this.collapsed) return new Set(this.collapsed);
    return new Set(this.model ? compoundIds(this.model) : []);
  }

  /** Zooms by a factor around the frame's centre (or a given frame point). */
  zoomBy(factor: number, at?: { x: number; y: number }): void {
    if (this.layout && this.frame) this.panZoom.zoom(factor, at);
  }

  zoomIn(): void {
    this.zoomBy(KEY_ZOOM);
  }

  zoomOut(): void {
    this.zoomBy(1 / KEY_ZOOM);
  }

  /** Back to the view the chart opened on: readable, on the active state. */
  resetView(): void {
    this.moved = false;
    this.fitFrame(false);
  }

  /** The whole chart in the frame, however small. */
  fitAll(): void {
    if (!this.layout || !this.frame) return;
    this.panZoom.moveTo(wholeChart(this.frameSize(), this.layout));
  }

  /** Brings the innermost active state into view at readable size. */
  showActive(): void {
    if (!this.layout || !this.frame) return;
    this.panZoom.moveTo(openingView(this.frameSize(), this.layout, this.activeBoxes()));
  }

  /** Keeps the innermost active state in view after the value changed (moves only if needed). */
  private revealActive(): void {
    this.revealBox(this.activeBoxes().pop());
  }

  private revealBox(box: BoxLayout | undefined): void {
    if (box && this.layout && this.frame) this.panZoom.reveal(box);
  }

  /** Keeps a focused state or arrow in view (Tab walks the chart). */
  private onFocusIn = (event: FocusEvent) => {
    const target = event.composedPath()[0] as Element | undefined;
    const id = target?.getAttribute?.('data-state') ?? target?.getAttribute?.('data-toggle');
    if (id !== null && id !== undefined) return this.revealBox(this.layout?.boxes.get(id));
    const edge = target?.getAttribute?.('data-edge');
    const drawn = edge ? this.layout?.edges.find((e) => e.edge.id === edge) : undefined;
    if (drawn?.label) this.revealBox(drawn.label);
  };

  // ---- collapse, transitions ----------------------------------------------------------------

  /** Collapses or expands one compound state. */
  toggleState(id: string, collapse = !this.collapsedSet.has(id)): void {
    const node = this.model?.nodes.get(id);
    if (!node || node.children.length === 0 || id === '') return;
    const now = [...this.collapsedSet];
    this.collapsed = collapse ? [...now.filter((c) => c !== id), id] : now.filter((c) => c !== id);
    this.moved = true;
    this.dispatchEvent(
      new CustomEvent('ry-state-toggle', {
        detail: { state: id, collapsed: collapse },
        bubbles: true,
        composed: true,
      }),
    );
    // Keep the toggled state where the reader is looking once the new layout is drawn.
    void this.layoutComplete.then(() => this.revealBox(this.layout?.boxes.get(id)));
  }

  /** Collapses every compound state (`true`, the overview) or expands them all. */
  collapseAll(collapse: boolean): void {
    const model = this.model;
    if (!model) return;
    this.collapsed = collapse ? compoundIds(model) : [];
    this.moved = false;
  }

  /** Opens a state's panel; `reveal` also expands the states around it and brings it into view. */
  selectState(id: string, reveal = false): void {
    const model = this.model;
    if (!model?.nodes.has(id)) return;
    this.pickedState = id;
    if (!reveal) return;
    const hidden = ancestry(id).slice(0, -1);
    if (hidden.some((a) => this.collapsedSet.has(a)))
      this.collapsed = [...this.collapsedSet].filter((c) => !hidden.includes(c));
    void this.layoutComplete.then(() => this.revealBox(this.layout?.boxes.get(id)));
  }

  /** The state whose panel shows: the one picked, else the innermost active (or initial) state. */
  get panelState(): string {
    const model = this.model;
    if (!model) return '';
    if (this.pickedState !== undefined && model.nodes.has(this.pickedState))
      return this.pickedState;
    return activePath(model, this.value).pop() ?? '';
  }

  /** A click on a state box opens its panel; on a collapsed one, it also expands it. */
  private onStateClick(node: ChartNode, folded: boolean): void {
    this.selectState(node.id);
    if (folded) this.toggleState(node.id, false);
  }

  private onStateKey(event: KeyboardEvent, node: ChartNode, folded: boolean) {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    this.onStateClick(node, folded);
  }

  /** The details of a transition of the drawn chart (event, guard, the rule it cites). */
  transitionDetails(id: string): TransitionDetails | undefined {
    const model = this.model;
    if (!model) return undefined;
    const edge = findEdge(model, id);
    if (!edge) return undefined;
    return {
      id,
      event: edge.event,
      source: edge.source,
      target: edge.target,
      guard: edge.guard,
      rule: ruleOf(model, edge.source),
    };
  }

  /** Shows the details of a transition (or hides them, with `''`), as a click on it does. */
  selectTransition(id: string): void {
    this.selected = this.selected === id ? '' : id;
    this.dispatchEvent(
      new CustomEvent('ry-transition-select', {
        detail: this.selected ? this.transitionDetails(this.selected) : null,
        bubbles: true,
        composed: true,
      }),
    );
  }

  private onEdgeKey(event: KeyboardEvent, id: string) {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    this.selectTransition(id);
  }

  private onToggleKey(event: KeyboardEvent, id: string) {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    this.toggleState(id);
  }

  // ---- rendering ----------------------------------------------------------------------------

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
    const layout = this.layout && this.layout.boxes.size > 0 ? this.layout : undefined;
    const lastIds = this.lastArrows(model, path, layout);
    const anyCompound = [...model.nodes.values()].some((n) => n.id !== '' && n.children.length);
    const crumbs = activePath(model, this.value);
    return html`
      ${layout ? this.renderToolbar(anyCompound) : nothing}
      ${renderBreadcrumb({
        ids: crumbs,
        started: activeIds(this.value).length > 0,
        name: (id) => model.nodes.get(id)?.key ?? id,
        hidden: (id) =>
          ancestry(id)
            .slice(0, -1)
            .some((a) => this.collapsedSet.has(a)),
        pick: (id) => this.selectState(id, true),
      })}
      ${
        layout
          ? html`<div
                class="frame"
                part="frame"
                tabindex="0"
                role="group"
                aria-label="${this.label}: diagram"
                aria-describedby="keys"
                @focusin=${this.onFocusIn}
              >
                <div class="canvas">${this.renderDiagram(model, layout, active, lastIds)}</div>
              </div>
              <p id="keys" class="keys">
                Keys: + and − zoom, 0 resets, arrows pan; Tab walks states and arrows, Enter on a
                state opens its panel (and expands a collapsed one), on an arrow shows its event,
                guard and rule.
              </p>`
          : this.laying && !this.layoutFailed
            ? // The diagram's room, kept while its layout arrives (a stored layout takes a moment):
              // the page below does not move when it draws.
              html`<div
                class="frame-placeholder"
                part="frame-placeholder"
                aria-hidden="true"
              ></div>`
            : nothing
      }
      ${this.renderDetails(model)} ${this.renderPanel(model, active)}
      <details
        class="outline-box"
        ?open=${this.outlineOpen || (!layout && !this.laying)}
        @toggle=${this.onOutlineToggle}
      >
        <summary>Text outline: states and transitions</summary>
        ${this.renderOutline(model, active, lastIds)}
      </details>
      ${
        !layout || this.laying || this.layoutFailed
          ? html`<p class="status" role="status">
              ${this.layoutFailed ? `Diagram unavailable (${this.layoutFailed}); showing the outline.` : 'Laying out the diagram…'}
            </p>`
          : nothing
      }
    `;
  }

  /**
   * The ids of the last transitions, with the arrow drawn for each: an arrow re-attached to a
   * collapsed state stands for every transition with the same ends and event.
   */
  private lastArrows(model: ChartModel, path: readonly ChartEdge[], layout?: ChartLayout) {
    const ids = new Set(path.map((edge) => edge.id));
    if (!layout || path.length === 0) return ids;
    const visible = visibleState(model, this.collapsedSet);
    const key = (e: ChartEdge) => `${visible(e.source)} ${visible(e.target)} ${e.event}`;
    const last = new Set(path.map(key));
    for (const { edge } of layout.edges) if (last.has(key(edge))) ids.add(edge.id);
    return ids;
  }

  private onOutlineToggle = (event: Event) => {
    if (this.layout) this.outlineOpen = (event.target as HTMLDetailsElement).open;
  };

  private renderToolbar(anyCompound: boolean) {
    const allCollapsed = this.collapsedSet.size > 0;
    return html`<div class="toolbar" part="toolbar" role="toolbar" aria-label="${this.label}: view">
      <button
        type="button"
        aria-label="Zoom out"
        title="Zoom out (−)"
        @click=${() => this.zoomOut()}
      >
        −
      </button>
      <span class="zoom-level" aria-hidden="true"></span>
      <button type="button" aria-label="Zoom in" title="Zoom in (+)" @click=${() => this.zoomIn()}>
        +
      </button>
      <button
        type="button"
        title="Readable size, on the active state (0)"
        @click=${() => this.showActive()}
      >
        Active state
      </button>
      <button type="button" title="The whole chart, however small" @click=${() => this.fitAll()}>
        Whole chart
      </button>
      ${
        anyCompound
          ? html`<button type="button" @click=${() => this.collapseAll(!allCollapsed)}>
              ${allCollapsed ? 'Expand all' : 'Collapse all'}
            </button>`
          : nothing
      }
    </div>`;
  }

  private renderDetails(model: ChartModel) {
    const details = this.selected ? this.transitionDetails(this.selected) : undefined;
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
                <dd>${this.ruleLink(details.rule)}</dd>
              </dl>
              <button type="button" class="close" @click=${() => this.selectTransition('')}>
                Close
              </button>`
          : nothing
      }
    </div>`;
  }

  private renderPanel(model: ChartModel, active: Set<string>) {
    const id = this.panelState;
    const node = model.nodes.get(id);
    if (!node) return nothing;
    const isActive = id === '' ? activeIds(this.value).length > 0 : active.has(id);
    const position = this.position ? { ...this.position, active: isActive } : undefined;
    return renderStatePanel({
      name: nameOf(model, id),
      isActive,
      judged: !!position && isActive,
      description: this.description(node),
      rule: this.ruleLink(ruleOf(model, id)),
      rows: eventRows(model, id, this.gameGuards, position),
      target: (target) => nameOf(model, target),
    });
  }

  private ruleLink(rule: string | undefined) {
    if (!rule) return 'none';
    const href = ruleUrl(rule, this.sections, this.ruleBase);
    const title = ruleTitle(rule, this.sections);
    return href ? html`<a href=${href}>${title}</a>` : title;
  }

  private link(node: ChartNode): string | undefined {
    return ruleUrl(node.rule, this.sections, this.ruleBase);
  }

  private stateLabel(node: ChartNode, active: Set<string>, folded: boolean): string {
    // The drawn text first, in drawing order (name, internal transitions, the description of the
    // box's <title> tooltip), so that the name contains the visible text and speech input works.
    const lines = [...internalLines(node), ...(folded ? [collapsedLine(node)] : [])];
    const name = node.id === '' ? this.machineName(node) : node.key;
    const description = this.description(node);
    const parts = [[name, ...lines, ...(description ? [description] : [])].join(' ')];
    if (active.has(node.id)) parts.push('active');
    if (node.rule) parts.push(`rule: ${ruleTitle(node.rule, this.sections)}`);
    return parts.join(', ');
  }

  private renderDiagram(
    model: ChartModel,
    layout: ChartLayout,
    active: Set<string>,
    lastIds: Set<string>,
  ) {
    const collapsed = this.collapsedSet;
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
      aria-label=${this.label}
      viewBox="0 0 ${width} ${height}"
      width=${width}
      height=${height}
      ${styleProps({ width: `${width}px`, height: `${height}px` })}
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
      ${layout.boxes.has('') ? this.renderState(model.root, layout, active, lastIds, false) : nothing}
      ${nodes.map((n) => this.renderState(n, layout, active, lastIds, collapsed.has(n.id) && n.children.length > 0))}
      ${layout.initialEdges.map((e) => svg`<path class="init-edge" d=${e.path} marker-end="url(#arrow)"></path>`)}
      ${[...layout.boxes]
        .filter(([id]) => id.startsWith('init:'))
        .map(
          ([, b]) =>
            svg`<circle class="init" cx=${b.x + b.width / 2} cy=${b.y + b.height / 2} r=${b.width / 2}></circle>`,
        )}
      ${layout.edges.map(({ edge, path, label }) => {
        const isLast = lastIds.has(edge.id);
        const isSelected = this.selected === edge.id;
        return svg`<g class="edge ${isLast ? 'last' : ''} ${isSelected ? 'selected' : ''}"
            part="transition${isLast ? ' transition-last' : ''}" data-edge=${edge.id}
            data-source=${edge.source} data-target=${edge.target} data-event=${edge.event}
            role="button" tabindex="0" aria-pressed=${isSelected ? 'true' : 'false'}
            aria-label=${`${edge.label} → ${edge.target.split('.').pop()}`}
            @click=${() => this.selectTransition(edge.id)} @keydown=${(e: KeyboardEvent) => this.onEdgeKey(e, edge.id)}>
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
        .map((n) => this.renderToggle(n, layout.boxes.get(n.id)!, collapsed.has(n.id)))}
    </svg>`;
  }

  private renderToggle(node: ChartNode, box: BoxLayout, folded: boolean) {
    const size = 16;
    const x = box.x + box.width - size - 5;
    const y = box.y + 5;
    return svg`<g class="toggle" role="button" tabindex="0" data-toggle=${node.id}
        aria-expanded=${folded ? 'false' : 'true'} aria-label=${`${folded ? 'Expand' : 'Collapse'} ${node.key}`}
        @click=${() => this.toggleState(node.id)} @keydown=${(e: KeyboardEvent) => this.onToggleKey(e, node.id)}>
      <rect x=${x} y=${y} width=${size} height=${size} rx="3"></rect>
      <path d=${folded ? `M${x + 4},${y + 8} h8 M${x + 8},${y + 4} v8` : `M${x + 4},${y + 8} h8`}></path>
    </g>`;
  }

  private renderState(
    node: ChartNode,
    layout: ChartLayout,
    active: Set<string>,
    lastIds: Set<string>,
    folded: boolean,
  ): SVGTemplateResult | typeof nothing {
    const box = layout.boxes.get(node.id);
    if (!box) return nothing;
    const isActive = active.has(node.id);
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
      <text class="title" x=${box.x + 8} y=${box.y + 18}>${isRoot ? this.machineName(node) : node.key}<tspan aria-hidden="true"
          >${node.rule ? ' §' : ''}</tspan></text>
      ${lines.map(
        (
          line,
          i,
        ) => svg`<text class="internal ${lastIds.has(node.internal[i]!.id) ? 'last' : ''}" data-edge=${node.internal[i]!.id}
            x=${box.x + 8} y=${box.y + METRICS.titleHeight + 10 + i * METRICS.lineHeight}>${line}</text>`,
      )}
      ${
        folded
          ? svg`<text class="internal folded-line" x=${box.x + 8}
              y=${box.y + METRICS.titleHeight + 10 + lines.length * METRICS.lineHeight}>${collapsedLine(node)}</text>`
          : nothing
      }
      ${this.description(node) ? svg`<title>${this.description(node)}</title>` : nothing}
    `;
    const part = `state${isActive ? ' state-active' : ''}`;
    const label = this.stateLabel(node, active, folded);
    if (isRoot)
      return svg`<g class=${classes} part=${part} data-state=${node.id} role="img" aria-label=${label}>${body}</g>`;
    return svg`<g class="${classes} ${this.panelState === node.id ? 'picked' : ''}" part=${part} data-state=${node.id}
        role="button" tabindex="0" aria-label=${label} aria-pressed=${this.panelState === node.id ? 'true' : 'false'}
        aria-current=${isActive ? 'step' : 'false'} @click=${() => this.onStateClick(node, folded)}
        @keydown=${(e: KeyboardEvent) => this.onStateKey(e, node, folded)}>${body}</g>`;
  }

  private machineName(node: ChartNode): string {
    const machine = this.effectiveMachine;
    return machine?.id ?? node.key;
  }

  private renderOutline(model: ChartModel, active: Set<string>, lastIds: Set<string>) {
    const item = (node: ChartNode): unknown => {
      const href = this.link(node);
      const isActive = active.has(node.id);
      const out = node.transitions;
      return html`<li
        class=${isActive ? 'active' : ''}
        data-state=${node.id}
        aria-current=${isActive ? 'step' : 'false'}
      >
        <span class="name">${href ? html`<a href=${href}>${node.key}</a>` : node.key}</span
        >${isActive ? html` <span class="badge">(active)</span>` : nothing}
        ${this.description(node) ? html`<p class="description">${this.description(node)}</p>` : nothing}
        ${
          out.length
            ? html`<ul class="transitions" aria-label="Transitions from ${node.key}">
                ${out.map((e) => this.renderOutlineTransition(model, e, lastIds))}
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
    return html`<ul class="outline" part="outline" aria-label="${this.label}: outline">
      ${model.root.children.length ? model.root.children.map(item) : item(model.root)}
    </ul>`;
  }

  private renderOutlineTransition(model: ChartModel, edge: ChartEdge, lastIds: Set<string>) {
    const stays = edge.target === edge.source;
    const to = stays ? '(stays)' : `→ ${nameOf(model, edge.target)}`;
    const rule = ruleOf(model, edge.source);
    return html`<li class=${lastIds.has(edge.id) ? 'last' : ''} data-edge=${edge.id}>
      <button
        type="button"
        class="transition"
        aria-pressed=${this.selected === edge.id ? 'true' : 'false'}
        @click=${() => this.selectTransition(edge.id)}
      >
        <code>${edge.event}</code> ${to}</button
      >${edge.guard ? html` <span class="guard">if <code>${edge.guard}</code></span>` : nothing}${
        rule ? html` <span class="rule">· ${this.ruleLink(rule)}</span>` : nothing
      }
    </li>`;
  }
}

/** Every compound state of a model (the ones that can be collapsed). */
function compoundIds(model: ChartModel): string[] {
  return [...model.nodes.values()].filter((n) => n.id !== '' && n.children.length).map((n) => n.id);
}

function findEdge(model: ChartModel, id: string): ChartEdge | undefined {
  for (const node of model.nodes.values()) {
    const edge = node.transitions.find((e) => e.id === id);
    if (edge) return edge;
  }
  return undefined;
}

/** The rule a state's transitions obey: its own `meta.rule`, else its nearest ancestor's. */
function ruleOf(model: ChartModel, id: string): string | undefined {
  const parts = id === '' ? [] : id.split('.');
  for (let n = parts.length; n >= 0; n--) {
    const rule = model.nodes.get(parts.slice(0, n).join('.'))?.rule;
    if (rule) return rule;
  }
  return undefined;
}

/** A state's name as the outline and details print it: its path below the root, `a › b`. */
function nameOf(model: ChartModel, id: string): string {
  return id === '' ? (model.root.key ?? 'machine') : id.split('.').join(' › ');
}
