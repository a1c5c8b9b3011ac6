/**
 * American Rails (3–5 players) as a Railyard GameDefinition. Data (data/), pure rules
 * (rules.ts), the statechart (machine.ts) over the pure updates of effects.ts, where the
 * snapshot rests (state.ts), one legality checker (explain.ts), legalMoves, view and invariants.
 */
import { defineGame } from '../../core/define-game.js';
import { moveLabels } from './move-labels.js';
import { agree, money, withArticle, type MessageValues } from '../../core/messages.js';
import { describeEvents } from './events.js';
import type {
  GameDefinition,
  GameResult,
  GameSetup,
  IllegalMove,
  Viewer,
} from '../../core/game-definition.js';
import { standingsOf } from '../../core/standings.js';
import type { GameMove, JsonValue } from '../../core/record.js';
import { ACTION_ROWS, actionRow } from './data/actions.js';
import { COMPANIES, companyIndex } from './data/companies.js';
import { explainInPhase, hexName } from './explain.js';
import { legalMoves } from './legal-moves.js';
import { americanRailsMachine } from './machine.js';
import { optionSpecs, toArOptions } from './options.js';
import { RULE } from './rules.js';
import { ruleSections } from './rule-ids.js';
import { phaseOf, type AmericanRailsState } from './state.js';
import type { ArMove } from './types.js';
import { activeSeatsOf, view, type AmericanRailsView } from './view.js';
import { choiceFacts } from './choice-facts.js';

export type { AmericanRailsState } from './state.js';
export type { ArContext as AmericanRailsContext, ArMove as AmericanRailsMove } from './types.js';
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
export type { ActionId as AmericanRailsAction } from './data/actions.js';
export type { CompanyId as AmericanRailsCompanyId } from './data/companies.js';
export type { Terrain as AmericanRailsTerrain } from './data/board.js';
export type { ArOptions as AmericanRailsOptions } from './options.js';
export { americanRailsMachine } from './machine.js';

/** The machine's input; names and seed are checked here (the player count by defineGame). */
function input(setup: GameSetup, options: Record<string, JsonValue>) {
  setup.players.forEach((name, i) => {
    if (typeof name !== 'string' || name.length === 0)
      throw new RangeError(`players[${i}] must be a non-empty name`);
  });
  if (typeof setup.seed !== 'string') throw new RangeError('seed must be a text');
  return { players: setup.players, seed: setup.seed, options: toArOptions(options) };
}

function explain(state: AmericanRailsState, move: GameMove): IllegalMove | null {
  if (!state || typeof state !== 'object' || !state.context)
    return { reason: 'There is no game state to check the move against.', rule: RULE.setup };
  if (state.status === 'error')
    return { reason: 'The game is in an error state.', rule: RULE.setup };
  return explainInPhase(state.context, phaseOf(state), move);
}

function result(state: AmericanRailsState): GameResult | null {
  if (phaseOf(state) !== 'gameOver') return null;
  const ctx = state.context;
  return {
    ...standingsOf(ctx.players, (seat) => ctx.cash[seat]!, undefined, money),
    reason: `${ctx.last.endReason?.reason ?? 'The game is over.'} The player with the most money wins; tied players share the win.`,
    rule: ctx.last.endReason?.rule ?? RULE.end,
  };
}

/** A move in words. No hidden information: every viewer reads the same. */
function describeMove(move: ArMove, state: AmericanRailsState, _viewer: Viewer): string {
  const ctx = state.context;
  const who = ctx.players[move.player] ?? `Seat ${move.player}`;
  const company = (id: unknown) => COMPANIES[companyIndex(id)]?.name ?? String(id);
  // A seat named "You" reads "You bid", any other "Ada bids".
  const say = (second: string, third: string, values: MessageValues = {}) =>
    agree(who, second, third, values);
  switch (move.type) {
    case 'auction.offer':
      return say(
        '{who} put {share} share up for auction.',
        '{who} puts {share} share up for auction.',
        {
          share: withArticle(company(move.company)),
        },
      );
    case 'auction.bid':
      return say('{who} bid ${amount}.', '{who} bids ${amount}.', { amount: move.amount });
    case 'auction.pass':
      return say('{who} pass.', '{who} passes.');
    case 'build.start': {
      // The company whose first cube this is: the one whose share was just sold.
      const sold = ctx.last.sale ? COMPANIES[ctx.last.sale.company]!.name : 'the company';
      return say('{who} start {sold} in {hex}.', '{who} starts {sold} in {hex}.', {
        sold,
        hex: hexName(move.hex),
      });
    }
    case 'action.choose':
      return say('{who} take the {space} space.', '{who} takes the {space} space.', {
        space: ACTION_ROWS[actionRow(move.action)]?.label ?? move.action,
      });
    case 'action.decline':
      return say('{who} decline the action.', '{who} declines the action.');
    case 'develop.place':
      return say('{who} develop {hex}.', '{who} develops {hex}.', { hex: hexName(move.hex) });
    case 'fund.pay':
      return say(
        '{who} fund {company} with $5 from the bank.',
        '{who} funds {company} with $5 from the bank.',
        { company: company(move.company) },
      );
    case 'money.take':
      return move.from === 'bank'
        ? say('{who} take $2 from the bank.', '{who} takes $2 from the bank.')
        : say(
            '{who} take $2 from each other player for the bank.',
            '{who} takes $2 from each other player for the bank.',
          );
    case 'build.place':
      return say('{who} place {cube} cube in {hex}.', '{who} places {cube} cube in {hex}.', {
        cube: withArticle(company(move.company)),
        hex: hexName(move.hex),
      });
    case 'build.finish':
      return say('{who} finish expanding.', '{who} finishes expanding.');
    default:
      return `${who}: ${(move as GameMove).type}`;
  }
}

export const americanRails: GameDefinition<AmericanRailsState, ArMove, AmericanRailsView> =
  defineGame({
    id: 'american-rails',
    title: 'American Rails',
    stock: true,
    minPlayers: 3,
    maxPlayers: 5,
    options: optionSpecs,
    ruleSections,
    moveLabels,
    machine: americanRailsMachine,
    input,
    explain,
    uncheckableRule: RULE.setup,
    legalMoves,
    view,
    result,
    activeSeats: (state) => activeSeatsOf(state.context, phaseOf(state)),
    describeMove,
    describeEvents,
    choiceFacts,
  });
