/**
 * Two tabs on one saved game: two playgrounds on one localStorage. Storage events do not reach
 * the document that wrote, so the tests deliver them as the browser would to the other tab.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newRecord, type GameMove } from '@railyard/rules';
import { tinyGame } from '@railyard/rules/testing';
import { Playground } from './app';
import { addTestGames } from './game-table';
import { CURRENT_KEY, SLOT_PREFIX, makeSave } from './save-slots';
import { SETTINGS_KEY } from './settings';

await addTestGames([tinyGame]);

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const add = (player: number, amount: number): GameMove => ({ type: 'counter.add', player, amount });

interface Tab {
  root: HTMLElement;
  app: Playground;
}
let tabs: Tab[] = [];

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/playground/');
  document.body.replaceChildren();
  tabs = [];
});
afterEach(() => {
  for (const tab of tabs) tab.app.stop();
  document.body.replaceChildren();
});

async function openTab(): Promise<Tab> {
  const root = document.createElement('div');
  document.body.append(root);
  const app = new Playground(root);
  app.start();
  await tick();
  const tab = { root, app };
  tabs.push(tab);
  return tab;
}

/** What the browser does in every other tab after a write to `key`. */
async function storageEvent(key: string | null): Promise<void> {
  window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
  await tick();
}

const slotKey = (id: string) => `${SLOT_PREFIX}${id}`;
const readSlot = (id: string) => JSON.parse(localStorage.getItem(slotKey(id))!);
const slotIds = () =>
  Object.keys(localStorage)
    .filter((k) => k.startsWith(SLOT_PREFIX))
    .map((k) => k.slice(SLOT_PREFIX.length));
const button = (tab: Tab, name: string) =>
  [...tab.root.querySelectorAll('button')].find((b) => b.textContent!.trim() === name)!;

/** Two tabs showing one saved tiny game with `moves`. */
async function twoTabs(moves: GameMove[] = []): Promise<[Tab, Tab, string]> {
  const record = { ...newRecord('tiny', ['Ada', 'Bob'], 'tabs', { target: 30 }), moves };
  localStorage.setItem(slotKey('1'), JSON.stringify(makeSave(record, {})));
  localStorage.setItem(CURRENT_KEY, '1');
  const a = await openTab();
  const b = await openTab();
  return [a, b, '1'];
}

describe('two tabs on one game', () => {
  it('each tab follows the moves the other saved, so nothing is lost across reloads', async () => {
    const [a, b, id] = await twoTabs();
    a.app.openSession!.apply(add(0, 1));
    await storageEvent(slotKey(id));
    expect(b.app.openSession!.record.moves).toEqual([add(0, 1)]);
    b.app.openSession!.apply(add(1, 2));
    await storageEvent(slotKey(id));
    expect(a.app.openSession!.record.moves).toEqual([add(0, 1), add(1, 2)]);
    a.app.openSession!.apply(add(0, 2));
    await storageEvent(slotKey(id));
    expect(readSlot(id).record.moves).toEqual([add(0, 1), add(1, 2), add(0, 2)]);
    expect(b.app.openSession!.record.moves).toHaveLength(3);
    expect(readSlot(id).revision).toBe(4);
    // A reload opens every move.
    const c = await openTab();
    expect(c.app.openSession!.record.moves).toHaveLength(3);
    expect(slotIds()).toEqual([id]);
  });

  it('a tab that missed the other write does not overwrite it: its version goes to a copy and it asks', async () => {
    const [a, b, id] = await twoTabs();
    a.app.openSession!.apply(add(0, 1));
    // B moves before the storage event of A's write reaches it (a race, or a frozen tab).
    b.app.openSession!.apply(add(0, 2));
    await tick();
    expect(readSlot(id).record.moves).toEqual([add(0, 1)]);
    const copy = slotIds().find((s) => s !== id)!;
    expect(readSlot(copy).record.moves).toEqual([add(0, 2)]);
    expect(readSlot(copy).note).toMatch(/another tab/);
    const alert = b.root
      .querySelector('.tab-conflict [role=alert]')!
      .textContent!.replace(/\s+/g, ' ');
    expect(alert).toMatch(/saved 1 move that this tab does not have, and this tab has 1 move/);
    // Further moves in B go to the copy, never to A's slot.
    b.app.openSession!.apply(add(1, 1));
    await tick();
    expect(readSlot(copy).record.moves).toEqual([add(0, 2), add(1, 1)]);
    expect(readSlot(id).record.moves).toEqual([add(0, 1)]);
  });

  it('"Continue here" saves this tab\'s version in the slot and keeps the other as a copy', async () => {
    const [a, b, id] = await twoTabs();
    a.app.openSession!.apply(add(0, 1));
    b.app.openSession!.apply(add(0, 2));
    await tick();
    button(b, 'Continue here').click();
    await tick();
    const copy = slotIds().find((s) => s !== id)!;
    expect(readSlot(id).record.moves).toEqual([add(0, 2)]);
    expect(readSlot(copy).record.moves).toEqual([add(0, 1)]);
    expect(b.root.querySelector('.tab-conflict')).toBeNull();
    // Tab A now finds its version elsewhere: it asks too, and reuses the slot that holds it.
    await storageEvent(slotKey(id));
    expect(a.root.querySelector('.tab-conflict')).not.toBeNull();
    expect(slotIds()).toHaveLength(2);
    button(a, 'Reload the newer one').click();
    await tick();
    expect(a.app.openSession!.record.moves).toEqual([add(0, 2)]);
    // The copy existed before A's conflict, so dropping A's version leaves it in place.
    expect(readSlot(copy).record.moves).toEqual([add(0, 1)]);
  });

  it('"Open a copy" plays on in the copy and leaves the other tab\'s slot alone', async () => {
    const [a, b, id] = await twoTabs();
    a.app.openSession!.apply(add(0, 1));
    b.app.openSession!.apply(add(0, 2));
    await tick();
    button(b, 'Open a copy').click();
    await tick();
    const copy = slotIds().find((s) => s !== id)!;
    expect(localStorage.getItem(CURRENT_KEY)).toBe(copy);
    b.app.openSession!.apply(add(1, 1));
    await tick();
    expect(readSlot(copy).record.moves).toEqual([add(0, 2), add(1, 1)]);
    expect(readSlot(copy).note).toBeUndefined();
    expect(readSlot(id).record.moves).toEqual([add(0, 1)]);
  });

  it('"Reload the newer one" shows the other version and drops the copy made for the conflict', async () => {
    const [a, b, id] = await twoTabs();
    a.app.openSession!.apply(add(0, 1));
    b.app.openSession!.apply(add(0, 2));
    await tick();
    button(b, 'Reload the newer one').click();
    await tick();
    expect(b.app.openSession!.record.moves).toEqual([add(0, 1)]);
    expect(slotIds()).toEqual([id]);
    b.app.openSession!.apply(add(1, 1));
    await storageEvent(slotKey(id));
    expect(a.app.openSession!.record.moves).toEqual([add(0, 1), add(1, 1)]);
  });

  it('an undo in one tab is followed by the other, with the undone moves kept for redo', async () => {
    const [a, b, id] = await twoTabs([add(0, 1), add(1, 1)]);
    a.app.openSession!.undo();
    await storageEvent(slotKey(id));
    expect(b.app.openSession!.moveCount).toBe(1);
    expect(b.app.openSession!.canRedo).toBe(true);
  });

  it('settings changed in another tab apply here', async () => {
    const [a] = await twoTabs();
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ botDelay: 0, theme: 'dark' }));
    await storageEvent(SETTINGS_KEY);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(a.root.querySelector('.tab-conflict')).toBeNull();
  });
});

describe('damaged settings in storage', () => {
  it.each(['null', '[]', '"x"', '{"theme": 5}'])(
    'settings %s: the playground opens with defaults and a notice, saves untouched',
    async (text) => {
      const record = { ...newRecord('tiny', ['Ada', 'Bob'], 'st', {}), moves: [add(0, 1)] };
      const save = JSON.stringify(makeSave(record, {}));
      localStorage.setItem(slotKey('5'), save);
      localStorage.setItem(CURRENT_KEY, '5');
      localStorage.setItem(SETTINGS_KEY, text);
      const tab = await openTab();
      expect(tab.app.openSession!.record.moves).toEqual([add(0, 1)]);
      expect(tab.root.querySelector('.message.error')!.textContent).toMatch(
        /settings could not be read .*default settings are used\. Your saved games are untouched/,
      );
      expect(localStorage.getItem(slotKey('5'))).toBe(save);
    },
  );
});
