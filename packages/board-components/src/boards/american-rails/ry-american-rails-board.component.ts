import { html, nothing, svg, type SVGTemplateResult } from 'lit';
import type { AmericanRailsHexView, AmericanRailsView, GameMove } from '@railyard/rules';
import { theme } from '../../shared/theme.js';
import { chipStyles, pieceSvg } from '../../shared/company.js';
import { gridViewBox, hexGeometry, type HexLayout } from '../../shared/hex.js';
import { movesNaming } from '../../shared/moves.js';
import { listWords } from '../../shared/a11y.js';
import { RyHexBoardBase } from '../hex-board-base.js';
import { boardStyles } from '../board-styles.js';
import { charterStyles, renderCharters, renderPlayers } from '../charters.js';
import styles from './ry-american-rails-board.styles.js';

const LAYOUT: HexLayout = { orientation: 'pointy', size: 24 };

const TERRAIN_CLASS: Record<AmericanRailsHexView['terrain'], string> = {
  city: 'city',
  plains: 'plain',
  forest: 'forest',
  mountain: 'mountain',
};

/**
 * @summary The American Rails board: the map (cities with full/shared values, development
 * markers, hubs, terrain, cubes by company with their short labels), the action track, the
 * year track, the turn order, the development supply, the company charters and the players.
 *
 * @tagname ry-american-rails-board
 *
 * @event {RyIntentEvent} ry-intent - The user picked a legal move on the board (a hex for a cube, a start or a development marker, an action space, a company); `detail.move` is the move.
 *
 * @csspart map - The SVG map.
 * @csspart turn - The line saying what is happening now.
 * @csspart action-track - The action track.
 * @csspart years - The year track.
 * @csspart charters - The company charters.
 * @csspart charter - One company charter.
 * @csspart charter-action - A charter's move button.
 * @csspart players - The players table (left out with `hide-players`).
 * @csspart chooser - The list shown when one hex allows several moves.
 * @csspart map-tools - The zoom, fit, follow and coordinates buttons over the map.
 * @csspart space-card - The card naming the hex under the pointer or focus.
 *
 * @cssproperty --ry-board-max-height - Maximum height of the map (default 85vh).
 * @cssproperty --ry-board-map-height - Height of the map's frame (default: as tall as the map at full width).
 * @cssproperty --ry-terrain-plain - Plains.
 * @cssproperty --ry-terrain-forest - Forests.
 * @cssproperty --ry-terrain-mountain - Mountains.
 * @cssproperty --ry-terrain-city - Cities.
 * @cssproperty --ry-terrain-water - Background around the map.
 * @cssproperty --ry-color-legal - Marks on hexes, action spaces and charters with a legal move.
 * @cssproperty --ry-color-highlight - The part named by `highlight`.
 *
 * Keyboard: the map is one tab stop; arrow keys move between hexes (the map follows), Enter or
 * Space makes the hex's move (or opens a list when there are several), Escape closes the list;
 * + and − zoom, 0 fits the whole map, Shift+arrows pan. Ctrl/⌘ + wheel (the wheel alone with
 * `wheel-zoom`), a pinch and dragging zoom and pan too; the card beside the hex under the pointer
 * or focus names it with its numbers and pieces.
 */
export class RyAmericanRailsBoard extends RyHexBoardBase<AmericanRailsView> {
  static override styles = [theme, chipStyles, boardStyles, charterStyles, styles];

  protected readonly layout = LAYOUT;

  protected spaces() {
    return this.view?.board.hexes ?? [];
  }

  private hexLabel(hex: AmericanRailsHexView): string {
    const parts = [hex.label];
    const city = hex.city;
    if (city) {
      parts.push(city.developable ? 'city' : 'hub city, cannot be developed');
      parts.push(
        `full value ${city.currentFull}, shared value ${city.currentShared}${city.developed ? ', developed' : ''}`,
      );
      if (city.special) parts.push('special connection city');
    } else {
      parts.push(hex.terrain === 'plains' ? 'plains' : hex.terrain);
    }
    const present = hex.cubes.map((id) => this.company(id)?.short ?? id);
    parts.push(present.length ? `${listWords(present)} present` : 'no cubes');
    if (hex.nextCubeCost !== null) parts.push(`next cube costs $${hex.nextCubeCost}`);
    return parts.join(', ');
  }

  private renderHex(
    hex: AmericanRailsHexView,
    index: number,
    highlighted: boolean,
  ): SVGTemplateResult {
    const geometry = hexGeometry(LAYOUT, hex.col, hex.row, 0.82);
    const c = geometry.center;
    const moves = this.interactive ? movesNaming(this.legalMoves, hex.id) : [];
    const content: SVGTemplateResult[] = [];
    const city = hex.city;
    if (city) {
      content.push(
        svg`<circle cx=${c.x} cy=${c.y - 9} r="12.5" fill="#fffdf5" stroke="#1b1b1b" stroke-width=${city.developable ? 0.8 : 2.2}></circle>`,
      );
      content.push(
        svg`<text class="income" x=${c.x} y=${c.y - 5.5} font-size="10" text-anchor="middle">${city.currentFull}/${city.currentShared}</text>`,
      );
      if (city.developed)
        content.push(
          svg`<rect x=${c.x + 10} y=${c.y - 24} width="7" height="7" fill="#1b1b1b"></rect>`,
        );
      if (city.special)
        content.push(
          svg`<text x=${c.x - 14} y=${c.y - 13} font-size="10" text-anchor="middle">★</text>`,
        );
    }
    const count = hex.cubes.length;
    const perRow = count > 3 ? 3 : count;
    const rows = Math.ceil(count / Math.max(1, perRow));
    hex.cubes.forEach((id, i) => {
      const company = this.company(id);
      if (!company) return;
      const row = Math.floor(i / perRow);
      const inRow = Math.min(perRow, count - row * perRow);
      const x = c.x + ((i % perRow) - (inRow - 1) / 2) * 13.5;
      const y = (city ? c.y + 7 : c.y) + (row - (rows - 1) / 2) * 10.5;
      content.push(pieceSvg(company, x, y, 9.5, 'cube'));
    });
    return this.renderSpace({
      index,
      id: hex.id,
      label: this.hexLabel(hex),
      name: hex.label,
      points: geometry.points,
      innerPoints: geometry.inner,
      terrainClass: TERRAIN_CLASS[hex.terrain] ?? 'plain',
      moves,
      highlighted,
      content,
    });
  }

  protected override render() {
    const view = this.view;
    if (!view) return html`<p class="turn-info">No position to draw.</p>`;
    const path = this.highlightPath();
    const at = (section: string) =>
      path[0] === section && path[1] !== undefined ? Number(path[1]) : -1;
    const hexHighlight = path[0] === 'board' && path[1] === 'hexes' ? Number(path[2]) : -1;
    const box = gridViewBox(LAYOUT, view.board.hexes);
    const describe = (move: GameMove) => this.describe(move);
    return html`<div class="board">
      <div class="map-frame">
        <svg
          class="map"
          part="map"
          viewBox="${box.minX} ${box.minY} ${box.width} ${box.height}"
          role="group"
          aria-label="American Rails map: arrow keys move between hexes, Enter chooses"
        >
          ${view.board.hexes.map((hex, i) => this.renderHex(hex, i, i === hexHighlight))}
          <g class="labels" aria-hidden="true">
            ${view.board.hexes.map((hex) => {
              if (!hex.city) return nothing;
              const c = hexGeometry(LAYOUT, hex.col, hex.row).center;
              return svg`<text class="name" x=${c.x} y=${c.y + (hex.cubes.length ? 21.5 : 13)} font-size="10" text-anchor="middle">${hex.city.name}</text>`;
            })}
          </g>
        </svg>
        ${this.renderChooser()}
      </div>
      <slot name="under-map"></slot>
      <p class="legend">
        cities: full/shared value · thick ring: hub · ★ special connection · black square: developed
        · terrain approximate
      </p>
      <p class="pending" part="turn">${view.pending.label}</p>
      <div class="panel-row">
        <section
          role="group"
          class="panel ${path[0] === 'actionTrack' ? 'highlight' : ''}"
          part="action-track"
          aria-label="Action track"
        >
          <h3>Action track</h3>
          ${this.renderActionTrack(view)}
        </section>
        <section role="group" class="panel" aria-label="Years and turn order">
          <h3>Year</h3>
          <ol class="years" part="years" aria-label="Year track">
            ${Array.from(
              { length: view.yearTrack.last - view.yearTrack.first + 1 },
              (_, k) => view.yearTrack.first + k,
            ).map(
              (year) =>
                html`<li
                  class=${year === view.year ? 'on' : ''}
                  aria-current=${year === view.year ? 'step' : 'false'}
                >
                  ${year}
                </li>`,
            )}
          </ol>
          <h3>Turn order</h3>
          <ol class="order">
            ${view.turnOrderNames.map((name) => html`<li>${name ?? '—'}</li>`)}
          </ol>
          <div>
            Development markers left: <strong>${view.developmentSupply}</strong> of
            ${view.developmentMarkers}
          </div>
          ${view.removedCompany ? html`<div>Out of this game: ${this.company(view.removedCompany)?.name}</div>` : nothing}
          ${view.endReason ? html`<div>Game over: ${view.endReason}</div>` : nothing}
        </section>
      </div>
      ${renderCharters(view.companies, {
        pieces: 'cubes',
        extra: (c) => [
          ['Shares held', c.sharesHeld],
          ...(c.sharesRemoved ? ([['Shares removed', c.sharesRemoved]] as const) : []),
          ...(c.specialConnections.length
            ? ([['Connections', c.specialConnections.join(', ')]] as const)
            : []),
          ...(c.inGame ? [] : ([['In game', 'no (three players)']] as const)),
        ],
        movesFor: (c) => movesNaming(this.legalMoves, c.id).filter((m) => m.hex === undefined),
        onPick: (c, moves, source) => this.activate(c.name, moves, source),
        interactive: this.interactive,
        highlighted: at('companies'),
        describe,
      })}
      ${this.hidePlayers ? nothing : renderPlayers(view.players, view.companies, view.activeSeats, at('players'))}
    </div>`;
  }

  private renderActionTrack(view: AmericanRailsView) {
    const { rows, columns, currentColumn } = view.actionTrack;
    const name = (seat: number | null | undefined) =>
      seat === null || seat === undefined ? '' : (view.players[seat]?.name ?? `Seat ${seat}`);
    const highlightRow =
      this.highlightPath()[0] === 'actionTrack' && this.highlightPath()[1] === 'rows'
        ? Number(this.highlightPath()[2])
        : -1;
    return html`<table class="track">
      <thead>
        <tr>
          <th scope="col">Action</th>
          ${columns.map((_, c) => html`<th scope="col" class=${c === currentColumn ? 'current' : ''}>Phase ${c + 1}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${rows.map((row, r) => {
          const moves = this.interactive
            ? this.legalMoves.filter((m) => m.type === 'action.choose' && m.action === row.id)
            : [];
          return html`<tr class=${r === highlightRow ? 'highlight' : ''} data-action=${row.id}>
            <th scope="row">${row.label}</th>
            ${columns.map((column, c) => {
              const seat = column[r];
              const current = c === currentColumn;
              return html`<td class=${current ? 'current' : ''}>
                ${
                  current && moves.length && (seat === null || seat === undefined)
                    ? html`<button
                        @click=${(e: Event) => this.activate(row.label, moves, e.currentTarget as HTMLElement)}
                      >
                        Take
                      </button>`
                    : name(seat)
                }
              </td>`;
            })}
          </tr>`;
        })}
      </tbody>
    </table>`;
  }
}
