import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { CommonView, GameMove } from '@railyard/rules';
import type { LastSpikeView } from '@railyard/rules/last-spike';
import { theme } from '../../shared/theme.js';
import type { Point } from '../../shared/hex.js';
import { movesNaming } from '../../shared/moves.js';
import { money } from '../../shared/players-table.js';
import { RyIntentEvent } from '../../shared/events.js';
import { RyBoardBase } from '../board-base.js';
import { boardStyles, tableStyles } from '../board-styles.js';
import styles from './ry-last-spike-board.styles.js';
import {
  MARGIN,
  MARGIN_X,
  SPACE,
  UNIT,
  along,
  cityLabel,
  cityPoint,
  labelSpot,
  spaceLabel,
  thousands,
  type Target,
} from './ls-map.js';
import { renderPlayers, turnLine, unlayableNote } from './ls-panels.js';

/**
 * @summary The Last Spike board: a schematic diamond of the 9 cities and 12 routes × 4 track
 * spaces (each with its tile code and cost; laid tiles, completed routes with their order, paid-out
 * cities), the viewer's hand with the tiles that may be laid, the land piles with their top prices,
 * payouts and holdings, the players' cash (or "hidden") and the turn's buttons (buy no land, draw,
 * sell land, bankruptcy).
 *
 * @tagname ry-last-spike-board
 *
 * @event {RyIntentEvent} ry-intent - The user picked a legal move: a tile (on the map or in the hand), a city to buy land in, a card to sell, or a turn button; `detail.move` is the move.
 *
 * @csspart map - The SVG map.
 * @csspart turn - The line saying what is happening now.
 * @csspart hand - The viewer's tiles.
 * @csspart actions - The turn's buttons (buy no land, draw a tile, bankruptcy).
 * @csspart land - The land piles table.
 * @csspart players - The players table (left out with `hide-players`).
 * @csspart chooser - The list shown when one target allows several moves.
 *
 * @cssproperty --ry-board-max-height - Maximum height of the map (default 65vh).
 * @cssproperty --ry-terrain-plain - Background of the map.
 * @cssproperty --ry-terrain-city - Cities.
 * @cssproperty --ry-color-legal - Marks on spaces, cities and buttons with a legal move.
 * @cssproperty --ry-color-highlight - The part named by `highlight`.
 *
 * Keyboard: the map is one tab stop; arrow keys move between track spaces and cities, Enter or
 * Space makes the move there (or opens a list when there are several), Escape closes the list.
 * Cues never rely on colour alone: laid tiles are filled and say "laid", legal targets are dashed,
 * completed routes are drawn thick with their number, paid-out cities have a double ring.
 */
export class RyLastSpikeBoard extends RyBoardBase<CommonView> {
  static override styles = [theme, boardStyles, tableStyles, styles];

  private get ls(): LastSpikeView | null {
    return this.view as unknown as LastSpikeView | null;
  }

  private targetCache: { view: unknown; targets: Target[] } = { view: null, targets: [] };

  /** Track spaces (A1…Z4) then cities, with their centres on the map. */
  private targets(): Target[] {
    const view = this.ls;
    if (!view) return [];
    if (this.targetCache.view === view) return this.targetCache.targets;
    const targets: Target[] = [];
    for (const route of Object.values(view.routes)) {
      const a = cityPoint(view.cities[route.east]);
      const b = cityPoint(view.cities[route.west]);
      route.spaces.forEach((code, i) =>
        targets.push({ id: code, kind: 'space', point: along(a, b, 0.2 + i * 0.2) }),
      );
    }
    for (const city of Object.values(view.cities))
      targets.push({ id: city.id, kind: 'city', point: cityPoint(city) });
    this.targetCache = { view, targets };
    return targets;
  }

  protected spaces() {
    return this.targets().map((t) => ({ id: t.id }));
  }

  private movesFor(id: string): GameMove[] {
    return this.interactive ? movesNaming(this.legalMoves, id) : [];
  }

  /** Arrow-key navigation runs over the targets' points (board-base's onSpaceKeydown). */
  protected override spacePoints(): readonly Point[] {
    return this.targets().map((t) => t.point);
  }

  private isHighlighted(kind: string, id: string): boolean {
    const path = this.highlightPath();
    const view = this.ls;
    if (!view || path.length === 0) return false;
    if (kind === 'space' && path[0] === 'spaces') return path[1] === id;
    if (kind === 'city' && path[0] === 'cities') return path[1] === id;
    if (kind === 'space' && (path[0] === 'lastLay' || path[0] === 'lastSpike'))
      return view.lastLay?.tile === id;
    if (kind === 'route' && path[0] === 'routes') return path[1] === id;
    if (kind === 'route' && path[0] === 'lastCompletion') return view.lastCompletion?.route === id;
    if (kind === 'route' && path[0] === 'completedRoutes')
      return view.completedRoutes.includes(id as never);
    return false;
  }

  private renderTarget(
    index: number,
    target: Target,
    shape: SVGTemplateResult,
    hit: { kind: 'rect' | 'circle'; size: number },
    label: string,
    content: SVGTemplateResult,
    cls: string,
  ): SVGTemplateResult {
    const moves = this.movesFor(target.id);
    const legal = moves.length > 0;
    const highlighted = this.isHighlighted(target.kind, target.id);
    const pick = (source: SVGElement | null) => this.activate(target.id, moves, source, target.id);
    const name = legal
      ? `${label}. ${moves.length === 1 ? this.describe(moves[0]!) : `${moves.length} moves`}`
      : label;
    const { x, y } = target.point;
    const outline = (extra: number, c: string) =>
      hit.kind === 'rect'
        ? svg`<rect class=${c} x=${x - hit.size / 2 - extra} y=${y - hit.size / 2 - extra} width=${hit.size + 2 * extra} height=${hit.size + 2 * extra} rx="3"></rect>`
        : svg`<circle class=${c} cx=${x} cy=${y} r=${hit.size + extra}></circle>`;
    // data-info: the space's state in words, so that the map tools mark a space whose state
    // changed (a lay, a payout, a land sale) even where its drawing looks the same.
    return svg`<g class="space ${cls} ${legal ? 'legal' : ''} ${highlighted ? 'highlight' : ''}" data-space=${target.id} data-info=${label}>
      ${shape}
      <g aria-hidden="true">${content}</g>
      ${legal ? outline(4, 'mark') : nothing}
      ${highlighted ? outline(7, 'hl') : nothing}
      <g
        class="hit"
        data-target=${target.id}
        data-space-index=${index}
        role="button"
        tabindex=${index === this.focusIndex ? 0 : -1}
        aria-label=${name}
        aria-disabled=${legal ? 'false' : 'true'}
        @click=${(e: Event) => {
          this.focusIndex = index;
          pick(e.currentTarget as SVGElement);
        }}
        @keydown=${(e: KeyboardEvent) => this.onSpaceKeydown(e, index, () => pick(e.currentTarget as SVGElement))}
        @focus=${() => (this.focusIndex = index)}
      >${outline(2, 'hit-shape')}</g>
    </g>`;
  }

  private renderMap(view: LastSpikeView): SVGTemplateResult[] {
    const out: SVGTemplateResult[] = [];
    for (const route of Object.values(view.routes)) {
      const a = cityPoint(view.cities[route.east]);
      const b = cityPoint(view.cities[route.west]);
      const mid = along(a, b, 0.5);
      // The order badge sits beside the line, clear of the track spaces.
      const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
      const badge = { x: mid.x - ((b.y - a.y) / len) * 26, y: mid.y + ((b.x - a.x) / len) * 26 };
      const hl = this.isHighlighted('route', route.letter);
      out.push(
        svg`<g class="route ${route.complete ? 'complete' : ''} ${hl ? 'highlight' : ''}" data-route=${route.letter} aria-hidden="true">
          <line x1=${a.x} y1=${a.y} x2=${b.x} y2=${b.y}></line>
          ${route.completedOrder !== null ? svg`<g class="order"><circle cx=${badge.x} cy=${badge.y} r="9"></circle><text x=${badge.x} y=${badge.y + 4} text-anchor="middle" font-size="11">${route.completedOrder}</text></g>` : nothing}
        </g>`,
      );
    }
    const targets = this.targets();
    targets.forEach((target, index) => {
      const { x, y } = target.point;
      if (target.kind === 'space') {
        const space = view.spaces[target.id]!;
        const shape = svg`<rect class="tile ${space.laid ? 'laid' : 'empty'} ${space.detached ? 'detached' : ''}" x=${x - SPACE / 2} y=${y - SPACE / 2} width=${SPACE} height=${SPACE} rx="3"></rect>`;
        const content = svg`<text class="code" x=${x} y=${y + 4} text-anchor="middle" font-size="12">${space.code}</text>
          <text class="cost" x=${x} y=${y + SPACE / 2 + 11} text-anchor="middle" font-size="11">${space.laid ? 'laid' : thousands(space.cost)}</text>
          ${space.lastSpike ? svg`<text x=${x + SPACE / 2 + 1} y=${y - SPACE / 2 + 3} font-size="12">★</text>` : nothing}`;
        out.push(
          this.renderTarget(
            index,
            target,
            shape,
            { kind: 'rect', size: SPACE },
            spaceLabel(view, space),
            content,
            'track',
          ),
        );
      } else {
        const city = view.cities[target.id as keyof LastSpikeView['cities']];
        const end = city.id === 'st-louis' || city.id === 'sacramento';
        const shape = svg`${end ? svg`<rect class="end" x=${x - 24} y=${y - 24} width="48" height="48" rx="4"></rect>` : nothing}
          <circle class="city-dot ${city.paidOut ? 'paid-out' : ''}" cx=${x} cy=${y} r="18"></circle>
          ${city.paidOut ? svg`<circle class="ring" cx=${x} cy=${y} r="14"></circle>` : nothing}`;
        const label = labelSpot(view, city);
        const content = svg`<text class="name" x=${x + label.dx} y=${y + label.dy} text-anchor=${label.anchor} font-size="15">${city.name}</text>
          <text class="price" x=${x} y=${y + 4} text-anchor="middle" font-size="11">${city.topPrice === null ? '—' : city.grantClaimed ? thousands(city.topPrice) : 'Ø'}</text>`;
        out.push(
          this.renderTarget(
            index,
            target,
            shape,
            { kind: 'circle', size: 18 },
            cityLabel(view, city),
            content,
            'city-space',
          ),
        );
      }
    });
    return out;
  }

  /** The seat whose hand is shown: the viewer's own seat, else the player at turn when visible. */
  private handSeat(view: LastSpikeView): number | null {
    if (typeof view.viewer === 'number') return view.viewer;
    return view.handOptions ? view.turn : null;
  }

  private renderHand(view: LastSpikeView): TemplateResult {
    const seat = this.handSeat(view);
    const player = seat === null ? undefined : view.players[seat];
    // The game is over (or the viewer sees everything) with nobody at turn: every hand, no buttons.
    if (!player && view.players.every((p) => p.hand))
      return html`<section class="panel" part="hand" aria-label="Tiles in hand">
        <h3>Tiles in hand</h3>
        <ul class="all-hands">
          ${view.players.map(
            (p) =>
              html`<li>
                <strong>${p.name}:</strong> ${p.hand!.length ? p.hand!.join(', ') : 'none'}
              </li>`,
          )}
        </ul>
      </section>`;
    if (!player?.hand)
      return html`<section class="panel" part="hand" aria-label="Hand">
        <h3>Hand</h3>
        <p class="turn-info">Hands are hidden from this viewer.</p>
      </section>`;
    const costs = new Map(
      (seat === view.turn ? view.handOptions : null)?.map((o) => [o.tile, o]) ?? [],
    );
    // A hint about the learner's tiles and their costs points to the hand.
    const [key, , field] = this.highlightPath();
    const hl = key === 'handOptions' || (key === 'players' && field === 'hand');
    return html`<section
      class="panel ${hl ? 'highlight' : ''}"
      part="hand"
      aria-label="Tiles of ${player.name}"
    >
      <h3>Tiles of ${player.name}</h3>
      <ul class="hand">
        ${player.hand.map((tile) => {
          const moves = this.movesFor(tile).filter((m) => m.type === 'tile.lay');
          const option = costs.get(tile);
          const cost = option ? `${money(option.cost)}${option.detached ? ' double' : ''}` : '';
          return html`<li>
            <button
              class="tile-button ${moves.length ? 'legal' : ''}"
              data-tile=${tile}
              ?disabled=${moves.length === 0}
              @click=${() => moves[0] && this.dispatchEvent(new RyIntentEvent(moves[0]))}
            >
              <strong>${tile}</strong
              >${cost ? html` <span>${cost}</span>` : nothing}${moves.length ? html` <span class="cue">lay</span>` : nothing}
            </button>
          </li>`;
        })}
        ${player.hand.length === 0 ? html`<li class="turn-info">no tiles</li>` : nothing}
      </ul>
      ${unlayableNote(view, seat!)}
    </section>`;
  }

  private renderActions(): TemplateResult | typeof nothing {
    if (!this.interactive) return nothing;
    const buttons = this.legalMoves.filter(
      (m) => m.type === 'land.decline' || m.type === 'tile.draw' || m.type === 'bankruptcy.declare',
    );
    const sales = this.legalMoves.filter((m) => m.type === 'land.sell');
    if (buttons.length === 0 && sales.length === 0) return nothing;
    const label: Record<string, string> = {
      'land.decline': 'Buy no land',
      'tile.draw': 'Draw a tile',
      'bankruptcy.declare': 'Declare bankruptcy',
    };
    return html`<div class="actions" part="actions">
      ${buttons.map(
        (move) =>
          html`<button
            class="legal"
            data-move=${move.type}
            @click=${() => this.dispatchEvent(new RyIntentEvent(move))}
          >
            ${label[move.type] ?? move.type}
          </button>`,
      )}
      ${sales.map(
        (move) =>
          html`<button
            class="legal"
            data-move="land.sell"
            data-card=${move.card as string}
            @click=${() => this.dispatchEvent(new RyIntentEvent(move))}
          >
            ${this.describe(move)}
          </button>`,
      )}
    </div>`;
  }

  private renderLand(view: LastSpikeView): TemplateResult {
    const buys = this.interactive ? this.legalMoves.filter((m) => m.type === 'land.buy') : [];
    // The title stays outside the box that scrolls a wide table sideways (phones).
    return html`<h3 class="table-title" id="land-title">
        Land piles (next price, cards left, payout for 1–5 cards held)
      </h3>
      <!-- Scrolls sideways on a phone: focusable, so that keyboards can scroll it too. -->
      <div class="table-scroll" tabindex="0" role="region" aria-labelledby="land-title">
        <table class="land" part="land" aria-labelledby="land-title">
          <thead>
            <tr>
              <th scope="col">City</th>
              <th scope="col">Next</th>
              <th scope="col">Left</th>
              <th scope="col">Payouts</th>
              <th scope="col">Made</th>
              <th scope="col">Holders</th>
              ${buys.length ? html`<th scope="col">Buy</th>` : nothing}
            </tr>
          </thead>
          <tbody>
            ${Object.values(view.cities).map((city) => {
              const holders = view.players
                .filter((p) => (p.cardsByCity[city.id] ?? 0) > 0)
                .map((p) => `${p.name} ×${p.cardsByCity[city.id]}`);
              const buy = buys.find((m) => m.city === city.id);
              return html`<tr
                data-city=${city.id}
                class=${this.isHighlighted('city', city.id) ? 'highlight' : ''}
              >
                <th scope="row">${city.name}</th>
                <td>
                  ${city.topPrice === null ? '—' : city.grantClaimed ? money(city.topPrice) : 'grant (Ø)'}
                </td>
                <td>${city.pile.length}</td>
                <td>${city.payouts.map(thousands).join(' · ')}</td>
                <td>
                  ${city.payoutsMade}/${city.routes.length}${city.paidOut ? ' (paid out)' : ''}
                </td>
                <td>${holders.length ? holders.join(', ') : '—'}</td>
                ${
                  buys.length
                    ? html`<td>
                        ${
                          buy
                            ? html`<button
                                class="legal"
                                data-buy=${city.id}
                                @click=${() => this.dispatchEvent(new RyIntentEvent(buy))}
                              >
                                Buy ${money(city.topPrice ?? 0)}
                              </button>`
                            : nothing
                        }
                      </td>`
                    : nothing
                }
              </tr>`;
            })}
          </tbody>
        </table>
      </div>`;
  }

  protected override render() {
    const view = this.ls;
    if (!view?.spaces) return html`<p class="turn-info">No position to draw.</p>`;
    const width = 2 * MARGIN_X + 4 * UNIT;
    const height = 2 * MARGIN + 4 * UNIT;
    return html`<div class="board">
      <div class="map-frame">
        <svg
          class="map"
          part="map"
          viewBox="0 0 ${width} ${height}"
          role="group"
          aria-label="Last Spike schematic map: arrow keys move between track spaces and cities, Enter chooses"
        >
          <text class="schematic" x="8" y="18" font-size="13" aria-hidden="true">
            Schematic map (not the printed board)
          </text>
          ${this.renderMap(view)}
        </svg>
        ${this.renderChooser()}
      </div>
      <slot name="under-map"></slot>
      <p class="turn-info" part="turn" aria-live="polite">${turnLine(view)}</p>
      ${this.renderActions()}
      <div class="panel-row">${this.renderHand(view)}</div>
      <p class="legend">
        square: track space with its code and cost (k = $1,000) · filled: laid · dashed outline: you
        may play there · dotted square: detached, lays at double cost · thick line with a number:
        completed route and its order · double ring: city paid out · ★: would drive the last spike ·
        square frame: St. Louis and Sacramento, the two ends
      </p>
      ${this.renderLand(view)}
      ${
        this.hidePlayers
          ? nothing
          : html`<div class="table-scroll" tabindex="0" role="region" aria-label="Players">
              ${renderPlayers(view, this.highlightPath())}
            </div>`
      }
    </div>`;
  }
}
