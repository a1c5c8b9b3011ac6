/**
 * The automatic events of a Chicago Express move, read off the machine's steps: the Chicago
 * dividend, the Wabash opening, the general dividend and Detroit's growth. Nothing in this game
 * is hidden, so every viewer reads the same.
 */
import type { GameEvent, Viewer } from '../../core/game-definition.js';
import { agree, amountList, listOf, message, money, signedMoney } from '../../core/messages.js';
import { COMPANIES, OPENING_ORDER } from './data/companies.js';
import type { ChicagoExpressState } from './state.js';
import type {
  AuctionRecord,
  CeContext,
  CeMove,
  DevelopRecord,
  DividendPayment,
  DividendRecord,
} from './types.js';

const short = (company: number) => COMPANIES[company]?.short ?? `company ${company}`;
const idOf = (company: number) => COMPANIES[company]?.id ?? String(company);
const rule = (anchor: string) => `chicago-express:${anchor}`;

/** "Ada +$12 (2 shares), Bo +$6 (1 share)" */
function payoutList(ctx: CeContext, payment: DividendPayment): string {
  return amountList(
    payment.payouts.flatMap((amount, seat) =>
      amount > 0
        ? [
            message('{who} {amount} ({shares, plural, one {# share} other {# shares}})', {
              who: ctx.players[seat] ?? `Seat ${seat}`,
              amount: signedMoney(amount),
              shares: ctx.holdings[seat]?.[payment.company] ?? 0,
            }),
          ]
        : [],
    ),
  );
}

function paidSeats(payment: DividendPayment): number[] {
  return payment.payouts.flatMap((amount, seat) => (amount > 0 ? [seat] : []));
}

function companyPays(ctx: CeContext, payment: DividendPayment, template: string): GameEvent {
  return {
    kind: 'dividend',
    text: message(template, {
      company: short(payment.company),
      perShare: money(payment.perShare),
      payouts: payoutList(ctx, payment),
      total: money(payment.total),
    }),
    rule: rule('general-dividend'),
    seats: paidSeats(payment),
    companies: [idOf(payment.company)],
  };
}

function dividendEvents(ctx: CeContext, dividend: DividendRecord): GameEvent[] {
  const paying = dividend.payments.filter((p) => p.paid && p.total > 0);
  if (dividend.kind === 'chicago') {
    const payment = dividend.payments.find((p) => p.paid);
    if (!payment) return [];
    if (payment.total === 0)
      return [
        {
          kind: 'chicago-dividend',
          text: message(
            '{company} reached Chicago; no player holds one of its shares, so nobody is paid.',
            {
              company: short(payment.company),
            },
          ),
          rule: rule('chicago-dividend'),
          companies: [idOf(payment.company)],
        },
      ];
    return [
      {
        ...companyPays(
          ctx,
          payment,
          'Chicago dividend: {company} reached Chicago and pays {perShare} a share: {payouts}.',
        ),
        kind: 'chicago-dividend',
        rule: rule('chicago-dividend'),
      },
    ];
  }
  if (paying.length === 0)
    return [
      {
        kind: 'dividend',
        text: 'Dividend phase: no company has a shareholder, so nobody is paid.',
        rule: rule('general-dividend'),
      },
    ];
  return paying.map((payment) =>
    companyPays(ctx, payment, 'Dividend: {company} pays {perShare} a share: {payouts}.'),
  );
}

function detroitEvent(develop: DevelopRecord): GameEvent {
  const raised = develop.incomeChanges.map((change) =>
    message('{company} income {before} → {after}', {
      company: short(change.company),
      before: change.before,
      after: change.after,
    }),
  );
  const grew = develop.valueBefore !== develop.valueAfter;
  return {
    kind: 'detroit',
    text: grew
      ? message(
          'Detroit grows from {before} to {after}{raised, select, none {.} other {: {raised}.}}',
          {
            before: develop.valueBefore ?? 0,
            after: develop.valueAfter ?? 0,
            raised: raised.length ? listOf(raised) : 'none',
          },
        )
      : message('Detroit stays at {value}, its highest value.', {
          value: develop.valueAfter ?? 0,
        }),
    rule: rule('detroit-development'),
    companies: develop.incomeChanges.map((change) => idOf(change.company)),
  };
}

function wabashEvent(ctx: CeContext): GameEvent {
  const wabash = COMPANIES.findIndex((c) => c.id === 'wabash');
  return {
    kind: 'wabash',
    text: agree(
      ctx.players[ctx.auctionOpener ?? ctx.currentPlayer] ?? 'the current player',
      'The Wabash opens: a free locomotive on Fort Wayne gives it an income of {income}; {who} offer its first share.',
      'The Wabash opens: a free locomotive on Fort Wayne gives it an income of {income}; {who} offers its first share.',
      { income: ctx.income[wabash] ?? 0 },
    ),
    rule: rule('opening-the-wabash'),
    companies: ['wabash'],
  };
}

/** Who took the share of the auction just over, and for how much (nobody bid: said so). */
function auctionEvent(ctx: CeContext, sale: AuctionRecord): GameEvent {
  const who = sale.winner === null ? '' : (ctx.players[sale.winner] ?? `Seat ${sale.winner}`);
  const values = { company: short(sale.company), price: money(sale.price) };
  const companies = [idOf(sale.company)];
  if (sale.winner === null)
    return {
      kind: 'auction',
      text: message('Nobody bid on the {company} share; it stays unsold.', values),
      rule: rule('unsold-share'),
      companies,
    };
  const free = sale.price === 0;
  return {
    kind: 'auction',
    text: free
      ? agree(
          who,
          'Nobody bid: {who} take the {company} share for nothing.',
          'Nobody bid: {who} takes the {company} share for nothing.',
          values,
        )
      : agree(
          who,
          '{who} win the {company} share for {price}.',
          '{who} wins the {company} share for {price}.',
          values,
        ),
    rule: rule(free ? 'unclaimed-opening-share' : 'winning-the-auction'),
    seats: [sale.winner],
    companies,
  };
}

/** The opening auctions are over: the first turn of the game proper. */
function firstTurnEvent(ctx: CeContext): GameEvent {
  return {
    kind: 'phase',
    text: agree(
      ctx.players[ctx.currentPlayer] ?? `Seat ${ctx.currentPlayer}`,
      'The opening auctions are over. {who} take the first turn (holder of the PRR share).',
      'The opening auctions are over. {who} takes the first turn (holder of the PRR share).',
    ),
    rule: rule('starting-player'),
  };
}

export function describeEvents(
  steps: readonly ChicagoExpressState[],
  _move: CeMove,
  _viewer: Viewer,
): GameEvent[] {
  const events: GameEvent[] = [];
  for (let i = 1; i < steps.length; i++) {
    const before = steps[i - 1]!.context;
    const ctx = steps[i]!.context;
    if (ctx.lastAuction && ctx.lastAuction !== before.lastAuction)
      events.push(auctionEvent(ctx, ctx.lastAuction));
    if (ctx.openingIndex >= OPENING_ORDER.length && before.openingIndex < OPENING_ORDER.length)
      events.push(firstTurnEvent(ctx));
    if (ctx.lastDividend && ctx.lastDividend !== before.lastDividend)
      events.push(...dividendEvents(ctx, ctx.lastDividend));
    if (ctx.wabashOpen && !before.wabashOpen) events.push(wabashEvent(ctx));
    if (ctx.lastDevelop !== before.lastDevelop && ctx.lastDevelop?.kind === 'detroit')
      events.push(detroitEvent(ctx.lastDevelop));
  }
  return events;
}
