/**
 * Hidden information in the playground's shell (the core's tiny card game): history, tables and
 * move buttons for one seat only, undo after a draw, and marked links with their spoiler warning.
 */
import { describe, expect, it } from 'vitest';
import { newRecord, type GameMove, type GameRecord, type GameSession } from '@railyard/rules';
import { tinyCardsGame, tinyGame } from '@railyard/rules/testing';
import { addTestGames } from './game-table';
import { decodeShare } from './share-link';
import { encodeShare } from './share-encode';
import { CURRENT_KEY } from './save-slots';
import {
  add,
  button,
  historyTexts,
  moveButtons,
  openLink,
  shell,
  tick,
  tinyRecord,
  useShell,
} from './test-shell';

await addTestGames([tinyGame, tinyCardsGame]);

useShell();

describe('hidden information in the shell', () => {
  const cards = (moves: GameMove[] = []) => ({
    ...newRecord('tiny-cards', ['Ada', 'Bob'], 'cards-1', { target: 40 }),
    moves,
  });
  /** Opens a marked link and confirms its spoiler warning. */
  async function openMarked(record: GameRecord, bots: Record<string, string> = {}) {
    await openLink(record, bots, { spoiler: true });
    button('Show the game')!.click();
    await tick();
    return shell.app.openSession!;
  }
  /** The true hands, read from the engine (the test may know what the page may not show). */
  const hands = (session: GameSession) =>
    (session.state as { context: { hands: number[][]; deck: number[] } }).context;

  it('history and tables describe moves for the one person’s seat, never the bot’s hand or draw', async () => {
    const session = await openMarked(cards(), { 1: 'random' });
    // Ada plays her first card (she is told what she draws), then the bot plays one.
    const card = hands(session).hands[0]![0]!;
    const drawn = hands(session).deck[0]!;
    session.apply({ type: 'card.play', player: 0, card });
    const botCard = hands(session).hands[1]!.find(() => true)!;
    const botDraw = hands(session).deck[0]!;
    session.apply({ type: 'card.play', player: 1, card: botCard });
    await tick();
    expect(historyTexts().slice(1)).toEqual([
      `Ada plays a ${card} and draws a ${drawn}.`,
      `Bob plays a ${botCard} and draws a card.`,
    ]);
    expect(botDraw).toBeGreaterThan(0);
    const json = JSON.parse(shell.root.querySelector('.raw-view pre, pre.json')!.textContent!);
    expect(json.players[1].hand).toBeNull();
    expect(json.players[0].hand).toEqual(hands(session).hands[0]);
    expect(json.deck).toBeNull();
  });

  it('undo is off after a draw, and the page says why next to it (as the seat may know the draw)', async () => {
    const session = await openMarked(cards(), { 1: 'random' });
    expect(shell.root.querySelector('#undo-stop')).toBeNull();
    const card = hands(session).hands[0]![0]!;
    const drawn = hands(session).deck[0]!;
    session.apply({ type: 'card.play', player: 0, card });
    await tick();
    expect(session.canUndo).toBe(false);
    expect(button('Undo')!.disabled).toBe(true);
    expect(button('Undo')!.getAttribute('aria-describedby')).toBe('undo-stop');
    expect(shell.root.querySelector('#undo-stop')!.textContent).toBe(
      `Undo stops at move 1 (Ada plays a ${card} and draws a ${drawn}): a draw, a reveal or a roll is never taken back.`,
    );
    // The bot's draw is told without its card.
    const botCard = hands(session).hands[1]![0]!;
    session.apply({ type: 'card.play', player: 1, card: botCard });
    await tick();
    expect(shell.root.querySelector('#undo-stop')!.textContent).toBe(
      `Undo stops at move 2 (Bob plays a ${botCard} and draws a card): a draw, a reveal or a roll is never taken back.`,
    );
  });

  it('move buttons never tell what a move would draw', async () => {
    const session = await openMarked(cards(), { 1: 'random' });
    const top = hands(session).deck[0]!;
    const labels = moveButtons().map((b) => b.textContent!.trim());
    expect(labels.length).toBeGreaterThan(1);
    for (const label of labels) expect(label).not.toMatch(new RegExp(`draws a ${top}`));
  });

  it('with several people at one device and no pass-the-device screen, no hand is shown', async () => {
    const session = await openMarked(cards());
    expect(shell.root.querySelector('#moves-panel')).toBeNull();
    const json = JSON.parse(shell.root.querySelector('pre.json')!.textContent!);
    expect(json.players.map((p: { hand: unknown }) => p.hand)).toEqual([null, null]);
    // The console lists no seat's moves and refuses to probe a hand.
    expect(shell.root.querySelector('.event-console')!.textContent).toContain(
      'Events accepted now (0)',
    );
    const box = shell.root.querySelector<HTMLTextAreaElement>('#console-input')!;
    box.value = JSON.stringify({ type: 'card.play', player: 0, card: 6 });
    box.dispatchEvent(new Event('input'));
    await tick();
    button('Send event')!.click();
    await tick();
    expect(shell.root.querySelector('.console-outcome')!.textContent).toMatch(/hidden information/);
    expect(session.moveCount).toBe(0);
  });

  it('a marked link warns before anything of the game is shown or saved', async () => {
    await openLink(cards(), { 1: 'random' }, { spoiler: true });
    expect(shell.root.querySelector('#spoiler-heading')).not.toBeNull();
    expect(shell.root.textContent).toMatch(/Its seed lets whoever has it compute/);
    expect(shell.root.querySelector('#game-heading')).toBeNull();
    expect(localStorage.getItem(CURRENT_KEY)).toBeNull();
    button('Do not open it')!.click();
    await tick();
    expect(shell.root.querySelector('#spoiler-heading')).toBeNull();
    expect(shell.root.querySelector('#game-heading')).toBeNull();
    expect(localStorage.getItem(CURRENT_KEY)).toBeNull();
  });

  it('the spoiler warning shows once: a game accepted once opens without it again', async () => {
    await openMarked(cards(), { 1: 'random' });
    expect(shell.root.querySelector('#game-heading')).not.toBeNull();
    shell.app.stop();
    await openLink(cards(), { 1: 'random' }, { spoiler: true });
    expect(shell.root.querySelector('#spoiler-heading')).toBeNull();
    expect(shell.root.querySelector('#game-heading')).not.toBeNull();
    // Another game (another seed) still warns.
    shell.app.stop();
    const other = { ...cards(), seed: 'cards-2' };
    await openLink(other, { 1: 'random' }, { spoiler: true });
    expect(shell.root.querySelector('#spoiler-heading')).not.toBeNull();
    // So does the same seed dealt to other players.
    shell.app.stop();
    const others = { ...cards(), players: ['Cy', 'Di'] };
    await openLink(others, { 1: 'random' }, { spoiler: true });
    expect(shell.root.querySelector('#spoiler-heading')).not.toBeNull();
  });

  it('declining a marked link keeps the game that was open', async () => {
    const first = await openLink(tinyRecord([add(0, 1)]));
    location.hash = encodeShare({ record: cards(), bots: {}, spoiler: true });
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await tick();
    expect(shell.root.querySelector('#spoiler-heading')).not.toBeNull();
    button('Do not open it')!.click();
    await tick();
    expect(shell.app.openSession).toBe(first);
    expect(shell.root.querySelector('#game-heading')!.textContent).toContain('Tiny counter game');
  });

  it('the share link of an unfinished hidden-information game is marked and says why', async () => {
    await openMarked(cards(), { 1: 'random' });
    button('Copy link')!.click();
    await tick();
    await tick();
    const link = shell.root.querySelector<HTMLInputElement>('#share-link')!.value;
    const decoded = decodeShare(new URL(link).hash);
    expect(decoded.kind === 'ok' && decoded.payload.spoiler).toBe(true);
    expect(shell.root.querySelector('.spoiler-note')!.textContent).toMatch(
      /record holds the seed: anyone who opens this link or file can compute the hidden items and every future draw/,
    );
  });

  it('links of finished games and of games without hidden information or chance are not marked', async () => {
    await openLink(tinyRecord());
    button('Copy link')!.click();
    await tick();
    await tick();
    const link = shell.root.querySelector<HTMLInputElement>('#share-link')!.value;
    const decoded = decodeShare(new URL(link).hash);
    expect(decoded.kind === 'ok' && decoded.payload.spoiler).toBeUndefined();
    expect(shell.root.querySelector('.spoiler-note')).toBeNull();
  });
});
