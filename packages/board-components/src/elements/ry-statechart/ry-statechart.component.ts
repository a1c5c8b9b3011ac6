import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import type { AnyStateMachine, StateValue } from 'xstate';
import type { RuleSection } from '@railyard/rules';
import { theme } from '../../shared/theme.js';
import {
  findGame,
  GAME_REGISTERED,
  registeredGameIds,
  type RegisteredGame,
} from '../../shared/game-registry.js';
import {
  activeIds,
  lastTransitions,
  type ChartModel,
  type ChartNode,
} from '../../shared/statechart-model.js';
import { ruleTitle, ruleUrl } from '../../shared/rule-links.js';
import styles from './ry-statechart.styles.js';
import { activePath, ancestry, eventRows, type ChartPosition } from './state-panel.js';
import { renderBreadcrumb, renderStatePanel } from './state-panel-view.js';
import { lastArrows, renderDiagram, renderToolbar } from './statechart-diagram.js';
import {
  compoundIds,
  findEdge,
  nameOf,
  renderDetails,
  renderOutline,
  ruleOf,
  type TransitionDetails,
} from './statechart-outline.js';
import { modelOf, stateValueConverter } from './statechart-sources.js';
import { ChartLoader } from './statechart-loader.js';
import { activeBoxes, ChartViewController } from './statechart-view-controller.js';

export type { TransitionDetails };

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

  @query('.frame') private frame!: HTMLElement | null;
  @query('.canvas') private canvas!: HTMLElement | null;
  @query('.zoom-level') private zoomLevel!: HTMLElement | null;

  /** The layout and the game's texts, as they arrive. */
  private readonly loader = new ChartLoader(this);
  /** Zoom, pan and the view the chart opens on. */
  private readonly view = new ChartViewController(this, {
    frame: () => this.frame,
    canvas: () => this.canvas,
    zoomLevel: () => this.zoomLevel,
    layout: () => this.loader.layout,
    activeBoxes: () => {
      const { model, loader } = this;
      return model && loader.layout
        ? activeBoxes(model, loader.layout, this.value, this.collapsedSet)
        : [];
    },
  });
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

  /** Current zoom factor (1 = the chart's natural size, where labels are 11–12 px). */
  get zoom(): number {
    return this.view.zoom;
  }

  /** Resolves when the diagram is laid out and drawn (or the outline fallback is shown). */
  get layoutComplete(): Promise<boolean> {
    // Properties set before the element upgraded are applied in its first update: wait for it.
    return this.updateComplete.then(async () => {
      await this.view.ready;
      await this.loader.settled();
      return this.updateComplete;
    });
  }

  /** A state's description: the machine's own, else its game's (empty until those loaded). */
  private description(node: ChartNode): string | undefined {
    return node.description ?? this.loader.descriptions?.[node.id];
  }

  /** The registered game whose machine is drawn (by `game`, or a `machine` set directly). */
  private get registeredGame(): RegisteredGame | undefined {
    if (!this.machine) return this.game ? findGame(this.game) : undefined;
    return registeredGameIds()
      .map((id) => findGame(id))
      .find((game) => game?.definition.machine === this.machine);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const machine = this.effectiveMachine;
    if (!machine) return;
    this.loader.requestTexts(this.registeredGame?.texts);
    const newChart = changed.has('machine') || changed.has('game');
    if (newChart) {
      this.view.moved = false;
      this.pickedState = undefined;
    }
    if (newChart || changed.has('collapsed') || !this.loader.started)
      this.loader.requestLayout(modelOf(machine), this.collapsedSet);
  }

  protected override updated(changed: PropertyValues<this>): void {
    this.view.drawnAfterUpdate(changed.has('value'));
  }

  // ---- view: zoom, pan, fit (the view controller does the work) -----------------------------

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
    this.view.zoomBy(factor, at);
  }

  zoomIn(): void {
    this.view.zoomIn();
  }

  zoomOut(): void {
    this.view.zoomOut();
  }

  /** Back to the view the chart opened on: readable, on the active state. */
  resetView(): void {
    this.view.resetView();
  }

  /** The whole chart in the frame, however small. */
  fitAll(): void {
    this.view.fitAll();
  }

  /** Brings the innermost active state into view at readable size. */
  showActive(): void {
    this.view.showActive();
  }

  /** Brings a state's box into view once the layout asked for is drawn. */
  private revealState(id: string): void {
    void this.layoutComplete.then(() => this.view.reveal(this.loader.layout?.boxes.get(id)));
  }

  // ---- collapse, transitions ----------------------------------------------------------------

  /** Collapses or expands one compound state. */
  toggleState(id: string, collapse = !this.collapsedSet.has(id)): void {
    const node = this.model?.nodes.get(id);
    if (!node || node.children.length === 0 || id === '') return;
    const now = [...this.collapsedSet];
    this.collapsed = collapse ? [...now.filter((c) => c !== id), id] : now.filter((c) => c !== id);
    this.view.moved = true;
    this.dispatchEvent(
      new CustomEvent('ry-state-toggle', {
        detail: { state: id, collapsed: collapse },
        bubbles: true,
        composed: true,
      }),
    );
    // Keep the toggled state where the reader is looking once the new layout is drawn.
    this.revealState(id);
  }

  /** Collapses every compound state (`true`, the overview) or expands them all. */
  collapseAll(collapse: boolean): void {
    const model = this.model;
    if (!model) return;
    this.collapsed = collapse ? compoundIds(model) : [];
    this.view.moved = false;
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
    this.revealState(id);
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
    const { laying, layoutFailed } = this.loader;
    const layout = this.loader.layout?.boxes.size ? this.loader.layout : undefined;
    const lastIds = lastArrows(model, path, this.collapsedSet, layout);
    const anyCompound = [...model.nodes.values()].some((n) => n.id !== '' && n.children.length);
    const crumbs = activePath(model, this.value);
    return html`
      ${
        layout
          ? renderToolbar({
              label: this.label,
              collapsible: anyCompound,
              allCollapsed: this.collapsedSet.size > 0,
              zoomIn: () => this.zoomIn(),
              zoomOut: () => this.zoomOut(),
              showActive: () => this.showActive(),
              fitAll: () => this.fitAll(),
              collapseAll: (collapse) => this.collapseAll(collapse),
            })
          : nothing
      }
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
                @focusin=${this.view.onFocusIn}
              >
                <div class="canvas">
                  ${renderDiagram({
                    model,
                    layout,
                    active,
                    lastIds,
                    collapsed: this.collapsedSet,
                    label: this.label,
                    machineName: machine.id ?? model.root.key,
                    selected: this.selected,
                    picked: this.panelState,
                    description: (node) => this.description(node),
                    ruleTitle: (rule) => ruleTitle(rule, this.sections),
                    selectTransition: (id) => this.selectTransition(id),
                    toggleState: (id) => this.toggleState(id),
                    pickState: (node, folded) => this.onStateClick(node, folded),
                  })}
                </div>
              </div>
              <p id="keys" class="keys">
                Keys: + and − zoom, 0 resets, arrows pan; Tab walks states and arrows, Enter on a
                state opens its panel (and expands a collapsed one), on an arrow shows its event,
                guard and rule.
              </p>`
          : laying && !layoutFailed
            ? // The diagram's room, kept while its layout arrives (a stored layout takes a moment):
              // the page below does not move when it draws.
              html`<div
                class="frame-placeholder"
                part="frame-placeholder"
                aria-hidden="true"
              ></div>`
            : nothing
      }
      ${renderDetails(
        model,
        this.selected ? this.transitionDetails(this.selected) : undefined,
        (rule) => this.ruleLink(rule),
        () => this.selectTransition(''),
      )}
      ${this.renderPanel(model, active)}
      <details
        class="outline-box"
        ?open=${this.outlineOpen || (!layout && !laying)}
        @toggle=${this.onOutlineToggle}
      >
        <summary>Text outline: states and transitions</summary>
        ${renderOutline({
          model,
          active,
          lastIds,
          label: this.label,
          selected: this.selected,
          description: (node) => this.description(node),
          link: (node) => this.link(node),
          ruleLink: (rule) => this.ruleLink(rule),
          selectTransition: (id) => this.selectTransition(id),
        })}
      </details>
      ${
        !layout || laying || layoutFailed
          ? html`<p class="status" role="status">
              ${layoutFailed ? `Diagram unavailable (${layoutFailed}); showing the outline.` : 'Laying out the diagram…'}
            </p>`
          : nothing
      }
    `;
  }

  private onOutlineToggle = (event: Event) => {
    if (this.loader.layout) this.outlineOpen = (event.target as HTMLDetailsElement).open;
  };

  private renderPanel(model: ChartModel, active: Set<string>) {
    const id = this.panelState;
    const node = model.nodes.get(id);
    if (!node) return nothing;
    const isActive = id === '' ? activeIds(this.value).length > 0 : active.has(id);
    const position = this.position ? { ...this.position, active: isActive } : undefined;
    const { guards, conditions, samples } = this.loader;
    const checker = this.registeredGame?.definition;
    return renderStatePanel({
      name: nameOf(model, id),
      isActive,
      judged: !!position && isActive,
      description: this.description(node),
      rule: this.ruleLink(ruleOf(model, id)),
      rows: eventRows(model, id, { guards, conditions, samples, checker }, position),
      target: (target) => nameOf(model, target),
      ruleLink: (rule) => this.ruleLink(rule),
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
}
