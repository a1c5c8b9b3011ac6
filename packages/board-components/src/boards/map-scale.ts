/**
 * The zooms a map's own drawing asks for: labels readable, tap targets finger-sized under a
 * finger, and whether the whole map is readable enough to open at Fit. Measured once per view
 * (a new view may draw smaller text), so a re-layout costs no DOM walk. Knows nothing of any game.
 */
import { readableScale, type Rect } from '../shared/map-view.js';
import { smallestTargetSide, smallestTextSize } from './map-measure.js';

/** Smallest text on the map, in CSS pixels, at the default zoom. */
export const MIN_LABEL_PX = 11;
/** Smallest tap target on the map, in CSS pixels, at the default zoom under a finger. */
export const MIN_TAP_PX = 32;
/**
 * With a mouse the map opens whole ("Fit") when its smallest text is at least this high then:
 * the player sees every city at once and zooms for detail (walkthrough 5 #10: the readable zoom
 * cut Chicago and New York off a laptop's playground map).
 */
export const FIT_LABEL_PX = 9;

/** A finger is the main pointer (a phone or tablet): tap targets set the default zoom too. */
const coarsePointer = () =>
  typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

/** CSS pixels per SVG unit with the map drawn into `content`. */
function perUnit(map: SVGSVGElement, content: Rect): number {
  const vb = map.viewBox.baseVal;
  return vb && vb.width > 0 ? content.width / vb.width : 1;
}

export class MapScale {
  /** Smallest font size on the map (SVG units) for the view drawn; null until measured. */
  private smallestText: number | null = null;
  /** Smallest side of a space's tap target (SVG-box px at k = 1); null until measured. */
  private smallestTarget: number | null = null;

  /** A new view was drawn: measure again when next asked. */
  forget(): void {
    this.smallestText = null;
    this.smallestTarget = null;
  }

  /** The zoom at which the map's smallest text (piece labels aside) is MIN_LABEL_PX high. */
  readable(map: SVGSVGElement, content: Rect): number {
    // A hair above the minimum, so that rounding never leaves a label at 10.999 px.
    const labels = readableScale(this.text(map), perUnit(map, content), MIN_LABEL_PX * 1.005);
    return coarsePointer() ? Math.max(labels, this.tappable(map)) : labels;
  }

  /**
   * The zoom a map opens at without named spaces: whole when a mouse is the pointer and its text
   * is FIT_LABEL_PX high then, else readable.
   */
  opening(map: SVGSVGElement, content: Rect): number {
    const k = this.readable(map, content);
    if (coarsePointer()) return k;
    return this.text(map) * perUnit(map, content) >= FIT_LABEL_PX ? 1 : k;
  }

  /** The smallest text's height in CSS pixels with the whole map fitted into width × height. */
  fittedTextPx(map: SVGSVGElement, width: number, height: number): number {
    const vb = map.viewBox.baseVal;
    if (!vb || !(vb.width > 0) || !(vb.height > 0)) return 0;
    return this.text(map) * Math.min(width / vb.width, height / vb.height);
  }

  private text(map: SVGSVGElement): number {
    return (this.smallestText ??= smallestTextSize(map));
  }

  /** The zoom at which every space's tap target is at least MIN_TAP_PX on each side. */
  private tappable(map: SVGSVGElement): number {
    this.smallestTarget ??= smallestTargetSide(map);
    return this.smallestTarget > 0 ? Math.max(1, (MIN_TAP_PX * 1.005) / this.smallestTarget) : 1;
  }
}
