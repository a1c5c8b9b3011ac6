/**
 * The map tools every board gets from RyBoardBase (zoom, pan, fit, follow, focus card,
 * coordinates, change marks, spotlight), exercised on both real boards.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import {
  applyMove,
  simulate,
  type AmericanRailsView,
  type AnyGameDefinition,
  type ChicagoExpressView,
  type CommonView,
  type GameMove,
} from '@railyard/rules';
import { chicagoExpress } from './chicago-express/game.js';
import { americanRails } from './american-rails/game.js';
import type { RyBoardBase } from './board-base.js';
import { axeViolations, cleanup, fixture, until } from '../test-support/fixture.js';

/** States after each move of one seeded game. */
function playedStates(game: AnyGameDefinition, seed: string): unknown[] {
  const record = simulate(game, { players: ['Ann', 'Bob', 'Cyd', 'Dee'], seed }).record;
  let state: unknown = game.createGame({ players: record.players, seed: record.seed });
  const states = [state];
  for (const move of record.moves) {
    const r = applyMove(game, state as never, move);
    if (!r.ok) throw new Error(r.error.reason);
    states.push((state = r.state));
  }
  return states;
}

let ceStates: unknown[];
let arStates: unknown[];
beforeAll(() => {
  ceStates = playedStates(chicagoExpress as AnyGameDefinition, 'map-tools');
  arStates = playedStates(americanRails as AnyGameDefinition, 'map-tools');
});

async function board(
  tag: 'ry-chicago-express-board' | 'ry-american-rails-board',
  game: AnyGameDefinition,
  state: unknown,
): Promise<RyBoardBase> {
  const el = await fixture<RyBoardBase>(`<${tag} interactive></${tag}>`);
  show(el, game, state);
  await el.mapToolsReady;
  await el.updateComplete;
  // The default zoom is set once the frame has a size (ResizeObserver).
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  return el;
}

function show(el: RyBoardBase, game: AnyGameDefinition, state: unknown): void {
  el.view = game.view(state as never, 'all') as CommonView;
  el.legalMoves = game.legalMoves(state as never) as GameMove[];
}

const ceView = (state: unknown) => chicagoExpress.view(state as never, 'all') as ChicagoExpressView;
const arView = (state: unknown) => americanRails.view(state as never, 'all') as AmericanRailsView;
const ce = (state: unknown) =>
  board('ry-chicago-express-board', chicagoExpress as AnyGameDefinition, state);
const root = (el: RyBoardBase) => el.shadowRoot!;
const map = (el: RyBoardBase) => root(el).querySelector<SVGSVGElement>('svg.map')!;
const frame = (el: RyBoardBase) => root(el).querySelector<HTMLElement>('.map-frame')!;
const hit = (el: RyBoardBase, id: string) =>
  root(el).querySelector<SVGElement>(`[data-target="${id}"]`)!;
const tool = (el: RyBoardBase, name: string) =>
  [...root(el).querySelectorAll<HTMLButtonElement>('.map-tools button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent!.trim()) === name,
  )!;

/** The transform the map is drawn with: scale and translation in CSS pixels. */
function transform(el: RyBoardBase): { k: number; x: number; y: number } {
  // The transform asked for (buttons and keys glide to it).
  const m = new DOMMatrix(map(el).style.transform || 'none');
  return { k: m.a, x: m.e, y: m.f };
}

describe('map tools', () => {
  beforeEach(async () => {
    await page.viewport(1000, 800);
  });
  afterEach(cleanup);

  it('zooms with + and −, pans with Shift+arrows and fits again with 0', async () => {
    const el = await ce(ceStates[0]);
    expect(transform(el)).toEqual({ k: 1, x: 0, y: 0 });
    hit(el, 'K4').focus();
    await userEvent.keyboard('+');
    const zoomed = transform(el);
    expect(zoomed.k).toBeCloseTo(1.25);
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    const panned = transform(el);
    expect(panned.k).toBeCloseTo(1.25);
    expect(panned.x).toBeLessThan(zoomed.x);
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(transform(el).y).toBeLessThan(panned.y);
    // Shift+arrows pan; they do not move the focus to another hex.
    expect(root(el).activeElement!.getAttribute('data-target')).toBe('K4');
    await userEvent.keyboard('-');
    expect(transform(el).k).toBeCloseTo(1);
    await userEvent.keyboard('++0');
    expect(transform(el)).toEqual({ k: 1, x: 0, y: 0 });
  });

  it('zooms with the wheel around the pointer, pans by dragging, and Fit restores', async () => {
    const el = await ce(ceStates[0]);
    el.wheelZoom = true;
    await el.updateComplete;
    const box = frame(el).getBoundingClientRect();
    const at = { clientX: box.left + box.width * 0.25, clientY: box.top + box.height * 0.5 };
    const wheel = new WheelEvent('wheel', { ...at, deltaY: -300, bubbles: true, cancelable: true });
    map(el).dispatchEvent(wheel);
    expect(wheel.defaultPrevented).toBe(true);
    expect(root(el).querySelector('.wheel-hint')).toBeNull();
    const zoomed = transform(el);
    expect(zoomed.k).toBeGreaterThan(1.5);
    // The point under the pointer stays put: (at - t) / k is the same before and after.
    const border = frame(el).clientLeft;
    const x = at.clientX - box.left - border;
    expect((x - zoomed.x) / zoomed.k).toBeCloseTo(x, 1);
    // At fit, wheeling out is left to the page (it scrolls).
    await userEvent.click(tool(el, 'Fit'));
    await until(() => transform(el).k === 1, 2000, 'fit');
    const out = new WheelEvent('wheel', { ...at, deltaY: 300, bubbles: true, cancelable: true });
    map(el).dispatchEvent(out);
    expect(out.defaultPrevented).toBe(false);

    await userEvent.click(tool(el, 'Zoom in'));
    await userEvent.click(tool(el, 'Zoom in'));
    await until(() => transform(el).k > 1.9, 2000, 'zoom in');
    const before = transform(el);
    const target = hit(el, 'K4');
    const start = { clientX: box.left + 300, clientY: box.top + 300, pointerId: 7, bubbles: true };
    const pointer = (type: string, dx: number, dy: number) =>
      target.dispatchEvent(
        new PointerEvent(type, {
          ...start,
          clientX: start.clientX + dx,
          clientY: start.clientY + dy,
          pointerType: 'mouse',
          button: 0,
        }),
      );
    pointer('pointerdown', 0, 0);
    pointer('pointermove', 40, 30);
    pointer('pointerup', 40, 30);
    const dragged = transform(el);
    expect(dragged.x - before.x).toBeCloseTo(40, 0);
    expect(dragged.y - before.y).toBeCloseTo(30, 0);
    await userEvent.click(tool(el, 'Fit'));
    await until(() => transform(el).k === 1, 2000, 'fit');
    expect(transform(el)).toEqual({ k: 1, x: 0, y: 0 });
  });

  it('shows a card with the name, terrain, numbers and pieces of the hex under the pointer or focus', async () => {
    const state = ceStates.find((s) =>
      ceView(s).board.hexes.some((h) => h.id === 'R5' && h.locos.length),
    );
    const el = await ce(state);
    await userEvent.hover(hit(el, 'K4'));
    await until(() => root(el).querySelector('.space-card'), 2000, 'the card');
    const card = root(el).querySelector<HTMLElement>('.space-card')!;
    expect(card.dataset.card).toBe('K4');
    expect(card.querySelector('strong')!.textContent).toBe('Pittsburgh');
    const lines = [...card.querySelectorAll('li')].map((li) => li.textContent);
    expect(lines[0]).toBe('Industrial city');
    expect(lines).toContain('Value 4');
    expect(lines.some((l) => /^Build cost \d+/.test(l!))).toBe(true);
    // Inside the frame, beside the hex.
    const f = frame(el).getBoundingClientRect();
    const c = card.getBoundingClientRect();
    expect(c.left).toBeGreaterThanOrEqual(f.left);
    expect(c.right).toBeLessThanOrEqual(f.right);
    expect(c.top).toBeGreaterThanOrEqual(f.top);
    expect(c.bottom).toBeLessThanOrEqual(f.bottom);
    // It covers neither the hex nor its neighbours (the cities its words name).
    const k4 = root(el).querySelector('[data-space="K4"]')!.getBoundingClientRect();
    const centre = (r: DOMRect) => [r.left + r.width / 2, r.top + r.height / 2] as const;
    const [kx, ky] = centre(k4);
    const near = [...root(el).querySelectorAll('[data-space]')]
      .map((s) => s.getBoundingClientRect())
      .filter((r) => Math.hypot(centre(r)[0] - kx, centre(r)[1] - ky) < k4.width * 1.2);
    expect(near.length).toBeGreaterThan(3);
    for (const r of near) {
      const [x, y] = centre(r);
      expect(x >= c.left && x <= c.right && y >= c.top && y <= c.bottom).toBe(false);
    }
    // By the hex: its nearest edge about a hex's width from the hex's middle (was one and a half).
    const hex = root(el).querySelector('[data-space="K4"] .hit')!.getBoundingClientRect();
    const [hx, hy] = centre(hex);
    const gap = Math.max(c.left - hx, hx - c.right, c.top - hy, hy - c.bottom);
    expect(gap).toBeLessThan(hex.width * 1.25);

    // A click focuses the hex; its card still goes once the map zooms away from under it.
    // (Playwright waits for an aria-disabled target to be enabled: K4 has no move here.)
    await userEvent.click(hit(el, 'K4'), { force: true });
    await until(() => root(el).querySelector('.space-card'), 2000, 'the card after a click');
    expect(root(el).activeElement).toBe(hit(el, 'K4'));
    const zoom = { clientX: kx, clientY: ky, deltaY: -30, ctrlKey: true, bubbles: true };
    map(el).dispatchEvent(new WheelEvent('wheel', { ...zoom, cancelable: true }));
    await el.updateComplete;
    expect(transform(el).k).toBeGreaterThan(1.2);
    expect(root(el).querySelector('.space-card')).toBeNull();

    hit(el, 'R5').focus();
    await el.updateComplete;
    const focused = root(el).querySelector<HTMLElement>('.space-card')!;
    expect(focused.dataset.card).toBe('R5');
    expect(focused.textContent).toMatch(/PRR( and [A-Z&]+)* present/);
  });

  it('shows the American Rails city values and cubes in the card', async () => {
    const state = arStates.find((s) =>
      arView(s).board.hexes.some((h) => h.city && h.cubes.length),
    )!;
    const el = await board('ry-american-rails-board', americanRails as AnyGameDefinition, state);
    const view = el.view as unknown as AmericanRailsView;
    const city = view.board.hexes.find((h) => h.city && h.cubes.length)!;
    hit(el, city.id).focus();
    await el.updateComplete;
    const card = root(el).querySelector<HTMLElement>('.space-card')!;
    expect(card.querySelector('strong')!.textContent).toBe(city.city!.name);
    expect(card.textContent).toContain(`Full value ${city.city!.currentFull}`);
    expect(card.textContent).toMatch(/present/);
  });

  it('draws every hex coordinate on demand, over the map and moving with it', async () => {
    const el = await ce(ceStates[0]);
    expect(root(el).querySelector('svg.coords')).toBeNull();
    await userEvent.click(tool(el, 'Coordinates'));
    await until(() => root(el).querySelector('svg.coords text'), 2000, 'coordinates');
    expect(el.coordinates).toBe(true);
    expect(tool(el, 'Coordinates').getAttribute('aria-pressed')).toBe('true');
    const labels = [...root(el).querySelectorAll('svg.coords text')];
    expect(labels.length).toBe(160);
    const r1 = labels.find((t) => t.textContent === 'K4')!;
    // The label sits on its hex.
    const a = r1.getBoundingClientRect();
    const b = hit(el, 'K4').getBoundingClientRect();
    expect(a.left + a.width / 2).toBeCloseTo(b.left + b.width / 2, -1);
    expect(a.top + a.height / 2).toBeCloseTo(b.top + b.height / 2, -1);
    hit(el, 'K4').focus();
    await userEvent.keyboard('+');
    const c = r1.getBoundingClientRect();
    const d = hit(el, 'K4').getBoundingClientRect();
    expect(c.left + c.width / 2).toBeCloseTo(d.left + d.width / 2, -1);
  });

  it('briefly marks the hexes a move changed', async () => {
    const index = ceStates.findIndex((_, i) => {
      if (!ceStates[i + 1]) return false;
      const before = ceView(ceStates[i]).board.hexes;
      const after = ceView(ceStates[i + 1]).board.hexes;
      return after.filter((h, j) => h.locos.length !== before[j]!.locos.length).length === 1;
    });
    const el = await ce(ceStates[index]);
    expect(root(el).querySelectorAll('.space.changed').length).toBe(0);
    show(el, chicagoExpress as AnyGameDefinition, ceStates[index + 1]);
    await el.updateComplete;
    const view = el.view as unknown as ChicagoExpressView;
    const before = ceView(ceStates[index]);
    const built = view.board.hexes.find(
      (h, j) => h.locos.length !== before.board.hexes[j]!.locos.length,
    )!.id;
    const changed = [...root(el).querySelectorAll('.space.changed')].map((n) =>
      n.getAttribute('data-space'),
    );
    expect(changed).toContain(built);
    // Only what the move changed: the built hex and at most its neighbours' numbers.
    expect(changed.length).toBeLessThan(8);
    const mark = root(el).querySelector(`[data-space="${built}"]`)!;
    expect(getComputedStyle(mark).animationName).toBe('ry-space-changed');
    expect(getComputedStyle(mark).filter).toContain('drop-shadow');
    await until(() => root(el).querySelectorAll('.space.changed').length === 0, 4000, 'unmark');

    // With reduced motion the mark stays still: the same outline, no animation.
    await cdp().send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
    });
    try {
      show(el, chicagoExpress as AnyGameDefinition, ceStates[index]);
      await el.updateComplete;
      const still = root(el).querySelector(`[data-space="${built}"]`)!;
      expect(still.classList.contains('changed')).toBe(true);
      expect(getComputedStyle(still).animationName).toBe('none');
      expect(getComputedStyle(still).filter).toContain('drop-shadow');
    } finally {
      await cdp().send('Emulation.setEmulatedMedia', { features: [] });
    }
  });

  it('follows the action: a change out of view is brought into view when zoomed in', async () => {
    type Hexes = { board: { hexes: { id: string; col: number; locos: string[] }[] } };
    const viewAt = (i: number) =>
      chicagoExpress.view(ceStates[i] as never, 'all') as unknown as Hexes;
    // A build in the east of the map, while the view is zoomed in on Chicago in the west.
    const index = ceStates.findIndex((_, i) => {
      if (!ceStates[i + 1]) return false;
      const before = viewAt(i).board.hexes;
      const grown = viewAt(i + 1).board.hexes.filter(
        (h, j) => h.locos.length > before[j]!.locos.length,
      );
      return grown.length === 1 && grown[0]!.col >= 12;
    });
    expect(index).toBeGreaterThan(0);
    const el = await ce(ceStates[index]);
    hit(el, 'A2').focus();
    for (let i = 0; i < 5; i++) await userEvent.keyboard('+');
    const before = viewAt(index).board.hexes;
    const built = viewAt(index + 1).board.hexes.find(
      (h, j) => h.locos.length > before[j]!.locos.length,
    )!.id;
    const inView = () => {
      const f = frame(el).getBoundingClientRect();
      const s = root(el).querySelector(`[data-space="${built}"]`)!.getBoundingClientRect();
      return s.left >= f.left && s.right <= f.right && s.top >= f.top && s.bottom <= f.bottom;
    };
    await new Promise((r) => setTimeout(r, 400));
    expect(inView()).toBe(false);
    // Another seat's move, watched: the map follows what it changed.
    el.interactive = false;
    show(el, chicagoExpress as AnyGameDefinition, ceStates[index + 1]);
    await el.updateComplete;
    await until(inView, 2000, 'the built hex in view');
    // With Follow off, the view stays where the user put it.
    await userEvent.click(tool(el, 'Follow'));
    expect(tool(el, 'Follow').getAttribute('aria-pressed')).toBe('false');
    hit(el, 'A2').focus();
    await new Promise((r) => setTimeout(r, 400));
    const stay = transform(el);
    show(el, chicagoExpress as AnyGameDefinition, ceStates[index]);
    await el.updateComplete;
    show(el, chicagoExpress as AnyGameDefinition, ceStates[index + 1]);
    await el.updateComplete;
    expect(transform(el)).toEqual(stay);
  });

  it("follows whoever acts: on the viewer's move the map shows where they can play, not the last change", async () => {
    // A position after which the next one offers moves on the map (a build) far from A2.
    const legalHexes = (i: number) =>
      (chicagoExpress.legalMoves(ceStates[i] as never) as GameMove[])
        .map((m) => m.hex)
        .filter((h): h is string => typeof h === 'string');
    const index = ceStates.findIndex(
      (_, i) => i > 0 && !!ceStates[i + 1] && legalHexes(i + 1).length > 0,
    );
    expect(index).toBeGreaterThan(0);
    const el = await ce(ceStates[index]);
    el.interactive = false;
    await el.updateComplete;
    hit(el, 'A2').focus();
    for (let i = 0; i < 5; i++) await userEvent.keyboard('+');
    await new Promise((r) => setTimeout(r, 400));
    const inView = (element: Element) => {
      const f = frame(el).getBoundingClientRect();
      const s = element.getBoundingClientRect();
      return s.left >= f.left && s.right <= f.right && s.top >= f.top && s.bottom <= f.bottom;
    };
    const legalInView = () =>
      [...root(el).querySelectorAll('.space.legal')].some((space) => inView(space));
    el.interactive = true;
    show(el, chicagoExpress as AnyGameDefinition, ceStates[index + 1]);
    await el.updateComplete;
    expect(root(el).querySelectorAll('.space.legal').length).toBeGreaterThan(0);
    await until(legalInView, 2000, 'a space the viewer can use in view');
  });

  it('points out spotlit spaces and brings them into view', async () => {
    const el = await ce(ceStates[0]);
    hit(el, 'A2').focus();
    for (let i = 0; i < 4; i++) await userEvent.keyboard('+');
    el.spotlight = ['R5'];
    await el.updateComplete;
    const space = root(el).querySelector('[data-space="R5"]')!;
    expect(space.classList.contains('spotlight')).toBe(true);
    await new Promise((r) => setTimeout(r, 400));
    const f = frame(el).getBoundingClientRect();
    const s = space.getBoundingClientRect();
    expect(s.left).toBeGreaterThanOrEqual(f.left);
    expect(s.right).toBeLessThanOrEqual(f.right);
    el.spotlight = [];
    await el.updateComplete;
    expect(space.classList.contains('spotlight')).toBe(false);
  });

  it('zooms and centres on the spaces named by zoomTo (a docs example), until the user zooms', async () => {
    const el = await ce(ceStates[0]);
    el.legalMoves = [];
    el.zoomTo = ['R2', 'Q3'];
    await el.updateComplete;
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    const f = frame(el).getBoundingClientRect();
    for (const id of ['R2', 'Q3']) {
      const s = root(el).querySelector(`[data-space="${id}"]`)!.getBoundingClientRect();
      expect(s.left, id).toBeGreaterThanOrEqual(f.left);
      expect(s.right, id).toBeLessThanOrEqual(f.right);
      expect(s.top, id).toBeGreaterThanOrEqual(f.top);
      expect(s.bottom, id).toBeLessThanOrEqual(f.bottom);
    }
    // Zoomed in past the fitted map: the two hexes take a good part of the frame.
    expect(transform(el).k).toBeGreaterThan(1.2);
    const zoomed = transform(el);
    el.zoomTo = ['A2'];
    await el.updateComplete;
    expect(transform(el)).not.toEqual(zoomed);
  });

  it('keeps the learner’s view when new zoomTo spaces are in it, brings them in when off screen, and keeps it when they go (a lesson’s steps and end)', async () => {
    const el = await ce(ceStates[0]);
    el.legalMoves = [];
    el.zoomTo = ['R2', 'Q3'];
    await el.updateComplete;
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    root(el).querySelector<HTMLButtonElement>('.map-tools button[aria-label="Zoom in"]')!.click();
    await el.updateComplete;
    const aimed = transform(el);
    const settle = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    // The next step is about a place already on screen: the map stays where the learner has it.
    el.zoomTo = ['Q3'];
    await el.updateComplete;
    await settle();
    expect(transform(el)).toEqual(aimed);
    // A place off screen is brought into view.
    el.zoomTo = ['A2'];
    await el.updateComplete;
    const inView = () => {
      const f = frame(el).getBoundingClientRect();
      const s = root(el).querySelector('[data-space="A2"]')!.getBoundingClientRect();
      return s.left >= f.left && s.right <= f.right && s.top >= f.top && s.bottom <= f.bottom;
    };
    await until(inView, 2000, 'A2 in view');
    const moved = transform(el);
    expect(moved).not.toEqual(aimed);
    // The lesson's end names no places: the view stays on where it ended, also after a resize.
    el.zoomTo = [];
    await el.updateComplete;
    frame(el).style.minHeight = `${frame(el).clientHeight + 40}px`;
    await settle();
    await settle();
    expect(transform(el).k).toBeCloseTo(moved.k);
    expect(inView()).toBe(true);
  });

  it('draws only the parts named by only, and one company with company:<id>', async () => {
    const el = await ce(ceStates[0]);
    const visible = (selector: string) => {
      const node = root(el).querySelector<HTMLElement>(selector);
      return !!node && node.getBoundingClientRect().height > 0;
    };
    expect(visible('[part="dials"]')).toBe(true);
    el.only = 'map';
    await el.updateComplete;
    expect(visible('svg.map')).toBe(true);
    expect(visible('[part="dials"]')).toBe(false);
    expect(visible('[part="charters"]')).toBe(false);
    el.only = 'dials charters company:nyc';
    await el.updateComplete;
    expect(visible('svg.map')).toBe(false);
    expect(visible('[part="dials"]')).toBe(true);
    expect(visible('[part="industrial"]')).toBe(false);
    const shown = [...root(el).querySelectorAll<HTMLElement>('[part~="charter"]')].filter(
      (c) => c.getBoundingClientRect().height > 0,
    );
    expect(shown.map((c) => c.dataset.company)).toEqual(['nyc']);
    el.only = '';
    await el.updateComplete;
    expect(visible('[part="industrial"]')).toBe(true);
  });

  it('names its spaces for hosts that link text to the map', async () => {
    const el = await ce(ceStates[0]);
    const places = el.places();
    expect(places.length).toBe(160);
    expect(places.find((p) => p.id === 'K4')!.names).toContain('Pittsburgh');
    expect(places.find((p) => p.id === 'Q5')!.names).toContain('Plain Q5 (next to Philadelphia)');
  });

  it('has no axe violations with the card and the coordinates shown', async () => {
    const el = await ce(ceStates[3]);
    await userEvent.click(tool(el, 'Coordinates'));
    hit(el, 'K4').focus();
    await el.updateComplete;
    expect(root(el).querySelector('.space-card')).not.toBeNull();
    expect(await axeViolations(el)).toEqual([]);
  });
});
