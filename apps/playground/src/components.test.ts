/**
 * The playground's side of the `<ry-game>` contract, against a stand-in element that records
 * what it is given (the real element is tested in board-components and in the e2e tests).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newRecord, type GameMove, type GameSession, type Viewer } from '@railyard/rules';
import { tinyCardsGame, tinyGame } from '@railyard/rules/testing';
import { Playground } from './app';
import { addTestGames } from './game-table';
import { encodeShare } from './share-encode';

class StandInGame extends HTMLElement {
  session: GameSession | undefined;
  paused = false;
  botDelay = 700;
  viewer = 'auto';
  mode = 'play';
  ruleBase = '';
  hints = false;
  shownViewer: Viewer = 'spectator';
}
customElements.define('ry-game', StandInGame);
await addTestGames([tinyGame, tinyCardsGame]);

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
let root: HTMLElement;
let app: Playground;

async function openLink(record: ReturnType<typeof newRecord>, bots: Record<string, string> = {}) {
  history.replaceState(
    null,
    '',
    `/playground/?botDelay=0#${encodeShare({ record, bots, spoiler: true })}`,
  );
  app = new Playground(root);
  app.start();
  await tick();
  root.querySelector<HTMLButtonElement>('.spoiler-warning button.primary')?.click();
  await tick();
  return app.openSession!;
}
const element = () => root.querySelectorAll<StandInGame>('ry-game');
const button = (name: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent!.trim() === name)!;

beforeEach(() => {
  localStorage.clear();
  root = document.createElement('div');
  document.body.replaceChildren(root);
});

afterEach(() => app?.stop());

describe('the one <ry-game>', () => {
  it('is given the playground’s session, and its bots wait while paused, in the sandbox or in history', async () => {
    const add = (player: number, amount: number): GameMove => ({
      type: 'counter.add',
      player,
      amount,
    });
    const session = await openLink(
      { ...newRecord('tiny', ['Ada', 'Bob'], 's'), moves: [add(0, 1), add(1, 1)] },
      { 1: 'random' },
    );
    expect(element()).toHaveLength(1);
    expect(element()[0]!.session).toBe(session);
    expect(element()[0]!.botDelay).toBe(0);
    expect(element()[0]!.paused).toBe(false);
    button('Pause bots').click();
    await tick();
    expect(element()[0]!.paused).toBe(true);
    button('Resume bots').click();
    await tick();
    expect(element()[0]!.paused).toBe(false);
    session.jumpTo(1);
    await tick();
    expect(element()[0]!.paused).toBe(true);
    session.jumpTo(null);
    button('Sandbox').click();
    await tick();
    expect(element()[0]!.paused).toBe(true);
    expect(element()).toHaveLength(1);
  });

  it('a bot error from the element pauses the bots and is shown', async () => {
    await openLink(newRecord('tiny', ['Ada', 'Bob'], 's'), { 0: 'random', 1: 'random' });
    element()[0]!.dispatchEvent(
      new CustomEvent('ry-error', {
        detail: { message: 'The bot for Ada could not choose a move.', source: 'bot' },
        bubbles: true,
      }),
    );
    await tick();
    expect(element()[0]!.paused).toBe(true);
    expect(root.querySelector('[role=alert]')!.textContent).toContain('Bots are paused');
  });

  it('follows the viewer the element shows: moves and history for that seat after its pass screen', async () => {
    const session = await openLink(
      newRecord('tiny-cards', ['Ada', 'Bob'], 'viewer', { target: 40 }),
    );
    const el = element()[0]!;
    const state = () =>
      (session.state as { context: { hands: number[][]; deck: number[] } }).context;
    // The element shows its pass screen: a spectator's view; the playground offers no moves.
    el.shownViewer = 'spectator';
    el.dispatchEvent(new CustomEvent('ry-viewer-change', { bubbles: true }));
    await tick();
    expect(root.querySelector('#moves-panel')).toBeNull();
    // Ada confirmed she holds the device: her moves, and her draw told to her only.
    el.shownViewer = 0;
    el.dispatchEvent(new CustomEvent('ry-viewer-change', { bubbles: true }));
    await tick();
    expect(root.querySelector('#moves-panel')).not.toBeNull();
    const card = state().hands[0]![0]!;
    const top = state().deck[0]!;
    session.apply({ type: 'card.play', player: 0, card });
    await tick();
    const last = [...root.querySelectorAll('.history-entry')].at(-1)!.textContent!.trim();
    expect(last).toBe(`Ada plays a ${card} and draws a ${top}.`);
    el.shownViewer = 'spectator';
    el.dispatchEvent(new CustomEvent('ry-viewer-change', { bubbles: true }));
    await tick();
    const hidden = [...root.querySelectorAll('.history-entry')].at(-1)!.textContent!.trim();
    expect(hidden).toBe(`Ada plays a ${card} and draws a card.`);
  });
});
