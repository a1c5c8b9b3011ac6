import { describe, expect, it } from 'vitest';
import { seedPrng } from '../../core/prng.js';
import type { GameMove } from '../../core/record.js';
import { gamePositions } from '../../core/testing/view-memo-checks.js';
import { botGuide, evaluate, heuristicBot } from './bots.js';
import { americanRails } from './index.js';
import type { AmericanRailsState } from './state.js';
import { playoutView, view } from './view.js';

const game = americanRails;
const PLAYERS = ['A', 'B', 'C', 'D', 'E'];

/** The fields the playout view leaves empty: words for people, and the last payouts' summaries. */
const FOR_PEOPLE = [
  'phase',
  'turnOrderNames',
  'phaseOrderNames',
  'lastDividends',
  'lastIncomeChange',
];

describe('American Rails playout view', () => {
  // Three, four and five players: "take" weighs placements only with four or more.
  const states = [
    ...gamePositions<AmericanRailsState>(game, heuristicBot, ['playout-view-1', 'playout-view-2'])
      .all,
    ...gamePositions<AmericanRailsState>(
      game,
      heuristicBot,
      ['playout-view-4'],
      PLAYERS.slice(0, 4),
    ).all,
    ...gamePositions<AmericanRailsState>(game, heuristicBot, ['playout-view-5'], PLAYERS).all,
  ];

  it('is the view less its words for people and the last payouts’ summaries (american-rails:dividend-phase)', () => {
    let summaries = 0;
    for (const state of states) {
      const full = view(state, 0);
      const lean = playoutView(state);
      const { pending, ...rest } = full;
      expect(lean).toEqual({
        ...rest,
        phase: '',
        turnOrderNames: [],
        phaseOrderNames: [],
        lastDividends: null,
        lastIncomeChange: null,
        pending: { ...pending, label: '' },
      });
      if (full.lastDividends && full.lastIncomeChange) summaries++;
      for (const key of FOR_PEOPLE) expect(key in lean).toBe(true);
    }
    // The games pay dividends after cubes were placed, so the summaries were there to leave out.
    expect(summaries).toBeGreaterThan(20);
  });

  it('gives the heuristic, the evaluation and the candidates the same answers as the full view (american-rails:actions, american-rails:dividend-phase)', () => {
    let choices = 0;
    states.forEach((state, index) => {
      const lean = playoutView(state);
      const full = view(state, 0);
      for (const player of full.players)
        expect(evaluate(lean, player.seat)).toBe(evaluate(full, player.seat));
      const seat = game.activeSeats(state)[0];
      if (seat === undefined) return;
      const legalMoves = (game.legalMoves(state) as GameMove[]).filter((m) => m.player === seat);
      if (legalMoves.length < 2) return;
      choices++;
      const turn = { game, seat, legalMoves, moveIndex: index };
      const prng = seedPrng(`choice-${index}`);
      expect(heuristicBot.chooseMove({ ...turn, view: lean }, prng)).toEqual(
        heuristicBot.chooseMove({ ...turn, view: full }, prng),
      );
      expect(botGuide.candidates!({ ...turn, view: lean })).toEqual(
        botGuide.candidates!({ ...turn, view: full }),
      );
    });
    // Bids, actions, cubes and developments of four whole games.
    expect(choices).toBeGreaterThan(400);
    // The search gets this view through the guide.
    for (const state of states.slice(0, 50))
      expect(botGuide.playoutView!(state, 0)).toEqual(playoutView(state));
  });
});
