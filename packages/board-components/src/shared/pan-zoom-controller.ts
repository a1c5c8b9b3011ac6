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
   */
  wheel: 'zoom' | 'ctrl';
  /** How far one arrow key pans, in frame pixels. */
  panStep(frame: MapGeometry['frame'], shift: boolean): Point;
  /** Whether a key on this target is for the view (else it is left to the target). */
  takesKey?(event: KeyboardEvent, action: NonNullable<KeyAction>): boolean;
  /** Presses starting inside these (a toolbar, a dialog) are not drags. */
  ignore?: string;
}

/** A Lit reactive controller: zoom and pan of the host's frame by wheel, drag, pinch and keys. */
export class PanZoomController implements ReactiveController {
  private t: MapTransform = FIT;
  private bound: HTMLElement | null = null;
  private readonly pointers = new Map<number, Point>();
  private gesture: {
    start: { at: Point; distance: number };
    from: MapTransform;
    moved: boolean;
  } | null = null;
  private swallowClick = false;

  constructor(
    host: ReactiveControllerHost,
    private readonly options: PanZoomOptions,
  ) {
    host.addController(this);
  }

  /** Whether a drag or pinch is moving the view now. */
  get dragging(): boolean {
    return !!this.gesture?.moved;
  }

  /** The transform drawn now. */
  get transform(): MapTransform {
    return this.t;
  }

  hostUpdated(): void {
    this.bind();
  }

  /** Listens on the frame, once per frame element (call after a render that may have drawn it). */
  bind(): void {
    const frame = this.options.frame();
    if (!frame || frame === this.bound) return;
    this.bound = frame;
    frame.addEventListener('wheel', (e) => this.onWheel(e), { passive: false });
    frame.addEventListener('pointerdown', (e) => this.onPointerDown(e));
    frame.addEventListener('pointermove', (e) => this.onPointerMove(e));
    frame.addEventListener('pointerup', (e) => this.onPointerUp(e));
    frame.addEventListener('pointercancel', (e) => this.onPointerUp(e));
    frame.addEventListener('click', (e) => this.onClickCapture(e), { capture: true });
    frame.addEventListener('keydown', (e) => this.onKeydown(e));
    frame.addEventListener('dragstart', (e) => e.preventDefault());
  }

  /** Draws `t` as given (the host's own default views; it may leave the content off-centre). */
  place(t: MapTransform, animate = false): void {
    this.t = t;
    this.options.draw(t, animate);
  }

  /** Draws the transform again (a frame drawn anew). */
  redraw(): void {
    this.options.draw(this.t, false);
  }

  /** Moves to `t`, kept within the limits; `byReader` when the reader asked for it. */
  moveTo(t: MapTransform, animate = false, byReader = true): void {
    const g = this.options.geometry();
    if (!g) return;
    this.place(clampTransform(t, g), animate);
    if (byReader) this.options.moved?.();
  }

  /** Zooms by `factor` about a frame point (the frame's centre, gliding, by default). */
  zoom(factor: number, at?: Point): void {
    const g = this.options.geometry();
    if (!g) return;
    const point = at ?? { x: g.frame.width / 2, y: g.frame.height / 2 };
    this.moveTo(zoomAt(this.t, factor, point, g), !at);
  }

  /** Pans by frame pixels. */
  pan(dx: number, dy: number, animate = true): void {
    const g = this.options.geometry();
    if (g) this.moveTo(panBy(this.t, dx, dy, g), animate);
  }

  /** Brings `rect` (content pixels at k = 1) into view if it is not, at the present zoom. */
  reveal(rect: Rect, animate = false): void {
    const g = this.options.geometry();
    if (!g) return;
    const next = keepInView(this.t, rect, g);
    if (next !== this.t) this.place(next, animate);
  }

  /** Whether `rect` fits in the frame at the present zoom. */
  fits(rect: Rect): boolean {
    const g = this.options.geometry();
    return (
      !!g && rect.width * this.t.k <= g.frame.width && rect.height * this.t.k <= g.frame.height
    );
  }

  // ---- input ---------------------------------------------------------------------------------

  private framePoint(event: { clientX: number; clientY: number }): Point {
    const frame = this.bound!;
    const f = frame.getBoundingClientRect();
    return {
      x: event.clientX - f.left - frame.clientLeft,
      y: event.clientY - f.top - frame.clientTop,
    };
  }

  private onWheel(event: WheelEvent): void {
    const g = this.options.geometry();
    if (!g) return;
    const zooms = this.options.wheel === 'zoom' || event.ctrlKey || event.metaKey;
    if (!zooms) {
      // The wheel alone pans only a frame the reader is in.
      if (!this.bound!.matches(':focus-within')) return;
      const next = panBy(this.t, -event.deltaX, -event.deltaY, g);
      if (Math.abs(next.x - this.t.x) + Math.abs(next.y - this.t.y) < 0.5) return;
      event.preventDefault();
      this.moveTo(next);
      return;
    }
    const factor = wheelZoomFactor({
      deltaY: event.deltaY,
      deltaMode: event.deltaMode,
      ctrlKey: event.ctrlKey || event.metaKey,
    });
    const atLimit =
      (factor < 1 && this.t.k <= g.minScale + 1e-3) ||
      (factor > 1 && this.t.k >= g.maxScale - 1e-3);
    // At the limits the wheel scrolls the page; Ctrl + wheel never zooms the page instead.
    if (atLimit && !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    this.zoom(factor, this.framePoint(event));
  }

  private onPointerDown(event: PointerEvent): void {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (this.options.ignore && (event.target as Element).closest(this.options.ignore)) return;
    if (this.pointers.size === 0) this.swallowClick = false;
    this.pointers.set(event.pointerId, this.framePoint(event));
    this.startGesture();
  }

  /** A gesture starts afresh whenever a finger lands or lifts, from the view drawn then. */
  private startGesture(): void {
    const points = [...this.pointers.values()];
    if (points.length === 0) {
      this.gesture = null;
      return;
    }
    const moved = this.gesture?.moved ?? false;
    this.gesture = { start: midpoint(points), from: this.t, moved };
  }

  private onPointerMove(event: PointerEvent): void {
    const gesture = this.gesture;
    if (!gesture || !this.pointers.has(event.pointerId)) return;
    this.pointers.set(event.pointerId, this.framePoint(event));
    const g = this.options.geometry();
    if (!g) return;
    const points = [...this.pointers.values()];
    const { at } = midpoint(points);
    const travel = Math.hypot(at.x - gesture.start.at.x, at.y - gesture.start.at.y);
    if (!gesture.moved && points.length === 1 && travel < DRAG_SLOP) return;
    if (!gesture.moved) {
      gesture.moved = true;
      try {
        this.bound!.setPointerCapture(event.pointerId);
      } catch {
        // A pointer the browser no longer tracks: the drag goes on without capture.
      }
      this.bound!.classList.add('dragging');
    }
    this.moveTo(gestureTransform(gesture.from, gesture.start, points, g));
  }

  private onPointerUp(event: PointerEvent): void {
    if (!this.pointers.delete(event.pointerId)) return;
    if (this.gesture?.moved) {
      // The click that ends a drag or pinch does not pick what is under it.
      this.swallowClick = true;
      setTimeout(() => (this.swallowClick = false), 0);
    }
    if (this.pointers.size === 0) {
      this.gesture = null;
      this.bound?.classList.remove('dragging');
    } else this.startGesture();
  }

  private onClickCapture(event: Event): void {
    if (!this.swallowClick) return;
    this.swallowClick = false;
    event.stopPropagation();
    event.preventDefault();
  }

  private onKeydown(event: KeyboardEvent): void {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const action = keyAction(event.key);
    if (!action || (this.options.takesKey && !this.options.takesKey(event, action))) return;
    const g = this.options.geometry();
    if (!g) return;
    if ('zoom' in action) this.zoom(action.zoom);
    else if ('reset' in action) this.options.reset();
    else {
      const step = this.options.panStep(g.frame, event.shiftKey);
      this.pan(action.pan.x * step.x, action.pan.y * step.y);
    }
    event.preventDefault();
  }
}
