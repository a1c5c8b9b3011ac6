/**
 * Sizes the map tools read off the map a board drew (`svg.map`, `[data-space]`, `.hit`): boxes in
 * the SVG box's pixels, the smallest label and tap target, the coordinates' places, and what each
 * space shows (to tell which spaces a new view changed). Knows nothing of any game.
 */
import type { Rect } from '../shared/map-view.js';

/** A space's coordinate label: its id, centre in SVG units and font size. */
export interface SpaceCoord {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly size: number;
}

/** What a space's drawing shows, to tell which spaces a new view changed. */
export function signature(space: Element): string {
  let text = space.getAttribute('data-info') ?? '';
  for (const node of space.querySelectorAll('*')) {
    const cls = node.getAttribute('class') ?? '';
    if (/\b(hit|mark|hl)\b/.test(cls)) continue;
    text += `|${cls}:${node.getAttribute('fill') ?? ''}`;
  }
  return text + space.textContent;
}

/** An element's box in SVG-box pixels at k = 1 (whatever transforms the board drew it with). */
export function rectOf(map: SVGSVGElement | null, element: Element): Rect | null {
  if (!map || !map.clientWidth) return null;
  // Measured against the map's own box, so a transform still gliding does not matter.
  const r = element.getBoundingClientRect();
  const m = map.getBoundingClientRect();
  const k = m.width / map.clientWidth;
  return {
    x: (r.left - m.left) / k,
    y: (r.top - m.top) / k,
    width: r.width / k,
    height: r.height / k,
  };
}

/** The boxes of the elements that have one (see `rectOf`). */
export function rectsOf(map: SVGSVGElement | null, elements: Iterable<Element>): Rect[] {
  return [...elements].map((e) => rectOf(map, e)).filter((r): r is Rect => r !== null);
}

/** Smallest font size of the map's text in SVG units, piece labels aside; 0 when there is none. */
export function smallestTextSize(map: SVGSVGElement): number {
  let smallest = Infinity;
  for (const text of map.querySelectorAll('text')) {
    if (text.closest('.piece')) continue;
    const size = parseFloat(getComputedStyle(text).fontSize);
    if (size > 0) smallest = Math.min(smallest, size);
  }
  return smallest === Infinity ? 0 : smallest;
}

/** Smallest side of a space's tap target (its `.hit`, else itself) at k = 1; 0 when none. */
export function smallestTargetSide(map: SVGSVGElement): number {
  let smallest = Infinity;
  for (const space of map.querySelectorAll('[data-space]')) {
    const r = rectOf(map, space.querySelector('.hit') ?? space);
    if (r && r.width > 0 && r.height > 0) smallest = Math.min(smallest, r.width, r.height);
  }
  return smallest === Infinity ? 0 : smallest;
}

/** Where each space's coordinate label goes, in the map's own SVG units. */
export function measureCoords(map: SVGSVGElement): SpaceCoord[] {
  const toUser = map.getScreenCTM()?.inverse();
  if (!toUser) return [];
  return [...map.querySelectorAll<SVGGraphicsElement>('[data-space]')].map((space) => {
    const box = space.getBBox();
    const m = toUser.multiply(space.getScreenCTM() ?? toUser.inverse());
    const centre = new DOMPoint(box.x + box.width / 2, box.y + box.height / 2).matrixTransform(m);
    return {
      id: space.getAttribute('data-space')!,
      x: centre.x,
      y: centre.y,
      size: Math.max(6, Math.min(box.width, box.height) * 0.24),
    };
  });
}

/**
 * How far the toolbar reaches down over the map's own box, in frame pixels: 0 when the toolbar
 * is a strip above the map (the map tools' layout), its bottom when it lies over the map.
 */
export function toolbarBottom(frame: HTMLElement): number {
  const tools = frame.querySelector<HTMLElement>('.map-tools');
  return tools && overlays(tools) ? tools.offsetTop + tools.offsetHeight : 0;
}

/**
 * Where the map's own box starts below the frame's top: under the toolbar when the toolbar is a
 * strip in the frame's flow, first in it (its height: where it is drawn may stick to the screen).
 */
export function mapTop(frame: HTMLElement): number {
  const tools = frame.querySelector<HTMLElement>('.map-tools');
  return tools && !overlays(tools) ? tools.offsetHeight : 0;
}

const overlays = (tools: HTMLElement) => getComputedStyle(tools).position === 'absolute';
