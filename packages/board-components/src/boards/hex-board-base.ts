import { svg, nothing, type PropertyValues, type SVGTemplateResult } from 'lit';
import type { GameMove, StockView } from '@railyard/rules';
import { hexGeometry, type HexLayout, type Point } from '../shared/hex.js';
import { RyBoardBase } from './board-base.js';

/**
 * A board whose map is a grid of hexes (Chicago Express, American Rails): the layout, the hex
 * centres arrow keys move between, one accessible space per hex, and the companies (with
 * `only="company:<id>"`, one company's charter). Apart from `RyBoardBase` so that boards drawing
 * a network or a plain grid (Wild West Express, Last Spike) do not carry them.
 */
export abstract class RyHexBoardBase<View extends StockView = StockView> extends RyBoardBase<View> {
  /** Hex layout of the board's map. */
  protected abstract readonly layout: HexLayout;

  protected abstract override spaces(): readonly { id: string; col: number; row: number }[];

  private centres: { spaces: unknown; points: Point[] } = { spaces: null, points: [] };

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // `company:<id>` in `only` keeps that company's charter only (of the charters drawn).
    const companies = this.only
      .split(/[\s,]+/)
      .filter((n) => n.startsWith('company:'))
      .map((n) => n.slice(8));
    for (const charter of this.renderRoot.querySelectorAll('[part~="charter"][data-company]'))
      charter.toggleAttribute(
        'data-left-out',
        companies.length > 0 && !companies.includes(charter.getAttribute('data-company') ?? ''),
      );
  }

  /** The company with this id in the current view. */
  protected company(id: string): View['companies'][number] | undefined {
    return this.view?.companies.find((c) => c.id === id);
  }

  /**
   * Centres of the spaces in tab-stop order, for arrow-key navigation (`onSpaceKeydown`): here,
   * hex centres.
   */
  protected spacePoints(): readonly Point[] {
    const spaces = this.spaces();
    if (this.centres.spaces !== spaces) {
      this.centres = {
        spaces,
        points: spaces.map((s) => hexGeometry(this.layout, s.col, s.row).center),
      };
    }
    return this.centres.points;
  }

  /**
   * One map space (hex) as an accessible, keyboard-operable SVG group: the roving tab stop,
   * a name that reads the space, the legal-move mark, the highlight and the focus ring.
   */
  protected renderSpace(space: {
    index: number;
    id: string;
    /** Accessible description of the space (name, terrain, numbers, pieces). */
    label: string;
    /** Short name used in the chooser. */
    name: string;
    points: string;
    innerPoints: string;
    terrainClass: string;
    moves: readonly GameMove[];
    highlighted: boolean;
    content: SVGTemplateResult | SVGTemplateResult[];
  }): SVGTemplateResult {
    const legal = this.interactive && space.moves.length > 0;
    const pick = (source: SVGElement | null) =>
      this.activate(space.name, space.moves, source, space.id);
    const label = legal
      ? `${space.label}. ${space.moves.length === 1 ? this.describe(space.moves[0]!) : `${space.moves.length} moves`}`
      : space.label;
    // The button is a transparent polygon on top of the drawing, so that its accessible name
    // (the full description) is not compared with the numbers drawn inside the hex.
    return svg`<g class="space ${legal ? 'legal' : ''} ${space.highlighted ? 'highlight' : ''}" data-space=${space.id} data-info=${space.label}>
      <polygon class="hex ${space.terrainClass}" points=${space.points}></polygon>
      <g aria-hidden="true">${space.content}</g>
      ${legal ? svg`<polygon class="mark" points=${space.innerPoints}></polygon>` : nothing}
      ${space.highlighted ? svg`<polygon class="hl" points=${space.innerPoints}></polygon>` : nothing}
      <polygon
        class="hit"
        points=${space.points}
        data-target=${space.id}
        data-space-index=${space.index}
        role="button"
        tabindex=${space.index === this.focusIndex ? 0 : -1}
        aria-label=${label}
        aria-disabled=${legal ? 'false' : 'true'}
        @click=${(e: Event) => {
          this.focusIndex = space.index;
          pick(e.currentTarget as SVGElement);
        }}
        @keydown=${(e: KeyboardEvent) => this.onSpaceKeydown(e, space.index, () => pick(e.currentTarget as SVGElement))}
        @focus=${() => (this.focusIndex = space.index)}
      ></polygon>
    </g>`;
  }
}
