/**
 * The map tools after a move and around their toolbar (walkthrough 5, findings 2, 3, 10, 11 and
 * 15): the card never tells an old position, the camera stays when it shows the move, glides
 * briefly or not at all, the map opens whole on a laptop, and the toolbar is a strip above the
 * map whose buttons neither overlap each other nor lie over the map.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import {
  applyMove,
  simulate,
  type AnyGameDefinition,
  type CommonView,
  type GameMove,
} from '@railyard/rules';
import { chicagoExpress } from './chicago-express/game.js';
import type { RyBoardBase } from './board-base.js';
import { cleanup, fixture, until, withMapTools } from '../test-support/fixture.js';

const game = chicagoExpress as AnyGameDefinition;
let states: unknown[];
let moves: GameMove[];
beforeAll(() => {
  const record = simulate(game, {
    players: ['Ann', 'Bob', 'Cyd', 'Dee'],
    seed: 'map-tools',
  }).record;
  let state: unknown = game.createGame({ players: record.players, seed: record.seed });
  states = [state];
  moves = [...record.moves];
  for (const move of record.moves) {
    const r = applyMove(game, state as never, move);
    if (!r.ok) throw new Error(r.error.reason);
    states.push((state = r.state));
  }
});

const legal = (i: number) => game.legalMoves(states[i] as never) as GameMove[];
const legalHexes = (i: number) => [
  ...new Set(legal(i).flatMap((m) => (typeof m.hex === 'string' ? [m.hex] : []))),
];

function show(el: RyBoardBase, i: number): void {
  el.view = game.view(states[i] as never, 'all') as CommonView;
  el.legalMoves = legal(i);
}

async function board(i: number, style = ''): Promise<RyBoardBase> {
  const el = await fixture<RyBoardBase>(
    `<ry-chicago-express-board interactive style="${style}"></ry-chicago-express-board>`,
  );
  show(el, i);
  return withMapTools(el);
}

const root = (el: RyBoardBase) => el.shadowRoot!;
const map = (el: RyBoardBase) => root(el).querySelector<SVGSVGElement>('svg.map')!;
const frame = (el: RyBoardBase) => root(el).querySelector<HTMLElement>('.map-frame')!;
const tools = (el: RyBoardBase) => root(el).querySelector<HTMLElement>('.map-tools')!;
const hit = (el: RyBoardBase, id: string) =>
  root(el).querySelector<SVGElement>(`[data-target="${id}"]`)!;
const card = (el: RyBoardBase) => root(el).querySelector<HTMLElement>('.space-card');
const button = (el: RyBoardBase, name: string) =>
  [...tools(el).querySelectorAll<HTMLButtonElement>('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent!.trim()) === name,
  )!;
const transform = (el: RyBoardBase) => {
  const m = new DOMMatrix(map(el).style.transform || 'none');
  return { k: m.a, x: m.e, y: m.f };
};
const settle = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
/** Whether the element is wholly inside the map's part of the frame (below the toolbar). */
const shown = (el: RyBoardBase, element: Element) => {
  const f = frame(el).getBoundingClientRect();
  const top = tools(el).getBoundingClientRect().bottom;
  const s = element.getBoundingClientRect();
  return s.left >= f.left && s.right <= f.right && s.top >= top && s.bottom <= f.bottom;
};
const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right - 0.5 &&
  b.left < a.right - 0.5 &&
  a.top < b.bottom - 0.5 &&
  b.top < a.bottom - 0.5;

/** A position where the viewer builds on a hex, and the build made there. */
function aBuild(): { index: number; hex: string } {
  const index = moves.findIndex(
    (m, i) => m.type === 'build.place' && typeof m.hex === 'string' && legalHexes(i).length > 3,
  );
  expect(index).toBeGreaterThanOrEqual(0);
  return { index, hex: moves[index]!.hex as string };
}

describe('map tools after a move', () => {
  beforeEach(async () => {
    await page.viewport(1000, 800);
  });
  afterEach(cleanup);

  it("closes the pointer's card when a move changes the view (it told the old position)", async () => {
    const { index, hex } = aBuild();
    const el = await board(index);
    await userEvent.hover(hit(el, hex));
    await until(() => card(el)?.dataset.card === hex, 2000, 'the card');
    // Before the move the card offers the build.
    expect(card(el)!.querySelector('.act')?.textContent).toMatch(/\S/);
    show(el, index + 1);
    await el.updateComplete;
    await settle();
    // Gone, not left up with the old facts and the move already made.
    expect(card(el)).toBeNull();
  });

  it('opens no card by itself for a space slid under a still pointer; the card comes when the pointer moves', async () => {
    const { index, hex } = aBuild();
    const el = await board(index);
    const other = legalHexes(index).find((h) => h !== hex)!;
    const at = (target: Element, type: string, x: number, y: number) =>
      target.dispatchEvent(
        new PointerEvent(type, { bubbles: true, composed: true, clientX: x, clientY: y }),
      );
    const r = hit(el, hex).getBoundingClientRect();
    const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    at(hit(el, hex), 'pointerover', x, y);
    at(hit(el, hex), 'pointermove', x, y);
    await el.updateComplete;
    expect(card(el)?.dataset.card).toBe(hex);
    // The board redrew (or the page scrolled): another space is now under the pointer, which
    // has not moved. Its card stays shut, and the old one goes (walkthrough 6).
    at(hit(el, other), 'pointerover', x, y);
    await el.updateComplete;
    expect(card(el)).toBeNull();
    // The pointer moves: the space under it gets its card.
    at(hit(el, other), 'pointermove', x + 3, y);
    await el.updateComplete;
    expect(card(el)?.dataset.card).toBe(other);
  });

  it("writes a focused space's card anew from the new view", async () => {
    const { index, hex } = aBuild();
    const el = await board(index);
    // Keyboard travel (a key pressed, then focus on the hex): the card follows focus.
    hit(el, hex).focus({ preventScroll: true });
    await userEvent.keyboard('{ArrowRight}');
    await el.updateComplete;
    hit(el, hex).focus({ preventScroll: true });
    expect(hit(el, hex).matches(':focus-visible')).toBe(true);
    await until(() => card(el)?.dataset.card === hex, 2000, 'the card');
    const before = card(el)!.textContent!;
    show(el, index + 1);
    await el.updateComplete;
    await settle();
    const info = root(el).querySelector(`[data-space="${hex}"]`)!.getAttribute('data-info')!;
    expect(card(el)?.dataset.card).toBe(hex);
    expect(card(el)!.textContent).not.toBe(before);
    // The first words of the space's new description (its name) head the card.
    expect(card(el)!.querySelector('strong')!.textContent).toBe(info.split(', ')[0]);
    expect(card(el)!.textContent).not.toMatch(/No locomotives/);
  });

  it("keeps the camera still when one of the viewer's moves is in view", async () => {
    const i = states.findIndex((_, j) => legalHexes(j).length > 6);
    const el = await board(i);
    // Zoomed in on the legal hex farthest from the first one, which is out of view.
    const centre = (id: string) => {
      const r = hit(el, id).getBoundingClientRect();
      return [r.left + r.width / 2, r.top + r.height / 2] as const;
    };
    const [fx, fy] = centre(legalHexes(i)[0]!);
    const distance = (id: string) => Math.hypot(centre(id)[0] - fx, centre(id)[1] - fy);
    const last = [...legalHexes(i)].sort((a, b) => distance(b) - distance(a))[0]!;
    const first = root(el).querySelector(`[data-space="${legalHexes(i)[0]}"]`)!;
    const far = root(el).querySelector(`[data-space="${last}"]`)!;
    for (let n = 0; n < 8 && shown(el, first); n++) {
      hit(el, last).focus({ preventScroll: true });
      await userEvent.keyboard('+');
      // Focus coming back to it brings it into view.
      hit(el, legalHexes(i)[0]!).focus({ preventScroll: true });
      hit(el, last).focus({ preventScroll: true });
      await settle();
    }
    expect(shown(el, far)).toBe(true);
    expect(shown(el, first)).toBe(false);
    const still = transform(el);
    // The same position drawn again (the board re-renders after a move elsewhere).
    show(el, i);
    await el.updateComplete;
    await settle();
    expect(transform(el)).toEqual(still);
  });

  it('glides briefly, and not at all with reduced motion asked for', async () => {
    const el = await board(0);
    button(el, 'Zoom in').click();
    await el.updateComplete;
    const seconds = (s: string) => parseFloat(s) * (s.endsWith('ms') ? 0.001 : 1);
    const glide = seconds(getComputedStyle(map(el)).transitionDuration);
    expect(glide).toBeGreaterThan(0);
    expect(glide).toBeLessThanOrEqual(0.25);
    await cdp().send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
    });
    try {
      button(el, 'Zoom in').click();
      await el.updateComplete;
      // (A page may ask for 0.01 ms, as reduced-motion resets do.)
      expect(seconds(getComputedStyle(map(el)).transitionDuration)).toBeLessThan(0.001);
    } finally {
      await cdp().send('Emulation.setEmulatedMedia', { features: [] });
    }
  });
});

describe('the map toolbar', () => {
  afterEach(cleanup);

  it('is a strip above the map: the fitted map, its cards and the buttons do not overlap', async () => {
    await page.viewport(1000, 800);
    const el = await board(0);
    expect(transform(el).k).toBe(1);
    const bar = tools(el).getBoundingClientRect();
    // The whole map (its drawing, at Fit) starts below the toolbar.
    const drawn = root(el).querySelector('[data-space]')!.parentElement!.getBoundingClientRect();
    expect(drawn.top).toBeGreaterThanOrEqual(bar.bottom - 0.5);
    for (const space of root(el).querySelectorAll('[data-space]'))
      expect(overlap(space.getBoundingClientRect(), bar), space.getAttribute('data-space')!).toBe(
        false,
      );
    // The card of a hex in the top row, under the buttons, stays below them.
    const top = [...root(el).querySelectorAll('[data-space]')].sort(
      (a, b) =>
        a.getBoundingClientRect().top - b.getBoundingClientRect().top ||
        b.getBoundingClientRect().left - a.getBoundingClientRect().left,
    )[0]!;
    await userEvent.hover(top.querySelector('.hit') ?? top);
    await until(() => card(el), 2000, 'the card');
    expect(overlap(card(el)!.getBoundingClientRect(), bar)).toBe(false);
  });

  it('keeps its buttons apart and whole on a phone-wide map', async () => {
    await page.viewport(390, 844);
    const el = await board(0, 'display:block; width: 360px');
    const rects = [...tools(el).querySelectorAll('button')].map((b) => b.getBoundingClientRect());
    expect(rects.length).toBe(5);
    const f = frame(el).getBoundingClientRect();
    for (const [n, r] of rects.entries()) {
      expect(r.left).toBeGreaterThanOrEqual(f.left);
      expect(r.right).toBeLessThanOrEqual(f.right);
      for (const other of rects.slice(n + 1)) expect(overlap(r, other)).toBe(false);
    }
  });

  it('never scrolls the page: Fit, zoom and Follow on a map in a long page', async () => {
    await page.viewport(1000, 700);
    const spacer = await fixture('<div style="height: 1200px"></div>');
    const el = await board(0);
    el.after(document.createElement('div'));
    (el.nextElementSibling as HTMLElement).style.height = '1200px';
    spacer.after(el.parentElement!);
    tools(el).scrollIntoView({ block: 'center' });
    const at = scrollY;
    expect(at).toBeGreaterThan(0);
    for (const name of ['Zoom in', 'Zoom out', 'Zoom in', 'Fit', 'Follow', 'Follow']) {
      button(el, name).click();
      await el.updateComplete;
      expect(scrollY, name).toBe(at);
    }
    // The keys on a hex too.
    hit(el, 'K4').focus({ preventScroll: true });
    await userEvent.keyboard('+0');
    expect(scrollY).toBe(at);
  });

  it('opens a laptop-wide map whole when its labels read at that size, else readable', async () => {
    await page.viewport(1280, 800);
    const wide = await board(0, 'display:block; width: 800px; --ry-board-map-height: 600px');
    expect(transform(wide).k).toBe(1);
    // The precondition: at Fit its smallest place label is at least 9 px high.
    const px = [...map(wide).querySelectorAll<SVGTextElement>('text.name')].map(
      (t) => parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM()!.a,
    );
    expect(Math.min(...px)).toBeGreaterThanOrEqual(9);
    cleanup();
    // Half as wide, the labels would be under 9 px whole: it opens zoomed in to read them.
    const narrow = await board(0, 'display:block; width: 400px; --ry-board-map-height: 600px');
    expect(transform(narrow).k).toBeGreaterThan(1);
  });
});
