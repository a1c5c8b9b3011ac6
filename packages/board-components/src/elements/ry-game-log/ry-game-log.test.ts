import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import './ry-game-log.js';
import type { RyGameLog } from './ry-game-log.component.js';
import type { RyScrubEvent } from '../../shared/events.js';
import { axeViolations, cleanup, collect, fixture } from '../../test-support/fixture.js';

const entries = [
  { text: 'Ann bids $3', seat: 0 },
  { text: 'Bob passes', seat: 1, bot: true },
  {
    text: 'Ann builds in B1',
    seat: 0,
    events: [
      { text: 'Dividend: NYC pays $6 a share: Ann +$12, Bob +$6.', kind: 'dividend' },
      { text: 'Game over. Ann wins.', kind: 'game-end' },
    ],
  },
];

async function makeLog(scrubbable = true): Promise<RyGameLog> {
  const log = await fixture<RyGameLog>(
    `<ry-game-log ${scrubbable ? 'scrubbable' : ''}></ry-game-log>`,
  );
  log.entries = entries;
  log.position = 2;
  await log.updateComplete;
  return log;
}

describe('<ry-game-log>', () => {
  afterEach(cleanup);

  it('lists the moves in words and marks the position shown', async () => {
    const log = await makeLog();
    const texts = [...log.shadowRoot!.querySelectorAll('.text')].map((t) => t.textContent!.trim());
    expect(texts.slice(0, 3)).toEqual(['Start of the game', 'Ann bids $3', 'Bob passes (bot)']);
    expect(texts[3]).toMatch(/^Ann builds in B1\s*Dividend: NYC pays/);
    const current = log.shadowRoot!.querySelector('[aria-current="step"]')!;
    expect(current.textContent).toContain('Bob passes');
    expect(log.shadowRoot!.querySelectorAll('.future').length).toBe(1);
  });

  it('asks for a position on click and with the keyboard, but not when the host moves it', async () => {
    const log = await makeLog();
    const events = collect<RyScrubEvent>(document, 'ry-scrub');
    log.position = 1;
    await log.updateComplete;
    expect(events).toEqual([]);
    await userEvent.click(log.shadowRoot!.querySelector<HTMLElement>('[data-index="3"]')!);
    expect(events.map((e) => e.detail.index)).toEqual([3]);
    log.shadowRoot!.querySelector<HTMLElement>('[data-index="1"]')!.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(log.shadowRoot!.activeElement?.getAttribute('data-index')).toBe('0');
    await userEvent.keyboard('{End}');
    expect(log.shadowRoot!.activeElement?.getAttribute('data-index')).toBe('3');
    await userEvent.keyboard('{Enter}');
    // Each arrow step shows its position; Enter shows the focused one again.
    expect(events.map((e) => e.detail.index)).toEqual([3, 0, 3, 3]);
  });

  it('shows automatic events under their move and reads them with it', async () => {
    const log = await makeLog();
    const shown = [...log.shadowRoot!.querySelectorAll('[data-index="3"] [part="event"]')];
    expect(shown.map((e) => [e.getAttribute('data-kind'), e.textContent])).toEqual([
      ['dividend', 'Dividend: NYC pays $6 a share: Ann +$12, Bob +$6.'],
      ['game-end', 'Game over. Ann wins.'],
    ]);
    expect(log.shadowRoot!.querySelectorAll('[part="event"]').length).toBe(2);
  });

  it('steps with Up/Down/Home/End, one tab stop, and announces each step', async () => {
    const log = await makeLog();
    const events = collect<RyScrubEvent>(document, 'ry-scrub');
    const status = () => log.shadowRoot!.querySelector('[role="status"]')!.textContent!.trim();
    const tabStops = () =>
      [...log.shadowRoot!.querySelectorAll<HTMLElement>('button.entry')].filter(
        (b) => b.tabIndex === 0,
      );
    expect(tabStops().map((b) => b.dataset.index)).toEqual(['2']);
    tabStops()[0]!.focus();
    await userEvent.keyboard('{ArrowDown}');
    await log.updateComplete;
    expect(events.map((e) => e.detail.index)).toEqual([3]);
    expect(status()).toMatch(
      /^Move 3 of 3: Ann builds in B1 Dividend: NYC pays \$6 a share: Ann \+\$12, Bob \+\$6\. Game over\. Ann wins\./,
    );
    expect(tabStops().map((b) => b.dataset.index)).toEqual(['3']);
    await userEvent.keyboard('{ArrowDown}'); // already at the end: no step
    expect(events).toHaveLength(1);
    await userEvent.keyboard('{Home}');
    await log.updateComplete;
    expect(status()).toMatch(/^Start of the game\./);
    await userEvent.keyboard('{ArrowDown}');
    await log.updateComplete;
    expect(status()).toMatch(/^Move 1 of 3: Ann bids \$3/);
    expect(events.map((e) => e.detail.index)).toEqual([3, 0, 1]);
  });

  it('is a plain list when not scrubbable', async () => {
    const log = await makeLog(false);
    expect(log.shadowRoot!.querySelector('button')).toBeNull();
  });

  it('has no axe violations', async () => {
    expect(await axeViolations(await makeLog())).toEqual([]);
  });
});
