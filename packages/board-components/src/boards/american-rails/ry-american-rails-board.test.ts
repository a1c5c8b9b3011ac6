import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { applyMove, type AmericanRailsView, type GameMove } from '@railyard/rules';
import { americanRails } from './game.js';
import type { RyAmericanRailsBoard } from './ry-american-rails-board.component.js';
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

let states: unknown[];

beforeAll(() => {
  states = playedPositions(americanRails, ['Ann', 'Bob', 'Cyd', 'Dee']);
});

function firstState(accept: (moves: GameMove[]) => boolean): unknown {
  return firstPosition(states, (s) => americanRails.legalMoves(s as never), accept);
}

async function board(state: unknown, interactive = true): Promise<RyAmericanRailsBoard> {
  const el = await fixture<RyAmericanRailsBoard>(
    `<ry-american-rails-board ${interactive ? 'interactive' : ''}></ry-american-rails-board>`,
  );
  el.view = americanRails.view(state as never, 'all') as AmericanRailsView;
  el.legalMoves = americanRails.legalMoves(state as never);
  el.describeMove = (m) => americanRails.describeMove(m as never, state as never, 'all');
  // The map tools load on their own and may move the map: clicks wait for them, or under
  // load a click can land where a space was a moment before.
  return withMapTools(el);
}

const hexButton = (el: RyAmericanRailsBoard, id: string) =>
  el.shadowRoot!.querySelector<SVGPolygonElement>(`[data-target="${id}"]`)!;
const focused = (el: RyAmericanRailsBoard) =>
  el.shadowRoot!.activeElement?.getAttribute('data-target');

describe('<ry-american-rails-board>', () => {
  afterEach(cleanup);

  it('draws every hex of the map with city names and values', async () => {
    const el = await board(states[0]);
    const view = el.view!;
    expect(el.shadowRoot!.querySelectorAll('.space').length).toBe(view.board.hexes.length);
    const buffalo = view.board.hexes.find((h) => h.city?.name === 'Buffalo')!;
    expect(hexButton(el, buffalo.id).getAttribute('aria-label')).toMatch(
      /^Buffalo, city, full value 4, shared value 3/,
    );
    const chicago = view.board.hexes.find((h) => h.city?.name === 'Chicago')!;
    expect(hexButton(el, chicago.id).getAttribute('aria-label')).toContain(
      'hub city, cannot be developed',
    );
    expect(el.shadowRoot!.querySelectorAll('.charter').length).toBe(view.companies.length);
    expect(el.shadowRoot!.querySelectorAll('.track tbody tr').length).toBe(7);
    expect(el.shadowRoot!.querySelector('.years .on')!.textContent!.trim()).toBe(String(view.year));
  });

  it('shows cubes with company labels after a game', async () => {
    const el = await board(states[states.length - 1], false);
    const withCubes = el.view!.board.hexes.filter((h) => h.cubes.length > 0);
    expect(withCubes.length).toBeGreaterThan(4);
    const hex = withCubes[0]!;
    const labels = [...el.shadowRoot!.querySelectorAll(`[data-space="${hex.id}"] .piece text`)].map(
      (t) => t.textContent,
    );
    expect(labels).toEqual(
      hex.cubes.map((id) => el.view!.companies.find((c) => c.id === id)!.short),
    );
    expect(hexButton(el, hex.id).getAttribute('aria-label')).toMatch(/present/);
  });

  it('marks legal hexes and emits the move on click, but not on programmatic changes', async () => {
    const state = firstState((moves) => moves.some((m) => m.type === 'build.place'));
    const el = await board(state);
    const intents = collect<RyIntentEvent>(document, 'ry-intent');
    const legal = americanRails.legalMoves(state as never).filter((m) => m.type === 'build.place');
    const marked = [...el.shadowRoot!.querySelectorAll('.space.legal')].map((n) =>
      n.getAttribute('data-space'),
    );
    expect(new Set(marked)).toEqual(new Set(legal.map((m) => m.hex)));
    el.view = { ...el.view! };
    await el.updateComplete;
    expect(intents).toEqual([]);
    const target = legal[0]!.hex as string;
    await userEvent.click(hexButton(el, target));
    const onTarget = legal.filter((m) => m.hex === target);
    if (onTarget.length > 1)
      await userEvent.click(el.shadowRoot!.querySelector<HTMLButtonElement>('.chooser button')!);
    expect(intents.map((e) => e.detail.move)).toEqual([onTarget[0]]);
  });

  it('american-rails:where-track-may-be-placed: a click on a hex no legal move uses sends that build, so the engine says why not', async () => {
    const state = firstState((moves) => moves.some((m) => m.type === 'build.place'));
    const el = await board(state);
    const intents = collect<RyIntentEvent>(document, 'ry-intent');
    const legal = americanRails.legalMoves(state as never).filter((m) => m.type === 'build.place');
    const other = el.view!.board.hexes.find((h) => !legal.some((m) => m.hex === h.id))!.id;
    hexButton(el, other).dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    expect(intents.map((e) => e.detail.move)).toEqual([{ ...legal[0], hex: other }]);
    const refused = applyMove(americanRails, state as never, intents[0]!.detail.move as never);
    expect(!refused.ok && refused.error.rule).toBe('american-rails:where-track-may-be-placed');
    el.interactive = false;
    await el.updateComplete;
    hexButton(el, other).dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    expect(intents).toHaveLength(1);
  });

  it('takes an action space with the keyboard', async () => {
    const state = firstState((moves) => moves.some((m) => m.type === 'action.choose'));
    const el = await board(state);
    const intents = collect<RyIntentEvent>(document, 'ry-intent');
    const button = el.shadowRoot!.querySelector<HTMLButtonElement>('.track td button')!;
    const action = button.closest('tr')!.dataset.action;
    button.focus();
    await userEvent.keyboard(' ');
    expect(intents[0]!.detail.move).toMatchObject({ type: 'action.choose', action });
  });

  it('moves between hexes with the arrow keys on the pointy-top grid', async () => {
    const el = await board(states[0]);
    const view = el.view!;
    const id = (col: number, row: number) =>
      view.board.hexes.find((h) => h.col === col && h.row === row)?.id;
    hexButton(el, id(5, 5)!).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(focused(el)).toBe(id(6, 5));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(focused(el)).toBe(id(4, 5));
    await userEvent.keyboard('{ArrowDown}');
    expect([id(3, 6), id(4, 6)]).toContain(focused(el));
  });

  it('briefly marks the hexes where another move placed cubes', async () => {
    const view = (s: unknown) => americanRails.view(s as never, 'all') as AmericanRailsView;
    const grown = (i: number) =>
      view(states[i + 1]).board.hexes.filter(
        (hex, j) => hex.cubes.length !== view(states[i]).board.hexes[j]!.cubes.length,
      );
    const index = states.findIndex((_, i) => i + 1 < states.length && grown(i).length > 0);
    expect(index).toBeGreaterThanOrEqual(0);
    const el = await withMapTools(await board(states[index], false));
    expect(el.shadowRoot!.querySelectorAll('.space.changed').length).toBe(0);
    const marked = await spacesMarkedAfter(el, view(states[index + 1]));
    expect(marked).toEqual(expect.arrayContaining(grown(index).map((hex) => hex.id)));
    expect(marked.length).toBeLessThan(grown(index).length + 8);
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
        path: `../../../../../e2e/artifacts/boards/american-rails-${name}.png`,
        element: el,
      });
      cleanup();
    }
  });
});
