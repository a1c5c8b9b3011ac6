/**
 * <ry-game> with hidden information (the core's tiny card game): every view, move description,
 * move label and board gets the viewer, and between two people at one device a "pass the
 * device" screen shows nothing hidden of anyone.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { html, LitElement } from 'lit';
import { tinyCardsGame, type TinyCardsView } from '@railyard/rules/testing';
import './ry-game.js';
import type { RyGame } from './ry-game.component.js';
import type { RyActionBar } from '../ry-action-bar/ry-action-bar.component.js';
import { registerGame } from '../../shared/game-registry.js';
import { cleanup, fixture, until } from '../../test-support/fixture.js';

/** A test board that prints every hand its view holds, so a leak shows up as text. */
class TinyCardsTestBoard extends LitElement {
  static override properties = { view: { attribute: false } };
  view: TinyCardsView | null = null;
  protected override render() {
    return html`${this.view?.players.map(
      (p) =>
        html`<p>
          ${p.name}'s hand: ${p.hand ? p.hand.join(', ') : `hidden (${p.handSize} cards)`}
        </p>`,
    )}`;
  }
}
customElements.define('ry-tiny-cards-test-board', TinyCardsTestBoard);

beforeAll(() => registerGame(tinyCardsGame, 'ry-tiny-cards-test-board'));

/** Every text and attribute value in the element, its shadow root and every nested one. */
function deepText(node: Node): string {
  let out = '';
  if (node instanceof Element) {
    for (const attr of node.attributes) out += ` ${attr.value} `;
    if (node.shadowRoot) out += deepText(node.shadowRoot);
  }
  for (const child of node.childNodes)
    out += child.nodeType === Node.TEXT_NODE ? child.textContent : deepText(child);
  return out.replace(/\s+/g, ' ');
}

const NAMES = ['Ann', 'Bob'];
const shadow = (game: RyGame) => game.shadowRoot!;
const actionBar = (game: RyGame) => shadow(game).querySelector<RyActionBar>('ry-action-bar')!;

/** Fails when anything `seat` may not see of another seat is in the element. */
function expectNothingHiddenBut(game: RyGame, seat: number | null) {
  const text = deepText(game);
  NAMES.forEach((name, s) => {
    if (s === seat) return;
    expect(text, `${name}'s hand`).not.toMatch(new RegExp(`${name}'s hand: \\d`));
    expect(text, `${name}'s draws`).not.toMatch(new RegExp(`${name} plays a \\d+ and draws a \\d`));
  });
  expect(actionBar(game).moves.every((m) => m.player === seat)).toBe(true);
}

async function hotSeat(attrs = ''): Promise<RyGame> {
  const game = await fixture<RyGame>(
    `<ry-game style="width: 1000px" game="tiny-cards" players="Ann, Bob" seed="h1" ${attrs}></ry-game>`,
  );
  await game.updateComplete;
  return game;
}

const passButton = (game: RyGame) =>
  shadow(game).querySelector<HTMLButtonElement>('[part="pass"] button');

async function confirm(game: RyGame, name: string) {
  const button = passButton(game)!;
  expect(button.textContent!.trim()).toBe(`I am ${name}, show my hand`);
  await userEvent.click(button);
  await game.updateComplete;
}

/** Plays the first card of the seat to act through the move bar. */
async function playCard(game: RyGame) {
  const bar = actionBar(game);
  const button = [...bar.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')].find((b) =>
    /plays a/.test(b.textContent!),
  )!;
  await userEvent.click(button);
  await game.updateComplete;
}

describe('<ry-game> with hidden information', () => {
  afterEach(cleanup);

  it('passes the device between two people and never shows one hand to the other', async () => {
    const game = await hotSeat();
    const handOf = (seat: number) =>
      (game.session!.view('all') as TinyCardsView).players[seat]!.hand!.join(', ');
    // Before anyone said who holds the device: the public view only.
    expect(shadow(game).querySelector('[part="pass"]')!.textContent).toContain(
      'Pass the device to Ann',
    );
    expectNothingHiddenBut(game, null);
    expect(deepText(game)).toContain("Ann's hand: hidden (2 cards)");
    await confirm(game, 'Ann');
    expect(deepText(game)).toContain(`Ann's hand: ${handOf(0)}`);
    expectNothingHiddenBut(game, 0);
    await playCard(game);
    // Ann's draw is in her log line; the screen passes to Bob and hides it again.
    expect(passButton(game)).not.toBeNull();
    expectNothingHiddenBut(game, null);
    expect(deepText(game)).toMatch(/Ann plays a \d and draws a card\./);
    await confirm(game, 'Bob');
    expect(deepText(game)).toContain(`Bob's hand: ${handOf(1)}`);
    expectNothingHiddenBut(game, 1);
    await playCard(game);
    expectNothingHiddenBut(game, null);
    await confirm(game, 'Ann');
    expectNothingHiddenBut(game, 0);
    // Ann now reads her own draw.
    expect(deepText(game)).toMatch(/Ann plays a \d and draws a \d\./);
    expect(game.view).toEqual(game.session!.view(0));
  });

  it('tells the host whose eyes it shows the game to (shownViewer, ry-viewer-change)', async () => {
    const changes: unknown[] = [];
    document.addEventListener('ry-viewer-change', (e) => changes.push((e as CustomEvent).detail));
    const game = await hotSeat();
    expect(game.shownViewer).toBe('spectator');
    await confirm(game, 'Ann');
    expect(game.shownViewer).toBe(0);
    await playCard(game);
    expect(game.shownViewer).toBe('spectator');
    await confirm(game, 'Bob');
    expect(game.shownViewer).toBe(1);
    expect(changes).toEqual([
      { viewer: 'spectator', passTo: 0 },
      { viewer: 0, passTo: null },
      { viewer: 'spectator', passTo: 1 },
      { viewer: 1, passTo: null },
    ]);
  });

  it('says the new viewer as soon as a move passes the turn, before it renders again', async () => {
    const game = await hotSeat();
    await confirm(game, 'Ann');
    const session = game.session!;
    const card = (session.view(0) as TinyCardsView).players[0]!.hand![0]!;
    // A host applying a move and drawing in the same task must not get Ann's eyes for Bob's turn.
    expect(session.apply({ type: 'card.play', player: 0, card }).ok).toBe(true);
    expect(game.shownViewer).toBe('spectator');
    await game.updateComplete;
    expect(game.shownViewer).toBe('spectator');
    expect(passButton(game)!.textContent!.trim()).toBe('I am Bob, show my hand');
  });

  it('shows one person against a bot their own hand only, without a pass screen', async () => {
    const game = await hotSeat('bots="1" bot-delay="0"');
    expect(passButton(game)).toBeNull();
    expectNothingHiddenBut(game, 0);
    for (let turn = 0; turn < 3; turn++) {
      await playCard(game);
      await until(() => game.session!.activeSeats()[0] === 0 || game.session!.finished, 3000);
      await game.updateComplete;
      expect(passButton(game)).toBeNull();
      if (!game.session!.finished) expectNothingHiddenBut(game, 0);
    }
  });

  it('follows the viewer attribute and property: a seat, all, spectator', async () => {
    const game = await hotSeat('viewer="1"');
    expect(passButton(game)).toBeNull();
    expectNothingHiddenBut(game, 1);
    expect(deepText(game)).not.toMatch(/Bob's hand: hidden/);
    game.viewer = 'spectator';
    await game.updateComplete;
    expectNothingHiddenBut(game, null);
    game.setAttribute('viewer', 'all');
    await game.updateComplete;
    expect(game.viewer).toBe('all');
    expect(deepText(game)).toMatch(/Ann's hand: \d.*Bob's hand: \d/);
  });

  it('shows everything once the game is over', async () => {
    const game = await hotSeat('bots="0,1" bot-delay="0"');
    await until(() => game.session!.finished, 5000, 'the end');
    await game.updateComplete;
    expect(passButton(game)).toBeNull();
    expect(game.view).toEqual(game.session!.view('all'));
  });
});
