import { afterEach, describe, expect, it } from 'vitest';
import { and, not, setup } from 'xstate';
import { chartModel, chartNodes, defineRuleSections } from '@railyard/rules';
import './ry-statechart.js';
import type { RyStatechart } from './ry-statechart.component.js';
import { axeViolations, cleanup, fixture } from '../../test-support/fixture.js';
import { toyAuctionGame } from '@railyard/rules/testing';
import { registerGame } from '../../shared/game-registry.js';

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

async function drawDoor(): Promise<RyStatechart> {
  const chart = await fixture<RyStatechart>('<ry-statechart rule-base="/docs/"></ry-statechart>');
  chart.machine = door;
  chart.ruleSections = doorSections;
  chart.collapsed = [];
  chart.previousValue = { closed: 'locked' };
  chart.value = { closed: 'unlocked' };
  chart.lastEvent = 'door.unlock';
  await chart.layoutComplete;
  return chart;
}

describe('<ry-statechart>', () => {
  afterEach(cleanup);

  it('draws nested states with elk, labelled transitions and an initial-state marker', async () => {
    const chart = await drawDoor();
    const root = chart.shadowRoot!;
    const svg = root.querySelector('svg[part="diagram"]');
    expect(svg, 'diagram rendered after the lazy layout').not.toBeNull();
    const states = [...root.querySelectorAll('[data-state]')].map((n) =>
      n.getAttribute('data-state'),
    );
    expect(states).toEqual(
      expect.arrayContaining(['closed', 'closed.locked', 'closed.unlocked', 'open']),
    );
    const labels = [...root.querySelectorAll('.edge text')].map((t) => t.textContent);
    // Arrows carry their event; the guard is in the arrow's name (and the panel, in words).
    expect(labels).toContain('door.unlock');
    expect(
      root.querySelector('.edge[data-event="door.unlock"]')!.getAttribute('aria-label'),
    ).toContain('door.unlock [hasKey]');
    expect(root.querySelectorAll('circle.init').length).toBe(2);
    // The nested state box lies inside its parent's box.
    const box = (id: string) =>
      root.querySelector(`[data-state="${id}"] > rect`)!.getBoundingClientRect();
    const outer = box('closed');
    const inner = box('closed.locked');
    expect(inner.left).toBeGreaterThanOrEqual(outer.left);
    expect(inner.bottom).toBeLessThanOrEqual(outer.bottom);
  });

  it('keeps the diagram its room while the layout loads, with the outline closed (nothing below moves)', async () => {
    const chart = await fixture<RyStatechart>('<ry-statechart></ry-statechart>');
    chart.machine = door;
    await chart.updateComplete;
    const root = chart.shadowRoot!;
    // Laying out: the placeholder stands where the diagram will be; the outline waits closed.
    expect(root.querySelector('.frame')).toBeNull();
    const placeholder = root.querySelector<HTMLElement>('.frame-placeholder')!;
    expect(placeholder).not.toBeNull();
    expect(placeholder.getBoundingClientRect().height).toBeGreaterThan(100);
    expect(root.querySelector<HTMLDetailsElement>('.outline-box')!.open).toBe(false);
    await chart.layoutComplete;
    await chart.updateComplete;
    expect(root.querySelector('.frame-placeholder')).toBeNull();
    expect(root.querySelector('.frame')).not.toBeNull();
    expect(root.querySelector<HTMLDetailsElement>('.outline-box')!.open).toBe(false);
  });

  it("highlights the active path and the last transition; a state's panel links its rule section", async () => {
    const chart = await drawDoor();
    const root = chart.shadowRoot!;
    const active = [...root.querySelectorAll('.state.active')].map((n) =>
      n.getAttribute('data-state'),
    );
    expect(active.sort()).toEqual(['closed', 'closed.unlocked']);
    const last = root.querySelector('.edge.last')!;
    expect(last.getAttribute('data-event')).toBe('door.unlock');
    expect(last.getAttribute('part')).toBe('transition transition-last');
    // The active state's panel: closed.unlocked cites no rule of its own, so its parent's.
    const panelLink = () => root.querySelector('[part="state-panel"] a')!.getAttribute('href');
    expect(panelLink()).toBe('/docs/door/rules/#closed');
    root
      .querySelector('[data-state="closed.locked"]')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await chart.updateComplete;
    expect(panelLink()).toBe('/docs/door/rules/#locks');

    chart.previousValue = { closed: 'unlocked' };
    chart.value = 'open';
    chart.lastEvent = 'door.open';
    await chart.updateComplete;
    expect(
      [...root.querySelectorAll('.state.active')].map((n) => n.getAttribute('data-state')),
    ).toEqual(['open']);
    expect(root.querySelector('.edge.last')!.getAttribute('data-event')).toBe('door.open');

    chart.previousValue = 'open';
    chart.value = 'open';
    chart.lastEvent = 'door.knock';
    await chart.updateComplete;
    expect(root.querySelector('.edge.last')).toBeNull();
  });

  it('highlights an internal transition inside its state', async () => {
    const chart = await drawDoor();
    chart.previousValue = { closed: 'locked' };
    chart.value = { closed: 'locked' };
    chart.lastEvent = 'door.knock';
    await chart.updateComplete;
    expect(chart.shadowRoot!.querySelector('.internal.last')!.textContent).toContain('door.knock');
  });

  it('draws a registered game by id, with its state value given as an attribute', async () => {
    registerGame(toyAuctionGame);
    const chart = await fixture<RyStatechart>(
      '<ry-statechart game="toy" value="build"></ry-statechart>',
    );
    await chart.layoutComplete;
    const root = chart.shadowRoot!;
    expect(root.querySelector('.state.active')!.getAttribute('data-state')).toBe('build');
    chart.selectState('auction');
    await chart.updateComplete;
    expect(root.querySelector('[part="state-panel"] a')!.getAttribute('href')).toBe(
      '/toy/rules/#auction',
    );
  });

  it("shows a registered game's state descriptions once its texts load, by id or by machine", async () => {
    const doorGame = { ...toyAuctionGame, id: 'door-game', machine: door };
    let resolve!: (texts: { stateDescriptions: Record<string, string> }) => void;
    const loaded = new Promise<{ stateDescriptions: Record<string, string> }>((r) => (resolve = r));
    let loads = 0;
    registerGame(doorGame, 'ry-door-board', {
      texts: () => {
        loads++;
        return loaded;
      },
    });
    const byId = await fixture<RyStatechart>('<ry-statechart game="door-game"></ry-statechart>');
    const byMachine = await fixture<RyStatechart>('<ry-statechart></ry-statechart>');
    byMachine.machine = door;
    await Promise.all([byId.layoutComplete, byMachine.layoutComplete]);
    const title = (chart: RyStatechart, id: string) =>
      chart.shadowRoot!.querySelector(`[data-state="${id}"] title`)?.textContent ?? null;
    // The machine's own description shows at once; the game's only once its texts are in.
    expect(title(byId, 'closed')).toBe('The door is shut.');
    expect(title(byId, 'open')).toBeNull();
    resolve({ stateDescriptions: { open: 'Anyone may walk through.', closed: 'Not this one.' } });
    await loaded;
    await Promise.all([byId.updateComplete, byMachine.updateComplete]);
    for (const chart of [byId, byMachine]) {
      expect(title(chart, 'open')).toBe('Anyone may walk through.');
      expect(title(chart, 'closed')).toBe('The door is shut.');
    }
    expect(loads).toBe(1);
  });

  it('labels transitions as the docs list does: the shared chartModel walk, every guard shape', async () => {
    // The same machine as apps/docs-site/test/statechart-labels.test.ts, with the same labels.
    const door2 = setup({ guards: { isUnlocked: () => true, hasKey: () => true } }).createMachine({
      id: 'door',
      initial: 'closed',
      states: {
        closed: {
          initial: 'shut',
          states: { shut: { on: { 'door.jam': 'jammed' } }, jammed: { type: 'final' } },
          onDone: 'open',
          on: {
            'door.open': { guard: and(['isUnlocked', not('hasKey')]), target: 'open' },
            'door.knock': { guard: { type: 'hasKey', params: { key: 1 } } },
          },
        },
        open: { always: { guard: 'isUnlocked', target: 'closed' } },
      },
    });
    const chart = await fixture<RyStatechart>('<ry-statechart></ry-statechart>');
    chart.machine = door2;
    chart.collapsed = [];
    await chart.layoutComplete;
    const root = chart.shadowRoot!;
    // The full label (event [guard]) names each arrow; the diagram prints the event.
    const arrows = [...root.querySelectorAll('.edge')]
      .map((t) => t.getAttribute('aria-label')!.replace(/ → \w+$/, ''))
      .sort();
    const inside = [...root.querySelectorAll('.internal')].map((t) => t.textContent!.trim());
    const model = chartModel(door2);
    expect(arrows).toEqual(model.edges.map((e) => e.label).sort());
    expect(inside).toEqual(chartNodes(model).flatMap((n) => n.internal.map((e) => `↻ ${e.event}`)));
    expect(arrows).toEqual([
      'always [isUnlocked]',
      'done',
      'door.jam',
      'door.open [isUnlocked && !hasKey]',
    ]);
    expect(inside).toEqual(['↻ door.knock']);
  });

  it('names a missing game instead of rendering nothing', async () => {
    const chart = await fixture<RyStatechart>('<ry-statechart game="nope"></ry-statechart>');
    expect(chart.shadowRoot!.textContent).toContain('No registered game "nope"');
  });

  it('has no axe violations', async () => {
    const chart = await drawDoor();
    expect(await axeViolations(chart)).toEqual([]);
  });
});
