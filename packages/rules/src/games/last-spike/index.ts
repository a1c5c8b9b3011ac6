/**
 * Last Spike (Tom Dalgliesh; Columbia Games, after Gamma Two 1976) as a Railyard GameDefinition:
 * hidden hands of track tiles, a shuffled supply, land speculation and the last spike.
 */
import { defineGame } from '../../core/define-game.js';
import { choiceFacts } from './choice-facts.js';
import { moveLabels } from './move-labels.js';
import { describeEvents } from './events.js';
import type { GameResult } from '../../core/game-definition.js';
import { standingsOf } from '../../core/standings.js';
import { money } from '../../core/messages.js';
import { describeMove } from './describe.js';
import { parseFixedDeal } from './effects.js';
import { explainInPhase } from './explain.js';
import { isUndoBarrier, sampleHidden } from './hidden.js';
import { legalMoves } from './legal-moves.js';
import { isObsoleteMove } from './old-records.js';
import { lastSpikeMachine } from './machine.js';
import { optionSpecs, toLsOptions } from './options.js';
import { ruleSections } from './rule-ids.js';
import { ranking } from './rules.js';
import { phaseOf, type LastSpikeState } from './state.js';
import type { LsMove } from './types.js';
import { activeSeatsOf, view, type LastSpikeView } from './view.js';

export type { LastSpikeState } from './state.js';
export type { LsContext as LastSpikeContext, LsMove as LastSpikeMove } from './types.js';
export type {
  LastSpikeView,
  LsPlayerView as LastSpikePlayerView,
  LsSpaceView as LastSpikeSpaceView,
  LsRouteView as LastSpikeRouteView,
  LsCityView as LastSpikeCityView,
  LsLandCardView as LastSpikeLandCardView,
} from './view.js';
export type { LsOptions as LastSpikeOptions } from './options.js';
export type {
  CityId as LastSpikeCityId,
  RouteLetter as LastSpikeRouteLetter,
} from './data/index.js';
export { lastSpikeMachine } from './machine.js';
export { catalogEntry } from './catalog.js';

const REASONS = {
  lastSpike: 'the last spike joined St. Louis and Sacramento',
  allBankrupt: 'every player went bankrupt',
  stalled: 'no player could lay or draw a tile',
} as const;

function result(state: LastSpikeState): GameResult | null {
  if (phaseOf(state) !== 'gameOver') return null;
  const ctx = state.context;
  // The rules' ranking decides ties (land held, then the order of bankruptcies).
  const rank: number[] = [];
  for (const r of ranking(ctx)) rank[r.seat] = r.rank;
  const spike = ctx.lastSpike
    ? ` (${ctx.players[ctx.lastSpike.seat]} laid ${ctx.lastSpike.tile})`
    : '';
  return {
    ...standingsOf(
      ctx.players,
      (seat) => ctx.cash[seat]!,
      (a, b) => rank[a]! - rank[b]!,
      money,
    ),
    reason: `The game ended because ${REASONS[ctx.end ?? 'stalled']}${spike}. Most cash wins; a tie goes to the highest total price of land held.`,
    rule: ctx.end === 'lastSpike' ? 'last-spike:most-cash-wins' : 'last-spike:bankruptcy',
  };
}

export const lastSpike = {
  ...defineGame<LastSpikeState, LsMove, LastSpikeView>({
    id: 'last-spike',
    title: 'Last Spike',
    minPlayers: 2,
    maxPlayers: 6,
    options: optionSpecs,
    hiddenInformation: true,
    chance: true,
    ruleSections,
    moveLabels,
    machine: lastSpikeMachine,
    input: (setup, resolved) => {
      const options = toLsOptions(resolved);
      // Checked here: a bad deal inside the machine's context factory would only fail the snapshot.
      if (options.fixedDeal.trim() !== '')
        parseFixedDeal(options.fixedDeal, setup.players.length, options.firstPlayerTile === 'keep');
      return { players: setup.players, seed: setup.seed, options };
    },
    explain: (state, move) => explainInPhase(state.context, phaseOf(state), move),
    uncheckableRule: 'last-spike:turn-sequence',
    legalMoves,
    view,
    result,
    activeSeats: activeSeatsOf,
    describeMove,
    describeEvents,
    choiceFacts,
  }),
  isUndoBarrier,
  sampleHidden,
  isObsoleteMove,
};
