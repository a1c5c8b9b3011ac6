import { describe, expect, it } from 'vitest';
import { GameSession } from '../../core/session.js';
import { simulate } from '../../core/bot-play.js';
import { COMPANIES } from './data/companies.js';
import { americanRails } from './index.js';
import { endConditions, endOfGame } from './rules.js';
import { pendingLabel } from './explain.js';
import { phaseOf } from './state.js';
import { applyMove } from '../../core/replay.js';
import type { AmericanRailsState } from './state.js';

const players = ['Ada', 'You', 'Cy'];

describe('American Rails automatic events in the history', () => {
  it('american-rails:dividend-per-share — each paying company is an entry with every shareholder’s amount', () => {
    const { record } = simulate(americanRails, { players, seed: 'ar-events' });
    const opened = GameSession.open(americanRails, record);
    if (!opened.ok) throw new Error(opened.message);
    const session = opened.session;
    const entries = session
      .history('all')
      .filter((h) => h.events.some((e) => e.kind === 'dividend'));
    // Seven rounds, seven dividend phases.
    expect(entries).toHaveLength(7);
    for (const entry of entries) {
      const after = session.stateAfter(entry.index + 1) as AmericanRailsState;
      const paying = after.context.last.dividends!.filter((p) => p.payouts.some((a) => a > 0));
      const events = entry.events.filter((e) => e.kind === 'dividend');
      expect(events).toHaveLength(paying.length);
      paying.forEach((payment, i) => {
        const text = events[i]!.text;
        expect(
          text.startsWith(
            `Dividend: ${COMPANIES[payment.company]!.name} pays $${payment.perShare} a share: `,
          ),
        ).toBe(true);
        payment.payouts.forEach((amount, seat) => {
          if (amount > 0) expect(text).toContain(`${players[seat]} +$${amount} (`);
        });
      });
    }
    const last = session.history('all').at(-1)!;
    expect(last.events.at(-1)!.kind).toBe('game-end');
    expect(last.events.at(-1)!.text).toContain('the game ends after seven rounds');
  });

  it('american-rails:share-auction-bidding — every share offered ends in one entry: who won it and for how much, or that nobody bid', () => {
    const { record } = simulate(americanRails, { players, seed: 'ar-events' });
    const opened = GameSession.open(americanRails, record);
    if (!opened.ok) throw new Error(opened.message);
    const session = opened.session;
    const history = session.history('all');
    const offers = history.filter((h) => h.move.type === 'auction.offer').length;
    const told = history.flatMap((h) =>
      h.events.filter((e) => e.kind === 'auction').map((e) => ({ entry: h, event: e })),
    );
    expect(offers).toBeGreaterThan(0);
    expect(told).toHaveLength(offers);
    for (const { entry, event } of told) {
      // Only a bid or a pass ends an auction.
      expect(['auction.bid', 'auction.pass']).toContain(entry.move.type);
      const won = /^(\w+) wins? the (.+) share for \$(\d+)\.$/.exec(event.text);
      if (!won) {
        expect(event.text).toMatch(/^Nobody bid on the .+ share; it leaves the game\.$/);
        continue;
      }
      const seat = players.indexOf(won[1]!);
      const company = COMPANIES.findIndex((c) => c.name === won[2]);
      const before = session.stateAfter(entry.index) as AmericanRailsState;
      const after = session.stateAfter(entry.index + 1) as AmericanRailsState;
      expect(event.seats).toEqual([seat]);
      expect(after.context.last.sale).toEqual({ company, seat, price: Number(won[3]) });
      expect(before.context.auction?.item).toBe(company);
    }
  });

  it('american-rails:end-of-the-opening-round — the start of the first round is told once, naming who acts first', () => {
    const { record } = simulate(americanRails, { players, seed: 'ar-events' });
    const opened = GameSession.open(americanRails, record);
    if (!opened.ok) throw new Error(opened.message);
    const session = opened.session;
    const told = session.history('all').filter((h) => h.events.some((e) => e.kind === 'phase'));
    expect(told).toHaveLength(1);
    const before = session.stateAfter(told[0]!.index) as AmericanRailsState;
    const after = session.stateAfter(told[0]!.index + 1) as AmericanRailsState;
    expect([before.context.clock.round, after.context.clock.round]).toEqual([0, 1]);
    const first = players[after.context.clock.phaseOrder[0]!]!;
    expect(told[0]!.events.find((e) => e.kind === 'phase')!.text).toContain(
      `the first round begins. ${first} act`,
    );
  });

  it('american-rails:optional-end-all-shares-gone — when several end conditions hold at once the result names them all', () => {
    const { state } = simulate(americanRails, { players, seed: 'ar-ends' });
    const ended = state as AmericanRailsState;
    const ctx = {
      ...ended.context,
      setup: {
        ...ended.context.setup,
        options: {
          ...ended.context.setup.options,
          endWhenSharesGone: true,
          endWhenSuppliesLow: true,
        },
      },
      companies: ended.context.companies.map((c) => ({ ...c, sharesUnsold: 0, supply: 1 })),
    };
    expect(endConditions(ctx).map((c) => c.rule)).toEqual([
      'american-rails:game-ends-after-1857',
      'american-rails:optional-end-all-shares-gone',
      'american-rails:optional-end-track-supplies-running-out',
    ]);
    const reason = endOfGame(ctx)!.reason;
    expect(reason).toMatch(/^3 end conditions hold at once: /);
    expect(reason).toContain('seven rounds');
    expect(reason).toContain('No share is left');
    expect(reason).toContain('2 or fewer cubes');
    // One condition alone reads as before.
    expect(endOfGame(ended.context)!.reason).toBe(
      'The 1857 round is over: the game ends after seven rounds.',
    );
  });

  it('american-rails:auction-a-share — an offer reads "an American share"; a seat named You reads "You bid"', () => {
    const state = americanRails.createGame({ players, seed: 'grammar' });
    expect(
      americanRails.describeMove(
        { type: 'auction.offer', player: 0, company: 'american' },
        state,
        'all',
      ),
    ).toBe('Ada puts an American share up for auction.');
    expect(
      americanRails.describeMove({ type: 'auction.bid', player: 1, amount: 4 }, state, 'all'),
    ).toBe('You bid $4.');
  });

  it('american-rails:auction-a-share — what the game waits for reads with grammar: "You bid or pass on an American share"', () => {
    const start = americanRails.createGame({ players: ['You', 'Ada', 'Cy'], seed: 'wait' });
    expect(pendingLabel(start.context, phaseOf(start))).toBe(
      'You choose a share to auction (opening auctions)',
    );
    const offered = applyMove(americanRails, start, {
      type: 'auction.offer',
      player: 0,
      company: 'american',
    });
    if (!offered.ok) throw new Error(offered.error.reason);
    const state = offered.state as AmericanRailsState;
    expect(pendingLabel(state.context, phaseOf(state))).toBe(
      'You bid or pass on an American share',
    );
  });
});
