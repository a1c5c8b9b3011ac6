import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { applyMove, simulate, type GameMove, type Viewer } from '@railyard/rules';
import type { LastSpikeView } from '@railyard/rules/last-spike';
import { lastSpike } from './game.js';
import type { RyLastSpikeBoard } from './ry-last-spike-board.component.js';
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
  states = playedPositions(lastSpike, ['Ann', 'Bob', 'Cyd']);
});

function firstState(accept: (moves: GameMove[]) => boolean): unknown {
  return firstPosition(states, (s) => lastSpike.legalMoves(s as never), accept);
}

const seatToAct = (state: unknown) => lastSpike.activeSeats(state as never)[0] ?? 0;

async function board(
  state: unknown,
  { interactive = true, viewer }: { interactive?: boolean; viewer?: Viewer } = {},
): Promise<RyLastSpikeBoard> {
  const el = await fixture<RyLastSpikeBoard>(
    `<ry-last-spike-board ${interactive ? 'interactive' : ''}></ry-last-spike-board>`,
  );
  const seat = viewer ?? seatToAct(state);
  el.view = lastSpike.view(state as never, seat) as never;
  el.legalMoves = lastSpike.legalMoves(state as never);
  el.describeMove = (m) => lastSpike.describeMove(m as never, state as never, seat);
  // The map tools load on their own and may move the map: clicks wait for them, or under
  // load a click can land where a space was a moment before.
  return withMapTools(el);
}

const target = (el: RyLastSpikeBoard, id: string) =>
  el.shadowRoot!.querySelector<SVGGElement>(`[data-target="${id}"]`)!;
const focused = (el: RyLastSpikeBoard) => el.shadowRoot!.activeElement?.getAttribute('data-target');

describe('<ry-last-spike-board>', () => {
  afterEach(cleanup);

  it('draws the schematic map: 48 track spaces with code and cost, 9 cities', async () => {
    const el = await board(states[0], { interactive: false });
    expect(el.shadowRoot!.querySelectorAll('.space.track').length).toBe(48);
    expect(el.shadowRoot!.querySelectorAll('.space.city-space').length).toBe(9);
    expect(el.shadowRoot!.querySelector('.schematic')!.textContent).toMatch(/Schematic map/);
    expect(target(el, 'A3').getAttribute('aria-label')).toBe(
      'Tile A3: St. Louis–Omaha, space 3, cost $3,000, empty, lays for $6,000 (detached: double)',
    );
    expect(target(el, 'A4').getAttribute('aria-label')).toContain('next to Omaha');
    expect(target(el, 'omaha').getAttribute('aria-label')).toBe(
      'Omaha: grant unclaimed, next card $0, 0 of 3 payouts made',
    );
    expect(el.shadowRoot!.querySelector('[data-space="A3"] .code')!.textContent).toBe('A3');
    expect(el.shadowRoot!.querySelectorAll('table.land tbody tr').length).toBe(9);
  });

  it('last-spike:laying-track: a click on a space whose tile the player does not hold sends that lay, so the engine says why not', async () => {
    const state = firstState((moves) => moves.some((m) => m.type === 'tile.lay'));
    const el = await board(state);
    const lays = lastSpike.legalMoves(state as never).filter((m) => m.type === 'tile.lay');
    const view = lastSpike.view(state as never, seatToAct(state)) as LastSpikeView;
    const other = Object.keys(view.spaces).find((id) => !lays.some((m) => m.tile === id))!;
    const intents = collect<RyIntentEvent>(el, 'ry-intent');
    target(el, other).dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    expect(intents).toHaveLength(1);
    expect(intents[0]!.detail.move).toMatchObject({ type: 'tile.lay', tile: other });
    const refused = applyMove(lastSpike, state as never, intents[0]!.detail.move as never);
    expect(!refused.ok && refused.error.reason).toBe(`You do not hold tile ${other}.`);
    // Not interactive: a click sends nothing.
    el.interactive = false;
    await el.updateComplete;
    target(el, other).dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    expect(intents).toHaveLength(1);
  });

  it("shows only the viewer's own hand; other hands and hidden cash stay hidden", async () => {
    const state = states[0];
    const ctx = (state as { context: { hands: string[][] } }).context;
    const el = await board(state, { viewer: 1 });
    const tiles = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[data-tile]')].map(
      (b) => b.dataset.tile,
    );
    expect(tiles).toEqual(ctx.hands[1]);
    for (const other of [...ctx.hands[0]!, ...ctx.hands[2]!])
      expect(el.shadowRoot!.querySelector(`[data-tile="${other}"]`)).toBeNull();
    cleanup();
    const spectator = await board(state, { viewer: 'spectator' });
    expect(spectator.shadowRoot!.querySelectorAll('[data-tile]').length).toBe(0);
    expect(spectator.shadowRoot!.querySelector('[part="hand"]')!.textContent).toMatch(/hidden/);
    cleanup();
    const hidden = lastSpike.createGame({
      players: ['Ann', 'Bob'],
      seed: 'x',
      options: { hiddenCash: true },
    });
    const el2 = await board(hidden, { viewer: 0 });
    const cash = [...el2.shadowRoot!.querySelectorAll('table.players tbody td:nth-of-type(1)')].map(
      (td) => td.textContent!.trim(),
    );
    expect(cash).toEqual(['$60,000', 'hidden']);
  });

  it('with hidden cash, says how short a player raising cash is only to that player', async () => {
    const positions: { context: { current: number; pending: unknown } }[] = [];
    simulate(
      lastSpike,
      { players: ['Ann', 'Bob', 'Cyd'], seed: 'hidden-cash', options: { hiddenCash: true } },
      { onState: (s) => void positions.push(s as never) },
    );
    const raising = positions.find((s) => s.context.pending !== null);
    if (!raising) throw new Error('no player raises cash in the test game');
    const seat = raising.context.current;
    const turnText = async (viewer: Viewer) => {
      const el = await board(raising, { interactive: false, viewer });
      const text = el.shadowRoot!.querySelector('[part="turn"]')!.textContent!;
      cleanup();
      return text;
    };
    expect(await turnText(seat)).toMatch(/costs \$[\d,]+: \$[\d,]+ short\./);
    for (const viewer of [(seat + 1) % 3, 'spectator'] as Viewer[]) {
      const text = await turnText(viewer);
      expect(text).toMatch(/costs \$[\d,]+\./);
      expect(text).not.toMatch(/short/);
    }
  });

  it('marks the spaces of layable tiles and lays one on click (map and hand)', async () => {
    const state = firstState((moves) => moves.filter((m) => m.type === 'tile.lay').length >= 2);
    const el = await board(state);
    const intents = collect<RyIntentEvent>(document, 'ry-intent');
    const lays = lastSpike.legalMoves(state as never).filter((m) => m.type === 'tile.lay');
    const marked = [...el.shadowRoot!.querySelectorAll('.space.legal')].map((n) =>
      n.getAttribute('data-space'),
    );
    expect(new Set(marked)).toEqual(new Set(lays.map((m) => m.tile)));
    el.view = { ...el.view! };
    await el.updateComplete;
    expect(intents).toEqual([]);
    await userEvent.click(target(el, lays[0]!.tile as string));
    expect(intents.map((e) => e.detail.move)).toEqual([lays[0]]);
    const button = el.shadowRoot!.querySelector<HTMLButtonElement>(
      `[data-tile="${lays[1]!.tile as string}"]`,
    )!;
    await userEvent.click(button);
    expect(intents.map((e) => e.detail.move)).toEqual([lays[0], lays[1]]);
  });

  it('offers land purchases on the cities and in the table, and the turn buttons', async () => {
    const state = firstState((moves) => moves.some((m) => m.type === 'land.buy'));
    const el = await board(state);
    const intents = collect<RyIntentEvent>(document, 'ry-intent');
    const buys = lastSpike.legalMoves(state as never).filter((m) => m.type === 'land.buy');
    const city = buys[0]!.city as string;
    expect(el.shadowRoot!.querySelector(`[data-space="${city}"]`)!.classList).toContain('legal');
    await userEvent.click(el.shadowRoot!.querySelector<HTMLButtonElement>(`[data-buy="${city}"]`)!);
    await userEvent.click(
      el.shadowRoot!.querySelector<HTMLButtonElement>('[data-move="land.decline"]')!,
    );
    expect(intents.map((e) => e.detail.move)).toEqual([
      buys[0],
      { type: 'land.decline', player: buys[0]!.player },
    ]);
    cleanup();
    const drawing = firstState((moves) => moves.some((m) => m.type === 'tile.draw'));
    const el2 = await board(drawing);
    const drawn = collect<RyIntentEvent>(document, 'ry-intent');
    await userEvent.click(
      el2.shadowRoot!.querySelector<HTMLButtonElement>('[data-move="tile.draw"]')!,
    );
    expect(drawn[0]!.detail.move.type).toBe('tile.draw');
  });

  it('moves between spaces and cities with the arrow keys (one tab stop) and picks with Enter', async () => {
    const state = firstState((moves) => moves.some((m) => m.type === 'tile.lay'));
    const el = await board(state);
    const intents = collect<RyIntentEvent>(document, 'ry-intent');
    const stops = el.shadowRoot!.querySelectorAll('.hit[tabindex="0"]');
    expect(stops.length).toBe(1);
    expect(stops[0]!.closest('.space')!.classList.contains('legal')).toBe(true);
    target(el, 'st-louis').focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(['A1', 'B1']).toContain(focused(el));
    target(el, 'denver').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(['D4', 'E4']).toContain(focused(el));
    expect(el.shadowRoot!.querySelectorAll('.hit[tabindex="0"]').length).toBe(1);
    const legal = el.shadowRoot!.querySelector<SVGGElement>('.space.legal .hit')!;
    legal.focus();
    await userEvent.keyboard('{Enter}');
    expect(intents.length).toBe(1);
    expect(intents[0]!.detail.move.tile).toBe(legal.getAttribute('data-target'));
  });

  it('shows laid tiles, completed routes in order and paid-out cities at the end', async () => {
    const end = states[states.length - 1];
    const el = await board(end, { interactive: false, viewer: 'all' });
    const view = el.view as unknown as LastSpikeView;
    const laid = Object.values(view.spaces).filter((s) => s.laid);
    expect(el.shadowRoot!.querySelectorAll('.tile.laid').length).toBe(laid.length);
    expect(target(el, laid[0]!.code).getAttribute('aria-label')).toMatch(/laid by/);
    const orders = [...el.shadowRoot!.querySelectorAll('.route.complete .order text')].map(
      (t) => t.textContent,
    );
    expect(orders.sort()).toEqual(view.completedRoutes.map((_, i) => String(i + 1)).sort());
    const paidOut = Object.values(view.cities).filter((c) => c.paidOut).length;
    expect(el.shadowRoot!.querySelectorAll('.city-dot.paid-out').length).toBe(paidOut);
    expect(el.shadowRoot!.querySelector('[part="turn"]')!.textContent).toMatch(/Game over/);
    expect(el.shadowRoot!.querySelectorAll('.space.legal').length).toBe(0);
  });

  it('briefly marks a laid tile and the cities a completed route pays out', async () => {
    const view = (s: unknown) => lastSpike.view(s as never, 'all') as unknown as LastSpikeView;
    const completes = (i: number) =>
      view(states[i + 1]).completedRoutes.length > view(states[i]).completedRoutes.length;
    const index = states.findIndex((_, i) => i + 1 < states.length && completes(i));
    expect(index).toBeGreaterThanOrEqual(0);
    const before = view(states[index]);
    const after = view(states[index + 1]);
    const laid = Object.keys(after.spaces).find(
      (code) => after.spaces[code]!.laid && !before.spaces[code]!.laid,
    )!;
    const route = after.routes[after.completedRoutes.at(-1)!];
    const el = await withMapTools(
      await board(states[index], { interactive: false, viewer: 'all' }),
    );
    expect(el.shadowRoot!.querySelectorAll('.space.changed').length).toBe(0);
    const marked = await spacesMarkedAfter(el, after as never);
    expect(marked).toContain(laid);
    // The route's two cities paid their land owners: both are marked.
    expect(marked).toEqual(expect.arrayContaining([route.east, route.west]));
    expect(marked.length).toBeLessThan(10);
  });

  it('highlights the part of the board a JSON pointer names', async () => {
    const state = states[40];
    const el = await board(state, { interactive: false });
    el.highlight = '/spaces/A3/layCost';
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.space.highlight')!.getAttribute('data-space')).toBe('A3');
    el.highlight = '/cities/omaha/grantHolder';
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.space.highlight')!.getAttribute('data-space')).toBe(
      'omaha',
    );
    el.highlight = '/lastLay/cost';
    await el.updateComplete;
    const view = el.view as unknown as LastSpikeView;
    expect(el.shadowRoot!.querySelector('.space.highlight')!.getAttribute('data-space')).toBe(
      view.lastLay!.tile,
    );
  });

  it('has no axe violations', async () => {
    const state = firstState((moves) => moves.some((m) => m.type === 'land.buy'));
    expect(await axeViolations(await board(state))).toEqual([]);
  });

  it('says beside the hand why a tile cannot be laid now (last-spike:detached-tiles-cost-double)', async () => {
    // A lay where the player holds a detached tile that the rulebook reading keeps back.
    const state = states.find((s) => {
      const view = lastSpike.view(s as never, seatToAct(s)) as LastSpikeView;
      return (
        view.phaseId === 'layTile' &&
        view.handOptions?.some((o) => o.legal) &&
        view.handOptions.some((o) => !o.legal && o.detached)
      );
    });
    expect(state, 'a lay with a detached tile held back').toBeDefined();
    const el = await board(state);
    const view = el.view as unknown as LastSpikeView;
    const held = view.handOptions!.filter((o) => !o.legal && o.detached).map((o) => o.tile);
    const note = el.shadowRoot!.querySelector('[part="hand"] .unlayable')!;
    expect(note.textContent).toContain(
      `${held.join(', ')}: detached (double cost), and a tile can be laid at its normal cost`,
    );
    for (const tile of held)
      expect(
        el.shadowRoot!.querySelector<HTMLButtonElement>(`[data-tile="${tile}"]`)!.disabled,
      ).toBe(true);
    // Not at another phase.
    const drawing = firstState((moves) => moves.some((m) => m.type === 'tile.draw'));
    expect((await board(drawing)).shadowRoot!.querySelector('.unlayable')).toBeNull();
  });

  it('at the end shows every hand that is left, as text, and never says hands are hidden', async () => {
    const end = states[states.length - 1] as { context: { hands: string[][] } };
    const el = await board(end, { interactive: false, viewer: 'all' });
    const hand = el.shadowRoot!.querySelector('[part="hand"]')!;
    expect(hand.getAttribute('aria-label')).toBe('Tiles in hand');
    expect(hand.textContent).not.toContain('hidden');
    const lines = [...hand.querySelectorAll('li')].map((li) =>
      li.textContent!.replace(/\s+/g, ' ').trim(),
    );
    expect(lines).toEqual(
      ['Ann', 'Bob', 'Cyd'].map(
        (name, seat) => `${name}: ${end.context.hands[seat]!.join(', ') || 'none'}`,
      ),
    );
    expect(el.shadowRoot!.querySelectorAll('[data-tile]')).toHaveLength(0);
  });

  it('fits a phone-wide column: map, hand and buttons inside it, the wide land table scrolls in its own box', async () => {
    const state = firstState((moves) => moves.some((m) => m.type === 'land.buy'));
    const el = await board(state);
    el.style.width = '350px';
    await el.updateComplete;
    const root = el.shadowRoot!;
    const right = el.getBoundingClientRect().right;
    // The map's frame is what fits; the map zooms and pans inside it (map tools).
    for (const selector of [
      '.board',
      '.map-frame',
      '[part="hand"]',
      '[part="actions"]',
      '.table-scroll',
    ])
      expect(
        root.querySelector(selector)!.getBoundingClientRect().right,
        selector,
      ).toBeLessThanOrEqual(right + 0.5);
    const scroller = root.querySelector<HTMLElement>('.table-scroll')!;
    expect(scroller.scrollWidth).toBeGreaterThanOrEqual(scroller.clientWidth);
    expect(getComputedStyle(scroller).overflowX).toBe('auto');
    // A box that scrolls can be reached and scrolled with the keyboard (axe: scrollable-region-focusable).
    expect(scroller.tabIndex).toBe(0);
  });

  it('saves screenshots of the start and the end of a game', async () => {
    await page.viewport(1280, 1100);
    for (const [name, state] of [
      ['start', states[0]],
      ['end', states[states.length - 1]],
    ] as const) {
      const el = await board(state, { interactive: false, viewer: 'all' });
      await page.screenshot({
        path: `../../../../../e2e/artifacts/boards/last-spike-${name}.png`,
        element: el,
      });
      cleanup();
    }
  });
});
