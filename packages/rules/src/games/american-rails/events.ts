/**
 * The automatic events of an American Rails move, read off the machine's steps: the dividends
 * at the end of a round (per company, with each player's amount). Nothing is hidden in this
 * game's money, so every viewer reads the same.
 */
import type { GameEvent, Viewer } from '../../core/game-definition.js';
import { amountList, message, money, signedMoney } from '../../core/messages.js';
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

export function describeEvents(
  steps: readonly AmericanRailsState[],
  _move: ArMove,
  _viewer: Viewer,
): GameEvent[] {
  const events: GameEvent[] = [];
  for (let i = 1; i < steps.length; i++) {
    const before = steps[i - 1]!.context.last;
    const last = steps[i]!.context.last;
    if (last.dividends && last.dividends !== before.dividends)
      events.push(...dividendEvents(steps[i]!.context, last.dividends));
  }
  return events;
}
