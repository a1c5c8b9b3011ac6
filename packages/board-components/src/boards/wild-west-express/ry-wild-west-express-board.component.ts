import {
  html,
  nothing,
  svg,
  type PropertyValues,
  type SVGTemplateResult,
  type TemplateResult,
} from 'lit';
import { state } from 'lit/decorators.js';
import type { CommonView, GameMove } from '@railyard/rules';
import type { WildWestExpressView, WweNodeView } from '@railyard/rules/wild-west-express';
import { theme } from '../../shared/theme.js';
import type { Point } from '../../shared/hex.js';
import { RyIntentEvent } from '../../shared/events.js';
import { RyBoardBase } from '../board-base.js';
import { boardStyles, tableStyles } from '../board-styles.js';
import styles from './ry-wild-west-express-board.styles.js';
import { goodName, trainNumber, WweWords } from './wwe-words.js';
import { renderDice, renderPlayers, renderTowns, renderTrains } from './wwe-panels.js';
import { cardTitle, loadTelegramTexts, renderTelegrams } from './wwe-telegrams.js';
import {
  HEIGHT,
  WIDTH,
  nodeShape,
  renderEdges,
  renderPieces,
  renderPreview,
  renderZones,
  type PathPreview,
} from './wwe-map.js';

type View = WildWestExpressView;

const PIECE_MOVES = new Set(['train.move', 'desperado.move', 'desperado.jump']);
/** Moves picked on the map without selecting anything first. */
const MAP_MOVES = new Set(['city.choose', 'desperado.place', 'sheriff.place']);

/**
 * @summary The Wild West Express board: our network of 24 towns, junctions and track spaces in
 * three time zones with their zone lines, sheriff-star and telegram spaces, stations with their
 * owners, trains with their cargo, desperados, sheriffs and dynamite; the dice of the last roll;
 * the pieces still to move with their legal destinations and a preview of the path; the turn's
 * purchases and buttons; the viewer's own kept telegrams; trains and players tables.
 *
 * @tagname ry-wild-west-express-board
 *
 * @event {RyIntentEvent} ry-intent - The user picked a legal move: a destination for the selected train or desperado, a town to choose, a space for dynamite or a sheriff, a purchase, a telegram or a turn button; `detail.move` is the move.
 *
 * @csspart map - The SVG map.
 * @csspart turn - The line saying what is happening now.
 * @csspart dice - The dice of the last roll and what they move.
 * @csspart pieces - The pieces still to move (select one to see its destinations).
 * @csspart actions - The turn's purchases and buttons.
 * @csspart telegrams - The drawn telegram, the viewer's kept telegrams and open competitions.
 * @csspart trains - The trains table.
 * @csspart players - The players table (left out with `hide-players`).
 * @csspart chooser - The list shown when one destination allows several moves.
 *
 * @cssproperty --ry-board-max-height - Maximum height of the map (default 85vh).
 * @cssproperty --ry-terrain-plain - Background of the map.
 * @cssproperty --ry-terrain-city - Towns.
 * @cssproperty --ry-color-legal - Marks on destinations, spaces and buttons with a legal move.
 * @cssproperty --ry-color-highlight - The part named by `highlight`.
 * @cssproperty --ry-color-accent - The path preview.
 *
 * Keyboard: the map is one tab stop; arrow keys move between towns, junctions and track spaces,
 * Enter or Space makes the move there (or opens a list when there are several), Escape closes the
 * list. Focusing or hovering a destination previews the path. Cues never rely on colour alone:
 * pieces carry their seat number and a shape (train: box, desperado: triangle, sheriff: star,
 * dynamite: TNT), legal destinations are dashed rings, stations show the owner's number.
 */
export class RyWildWestExpressBoard extends RyBoardBase<CommonView> {
  static override styles = [theme, boardStyles, tableStyles, styles];

  /** The train or desperado whose destinations are shown (null: the first piece to move). */
  @state() private selected: string | null = null;

  /** Track spaces take dynamite only while this is on (else every space would be marked). */
  @state() private dynamiteMode = false;

  /** The path shown while a destination is focused or hovered: the piece's node, then the path. */
  @state() private preview: PathPreview | null = null;

  private get wwe(): View | null {
    const view = this.view as unknown as View | null;
    return view?.nodes ? view : null;
  }

  private nodeCache: { view: unknown; byId: Map<string, WweNodeView> } = {
    view: null,
    byId: new Map(),
  };

  private nodes(): Map<string, WweNodeView> {
    const view = this.wwe;
    if (!view) return new Map();
    if (this.nodeCache.view !== view.nodes)
      this.nodeCache = { view: view.nodes, byId: new Map(view.nodes.map((n) => [n.id, n])) };
    return this.nodeCache.byId;
  }

  private wordsCache: WweWords | null = null;

  /** Names and labels for the view drawn. */
  private get say(): WweWords {
    const view = this.wwe!;
    if (this.wordsCache?.view !== view) this.wordsCache = new WweWords(view, this.nodes());
    return this.wordsCache;
  }

  protected spaces() {
    return (this.wwe?.nodes ?? []).map((n) => ({ id: n.id }));
  }

  // ---- Moves ----

  private movesOfType(...types: string[]): GameMove[] {
    return this.interactive ? this.legalMoves.filter((m) => types.includes(m.type)) : [];
  }

  /** Pieces with a move or a wait now, in the order the engine lists them. */
  private movers(): string[] {
    const ids: string[] = [];
    for (const m of this.movesOfType(
      'train.move',
      'train.wait',
      'desperado.move',
      'desperado.jump',
    )) {
      const id = (m.train ?? m.desperado) as string;
      if (!ids.includes(id)) ids.push(id);
    }
    return ids;
  }

  private selectedPiece(): string | null {
    const movers = this.movers();
    return this.selected && movers.includes(this.selected) ? this.selected : (movers[0] ?? null);
  }

  private pieceAt(id: string): string | undefined {
    const view = this.wwe;
    return (
      view?.trains.find((t) => t.id === id)?.at ?? view?.desperados.find((d) => d.id === id)?.at
    );
  }

  private targetCache: { key: unknown[]; byNode: Map<string, GameMove[]> } = {
    key: [],
    byNode: new Map(),
  };

  /** The legal moves that end on or name this node, for the current selection and mode. */
  private movesFor(nodeId: string): GameMove[] {
    if (!this.interactive) return [];
    const piece = this.selectedPiece();
    const key = [this.legalMoves, this.view, piece, this.dynamiteMode];
    if (key.some((k, i) => k !== this.targetCache.key[i]))
      this.targetCache = { key, byNode: this.targetsByNode(piece) };
    return this.targetCache.byNode.get(nodeId) ?? [];
  }

  /** One pass over the legal moves: the moves picked on each node. */
  private targetsByNode(piece: string | null): Map<string, GameMove[]> {
    const view = this.wwe;
    const byNode = new Map<string, GameMove[]>();
    const add = (node: string, m: GameMove) => {
      const list = byNode.get(node);
      if (list) list.push(m);
      else byNode.set(node, [m]);
    };
    const sheriffSpaces = new Set<string>();
    for (const m of this.legalMoves) {
      if (PIECE_MOVES.has(m.type)) {
        if ((m.train ?? m.desperado) === piece) add((m.path as string[]).at(-1)!, m);
      } else if (m.type === 'dynamite.lay') {
        if (this.dynamiteMode) add(m.space as string, m);
      } else if (MAP_MOVES.has(m.type)) {
        const node = (m.city ?? m.space) as string;
        // Both sheriffs in the supply: placing one or the other is the same move.
        if (m.type === 'sheriff.place' && view?.sheriffs[m.sheriff as number] === null) {
          if (sheriffSpaces.has(node)) continue;
          sheriffSpaces.add(node);
        }
        add(node, m);
      }
    }
    return byNode;
  }

  /** The game's description, with the towns passed on the way for moves along a path. */
  protected override describe(move: GameMove): string {
    const text = super.describe(move);
    if (!PIECE_MOVES.has(move.type)) return text;
    const path = move.path as string[];
    const via = path
      .slice(0, -1)
      .filter((id) => this.nodes().get(id)?.name)
      .map((id) => this.say.placeName(id));
    return via.length ? `${text} (via ${via.join(', ')})` : text;
  }

  private intent(move: GameMove): void {
    this.dispatchEvent(new RyIntentEvent(move));
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('view') || changed.has('legalMoves')) {
      this.preview = null;
      if (changed.has('view')) this.dynamiteMode = false;
    }
    if (
      changed.has('view') ||
      changed.has('legalMoves') ||
      changed.has('interactive') ||
      (changed as Map<PropertyKey, unknown>).has('selected') ||
      (changed as Map<PropertyKey, unknown>).has('dynamiteMode')
    ) {
      if (this.interactive && !this.matches(':focus-within')) {
        const first = (this.wwe?.nodes ?? []).findIndex((n) => this.movesFor(n.id).length > 0);
        if (first >= 0) this.focusIndex = first;
      }
    }
  }

  private showPreview(nodeId: string): void {
    const move = this.movesFor(nodeId).find((m) => PIECE_MOVES.has(m.type));
    if (!move) {
      this.preview = null;
      return;
    }
    const start = this.pieceAt((move.train ?? move.desperado) as string);
    const path = [...(start ? [start] : []), ...(move.path as string[])];
    this.preview = { path, jump: move.type === 'desperado.jump' ? (move.to as string) : null };
  }

  // ---- The map ----

  /** Arrow-key navigation runs over the nodes' drawing positions (board-base's onSpaceKeydown). */
  protected override spacePoints(): readonly Point[] {
    return (this.wwe?.nodes ?? []).map((n) => ({ x: n.x, y: n.y }));
  }

  private highlightedNode(view: View): string | null {
    const [key, index] = this.highlightPath();
    const i = Number(index);
    if (key === 'trains') return view.trains[i]?.at ?? null;
    if (key === 'desperados') return view.desperados[i]?.at ?? null;
    if (key === 'dynamite') return view.dynamite[i]?.at ?? null;
    if (key === 'sheriffs') return view.sheriffs[i] ?? null;
    if (key === 'nodes') return view.nodes[i]?.id ?? null;
    if (key === 'stations') return index ?? null;
    return null;
  }

  private renderNodes(view: View): SVGTemplateResult[] {
    const hl = this.highlightedNode(view);
    return view.nodes.map((node, index) => {
      const moves = this.movesFor(node.id);
      const legal = moves.length > 0;
      const highlighted = hl === node.id;
      const label = this.say.nodeLabel(node);
      const name = this.say.placeName(node.id);
      const pick = (source: SVGElement | null) => this.activate(name, moves, source, node.id);
      const described = legal
        ? `${label}. ${moves.length === 1 ? this.describe(moves[0]!) : `${moves.length} moves`}`
        : label;
      const r = node.kind === 'city' ? 17 : 10;
      const ring = (extra: number, cls: string) =>
        svg`<circle class=${cls} cx=${node.x} cy=${node.y} r=${r + extra}></circle>`;
      // data-info: what the node holds (pieces are drawn in a layer above the nodes), so that the
      // map tools mark a node whose pieces changed and its focus card tells them.
      return svg`<g class="space ${node.kind} ${legal ? 'legal' : ''} ${highlighted ? 'highlight' : ''}" data-space=${node.id} data-info=${label}>
        <g aria-hidden="true">${nodeShape(view, node)}</g>
        ${legal ? ring(0, 'mark') : nothing}
        ${highlighted ? ring(4, 'hl') : nothing}
        <g
          class="hit"
          data-target=${node.id}
          data-space-index=${index}
          role="button"
          tabindex=${index === this.focusIndex ? 0 : -1}
          aria-label=${described}
          aria-disabled=${legal ? 'false' : 'true'}
          @click=${(e: Event) => {
            this.focusIndex = index;
            pick(e.currentTarget as SVGElement);
          }}
          @keydown=${(e: KeyboardEvent) => this.onSpaceKeydown(e, index, () => pick(e.currentTarget as SVGElement))}
          @focus=${() => {
            this.focusIndex = index;
            this.showPreview(node.id);
          }}
          @pointerenter=${() => this.showPreview(node.id)}
        >${ring(0, 'hit-shape')}</g>
      </g>`;
    });
  }

  // ---- Panels ----

  private renderPieceChooser(view: View): TemplateResult | typeof nothing {
    const movers = this.movers();
    if (movers.length === 0) return nothing;
    const selected = this.selectedPiece();
    const waits = this.movesOfType('train.wait');
    return html`<section class="panel" part="pieces" aria-label="Pieces to move">
      <h3>Pieces to move</h3>
      <p class="turn-info">Select a piece, then a dashed destination on the map.</p>
      <div class="actions">
        ${movers.map((id) => {
          const train = view.trains.find((t) => t.id === id);
          const label = train
            ? `${this.say.trainName(train)} (${train.moves ?? '?'} spaces)`
            : `${this.say.ownerOf(view.desperados.find((d) => d.id === id)?.owner ?? 0)} desperado ${trainNumber(id)}`;
          const wait = waits.find((m) => m.train === id);
          return html`<span class="piece-choice">
            <button
              class="legal"
              data-select=${id}
              aria-pressed=${id === selected ? 'true' : 'false'}
              @click=${() => (this.selected = id)}
            >
              ${id === selected ? '▶ ' : ''}${label}
            </button>
            ${
              wait
                ? html`<button class="legal" data-wait=${id} @click=${() => this.intent(wait)}>
                    Wait
                  </button>`
                : nothing
            }
          </span>`;
        })}
      </div>
    </section>`;
  }

  private renderActions(view: View): TemplateResult | typeof nothing {
    if (!this.interactive) return nothing;
    const button = (move: GameMove, text: string) =>
      html`<button
        class="legal"
        data-move=${move.type}
        title=${this.describe(move)}
        @click=${() => this.intent(move)}
      >
        ${text}
      </button>`;
    const byTrain = new Map<string, GameMove[]>();
    for (const m of this.movesOfType(
      'goods.buy',
      'passengers.board',
      'station.buy',
      'train.upgrade',
    )) {
      const list = byTrain.get(m.train as string) ?? [];
      list.push(m);
      byTrain.set(m.train as string, list);
    }
    const byCity = new Map<string, GameMove[]>();
    for (const m of this.movesOfType('train.buy', 'gang.hire')) {
      const list = byCity.get(m.city as string) ?? [];
      list.push(m);
      byCity.set(m.city as string, list);
    }
    const turn = this.movesOfType('dice.roll', 'sheriff.skip');
    const dynamite = this.movesOfType('dynamite.lay');
    const plays = this.movesOfType('telegram.play');
    if (!byTrain.size && !byCity.size && !turn.length && !dynamite.length && !plays.length)
      return nothing;
    const short: Record<string, (m: GameMove) => string> = {
      'goods.buy': (m) => `Buy ${goodName(m.good as string)}`,
      'passengers.board': () => 'Board passengers',
      'station.buy': () => 'Buy the station',
      'train.upgrade': () => 'Upgrade to large',
      'train.buy': (m) => `Buy a ${m.size as string} train`,
      'gang.hire': () => 'Hire a gang',
    };
    return html`<section class="panel" part="actions" aria-label="Actions">
      <h3>Actions</h3>
      <div class="actions">
        ${turn.map((m) => button(m, m.type === 'dice.roll' ? 'Roll the dice' : 'Leave the sheriffs'))}
        ${
          dynamite.length
            ? html`<button
                class="legal"
                data-mode="dynamite"
                aria-pressed=${this.dynamiteMode ? 'true' : 'false'}
                @click=${() => (this.dynamiteMode = !this.dynamiteMode)}
              >
                ${this.dynamiteMode ? 'Stop laying dynamite' : 'Lay dynamite…'}
              </button>`
            : nothing
        }
        ${plays.map((m) => button(m, `Play “${cardTitle(view, m.card as string)}”`))}
      </div>
      ${[...byTrain].map(([id, moves]) => {
        const train = view.trains.find((t) => t.id === id);
        return html`<div class="group" data-group=${id}>
          <span
            >${train ? `${this.say.trainName(train)} in ${this.say.placeName(train.at)}:` : id}</span
          >
          ${moves.map((m) => button(m, short[m.type]!(m)))}
        </div>`;
      })}
      ${[...byCity].map(
        ([city, moves]) =>
          html`<div class="group" data-group=${city}>
            <span>Station ${this.say.placeName(city)}:</span>
            ${moves.map((m) => button(m, short[m.type]!(m)))}
          </div>`,
      )}
    </section>`;
  }

  /** The telegrams' wording, once its chunk has loaded. */
  @state() private texts: Readonly<Record<string, string>> | null = null;

  /** A card's wording; empty until the texts' chunk has loaded (the board redraws then). */
  private cardText(id: string): string {
    if (!this.texts)
      loadTelegramTexts().then(
        (texts) => (this.texts = texts),
        () => {},
      );
    return this.texts?.[id] ?? '';
  }

  protected override render() {
    const view = this.wwe;
    if (!view) return html`<p class="turn-info">No position to draw.</p>`;
    return html`<div class="board">
      <div class="map-frame">
        <svg
          class="map"
          part="map"
          viewBox="0 0 ${WIDTH} ${HEIGHT}"
          role="group"
          aria-label="Wild West Express map (our design): arrow keys move between towns, junctions and track spaces, Enter chooses"
          @pointerleave=${() => (this.preview = null)}
        >
          <g aria-hidden="true">
            ${renderZones(view)} ${renderEdges(view, this.nodes())}
            <text class="schematic" x="8" y="18" font-size="12">Our map, not a printed board</text>
          </g>
          ${this.renderNodes(view)}
          <g aria-hidden="true">
            ${view.nodes.map((n) => renderPieces(view, n))}
            ${renderPreview(this.preview, this.nodes())}
          </g>
        </svg>
        ${this.renderChooser()}
      </div>
      <slot name="under-map"></slot>
      ${renderTowns(view, this.say)}
      <p class="legend">
        square: town (pennant with a number: station owner) · diamond: junction · dot: track space ·
        outlined star: sheriff-star space · envelope: telegram space · dashed line: zone line · box
        with a number: train of that seat (long: large; squares on top: cargo) · triangle: desperado
        · gold star in a dark disc: sheriff · TNT: dynamite · dashed ring: legal destination · thick
        line: path preview
      </p>
      <p class="turn-info" part="turn" aria-live="polite">${this.say.turnLine(this.hideTurn)}</p>
      <div class="panel-row">
        ${renderDice(view, this.highlightPath())} ${this.renderPieceChooser(view)}
        ${this.renderActions(view)}
      </div>
      <div class="panel-row">
        ${renderTelegrams(view, this.say, this.highlightPath(), {
          decide: this.movesOfType('telegram.use', 'telegram.keep'),
          onMove: (m) => this.intent(m),
          text: (id) => this.cardText(id),
        })}
      </div>
      ${renderTrains(view, this.say, this.highlightPath())}
      ${this.hidePlayers ? nothing : renderPlayers(view, this.say, this.highlightPath())}
    </div>`;
  }
}
