import type { ReactiveController, ReactiveControllerHost } from 'lit';
import {
  FIT,
  clampTransform,
  keepInView,
  panBy,
  zoomAt,
  type MapGeometry,
  type MapTransform,
  type Rect,
} from './map-view.js';

/**
 * One pan/zoom for everything Railyard draws bigger than its frame: the boards' map (map tools)
 * and `<ry-statechart>`. It listens on the host's frame for the wheel, drags, pinches and keys,
 * keeps the transform, and hands each new one to the host to draw; the host says what the frame
 * and content measure (`geometry`). The arithmetic is in `map-view.ts`.
 */

/** Pointer travel (px) before a press becomes a drag, so that taps and clicks still pick. */
export const DRAG_SLOP = 6;
/** Zoom step of the + and − keys. */
export const KEY_ZOOM = 1.25;
/** Largest zoom step of one wheel event (a mouse wheel with Ctrl sends large deltas). */
const MAX_WHEEL_STEP = 2;

type Point = { readonly x: number; readonly y: number };

/**
 * The zoom factor of one wheel event: pixels, lines or pages; with Ctrl (a trackpad pinch, whose
 * deltas are small) five times as fast.
 */
export function wheelZoomFactor(event: {
  readonly deltaY: number;
  readonly deltaMode: number;
  readonly ctrlKey: boolean;
}): number {
  const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1;
  const factor = Math.exp(-event.deltaY * unit * (event.ctrlKey ? 0.01 : 0.002));
  return Math.min(MAX_WHEEL_STEP, Math.max(1 / MAX_WHEEL_STEP, factor));
}

/** What a key does to the view, or null for a key it leaves alone. */
export type KeyAction =
  { readonly zoom: number } | { readonly pan: Point } | { readonly reset: true } | null;

/** + − 0 and the arrows; an arrow pans so that the content moves the other way (it shows more there). */
export function keyAction(key: string): KeyAction {
  if (key === '+' || key === '=') return { zoom: KEY_ZOOM };
  if (key === '-' || key === '_' || key === '−') return { zoom: 1 / KEY_ZOOM };
  if (key === '0') return { reset: true };
  const x = key === 'ArrowLeft' ? 1 : key === 'ArrowRight' ? -1 : 0;
  const y = key === 'ArrowUp' ? 1 : key === 'ArrowDown' ? -1 : 0;
  return x || y ? { pan: { x, y } } : null;
}

/**
 * The view during a drag (one pointer) or pinch (two): `from` moved by the travel of the pointers'
 * midpoint and, for a pinch, zoomed about it by how far the fingers spread.
 */
export function gestureTransform(
  from: MapTransform,
  start: { readonly at: Point; readonly distance: number },
  points: readonly Point[],
  g: MapGeometry,
): MapTransform {
  const { at, distance } = midpoint(points);
  const moved = { k: from.k, x: from.x + at.x - start.at.x, y: from.y + at.y - start.at.y };
  return points.length > 1 && start.distance > 0
    ? zoomAt(moved, distance / start.distance, at, g)
    : panBy(moved, 0, 0, g);
}

/** The middle of one or two pointers and their distance (0 for one). */
export function midpoint(points: readonly Point[]): { at: Point; distance: number } {
  const [a = { x: 0, y: 0 }, b] = points;
  if (!b) return { at: a, distance: 0 };
  return {
    at: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 },
    distance: Math.hypot(a.x - b.x, a.y - b.y),
  };
}

/** What the host tells the controller. */
export interface PanZoomOptions {
  /** The element the content moves in; input is listened to there. Null while not drawn. */
  frame(): HTMLElement | null;
  /** Frame, content and zoom limits now; null while there is nothing to measure. */
  geometry(): MapGeometry | null;
  /** Draws a transform; `animate` when it should glide (buttons, keys), not track the hand. */
  draw(t: MapTransform, animate: boolean): void;
  /** The key 0: back to the host's default view. */
  reset(): void;
  /** The reader moved the view (zoom, pan, drag, pinch, keys). */
  moved?(): void;
  /**
   * `zoom`: the wheel zooms (at the limits it scrolls the page). `ctrl`: Ctrl/⌘ + wheel zooms and
   * the wheel alone pans a frame the reader is in (focused), so scrolling the page never sticks.
   * `page`: Ctrl/⌘ + wheel zooms and the wheel alone always scrolls the page (a map embedded in a
   * page of text), telling `plainWheel`. Read at every wheel event (a getter may change it).
   */
  wheel: 'zoom' | 'ctrl' | 'page';
  /** The wheel alone turned over the frame in `page` mode (the host says how to zoom). */
  plainWheel?(): void;
  /** How far one arrow key pans, in frame pixels. */
  panStep(frame: MapGeometry['frame'], shift: boolean): Point;
  /** Whether a key on this target is for the view (else it is left to the target). */
  takesKey?(event: KeyboardEvent, action: NonNullable<KeyAction>): boolean;
  /** Presses starting inside these (a toolbar, a dialog) are not drags. */
  ignore?: string;
  /** Where the content's box starts inside the frame (below a toolbar strip); 0, 0 by default. */
  inset?(): Point;
}

/** The pan/zoom the host drives (buttons, its own default views) besides the reader's input. */
export interface PanZoomController extends ReactiveController {
  /** The transform drawn now. */
  readonly transform: MapTransform;
  /** Whether a drag or pinch is moving the view now. */
  readonly dragging: boolean;
  /** Listens on the frame, once per frame element (call after a render that may have drawn it). */
  bind(): void;
  /** Draws `t` as given (the host's own default views; it may leave the content off-centre). */
  place(t: MapTransform, animate?: boolean): void;
  /** Draws the transform again (a frame drawn anew). */
  redraw(): void;
  /** Moves to `t`, kept within the limits; `byReader` (default) when the reader asked for it. */
  moveTo(t: MapTransform, animate?: boolean, byReader?: boolean): void;
  /** Zooms by `factor` about a frame point (the frame's centre, gliding, by default). */
  zoom(factor: number, at?: Point): void;
  /** Pans by frame pixels. */
  pan(dx: number, dy: number, animate?: boolean): void;
  /** Brings `rect` (content pixels at k = 1) into view if it is not, at the present zoom. */
  reveal(rect: Rect, animate?: boolean): void;
  /** Whether `rect` fits in the frame at the present zoom. */
  fits(rect: Rect): boolean;
}

/**
 * A Lit reactive controller: zoom and pan of the host's frame by wheel, drag, pinch and keys.
 * A closure rather than a class, so that the minifier shortens its inner names: it is in every
 * bundle that draws a statechart.
 */
export function createPanZoom(host: ReactiveControllerHost, o: PanZoomOptions): PanZoomController {
  let t: MapTransform = FIT;
  let bound: HTMLElement | null = null;
  const pointers = new Map<number, Point>();
  let gesture: {
    start: { at: Point; distance: number };
    from: MapTransform;
    moved: boolean;
  } | null = null;
  let swallowClick = false;

  const place = (next: MapTransform, animate = false) => o.draw((t = next), animate);
  const moveTo = (next: MapTransform, animate = false, byReader = true) => {
    const g = o.geometry();
    if (!g) return;
    place(clampTransform(next, g), animate);
    if (byReader) o.moved?.();
  };
  const zoom = (factor: number, at?: Point) => {
    const g = o.geometry();
    if (g) moveTo(zoomAt(t, factor, at ?? { x: g.frame.width / 2, y: g.frame.height / 2 }, g), !at);
  };
  const pan = (dx: number, dy: number, animate = true) => {
    const g = o.geometry();
    if (g) moveTo(panBy(t, dx, dy, g), animate);
  };
  const framePoint = (event: PointerEvent | WheelEvent): Point => {
    const f = bound!.getBoundingClientRect();
    const inset = o.inset?.() ?? { x: 0, y: 0 };
    return {
      x: event.clientX - f.left - bound!.clientLeft - inset.x,
      y: event.clientY - f.top - bound!.clientTop - inset.y,
    };
  };
  /** A gesture starts afresh whenever a finger lands or lifts, from the view drawn then. */
  const startGesture = () => {
    const points = [...pointers.values()];
    gesture = points.length
      ? { start: midpoint(points), from: t, moved: gesture?.moved ?? false }
      : null;
  };

  const onWheel = (event: WheelEvent) => {
    const g = o.geometry();
    if (!g) return;
    const ctrl = event.ctrlKey || event.metaKey;
    if (o.wheel === 'page' && !ctrl) {
      o.plainWheel?.();
      return;
    }
    if (o.wheel === 'ctrl' && !ctrl) {
      // The wheel alone pans only a frame the reader is in.
      if (!bound!.matches(':focus-within')) return;
      const next = panBy(t, -event.deltaX, -event.deltaY, g);
      if (Math.abs(next.x - t.x) + Math.abs(next.y - t.y) < 0.5) return;
      event.preventDefault();
      moveTo(next);
      return;
    }
    const factor = wheelZoomFactor({
      deltaY: event.deltaY,
      deltaMode: event.deltaMode,
      ctrlKey: ctrl,
    });
    // At the limits the wheel scrolls the page; Ctrl + wheel never zooms the page instead.
    if (!ctrl && (factor < 1 ? t.k <= g.minScale + 1e-3 : t.k >= g.maxScale - 1e-3)) return;
    event.preventDefault();
    zoom(factor, framePoint(event));
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (o.ignore && (event.target as Element).closest(o.ignore)) return;
    if (!pointers.size) swallowClick = false;
    pointers.set(event.pointerId, framePoint(event));
    startGesture();
  };

  const onPointerMove = (event: PointerEvent) => {
    if (!gesture || !pointers.has(event.pointerId)) return;
    pointers.set(event.pointerId, framePoint(event));
    const g = o.geometry();
    if (!g) return;
    const points = [...pointers.values()];
    const { at } = midpoint(points);
    const travel = Math.hypot(at.x - gesture.start.at.x, at.y - gesture.start.at.y);
    if (!gesture.moved && points.length === 1 && travel < DRAG_SLOP) return;
    if (!gesture.moved) {
      gesture.moved = true;
      try {
        bound!.setPointerCapture(event.pointerId);
      } catch {
        // A pointer the browser no longer tracks: the drag goes on without capture.
      }
      bound!.classList.add('dragging');
    }
    moveTo(gestureTransform(gesture.from, gesture.start, points, g));
  };

  const onPointerUp = (event: PointerEvent) => {
    if (!pointers.delete(event.pointerId)) return;
    if (gesture?.moved) {
      // The click that ends a drag or pinch does not pick what is under it.
      swallowClick = true;
      setTimeout(() => (swallowClick = false), 0);
    }
    startGesture();
    if (!gesture) bound?.classList.remove('dragging');
  };

  const onClick = (event: Event) => {
    if (!swallowClick) return;
    swallowClick = false;
    event.stopPropagation();
    event.preventDefault();
  };

  const onKeydown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const action = keyAction(event.key);
    const g = o.geometry();
    if (!action || !g || (o.takesKey && !o.takesKey(event, action))) return;
    if ('zoom' in action) zoom(action.zoom);
    else if ('reset' in action) o.reset();
    else {
      const step = o.panStep(g.frame, event.shiftKey);
      pan(action.pan.x * step.x, action.pan.y * step.y);
    }
    event.preventDefault();
  };

  const bind = () => {
    const frame = o.frame();
    if (!frame || frame === bound) return;
    bound = frame;
    frame.addEventListener('wheel', onWheel, { passive: false });
    frame.addEventListener('pointerdown', onPointerDown);
    frame.addEventListener('pointermove', onPointerMove);
    frame.addEventListener('pointerup', onPointerUp);
    frame.addEventListener('pointercancel', onPointerUp);
    frame.addEventListener('click', onClick, { capture: true });
    frame.addEventListener('keydown', onKeydown);
    frame.addEventListener('dragstart', (e) => e.preventDefault());
  };

  const controller: PanZoomController = {
    get transform() {
      return t;
    },
    get dragging() {
      return !!gesture?.moved;
    },
    hostUpdated: bind,
    bind,
    place,
    redraw: () => o.draw(t, false),
    moveTo,
    zoom,
    pan,
    reveal: (rect, animate = false) => {
      const g = o.geometry();
      const next = g && keepInView(t, rect, g);
      if (next && next !== t) place(next, animate);
    },
    fits: (rect) => {
      const g = o.geometry();
      return !!g && rect.width * t.k <= g.frame.width && rect.height * t.k <= g.frame.height;
    },
  };
  host.addController(controller);
  return controller;
}
