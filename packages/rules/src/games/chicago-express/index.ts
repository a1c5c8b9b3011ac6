/**
 * Chicago Express (John Bohrer; Queen Games 2008) as a Railyard GameDefinition.
 */
import { defineGame } from '../../core/define-game.js';
import { moveLabels } from './move-labels.js';
import {
  agree,
  listOf,
  money,
  subject,
  withArticle,
  type MessageValues,
} from '../../core/messages.js';
import type { GameDefinition, GameResult, Viewer } from '../../core/game-definition.js';
import { standingsOf } from '../../core/standings.js';
import type { GameMove } from '../../core/record.js';
import { COMPANIES, COMPANY_INDEX, isCompanyId } from './data/companies.js';
import { HEXES, HEX_INDEX, hexLabel, isHexId } from './data/board.js';
import { describeEvents } from './events.js';
import { explainInPhase } from './explain.js';
import { legalMoves } from './legal-moves.js';
import { chicagoExpressMachine } from './machine.js';
import { optionSpecs, toCeOptions } from './options.js';
import { ruleSections } from './rule-ids.js';
import { phaseOf, type ChicagoExpressState } from './state.js';
import type { CeMove } from './types.js';
import { activeSeatsOf, view, type ChicagoExpressView } from './view.js';
import { choiceFacts } from './choice-facts.js';

export type { ChicagoExpressState } from './state.js';
export type { CeContext as ChicagoExpressContext, CeMove as ChicagoExpressMove } from './types.js';
export type { ActionId as ChicagoExpressAction } from './data/actions.js';
export type {
  ChicagoExpressView,
  ChicagoExpressCompanyView,
  ChicagoExpressHexView,
  ChicagoExpressDialView,
  ChicagoExpressIndustrialView,
  ChicagoExpressAuctionView,
  ChicagoExpressEndView,
} from './view.js';
export type { CompanyId as ChicagoExpressCompanyId } from './data/companies.js';
export type { CeOptions as ChicagoExpressOptions } from './options.js';
export { chicagoExpressMachine } from './machine.js';

function result(state: ChicagoExpressState): GameResult | null {
  if (phaseOf(state) !== 'gameOver') return null;
  const ctx = state.context;
  return {
    ...standingsOf(ctx.players, (seat) => ctx.cash[seat]!, undefined, money),
    reason: `The game ended after the general dividend because ${listOf(ctx.endReasons ?? [])}. The player with the most money wins; shares count for nothing.`,
    rule: 'chicago-express:end-conditions',
  };
}

const ACTION_NAMES = {
  auction: 'Auction a share',
  build: 'Expand a network',
  develop: 'Develop a hex',
};

/** A move in words. No hidden information: every viewer reads the same. */
function describeMove(move: CeMove, state: ChicagoExpressState, _viewer: Viewer): string {
  const they = subject(state.context.players[move.player] ?? `Seat ${move.player}`);
  // Own-property lookups only: a name such as "constructor" is no company or hex.
  const short = (id: string) => (isCompanyId(id) ? COMPANIES[COMPANY_INDEX[id]!]!.short : id);
  const hexName = (id: string) => (isHexId(id) ? hexLabel(HEXES[HEX_INDEX[id]!]!) : id);
  const item = state.context.auction ? COMPANIES[state.context.auction.item]!.short : 'the share';
  // A seat named "You" reads "You bid", any other "Ada bids".
  const say = (second: string, third: string, values: MessageValues = {}) =>
    agree(they.who, second, third, values);
  switch (move.type) {
    case 'auction.bid':
      return say('{who} bid ${amount} for {item}.', '{who} bids ${amount} for {item}.', {
        amount: move.amount,
        item,
      });
    case 'auction.pass':
      return say('{who} pass on {item}.', '{who} passes on {item}.', { item });
    case 'auction.offer':
      return say(
        '{who} put {share} share up for auction.',
        '{who} puts {share} share up for auction.',
        {
          share: withArticle(short(move.company)),
        },
      );
    case 'action.choose':
      return say('{who} choose {action}.', '{who} chooses {action}.', {
        action: Object.hasOwn(ACTION_NAMES, move.action) ? ACTION_NAMES[move.action] : move.action,
      });
    case 'action.decline':
      return say('{who} decline the action.', '{who} declines the action.');
    case 'build.place':
      return say('{who} build {company} to {hex}.', '{who} builds {company} to {hex}.', {
        company: short(move.company),
        hex: hexName(move.hex),
      });
    case 'build.finish':
      return say('{who} end the build.', '{who} ends the build.');
    case 'develop.place':
      return say('{who} develop {hex}.', '{who} develops {hex}.', { hex: hexName(move.hex) });
    default:
      return `${they.who}: ${(move as GameMove).type}`;
  }
}

export const chicagoExpress: GameDefinition<ChicagoExpressState, CeMove, ChicagoExpressView> =
  defineGame({
    id: 'chicago-express',
    title: 'Chicago Express',
    stock: true,
    minPlayers: 2,
    maxPlayers: 6,
    options: optionSpecs,
    ruleSections,
    moveLabels,
    machine: chicagoExpressMachine,
    input: (setup, options) => ({ players: setup.players, options: toCeOptions(options) }),
    explain: (state: ChicagoExpressState, move) =>
      explainInPhase(state.context, phaseOf(state), move),
    uncheckableRule: 'chicago-express:course-of-play',
    legalMoves,
    view,
    result,
    activeSeats: (state) => activeSeatsOf(state.context, phaseOf(state)),
    describeMove,
    describeEvents,
    choiceFacts,
  });
