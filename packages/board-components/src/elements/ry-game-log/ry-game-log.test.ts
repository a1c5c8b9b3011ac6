import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import './ry-game-log.js';
import type { RyGameLog } from './ry-game-log.component.js';
import type { RyScrubEvent } from '../../shared/events.js';
import { axeViolations, cleanup, collect, fixture } from '../../test-support/fixture.js';

const entries = [
  { text: 'Ann bids $3', seat: 0 },
  { text: 'Bob passes', seat: 1, bot: true },
  { text: 'Ann builds in B1', seat: 0 },
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
    expect(texts).toEqual([
      'Start of the game',
      'Ann bids $3',
      'Bob passes (bot)',
      'Ann builds in B1',
    ]);
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
    expect(events.map((e) => e.detail.index)).toEqual([3, 3]);
  });

  it('is a plain list when not scrubbable', async () => {
    const log = await makeLog(false);
    expect(log.shadowRoot!.querySelector('button')).toBeNull();
  });

  it('has no axe violations', async () => {
    expect(await axeViolations(await makeLog())).toEqual([]);
  });
});
