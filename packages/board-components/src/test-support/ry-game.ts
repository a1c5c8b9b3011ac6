/**
 * Reading and driving a `<ry-game>` in tests: its shadow parts, their text, clicks inside them,
 * a new toy auction game (the test registers `toyAuctionGame`), the error a markup reports and
 * a stand-in for `fetch`.
 */
import { userEvent } from 'vitest/browser';
import type { RyGame } from '../elements/ry-game/ry-game.component.js';
import type { RyErrorEvent } from '../shared/events.js';
import { collect, fixture, until } from './fixture.js';

/** The first element in the game's shadow root that matches `selector`, or null. */
export const q = <T extends Element = HTMLElement>(el: RyGame, selector: string) =>
  el.shadowRoot!.querySelector<T & Element>(selector) as T | null;

/** An element's text (its shadow root's when it has one), white space folded. */
export const text = (el: Element | null | undefined) =>
  (el?.shadowRoot ?? el)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

export const auctionPanel = (game: RyGame) => q(game, 'ry-auction-panel')!;
export const actionBar = (game: RyGame) => q(game, 'ry-action-bar')!;

/** A toy auction game for Ann, Bob and Cyd (seed t1), with more attributes when given. */
export async function newGame(attrs = ''): Promise<RyGame> {
  const game = await fixture<RyGame>(
    `<ry-game game="toy" players="Ann, Bob, Cyd" seed="t1" ${attrs}></ry-game>`,
  );
  await game.updateComplete;
  return game;
}

/** Clicks the first element matching `selector` in the host's shadow root. */
export async function clickIn(host: Element, selector: string) {
  const target = host.shadowRoot!.querySelector<HTMLElement>(selector);
  if (!target) throw new Error(`nothing matches ${selector}`);
  await userEvent.click(target);
}

/** Mounts the markup (then `setup`, before its first update) and waits for its first ry-error. */
export async function errorFor(markup: string, setup?: (game: RyGame) => void) {
  const errors = collect<RyErrorEvent>(document, 'ry-error');
  const game = await fixture<RyGame>(markup);
  setup?.(game);
  await game.updateComplete;
  await until(() => errors.length > 0, 5000, 'ry-error');
  await game.updateComplete;
  return { game, errors, shown: text(q(game, '[part="error"]')) };
}

/** Replaces `fetch` until `restore`, counting the addresses asked for. */
export function stubFetch(answer: () => Response | Promise<Response>) {
  const real = globalThis.fetch;
  const calls: string[] = [];
  globalThis.fetch = async (input: RequestInfo | URL) => {
    calls.push(String(input));
    return answer();
  };
  return { calls, restore: () => (globalThis.fetch = real) };
}
