/**
 * American Rails (3–5 players): the game definition. Data (data/), pure rules (rules.ts), the
 * statechart (machine.ts) over the shared core auction, dividends, seats, PRNG and replay, one
 * legality checker (explain.ts), legalMoves, view and invariants.
 */
import type { SnapshotFrom } from 'xstate';
import {
  checkPlayerCount,
  resolveOptions,
  type GameDefinition,
  type GameResult,
  type GameSetup,
  type IllegalMove,
  type Standing,
} from '../../core/game-definition.js';
import type { GameMove } from '../../core/record.js';
import { startMachine } from '../../core/replay.js';
import { ACTION_ROWS, actionRow } from './data/actions.js';
import { COMPANIES, companyIndex } from './data/companies.js';
import { checkMove, hexName, seatToAct } from './explain.js';
import { contextInvariants } from './invariants.js';
import { legalMovesOf } from './legal-moves.js';
import { machine } from './machine.js';
import { options, typedOptions } from './options.js';
import { RULE } from './rules.js';
import { ruleSections } from './rule-ids.js';
import type { ArContext, ArMove } from './types.js';
import { viewOf, type AmericanRailsView } from './view.js';

export type AmericanRailsState = SnapshotFrom<typeof machine>;
export type AmericanRailsMove = ArMove;
export type AmericanRailsContext = ArContext;
export type {
  AmericanRailsView,
  AmericanRailsHexView,
  AmericanRailsCityView,
  AmericanRailsCompanyView,
  AmericanRailsPlayerView,
  AmericanRailsDividendView,
  AmericanRailsIncomeChangeView,
  AmericanRailsPendingView,
} from './view.js';
export type { ActionId } from './data/actions.js';
export type { CompanyId } from './data/companies.js';
export type { Terrain } from './data/board.js';
export type { ArOptions as AmericanRailsOptions } from './options.js';
export { machine as americanRailsMachine } from './machine.js';

const TITLE = 'American Rails';

function createGame(setup: GameSetup): AmericanRailsState {
  if (!setup || !Array.isArray(setup.players))
    throw new RangeError('players must be a list of player names');
  checkPlayerCount({ title: TITLE, minPlayers: 3, maxPlayers: 5 }, setup.players);
  setup.players.forEach((name, i) => {
    if (typeof name !== 'string' || name.length === 0)
      throw new RangeError(`players[${i}] must be a non-empty name`);
  });
  if (typeof setup.seed !== 'string') throw new RangeError('seed must be a text');
  const resolved = typedOptions(resolveOptions(options, setup.options ?? {}));
  return startMachine<AmericanRailsState>(machine, {
    players: setup.players,
    seed: setup.seed,
    options: resolved,
  });
}

function explainIllegal(state: AmericanRailsState, move: GameMove): IllegalMove | null {
  if (!state || typeof state !== 'object' || !state.context)
    return { reason: 'There is no game state to check the move against.', rule: RULE.setup };
  if (state.status === 'error')
    return { reason: 'The game is in an error state.', rule: RULE.setup };
  return checkMove(state.context, move);
}

function result(state: AmericanRailsState): GameResult | null {
  const ctx = state.context;
  if (ctx.step.kind !== 'over') return null;
  const order = ctx.players
    .map((name, seat) => ({ seat, name, score: ctx.cash[seat]! }))
    .sort((a, b) => b.score - a.score || a.seat - b.seat);
  const standings: Standing[] = order.map((p) => ({
    ...p,
    rank: 1 + order.filter((q) => q.score > p.score).length,
  }));
  return {
    standings,
    winners: standings.filter((s) => s.rank === 1).map((s) => s.seat),
    reason: `${ctx.last.endReason?.reason ?? 'The game is over.'} The player with the most money wins; tied players share the win.`,
    rule: ctx.last.endReason?.rule ?? RULE.end,
  };
}

function activeSeats(state: AmericanRailsState): number[] {
  if (state.context.step.kind === 'over') return [];
  const seat = seatToAct(state.context);
  return seat === null ? [] : [seat];
}

function describeMove(move: ArMove, state: AmericanRailsState): string {
  const ctx = state.context;
  const who = ctx.players[move.player] ?? `Seat ${move.player}`;
  const company = (id: unknown) => COMPANIES[companyIndex(id)]?.name ?? String(id);
  switch (move.type) {
    case 'auction.offer':
      return `${who} puts a ${company(move.company)} share up for auction.`;
    case 'auction.bid':
      return `${who} bids $${move.amount}.`;
    case 'auction.pass':
      return `${who} passes.`;
    case 'build.start':
      return `${who} starts ${ctx.step.kind === 'start' ? COMPANIES[ctx.step.company]!.name : 'the company'} in ${hexName(move.hex)}.`;
    case 'action.choose':
      return `${who} takes the ${ACTION_ROWS[actionRow(move.action)]?.label ?? move.action} space.`;
    case 'action.decline':
      return `${who} declines the action.`;
    case 'develop.place':
      return `${who} develops ${hexName(move.hex)}.`;
    case 'fund.pay':
      return `${who} funds ${company(move.company)} with $5 from the bank.`;
    case 'money.take':
      return move.from === 'bank'
        ? `${who} takes $2 from the bank.`
        : `${who} takes $2 from each other player for the bank.`;
    case 'build.place':
      return `${who} places a ${company(move.company)} cube in ${hexName(move.hex)}.`;
    case 'build.finish':
      return `${who} finishes expanding.`;
    default:
      return `${who}: ${(move as GameMove).type}`;
  }
}

export const americanRails: GameDefinition<AmericanRailsState, ArMove, AmericanRailsView> = {
  id: 'american-rails',
  title: TITLE,
  minPlayers: 3,
  maxPlayers: 5,
  options,
  ruleSections,
  machine,
  createGame,
  legalMoves: (state) => legalMovesOf(state.context),
  explainIllegal,
  view: (state) => viewOf(state.context),
  result,
  activeSeats,
  checkInvariants: (state) => contextInvariants(state.context, state.value),
  describeMove,
};

export default americanRails;
