/**
 * The one legality checker of American Rails. `explainIllegal` (the game definition) and every
 * guard of the machine call `explainInPhase`, so the machine and the explanation cannot disagree.
 * The phase is read off the chart (state.ts `phaseOf` for a snapshot; each guard names the phase
 * of its own state); the context keeps no copy of it. Never throws, whatever the move looks like.
 */
import {
  agree,
  message,
  notTheirTurn,
  objectOf,
  withArticle,
  type MessageValues,
} from '../../core/messages.js';
import { explainBid, explainPass } from '../../core/stock/auction.js';
import type { IllegalMove } from '../../core/game-definition.js';
import { moveShapeChecker } from '../../core/move-fields.js';
import { quote as show } from '../../core/quote.js';
import { ACTION_ROWS, actionRow } from './data/actions.js';
import { CITIES, HEXES, hexIndex } from './data/board.js';
import { COMPANIES, companyIndex } from './data/companies.js';
import {
  expansionLimit,
  explainDevelopment,
  explainPlacement,
  offerableCompanies,
  RULE,
} from './rules.js';
import { MOVE_FIELDS, type ArContext, type ArMoveType } from './types.js';

/** Where the game waits for input. Transient machine states never rest, so they have no phase. */
export type Phase =
  | 'openingOffer'
  | 'openingBidding'
  | 'openingStart'
  | 'chooseAction'
  | 'develop'
  | 'fund'
  | 'takeMoney'
  | 'expand'
  | 'auctionOffer'
  | 'auctionBidding'
  | 'auctionStart'
  | 'gameOver';

/** The kind of decision a phase asks for (the view's `pending.kind`). */
export type DecisionKind =
  'offer' | 'bid' | 'start' | 'choose' | 'develop' | 'fund' | 'take' | 'expand' | 'over';

/** What each phase accepts, its words, its rule and the kind of decision it asks for. */
export const PHASES: Readonly<
  Record<
    Phase,
    { label: string; rule: string; accepts: readonly ArMoveType[]; decision: DecisionKind }
  >
> = {
  openingOffer: {
    label: 'Opening auctions: choose a share to auction',
    rule: RULE.nextOpening,
    accepts: ['auction.offer'],
    decision: 'offer',
  },
  openingBidding: {
    label: 'Opening auctions: bidding',
    rule: RULE.openingBidding,
    accepts: ['auction.bid', 'auction.pass'],
    decision: 'bid',
  },
  openingStart: {
    label: 'Opening auctions: starting city',
    rule: RULE.startingCity,
    accepts: ['build.start'],
    decision: 'start',
  },
  chooseAction: {
    label: 'Choose an action',
    rule: RULE.placingMarker,
    accepts: ['action.choose'],
    decision: 'choose',
  },
  develop: {
    label: 'Develop',
    rule: RULE.develop,
    accepts: ['develop.place', 'action.decline'],
    decision: 'develop',
  },
  fund: {
    label: 'Fund $5',
    rule: RULE.fund,
    accepts: ['fund.pay', 'action.decline'],
    decision: 'fund',
  },
  takeMoney: {
    label: 'Take $2 / Expand 2',
    rule: RULE.takeOrExpand2,
    accepts: ['money.take', 'build.place', 'action.decline'],
    decision: 'take',
  },
  expand: {
    label: 'Expand',
    rule: RULE.expand,
    accepts: ['build.place', 'build.finish', 'action.decline'],
    decision: 'expand',
  },
  auctionOffer: {
    label: 'Auction a share: choose a share to offer',
    rule: RULE.auctionShare,
    accepts: ['auction.offer', 'action.decline'],
    decision: 'offer',
  },
  auctionBidding: {
    label: 'Auction a share: bidding',
    rule: RULE.shareBidding,
    accepts: ['auction.bid', 'auction.pass'],
    decision: 'bid',
  },
  auctionStart: {
    label: 'Auction a share: starting city of a new company',
    rule: RULE.newCompany,
    accepts: ['build.start'],
    decision: 'start',
  },
  gameOver: { label: 'Game over', rule: RULE.end, accepts: [], decision: 'over' },
};

/** The three phases of the opening auctions (before the first round). */
export function isOpening(phase: Phase): boolean {
  return phase === 'openingOffer' || phase === 'openingBidding' || phase === 'openingStart';
}

/** Seat expected to act in a phase, or null. */
export function seatToAct(ctx: ArContext, phase: Phase): number | null {
  switch (phase) {
    case 'openingOffer':
      return ctx.clock.openingChooser;
    case 'openingBidding':
    case 'auctionBidding':
      return ctx.auction?.turn ?? null;
    case 'openingStart':
      // The winner of the share just sold places the company's first cube.
      return ctx.last.sale?.seat ?? null;
    case 'auctionStart':
      // "The player" of the Auction action: the buyer by default, or (option) the auctioneer.
      return ctx.setup.options.firstCubeBy === 'auctioneer'
        ? (ctx.clock.phaseOrder[ctx.clock.phaseTurn] ?? null)
        : (ctx.last.sale?.seat ?? null);
    case 'gameOver':
      return null;
    default:
      return ctx.clock.phaseOrder[ctx.clock.phaseTurn] ?? null;
  }
}

const TAKE_ONLY: readonly ArMoveType[] = ['money.take', 'action.decline'];
const FIRST_CUBE: readonly ArMoveType[] = ['build.place', 'action.decline'];
const NEXT_CUBE: readonly ArMoveType[] = ['build.place', 'build.finish'];

/** Move types accepted now: a phase's own, narrowed by the player count and the cubes placed. */
export function acceptedTypes(ctx: ArContext, phase: Phase): readonly ArMoveType[] {
  if (phase === 'takeMoney' && ctx.players.length < 4) return TAKE_ONLY;
  if (phase === 'expand') return ctx.cubesPlaced === 0 ? FIRST_CUBE : NEXT_CUBE;
  return PHASES[phase].accepts;
}

/** The decision the game waits for, in words ("Ada bids or passes on an American share"). */
export function pendingLabel(ctx: ArContext, phase: Phase): string {
  const seat = seatToAct(ctx, phase);
  const who = seat === null ? 'nobody' : (ctx.players[seat] ?? `seat ${seat}`);
  // A seat named "You" reads "You choose", any other "Ada chooses".
  const say = (second: string, third: string, values: MessageValues = {}) =>
    agree(who, second, third, values);
  switch (phase) {
    case 'openingOffer':
      return say(
        '{who} choose a share to auction (opening auctions)',
        '{who} chooses a share to auction (opening auctions)',
      );
    case 'auctionOffer':
      return say('{who} choose a share to auction', '{who} chooses a share to auction');
    case 'openingBidding':
    case 'auctionBidding':
      return say('{who} bid or pass on {share} share', '{who} bids or passes on {share} share', {
        share: withArticle(COMPANIES[ctx.auction?.item ?? 0]!.name),
      });
    case 'openingStart':
    case 'auctionStart':
      return say(
        "{who} place {company}'s first cube in an empty city",
        "{who} places {company}'s first cube in an empty city",
        { company: COMPANIES[ctx.last.sale?.company ?? 0]!.name },
      );
    case 'chooseAction':
      return say(
        '{who} choose an action (action phase {phase})',
        '{who} chooses an action (action phase {phase})',
        { phase: ctx.clock.phase + 1 },
      );
    case 'develop':
      return say('{who} develop a city or decline', '{who} develops a city or declines');
    case 'fund':
      return say(
        '{who} fund a company with $5 or decline',
        '{who} funds a company with $5 or declines',
      );
    case 'takeMoney':
      return ctx.players.length >= 4
        ? say('{who} take $2, expand 2 or decline', '{who} takes $2, expands 2 or declines')
        : say('{who} take $2 or decline', '{who} takes $2 or declines');
    case 'expand': {
      const placed = ctx.cubesPlaced;
      return say(
        '{who} place cube {n} of up to {limit}{rest, select, finish { or finish} other { or decline}}',
        '{who} places cube {n} of up to {limit}{rest, select, finish { or finishes} other { or declines}}',
        { n: placed + 1, limit: expansionLimit(ctx), rest: placed > 0 ? 'finish' : 'decline' },
      );
    }
    case 'gameOver':
      return 'The game is over';
  }
}

const illegal = (reason: string, rule: string): IllegalMove => ({ reason, rule });
/** A seat's name and number, for refusals that name it. */
const seatName = (ctx: ArContext, seat: number) => ({
  name: ctx.players[seat] ?? `seat ${seat}`,
  seat,
});

const checkShape = moveShapeChecker({
  game: 'American Rails',
  fields: MOVE_FIELDS,
  moveRule: RULE.actions,
  seatRule: RULE.actions,
});

/** Why `move` is illegal in this phase, or null. Never throws. */
export function explainInPhase(ctx: ArContext, phase: Phase, move: unknown): IllegalMove | null {
  try {
    return check(ctx, phase, move);
  } catch (error) {
    return illegal(`The move could not be checked: ${(error as Error).message}`, RULE.actions);
  }
}

function check(ctx: ArContext, phase: Phase, input: unknown): IllegalMove | null {
  const malformed = checkShape(input, ctx.players.length);
  if (malformed) return malformed;
  const move = input as Record<string, unknown>;
  const type = move.type as ArMoveType;
  const player = move.player as number;
  if (phase === 'gameOver')
    return illegal(
      `The game is over; no more moves are possible (${ctx.last.endReason?.reason ?? 'game over'}).`,
      RULE.end,
    );
  const allowed = acceptedTypes(ctx, phase);
  if (!allowed.includes(type as ArMoveType)) {
    const noExpand2 = type === 'build.place' && phase === 'takeMoney';
    return illegal(
      `A ${type} move is not possible now: ${pendingLabel(ctx, phase)} (expected ${allowed.join(' or ') || 'no move'}).${noExpand2 ? ' Expand 2 exists only in games with four or five players.' : ''}`,
      noExpand2 ? RULE.expand2 : PHASES[phase].rule,
    );
  }
  const seat = seatToAct(ctx, phase);
  if (player !== seat) {
    return illegal(
      `${notTheirTurn(seat === null ? null : seatName(ctx, seat), seatName(ctx, player))}: ${pendingLabel(ctx, phase)}.`,
      PHASES[phase].rule,
    );
  }
  const opening = isOpening(phase);
  switch (type as ArMoveType) {
    case 'auction.offer': {
      const company = companyIndex(move.company);
      if (company < 0)
        return illegal(
          `"company" must be one of ${COMPANIES.map((c) => c.id).join(', ')}, got ${show(move.company)}.`,
          PHASES[phase].rule,
        );
      const name = COMPANIES[company]!.name;
      const state = ctx.companies[company]!;
      if (!state.inGame)
        return illegal(`${name} was removed from this three-player game.`, RULE.removeCompany);
      if (opening && state.offeredInOpening)
        return illegal(
          `${name}'s opening share has already been auctioned; choose a company whose share has not been offered yet.`,
          RULE.nextOpening,
        );
      if (!offerableCompanies(ctx, opening).includes(company))
        return illegal(`${name} has no share left to auction.`, RULE.auctionShare);
      return null;
    }
    case 'auction.bid': {
      const auction = ctx.auction;
      if (!auction) return illegal('No auction is running.', RULE.shareBidding);
      const amount = move.amount;
      if (typeof amount !== 'number' || !Number.isFinite(amount))
        return illegal(
          `"amount" must be a whole number of dollars, got ${show(amount)}.`,
          PHASES[phase].rule,
        );
      const why = explainBid(auction, player, amount, ctx.cash[player]!);
      return why ? illegal(why, PHASES[phase].rule) : null;
    }
    case 'auction.pass': {
      const auction = ctx.auction;
      if (!auction) return illegal('No auction is running.', RULE.shareBidding);
      const why = explainPass(auction, player);
      return why ? illegal(why, RULE.shareBidding) : null;
    }
    case 'build.start': {
      const hex = hexIndex(move.hex);
      const rule = PHASES[phase].rule;
      if (hex < 0)
        return illegal(
          `"hex" must be a hex id such as "16,3" (New York), got ${show(move.hex)}.`,
          rule,
        );
      const where = HEXES[hex]!;
      if (where.city < 0)
        return illegal(
          `${where.label} is not a city; a company's first cube goes in an empty city.`,
          rule,
        );
      if (ctx.cubes[hex]!.length > 0)
        return illegal(
          `${where.label} already holds track; the first cube goes in a city no cube occupies.`,
          rule,
        );
      return null;
    }
    case 'action.choose': {
      const row = actionRow(move.action);
      if (row < 0)
        return illegal(
          `"action" must be one of ${ACTION_ROWS.map((r) => r.id).join(', ')}, got ${show(move.action)}.`,
          RULE.placingMarker,
        );
      const taken = ctx.actionTrack[ctx.clock.phase]![row];
      if (taken !== null && taken !== undefined) {
        return illegal(
          message(
            '{space} is already taken by {owner} in action phase {phase}; that space is blocked for the rest of the phase.',
            {
              space: ACTION_ROWS[row]!.label,
              owner: objectOf(seatName(ctx, taken).name),
              phase: ctx.clock.phase + 1,
            },
          ),
          RULE.placingMarker,
        );
      }
      return null;
    }
    case 'action.decline':
      return null;
    case 'develop.place': {
      const hex = hexIndex(move.hex);
      if (hex < 0)
        return illegal(
          `"hex" must be a hex id such as "6,5" (Cincinnati), got ${show(move.hex)}.`,
          RULE.developWhere,
        );
      return explainDevelopment(ctx, hex);
    }
    case 'fund.pay': {
      const company = companyIndex(move.company);
      if (company < 0)
        return illegal(
          `"company" must be one of ${COMPANIES.map((c) => c.id).join(', ')}, got ${show(move.company)}.`,
          RULE.fund,
        );
      if (!ctx.companies[company]!.inGame)
        return illegal(
          `${COMPANIES[company]!.name} was removed from this three-player game.`,
          RULE.removeCompany,
        );
      return null;
    }
    case 'money.take': {
      if (move.from === 'bank') return null;
      if (move.from !== 'players')
        return illegal(`"from" must be "bank" or "players", got ${show(move.from)}.`, RULE.taking);
      if (ctx.setup.options.takeFromPoorPlayers === 'forbidden') {
        const poor = ctx.cash.findIndex((cash, s) => s !== player && cash < 2);
        if (poor >= 0)
          return illegal(
            agree(
              seatName(ctx, poor).name,
              '{who} have less than $2 (option: taking from players who cannot pay is forbidden).',
              '{who} has less than $2 (option: taking from players who cannot pay is forbidden).',
            ),
            RULE.taking,
          );
      }
      return null;
    }
    case 'build.place': {
      const company = companyIndex(move.company);
      if (company < 0)
        return illegal(
          `"company" must be one of ${COMPANIES.map((c) => c.id).join(', ')}, got ${show(move.company)}.`,
          RULE.trackWhere,
        );
      const hex = hexIndex(move.hex);
      if (hex < 0)
        return illegal(
          `"hex" must be a hex id such as "2,6", got ${show(move.hex)}.`,
          RULE.trackWhere,
        );
      return explainPlacement(ctx, player, company, hex);
    }
    case 'build.finish':
      return null;
  }
  return illegal(`Unknown move type ${show(type)}.`, RULE.actions);
}

/** City name for a hex id in descriptions. */
export function hexName(id: unknown): string {
  const index = hexIndex(id);
  if (index < 0) return show(id);
  const hex = HEXES[index]!;
  return hex.city >= 0 ? CITIES[hex.city]!.name : hex.label;
}
