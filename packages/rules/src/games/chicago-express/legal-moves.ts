/**
 * The complete list of legal moves: every bid amount, every single placement of a build plus
 * its finish, every develop target, every offer, decline and pass.
 */
import { legalBidAmounts } from '../../core/stock/auction.js';
import { COMPANIES, COMPANY_COUNT } from './data/companies.js';
import { HEXES } from './data/board.js';
import { seatToAct } from './explain.js';
import { auctionableCompanies, buildTargets, developTargets, isDialRed } from './rules.js';
import { phaseOf, type ChicagoExpressState } from './state.js';
import { ACTIONS } from './data/actions.js';
import type { CeMove } from './types.js';

export function legalMoves(state: ChicagoExpressState): CeMove[] {
  const ctx = state.context;
  const phase = phaseOf(state);
  const seat = seatToAct(ctx, phase);
  if (seat === null) return [];
  const player = seat;
  const out: CeMove[] = [];
  switch (phase) {
    case 'openingAuctions':
    case 'auctionBidding':
    case 'wabashAuction':
      for (const amount of legalBidAmounts(ctx.auction!, ctx.cash[player]!))
        out.push({ type: 'auction.bid', player, amount });
      out.push({ type: 'auction.pass', player });
      break;
    case 'chooseAction':
      ACTIONS.forEach((action, dial) => {
        if (!isDialRed(ctx, dial)) out.push({ type: 'action.choose', player, action });
      });
      break;
    case 'auctionOffer':
      for (const c of auctionableCompanies(ctx))
        out.push({ type: 'auction.offer', player, company: COMPANIES[c]!.id });
      out.push({ type: 'action.decline', player });
      break;
    case 'build': {
      const started = ctx.build !== null && ctx.build.placed.length > 0;
      const companies = started
        ? [ctx.build!.company]
        : Array.from({ length: COMPANY_COUNT }, (_, c) => c).filter(
            (c) => ctx.holdings[player]![c]! > 0,
          );
      for (const c of companies)
        for (const h of buildTargets(ctx, c))
          out.push({ type: 'build.place', player, company: COMPANIES[c]!.id, hex: HEXES[h]!.id });
      out.push(started ? { type: 'build.finish', player } : { type: 'action.decline', player });
      break;
    }
    case 'develop':
      for (const h of developTargets(ctx, player))
        out.push({ type: 'develop.place', player, hex: HEXES[h]!.id });
      out.push({ type: 'action.decline', player });
      break;
    default:
      break;
  }
  return out;
}
