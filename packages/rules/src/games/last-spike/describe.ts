/** One line of English per move, told as the viewer may know it (a draw names its tile only to the drawer). */
import { message, money, personOf, sentence } from '../../core/messages.js';
import type { Viewer } from '../../core/game-definition.js';
import {
  CARD_BY_ID,
  CITY_BY_ID,
  ROUTE_BY_LETTER,
  SPACE_BY_CODE,
  isCardId,
  isCityId,
  isTileCode,
  type RouteLetter,
} from './data/index.js';
import * as fx from './effects.js';
import { layCost, salePrice } from './rules.js';
import type { LastSpikeState } from './state.js';
import type { LogEntry, LsContext, LsMove } from './types.js';

const routeName = (letter: RouteLetter) => {
  const r = ROUTE_BY_LETTER[letter];
  return `${CITY_BY_ID[r.east].name}–${CITY_BY_ID[r.west].name}`;
};

/** The routes a lay completes (their payouts, grants and bonus are history events of their own). */
function consequences(entries: readonly LogEntry[], person: 'second' | 'third'): string {
  const parts = entries.flatMap((e) =>
    e.kind === 'complete'
      ? [
          message('{person, select, second {complete} other {completes}} {route}', {
            person,
            route: routeName(e.route),
          }),
        ]
      : [],
  );
  return parts.length > 0 ? `; ${parts.join('; ')}` : '';
}

/** "lays E1 on …" (or "lay" after "You"), with what the lay completes. */
function layLine(
  ctx: LsContext,
  seat: number,
  tile: string,
  cost: number,
  person: 'second' | 'third',
): string {
  const { detached } = layCost(ctx, tile);
  const after = fx.layTile(ctx, seat, tile, cost);
  const space = SPACE_BY_CODE[tile]!;
  return message(
    '{person, select, second {lay} other {lays}} {tile} on {route} for {cost}{detached, select, yes { (detached: double cost)} other {}}{rest}',
    {
      person,
      tile,
      route: routeName(space.route),
      cost: money(cost),
      detached: detached ? 'yes' : 'no',
      rest: consequences(after.log!.slice(ctx.log.length), person),
    },
  );
}

export function describeMove(move: LsMove, state: LastSpikeState, viewer: Viewer): string {
  const ctx = state.context;
  const who = ctx.players[move.player] ?? `Seat ${move.player}`;
  switch (move.type) {
    case 'tile.lay': {
      if (!isTileCode(move.tile)) return sentence(who, `lay ${move.tile}.`, `lays ${move.tile}.`);
      const { cost } = layCost(ctx, move.tile);
      if (cost > (ctx.cash[move.player] ?? 0))
        return sentence(
          who,
          `choose ${move.tile} (${money(cost)}) and must sell land to pay for it.`,
          `chooses ${move.tile} (${money(cost)}) and must sell land to pay for it.`,
        );
      return `${who} ${layLine(ctx, move.player, move.tile, cost, personOf(who))}.`;
    }
    case 'land.sell': {
      if (!isCardId(move.card)) return sentence(who, `sell ${move.card}.`, `sells ${move.card}.`);
      const card = CARD_BY_ID[move.card]!;
      const sold = { ...ctx, ...fx.sellLand(ctx, move.player, move.card) };
      const sale = `${CITY_BY_ID[card.city].name} land (price ${money(card.price)}) to the bank for ${money(salePrice(card.price))}`;
      const line = sentence(who, `sell ${sale}`, `sells ${sale}`);
      if (ctx.pending && sold.cash[move.player]! >= ctx.pending.cost)
        return `${line}, then ${layLine(sold, move.player, ctx.pending.tile, ctx.pending.cost, personOf(who))}.`;
      return `${line}.`;
    }
    case 'land.buy': {
      // Own-property lookups only: a name such as "constructor" is no city.
      const city = isCityId(move.city) ? move.city : null;
      const top = city ? ctx.piles[city][0] : undefined;
      const price = top === undefined ? 0 : CARD_BY_ID[`${city}-${top}`]!.price;
      const land = `${city ? CITY_BY_ID[city].name : move.city} land for ${money(price)}.`;
      return sentence(who, `buy ${land}`, `buys ${land}`);
    }
    case 'land.decline':
      return sentence(who, 'buy no land.', 'buys no land.');
    case 'tile.draw': {
      const tile = ctx.supply[0];
      const knows = viewer === 'all' || viewer === move.player;
      return tile !== undefined && knows
        ? sentence(who, `draw ${tile}.`, `draws ${tile}.`)
        : sentence(who, 'draw a tile.', 'draws a tile.');
    }
    case 'bankruptcy.declare':
      return sentence(
        who,
        `cannot pay for any tile and go bankrupt: ${ctx.hands[move.player]!.length} tiles go back into the supply, cash and land to the bank, land grants out of the game.`,
        `cannot pay for any tile and goes bankrupt: ${ctx.hands[move.player]!.length} tiles go back into the supply, cash and land to the bank, land grants out of the game.`,
      );
    default:
      return `${who}: ${(move as { type: string }).type}`;
  }
}
