import { describe, expect, it } from 'vitest';
import { expectSameBotAnswers } from '../../core/testing/playout-view-checks.js';
import { gamePositions } from '../../core/testing/view-memo-checks.js';
import { botGuide, heuristicBot } from './bots.js';
import { americanRails, type AmericanRailsView } from './index.js';
import type { AmericanRailsState } from './state.js';
import { view } from './view.js';

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
      // The view the guide hands the search.
      const lean = botGuide.playoutView!(state, 0) as AmericanRailsView;
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
    const choices = expectSameBotAnswers(
      game,
      states,
      botGuide,
      {
        lean: (state, seat) => botGuide.playoutView!(state, seat),
        full: (state) => view(state as AmericanRailsState, 0),
      },
      { candidates: true },
    );
    // Bids, actions, cubes and developments of four whole games.
    expect(choices).toBeGreaterThan(400);
  });
});
