import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import './ry-action-bar.js';
import type { RyActionBar } from './ry-action-bar.component.js';
import type { RyIntentEvent } from '../../shared/events.js';
import { axeViolations, cleanup, collect, fixture } from '../../test-support/fixture.js';

const moves = [
  { type: 'action.choose', player: 1, action: 'auction' },
  { type: 'action.choose', player: 1, action: 'build' },
  { type: 'action.decline', player: 1 },
  ...Array.from({ length: 9 }, (_, i) => ({ type: 'auction.bid', player: 1, amount: 5 + i })),
  ...['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'C3'].map((hex) => ({
    type: 'build.place',
    player: 1,
    hex,
  })),
];

async function bar(interactive = true): Promise<RyActionBar> {
  const el = await fixture<RyActionBar>(
    `<ry-action-bar ${interactive ? 'interactive' : ''} prompt="Bob to act"></ry-action-bar>`,
  );
  el.moves = moves;
  el.describeMove = (m) => `Bob ${m.type} ${m.action ?? m.hex ?? ''}`.trim();
  await el.updateComplete;
  return el;
}

describe('<ry-action-bar>', () => {
  afterEach(cleanup);

  it('says "No moves to make here" only when there are none, not while a form elsewhere asks for a bid', async () => {
    const el = await bar();
    el.moves = moves.filter((m) => m.type === 'auction.bid');
    el.exclude = ['auction.bid'];
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).not.toContain('No moves to make here');
    el.moves = [];
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).toContain('No moves to make here');
  });

  it('offers every legal move type: buttons, a number field for a range and a list for many targets', async () => {
    const el = await bar();
    const root = el.shadowRoot!;
    const buttons = [...root.querySelectorAll('button')].map((b) => b.textContent!.trim());
    expect(buttons).toEqual([
      'Bob action.choose auction',
      'Bob action.choose build',
      'Decline action',
      'Bid',
      'Place build',
    ]);
    const input = root.querySelector<HTMLInputElement>('input[type=number]')!;
    expect([input.min, input.max]).toEqual(['5', '13']);
    expect(root.querySelectorAll('option').length).toBe(7);
  });

  it("names a move type by the game's own label when it has one (one name for one action in lessons and the playground)", async () => {
    const el = await bar();
    el.labels = { 'build.place': 'Build track', 'action.decline': 'End the build' };
    await el.updateComplete;
    const buttons = [...el.shadowRoot!.querySelectorAll('button')].map((b) =>
      b.textContent!.trim(),
    );
    expect(buttons).toContain('Build track');
    expect(buttons).toContain('End the build');
    expect(buttons).not.toContain('Place build');
    expect(buttons).toContain('Bid');
  });

  it('emits the chosen move by mouse and keyboard, and nothing for programmatic changes', async () => {
    const el = await bar();
    const intents = collect<RyIntentEvent>(document, 'ry-intent');
    el.moves = moves.slice(0, 3);
    await el.updateComplete;
    el.moves = moves;
    await el.updateComplete;
    expect(intents).toEqual([]);
    const root = el.shadowRoot!;
    await userEvent.click(root.querySelectorAll('button')[1]!);
    await userEvent.selectOptions(root.querySelector('select')!, '2');
    (
      root.querySelector('select')!.closest('form')!.querySelector('button') as HTMLButtonElement
    ).focus();
    await userEvent.keyboard('{Enter}');
    root.querySelectorAll('button')[2]!.focus();
    await userEvent.keyboard(' ');
    expect(intents.map((e) => e.detail.move)).toEqual([moves[1], moves[14], moves[2]]);
  });

  it('sends an amount out of range to the host for the rules to refuse, not to the browser’s bubble', async () => {
    const el = await bar();
    const intents = collect<RyIntentEvent>(document, 'ry-intent');
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('input[type=number]')!;
    expect(input.form!.noValidate).toBe(true);
    input.value = '40';
    input.form!.requestSubmit();
    expect(intents.map((e) => e.detail.move)).toEqual([
      { type: 'auction.bid', player: 1, amount: 40 },
    ]);
  });

  it('cuts off no move in a list: as wide as its words where they fit, else repeated in full below', async () => {
    const el = await bar();
    const long = 'You build PRR to Forest N3 (next to Altoona, Harrisburg)';
    el.describeMove = (m) => (m.hex ? `${long} ${m.hex}` : String(m.type));
    el.style.width = '60rem';
    await el.updateComplete;
    const root = el.shadowRoot!;
    const select = root.querySelector('select')!;
    const chosen = root.querySelector<HTMLElement>('output.chosen')!;
    // The widest option's words fit in the closed list (it used to stop at 22rem).
    const probe = document.createElement('span');
    probe.style.font = getComputedStyle(select).font;
    probe.textContent = `${long} C3`;
    document.body.append(probe);
    const words = probe.getBoundingClientRect().width;
    probe.remove();
    expect(select.getBoundingClientRect().width).toBeGreaterThan(words);
    expect(getComputedStyle(chosen).display).toBe('none');
    // A phone: the list is cut, so the chosen move is written out in full beneath it.
    el.style.width = '20rem';
    await userEvent.selectOptions(select, '3');
    expect(getComputedStyle(chosen).display).toBe('block');
    expect(chosen.textContent).toBe(`${long} B2`);
    const box = chosen.getBoundingClientRect();
    expect(box.right).toBeLessThanOrEqual(el.getBoundingClientRect().right);
    // A redraw with the same moves (a new array each time) keeps the pick and its words.
    el.moves = [...moves];
    await el.updateComplete;
    expect(select.selectedIndex).toBe(3);
    expect(chosen.textContent).toBe(`${long} B2`);
    // Docked at a phone's bottom (compact) the bar stays one row a group: the map keeps its height.
    el.compact = true;
    await el.updateComplete;
    expect(getComputedStyle(chosen).display).toBe('none');
  });

  it('hides excluded types and disables everything unless interactive', async () => {
    const el = await bar(false);
    el.exclude = ['*.bid', 'build.place'];
    await el.updateComplete;
    const buttons = [...el.shadowRoot!.querySelectorAll('button')];
    expect(buttons.length).toBe(3);
    expect(buttons.every((b) => b.disabled)).toBe(true);
  });

  it('compact (a phone): two or more moves of a type are a list box with its button on one row, one stays a button', async () => {
    const el = await bar();
    el.style.width = '364px';
    el.compact = true;
    el.moves = [
      moves[2]!,
      ...['C1', 'E4', 'W1'].map((tile) => ({ type: 'tile.lay', player: 1, tile })),
    ];
    await el.updateComplete;
    const root = el.shadowRoot!;
    const select = root.querySelector('select')!;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Bob tile.lay',
      'Bob tile.lay',
      'Bob tile.lay',
    ]);
    const submit = select.closest('form')!.querySelector('button')!;
    expect(submit.getBoundingClientRect().top).toBeCloseTo(select.getBoundingClientRect().top, -1);
    expect(submit.getBoundingClientRect().right).toBeLessThanOrEqual(
      el.getBoundingClientRect().right,
    );
    expect(root.querySelectorAll('[data-type="action.decline"]').length).toBe(1);
    el.compact = false;
    await el.updateComplete;
    expect(root.querySelector('select')).toBeNull();
    expect(root.querySelectorAll('[data-type="tile.lay"]').length).toBe(3);
  });

  it('has no axe violations', async () => {
    expect(await axeViolations(await bar())).toEqual([]);
  });
});
