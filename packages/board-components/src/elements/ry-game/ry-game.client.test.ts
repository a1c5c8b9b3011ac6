/**
 * `<ry-game>` as a thin host over its session: a move is transitioned once per UI move, the
 * pass-the-device seat is the host's (`device-seat`), parts are left out with `hide`, and the
 * record is copied for `ry-move` only when read.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { GameMove } from '@railyard/rules';
import { tinyCardsGame, toyAuctionGame } from '@railyard/rules/testing';
import './ry-game.js';
import type { RyGame } from './ry-game.component.js';
import type { RyMoveEvent, RyMoveRequestEvent } from '../../shared/events.js';
import { registerGame } from '../../shared/game-registry.js';
import { cleanup, collect, fixture } from '../../test-support/fixture.js';
import { clickIn } from '../../test-support/ry-game.js';

beforeAll(() => {
  registerGame(toyAuctionGame);
  registerGame(tinyCardsGame);
});

const shadow = (game: RyGame) => game.shadowRoot!;

/** Counts how often `move` is transitioned from the snapshot `before`. */
function countTransitions(before: unknown, move: GameMove) {
  const machine = toyAuctionGame.machine;
  const transition = machine.transition.bind(machine);
  let count = 0;
  vi.spyOn(machine, 'transition').mockImplementation((snapshot, event, scope) => {
    if (snapshot === before && JSON.stringify(event) === JSON.stringify(move)) count++;
    return transition(snapshot, event, scope);
  });
  return () => count;
}

describe('<ry-game> over its session', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    cleanup();
  });

  it('transitions a move made on the page once: checked, ry-move-request, committed', async () => {
    const game = await fixture<RyGame>(
      '<ry-game game="toy" players="Ann, Bob, Cyd" seed="t1"></ry-game>',
    );
    await game.updateComplete;
    const session = game.session!;
    const pass: GameMove = { type: 'auction.pass', player: 0 };
    const transitions = countTransitions(session.state, pass);
    const seenAtRequest: number[] = [];
    const requests = collect<RyMoveRequestEvent>(document, 'ry-move-request');
    const listener = () => seenAtRequest.push(session.moveCount);
    document.addEventListener('ry-move-request', listener);
    await clickIn(shadow(game).querySelector('ry-auction-panel')!, '[part="pass-button"]');
    document.removeEventListener('ry-move-request', listener);
    await game.updateComplete;
    expect(requests.map((e) => e.detail.move)).toEqual([pass]);
    expect(seenAtRequest).toEqual([0]); // the request comes between the check and the commit
    expect(session.record.moves).toEqual([pass]);
    expect(transitions()).toBe(1);
  });

  it('gives ry-move the record after the move, copied only for a listener that reads it', async () => {
    const game = await fixture<RyGame>(
      '<ry-game game="toy" players="Ann, Bob, Cyd" seed="t1"></ry-game>',
    );
    await game.updateComplete;
    const moves = collect<RyMoveEvent>(document, 'ry-move');
    await clickIn(shadow(game).querySelector('ry-auction-panel')!, '[part="pass-button"]');
    game.applyMove({ type: 'auction.pass', player: 1 });
    const record = moves[0]!.detail.record;
    expect(record.moves).toEqual([{ type: 'auction.pass', player: 0 }]);
    expect(moves[0]!.detail.record).toBe(record);
    (record.moves as GameMove[]).push({ type: 'auction.pass', player: 2 });
    expect(game.session!.moveCount).toBe(2);
  });

  it('shows the seat the host says holds the device (device-seat) and reports the one confirmed', async () => {
    const game = await fixture<RyGame>(
      '<ry-game game="tiny-cards" players="Ann, Bob" seed="h1" device-seat="0"></ry-game>',
    );
    await game.updateComplete;
    expect(game.deviceSeat).toBe(0);
    expect(shadow(game).querySelector('[part="pass"]')).toBeNull();
    expect(game.shownViewer).toBe(0);
    // The host hands the device to someone else: Ann's turn needs the pass screen again.
    game.deviceSeat = 1;
    await game.updateComplete;
    expect(game.shownViewer).toBe('spectator');
    const pass = shadow(game).querySelector<HTMLButtonElement>('[part="pass"] button')!;
    expect(pass.textContent!.trim()).toBe('I am Ann, show my hand');
    await userEvent.click(pass);
    await game.updateComplete;
    expect(game.deviceSeat).toBe(0);
    expect(game.getAttribute('device-seat')).toBe('0');
    expect(game.shownViewer).toBe(0);
  });

  it('leaves out the parts named by hide', async () => {
    const game = await fixture<RyGame>(
      '<ry-game game="toy" players="Ann, Bob, Cyd" seed="t1" bots="1"' +
        ' hide="controls log result bot-control actions"></ry-game>',
    );
    await game.updateComplete;
    for (const part of ['controls', 'log', 'bot-control', 'actions'])
      expect(shadow(game).querySelector(`[part~="${part}"]`), part).toBeNull();
    expect(shadow(game).querySelector('[part="players"]')).not.toBeNull();
    game.hide = '';
    await game.updateComplete;
    for (const part of ['controls', 'log', 'bot-control'])
      expect(shadow(game).querySelector(`[part~="${part}"]`), part).not.toBeNull();
  });
});
