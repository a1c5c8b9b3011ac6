/**
 * The wheel over a map embedded in a page (issue 24, walkthrough 3): it scrolls the page, as
 * embedded maps do, and says how to zoom; Ctrl/⌘ + wheel (a trackpad's pinch too) zooms. A
 * full-page game opts into the wheel zooming with `wheel-zoom` (map-tools.test.ts).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { AnyGameDefinition, CommonView, GameMove } from '@railyard/rules';
import { chicagoExpress } from './chicago-express/game.js';
import type { RyBoardBase } from './board-base.js';
import { cleanup, fixture } from '../test-support/fixture.js';

async function board(): Promise<RyBoardBase> {
  const game = chicagoExpress as AnyGameDefinition;
  const state = game.createGame({ players: ['Ann', 'Bob', 'Cyd'], seed: 'wheel' });
  const el = await fixture<RyBoardBase>('<ry-chicago-express-board></ry-chicago-express-board>');
  el.view = game.view(state as never, 'all') as CommonView;
  el.legalMoves = game.legalMoves(state as never) as GameMove[];
  await el.mapToolsReady;
  await el.updateComplete;
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  return el;
}

const scale = (el: RyBoardBase) =>
  new DOMMatrix(el.shadowRoot!.querySelector<SVGElement>('svg.map')!.style.transform || 'none').a;

describe('the wheel over an embedded map', () => {
  beforeEach(() => page.viewport(1000, 800));
  afterEach(cleanup);

  it('leaves the plain wheel to the page, says to zoom with Ctrl + wheel, and zooms with it', async () => {
    const el = await board();
    const map = el.shadowRoot!.querySelector('svg.map')!;
    const box = el.shadowRoot!.querySelector('.map-frame')!.getBoundingClientRect();
    const at = { clientX: box.left + box.width / 4, clientY: box.top + box.height / 2 };
    const wheel = (init: WheelEventInit) => {
      const event = new WheelEvent('wheel', { ...at, ...init, bubbles: true, cancelable: true });
      map.dispatchEvent(event);
      return event;
    };
    expect(wheel({ deltaY: -300 }).defaultPrevented).toBe(false);
    expect(scale(el)).toBe(1);
    await el.updateComplete;
    const hint = el.shadowRoot!.querySelector('.wheel-hint');
    expect(hint?.textContent).toMatch(/Use (Ctrl|⌘) \+ scroll to zoom/);
    expect(wheel({ deltaY: -30, ctrlKey: true }).defaultPrevented).toBe(true);
    expect(scale(el)).toBeGreaterThan(1.2);
  });
});
