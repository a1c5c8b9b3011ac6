/**
 * The automatic events of a Last Spike move, from the public log the effects write: a land
 * grant taken, a route completed with each city's payout per player, the last spike's bonus, a
 * bankruptcy. The log never names a hidden tile, so every viewer reads the same.
 */
import type { GameEvent, Viewer } from '../../core/game-definition.js';
import { agree, amountList, message, money, signedMoney } from '../../core/messages.js';
import { CITY_BY_ID, ROUTE_BY_LETTER, type RouteLetter } from './data/index.js';
import type { LastSpikeState } from './state.js';
import type { LogEntry, LsContext, LsMove } from './types.js';

const routeName = (letter: RouteLetter) => {
  const r = ROUTE_BY_LETTER[letter];
  return `${CITY_BY_ID[r.east].name}–${CITY_BY_ID[r.west].name}`;
};

function routeEvent(ctx: LsContext, route: RouteLetter, entries: readonly LogEntry[]): GameEvent {
  const payouts = entries.filter(
    (e): e is Extract<LogEntry, { kind: 'payout' }> => e.kind === 'payout' && e.route === route,
  );
  const seats = [...new Set(payouts.map((p) => p.seat))];
  return {
    kind: 'payout',
    text: message(
      '{route} is complete: {count, plural, =0 {nobody holds land there, so nobody is paid.} other {{payouts}.}}',
      {
        route: routeName(route),
        count: payouts.length,
        payouts: amountList(
          payouts.map((p) =>
            message('{who} {amount} ({city} ×{cards})', {
              who: ctx.players[p.seat] ?? `Seat ${p.seat}`,
              amount: signedMoney(p.amount),
              city: CITY_BY_ID[p.city].name,
              cards: p.cards,
            }),
          ),
        ),
      },
    ),
    rule: 'last-spike:payout-amounts',
    seats,
    companies: [...new Set(payouts.map((p) => p.city))],
  };
}

export function describeEvents(
  steps: readonly LastSpikeState[],
  _move: LsMove,
  _viewer: Viewer,
): GameEvent[] {
  const before = steps[0]!.context;
  const after = steps[steps.length - 1]!.context;
  const entries = after.log.slice(before.log.length);
  const name = (seat: number) => after.players[seat] ?? `Seat ${seat}`;
  const events: GameEvent[] = [];
  for (const e of entries) {
    if (e.kind === 'grant')
      events.push({
        kind: 'grant',
        text: agree(
          name(e.seat),
          '{who} take the {city} land grant.',
          '{who} takes the {city} land grant.',
          {
            city: CITY_BY_ID[e.city].name,
          },
        ),
        rule: 'last-spike:claiming-a-land-grant',
        seats: [e.seat],
        companies: [e.city],
      });
    if (e.kind === 'complete') events.push(routeEvent(after, e.route, entries));
    if (e.kind === 'bonus')
      events.push({
        kind: 'bonus',
        text: message('{who} drove the last spike: bonus {amount}.', {
          who: name(e.seat),
          amount: money(e.amount),
        }),
        rule: 'last-spike:last-spike-bonus',
        seats: [e.seat],
      });
  }
  return events;
}
