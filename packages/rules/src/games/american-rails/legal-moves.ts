/**
 * legalMoves: the complete list of legal events now, with parameters — every bid amount from
 * the lowest to the bidder's cash, every empty starting city, every free action space, every
 * develop target, every single cube placement (plus finish/decline), both Take $2 options.
 */
import { legalBidAmounts } from '../../core/auction.js';
import { ACTION_ROWS } from './data/actions.js';
import { HEXES } from './data/board.js';
import { COMPANIES } from './data/companies.js';
import { checkMove, seatToAct } from './explain.js';
import { developableHexes, emptyCities, legalPlacements, offerableCompanies } from './rules.js';
import type { ArContext, ArMove } from './types.js';

export function legalMovesOf(ctx: ArContext): ArMove[] {
  const step = ctx.step;
  const player = seatToAct(ctx);
  if (player === null) return [];
  const out: ArMove[] = [];
  switch (step.kind) {
    case 'offer':
      for (const c of offerableCompanies(ctx, step.opening))
        out.push({ type: 'auction.offer', player, company: COMPANIES[c]!.id });
      if (!step.opening) out.push({ type: 'action.decline', player });
      break;
    case 'bid':
      if (ctx.auction)
        for (const amount of legalBidAmounts(ctx.auction, ctx.cash[player]!))
          out.push({ type: 'auction.bid', player, amount });
      out.push({ type: 'auction.pass', player });
      break;
    case 'start':
      for (const hex of emptyCities(ctx).sort((a, b) => a - b))
        out.push({ type: 'build.start', player, hex: HEXES[hex]!.id });
      break;
    case 'choose':
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
    case 'take': {
      out.push({ type: 'money.take', player, from: 'bank' });
      const fromPlayers: ArMove = { type: 'money.take', player, from: 'players' };
      if (checkMove(ctx, fromPlayers) === null) out.push(fromPlayers);
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
        step.placed > 0 ? { type: 'build.finish', player } : { type: 'action.decline', player },
      );
      break;
    default:
      break;
  }
  return out;
}
