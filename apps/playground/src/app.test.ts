/**
 * The playground's shell on the core GameSession, in happy-dom without `<ry-game>` (the board
 * element is not loaded here: the position tables stand in, and the tests play the bots'
 * moves through the session as the element would). Games come from `@railyard/rules/testing`.
 * Hidden information in the shell: app.hidden.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { newRecord, type GameMove } from '@railyard/rules';
import { countTransitions, tinyCardsGame, tinyGame } from '@railyard/rules/testing';
import { Playground } from './app';
import { addTestGames } from './game-table';
import { encodeShare } from './share-encode';
import { CURRENT_KEY, SLOT_PREFIX, makeSave } from './save-slots';
import * as files from './files';
import {
  add,
  button,
  historyTexts,
  moveButtons,
  openLink,
  savedSlot,
  shell,
  tick,
  tinyRecord,
  useShell,
} from './test-shell';

/** Set to make the link writer refuse as for a game too long for a link (see share-link.test). */
const refuseLinks = vi.hoisted(() => ({ message: '' }));
vi.mock('./share-encode', async (importOriginal) => {
  const real = await importOriginal<typeof import('./share-encode')>();
  return {
    ...real,
    shareUrl: (...args: Parameters<typeof real.shareUrl>) =>
      refuseLinks.message ? { ok: false, message: refuseLinks.message } : real.shareUrl(...args),
  };
});

await addTestGames([tinyGame, tinyCardsGame]);
useShell();

describe('the playground shell on the core session', () => {
  it('applies a move from its move buttons once, in the session it shows', async () => {
    const session = await openLink(tinyRecord());
    const counter = countTransitions(tinyGame.machine as never);
    try {
      moveButtons()
        .find((b) => b.dataset.move === JSON.stringify(add(0, 2)))!
        .click();
      await tick();
      expect(counter.count()).toBe(1);
    } finally {
      counter.restore();
    }
    expect(session.record.moves).toEqual([add(0, 2)]);
    expect(historyTexts()).toEqual(['Start of the game', 'Seat 0 adds 2']);
    expect(savedSlot().record.moves).toEqual([add(0, 2)]);
  });

  it('lists the history from session.history and redraws on changes made to the session', async () => {
    const session = await openLink(tinyRecord([add(0, 1)]));
    session.apply(add(1, 2));
    await tick();
    expect(historyTexts().slice(1)).toEqual(['Seat 0 adds 1', 'Seat 1 adds 2']);
    expect(shell.root.querySelector('#history-heading')!.textContent).toContain('(2 moves)');
  });

  it('undo and redo buttons use the session, and saves keep the redo groups', async () => {
    const session = await openLink(tinyRecord([add(0, 1), add(1, 1)]), { 1: 'random' });
    // Seat 0 is the person: undo takes back their move and the bot's reply at once.
    button('Undo')!.click();
    await tick();
    expect(session.moveCount).toBe(0);
    expect(savedSlot().redo).toEqual([[add(0, 1), add(1, 1)]]);
    expect(button('Redo')!.disabled).toBe(false);
    button('Redo')!.click();
    await tick();
    expect(session.record.moves).toEqual([add(0, 1), add(1, 1)]);
    expect(savedSlot().redo).toEqual([]);
  });

  it('a saved game reopens with the redo groups that still apply, and drops those that do not', async () => {
    const reopen = async (redo: GameMove[][]) => {
      shell.app?.stop();
      localStorage.setItem(
        `${SLOT_PREFIX}7`,
        JSON.stringify(makeSave(tinyRecord([add(0, 1)]), {}, redo)),
      );
      localStorage.setItem(CURRENT_KEY, '7');
      history.replaceState(null, '', '/playground/');
      shell.app = new Playground(shell.root);
      shell.app.start();
      await tick();
      return shell.app.openSession!;
    };
    const session = await reopen([[add(1, 2), add(0, 1)]]);
    expect(button('Redo')!.disabled).toBe(false);
    button('Redo')!.click();
    await tick();
    expect(session.record.moves).toEqual([add(0, 1), add(1, 2), add(0, 1)]);
    // Seat 0 cannot move twice in a row: this group no longer applies.
    await reopen([[add(0, 2)]]);
    expect(button('Redo')!.disabled).toBe(true);
  });

  it('a history entry shows that position (jumpTo) and "back" returns to the latest', async () => {
    const session = await openLink(tinyRecord([add(0, 1), add(1, 1), add(0, 2)]));
    (shell.root.querySelectorAll('.history-entry')[1] as HTMLButtonElement).click();
    await tick();
    expect(session.position).toBe(1);
    expect(shell.root.querySelector('#board-heading')!.textContent).toContain(
      'Position after move 1',
    );
    expect(shell.root.querySelector('#moves-panel')).toBeNull();
    button('Back to the latest position')!.click();
    await tick();
    expect(session.isViewingHistory).toBe(false);
    expect(shell.root.querySelector('#moves-panel')).not.toBeNull();
  });

  it('the event console reports the session’s refusal or the applied move, running the engine once', async () => {
    const session = await openLink(tinyRecord());
    const send = async (text: string) => {
      const box = shell.root.querySelector<HTMLTextAreaElement>('#console-input')!;
      box.value = text;
      box.dispatchEvent(new Event('input'));
      await tick();
      button('Send event')!.click();
      await tick();
      return shell.root.querySelector('.console-outcome')!.textContent!.replace(/\s+/g, ' ');
    };
    const counter = countTransitions(tinyGame.machine as never);
    try {
      expect(await send('{"type":"counter.add","player":1,"amount":1}')).toContain(
        "Refused: It is seat 0's turn.",
      );
      expect(counter.count()).toBe(1);
      expect(await send('{"type":"counter.add","player":0,"amount":2}')).toContain(
        'Accepted: Seat 0 adds 2',
      );
      expect(counter.count()).toBe(2);
    } finally {
      counter.restore();
    }
    expect(session.record.moves).toEqual([add(0, 2)]);
  });

  it('the sandbox branches the open game (branchAt) into a new slot and keeps the original', async () => {
    const session = await openLink(tinyRecord([add(0, 1), add(1, 1), add(0, 1)]));
    const original = localStorage.getItem(CURRENT_KEY);
    button('Sandbox')!.click();
    await tick();
    (shell.root.querySelectorAll('.history-entry')[1] as HTMLButtonElement).click();
    await tick();
    button('Branch from here')!.click();
    await tick();
    expect(session.record.moves).toEqual([add(0, 1)]);
    expect(localStorage.getItem(CURRENT_KEY)).not.toBe(original);
    expect(savedSlot().record.moves).toEqual([add(0, 1)]);
    const kept = JSON.parse(localStorage.getItem(`${SLOT_PREFIX}${original}`)!);
    expect(kept.record.moves).toHaveLength(3);
  });
});

describe('the learner’s view', () => {
  it('a new game from it is against easy bots, as the first game was', async () => {
    await openLink(tinyRecord());
    shell.app.setSettings({ view: 'learner' });
    shell.app.goToSetup();
    type Setup = { seats: string[]; names: string[] };
    const setup = (shell.app as unknown as { flow: { setup: Setup } }).flow.setup;
    expect(setup.seats.slice(1).every((seat) => seat === 'easy')).toBe(true);
    expect(setup.names[0]).toBe('You');
    shell.app.setSettings({ view: 'full' });
    shell.app.goToSetup();
    const full = (shell.app as unknown as { flow: { setup: Setup } }).flow.setup;
    expect(full.seats.slice(1).every((seat) => seat === 'random')).toBe(true);
    expect(full.names[0]).not.toBe('You');
  });

  it('a first game from `?learn=1` leaves the address, so a reload keeps the hints the learner turned off', async () => {
    history.replaceState(null, '', '/playground/?game=tiny&bots=easy&learn=1');
    shell.app = new Playground(shell.root);
    shell.app.start();
    await tick();
    expect(shell.app.openSession?.game.id).toBe('tiny');
    // The learner's seat is "You" (as in the lessons); the bots keep their names.
    expect(shell.app.openSession?.players[0]).toBe('You');
    expect(shell.app.openSession?.players[1]).not.toBe('You');
    expect(shell.app.settings.hints).toBe(true);
    expect(location.search).toBe('');
    shell.app.setSettings({ hints: false });
    shell.app.stop();
    // The reload: the same address, the saved game back, the hints still off.
    shell.app = new Playground(shell.root);
    shell.app.start();
    await tick();
    expect(shell.app.openSession?.game.id).toBe('tiny');
    expect(shell.app.settings).toMatchObject({ hints: false, view: 'learner' });
  });

  it('`?game=` of the game already open restores it and leaves the address', async () => {
    localStorage.setItem(`${SLOT_PREFIX}7`, JSON.stringify(makeSave(tinyRecord([add(0, 1)]), {})));
    localStorage.setItem(CURRENT_KEY, '7');
    history.replaceState(null, '', '/playground/?game=tiny');
    shell.app = new Playground(shell.root);
    shell.app.start();
    await tick();
    expect(shell.app.openSession?.record.moves).toHaveLength(1);
    expect(location.search).toBe('');
  });
});

describe('saving a long game played by bots (issue 22)', () => {
  it('bots at full speed save at most every 250 ms, not after every move; leaving saves the rest', async () => {
    const session = await openLink(tinyRecord(), { 0: 'random', 1: 'random' });
    const slot = localStorage.getItem(CURRENT_KEY);
    const writes = vi.spyOn(localStorage, 'setItem');
    try {
      for (let move = 0; move < 8; move++) session.apply(add(move % 2, 1), { bot: true });
      const slotWrites = () => writes.mock.calls.filter(([key]) => key === `${SLOT_PREFIX}${slot}`);
      expect(slotWrites().length).toBeLessThanOrEqual(1);
      shell.app.stop();
      expect(slotWrites().length).toBeLessThanOrEqual(2);
      expect(savedSlot().record.moves).toHaveLength(8);
    } finally {
      writes.mockRestore();
    }
  });

  it('the bot move that ends the game saves at once, with every move before it', async () => {
    const session = await openLink(tinyRecord(), { 0: 'random', 1: 'random' });
    let moves = 0;
    while (!session.result() && moves < 20) {
      session.apply(add(moves % 2, 2), { bot: true });
      moves++;
    }
    expect(session.result()).not.toBeNull();
    expect(moves).toBe(5);
    expect(savedSlot().record.moves).toHaveLength(moves);
  });

  it('a person’s move after bot moves saves at once, with the bot moves', async () => {
    const session = await openLink(tinyRecord(), { 1: 'random' });
    session.apply(add(0, 1));
    session.apply(add(1, 1), { bot: true });
    session.apply(add(0, 1));
    expect(savedSlot().record.moves).toHaveLength(3);
  });
});

describe('share links the page cannot use', () => {
  it('a link whose "game=" key is damaged says it could not be read, and opens nothing', async () => {
    const hash = encodeShare({ record: tinyRecord([add(0, 1)]), bots: {} });
    history.replaceState(null, '', `/playground/#gme${hash.slice('game'.length)}`);
    shell.app = new Playground(shell.root);
    shell.app.start();
    await tick();
    expect(shell.app.openSession).toBeNull();
    expect(shell.root.querySelector('[role=alert]')!.textContent).toMatch(
      /This link could not be opened\. The link could not be read: a game link starts with "#game=", and this one starts with "#gme=2\./,
    );
  });

  it('a game too long for a link gets no link but a message offering the record file', async () => {
    await openLink(tinyRecord([add(0, 1)]));
    refuseLinks.message = 'This game is too long for a link.';
    const download = vi.spyOn(files, 'downloadText').mockImplementation(() => {});
    try {
      button('Copy link')!.click();
      await tick();
      await tick();
      expect(shell.root.querySelector('#share-link')).toBeNull();
      const alert = shell.root.querySelector('.message[role=alert]')!;
      expect(alert.textContent).toContain('This game is too long for a link.');
      [...alert.querySelectorAll('button')].find((b) => b.textContent === 'Export record')!.click();
      expect(download).toHaveBeenCalledWith(
        expect.stringMatching(/^tiny-shell-move-1\.json$/),
        expect.stringContaining('"counter.add"'),
      );
    } finally {
      refuseLinks.message = '';
      download.mockRestore();
    }
  });
});

describe('what the page loads before its first draw', () => {
  const saveTiny = () => {
    localStorage.setItem(`${SLOT_PREFIX}7`, JSON.stringify(makeSave(tinyRecord([add(0, 1)]), {})));
    localStorage.setItem(CURRENT_KEY, '7');
  };

  it('is the game it opens at once: the link’s, else the last open one; none for the setup form', () => {
    shell.app = new Playground(shell.root);
    expect(shell.app.openedGames()).toEqual([]);
    saveTiny();
    expect(new Playground(shell.root).openedGames()).toEqual(['tiny']);
    const record = newRecord('tiny-cards', ['Ada', 'Bob'], 'link');
    history.replaceState(null, '', `/playground/#${encodeShare({ record, bots: {} })}`);
    expect(new Playground(shell.root).openedGames()).toEqual(['tiny-cards']);
  });

  it('leaves out the last open game when `?game=` asks for a new game of another', () => {
    saveTiny();
    history.replaceState(null, '', '/playground/?game=chicago-express');
    expect(new Playground(shell.root).openedGames()).toEqual([]);
    history.replaceState(null, '', '/playground/?game=tiny');
    expect(new Playground(shell.root).openedGames()).toEqual(['tiny']);
    // An unknown game is no new game: the last open one is restored.
    history.replaceState(null, '', '/playground/?game=monopoly');
    expect(new Playground(shell.root).openedGames()).toEqual(['tiny']);
  });
});
