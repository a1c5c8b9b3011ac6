/**
 * The one legality checker of American Rails. `explainIllegal` (the game definition) and every
 * guard of the machine call `checkMove`, so the machine and the explanation cannot disagree.
 * It reads only the context (its `step` names the decision the game waits for) and never throws.
 */
import { explainBid, explainPass } from '../../core/auction.js';
import type { IllegalMove } from '../../core/game-definition.js';
import { ACTION_ROWS, actionRow } from './data/actions.js';
import { CITIES, HEXES, hexIndex } from './data/board.js';
import { COMPANIES, companyIndex } from './data/companies.js';
import { explainDevelopment, explainPlacement, offerableCompanies, RULE } from './rules.js';
import { MOVE_TYPES, type ArContext, type ArMoveType, type Step } from './types.js';

/** Move types the game accepts at a step. */
export function typesAt(ctx: ArContext, step: Step = ctx.step): ArMoveType[] {
  switch (step.kind) {
    case 'offer':
      return step.opening ? ['auction.offer'] : ['auction.offer', 'action.decline'];
    case 'bid':
      return ['auction.bid', 'auction.pass'];
    case 'start':
      return ['build.start'];
    case 'choose':
      return ['action.choose'];
    case 'develop':
      return ['develop.place', 'action.decline'];
    case 'fund':
      return ['fund.pay', 'action.decline'];
    case 'take':
      return ctx.players.length >= 4
        ? ['money.take', 'build.place', 'action.decline']
        : ['money.take', 'action.decline'];
    case 'expand':
      return step.placed === 0
        ? ['build.place', 'action.decline']
        : ['build.place', 'build.finish'];
    default:
      return [];
  }
}

/** The seat expected to act, or null. */
export function seatToAct(ctx: ArContext): number | null {
  const step = ctx.step;
  if (step.kind === 'bid') return ctx.auction?.turn ?? null;
  if ('seat' in step) return step.seat;
  return null;
}

/** Rule section of the decision the game waits for. */
export function stepRule(ctx: ArContext): string {
  const step = ctx.step;
  switch (step.kind) {
    case 'offer':
      return step.opening ? RULE.nextOpening : RULE.auctionShare;
    case 'bid':
      return step.opening ? RULE.openingBidding : RULE.shareBidding;
    case 'start':
      return step.opening ? RULE.startingCity : RULE.newCompany;
    case 'choose':
      return RULE.placingMarker;
    case 'develop':
      return RULE.develop;
    case 'fund':
      return RULE.fund;
    case 'take':
      return RULE.takeOrExpand2;
    case 'expand':
      return RULE.expand;
    case 'dividends':
      return RULE.dividendPhase;
    case 'over':
      return RULE.end;
  }
}

/** The decision the game waits for, in words. */
export function stepLabel(ctx: ArContext): string {
  const step = ctx.step;
  const who = (seat: number | null) =>
    seat === null ? 'nobody' : (ctx.players[seat] ?? `seat ${seat}`);
  switch (step.kind) {
    case 'offer':
      return `${who(step.seat)} chooses a share to auction${step.opening ? ' (opening auctions)' : ''}`;
    case 'bid':
      return `${who(ctx.auction?.turn ?? null)} bids or passes on a ${COMPANIES[ctx.auction?.item ?? 0]!.name} share`;
    case 'start':
      return `${who(step.seat)} places ${COMPANIES[step.company]!.name}'s first cube in an empty city`;
    case 'choose':
      return `${who(step.seat)} chooses an action (action phase ${ctx.clock.phase + 1})`;
    case 'develop':
      return `${who(step.seat)} develops a city or declines`;
    case 'fund':
      return `${who(step.seat)} funds a company with $5 or declines`;
    case 'take':
      return ctx.players.length >= 4
        ? `${who(step.seat)} takes $2, expands 2 or declines`
        : `${who(step.seat)} takes $2 or declines`;
    case 'expand':
      return `${who(step.seat)} places cube ${step.placed + 1} of up to ${step.limit}${step.placed > 0 ? ' or finishes' : ' or declines'}`;
    case 'dividends':
      return 'Dividends are being paid';
    case 'over':
      return 'The game is over';
  }
}

/** The parameters each move type takes besides `type` and `player`. */
export const MOVE_PARAMS: Readonly<Record<ArMoveType, readonly string[]>> = {
  'auction.offer': ['company'],
  'auction.bid': ['amount'],
  'auction.pass': [],
  'build.start': ['hex'],
  'action.choose': ['action'],
  'action.decline': [],
  'develop.place': ['hex'],
  'fund.pay': ['company'],
  'money.take': ['from'],
  'build.place': ['company', 'hex'],
  'build.finish': [],
};

const illegal = (reason: string, rule: string): IllegalMove => ({ reason, rule });

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function show(value: unknown): string {
  try {
    const text = JSON.stringify(value);
    return text === undefined ? String(value) : text.length > 40 ? `${text.slice(0, 40)}…` : text;
  } catch {
    return typeof value;
  }
}

/** Why `move` is illegal in this context, or null. Never throws. */
export function checkMove(ctx: ArContext, move: unknown): IllegalMove | null {
  try {
    return check(ctx, move);
  } catch (error) {
    return illegal(`The move could not be checked: ${(error as Error).message}`, RULE.actions);
  }
}

function check(ctx: ArContext, move: unknown): IllegalMove | null {
  if (!isObject(move))
    return illegal('A move must be an object with a "type" and a "player".', RULE.actions);
  const type = move.type;
  if (typeof type !== 'string' || !(MOVE_TYPES as readonly string[]).includes(type)) {
    return illegal(
      `Unknown move type ${show(type)}; American Rails knows ${MOVE_TYPES.join(', ')}.`,
      RULE.actions,
    );
  }
  const player = move.player;
  if (
    typeof player !== 'number' ||
    !Number.isInteger(player) ||
    player < 0 ||
    player >= ctx.players.length
  ) {
    return illegal(
      `"player" must be a seat number from 0 to ${ctx.players.length - 1}, got ${show(player)}.`,
      RULE.actions,
    );
  }
  const params = MOVE_PARAMS[type as ArMoveType];
  for (const name of Object.keys(move)) {
    if (name !== 'type' && name !== 'player' && !params.includes(name)) {
      return illegal(
        `A ${type} move takes ${params.length ? params.map((p) => `"${p}"`).join(' and ') : 'no parameters'} besides "type" and "player"; unexpected ${show(name)}.`,
        RULE.actions,
      );
    }
  }
  const step = ctx.step;
  if (step.kind === 'over')
    return illegal(
      `The game is over; no more moves are possible (${ctx.last.endReason?.reason ?? 'game over'}).`,
      RULE.end,
    );
  const allowed = typesAt(ctx);
  if (!allowed.includes(type as ArMoveType)) {
    const extra =
      type === 'build.place' && step.kind === 'take'
        ? ' Expand 2 exists only in games with four or five players.'
        : '';
    const rule = type === 'build.place' && step.kind === 'take' ? RULE.expand2 : stepRule(ctx);
    return illegal(
      `A ${type} move is not possible now: ${stepLabel(ctx)} (expected ${allowed.join(' or ') || 'no move'}).${extra}`,
      rule,
    );
  }
  const seat = seatToAct(ctx);
  if (player !== seat) {
    return illegal(
      `It is ${seat === null ? 'nobody' : ctx.players[seat]}'s turn (seat ${seat}), not ${ctx.players[player]}'s (seat ${player}): ${stepLabel(ctx)}.`,
      stepRule(ctx),
    );
  }
  switch (type as ArMoveType) {
    case 'auction.offer': {
      const opening = step.kind === 'offer' && step.opening;
      const company = companyIndex(move.company);
      if (company < 0)
        return illegal(
          `"company" must be one of ${COMPANIES.map((c) => c.id).join(', ')}, got ${show(move.company)}.`,
          opening ? RULE.nextOpening : RULE.auctionShare,
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
          step.kind === 'bid' && step.opening ? RULE.openingBidding : RULE.shareBidding,
        );
      const why = explainBid(auction, player, amount, ctx.cash[player]!);
      return why
        ? illegal(
            why,
            step.kind === 'bid' && step.opening ? RULE.openingBidding : RULE.shareBidding,
          )
        : null;
    }
    case 'auction.pass': {
      const auction = ctx.auction;
      if (!auction) return illegal('No auction is running.', RULE.shareBidding);
      const why = explainPass(auction, player);
      return why ? illegal(why, RULE.shareBidding) : null;
    }
    case 'build.start': {
      const hex = hexIndex(move.hex);
      const rule = step.kind === 'start' && step.opening ? RULE.startingCity : RULE.newCompany;
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
          `${ACTION_ROWS[row]!.label} is already taken by ${ctx.players[taken]} in action phase ${ctx.clock.phase + 1}; that space is blocked for the rest of the phase.`,
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
            `${ctx.players[poor]} has less than $2 (option: taking from players who cannot pay is forbidden).`,
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
