import {
  html,
  LitElement,
  nothing,
  svg,
  type PropertyValues,
  type ReactiveController,
  type TemplateResult,
} from 'lit';
import { property, state } from 'lit/decorators.js';
import type { CommonView, GameMove } from '@railyard/rules';
import { RyIntentEvent } from '../shared/events.js';
import { moveTypeLabel, movesNaming, type MoveDescriber } from '../shared/moves.js';
import { findGame } from '../shared/game-registry.js';
import { nearestInDirection, type Point } from '../shared/hex.js';
import { pointerSegments } from '../shared/json-pointer.js';

/** What the lazily loaded map tools (zoom, pan, focus card, change marks) give the board. */
export interface MapTools extends ReactiveController {
  /** The toolbar, focus card, coordinate overlay and chooser, drawn inside `.map-frame`. */
  render(): TemplateResult;
}

/** The moves for one target, for the map tools to list (the board decides what is offered). */
export interface Chooser {
  readonly label: string;
  readonly moves: readonly GameMove[];
  describe(move: GameMove): string;
  /** Closes the list, making `move` when one was picked (else focus goes back). */
  close(move?: GameMove): void;
}

let mapToolsModule: Promise<typeof import('./map-tools.js')> | undefined;

/**
 * What every board shares: the inputs (`view`, `legalMoves`, `interactive`, `highlight`,
 * `describeMove`), the intent event, a chooser for targets with several legal moves,
 * roving-tabindex keyboard navigation over map spaces, and the map tools.
 *
 * A board draws `view` and marks what `legalMoves` allow; it never decides legality itself.
 * Subclasses render the map and call `activate(targetId, moves, label)` when the user picks
 * something.
 *
 * The map tools work on any board that draws its map as `<div class="map-frame"><svg
 * class="map" viewBox=…>` with one `[data-space="<id>"]` element per space and calls
 * `renderChooser()` inside the frame: zoom and pan (wheel, pinch, drag, + − 0 and Shift+arrows,
 * toolbar with Fit, Follow and Coordinates), a focus card for the space under the pointer or
 * focus (from the space's `data-info`, else its accessible name), a brief mark on spaces whose
 * drawing changed with the view, and `spotlight`. They load as their own module right after
 * the first render, so the board draws without waiting for them.
 */
export abstract class RyBoardBase<View extends CommonView = CommonView> extends LitElement {
  /** The game's `view(state)`. */
  @property({ attribute: false }) view: View | null = null;

  /** Legal moves the user may make now (the host filters them to the seats it lets the user play). */
  @property({ attribute: false }) legalMoves: readonly GameMove[] = [];

  /** Lets the user pick moves on the board. */
  @property({ type: Boolean, reflect: true }) interactive = false;

  /** JSON pointer into the view (e.g. `/companies/2/minimumBid`) whose part of the board is highlighted. */
  @property() highlight = '';

  /** Leaves out the player panel (when the host shows players itself, as `<ry-game>` does). */
  @property({ type: Boolean, attribute: 'hide-players', reflect: true }) hidePlayers = false;

  /** Says nobody is to act (a finished lesson's board, which takes no more moves). */
  @property({ type: Boolean, attribute: 'hide-turn' }) hideTurn = false;

  /** Describes a move in words (the game's `describeMove` bound to the state). */
  @property({ attribute: false }) describeMove: MoveDescriber | undefined;

  /** Ids of spaces to point out now (e.g. those a log entry names); the map keeps them in view. */
  @property({ attribute: false }) spotlight: readonly string[] = [];

  /**
   * Ids of the spaces a reader should look at (a docs example's hexes): until the user zooms or
   * pans, the map is zoomed and centred on them instead of on the legal moves.
   */
  @property({ attribute: false }) zoomTo: readonly string[] = [];

  /**
   * Names of the board's parts to draw (`map dials charters`, space-separated); the others are
   * left out. Empty: everything. A docs example shows only the part it is about.
   */
  @property({ reflect: true }) only = '';

  /**
   * The mouse wheel alone zooms the map (a full-page game). Without it, as maps embedded in a page
   * do, the wheel scrolls the page and Ctrl/⌘ + wheel (or a pinch, or + −) zooms.
   */
  @property({ type: Boolean, attribute: 'wheel-zoom' }) wheelZoom = false;

  /** Draws each space's id (its coordinate, as messages use it) over the map. */
  @property({ type: Boolean, reflect: true }) coordinates = false;

  /** The map tools once loaded. */
  protected mapTools: MapTools | undefined;

  /** Resolves when the map tools (zoom, pan, focus card, change marks) are ready. */
  readonly mapToolsReady: Promise<void> = (mapToolsModule ??= import('./map-tools.js')).then(
    ({ createMapTools }) => {
      this.mapTools = createMapTools(this, { html, svg, nothing }, () =>
        this.choice
          ? {
              ...this.choice,
              describe: (move) => this.describe(move),
              close: (move) => this.closeChooser(move),
            }
          : null,
      );
      this.requestUpdate();
    },
  );

  /** Index of the map space holding the roving tab stop. */
  @state() protected focusIndex = 0;

  /** Moves offered in the chooser, with the label of what was picked. */
  @state() protected choice: {
    label: string;
    moves: GameMove[];
    returnFocus: HTMLElement | SVGElement | null;
  } | null = null;

  /** Why the space just picked cannot be used (no move can name it now), shown on the map. */
  @state() protected spaceNote: string | null = null;

  /** The map's spaces (hexes, towns, track spaces) in the order used by `focusIndex`. */
  protected abstract spaces(): readonly { id: string }[];

  /**
   * The names by which messages refer to each space (the view's `label` and `name` of the
   * space), so that a host can link text such as a log entry to the map. Boards whose spaces
   * carry their names elsewhere override `spaceNames`.
   */
  places(): readonly { readonly id: string; readonly names: readonly string[] }[] {
    return this.spaces().map((space) => ({ id: space.id, names: this.spaceNames(space) }));
  }

  /** Names of one space: its `label` and `name` fields when the view gives them. */
  protected spaceNames(space: object): string[] {
    const { label, name } = space as { label?: unknown; name?: unknown };
    return [label, name].filter((n): n is string => typeof n === 'string' && n !== '');
  }

  private spaceIds(): string[] {
    return this.spaces().map((space) => space.id);
  }

  /**
   * Centres of the spaces in tab-stop order, for arrow-key navigation (`onSpaceKeydown`): hex
   * centres on a hex map (`RyHexBoardBase`), a network's own node positions elsewhere.
   */
  protected abstract spacePoints(): readonly Point[];

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('view') || changed.has('legalMoves') || changed.has('interactive')) {
      this.choice = null;
      this.spaceNote = null;
      // The map's one tab stop goes to the first space with a legal move, unless the user is
      // moving around the map right now.
      if (this.interactive && !this.matches(':focus-within')) {
        const first = this.spaceIds().findIndex(
          (id) => movesNaming(this.legalMoves, id).length > 0,
        );
        if (first >= 0) this.focusIndex = first;
      }
    }
    const count = this.spaceIds().length;
    if (this.focusIndex >= count) this.focusIndex = 0;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    this.showOnly();
  }

  /**
   * Leaves out the board's pieces (and the pieces of its panel rows) that hold none of the parts
   * named by `only`; `legend` names the map's key (`RyHexBoardBase` adds `company:<id>`).
   */
  private showOnly(): void {
    const names = this.only.split(/[\s,]+/).filter(Boolean);
    const root = this.renderRoot.querySelector('.board');
    if (!root) return;
    const kept = [...root.querySelectorAll('[part], .legend')].filter((el) =>
      (el.classList.contains('legend')
        ? ['legend']
        : (el.getAttribute('part') ?? '').split(/\s+/)
      ).some((p) => names.includes(p)),
    );
    const visit = (parent: Element) => {
      for (const child of parent.children) {
        const keep = !names.length || kept.some((k) => child.contains(k));
        child.toggleAttribute('data-left-out', !keep);
        if (child.classList.contains('panel-row')) visit(child);
      }
    };
    visit(root);
  }

  protected describe(move: GameMove): string {
    try {
      if (this.describeMove) return this.describeMove(move);
    } catch {
      // fall through to the plain text
    }
    // Hosts pass the game's describeMove; without one, the move's own fields.
    const params = Object.entries(move).filter(([key]) => key !== 'type' && key !== 'player');
    return [move.type, ...params.map(([, value]) => String(value))].join(' ');
  }

  /**
   * The user picked something: one legal move is sent at once, several open the chooser. A space
   * no legal move names (`id` given) sends the move the user evidently meant, so the host tells
   * the engine's refusal instead of the click doing nothing.
   */
  protected activate(
    label: string,
    moves: readonly GameMove[],
    source: HTMLElement | SVGElement | null,
    id?: string,
  ): void {
    if (!this.interactive) return;
    this.spaceNote = null;
    if (moves.length === 0) {
      const meant = id === undefined ? undefined : this.meantAt(id);
      if (meant) this.dispatchEvent(new RyIntentEvent(meant));
      else this.spaceNote = this.unusedText(label);
      return;
    }
    if (moves.length === 1) {
      this.dispatchEvent(new RyIntentEvent(moves[0]!));
      return;
    }
    this.choice = { label, moves: [...moves], returnFocus: source };
    // The map tools draw the list (they may still be loading).
    void this.mapToolsReady
      .then(() => this.updateComplete)
      .then(() => this.renderRoot.querySelector<HTMLButtonElement>('.chooser button')?.focus());
  }

  /**
   * Why a picked space does nothing: no move now can use any space of this kind (the engine has
   * no move to refuse), so the words say what the move now is instead, in the game's own names
   * of its moves (its `moveLabels`, as the move lists show them).
   */
  private unusedText(label: string): string {
    const labels = findGame(this.view?.game ?? '')?.definition.moveLabels ?? {};
    const kinds = [
      ...new Set(this.legalMoves.map((move) => labels[move.type] ?? moveTypeLabel(move.type))),
    ];
    const now = kinds.length > 4 ? [...kinds.slice(0, 4), 'more'] : kinds;
    return now.length
      ? `${label}: no move can use it now. The move now: ${now.join(', ')}.`
      : `${label}: no move can use it now.`;
  }

  /**
   * The first legal move that names a space in one field, with `id` in that field instead: what
   * a click on a space outside the legal ones asks for (the engine then says why not).
   */
  private meantAt(id: string): GameMove | undefined {
    const spaces = new Set(this.spaceIds());
    for (const move of this.legalMoves)
      for (const [key, value] of Object.entries(move))
        if (key !== 'type' && key !== 'player' && typeof value === 'string' && spaces.has(value))
          return { ...move, [key]: id };
    return undefined;
  }

  private closeChooser(move?: GameMove): void {
    const target = this.choice?.returnFocus;
    this.choice = null;
    if (move) this.dispatchEvent(new RyIntentEvent(move));
    else (target as HTMLElement | null)?.focus?.();
  }

  /**
   * The map tools (toolbar, focus card, coordinates) and the chooser listing several moves for
   * one target; place it inside the board's `.map-frame`.
   */
  protected renderChooser() {
    // Until the tools load, their toolbar's strip (empty), so the map does not move then.
    const tools = this.mapTools?.render() ?? html`<div class="map-tools" aria-hidden="true"></div>`;
    return html`${tools}${
      this.spaceNote
        ? html`<p class="space-note" role="status">
            ${this.spaceNote}
            <button type="button" aria-label="Dismiss" @click=${() => (this.spaceNote = null)}>
              ×
            </button>
          </p>`
        : nothing
    }`;
  }

  /** Arrow keys move the roving tab stop between map spaces; Home/End jump to the ends. */
  protected onSpaceKeydown(event: KeyboardEvent, index: number, pick: () => void): void {
    // Shift+arrows pan the map (map tools).
    if (event.shiftKey && event.key.startsWith('Arrow')) return;
    const points = this.spacePoints();
    const step: Record<string, [number, number]> = {
      ArrowRight: [1, 0],
      ArrowLeft: [-1, 0],
      ArrowDown: [0, 1],
      ArrowUp: [0, -1],
    };
    let next: number | undefined;
    if (event.key in step) {
      const [dx, dy] = step[event.key]!;
      next = nearestInDirection(points, index, dx, dy);
    } else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = points.length - 1;
    else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick();
      return;
    }
    if (next === undefined) return;
    event.preventDefault();
    this.focusIndex = next;
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector<SVGElement>(`[data-space-index="${next}"]`)?.focus(),
    );
  }

  /** First segments of `highlight`, e.g. `['companies', '2']`. */
  protected highlightPath(): string[] {
    return this.highlight ? pointerSegments(this.highlight) : [];
  }
}
