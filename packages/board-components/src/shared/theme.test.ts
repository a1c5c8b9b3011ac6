import { afterEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import '../elements/ry-player-panel/ry-player-panel.js';
import type { RyPlayerPanel } from '../elements/ry-player-panel/ry-player-panel.component.js';
import { cleanup, fixture } from '../test-support/fixture.js';

async function emulate(features: { name: string; value: string }[]) {
  await cdp().send('Emulation.setEmulatedMedia', { features });
}

async function panel(): Promise<RyPlayerPanel> {
  const el = await fixture<RyPlayerPanel>('<ry-player-panel thinking="0"></ry-player-panel>');
  el.players = [{ seat: 0, name: 'Ann', cash: 10 }];
  await el.updateComplete;
  return el;
}

const background = (el: RyPlayerPanel) =>
  getComputedStyle(el.shadowRoot!.querySelector('li')!).backgroundColor;

describe('theme', () => {
  afterEach(async () => {
    cleanup();
    await emulate([]);
  });

  it('follows prefers-color-scheme with dark tokens', async () => {
    await emulate([{ name: 'prefers-color-scheme', value: 'light' }]);
    const el = await panel();
    expect(background(el)).toBe('rgb(255, 255, 255)');
    await emulate([{ name: 'prefers-color-scheme', value: 'dark' }]);
    expect(background(el)).toBe('rgb(22, 25, 30)');
  });

  it('lets a page override tokens with --ry-* custom properties', async () => {
    await emulate([{ name: 'prefers-color-scheme', value: 'dark' }]);
    const el = await panel();
    el.style.setProperty('--ry-color-surface', 'rgb(1, 2, 3)');
    expect(background(el)).toBe('rgb(1, 2, 3)');
  });

  it('stops animations when the user prefers reduced motion', async () => {
    const el = await panel();
    const dot = el.shadowRoot!.querySelector('.dots span')!;
    expect(parseFloat(getComputedStyle(dot).animationDuration)).toBeGreaterThan(0.5);
    await emulate([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    expect(parseFloat(getComputedStyle(dot).animationDuration)).toBeLessThan(0.001);
  });
});
