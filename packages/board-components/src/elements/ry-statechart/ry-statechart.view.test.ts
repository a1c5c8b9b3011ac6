/**
 * The viewer's reading aids: opening fitted and readable, zoom and pan by keys, collapse and
 * expand, the text outline and a transition's details. American Rails is the large chart of the
 * issue (a stored layout); the door is a small one laid out by ELK in the page.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { defineRuleSections } from '@railyard/rules';
import { games } from '@railyard/rules/engines';
import './ry-statechart.js';
import type { RyStatechart, TransitionDetails } from './ry-statechart.component.js';
import { axeViolations, cleanup, collect, fixture } from '../../test-support/fixture.js';

const door = setup({ guards: { hasKey: () => true } }).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: {
      meta: { rule: 'door:closed' },
      description: 'The door is shut.',
      initial: 'locked',
      states: {
        locked: {
          meta: { rule: 'door:locks' },
          description: 'Only a key opens it.',
          on: { 'door.unlock': { guard: 'hasKey', target: 'unlocked' } },
        },
        unlocked: { on: { 'door.lock': 'locked' } },
      },
      on: { 'door.open': 'open', 'door.knock': {} },
    },
    open: { on: { 'door.close': 'closed' } },
  },
});
const doorSections = defineRuleSections('door', [
  ['Closed', 'door/rules'],
  ['Locks', 'door/rules'],
] as const);

async function chartOf(
  machine: RyStatechart['machine'],
  size: { width: number; height: number },
  value?: RyStatechart['value'],
  collapsed: readonly string[] | undefined = [],
): Promise<RyStatechart> {
  const element = document.createElement('ry-statechart');
  element.style.width = `${size.width}px`;
  element.style.setProperty('--ry-statechart-height', `${size.height}px`);
  element.setAttribute('rule-base', '/docs/');
  const chart = await fixture<RyStatechart>(element);
  chart.machine = machine;
  if (machine === door) chart.ruleSections = doorSections;
  chart.value = value;
  chart.collapsed = collapsed;
  await chart.layoutComplete;
  await new Promise((resolve) => requestAnimationFrame(resolve));
  return chart;
}

const shadow = (chart: RyStatechart) => chart.shadowRoot!;
const frameOf = (chart: RyStatechart) => shadow(chart).querySelector<HTMLElement>('.frame')!;
const rectOf = (chart: RyStatechart, selector: string) =>
  shadow(chart).querySelector(selector)!.getBoundingClientRect();

function inside(inner: DOMRect, outer: DOMRect): boolean {
  return (
    inner.left >= outer.left - 0.5 &&
    inner.right <= outer.right + 0.5 &&
    inner.top >= outer.top - 0.5 &&
    inner.bottom <= outer.bottom + 0.5
  );
}

/** Rendered height of the text's font in CSS pixels: font-size times the zoom actually drawn. */
function renderedFontPx(chart: RyStatechart, text: SVGTextElement): number {
  const svg = shadow(chart).querySelector('svg')!;
  const drawn = svg.getBoundingClientRect().width / Number(svg.getAttribute('width'));
  return parseFloat(getComputedStyle(text).fontSize) * drawn;
}

const americanRails = games['american-rails']!.machine;

describe('<ry-statechart> view', () => {
  afterEach(cleanup);

  it('opens a large chart readable (labels ≥ 11 px) with the active state in the frame', async () => {
    const chart = await chartOf(
      americanRails,
      { width: 650, height: 600 },
      {
        actionPhases: 'expanding',
      },
    );
    expect(chart.zoom).toBeGreaterThanOrEqual(1);
    const frame = frameOf(chart).getBoundingClientRect();
    expect(inside(rectOf(chart, '[data-state="actionPhases.expanding"] > rect'), frame)).toBe(true);
    const texts = [...shadow(chart).querySelectorAll<SVGTextElement>('svg text')];
    expect(texts.length).toBeGreaterThan(20);
    for (const text of texts) expect(renderedFontPx(chart, text)).toBeGreaterThanOrEqual(11);
  });

  it('keeps the active state in view when the value moves to another part of the chart', async () => {
    const chart = await chartOf(
      americanRails,
      { width: 500, height: 400 },
      {
        openingAuctions: 'bidding',
      },
    );
    chart.value = { actionPhases: { auctioningShare: 'bidding' } };
    await chart.updateComplete;
    const box = rectOf(chart, '[data-state="actionPhases.auctioningShare.bidding"] > rect');
    expect(inside(box, frameOf(chart).getBoundingClientRect())).toBe(true);
  });

  it('zooms with + − 0 and pans with the arrow keys on the focused frame', async () => {
    const chart = await chartOf(americanRails, { width: 650, height: 500 });
    const frame = frameOf(chart);
    frame.focus();
    const key = (k: string) =>
      frame.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true }));
    const opened = chart.zoom;
    key('+');
    expect(chart.zoom).toBeCloseTo(opened * 1.25);
    key('-');
    key('-');
    expect(chart.zoom).toBeCloseTo(opened / 1.25);
    key('0');
    expect(chart.zoom).toBeCloseTo(opened);
    const before = rectOf(chart, 'svg').left;
    key('ArrowRight');
    expect(rectOf(chart, 'svg').left).toBeCloseTo(before - 48);
    key('ArrowLeft');
    expect(rectOf(chart, 'svg').left).toBeCloseTo(before);
    expect(shadow(chart).querySelector('.zoom-level')!.textContent).toBe(
      `${Math.round(opened * 100)}%`,
    );
  });

  it('pans by drag (a drag over an arrow is no click), zooms by Ctrl + wheel and by pinch', async () => {
    const chart = await chartOf(americanRails, { width: 650, height: 500 });
    const frame = frameOf(chart);
    const box = frame.getBoundingClientRect();
    const at = (x: number, y: number) => ({ clientX: box.left + x, clientY: box.top + y });
    const pointer = (type: string, id: number, x: number, y: number, target: Element = frame) =>
      target.dispatchEvent(
        new PointerEvent(type, { pointerId: id, bubbles: true, composed: true, ...at(x, y) }),
      );
    const svgLeft = () => rectOf(chart, 'svg').left;
    const before = svgLeft();
    const arrow = shadow(chart).querySelector('.edge')!;
    pointer('pointerdown', 1, 360, 200, arrow);
    pointer('pointermove', 1, 340, 200);
    pointer('pointermove', 1, 300, 200);
    pointer('pointerup', 1, 300, 200);
    arrow.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await chart.updateComplete;
    expect(svgLeft()).toBeCloseTo(before - 60);
    expect(shadow(chart).querySelector('.details.shown')).toBeNull();

    const opened = chart.zoom;
    frame.dispatchEvent(
      new WheelEvent('wheel', {
        deltaY: -100,
        ctrlKey: true,
        bubbles: true,
        cancelable: true,
        ...at(100, 100),
      }),
    );
    expect(chart.zoom).toBeGreaterThan(opened);
    // The wheel alone scrolls the page over an unfocused chart, and pans a focused one.
    const top = () => rectOf(chart, 'svg').top;
    const wheel = () =>
      frame.dispatchEvent(
        new WheelEvent('wheel', { deltaY: 40, bubbles: true, cancelable: true, ...at(100, 100) }),
      );
    const y0 = top();
    expect(wheel()).toBe(true);
    expect(top()).toBeCloseTo(y0);
    frame.focus();
    expect(wheel()).toBe(false);
    expect(top()).toBeCloseTo(y0 - 40);

    const zoomed = chart.zoom;
    pointer('pointerdown', 2, 200, 200);
    pointer('pointerdown', 3, 300, 200);
    pointer('pointermove', 3, 400, 200);
    pointer('pointerup', 2, 200, 200);
    pointer('pointerup', 3, 400, 200);
    expect(chart.zoom).toBeCloseTo(Math.min(3, zoomed * 2));
  });

  it('"Whole chart" fits everything in the frame; "Active state" goes back to readable size', async () => {
    const chart = await chartOf(americanRails, { width: 650, height: 500 });
    const button = (name: string) =>
      [...shadow(chart).querySelectorAll('button')].find((b) => b.textContent!.trim() === name)!;
    button('Whole chart').click();
    expect(chart.zoom).toBeLessThan(1);
    expect(inside(rectOf(chart, 'svg'), frameOf(chart).getBoundingClientRect())).toBe(true);
    button('Active state').click();
    expect(chart.zoom).toBeGreaterThanOrEqual(1);
  });

  it('collapses a compound state into one box and expands it again', async () => {
    const chart = await chartOf(door, { width: 600, height: 400 });
    const toggles = collect<CustomEvent>(chart, 'ry-state-toggle');
    const toggle = shadow(chart).querySelector<SVGGElement>('[data-toggle="closed"]')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    toggle.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await chart.layoutComplete;
    const root = shadow(chart);
    expect(chart.collapsed).toEqual(['closed']);
    expect(toggles.map((e) => e.detail)).toEqual([{ state: 'closed', collapsed: true }]);
    expect(root.querySelector('svg [data-state="closed.locked"]')).toBeNull();
    expect(root.querySelector('[data-state="closed"].folded')!.textContent).toContain(
      '2 states inside',
    );
    const events = [...root.querySelectorAll('.edge')].map((e) => e.getAttribute('data-event'));
    expect(events.sort()).toEqual(['door.close', 'door.open']);
    // The outline still lists every state.
    expect(root.querySelector('.outline [data-state="closed.locked"]')).not.toBeNull();
    root
      .querySelector<SVGGElement>('[data-toggle="closed"]')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    await chart.layoutComplete;
    expect(root.querySelector('svg [data-state="closed.locked"]')).not.toBeNull();
    expect(root.querySelector('[data-toggle="closed"]')!.getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('has a text outline: nested states with descriptions, transitions with event → target, guard and rule', async () => {
    const chart = await chartOf(door, { width: 600, height: 400 }, { closed: 'locked' });
    const outline = shadow(chart).querySelector('.outline')!;
    const locked = outline.querySelector('[data-state="closed"] [data-state="closed.locked"]')!;
    expect(locked.querySelector('.description')!.textContent).toBe('Only a key opens it.');
    expect(locked.querySelector('.badge')!.textContent).toBe('(active)');
    const unlock = locked.querySelector('.transitions li')!;
    expect(unlock.textContent!.replace(/\s+/g, ' ').trim()).toBe(
      'door.unlock → closed › unlocked if hasKey · Locks',
    );
    expect(unlock.querySelector('a')!.getAttribute('href')).toBe('/docs/door/rules/#locks');
    const knock = outline.querySelector('[data-state="closed"] > .transitions')!.textContent!;
    expect(knock.replace(/\s+/g, ' ')).toContain('door.knock (stays)');
  });

  it('shows a transition’s event, guard and rule on click and on Enter', async () => {
    const chart = await chartOf(door, { width: 600, height: 400 });
    const picked = collect<CustomEvent<TransitionDetails | null>>(chart, 'ry-transition-select');
    const root = shadow(chart);
    const arrow = root.querySelector<SVGGElement>('.edge[data-event="door.unlock"]')!;
    arrow.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await chart.updateComplete;
    const details = () => root.querySelector('[part="transition-details"]')!;
    const text = details().textContent!.replace(/\s+/g, ' ');
    expect(text).toContain('Event door.unlock');
    expect(text).toContain('From closed › locked');
    expect(text).toContain('To closed › unlocked');
    expect(text).toContain('Guard hasKey');
    expect(details().querySelector('a')!.getAttribute('href')).toBe('/docs/door/rules/#locks');
    expect(picked[0]!.detail).toMatchObject({
      event: 'door.unlock',
      guard: 'hasKey',
      rule: 'door:locks',
    });
    expect(arrow.getAttribute('aria-pressed')).toBe('true');

    const open = root.querySelector<SVGGElement>('.edge[data-event="door.open"]')!;
    open.focus();
    open.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }),
    );
    await chart.updateComplete;
    expect(details().textContent!.replace(/\s+/g, ' ')).toContain('Guard none');
    expect(details().querySelector('a')!.textContent).toBe('Closed');
  });

  it('has no axe violations with the outline open and a transition picked', async () => {
    const chart = await chartOf(door, { width: 600, height: 400 }, { closed: 'locked' });
    chart.outlineOpen = true;
    chart.selectTransition(chart.transitionDetails('e0') ? 'e0' : '');
    await chart.updateComplete;
    expect(await axeViolations(chart)).toEqual([]);
  });
});
