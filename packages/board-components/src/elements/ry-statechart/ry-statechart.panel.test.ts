/**
 * A chart a learner can follow (issue 25): compound states collapsed by default (so Wild West
 * Express's whole chart reads in a column) and expanded by click or key, the active state shown
 * with its parents in a breadcrumb, and a state panel that links its rule and tells the events
 * of the position, each with its guard in words and whether the position allows it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { applyMove } from '@railyard/rules';
import { games } from '@railyard/rules/engines';
import './ry-statechart.js';
import type { RyStatechart } from './ry-statechart.component.js';
import { axeViolations, cleanup, fixture } from '../../test-support/fixture.js';
import { registerGame } from '../../shared/game-registry.js';

const wwe = games['wild-west-express']!;
const lastSpike = games['last-spike']!;
const chicago = games['chicago-express']!;

async function chartIn(width: number, setUp: (chart: RyStatechart) => void): Promise<RyStatechart> {
  const element = document.createElement('ry-statechart');
  element.style.width = `${width}px`;
  element.setAttribute('rule-base', '/docs/');
  const chart = await fixture<RyStatechart>(element);
  setUp(chart);
  await chart.layoutComplete;
  await new Promise((resolve) => requestAnimationFrame(resolve));
  return chart;
}

const root = (chart: RyStatechart) => chart.shadowRoot!;
const click = (element: Element) =>
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
const press = (element: Element, key: string) =>
  element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));
const text = (element: Element | null) => element!.textContent!.replace(/\s+/g, ' ').trim();

describe('<ry-statechart> for a learner', () => {
  afterEach(cleanup);

  it("collapses compound states by default: Wild West Express's whole chart reads in a 450 px column", async () => {
    const chart = await chartIn(450, (c) => {
      c.machine = wwe.machine;
      c.ruleSections = wwe.ruleSections;
      c.value = { turn: { moving: 'pieces' } };
    });
    const svg = root(chart).querySelector('svg')!;
    expect(root(chart).querySelector('[data-state="turn"].folded')).not.toBeNull();
    expect(root(chart).querySelector('svg [data-state="turn.moving"]')).toBeNull();
    // The collapsed box holding the active state is highlighted as active.
    expect(root(chart).querySelector('[data-state="turn"]')!.classList).toContain('active');
    // Whole and readable: at zoom 1 the chart is no wider than the frame.
    expect(chart.zoom).toBeGreaterThanOrEqual(1);
    const frame = root(chart).querySelector('.frame')!.getBoundingClientRect();
    expect(svg.getBoundingClientRect().width).toBeLessThanOrEqual(frame.width);
  });

  it('expands a collapsed state on click and by keyboard on its toggle (a button with aria-expanded)', async () => {
    const chart = await chartIn(700, (c) => {
      c.machine = wwe.machine;
      c.value = 'draft';
    });
    const toggle = () => root(chart).querySelector('[data-toggle="turn"]')!;
    expect(toggle().getAttribute('role')).toBe('button');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    click(root(chart).querySelector('[data-state="turn"]')!);
    await chart.layoutComplete;
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(root(chart).querySelector('svg [data-state="turn.moving"].folded')).not.toBeNull();
    // Clicking a state also opens its panel.
    expect(text(root(chart).querySelector('.panel-name'))).toBe('turn');
    press(root(chart).querySelector('[data-toggle="turn.moving"]')!, 'Enter');
    await chart.layoutComplete;
    expect(root(chart).querySelector('svg [data-state="turn.moving.pieces"]')).not.toBeNull();
    press(toggle(), ' ');
    await chart.layoutComplete;
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(root(chart).querySelector('svg [data-state="turn.moving.pieces"]')).toBeNull();
  });

  it('shows the active state with its parents in a breadcrumb; a crumb expands the chart to it', async () => {
    const chart = await chartIn(700, (c) => {
      c.machine = wwe.machine;
      c.value = { turn: { moving: 'pieces' } };
    });
    const crumbs = () => [...root(chart).querySelectorAll('.crumb')];
    expect(root(chart).querySelector('nav.breadcrumb')!.getAttribute('aria-label')).toBe(
      'Active state',
    );
    expect(crumbs().map(text)).toEqual(['turn', 'moving', 'pieces']);
    expect(crumbs().map((c) => c.getAttribute('aria-current'))).toEqual([
      'false',
      'false',
      'location',
    ]);
    click(crumbs()[2]!);
    await chart.layoutComplete;
    expect(root(chart).querySelector('svg [data-state="turn.moving.pieces"]')).not.toBeNull();
    expect(root(chart).querySelector('svg [data-state="turn.beforeRoll"].folded')).not.toBeNull();
    expect(text(root(chart).querySelector('.panel-name'))).toBe('turn › moving › pieces (active)');
    // Without a state value the breadcrumb is where the machine starts.
    chart.value = undefined;
    await chart.updateComplete;
    expect(root(chart).querySelector('nav.breadcrumb')!.getAttribute('aria-label')).toBe(
      'Start state',
    );
    expect(crumbs().map(text)).toEqual(['draft']);
  });

  it("tells the position's events in its panel: the rule link, each guard in words, allowed or blocked", async () => {
    registerGame(lastSpike, 'ry-last-spike-board', {
      texts: () => import('@railyard/rules/texts/last-spike'),
    });
    const state = lastSpike.createGame({ players: ['Ann', 'Bob'], seed: 'panel' });
    const chart = await chartIn(700, (c) => {
      c.game = 'last-spike';
      c.value = state.value;
      c.position = { snapshot: state, legalMoves: lastSpike.legalMoves(state) };
    });
    await import('@railyard/rules/texts/last-spike');
    await new Promise((resolve) => setTimeout(resolve));
    await chart.updateComplete;
    const panel = root(chart).querySelector('[part="state-panel"]')!;
    expect(text(panel.querySelector('.panel-name'))).toBe('turn › layTile (active)');
    expect(panel.querySelector('.panel-rule a')!.getAttribute('href')).toBe(
      '/docs/last-spike/rules/#laying-track',
    );
    const rows = [...panel.querySelectorAll('.event')].map(text);
    // Allowed: how many moves, what the rules check for this event (with its rule linked) and
    // the guard that tells this transition from the other one of tile.lay.
    const laying =
      'Allowed when the player holds the tile, can pay for it from cash and the land the bank would buy';
    expect(rows[0]).toMatch(/^tile\.lay → turn › afterLay Allowed now \(2 moves\)\. /);
    expect(rows[0]).toContain(laying);
    expect(rows[0]).toContain(
      '(Laying track). Guard: the player has the cash to pay for the chosen tile.',
    );
    expect(rows[0]).not.toContain('the rules allow this move at this point');
    // Blocked: the checker's own reason, naming the tiles of the seat's hand it can still pay for.
    const hand = state.context.hands[state.context.current]!;
    const payable = lastSpike
      .legalMoves(state)
      .map((move) => (move as { tile?: string }).tile)
      .filter(Boolean);
    expect(rows[2]).toBe(
      `bankruptcy.declare → turn › bankrupt Blocked now: You can still pay for ${payable.join(', ')}: laying a tile is mandatory, and bankruptcy comes only when no tile can be paid for even after selling land (Bankruptcy). Allowed when no tile the player holds can be paid for, even after selling every land card the bank would buy (Bankruptcy).`,
    );
    expect(rows[1]).toContain(
      `raisingCash Blocked now: each of the ${payable.length} legal moves of this event takes another transition; the others are refused:`,
    );
    expect(hand.length).toBeGreaterThan(payable.length);
    // tile.lay's condition is said once, on its first row.
    expect(rows[1]).not.toContain('Allowed when');
    const link = [...panel.querySelectorAll('.event')][2]!.querySelector('.verdict ~ a')!;
    expect(link.getAttribute('href')).toBe('/docs/last-spike/rules/#bankruptcy');
    expect(await axeViolations(chart)).toEqual([]);

    // A seat whose hand the reader may not see: no verdicts from its moves.
    chart.position = { snapshot: state, legalMoves: undefined };
    await chart.updateComplete;
    expect(text(panel.querySelector('.event'))).toContain('Depends on a hand you cannot see');
  });

  it("says what the rules check for each event and, for one no move makes legal, the checker's reason (chicago-express:declining-the-chosen-action)", async () => {
    registerGame(chicago, 'ry-chicago-express-board', {
      texts: () => import('@railyard/rules/texts/chicago-express'),
    });
    // Through the opening auctions (each share to its first bidder) to a build action.
    let state = chicago.createGame({ players: ['Ann', 'Bob', 'Cy'], seed: 'panel' });
    for (let i = 0; i < 100 && !JSON.stringify(state.value).includes('build'); i++) {
      const moves = chicago.legalMoves(state);
      const next =
        moves.find((m) => m.type === 'action.choose' && m.action === 'build') ??
        moves.find((m) => m.type === 'auction.bid') ??
        moves[0]!;
      const result = applyMove(chicago, state, next);
      if (!result.ok) throw new Error(result.error.reason);
      state = result.state;
    }
    const places = chicago.legalMoves(state).filter((m) => m.type === 'build.place').length;
    expect(places).toBeGreaterThan(1);
    const chart = await chartIn(700, (c) => {
      c.game = 'chicago-express';
      c.value = state.value;
      c.position = { snapshot: state, legalMoves: chicago.legalMoves(state) };
    });
    await import('@railyard/rules/texts/chicago-express');
    await new Promise((resolve) => setTimeout(resolve));
    await chart.updateComplete;
    const panel = root(chart).querySelector('[part="state-panel"]')!;
    const row = (event: string) => text(panel.querySelector(`.event[data-event="${event}"]`));
    expect(row('build.place')).toBe(
      `build.place (stays) Allowed now (${places} moves). Allowed when the player holds a share of the company; the hex is next to the company’s network, has room for its locomotive, and the company’s treasury pays the cost; one company per build, at most three locomotives (Expand a network).`,
    );
    expect(row('build.finish')).toBe(
      'build.finish → turn › endOfTurn Blocked now: No locomotive has been placed yet; to build nothing, decline the action with action.decline (Declining the chosen action). Allowed when at least one locomotive has been placed in this build (Up to three hexes).',
    );
    expect(text(panel)).not.toContain('the rules allow this move at this point');
  });

  it('draws arrows re-attached to a collapsed state once per ends and event, and marks it when any of them was taken', async () => {
    const hall = createMachine({
      id: 'hall',
      initial: 'rooms',
      states: {
        rooms: {
          initial: 'north',
          states: { north: { on: { leave: '#hall.out' } }, south: { on: { leave: '#hall.out' } } },
        },
        out: {},
      },
    });
    const chart = await chartIn(500, (c) => {
      c.machine = hall;
      c.previousValue = { rooms: 'south' };
      c.value = 'out';
      c.lastEvent = 'leave';
    });
    const arrows = [...root(chart).querySelectorAll('.edge[data-event="leave"]')];
    expect(arrows).toHaveLength(1);
    // The drawn arrow is north's; the move left from the south room, and still marks it.
    expect(arrows[0]!.getAttribute('data-source')).toBe('rooms.north');
    expect(arrows[0]!.classList).toContain('last');
    // Its line ends in the last transition's own arrowhead, which the diagram defines beside the plain one.
    const line = arrows[0]!.querySelector('path.line')!;
    expect(line.getAttribute('marker-end')).toBe('url(#arrow-last)');
    const heads = [...root(chart).querySelectorAll('defs marker')];
    expect(heads.map((m) => [m.id, m.getAttribute('class'), m.getAttribute('viewBox')])).toEqual([
      ['arrow', null, '0 0 10 10'],
      ['arrow-last', 'last', '0 0 10 10'],
    ]);
  });
});
