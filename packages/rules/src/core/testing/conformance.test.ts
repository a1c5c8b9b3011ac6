/**
 * The conformance suite on the core's toy games, and proof that its checks can fail: broken
 * variants of the hidden-information toy game (views, descriptions and samples that leak, an
 * explainIllegal that disagrees with the machine, a missing undo barrier) are caught.
 */
import { describe, expect, it } from 'vitest';
import type { GameMove } from '../record.js';
import {
  checkInformationSets,
  checkLegalMoves,
  checkUndoBarriers,
  checkViews,
  describeGameConformance,
  playRandomGames,
  type PlayedGame,
} from './conformance.js';
import { tinyCardsGame } from './tiny-cards-game.js';
import { tinyGame } from './tiny-game.js';

describeGameConformance(tinyGame, { seeds: ['a', 'b'], playerCounts: [2, 3, 4] });
// Long games (target 40) play most of the deck; short ones end by a roll.
describeGameConformance(tinyCardsGame, {
  seeds: ['a', 'b', 'c'],
  playerCounts: [2, 3, 4],
  optionSets: [{ target: 40 }, {}],
  every: 1,
});

type Game = typeof tinyCardsGame;
const played: PlayedGame[] = playRandomGames(tinyCardsGame, {
  seeds: ['leak', 'leak-2'],
  playerCounts: [3],
  optionSets: [{ target: 40 }],
});

/** Every problem a check finds over the positions of the random games (for a variant game). */
function problemsOf(check: (state: unknown, p: PlayedGame, index: number) => string[]): string[] {
  return played.flatMap((p) => p.states.flatMap((state, index) => check(state, p, index)));
}
const infoSets = (game: Game) =>
  problemsOf((state, p, index) =>
    checkInformationSets(game, state, 3, {
      ...(p.record.moves[index] ? { nextMove: p.record.moves[index] } : {}),
    }),
  );

describe('the conformance checks catch broken games', () => {
  it('the honest toy game passes the hidden-information checks', () => {
    expect(infoSets(tinyCardsGame)).toEqual([]);
  });

  it("a view that shows a seat the next seat's hand is caught", () => {
    const leaky: Game = {
      ...tinyCardsGame,
      view(state, viewer) {
        const view = tinyCardsGame.view(state, viewer);
        if (typeof viewer !== 'number') return view;
        const next = (viewer + 1) % view.players.length;
        return {
          ...view,
          players: view.players.map((p) =>
            p.seat === next ? { ...p, hand: [...state.context.hands[next]] } : p,
          ),
        };
      },
    };
    expect(infoSets(leaky).join('\n')).toMatch(
      /view\(\d\) changes when hidden items are dealt anew/,
    );
  });

  it('a spectator view that shows the top of the deck is caught', () => {
    const leaky: Game = {
      ...tinyCardsGame,
      view: (state, viewer) => ({
        ...tinyCardsGame.view(state, viewer),
        ...(viewer === 'spectator' ? { deck: state.context.deck.slice(0, 1) } : {}),
      }),
    };
    expect(infoSets(leaky).join('\n')).toMatch(/view\("spectator"\) changes/);
  });

  it('a description that names the drawn card to everybody is caught', () => {
    const leaky: Game = {
      ...tinyCardsGame,
      describeMove: (move, state) =>
        move.type === 'card.play'
          ? `Seat ${move.player} plays a ${move.card} and draws a ${state.context.deck[0]}.`
          : tinyCardsGame.describeMove(move, state, 'all'),
    };
    expect(infoSets(leaky).join('\n')).toMatch(
      /describeMove\(.*\) tells "spectator" what it cannot know/,
    );
  });

  it('a description of the next card in the deck, even of a die roll, is caught for the seat itself', () => {
    const leaky: Game = {
      ...tinyCardsGame,
      describeMove: (move, state, viewer) =>
        `${tinyCardsGame.describeMove(move, state, viewer)} (the deck holds ${state.context.deck.join(' ')})`,
    };
    expect(infoSets(leaky).join('\n')).toMatch(/tells \d what it cannot know/);
  });

  it('a sample that keeps the true order of the unseen cards is caught', () => {
    const leaky: Game = {
      ...tinyCardsGame,
      // Deals the unseen cards in their true order, rotated by one: a function of the true state.
      sampleHidden(state, seat, prng) {
        const ctx = state.context;
        const unseen = [
          ...ctx.deck,
          ...ctx.hands.flatMap((h: number[], s: number) => (s === seat ? [] : h)),
        ];
        unseen.push(unseen.shift()!);
        let at = 0;
        const hands = ctx.hands.map((h: number[], s: number) =>
          s === seat ? [...h] : unseen.slice(at, (at += h.length)),
        );
        return [{ ...state, context: { ...ctx, hands, deck: unseen.slice(at) } }, prng];
      },
    };
    expect(infoSets(leaky).join('\n')).toMatch(/sampleHidden depends on more than the seat knows/);
  });

  it('legal moves that depend on hidden cards are caught', () => {
    const leaky: Game = {
      ...tinyCardsGame,
      // Offers the die only when the next seat holds a 6: the list tells what it holds.
      legalMoves(state) {
        const moves = tinyCardsGame.legalMoves(state);
        const next = (state.context.turn + 1) % state.context.players.length;
        return state.context.hands[next].includes(6)
          ? moves
          : moves.filter((m) => m.type !== 'die.roll');
      },
    };
    expect(infoSets(leaky).join('\n')).toMatch(/legal moves change/);
  });

  it('an explainIllegal that refuses what the machine accepts, or cites an unknown rule, is caught', () => {
    const wrong: Game = {
      ...tinyCardsGame,
      explainIllegal: (state, move) =>
        move.type === 'die.roll' && move.player !== state.context.turn
          ? null
          : tinyCardsGame.explainIllegal(state, move) && {
              reason: 'No.',
              rule: 'tiny-cards:nowhere',
            },
    };
    const problems = problemsOf((state) => checkLegalMoves(wrong, state, { players: 3 })).join(
      '\n',
    );
    expect(problems).toMatch(/the machine refuses it but explainIllegal says it is legal/);
    expect(problems).toMatch(/citing "tiny-cards:nowhere"/);
  });

  it('a legal-move list that leaves a legal move out is caught', () => {
    const partial: Game = {
      ...tinyCardsGame,
      legalMoves: (state) => tinyCardsGame.legalMoves(state).filter((m) => m.type !== 'die.roll'),
    };
    const problems = problemsOf((state) => checkLegalMoves(partial, state, { players: 3 }));
    expect(problems.join('\n')).toMatch(/"die.roll".* is legal but legalMoves does not list it/);
  });

  it('a view that is not plain JSON is caught', () => {
    const odd: Game = {
      ...tinyCardsGame,
      view: (state, viewer) =>
        ({ ...tinyCardsGame.view(state, viewer), seen: new Set([1]) }) as never,
    };
    expect(checkViews(odd, played[0]!.states[0], 3).join('\n')).toMatch(
      /view\(0\) is not JSON: \/seen is a Set object/,
    );
  });

  it('a draw that is not declared an undo barrier is caught', () => {
    const forgetful: Game = {
      ...tinyCardsGame,
      isUndoBarrier: (_state, move: GameMove) => move.type === 'die.roll',
    };
    expect(infoSets(forgetful).join('\n')).toMatch(
      /"card.play".* shows seat \d hidden items but is no undo barrier/,
    );
  });

  it('undo that would take back a barrier move is caught (a barrier hook that throws is kept)', () => {
    const record = played[0]!.record;
    expect(checkUndoBarriers(tinyCardsGame, record)).toEqual([]);
    const stubborn: Game = {
      ...tinyCardsGame,
      isUndoBarrier: () => {
        throw new Error('unknown');
      },
    };
    expect(checkUndoBarriers(stubborn, record).join('\n')).toMatch(/isUndoBarrier at move 0 threw/);
  });
});
