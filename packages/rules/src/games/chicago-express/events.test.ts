import { describe, expect, it } from 'vitest';
import { GameSession } from '../../core/session.js';
import { simulate } from '../../core/bot-play.js';
import type { GameRecord } from '../../core/record.js';
import { COMPANIES } from './data/companies.js';
import { fixtures } from './fixtures/index.js';
import { chicagoExpress } from './index.js';
import type { ChicagoExpressState } from './state.js';

const players = ['Ada', 'You', 'Cy'];

function playedSession(seed: string): GameSession {
  const { record } = simulate(chicagoExpress, { players, seed });
  const opened = GameSession.open(chicagoExpress, record);
  if (!opened.ok) throw new Error(opened.message);
  return opened.session;
}

/** "Ada +$12" pairs out of an event's text. */
function amounts(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const [, who, amount] of text.matchAll(/(\w+) \+\$(\d+)/g))
    found.set(who!, (found.get(who!) ?? 0) + Number(amount));
  return found;
}

describe('Chicago Express automatic events in the history', () => {
  it('chicago-express:general-dividend — each paying company is an entry with every shareholder’s amount, as paid', () => {
    const session = playedSession('events-1');
    const history = session.history('all');
    const withDividend = history.filter((h) => h.events.some((e) => e.kind === 'dividend'));
    expect(withDividend.length).toBeGreaterThan(0);
    for (const entry of withDividend) {
      const after = session.stateAfter(entry.index + 1) as ChicagoExpressState;
      const paid = after.context.lastDividend!.payments.filter((p) => p.paid && p.total > 0);
      const events = entry.events.filter((e) => e.kind === 'dividend');
      expect(events.map((e) => e.companies)).toEqual(paid.map((p) => [COMPANIES[p.company]!.id]));
      paid.forEach((payment, i) => {
        const expected = new Map(
          payment.payouts.flatMap((amount, seat) => (amount > 0 ? [[players[seat]!, amount]] : [])),
        );
        expect(amounts(events[i]!.text)).toEqual(expected);
        expect(events[i]!.text).toContain(`pays $${payment.perShare} a share`);
        expect(events[i]!.seats).toEqual([...expected.keys()].map((n) => players.indexOf(n)));
      });
    }
  });

  it('chicago-express:detroit-development — Detroit’s growth follows every general dividend that does not end the game', () => {
    const history = playedSession('events-2').history('all');
    for (const entry of history) {
      const dividend = entry.events.findIndex((e) => e.kind === 'dividend');
      if (dividend < 0) continue;
      const ended = entry.events.some((e) => e.kind === 'game-end');
      const detroit = entry.events.findIndex((e) => e.kind === 'detroit');
      if (ended) expect(detroit).toBe(-1);
      else {
        expect(detroit).toBeGreaterThan(dividend);
        expect(entry.events[detroit]!.text).toMatch(/^Detroit (grows from \d+ to \d+|stays at 8)/);
      }
    }
  });

  it('chicago-express:end-conditions — the last move ends with a game-end entry naming the reason and the winner', () => {
    const session = playedSession('events-3');
    const history = session.history('all');
    const last = history[history.length - 1]!;
    const end = last.events[last.events.length - 1]!;
    const result = session.result()!;
    expect(end.kind).toBe('game-end');
    expect(end.text).toContain(result.reason);
    expect(end.text).toContain(players[result.winners[0]!]!);
    expect(end.rule).toBe(result.rule);
    // No earlier entry says the game is over.
    expect(history.slice(0, -1).some((h) => h.events.some((e) => e.kind === 'game-end'))).toBe(
      false,
    );
  });

  it('chicago-express:opening-the-wabash — the Wabash opening speaks to a player named You in the second person', () => {
    const fixture = fixtures.find((f) => f.example === 'wabash-opening')!;
    const record = fixture.record as GameRecord;
    const opened = GameSession.open(chicagoExpress, {
      ...record,
      players: record.players.map((name) => (name === 'Attila' ? 'You' : name)),
    });
    if (!opened.ok) throw new Error(opened.message);
    const wabash = opened.session
      .history('spectator')
      .flatMap((h) => h.events)
      .find((e) => e.kind === 'wabash')!;
    expect(wabash.text).toMatch(/; You offer its first share\.$/);
  });

  it('chicago-express:opening-the-wabash — the Chicago dividend and the Wabash opening are entries of the move that reached Chicago', () => {
    const fixture = fixtures.find((f) => f.example === 'wabash-opening')!;
    const opened = GameSession.open(chicagoExpress, fixture.record as GameRecord);
    if (!opened.ok) throw new Error(opened.message);
    const history = opened.session.history('spectator');
    const kinds = history.flatMap((h) => h.events.map((e) => e.kind));
    expect(kinds).toContain('chicago-dividend');
    const entry = history.find((h) => h.events.some((e) => e.kind === 'wabash'))!;
    const order = entry.events.map((e) => e.kind);
    expect(order.indexOf('chicago-dividend')).toBeLessThan(order.indexOf('wabash'));
    const wabash = entry.events.find((e) => e.kind === 'wabash')!;
    expect(wabash.text).toMatch(
      /The Wabash opens: .* income of 1; Attila offers its first share\./,
    );
    const chicago = entry.events.find((e) => e.kind === 'chicago-dividend')!;
    expect(chicago.text).toMatch(/^Chicago dividend: B&O reached Chicago and pays \$\d+ a share: /);
    expect(chicago.rule).toBe('chicago-express:chicago-dividend');
  });

  it('chicago-express:course-of-play — moves read with grammar: "You bid", "an NYC share"', () => {
    const state = chicagoExpress.createGame({ players, seed: 'grammar' });
    const you = chicagoExpress.describeMove(
      { type: 'auction.bid', player: 1, amount: 8 },
      state,
      'all',
    );
    const ada = chicagoExpress.describeMove(
      { type: 'auction.bid', player: 0, amount: 8 },
      state,
      'all',
    );
    expect(you).toBe('You bid $8 for PRR.');
    expect(ada).toBe('Ada bids $8 for PRR.');
    expect(
      chicagoExpress.describeMove(
        { type: 'auction.offer', player: 0, company: 'nyc' },
        state,
        'all',
      ),
    ).toBe('Ada puts an NYC share up for auction.');
    expect(
      chicagoExpress.describeMove(
        { type: 'auction.offer', player: 1, company: 'prr' },
        state,
        'all',
      ),
    ).toBe('You put a PRR share up for auction.');
  });

  it('chicago-express:end-conditions — when several end conditions hold at once the result names them all', () => {
    const session = playedSession('events-4');
    const ended = session.state as ChicagoExpressState;
    const both = {
      ...ended,
      context: {
        ...ended.context,
        endReasons: ['Detroit has reached 8', 'a company has no locomotive left'],
      },
    } as ChicagoExpressState;
    expect(chicagoExpress.result(both)!.reason).toContain(
      'because Detroit has reached 8 and a company has no locomotive left.',
    );
  });
  it('chicago-express:winning-the-auction — every finished auction is an entry naming who took the share and the price paid', () => {
    const session = playedSession('events-1');
    const history = session.history('all');
    let told = 0;
    for (const entry of history) {
      const before = session.stateAfter(entry.index) as ChicagoExpressState;
      const after = session.stateAfter(entry.index + 1) as ChicagoExpressState;
      const sale = after.context.lastAuction;
      const events = entry.events.filter((e) => e.kind === 'auction');
      if (!sale || sale === before.context.lastAuction) {
        expect(events).toEqual([]);
        continue;
      }
      told++;
      const company = COMPANIES[sale.company]!;
      expect(events).toHaveLength(1);
      expect(events[0]!.companies).toEqual([company.id]);
      if (sale.winner === null) expect(events[0]!.text).toContain('Nobody bid');
      else {
        const who = players[sale.winner]!;
        const verb = sale.price === 0 ? 'take' : 'win';
        const price = sale.price === 0 ? 'nothing' : `$${sale.price}`;
        expect(events[0]!.text).toContain(
          `${who} ${who === 'You' ? verb : `${verb}s`} the ${company.short} share for ${price}.`,
        );
        expect(events[0]!.seats).toEqual([sale.winner]);
        // The winner's holding grew by the share the entry names.
        expect(after.context.holdings[sale.winner]![sale.company]).toBe(
          before.context.holdings[sale.winner]![sale.company]! + 1,
        );
      }
    }
    // The four opening auctions at least.
    expect(told).toBeGreaterThanOrEqual(4);
  });

  it('chicago-express:starting-player — the end of the opening auctions is told once, naming the PRR holder as first to act', () => {
    const session = playedSession('events-2');
    const history = session.history('all');
    const told = history.filter((h) => h.events.some((e) => e.kind === 'phase'));
    expect(told).toHaveLength(1);
    const after = session.stateAfter(told[0]!.index + 1) as ChicagoExpressState;
    const first = after.context.currentPlayer;
    expect(after.context.holdings[first]![0]).toBeGreaterThan(0);
    const text = told[0]!.events.find((e) => e.kind === 'phase')!.text;
    expect(text).toContain(`The opening auctions are over. ${players[first]} take`);
    // It comes after the fourth opening auction's sale, in the same move.
    const kinds = told[0]!.events.map((e) => e.kind);
    expect(kinds.indexOf('auction')).toBeLessThan(kinds.indexOf('phase'));
  });
});
