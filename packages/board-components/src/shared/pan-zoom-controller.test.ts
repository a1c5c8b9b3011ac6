import { afterEach, describe, expect, it } from 'vitest';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { FIT, type MapGeometry, type MapTransform } from './map-view.js';
import {
  DRAG_SLOP,
  KEY_ZOOM,
  createPanZoom,
  gestureTransform,
  keyAction,
  midpoint,
  wheelZoomFactor,
  type PanZoomOptions,
} from './pan-zoom-controller.js';

/** A 200×150 frame over content twice as large, drawn at k = 1 from the frame's corner. */
const g: MapGeometry = {
  frame: { width: 200, height: 150 },
  content: { x: 0, y: 0, width: 400, height: 300 },
  minScale: 0.5,
  maxScale: 4,
};

/** `t` is `expected` (to rounding, and -0 is 0). */
const expectView = (t: MapTransform, expected: MapTransform) => {
  expect(t.k).toBeCloseTo(expected.k);
  expect(t.x).toBeCloseTo(expected.x);
  expect(t.y).toBeCloseTo(expected.y);
};

/** Where a content point (content pixels at k = 1) is drawn in the frame under `t`. */
const drawnAt = (t: MapTransform, p: { x: number; y: number }) => ({
  x: t.x + t.k * p.x,
  y: t.y + t.k * p.y,
});
/** The content point under a frame point. */
const under = (t: MapTransform, p: { x: number; y: number }) => ({
  x: (p.x - t.x) / t.k,
  y: (p.y - t.y) / t.k,
});

describe('pan/zoom arithmetic', () => {
  it('turns wheel deltas into zoom steps: pixels, lines and pages; a Ctrl pinch faster; capped', () => {
    expect(wheelZoomFactor({ deltaY: -100, deltaMode: 0, ctrlKey: false })).toBeCloseTo(
      Math.exp(0.2),
    );
    expect(wheelZoomFactor({ deltaY: 100, deltaMode: 0, ctrlKey: false })).toBeCloseTo(
      Math.exp(-0.2),
    );
    expect(wheelZoomFactor({ deltaY: -3, deltaMode: 1, ctrlKey: false })).toBeCloseTo(
      Math.exp(0.096),
    );
    expect(wheelZoomFactor({ deltaY: -10, deltaMode: 0, ctrlKey: true })).toBeCloseTo(
      Math.exp(0.1),
    );
    // A mouse wheel notch with Ctrl (100 px) would be e ≈ 2.7×: one step is at most 2×.
    expect(wheelZoomFactor({ deltaY: -100, deltaMode: 0, ctrlKey: true })).toBe(2);
    expect(wheelZoomFactor({ deltaY: 1, deltaMode: 2, ctrlKey: true })).toBe(0.5);
  });

  it('maps + − 0 and the arrows to zoom, reset and pan, and leaves other keys alone', () => {
    expect(keyAction('+')).toEqual({ zoom: KEY_ZOOM });
    expect(keyAction('=')).toEqual({ zoom: KEY_ZOOM });
    for (const key of ['-', '_', '−']) expect(keyAction(key)).toEqual({ zoom: 1 / KEY_ZOOM });
    expect(keyAction('0')).toEqual({ reset: true });
    // The content moves the other way, so that the view shows more of where the arrow points.
    expect(keyAction('ArrowLeft')).toEqual({ pan: { x: 1, y: 0 } });
    expect(keyAction('ArrowRight')).toEqual({ pan: { x: -1, y: 0 } });
    expect(keyAction('ArrowUp')).toEqual({ pan: { x: 0, y: 1 } });
    expect(keyAction('ArrowDown')).toEqual({ pan: { x: 0, y: -1 } });
    expect(keyAction('a')).toBeNull();
    expect(keyAction('Enter')).toBeNull();
  });

  it('drags the content with one pointer, clamped so that it still covers the frame', () => {
    const from = { k: 1, x: -50, y: -40 };
    const start = midpoint([{ x: 100, y: 100 }]);
    expectView(gestureTransform(from, start, [{ x: 80, y: 90 }], g), { k: 1, x: -70, y: -50 });
    // Dragged far to the right the content's left edge stops at the frame's.
    expectView(gestureTransform(from, start, [{ x: 400, y: 100 }], g), { k: 1, x: 0, y: -40 });
  });

  it('pinches about the fingers’ midpoint: the point under it stays, the zoom follows the spread', () => {
    const from = { k: 1, x: -100, y: -75 };
    const fingers = [
      { x: 80, y: 75 },
      { x: 120, y: 75 },
    ];
    const start = midpoint(fingers);
    expect(start).toEqual({ at: { x: 100, y: 75 }, distance: 40 });
    const spread = [
      { x: 60, y: 75 },
      { x: 140, y: 75 },
    ];
    const t = gestureTransform(from, start, spread, g);
    expect(t.k).toBeCloseTo(2);
    const point = under(from, start.at);
    expect(drawnAt(t, point).x).toBeCloseTo(100);
    expect(drawnAt(t, point).y).toBeCloseTo(75);
    // Spread past the zoom limit: the scale stops at maxScale.
    const wide = [
      { x: -200, y: 75 },
      { x: 400, y: 75 },
    ];
    expect(gestureTransform(from, start, wide, g).k).toBe(4);
  });
});

/** A host with the controller and its frame in the document; `moves` counts the reader's moves. */
function setup(overrides: Partial<PanZoomOptions> = {}) {
  const frame = document.createElement('div');
  frame.tabIndex = 0;
  Object.assign(frame.style, {
    position: 'fixed',
    left: '10px',
    top: '10px',
    width: '200px',
    height: '150px',
    overflow: 'hidden',
  });
  const item = document.createElement('button');
  item.textContent = 'a state';
  frame.append(item);
  document.body.append(frame);
  const controllers: ReactiveController[] = [];
  const host: ReactiveControllerHost = {
    addController: (c) => controllers.push(c),
    removeController: () => {},
    requestUpdate: () => {},
    updateComplete: Promise.resolve(true),
  };
  const drawn: { t: MapTransform; animate: boolean }[] = [];
  const state = { moves: 0, resets: 0 };
  const controller = createPanZoom(host, {
    frame: () => frame,
    geometry: () => g,
    draw: (t, animate) => drawn.push({ t, animate }),
    reset: () => state.resets++,
    moved: () => state.moves++,
    wheel: 'zoom',
    panStep: (f, shift) => ({ x: f.width * (shift ? 0.4 : 0.2), y: f.height * 0.2 }),
    ...overrides,
  });
  expect(controllers).toContain(controller);
  controller.bind();
  controller.place({ k: 1, x: -100, y: -75 });
  const at = (x: number, y: number) => ({ clientX: 10 + x, clientY: 10 + y });
  const pointer = (type: string, id: number, x: number, y: number, target: Element = frame) =>
    target.dispatchEvent(
      new PointerEvent(type, { pointerId: id, bubbles: true, composed: true, ...at(x, y) }),
    );
  const wheel = (deltaY: number, x: number, y: number, ctrlKey = false) =>
    frame.dispatchEvent(
      new WheelEvent('wheel', { deltaY, ctrlKey, bubbles: true, cancelable: true, ...at(x, y) }),
    );
  const key = (k: string, shiftKey = false, target: Element = frame) =>
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true, cancelable: true }),
    );
  return { frame, item, controller, drawn, state, pointer, wheel, key };
}

describe('createPanZoom (the pan/zoom controller)', () => {
  afterEach(() => document.body.replaceChildren());

  it('zooms with the wheel about the pointer; at the zoom limit the wheel is the page’s', () => {
    const { controller, wheel, state } = setup();
    const before = controller.transform;
    const point = under(before, { x: 50, y: 40 });
    expect(wheel(-100, 50, 40)).toBe(false);
    const after = controller.transform;
    expect(after.k).toBeCloseTo(Math.exp(0.2));
    expect(drawnAt(after, point).x).toBeCloseTo(50);
    expect(drawnAt(after, point).y).toBeCloseTo(40);
    expect(state.moves).toBe(1);
    // Zoomed out to the limit, a further wheel down scrolls the page (not prevented).
    for (let i = 0; i < 10; i++) wheel(400, 50, 40);
    expect(controller.transform.k).toBe(0.5);
    expect(wheel(100, 50, 40)).toBe(true);
  });

  it('in Ctrl mode zooms only with Ctrl, and the wheel alone pans a focused frame only', () => {
    const { frame, controller, wheel } = setup({ wheel: 'ctrl' });
    expect(wheel(40, 50, 40)).toBe(true);
    expectView(controller.transform, { k: 1, x: -100, y: -75 });
    frame.focus();
    expect(wheel(40, 50, 40)).toBe(false);
    expectView(controller.transform, { k: 1, x: -100, y: -115 });
    expect(wheel(-10, 50, 40, true)).toBe(false);
    expect(controller.transform.k).toBeCloseTo(Math.exp(0.1));
  });

  it('drags to pan, and the click that ends a drag picks nothing; a short press still clicks', () => {
    const { frame, item, controller, pointer } = setup();
    let clicks = 0;
    item.addEventListener('click', () => clicks++);
    pointer('pointerdown', 1, 100, 100, item);
    pointer('pointermove', 1, 100 - DRAG_SLOP + 1, 100);
    expect(controller.transform.x).toBe(-100);
    expect(controller.dragging).toBe(false);
    pointer('pointermove', 1, 70, 90);
    expect(controller.dragging).toBe(true);
    expect(frame.classList.contains('dragging')).toBe(true);
    expectView(controller.transform, { k: 1, x: -130, y: -85 });
    pointer('pointerup', 1, 70, 90);
    item.click();
    expect(clicks).toBe(0);
    expect(frame.classList.contains('dragging')).toBe(false);

    pointer('pointerdown', 2, 100, 100, item);
    pointer('pointermove', 2, 102, 101);
    pointer('pointerup', 2, 102, 101);
    item.click();
    expect(clicks).toBe(1);
  });

  it('pinches with two pointers about their midpoint', () => {
    const { controller, pointer } = setup();
    const point = under(controller.transform, { x: 100, y: 75 });
    pointer('pointerdown', 1, 80, 75);
    pointer('pointerdown', 2, 120, 75);
    pointer('pointermove', 2, 160, 75);
    pointer('pointermove', 1, 40, 75);
    pointer('pointerup', 1, 40, 75);
    pointer('pointerup', 2, 160, 75);
    const t = controller.transform;
    expect(t.k).toBeCloseTo(3);
    expect(drawnAt(t, point).x).toBeCloseTo(100);
  });

  it('zooms with + and −, pans with the arrows by the host’s step, and 0 asks the host to reset', () => {
    const { controller, key, state, drawn } = setup();
    expect(key('+')).toBe(false);
    expect(controller.transform.k).toBeCloseTo(KEY_ZOOM);
    // Keys glide (animated), the hand's gestures do not.
    expect(drawn.at(-1)!.animate).toBe(true);
    key('−');
    expect(controller.transform.k).toBeCloseTo(1);
    key('ArrowRight');
    expect(controller.transform.x).toBeCloseTo(-140);
    key('ArrowLeft', true);
    expect(controller.transform.x).toBeCloseTo(-60);
    key('ArrowDown');
    expect(controller.transform.y).toBeCloseTo(-105);
    key('0');
    expect(state.resets).toBe(1);
    expect(key('x')).toBe(true);
    expect(state.moves).toBe(5);
  });

  it('leaves a key to its target when the host says so (arrows between a map’s spaces)', () => {
    const { item, controller, key } = setup({
      takesKey: (event, action) => !('pan' in action) || event.target !== item,
    });
    expect(key('ArrowRight', false, item)).toBe(true);
    expect(controller.transform.x).toBe(-100);
    expect(key('+', false, item)).toBe(false);
    expect(controller.transform.k).toBeCloseTo(KEY_ZOOM);
  });

  it('clamps what it is asked to show, and reveals a box only when it is out of view', () => {
    const { controller, state } = setup();
    // "Fit" on content larger than the frame: the content covers the frame from its corner.
    controller.moveTo(FIT);
    expectView(controller.transform, { k: 1, x: 0, y: 0 });
    controller.moveTo({ k: 10, x: 0, y: 0 });
    expect(controller.transform.k).toBe(4);
    controller.moveTo({ k: 0.5, x: 999, y: 999 });
    // Smaller than the frame: centred.
    expectView(controller.transform, { k: 0.5, x: 0, y: 0 });
    controller.moveTo({ k: 1, x: 0, y: 0 }, false, false);
    const moves = state.moves;
    const seen = { x: 10, y: 10, width: 50, height: 50 };
    controller.reveal(seen);
    expectView(controller.transform, { k: 1, x: 0, y: 0 });
    const far = { x: 300, y: 200, width: 50, height: 50 };
    expect(controller.fits(far)).toBe(true);
    expect(controller.fits({ ...far, width: 300 })).toBe(false);
    controller.reveal(far);
    const r = drawnAt(controller.transform, far);
    expect(r.x).toBeGreaterThanOrEqual(0);
    expect(r.x + 50).toBeLessThanOrEqual(200);
    expect(r.y + 50).toBeLessThanOrEqual(150);
    // Showing things for the reader is not the reader moving the view.
    expect(state.moves).toBe(moves);
  });
});
