import { html, nothing, svg, type SVGTemplateResult } from 'lit';
import type { ChicagoExpressHexView, ChicagoExpressView, GameMove } from '@railyard/rules';
import { theme } from '../../shared/theme.js';
import { chipStyles, pieceSvg } from '../../shared/company.js';
import { gridViewBox, hexGeometry, hexPoints, type HexLayout } from '../../shared/hex.js';
import { movesNaming } from '../../shared/moves.js';
import { listWords } from '../../shared/a11y.js';
import { RyHexBoardBase } from '../hex-board-base.js';
import { boardStyles } from '../board-styles.js';
import { charterStyles, renderCharters, renderPlayers } from '../charters.js';
import styles from './ry-chicago-express-board.styles.js';

const LAYOUT: HexLayout = { orientation: 'flat', size: 30 };

const TERRAIN_WORDS: Record<ChicagoExpressHexView['terrain'], string> = {
  plain: 'plain',
  forest: 'forest',
  mountain: 'mountain',
  city: 'city',
  industrial: 'industrial city',
  start: 'start hex',
  chicago: 'Chicago',
};

/**
 * @summary The Chicago Express board: the map (terrain, red build costs, black incomes, house
 * values, city names, houses, locomotives by company with their short labels), the action
 * dials, the industrial city tracks, the house supply, the company charters and the players.
 *
 * @tagname ry-chicago-express-board
 *
 * @event {RyIntentEvent} ry-intent - The user picked a legal move on the board (a hex to build on or develop, an action dial, a company to auction); `detail.move` is the move.
 *
 * @csspart map - The SVG map.
 * @csspart turn - The line saying what is happening now.
 * @csspart dials - The action dials.
 * @csspart industrial - The industrial city tracks.
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
 * @cssproperty --ry-terrain-plain - Plain hexes.
 * @cssproperty --ry-terrain-forest - Forest hexes.
 * @cssproperty --ry-terrain-mountain - Mountain hexes.
 * @cssproperty --ry-terrain-city - City hexes.
 * @cssproperty --ry-terrain-industrial - Industrial cities and Chicago.
 * @cssproperty --ry-terrain-start - Start hexes.
 * @cssproperty --ry-terrain-water - Background around the map.
 * @cssproperty --ry-color-legal - Marks on hexes, dials and charters with a legal move.
 * @cssproperty --ry-color-highlight - The part named by `highlight`.
 *
 * Keyboard: the map is one tab stop; arrow keys move between hexes (the map follows), Enter or
 * Space makes the hex's move (or opens a list when there are several), Escape closes the list;
 * + and − zoom, 0 fits the whole map, Shift+arrows pan. Ctrl/⌘ + wheel (the wheel alone with
 * `wheel-zoom`), a pinch and dragging zoom and pan too; the card beside the hex under the pointer
 * or focus names it with its numbers and pieces.
 */
export class RyChicagoExpressBoard extends RyHexBoardBase<ChicagoExpressView> {
  static override styles = [theme, chipStyles, boardStyles, charterStyles, styles];

  protected readonly layout = LAYOUT;

  protected spaces() {
    return this.view?.board.hexes ?? [];
  }

  private hexLabel(hex: ChicagoExpressHexView): string {
    const parts = [
      hex.label,
      hex.terrain === 'start' && hex.startOf
        ? `start hex of ${this.company(hex.startOf)?.short ?? hex.startOf}`
        : TERRAIN_WORDS[hex.terrain],
    ];
    if (hex.industrial) parts.push(`value ${hex.industrialValue}`);
    else if (hex.income > 0) parts.push(`income ${hex.income}`);
    if (hex.houseValue > 0)
      parts.push(
        hex.house ? `developed, house value ${hex.houseValue}` : `house value ${hex.houseValue}`,
      );
    if (hex.cost > 0)
      parts.push(
        `build cost ${hex.cost}${hex.locos.length ? `, next locomotive ${hex.nextCost}` : ''}`,
      );
    const present = hex.locos.map((id) => this.company(id)?.short ?? id);
    parts.push(present.length ? `${listWords(present)} present` : 'no locomotives');
    return parts.join(', ');
  }

  private renderHex(
    hex: ChicagoExpressHexView,
    index: number,
    highlighted: boolean,
  ): SVGTemplateResult {
    const geometry = hexGeometry(LAYOUT, hex.col, hex.row, 0.84);
    const c = geometry.center;
    const moves = this.interactive ? movesNaming(this.legalMoves, hex.id) : [];
    const content: SVGTemplateResult[] = [];
    // Text sizes keep the smallest label readable (11 px) with little zoom; see map-tools.ts.
    if (hex.cost > 0)
      content.push(
        svg`<text class="cost" x=${c.x - 15} y=${c.y - 8} font-size="11" text-anchor="middle">${hex.cost}</text>`,
      );
    if (hex.industrial) {
      content.push(svg`<rect x=${c.x + 5} y=${c.y - 20} width="18" height="14" rx="2" fill="#fff" stroke="#1b1b1b" stroke-width="0.8"></rect>
        <text class="income" x=${c.x + 14} y=${c.y - 9} font-size="11" text-anchor="middle">${hex.industrialValue}</text>`);
    } else if (hex.income > 0) {
      content.push(
        svg`<text class="income" x=${c.x + 15} y=${c.y - 8} font-size="11" text-anchor="middle">${hex.terrain === 'chicago' ? `+${hex.income}` : hex.income}</text>`,
      );
    }
    if (hex.houseValue > 0) {
      const hx = c.x - 21;
      const hy = c.y + 9;
      content.push(svg`<path d="M${hx - 4.5},${hy} l4.5,-4.5 l4.5,4.5 v5 h-9 z" fill=${hex.house ? '#8d4b23' : '#fff'} stroke="#1b1b1b" stroke-width="0.8"></path>
        <text class="house" x=${hx + 6} y=${hy + 5.5} font-size="10.5">${hex.houseValue}</text>`);
    }
    if (hex.startOf && hex.terrain === 'start') {
      const company = this.company(hex.startOf);
      // A ring in the company colour; the locomotive on it carries the short name.
      if (company)
        content.push(
          svg`<polygon points=${hexPoints(LAYOUT, c, 0.9)} fill="none" stroke=${company.color} stroke-width="3"></polygon>`,
        );
    }
    const count = hex.locos.length;
    const perRow = count > 2 ? 2 : count;
    const rows = Math.ceil(count / Math.max(1, perRow));
    hex.locos.forEach((id, i) => {
      const company = this.company(id);
      if (!company) return;
      const row = Math.floor(i / perRow);
      const inRow = Math.min(perRow, count - row * perRow);
      const col = i % perRow;
      const x = c.x + (col - (inRow - 1) / 2) * 21;
      const y = c.y + 3 + (row - (rows - 1) / 2) * 12;
      content.push(pieceSvg(company, x, y, 11, 'loco'));
    });
    return this.renderSpace({
      index,
      id: hex.id,
      label: this.hexLabel(hex),
      name: hex.label,
      points: geometry.points,
      innerPoints: geometry.inner,
      terrainClass: hex.terrain,
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
    const build = view.turn.build;
    return html`<div class="board">
      <div class="map-frame">
        <svg
          class="map"
          part="map"
          viewBox="${box.minX} ${box.minY} ${box.width} ${box.height}"
          role="group"
          aria-label="Chicago Express map: arrow keys move between hexes, Enter chooses"
        >
          ${view.board.hexes.map((hex, i) => this.renderHex(hex, i, i === hexHighlight))}
          <g class="labels" aria-hidden="true">
            ${view.board.hexes.map((hex) => {
              if (!hex.name) return nothing;
              const c = hexGeometry(LAYOUT, hex.col, hex.row).center;
              return svg`<text class="name" x=${c.x} y=${c.y + 22.5} font-size="10.5" text-anchor="middle">${hex.name}</text>`;
            })}
          </g>
        </svg>
        ${this.renderChooser()}
      </div>
      <slot name="under-map"></slot>
      <p class="legend">
        <span class="c">red</span> build cost · <span class="i">black</span> income (boxed:
        industrial track value) · house: house value (filled: developed)
      </p>
      <p class="turn-info" part="turn">
        ${view.phase}${view.turn.number ? ` · turn ${view.turn.number}` : ''}${
          build
            ? ` · building ${this.company(build.company)?.short ?? build.company}: ${build.placed.length} placed, ${build.remaining} left`
            : ''
        }
      </p>
      <div class="panel-row">
        <section
          role="group"
          class="panel ${path[0] === 'dials' && path[1] === undefined ? 'highlight' : ''}"
          part="dials"
          aria-label="Action dials"
        >
          <h3>Action dials</h3>
          <div class="dials">
            ${view.dials.map((dial, i) => this.renderDial(dial, i === at('dials')))}
          </div>
        </section>
        <section
          role="group"
          class="panel ${path[0] === 'industrial' ? 'highlight' : ''}"
          part="industrial"
          aria-label="Industrial cities"
        >
          <h3>Industrial cities</h3>
          ${view.industrial.map(
            (ind, i) =>
              html`<div
                class="ind ${i === at('industrial') ? 'highlight' : ''}"
                data-industrial=${ind.id}
              >
                <span>${ind.name}</span>
                <span
                  class="track"
                  role="img"
                  aria-label="${ind.name} value ${ind.value} of ${ind.max}"
                >
                  ${Array.from(
                    { length: Math.floor((ind.max - ind.start) / ind.step) + 1 },
                    (_, k) => ind.start + k * ind.step,
                  ).map((v) => html`<span class=${v === ind.value ? 'on' : ''}>${v}</span>`)}
                </span>
              </div>`,
          )}
        </section>
        <section
          role="group"
          class="panel end ${path[0] === 'end' || path[0] === 'houseSupply' ? 'highlight' : ''}"
          aria-label="Supply and game end"
        >
          <h3>Houses and game end</h3>
          <div>
            Houses in supply: <strong>${view.houseSupply}</strong> (on the map: ${view.housesOnMap})
          </div>
          ${
            view.finished && view.end.reasons
              ? html`<div>The game ended:</div>
                  <ul>
                    ${view.end.reasons.map((r) => html`<li>${r}</li>`)}
                  </ul>`
              : view.end.triggered.length
                ? html`<div>The game ends after the next dividend:</div>
                    <ul>
                      ${view.end.triggered.map((r) => html`<li>${r}</li>`)}
                    </ul>`
                : html`<div>No end condition holds yet.</div>`
          }
        </section>
      </div>
      ${renderCharters(view.companies, {
        pieces: 'locomotives',
        extra: (c) => [
          // null: a drill asks for it (the rules' concealView).
          [
            'Next minimum bid',
            c.minimumBid === null ? '?' : c.auctionable ? `$${c.minimumBid}` : '—',
          ],
          ...(c.plus50 ? ([['Income marker', `+50, disc at ${c.incomeTrack}`]] as const) : []),
          ...(c.reachedChicago ? ([['Chicago', 'reached']] as const) : []),
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

  private renderDial(dial: ChicagoExpressView['dials'][number], highlighted: boolean) {
    const moves = this.interactive
      ? this.legalMoves.filter((m) => m.type === 'action.choose' && m.action === dial.id)
      : [];
    const spaces = Array.from({ length: dial.length + 1 }, (_, k) => k);
    const track = html`<span class="track" aria-hidden="true"
      >${spaces.map(
        (k) =>
          html`<span class="${k === dial.position ? 'on' : ''} ${k === dial.length ? 'last' : ''}"
            >${k === 0 ? 'S' : k === dial.length ? '✕' : k}</span
          >`,
      )}</span
    >`;
    const state = dial.red
      ? 'on red, cannot be chosen'
      : `${dial.position} of ${dial.length} spaces`;
    const classes = `dial ${dial.red ? 'red' : ''} ${moves.length ? 'legal' : ''} ${highlighted ? 'highlight' : ''}`;
    if (moves.length) {
      return html`<button
        class=${classes}
        data-dial=${dial.id}
        @click=${(e: Event) => this.activate(dial.label, moves, e.currentTarget as HTMLElement)}
      >
        <strong>${dial.label}</strong>${track}<span>${state} · choose</span>
      </button>`;
    }
    return html`<div class=${classes} data-dial=${dial.id}>
      <strong>${dial.label}</strong>${track}<span>${state}</span>
    </div>`;
  }
}
