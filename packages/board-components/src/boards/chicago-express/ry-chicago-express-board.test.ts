import { afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { applyMove, type ChicagoExpressView, type GameMove } from '@railyard/rules';
import { chicagoExpress } from './game.js';
import type { RyChicagoExpressBoard } from './ry-chicago-express-board.component.js';
import type { RyIntentEvent } from '../../shared/events.js';
import {
  axeViolations,
  cleanup,
  collect,
  fixture,
  spacesMarkedAfter,
  withMapTools,
} from '../../test-support/fixture.js';
import { firstPosition, playedPositions } from '../../test-support/played-game.js';

/** States after each move of one seeded four-player game. */
let states: unknown[];

beforeAll(() => {
  states = playedPositions(chicagoExpress, ['Ann', 'Bob', 'Cyd', 'Dee']);
});

function firstState(accept: (moves: GameMove[]) => boolean): unknown {
  return firstPosition(states, (s) => chicagoExpress.legalMoves(s as never), accept);
}

async function board(state: unknown, interactive = true): Promise<RyChicagoExpressBoard> {
  const el = await fixture<RyChicagoExpressBoard>(
    `<ry-chicago-express-board ${interactive ? 'interactive' : ''}></ry-chicago-express-board>`,
  );
  el.view = chicagoExpress.view(state as never, 'all') as ChicagoExpressView;
  el.legalMoves = chicagoExpress.legalMoves(state as never);
  el.describeMove = (m) => chicagoExpress.describeMove(m as never, state as never, 'all');
  // The map tools load on their own and may move the map: clicks wait for them, or under
  // load a click can land where a space was a moment before.
  return withMapTools(el);
}

const hex = (el: RyChicagoExpressBoard, id: string) =>
  el.shadowRoot!.querySelector<SVGGElement>(`[data-space="${id}"]`)!;
/** The hex's button (focusable, named). */
const hexButton = (el: RyChicagoExpressBoard, id: string) =>
  el.shadowRoot!.querySelector<SVGPolygonElement>(`[data-target="${id}"]`)!;
const focused = (el: RyChicagoExpressBoard) =>
  el.shadowRoot!.activeElement!.getAttribute('data-target');

describe('<ry-chicago-express-board>', () => {
  afterEach(cleanup);

  it('a picked hex no move can use says why on the map, in words, and sends nothing', async () => {
    // The opening auction: no move names a hex.
    const el = await board(states[0]);
    const intents = collect<RyIntentEvent>(el, 'ry-intent');
    hexButton(el, 'K4').dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await el.updateComplete;
    const note = el.shadowRoot!.querySelector('.map-frame .space-note[role="status"]');
    expect(note?.textContent).toMatch(/^\s*Pittsburgh.*: no move can use it now\. The move now: /);
    expect(intents).toHaveLength(0);
  });

  it("names the move now in the game's own words (its moveLabels), not the move type's", async () => {
    // Choosing an action: no move names a hex, and the game calls the move "Choose an action"
    // where the type alone would read "Choose action".
    const state = firstState(
      (moves) =>
        moves.some((m) => m.type === 'action.choose') &&
        moves.every((m) => m.type.startsWith('action.')),
    );
    const el = await board(state);
    hexButton(el, 'K4').dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await el.updateComplete;
    const note = el.shadowRoot!.querySelector('.map-frame .space-note')!.textContent!;
    const label = chicagoExpress.moveLabels!['action.choose']!;
    expect(label).not.toBe('Choose action');
    expect(note).toContain(`The move now: ${label}`);
  });

  it('draws the whole map from the view with readable hex names', async () => {
    const el = await board(states[0]);
    expect(el.shadowRoot!.querySelectorAll('.space').length).toBe(160);
    expect(hexButton(el, 'K4').getAttribute('aria-label')).toMatch(
      /^Pittsburgh, industrial city, value 4, build cost \d+, no locomotives$/,
    );
    expect(hexButton(el, 'R5').getAttribute('aria-label')).toContain('PRR present');
    expect(hex(el, 'R5').querySelector('.piece text')!.textContent).toBe('PRR');
    expect(hexButton(el, 'A2').getAttribute('aria-label')).toContain('Chicago');
    expect(el.shadowRoot!.querySelectorAll('[data-company]').length).toBeGreaterThanOrEqual(5);
    expect(el.shadowRoot!.querySelectorAll('.dial').length).toBe(3);
    expect(el.shadowRoot!.querySelector('[data-industrial="pittsburgh"] .on')!.textContent).toBe(
      '4',
    );
  });

  it('prints build costs at 4.5:1 contrast or more on every terrain (WCAG AA)', async () => {
    const el = await board(states[0]);
    const rgb = (color: string) =>
      color
        .match(/[\d.]+/g)!
        .slice(0, 3)
        .map(Number);
    const luminance = (color: string) => {
      const [r, g, b] = rgb(color).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const worst = new Map<string, number>();
    for (const text of el.shadowRoot!.querySelectorAll<SVGTextElement>('.space text.cost')) {
      const polygon = text.closest('.space')!.querySelector<SVGPolygonElement>('polygon.hex')!;
      const [a, b] = [getComputedStyle(text).fill, getComputedStyle(polygon).fill].map(luminance);
      const ratio = (Math.max(a!, b!) + 0.05) / (Math.min(a!, b!) + 0.05);
      const terrain = polygon.getAttribute('class')!.replace('hex', '').trim();
      worst.set(terrain, Math.min(worst.get(terrain) ?? Infinity, ratio));
    }
    expect([...worst.keys()]).toEqual(expect.arrayContaining(['mountain', 'forest']));
    const low = [...worst]
      .filter(([, ratio]) => ratio < 4.5)
      .map(([t, r]) => `${t} ${r.toFixed(2)}`);
    expect(low).toEqual([]);
  });

  it('shows where locomotives and developments are after a game', async () => {
    const el = await board(states[states.length - 1], false);
    const view = el.view!;
    const withLocos = view.board.hexes.filter((h) => h.locos.length > 0);
    expect(withLocos.length).toBeGreaterThan(4);
    for (const h of withLocos.slice(0, 10)) {
      expect(hex(el, h.id).querySelectorAll('.piece').length).toBe(h.locos.length);
    }
    expect(el.shadowRoot!.querySelectorAll('.space.legal').length).toBe(0);
  });

  it('marks legal hexes and emits the move on click, but not on programmatic changes', async () => {
    const state = firstState((moves) => moves.some((m) => m.type === 'build.place'));
    const el = await board(state);
    const intents = collect<RyIntentEvent>(document, 'ry-intent');
    const legal = chicagoExpress.legalMoves(state as never).filter((m) => m.type === 'build.place');
    const targets = new Set(legal.map((m) => m.hex as string));
    const marked = [...el.shadowRoot!.querySelectorAll('.space.legal')].map((n) =>
      n.getAttribute('data-space'),
    );
    expect(new Set(marked)).toEqual(targets);
    el.legalMoves = [...el.legalMoves];
    el.view = { ...el.view! };
    await el.updateComplete;
    expect(intents).toEqual([]);
    const target = [...targets][0]!;
    await userEvent.click(hexButton(el, target));
    const onTarget = legal.filter((m) => m.hex === target);
    if (onTarget.length === 1) {
      expect(intents.map((e) => e.detail.move)).toEqual(onTarget);
    } else {
      const buttons = el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.chooser button');
      expect(buttons.length).toBe(onTarget.length + 1);
      await userEvent.click(buttons[0]!);
      expect(intents.map((e) => e.detail.move)).toEqual([onTarget[0]]);
    }
  });

  it('chicago-express:connected-networks: a click on a hex no legal move uses sends that build, so the engine says why not', async () => {
    const state = firstState((moves) => moves.some((m) => m.type === 'build.place'));
    const el = await board(state);
    const intents = collect<RyIntentEvent>(document, 'ry-intent');
    const legal = chicagoExpress.legalMoves(state as never).filter((m) => m.type === 'build.place');
    const other = el.view!.board.hexes.find((h) => !legal.some((m) => m.hex === h.id))!.id;
    hexButton(el, other).dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    expect(intents.map((e) => e.detail.move)).toEqual([{ ...legal[0], hex: other }]);
    const refused = applyMove(chicagoExpress, state as never, intents[0]!.detail.move as never);
    expect(!refused.ok && refused.error.rule).toBe('chicago-express:connected-networks');
    // Not interactive: a click sends nothing.
    el.interactive = false;
    await el.updateComplete;
    hexButton(el, other).dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    expect(intents).toHaveLength(1);
  });

  it('chooses an action dial by keyboard', async () => {
    const state = firstState((moves) => moves.some((m) => m.type === 'action.choose'));
    const el = await board(state);
    const intents = collect<RyIntentEvent>(document, 'ry-intent');
    const dial = el.shadowRoot!.querySelector<HTMLButtonElement>('button.dial')!;
    dial.focus();
    await userEvent.keyboard('{Enter}');
    expect(intents[0]!.detail.move).toMatchObject({
      type: 'action.choose',
      action: dial.dataset.dial,
    });
  });

  it('keeps the dials where they are when they stop being choosable (walkthrough 3: one column, then two, under the finger)', async () => {
    const before = [innerWidth, innerHeight] as const;
    await page.viewport(390, 844);
    onTestFinished(() => page.viewport(...before));
    const state = firstState((moves) => moves.some((m) => m.type === 'action.choose'));
    const el = await board(state);
    const places = () =>
      [...el.shadowRoot!.querySelectorAll<HTMLElement>('.dial')].map((d) => {
        const r = d.getBoundingClientRect();
        return [Math.round(r.left), Math.round(r.top)];
      });
    expect(el.shadowRoot!.querySelectorAll('button.dial').length).toBeGreaterThan(0);
    const choosable = places();
    el.interactive = false;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('button.dial').length).toBe(0);
    // The same columns and rows (a dashed border may change a row's height by a pixel or two).
    const now = places();
    expect(now.map(([x]) => x)).toEqual(choosable.map(([x]) => x));
    now.forEach(([, y], i) => expect(Math.abs(y! - choosable[i]![1]!)).toBeLessThan(4));
  });

  it('moves between hexes with the arrow keys (one tab stop) and picks with Enter', async () => {
    const state = firstState((moves) => moves.some((m) => m.type === 'build.place'));
    const el = await board(state);
    const intents = collect<RyIntentEvent>(document, 'ry-intent');
    const stops = el.shadowRoot!.querySelectorAll('.hit[tabindex="0"]');
    expect(stops.length).toBe(1);
    // The map's tab stop starts on a hex with a legal move.
    expect(stops[0]!.closest('.space')!.classList.contains('legal')).toBe(true);
    hexButton(el, 'J4').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(focused(el)).toBe('K4');
    await userEvent.keyboard('{ArrowDown}');
    expect(focused(el)).toBe('K5');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(focused(el)).toBe('K3');
    await userEvent.keyboard('{ArrowLeft}');
    expect(focused(el)).toMatch(/^J[23]$/);
    expect(el.shadowRoot!.querySelectorAll('.hit[tabindex="0"]').length).toBe(1);
    const target = el.shadowRoot!.querySelector<SVGGElement>('.space.legal .hit')!;
    target.focus();
    await userEvent.keyboard('{Enter}');
    const chooser = el.shadowRoot!.querySelector('.chooser');
    if (chooser) await userEvent.keyboard('{Enter}');
    expect(intents.length).toBe(1);
    expect(intents[0]!.detail.move.hex).toBe(target.getAttribute('data-target'));
  });

  it('briefly marks Detroit when it develops after a dividend (an automatic event)', async () => {
    const view = (s: unknown) => chicagoExpress.view(s as never, 'all') as ChicagoExpressView;
    const index = states.findIndex(
      (s, i) => i + 1 < states.length && view(states[i + 1]).end.detroit > view(s).end.detroit,
    );
    expect(index).toBeGreaterThanOrEqual(0);
    const after = view(states[index + 1]);
    expect(after.lastDevelop?.kind).toBe('detroit');
    const detroit = after.lastDevelop!.hex;
    const el = await withMapTools(await board(states[index], false));
    expect(el.shadowRoot!.querySelectorAll('.space.changed').length).toBe(0);
    const marked = await spacesMarkedAfter(el, after);
    expect(marked).toContain(detroit);
    expect(marked.length).toBeLessThan(8);
  });

  it('highlights the part of the board a JSON pointer names', async () => {
    const el = await board(states[0], false);
    el.highlight = '/companies/2/minimumBid';
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.charter.highlight')!.getAttribute('data-company')).toBe(
      'nyc',
    );
    el.highlight = '/board/hexes/0/value';
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.space.highlight')!.getAttribute('data-space')).toBe('A2');
  });

  it('has no axe violations', async () => {
    const state = firstState((moves) => moves.some((m) => m.type === 'build.place'));
    expect(await axeViolations(await board(state))).toEqual([]);
  });

  it('saves screenshots of the start and the end of a game', async () => {
    await page.viewport(1280, 1100);
    for (const [name, state] of [
      ['start', states[0]],
      ['end', states[states.length - 1]],
    ] as const) {
      const el = await board(state, false);
      await page.screenshot({
        path: `../../../../../e2e/artifacts/boards/chicago-express-${name}.png`,
        element: el,
      });
      cleanup();
    }
  });
});
