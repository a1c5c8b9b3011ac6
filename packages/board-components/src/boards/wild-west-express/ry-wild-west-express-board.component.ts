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
import type {
  WildWestExpressView,
  WweNodeView,
  WweTrainView,
} from '@railyard/rules/wild-west-express';
import { theme } from '../../shared/theme.js';
import type { Point } from '../../shared/hex.js';
import { RyIntentEvent } from '../../shared/events.js';
import { RyBoardBase } from '../board-base.js';
import { boardStyles, tableStyles } from '../board-styles.js';
import { styleProps } from '../../shared/style-props.js';
import { money, playersTable } from '../../shared/players-table.js';
import styles from './ry-wild-west-express-board.styles.js';

type View = WildWestExpressView;
type Cargo = WweTrainView['cargo'][number];

const WIDTH = 1050;
const HEIGHT = 750;
/** Seat colours; every piece also carries its seat number, so colour is never the only cue. */
const SEAT_COLORS = ['#c0392b', '#1f6fb2', '#2e8b57', '#7d3c98', '#d35400'];
const seatColor = (seat: number) => SEAT_COLORS[seat % SEAT_COLORS.length]!;
const PIECE_MOVES = new Set(['train.move', 'desperado.move', 'desperado.jump']);
/** Moves picked on the map without selecting anything first. */
const MAP_MOVES = new Set(['city.choose', 'desperado.place', 'sheriff.place']);

const goodName = (good: string) => good.replace(/-/g, ' ');
const cargoText = (c: Cargo) =>
  c.type === 'goods' ? goodName(c.good) : `passengers from zone ${c.zone}`;
const trainNumber = (id: string) => id.split('-').at(-1) ?? id;

/**
 * The wording of the telegrams, a chunk of its own: the engine keeps only what the rules need,
 * and the text is shown only once a card is drawn, kept or competed for.
 */
let telegramTexts: Promise<Readonly<Record<string, string>>> | null = null;
const loadTelegramTexts = () =>
  (telegramTexts ??= import('@railyard/rules/texts/wild-west-express').then(
    (m) => m.TELEGRAM_TEXTS,
    (error: unknown) => {
      telegramTexts = null; // try again on the next draw (say the page was offline)
      throw error;
    },
  ));

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
  @state() private preview: { path: string[]; jump: string | null } | null = null;

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

  protected spaces() {
    return (this.wwe?.nodes ?? []).map((n) => ({ id: n.id }));
  }

  /** A node's name: the town or junction, else "track space 2 from Denver towards Leadville". */
  private placeName(id: string): string {
    const node = this.nodes().get(id);
    if (!node) return id;
    if (node.name) return node.name;
    const [ends = '', step = ''] = id.split(':');
    const [from = '', to = ''] = ends.split('~');
    const name = (end: string) => this.nodes().get(end)?.name ?? end;
    const kind =
      node.feature === 'telegram'
        ? 'telegram space'
        : node.feature === 'star'
          ? 'sheriff-star space'
          : 'track space';
    return `${kind} ${step} from ${name(from)} towards ${name(to)}`;
  }

  private playerName(seat: number): string {
    return this.wwe?.players[seat]?.name ?? `Seat ${seat + 1}`;
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
      .map((id) => this.placeName(id));
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

  private trainName(t: WweTrainView): string {
    return `${this.playerName(t.owner)}’s ${t.size} train ${trainNumber(t.id)}`;
  }

  /** Everything on a node, in words. */
  private piecesText(view: View, id: string): string[] {
    const out: string[] = [];
    for (const t of view.trains.filter((t) => t.at === id))
      out.push(
        `${this.trainName(t)}${t.cargo.length ? ` carrying ${t.cargo.map(cargoText).join(' and ')}` : ', empty'}`,
      );
    for (const d of view.desperados.filter((d) => d.at === id))
      out.push(`${this.playerName(d.owner)}’s desperado`);
    view.sheriffs.forEach((s, i) => s === id && out.push(`sheriff ${i + 1}`));
    for (const d of view.dynamite.filter((d) => d.at === id))
      out.push(`${this.playerName(d.owner)}’s dynamite`);
    return out;
  }

  private nodeLabel(view: View, node: WweNodeView): string {
    const zone = view.zones.find((z) => z.id === node.zone)?.name ?? node.zone;
    const parts = [this.placeName(node.id)];
    if (node.kind === 'city') {
      const owner = view.stations[node.id as keyof View['stations']];
      parts.push(
        `town in the ${zone} zone`,
        owner === null || owner === undefined
          ? 'station: bank'
          : `station owned by ${this.playerName(owner)}`,
      );
      const list = (goods: WweNodeView['sells']) =>
        Object.entries(goods ?? {})
          .map(([g, p]) => `${goodName(g)} ${money(p)}`)
          .join(', ');
      if (node.sells) parts.push(`sells ${list(node.sells)}`);
      if (node.buys) parts.push(`buys ${list(node.buys)}`);
    } else parts.push(`${node.kind === 'junction' ? 'junction' : 'track'}, ${zone} zone`);
    const pieces = this.piecesText(view, node.id);
    if (pieces.length) parts.push(pieces.join('; '));
    return parts.join(', ');
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

  private renderZones(view: View): SVGTemplateResult[] {
    const edges = [0, ...view.zoneLines.map((l) => l.x), WIDTH];
    const out: SVGTemplateResult[] = [];
    view.zones.forEach((zone, i) => {
      const x0 = edges[i]!;
      const x1 = edges[i + 1]!;
      out.push(svg`<rect class="zone" data-zone=${zone.id} x=${x0} y="0" width=${x1 - x0} height=${HEIGHT} fill=${zone.color}></rect>
        <text class="zone-name" x=${(x0 + x1) / 2} y=${HEIGHT - 10} text-anchor="middle" font-size="15">${zone.name} zone (${zone.id})</text>`);
    });
    for (const line of view.zoneLines)
      out.push(svg`<line class="zone-line" x1=${line.x} y1="0" x2=${line.x} y2=${HEIGHT}></line>`);
    return out;
  }

  private renderEdges(view: View): SVGTemplateResult {
    const byId = this.nodes();
    return svg`<g class="edges">${view.edges.map(([a, b]) => {
      const p = byId.get(a)!;
      const q = byId.get(b)!;
      return svg`<line x1=${p.x} y1=${p.y} x2=${q.x} y2=${q.y}></line>`;
    })}</g>`;
  }

  private renderPreview(): SVGTemplateResult | typeof nothing {
    if (!this.preview) return nothing;
    const byId = this.nodes();
    const points = this.preview.path.map((id) => byId.get(id)).filter((n) => n !== undefined);
    const end = points.at(-1);
    const jump = this.preview.jump ? byId.get(this.preview.jump) : undefined;
    return svg`<g class="preview" aria-hidden="true">
      <polyline points=${points.map((n) => `${n.x},${n.y}`).join(' ')}></polyline>
      ${end && jump ? svg`<line class="jump" x1=${end.x} y1=${end.y} x2=${jump.x} y2=${jump.y}></line>` : nothing}
      ${end ? svg`<circle class="end" cx=${end.x} cy=${end.y} r="13"></circle><text x=${end.x} y=${end.y - 16} text-anchor="middle" font-size="11">${points.length - 1}</text>` : nothing}
    </g>`;
  }

  /** The drawing of one node (without pieces). */
  private nodeShape(view: View, node: WweNodeView): SVGTemplateResult {
    const { x, y } = node;
    if (node.kind === 'city') {
      const owner = view.stations[node.id as keyof View['stations']];
      const below = y < 110;
      return svg`<rect class="town" x=${x - 11} y=${y - 11} width="22" height="22" rx="4"></rect>
        ${
          owner !== null && owner !== undefined
            ? svg`<g class="station" data-owner=${owner}><line x1=${x - 14} y1=${y + 10} x2=${x - 14} y2=${y - 22}></line><polygon points="${x - 14},${y - 22} ${x - 36},${y - 13} ${x - 14},${y - 4}" fill=${seatColor(owner)}></polygon><text x=${x - 21} y=${y - 8.5} text-anchor="middle" font-size="12">${owner + 1}</text></g>`
            : nothing
        }
        <text class="name" x=${x} y=${below ? y + 26 : y - 15} text-anchor="middle" font-size="12">${node.name}</text>`;
    }
    if (node.kind === 'junction')
      return svg`<polygon class="junction" points="${x},${y - 9} ${x + 9},${y} ${x},${y + 9} ${x - 9},${y}"></polygon>`;
    if (node.feature === 'star')
      return svg`<polygon class="star-space" points=${starPoints(x, y, 8, 3.5)}></polygon>`;
    if (node.feature === 'telegram')
      return svg`<g class="telegram-space"><rect x=${x - 7} y=${y - 5} width="14" height="10"></rect><polyline points="${x - 7},${y - 5} ${x},${y + 1} ${x + 7},${y - 5}"></polyline></g>`;
    return svg`<circle class="track" cx=${x} cy=${y} r="4.5"></circle>`;
  }

  /** Pieces on a node, stacked beside it. */
  private renderPieces(view: View, node: WweNodeView): SVGTemplateResult[] {
    const out: SVGTemplateResult[] = [];
    let slot = 0;
    const place = () => {
      const dy = node.kind === 'city' ? 20 : 12;
      const p = { x: node.x - 18 + (slot % 3) * 18, y: node.y + dy + Math.floor(slot / 3) * 17 };
      slot++;
      return p;
    };
    for (const t of view.trains.filter((t) => t.at === node.id)) {
      const p = place();
      const w = t.size === 'large' ? 22 : 15;
      const fill = seatColor(t.owner);
      out.push(svg`<g class="piece train ${t.size} ${t.toMove ? 'to-move' : ''} ${t.waiting ? 'waiting' : ''}" data-train=${t.id}>
        <rect x=${p.x - w / 2} y=${p.y - 6} width=${w} height="11" rx="2" fill=${fill}></rect>
        <circle class="wheel" cx=${p.x - w / 2 + 3} cy=${p.y + 6} r="2"></circle>
        <circle class="wheel" cx=${p.x + w / 2 - 3} cy=${p.y + 6} r="2"></circle>
        <text x=${p.x} y=${p.y + 3.5} text-anchor="middle" font-size="10">${t.owner + 1}</text>
        ${t.cargo.map((c, i) => svg`<rect class="cargo ${c.type}" x=${p.x - w / 2 + 1 + i * 8} y=${p.y - 11} width="6" height="5"></rect>`)}
      </g>`);
    }
    for (const d of view.desperados.filter((d) => d.at === node.id)) {
      const p = place();
      out.push(svg`<g class="piece desperado" data-desperado=${d.id}>
        <polygon points="${p.x - 8},${p.y - 7} ${p.x + 8},${p.y - 7} ${p.x},${p.y + 8}" fill=${seatColor(d.owner)}></polygon>
        <text x=${p.x} y=${p.y} text-anchor="middle" font-size="9">${d.owner + 1}</text>
      </g>`);
    }
    view.sheriffs.forEach((s, i) => {
      if (s !== node.id) return;
      const p = place();
      out.push(svg`<g class="piece sheriff" data-sheriff=${i}>
        <circle cx=${p.x} cy=${p.y} r="8"></circle>
        <polygon points=${starPoints(p.x, p.y, 7, 3)}></polygon>
      </g>`);
    });
    for (const d of view.dynamite.filter((d) => d.at === node.id)) {
      const p = place();
      out.push(svg`<g class="piece dynamite" data-dynamite=${d.owner}>
        <rect x=${p.x - 9} y=${p.y - 5} width="18" height="10" rx="1"></rect>
        <text x=${p.x} y=${p.y + 3} text-anchor="middle" font-size="7.5">TNT</text>
      </g>`);
    }
    return out;
  }

  private renderNodes(view: View): SVGTemplateResult[] {
    const hl = this.highlightedNode(view);
    return view.nodes.map((node, index) => {
      const moves = this.movesFor(node.id);
      const legal = moves.length > 0;
      const highlighted = hl === node.id;
      const label = this.nodeLabel(view, node);
      const name = this.placeName(node.id);
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
        <g aria-hidden="true">${this.nodeShape(view, node)}</g>
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

  private turnLine(view: View): string {
    if (view.finished)
      return `Game over. ${view.endReason ?? ''}${view.winner !== null ? ` ${this.playerName(view.winner)} wins.` : ''}`.trim();
    const who = this.playerName(view.activeSeats[0] ?? view.currentPlayer);
    return `Round ${view.round}${view.roundLimit ? ` of ${view.roundLimit}` : ''}. ${who}: ${view.phase}. Target: ${view.target} success points.`;
  }

  private renderDice(view: View): TemplateResult {
    const hl = this.highlightPath()[0] === 'dice' || this.highlightPath()[0] === 'moves';
    return html`<section class="panel dice ${hl ? 'highlight' : ''}" part="dice" aria-label="Dice">
      <h3>Dice</h3>
      ${
        view.dice
          ? html`<p>
              <span class="dice-faces"
                >${view.dice.map((d) => html`<span class="die" role="img" aria-label="die ${d}">${d}</span>`)}</span
              >
              ${
                view.moves
                  ? html`<span class="turn-info"
                      >small trains ${view.moves.small}, large trains ${view.moves.large},
                      desperados ${view.moves.desperado} spaces</span
                    >`
                  : nothing
              }
            </p>`
          : html`<p class="turn-info">Not rolled this turn.</p>`
      }
    </section>`;
  }

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
            ? `${this.trainName(train)} (${train.moves ?? '?'} spaces)`
            : `${this.playerName(view.desperados.find((d) => d.id === id)?.owner ?? 0)}’s desperado ${trainNumber(id)}`;
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
        ${plays.map((m) => button(m, `Play “${this.cardTitle(view, m.card as string)}”`))}
      </div>
      ${[...byTrain].map(([id, moves]) => {
        const train = view.trains.find((t) => t.id === id);
        return html`<div class="group" data-group=${id}>
          <span>${train ? `${this.trainName(train)} in ${this.placeName(train.at)}:` : id}</span>
          ${moves.map((m) => button(m, short[m.type]!(m)))}
        </div>`;
      })}
      ${[...byCity].map(
        ([city, moves]) =>
          html`<div class="group" data-group=${city}>
            <span>Station ${this.placeName(city)}:</span>
            ${moves.map((m) => button(m, short[m.type]!(m)))}
          </div>`,
      )}
    </section>`;
  }

  private cardTitle(view: View, id: string): string {
    const seat = this.telegramSeat(view);
    const kept = seat === null ? [] : (view.players[seat]?.kept ?? []);
    return kept.find((k) => k.card.id === id)?.card.title ?? id;
  }

  /**
   * The seat whose kept telegrams are shown. A seat's view holds its own kept telegrams only,
   * so that is the one seat with a list; when every list is visible (the all-seeing viewer, or
   * after the game) the seat at turn, never the others.
   */
  private telegramSeat(view: View): number | null {
    const visible = view.players.filter((p) => p.kept !== null);
    if (visible.length === 1) return visible[0]!.seat;
    if (visible.length === 0) return null;
    return view.activeSeats[0] ?? view.currentPlayer;
  }

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

  private renderTelegrams(view: View): TemplateResult {
    const drawn = view.pending.telegram;
    const decide = this.movesOfType('telegram.use', 'telegram.keep');
    const seat = this.telegramSeat(view);
    const kept = seat === null ? null : view.players[seat]?.kept;
    const competitions = view.competitions.filter((c) => c !== null);
    const move = view.pending.move;
    return html`<section class="panel" part="telegrams" aria-label="Telegrams">
      <h3>Telegrams (deck: ${view.deck.size})</h3>
      ${
        drawn
          ? html`<div class="card drawn">
              <strong>${this.playerName(drawn.seat)} drew a personal telegram</strong>
              ${
                drawn.card
                  ? html`<p><em>${drawn.card.title}</em>: ${this.cardText(drawn.card.id)}</p>`
                  : html`<p class="turn-info">Its text is hidden from this viewer.</p>`
              }
              ${decide.map(
                (m) =>
                  html`<button class="legal" data-move=${m.type} @click=${() => this.intent(m)}>
                    ${m.type === 'telegram.use' ? 'Use it now' : 'Keep it'}
                  </button>`,
              )}
            </div>`
          : nothing
      }
      ${
        move
          ? html`<p class="card">
              <em>${move.card.title}</em>: move ${this.trainLabel(view, move.train)} ${move.spaces}
              spaces ${move.direction}.
            </p>`
          : nothing
      }
      ${
        seat === null
          ? nothing
          : html`<p>Your kept telegrams:</p>
              <ul class="kept">
                ${(kept ?? []).map(
                  (k) =>
                    html`<li data-card=${k.card.id}>
                      <em>${k.card.title}</em> (for ${this.trainLabel(view, k.train)}):
                      ${this.cardText(k.card.id)}
                    </li>`,
                )}
                ${kept?.length ? nothing : html`<li class="turn-info">none</li>`}
              </ul>`
      }
      ${competitions.map(
        (c) =>
          html`<p class="card">
            Competition <em>${c.card.title}</em> (drawn by ${this.playerName(c.drawnBy)}, until
            round ${c.lastRound}): ${this.cardText(c.card.id)}
          </p>`,
      )}
    </section>`;
  }

  private trainLabel(view: View, id: string): string {
    const t = view.trains.find((t) => t.id === id);
    return t ? this.trainName(t) : id;
  }

  private renderTrains(view: View): TemplateResult {
    const hl = this.highlightPath();
    return html`<table class="trains" part="trains">
      <caption>
        Trains
      </caption>
      <thead>
        <tr>
          <th scope="col">Train</th>
          <th scope="col">Where</th>
          <th scope="col">Cargo</th>
          <th scope="col">State</th>
        </tr>
      </thead>
      <tbody>
        ${view.trains.map((t, i) => {
          const state = [
            t.toMove ? `to move${t.moves !== null ? ` ${t.moves} spaces` : ''}` : '',
            t.waiting ? 'waiting' : '',
            t.owes ? `owes ${money(t.owes.amount)} to ${this.playerName(t.owes.to)}` : '',
            t.guarded ? 'guarded' : '',
            t.feePass ? 'fee pass' : '',
            t.premium ? `premium ${money(t.premium)}` : '',
          ].filter(Boolean);
          return html`<tr
            data-train=${t.id}
            class=${hl[0] === 'trains' && hl[1] === String(i) ? 'highlight' : ''}
          >
            <th scope="row">
              <span class="swatch" ${styleProps({ background: seatColor(t.owner) })}
                >${t.owner + 1}</span
              >
              ${this.trainName(t)}
            </th>
            <td>${this.placeName(t.at)}</td>
            <td>
              ${t.cargo.length ? t.cargo.map(cargoText).join(', ') : 'empty'}
              (${t.cargo.length}/${t.capacity})
            </td>
            <td>${state.join(', ') || '—'}</td>
          </tr>`;
        })}
      </tbody>
    </table>`;
  }

  private renderPlayers(view: View): TemplateResult | typeof nothing {
    if (this.hidePlayers) return nothing;
    const hl = this.highlightPath();
    return playersTable(view.players, {
      activeSeats: view.activeSeats,
      highlighted: hl[0] === 'players' ? Number(hl[1]) : -1,
      before: (p) =>
        html`<span class="swatch" ${styleProps({ background: seatColor(p.seat) })}
          >${p.seat + 1}</span
        > `,
      after: (p) => (view.winner === p.seat ? ' (winner)' : ''),
      columns: [
        { heading: 'Points', cell: (p) => `${p.points}/${view.target}` },
        {
          heading: 'Stations',
          cell: (p) => p.stations.map((c) => this.placeName(c)).join(', ') || '—',
        },
        { heading: 'Telegrams', cell: (p) => `${p.keptCount} kept` },
      ],
    });
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
            ${this.renderZones(view)} ${this.renderEdges(view)}
            <text class="schematic" x="8" y="18" font-size="12">Our map, not a printed board</text>
          </g>
          ${this.renderNodes(view)}
          <g aria-hidden="true">
            ${view.nodes.map((n) => this.renderPieces(view, n))} ${this.renderPreview()}
          </g>
        </svg>
        ${this.renderChooser()}
      </div>
      <p class="legend">
        square: town (pennant with a number: station owner) · diamond: junction · dot: track space ·
        outlined star: sheriff-star space · envelope: telegram space · dashed line: zone line · box
        with a number: train of that seat (long: large; squares on top: cargo) · triangle: desperado
        · gold star in a dark disc: sheriff · TNT: dynamite · dashed ring: legal destination · thick
        line: path preview
      </p>
      <p class="turn-info" part="turn" aria-live="polite">${this.turnLine(view)}</p>
      <div class="panel-row">
        ${this.renderDice(view)} ${this.renderPieceChooser(view)} ${this.renderActions(view)}
      </div>
      <div class="panel-row">${this.renderTelegrams(view)}</div>
      ${this.renderTrains(view)} ${this.renderPlayers(view)}
    </div>`;
  }
}

/** A five-pointed star around (x, y). */
function starPoints(x: number, y: number, outer: number, inner: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`);
  }
  return points.join(' ');
}
