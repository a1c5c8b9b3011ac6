/**
 * The automatic events of an American Rails move, read off the machine's steps: the dividends
 * at the end of a round (per company, with each player's amount). Nothing is hidden in this
 * game's money, so every viewer reads the same.
 */
import type { GameEvent, Viewer } from '../../core/game-definition.js';
import { agree, amountList, message, money, signedMoney } from '../../core/messages.js';
import { COMPANIES } from './data/companies.js';
import { RULE } from './rules.js';
import type { AmericanRailsState } from './state.js';
import type { ArContext, ArMove, DividendPayment } from './types.js';

function companyPays(ctx: ArContext, payment: DividendPayment): GameEvent {
  const company = COMPANIES[payment.company];
  const seats = payment.payouts.flatMap((amount, seat) => (amount > 0 ? [seat] : []));
  return {
    kind: 'dividend',
    text: message('Dividend: {company} pays {perShare} a share: {payouts}.', {
      company: company?.name ?? `Company ${payment.company}`,
      perShare: money(payment.perShare),
      payouts: amountList(
        seats.map((seat) =>
          message('{who} {amount} ({shares, plural, one {# share} other {# shares}})', {
            who: ctx.players[seat] ?? `Seat ${seat}`,
            amount: signedMoney(payment.payouts[seat]!),
            shares: ctx.holdings[seat]?.[payment.company] ?? 0,
          }),
        ),
      ),
    }),
    rule: RULE.dividendPerShare,
    seats,
    companies: company ? [company.id] : [],
  };
}

function dividendEvents(ctx: ArContext, payments: readonly DividendPayment[]): GameEvent[] {
  const paying = payments.filter((p) => p.payouts.some((amount) => amount > 0));
  if (paying.length === 0)
    return [
      {
        kind: 'dividend',
        text: 'Dividend phase: no company pays anything this round.',
        rule: RULE.dividendPhase,
      },
    ];
  return paying.map((payment) => companyPays(ctx, payment));
}

const nameOf = (company: number) => COMPANIES[company]?.name ?? `Company ${company}`;

/** Who took the share of the auction just over and for how much; nobody bid: it leaves the game. */
function auctionEvent(
  ctx: ArContext,
  sold: ArContext['last']['sale'],
  company: number,
  opening: boolean,
): GameEvent {
  const companies = [COMPANIES[company]?.id ?? String(company)];
  if (!sold)
    return {
      kind: 'auction',
      text: message('Nobody bid on the {company} share; it leaves the game.', {
        company: nameOf(company),
      }),
      rule: opening ? RULE.unsoldOpening : RULE.unsoldShares,
      companies,
    };
  return {
    kind: 'auction',
    text: agree(
      ctx.players[sold.seat] ?? `Seat ${sold.seat}`,
      '{who} win the {company} share for {price}.',
      '{who} wins the {company} share for {price}.',
      { company: nameOf(company), price: money(sold.price) },
    ),
    rule: opening ? RULE.winningOpening : RULE.shareBidding,
    seats: [sold.seat],
    companies,
  };
}

/** The opening round is over: the first round of actions, and who acts first in it. */
function firstRoundEvent(ctx: ArContext): GameEvent {
  const first = ctx.clock.phaseOrder[0];
  return {
    kind: 'phase',
    text:
      first === undefined
        ? 'The opening auctions are over; the first round begins.'
        : agree(
            ctx.players[first] ?? `Seat ${first}`,
            'The opening auctions are over; the first round begins. {who} act first.',
            'The opening auctions are over; the first round begins. {who} acts first.',
          ),
    rule: RULE.endOfOpening,
  };
}

export function describeEvents(
  steps: readonly AmericanRailsState[],
  _move: ArMove,
  _viewer: Viewer,
): GameEvent[] {
  const events: GameEvent[] = [];
  for (let i = 1; i < steps.length; i++) {
    const was = steps[i - 1]!.context;
    const ctx = steps[i]!.context;
    const before = was.last;
    const last = ctx.last;
    const sold = last.sale && last.sale !== before.sale ? last.sale : null;
    // An auction is over when its share is sold or, nobody bidding, taken off the board.
    if (was.auction && (sold || !ctx.auction))
      events.push(auctionEvent(ctx, sold, was.auction.item, was.clock.round === 0));
    if (was.clock.round === 0 && ctx.clock.round > 0) events.push(firstRoundEvent(ctx));
    if (last.dividends && last.dividends !== before.dividends)
      events.push(...dividendEvents(steps[i]!.context, last.dividends));
  }
  return events;
}
