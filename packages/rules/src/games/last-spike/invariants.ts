/**
 * Invariants that hold after every event: every tile and card is in exactly one place, cash is
 * never negative and is conserved against the bank's ledger, no city's land is owned before its
 * grant, a route holds 0–4 tiles and the completed list matches the board.
 */
import { conserved, equal, nonNegative, withInvariants } from '../../core/invariants.js';
import { lastSpike } from './index.js';
import {
  CARD_COUNT,
  CARD_BY_ID,
  CITY_IDS,
  ROUTES,
  STEP,
  TILE_CODES,
  TILE_COUNT,
  startingCash,
} from './data/index.js';
import { ALL_CARD_IDS, isGrantClaimed, isRouteComplete } from './rules.js';
import type { LsContext } from './types.js';

export function invariantViolations(ctx: LsContext): string[] {
  const out: string[] = [];
  const n = ctx.players.length;
  // Tiles: board + hands + supply + set-aside = 48, each exactly once.
  const tiles = [...Object.keys(ctx.board), ...ctx.hands.flat(), ...ctx.supply, ...ctx.setAside];
  out.push(
    ...conserved('tiles', TILE_COUNT, {
      board: Object.keys(ctx.board).length,
      hands: ctx.hands.flat().length,
      supply: ctx.supply.length,
      setAside: ctx.setAside.length,
    }),
  );
  const tileSet = new Set(tiles);
  if (tileSet.size !== tiles.length) out.push('a tile is in two places');
  for (const code of TILE_CODES) if (!tileSet.has(code)) out.push(`tile ${code} is nowhere`);
  if (n === 2 ? ctx.setAside.length !== 1 : ctx.setAside.length !== 0)
    out.push(`set-aside holds ${ctx.setAside.length} tiles with ${n} players`);
  for (let seat = 0; seat < n; seat++)
    for (const tile of ctx.known[seat]!)
      if (!ctx.hands[seat]!.includes(tile))
        out.push(`known tile ${tile} is not in seat ${seat}'s hand`);
  if (ctx.pending && !ctx.hands[ctx.current]!.includes(ctx.pending.tile))
    out.push(`the chosen tile ${ctx.pending.tile} is not in the hand of seat ${ctx.current}`);
  // Cards: held + piles + removed grants = 45, each exactly once.
  const held = ctx.holdings.flat();
  const inPiles = CITY_IDS.flatMap((city) => ctx.piles[city].map((rank) => `${city}-${rank}`));
  out.push(
    ...conserved('land cards', CARD_COUNT, {
      held: held.length,
      piles: inPiles.length,
      removedGrants: ctx.removedGrants.length,
    }),
  );
  const cards = [...held, ...inPiles, ...ctx.removedGrants];
  if (new Set(cards).size !== cards.length) out.push('a land card is in two places');
  for (const id of ALL_CARD_IDS) if (!cards.includes(id)) out.push(`land card ${id} is nowhere`);
  for (const id of ctx.removedGrants)
    if (!CARD_BY_ID[id]?.grant) out.push(`${id} was removed from the game but is not a grant`);
  for (const city of CITY_IDS) {
    const pile = ctx.piles[city];
    if (pile.some((rank, i) => i > 0 && pile[i - 1]! >= rank))
      out.push(`the ${city} pile is not in price order`);
    const owned = held.some((id) => CARD_BY_ID[id]!.city === city && !CARD_BY_ID[id]!.grant);
    if (owned && !isGrantClaimed(ctx, city)) out.push(`${city} land is owned before its grant`);
  }
  // Cash: never negative, whole chips, conserved against the bank's ledger.
  for (let seat = 0; seat < n; seat++) {
    out.push(...nonNegative(`cash of seat ${seat}`, ctx.cash[seat]!));
    if (ctx.cash[seat]! % STEP !== 0) out.push(`cash of seat ${seat} is not in $1,000 chips`);
    if (ctx.bankrupt[seat] !== null && (ctx.cash[seat] !== 0 || ctx.holdings[seat]!.length > 0))
      out.push(`bankrupt seat ${seat} still holds cash or land`);
  }
  out.push(
    ...conserved(
      'cash against the ledger',
      n * startingCash(n) + ctx.ledger.paid - ctx.ledger.received,
      Object.fromEntries(ctx.cash.map((c, seat) => [`seat ${seat}`, c])),
    ),
  );
  // Routes: completed exactly when all 4 spaces are laid, each once.
  const complete = ROUTES.filter((r) => isRouteComplete(ctx, r.letter)).map((r) => r.letter);
  out.push(...equal('completed routes', [...ctx.completed].sort(), complete.sort()));
  if (ctx.bankrupt[ctx.current] !== null && ctx.end === null)
    out.push(`seat ${ctx.current} is at turn while bankrupt`);
  return out;
}

/**
 * Last Spike with these invariants, for the tests and the CLI. The definition itself
 * (`index.ts`) leaves them out: browsers never check invariants, so they never load this file.
 */
export const checkedLastSpike = withInvariants(lastSpike, (state) =>
  invariantViolations(state.context),
);
