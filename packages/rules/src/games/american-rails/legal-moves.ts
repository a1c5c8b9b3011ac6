/**
 * The complete list of legal moves now, with parameters: every bid amount from the lowest to the
 * bidder's cash, every empty starting city, every free action space, every develop target, every
 * single cube placement (plus finish/decline), both Take $2 options.
 */
import { legalBidAmounts } from '../../core/stock/auction.js';
import { ACTION_ROWS } from './data/actions.js';
import { HEXES } from './data/board.js';
import { COMPANIES } from './data/companies.js';
import { explainInPhase, isOpening, seatToAct } from './explain.js';
import { developableHexes, emptyCities, legalPlacements, offerableCompanies } from './rules.js';
import { phaseOf, type AmericanRailsState } from './state.js';
import type { ArMove } from './types.js';

export function legalMoves(state: AmericanRailsState): ArMove[] {
  const ctx = state.context;
  const phase = phaseOf(state);
  const player = seatToAct(ctx, phase);
  if (player === null) return [];
  const out: ArMove[] = [];
  switch (phase) {
    case 'openingOffer':
    case 'auctionOffer':
      for (const c of offerableCompanies(ctx, isOpening(phase)))
        out.push({ type: 'auction.offer', player, company: COMPANIES[c]!.id });
      if (phase === 'auctionOffer') out.push({ type: 'action.decline', player });
      break;
    case 'openingBidding':
    case 'auctionBidding':
      if (ctx.auction)
        for (const amount of legalBidAmounts(ctx.auction, ctx.cash[player]!))
          out.push({ type: 'auction.bid', player, amount });
      out.push({ type: 'auction.pass', player });
      break;
    case 'openingStart':
    case 'auctionStart':
      for (const hex of emptyCities(ctx).sort((a, b) => a - b))
        out.push({ type: 'build.start', player, hex: HEXES[hex]!.id });
      break;
    case 'chooseAction':
      ACTION_ROWS.forEach((row, i) => {
        if (ctx.actionTrack[ctx.clock.phase]![i] === null)
          out.push({ type: 'action.choose', player, action: row.id });
      });
      break;
    case 'develop':
      for (const hex of developableHexes(ctx))
        out.push({ type: 'develop.place', player, hex: HEXES[hex]!.id });
      out.push({ type: 'action.decline', player });
      break;
    case 'fund':
      ctx.companies.forEach(
        (c, i) => c.inGame && out.push({ type: 'fund.pay', player, company: COMPANIES[i]!.id }),
      );
      out.push({ type: 'action.decline', player });
      break;
    case 'takeMoney': {
      out.push({ type: 'money.take', player, from: 'bank' });
      const fromPlayers: ArMove = { type: 'money.take', player, from: 'players' };
      if (explainInPhase(ctx, phase, fromPlayers) === null) out.push(fromPlayers);
      if (ctx.players.length >= 4)
        for (const [c, hex] of legalPlacements(ctx, player))
          out.push({ type: 'build.place', player, company: COMPANIES[c]!.id, hex: HEXES[hex]!.id });
      out.push({ type: 'action.decline', player });
      break;
    }
    case 'expand':
      for (const [c, hex] of legalPlacements(ctx, player))
        out.push({ type: 'build.place', player, company: COMPANIES[c]!.id, hex: HEXES[hex]!.id });
      out.push(
        ctx.cubesPlaced > 0 ? { type: 'build.finish', player } : { type: 'action.decline', player },
      );
      break;
    case 'gameOver':
      break;
  }
  return out;
}
