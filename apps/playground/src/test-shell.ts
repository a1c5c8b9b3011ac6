/**
 * The playground's shell for its tests, in happy-dom without `<ry-game>`: a fresh page and
 * storage per test, opening a record through a share link as a visitor would, and the page's
 * parts the tests read (history, buttons, the saved slot). `shell.app` is the open Playground.
 */
import { afterEach, beforeEach } from 'vitest';
import { newRecord, type GameMove, type GameRecord, type GameSession } from '@railyard/rules';
import { Playground } from './app';
import { encodeShare } from './share-encode';
import { CURRENT_KEY, SLOT_PREFIX } from './save-slots';

export const shell = {} as { root: HTMLElement; app: Playground };

/** A fresh page, address and storage for every test of the file; the app stops after it. */
export function useShell(): void {
  beforeEach(() => {
    localStorage.clear();
    history.replaceState(null, '', '/playground/');
    shell.root = document.createElement('div');
    document.body.replaceChildren(shell.root);
  });
  afterEach(() => {
    shell.app?.stop();
    document.body.replaceChildren();
  });
}

export const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Opens `record` through a share link, as a visitor would. */
export async function openLink(
  record: GameRecord,
  bots: Record<string, string> = {},
  extra: { spoiler?: boolean } = {},
): Promise<GameSession> {
  history.replaceState(null, '', `/playground/#${encodeShare({ record, bots, ...extra })}`);
  shell.app = new Playground(shell.root);
  shell.app.start();
  await tick();
  return shell.app.openSession!;
}

export const tinyRecord = (moves: GameMove[] = []) => ({
  ...newRecord('tiny', ['Ada', 'Bob'], 'shell', { target: 9 }),
  moves,
});
export const add = (player: number, amount: number): GameMove => ({
  type: 'counter.add',
  player,
  amount,
});

export const historyTexts = () =>
  [...shell.root.querySelectorAll('.history-list .history-entry')].map((b) =>
    b.textContent!.trim(),
  );
export const button = (name: string | RegExp) =>
  [...shell.root.querySelectorAll('button')].find((b) =>
    typeof name === 'string' ? b.textContent!.trim() === name : name.test(b.textContent!),
  ) as HTMLButtonElement | undefined;
export const moveButtons = () => [
  ...shell.root.querySelectorAll<HTMLButtonElement>('#moves-panel button.move'),
];
export const savedSlot = () => {
  const id = localStorage.getItem(CURRENT_KEY);
  return JSON.parse(localStorage.getItem(`${SLOT_PREFIX}${id}`)!);
};
