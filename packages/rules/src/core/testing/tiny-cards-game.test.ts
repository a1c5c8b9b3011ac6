import { describe, expect, it } from 'vitest';
import { seedPrng } from '../prng.js';
import { newRecord } from '../record.js';
import { simulate } from '../bot-play.js';
import { GameSession } from '../session.js';
import { tinyCardsGame } from './tiny-cards-game.js';

const start = () =>
  GameSession.start(tinyCardsGame, { players: ['Ada', 'Bo', 'Cy'], seed: 'deal' });

describe('tiny cards (the hidden-information toy game)', () => {
  it('shows a seat its own hand only, a spectator no hand, "all" the deck order', () => {
    const session = start();
    const ada = session.view(0) as ReturnType<typeof tinyCardsGame.view>;
    expect(ada.players[0]!.hand).toHaveLength(2);
    expect(ada.players[1]!.hand).toBeNull();
    expect(ada.deck).toBeNull();
    const spectator = session.view('spectator') as ReturnType<typeof tinyCardsGame.view>;
    expect(spectator.players.every((p) => p.hand === null)).toBe(true);
    expect((session.view('all') as ReturnType<typeof tinyCardsGame.view>).deck).toHaveLength(6);
  });

  it('describes a draw to the drawer only', () => {
    const session = start();
    const card = session.legalMoves(0).find((m) => m.type === 'card.play')!;
    session.apply(card);
    expect(session.describe(0, 0)).toMatch(/draws a \d/);
    expect(session.describe(0, 1)).toMatch(/draws a card/);
    expect(session.describe(0, 'spectator')).toMatch(/draws a card/);
  });

  it('never undoes a draw or a roll', () => {
    const session = start();
    session.apply({ type: 'die.roll', player: 0 });
    expect(session.canUndo).toBe(false);
    expect(session.undo()).toBe(false);
    expect(session.moveCount).toBe(1);
  });

  it('samples hidden cards without changing what the seat sees, from its knowledge only', () => {
    const session = start();
    const state = session.state;
    const [sample] = tinyCardsGame.sampleHidden(state, 1, seedPrng('x'));
    expect(tinyCardsGame.view(sample, 1)).toEqual(tinyCardsGame.view(state, 1));
    expect(tinyCardsGame.sampleHidden(sample, 1, seedPrng('y'))[0].context).toEqual(
      tinyCardsGame.sampleHidden(state, 1, seedPrng('y'))[0].context,
    );
  });

  it('plays to the end with bots, conserving cards', () => {
    const { record, state } = simulate(tinyCardsGame, { players: ['A', 'B'], seed: 'bots' });
    expect(tinyCardsGame.result(state)).not.toBeNull();
    expect(
      GameSession.open(tinyCardsGame, {
        ...newRecord('tiny-cards', ['A', 'B'], 'bots'),
        moves: record.moves,
      }).ok,
    ).toBe(true);
  });
});
