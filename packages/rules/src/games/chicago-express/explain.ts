/**
 * The one legality checker. `explainIllegal` (the GameDefinition method) and every machine
 * guard call `explainInPhase`, so the machine and the explanation cannot disagree. It never
 * throws, whatever the move looks like.
 */
import { explainBid, explainPass } from '../../core/stock/auction.js';
import type { IllegalMove } from '../../core/game-definition.js';
import { notTheirTurn } from '../../core/messages.js';
import { COMPANIES, COMPANY_INDEX, isCompanyId } from './data/companies.js';
import { HEX_INDEX, isHexId } from './data/board.js';
import { explainDevelop, explainNotAuctionable, explainPlacement, isDialRed } from './rules.js';
import { moveShapeChecker } from '../../core/move-fields.js';
import { quote as describe } from '../../core/quote.js';
import { ACTIONS, type ActionId } from './data/actions.js';
import { MOVE_FIELDS, type CeContext } from './types.js';

/** Where the game waits for input. Transient machine states never rest, so they have no phase. */
export type Phase =
  | 'openingAuctions'
  | 'chooseAction'
  | 'auctionOffer'
  | 'auctionBidding'
  | 'build'
  | 'develop'
  | 'wabashAuction'
  | 'gameOver';

const R = (anchor: string) => `chicago-express:${anchor}`;

/** What each phase accepts, its words and its rule. */
export const PHASES: Readonly<
  Record<Phase, { label: string; rule: string; accepts: readonly string[] }>
> = {
  openingAuctions: {
    label: 'Opening auctions',
    rule: R('opening-auction-bidding'),
    accepts: ['auction.bid', 'auction.pass'],
  },
  chooseAction: {
    label: 'Choose an action',
    rule: R('choosing-an-action'),
    accepts: ['action.choose'],
  },
  auctionOffer: {
    label: 'Auction a share: choose a share to offer',
    rule: R('shares-available-for-auction'),
    accepts: ['auction.offer', 'action.decline'],
  },
  auctionBidding: {
    label: 'Auction a share: bidding',
    rule: R('bidding'),
    accepts: ['auction.bid', 'auction.pass'],
  },
  build: {
    label: 'Expand a network',
    rule: R('expand-a-network'),
    accepts: ['build.place', 'build.finish', 'action.decline'],
  },
  develop: {
    label: 'Develop a hex',
    rule: R('develop-a-hex'),
    accepts: ['develop.place', 'action.decline'],
  },
  wabashAuction: {
    label: 'Chicago phase: first Wabash share auction',
    rule: R('first-wabash-share-auction'),
    accepts: ['auction.bid', 'auction.pass'],
  },
  gameOver: { label: 'Game over', rule: R('end-of-the-game'), accepts: [] },
};

const ill = (reason: string, anchor: string): IllegalMove => ({
  reason,
  rule: anchor.includes(':') ? anchor : R(anchor),
});

const checkShape = moveShapeChecker({
  game: 'Chicago Express',
  fields: MOVE_FIELDS,
  moveRule: R('course-of-play'),
  seatRule: R('turn-order'),
});

/** Seat expected to act in a phase. */
export function seatToAct(ctx: CeContext, phase: Phase): number | null {
  if (phase === 'gameOver') return null;
  if (phase === 'openingAuctions' || phase === 'auctionBidding' || phase === 'wabashAuction')
    return ctx.auction ? ctx.auction.turn : null;
  return ctx.currentPlayer;
}

export function explainInPhase(ctx: CeContext, phase: Phase, input: unknown): IllegalMove | null {
  const malformed = checkShape(input, ctx.players.length);
  if (malformed) return malformed;
  const move = input as Record<string, unknown>;
  const type = move.type as string;
  const player = move.player as number;
  const info = PHASES[phase];
  if (phase === 'gameOver')
    return ill('The game is over; no more moves can be made.', 'end-of-the-game');
  if (!info.accepts.includes(type))
    return ill(
      `${type} is not possible now: the game is in "${info.label}", which accepts ${info.accepts.join(', ')}.`,
      info.rule,
    );
  const seat = seatToAct(ctx, phase);
  if (seat !== player) {
    return ill(
      `${notTheirTurn(seat === null ? null : { name: ctx.players[seat] ?? `seat ${seat}`, seat }, {
        name: ctx.players[player] ?? `seat ${player}`,
        seat: player,
      })}.`,
      phase === 'openingAuctions' || phase === 'auctionBidding' || phase === 'wabashAuction'
        ? info.rule
        : 'turn-order',
    );
  }
  switch (type) {
    case 'auction.bid': {
      const amount = move.amount;
      if (typeof amount !== 'number' || !Number.isFinite(amount))
        return ill(
          `"amount" must be a whole number of dollars, got ${describe(amount)}.`,
          info.rule,
        );
      const why = explainBid(ctx.auction!, player, amount, ctx.cash[player]!);
      if (!why) return null;
      const belowMinimum = ctx.auction!.highBid === null && amount < ctx.auction!.minimum;
      return ill(
        why,
        !belowMinimum
          ? info.rule
          : phase === 'openingAuctions'
            ? 'opening-auction-order-and-minimum-bids'
            : 'minimum-bid',
      );
      return null;
    }
    case 'auction.pass': {
      const why = explainPass(ctx.auction!, player);
      return why ? ill(why, info.rule) : null;
    }
    case 'action.choose': {
      const action = move.action;
      if (typeof action !== 'string' || !(ACTIONS as readonly string[]).includes(action))
        return ill(
          `"action" must be one of ${ACTIONS.join(', ')}, got ${describe(action)}.`,
          'choosing-an-action',
        );
      const dial = ACTIONS.indexOf(action as ActionId);
      if (isDialRed(ctx, dial))
        return ill(
          `The ${action} dial is already on its red space; that action cannot be chosen until the dials are reset.`,
          'full-dials',
        );
      return null;
    }
    case 'action.decline': {
      if (phase === 'build' && ctx.build && ctx.build.placed.length > 0)
        return ill(
          'Locomotives have already been placed in this build; end it with build.finish.',
          'up-to-three-hexes',
        );
      return null;
    }
    case 'auction.offer': {
      const company = move.company;
      if (!isCompanyId(company))
        return ill(
          `"company" must be one of ${COMPANIES.map((c) => c.id).join(', ')}, got ${describe(company)}.`,
          'shares-available-for-auction',
        );
      const why = explainNotAuctionable(ctx, COMPANY_INDEX[company]!);
      if (why)
        return ill(
          why,
          company === 'wabash' && !ctx.wabashOpen
            ? 'shares-available-for-auction'
            : 'sold-out-companies',
        );
      return null;
    }
    case 'build.place': {
      const company = move.company;
      const hex = move.hex;
      if (!isCompanyId(company))
        return ill(
          `"company" must be one of ${COMPANIES.map((c) => c.id).join(', ')}, got ${describe(company)}.`,
          'expand-a-network',
        );
      if (!isHexId(hex))
        return ill(
          `"hex" must be a hex id of the map such as "Q3", got ${describe(hex)}.`,
          'expand-a-network',
        );
      const c = COMPANY_INDEX[company]!;
      if (ctx.build && ctx.build.placed.length > 0 && ctx.build.company !== c) {
        return ill(
          `This build extends ${COMPANIES[ctx.build.company]!.short}; one build action expands one company's network.`,
          'up-to-three-hexes',
        );
      }
      if (ctx.holdings[player]![c]! < 1)
        return ill(
          `You hold no ${COMPANIES[c]!.short} share; only a shareholder may expand a company's network.`,
          'who-may-build',
        );
      if (c === 4 && !ctx.wabashOpen)
        return ill('The Wabash has not opened yet.', 'opening-the-wabash');
      if (ctx.build && ctx.build.placed.length >= 3)
        return ill('A build action places at most 3 locomotives.', 'up-to-three-hexes');
      return explainPlacement(ctx, c, HEX_INDEX[hex]!);
    }
    case 'build.finish': {
      if (!ctx.build || ctx.build.placed.length === 0)
        return ill(
          'No locomotive has been placed yet; to build nothing, decline the action with action.decline.',
          'declining-the-chosen-action',
        );
      return null;
    }
    case 'develop.place': {
      const hex = move.hex;
      if (!isHexId(hex))
        return ill(
          `"hex" must be a hex id of the map such as "I6", got ${describe(hex)}.`,
          'develop-a-hex',
        );
      return explainDevelop(ctx, HEX_INDEX[hex]!, player);
    }
  }
  return ill(`Unknown move type ${describe(type)}.`, 'course-of-play');
}
