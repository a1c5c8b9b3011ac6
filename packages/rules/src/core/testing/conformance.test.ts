/**
 * The conformance suite on the core's toy games, and proof that its checks can fail: broken
 * variants of the hidden-information toy game (views, descriptions and samples that leak, an
 * explainIllegal that disagrees with the machine, a missing undo barrier) are caught.
 */
import { createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { GameMove } from '../record.js';
import {
  checkChartPhases,
  checkEndIsUndoBarrier,
  checkInformationSets,
  checkLegalMoves,
  checkSampleCounts,
  checkSampleCountsThroughout,
  checkStockFacet,
  checkUndoBarriers,
  checkViews,
  describeGameConformance,
  playRandomGames,
  type PlayedGame,
} from './conformance.js';
import { tinyCardsGame } from './tiny-cards-game.js';
import { tinyGame } from './tiny-game.js';
import { toyAuctionGame } from './toy-auction-game.js';

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
  it('a chart whose resting state names no phase, or two that name the same, is caught', () => {
    const machine = createMachine({
      id: 'broken',
      initial: 'a',
      states: {
        a: { meta: { rule: 'x:a', phase: 'p' }, on: { 'x.go': 'b' } },
        b: { meta: { rule: 'x:b', phase: 'p' }, on: { 'x.go': 'c' } },
        c: { meta: { rule: 'x:c' }, on: { 'x.go': 'a' } },
        transient: { meta: { rule: 'x:t' }, always: 'a' },
      },
    });
    const start = machine.resolveState({ value: 'c', context: {} });
    const played = [{ label: 'a game', record: {} as never, states: [start] }];
    expect(checkChartPhases({ machine } as never, played)).toEqual([
      'states broken.a and broken.b both name phase "p"',
      'state broken.c rests but its meta names no phase',
      'a game, after 0 moves: state "c" has no phase',
    ]);
    expect(checkChartPhases(tinyGame, playRandomGames(tinyGame, { seeds: ['p'] }))).toEqual([]);
  });

  it('a game without shares that shows empty company lists, or a stock game without them, is caught', () => {
    const start = (game: typeof tinyGame | typeof toyAuctionGame) =>
      game.createGame({ players: ['A', 'B', 'C'], seed: 'stock' });
    expect(checkStockFacet(tinyGame, start(tinyGame), 3)).toEqual([]);
    expect(checkStockFacet(toyAuctionGame, start(toyAuctionGame), 3)).toEqual([]);
    const emptyLists: typeof tinyGame = {
      ...tinyGame,
      view: (state, viewer) => ({
        ...tinyGame.view(state, viewer),
        companies: [],
        auction: null,
      }),
    };
    expect(checkStockFacet(emptyLists, start(tinyGame), 3)[0]).toBe(
      'view(0) has "companies", but the game sells no shares',
    );
    const bare: typeof toyAuctionGame = {
      ...toyAuctionGame,
      view: (state, viewer) => {
        const { companies: _companies, ...rest } = toyAuctionGame.view(state, viewer);
        return rest as never;
      },
    };
    expect(checkStockFacet(bare, start(toyAuctionGame), 3)[0]).toBe(
      'view(0) has no companies, but the game sells shares (stock)',
    );
  });

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

  it('a game whose end (which shows every hand) is no undo barrier is caught', () => {
    // Games to 40 often end by playing a card from an empty deck: no draw, only the reveal.
    const long = playRandomGames(tinyCardsGame, {
      seeds: ['a', 'b', 'c'],
      playerCounts: [2, 3, 4],
      optionSets: [{ target: 40 }],
    });
    const ends = long.filter((p) => {
      const last = p.record.moves.length - 1;
      return p.record.moves[last]!.type === 'card.play' && p.states[last].context.deck.length === 0;
    });
    expect(ends.length).toBeGreaterThan(0);
    for (const p of long) expect(checkEndIsUndoBarrier(tinyCardsGame, p)).toEqual([]);
    // Forgets the end: only a roll or a draw from a non-empty deck is a barrier.
    const forgetful: Game = {
      ...tinyCardsGame,
      isUndoBarrier: (state, move: GameMove) =>
        move.type === 'die.roll' || state.context.deck.length > 0,
    };
    const problems = ends.flatMap((p) => checkEndIsUndoBarrier(forgetful, p)).join('\n');
    expect(problems).toMatch(/ends the game and shows what was hidden, but is no undo barrier/);
    expect(problems).toMatch(/yet undo in a session of people takes it back/);
  });

  it('a sample that loses a card, only for a seat not to act and at one position, is caught by the per-seat sample counts', () => {
    // Drops the deck's last card when sampling for a seat that waits, once the deck holds 5
    // cards: bots (sampling for the seat to act) would never see it.
    const lossy: Game = {
      ...tinyCardsGame,
      sampleHidden(state, seat, prng) {
        const [sample, next] = tinyCardsGame.sampleHidden(state, seat, prng);
        const ctx = sample.context;
        if (seat === ctx.turn || ctx.deck.length !== 5) return [sample, next];
        return [{ ...sample, context: { ...ctx, deck: ctx.deck.slice(0, -1) } }, next];
      },
    };
    expect(played.flatMap((p) => checkSampleCountsThroughout(tinyCardsGame, p))).toEqual([]);
    const problems = played.flatMap((p) => checkSampleCountsThroughout(lossy, p));
    expect(problems.join('\n')).toMatch(/sample for seat \d: context\/deck holds 4 items, not 5/);
    // Never for the seat to act.
    const turnOf = (p: PlayedGame, index: number) => p.states[index].context.turn as number;
    for (const p of played)
      p.states.forEach((state, index) => {
        const seat = turnOf(p, index);
        expect(
          checkSampleCounts(lossy, state, 3).filter((x) =>
            x.startsWith(`sample for seat ${seat}:`),
          ),
        ).toEqual([]);
      });
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
