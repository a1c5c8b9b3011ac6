/**
 * Where a map opens (its default view), in frame pixels: on the spaces a lesson step or docs
 * example names, else on the viewer's moves, always at a readable zoom `k` and clear of the
 * toolbar over the frame's top. Pure: the map tools measure, these decide, the tools apply.
 */
import {
  centreOn,
  clampTransform,
  project,
  type MapGeometry,
  type MapTransform,
  type Rect,
} from '../shared/map-view.js';
import { focusFrameHeight } from '../shared/focus-frame.js';

/** The transform to draw, and the frame's new minimum height when it must grow. */
export interface NamedFraming {
  readonly transform: MapTransform;
  readonly minHeight: number | null;
}

/**
 * The view on named spaces: they fill most of the frame below the toolbar (`bar` px high), at
 * least fitted and at most 1.5× readable; a frame too short to show them readably grows, up to
 * `tallest` px. `aspect` is the map's height over its width.
 */
export function frameNamed(
  named: Rect,
  g: MapGeometry,
  k: number,
  bar: number,
  aspect: number,
  tallest: number,
): NamedFraming {
  const below = { ...g, frame: { width: g.frame.width, height: g.frame.height - bar } };
  const grow = focusFrameHeight(named, below.frame, k, aspect, tallest - bar);
  const fits = Math.min(g.frame.width / named.width, below.frame.height / named.height) * 0.8;
  const scale = Math.min(g.maxScale, Math.max(1, Math.min(fits, k * 1.5)));
  const t = centreOn(named, scale, below);
  const shifted = { ...t, y: t.y + bar };
  // A map shorter than the frame stays below the toolbar (clamping would centre it).
  const shortMap = scale * g.content.height + bar <= g.frame.height;
  const clamped = clampTransform(shifted, g);
  // Spaces at the map's top edge may leave a strip of water under the toolbar.
  const top = shifted.y > clamped.y ? Math.min(shifted.y, clamped.y + bar) : clamped.y;
  return {
    transform: shortMap ? shifted : { ...clamped, y: top },
    minHeight: grow === null ? null : grow + bar,
  };
}

/**
 * The view on the viewer's moves (`moves`, their box): centred on them when they fit at zoom
 * `k`; too spread out, on the first piece to move, else the middle of the map.
 */
export function frameMoves(
  moves: Rect | null,
  piece: Rect | undefined,
  k: number,
  g: MapGeometry,
): MapTransform {
  return moves && moves.width * k <= g.frame.width && moves.height * k <= g.frame.height
    ? centreOn(moves, k, g)
    : centreOn(piece ?? g.content, k, g);
}

/** Whether `area` is wholly in the frame under transform `t`, below the toolbar's `top`. */
export function inView(area: Rect, t: MapTransform, frame: MapGeometry['frame'], top: number) {
  const left = t.x + area.x * t.k;
  const upper = t.y + area.y * t.k;
  return (
    left >= 0 &&
    upper >= top &&
    left + area.width * t.k <= frame.width &&
    upper + area.height * t.k <= frame.height
  );
}

/**
 * The smallest pan that brings `area` into the frame with `margin` px around it (half the frame
 * where the area is too big for that on an axis: it is centred on that axis). `t` itself when the
 * area is already inside: following a move never moves a map that shows it (walkthrough 5 #3).
 */
export function nudgeIntoView(area: Rect, t: MapTransform, g: MapGeometry, margin: number) {
  if (inView(area, t, g.frame, 0)) return t;
  const r = project(t, area);
  const axis = (start: number, size: number, frame: number) => {
    if (size + 2 * margin > frame) return frame / 2 - (start + size / 2);
    if (start < margin) return margin - start;
    if (start + size > frame - margin) return frame - margin - (start + size);
    return 0;
  };
  const dx = axis(r.x, r.width, g.frame.width);
  const dy = axis(r.y, r.height, g.frame.height);
  return clampTransform({ k: t.k, x: t.x + dx, y: t.y + dy }, g);
}
