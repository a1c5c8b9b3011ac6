/** The invariants of Wild West Express, checked after every move by the tests and the CLI. */
import { conserved, nonNegative, withInvariants } from '../../core/invariants.js';
import { wildWestExpress } from './index.js';
import { NEIGHBOURS, NODE_INDEX } from './data/board.js';
import { TELEGRAMS } from './data/telegrams.js';
import { MAX_DYNAMITE_RUN, MAX_TRAINS, SUPPLY, capacity, dynamiteRun, nodeOf } from './rules.js';
import type { WweContext } from './types.js';

export function invariantViolations(ctx: WweContext): string[] {
  const out: string[] = [];
  const n = ctx.players.length;
  ctx.cash.forEach((c, seat) => out.push(...nonNegative(`cash of seat ${seat}`, c)));
  out.push(
    ...conserved(
      'money',
      ctx.bankPaid - ctx.bankReceived,
      Object.fromEntries(ctx.cash.map((c, s) => [`seat ${s}`, c])),
    ),
  );
  for (let seat = 0; seat < n; seat++) {
    const own = ctx.trains.filter((t) => t.owner === seat).length;
    if (own > MAX_TRAINS) out.push(`seat ${seat} owns ${own} trains (at most ${MAX_TRAINS})`);
  }
  const small = ctx.trains.filter((t) => t.size === 'small').length;
  const large = ctx.trains.length - small;
  if (small > SUPPLY.smallTrains)
    out.push(`${small} small trains in play (box holds ${SUPPLY.smallTrains})`);
  if (large > SUPPLY.largeTrains)
    out.push(`${large} large trains in play (box holds ${SUPPLY.largeTrains})`);
  if (ctx.desperados.length > SUPPLY.desperados)
    out.push(`${ctx.desperados.length} desperados in play`);
  if (ctx.dynamite.length > SUPPLY.dynamite)
    out.push(`${ctx.dynamite.length} dynamite tokens in play`);
  const flags = ctx.stations.filter((o) => o >= 0).length;
  if (flags > SUPPLY.flags) out.push(`${flags} station flags in play`);
  if (ctx.stations.some((o) => !Number.isInteger(o) || o < -1 || o >= n))
    out.push('a station has an unknown owner');
  if (ctx.sheriffs.length !== SUPPLY.sheriffs) out.push('there must be exactly two sheriffs');
  const placed = ctx.sheriffs.filter((s): s is string => s !== null);
  if (new Set(placed).size !== placed.length) out.push('two sheriffs share a space');
  if (placed.some((s) => nodeOf(s).kind === 'city')) out.push('a sheriff stands in a town');
  for (const t of ctx.trains) {
    if (!(t.at in NODE_INDEX)) out.push(`${t.id} stands on unknown space ${t.at}`);
    if (t.cargo.length > capacity(t))
      out.push(`${t.id} carries ${t.cargo.length} tokens (capacity ${capacity(t)})`);
    if (
      nodeOf(t.at).kind !== 'city' &&
      (t.from === null || !NEIGHBOURS[NODE_INDEX[t.at]!]!.includes(NODE_INDEX[t.from]!))
    )
      out.push(`${t.id} on the track has no direction`);
  }
  const mined = ctx.dynamite.map((d) => d.at);
  if (new Set(mined).size !== mined.length) out.push('two dynamite tokens share a space');
  if (mined.some((s) => nodeOf(s).kind === 'city')) out.push('dynamite lies in a town');
  if (mined.some((s) => dynamiteRun(ctx, s) > MAX_DYNAMITE_RUN))
    out.push('more than three dynamite tokens lie next to each other');
  const cards = [
    ...ctx.deck,
    ...ctx.kept.flat().map((k) => k.card),
    ...ctx.competitions.flatMap((c) => (c ? [c.card] : [])),
    ...(ctx.pendingTelegram ? [ctx.pendingTelegram.card] : []),
  ];
  if (cards.length !== TELEGRAMS.length || new Set(cards).size !== TELEGRAMS.length)
    out.push(`telegrams not conserved: ${cards.length} cards, ${new Set(cards).size} distinct`);
  if (ctx.deckKnown < 0 || ctx.deckKnown > ctx.deck.length) out.push('deckKnown out of range');
  return out;
}

/**
 * Wild West Express with these invariants, for the tests and the CLI. The definition itself
 * (`index.ts`) leaves them out: browsers never check invariants, so they never load this file.
 */
export const checkedWildWestExpress = withInvariants(wildWestExpress, (state) =>
  invariantViolations(state.context),
);
