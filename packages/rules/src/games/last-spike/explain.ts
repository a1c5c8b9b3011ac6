/**
 * The one legality checker: `explainIllegal` and every machine guard call `explainInPhase`, so the
 * machine and the explanation cannot disagree. It never throws, whatever the move looks like.
 */
import type { IllegalMove } from '../../core/game-definition.js';
import { notTheirTurn } from '../../core/messages.js';
import { moveShapeChecker, type MoveFields } from '../../core/move-fields.js';
import { quote as describe } from '../../core/quote.js';
import { CARD_BY_ID, CITY_BY_ID, CITY_IDS, isCardId, isCityId, isTileCode } from './data/index.js';
import { isGrantClaimed, isPaidOut, layOptions, purchasingPower, topPrice } from './rules.js';
import { MOVE_TYPES, type LsContext } from './types.js';

/** Where the game waits for a player. Transient machine states never rest, so have no phase. */
export type Phase = 'drawFirst' | 'layTile' | 'raisingCash' | 'buyLand' | 'drawTile' | 'gameOver';

const R = (anchor: string) => `last-spike:${anchor}`;

/** The parameters each move type carries besides type and player; any other field is refused. */
const MOVE_FIELDS: MoveFields<(typeof MOVE_TYPES)[number]> = {
  'tile.lay': { tile: 'string' },
  'land.sell': { card: 'string' },
  'land.buy': { city: 'string' },
  'land.decline': {},
  'tile.draw': {},
  'bankruptcy.declare': {},
};

export const PHASES: Readonly<
  Record<Phase, { label: string; rule: string; accepts: readonly string[] }>
> = {
  drawFirst: {
    label: 'Empty hand: draw a tile before laying',
    rule: R('drawing-a-new-tile'),
    accepts: ['tile.draw'],
  },
  layTile: {
    label: 'Lay a tile',
    rule: R('laying-track'),
    accepts: ['tile.lay', 'bankruptcy.declare'],
  },
  raisingCash: {
    label: 'Sell land to pay for the tile',
    rule: R('forced-sale-to-the-bank'),
    accepts: ['land.sell'],
  },
  buyLand: {
    label: 'Buy one land card, or not',
    rule: R('buying-land'),
    accepts: ['land.buy', 'land.decline'],
  },
  drawTile: { label: 'Draw a tile', rule: R('drawing-a-new-tile'), accepts: ['tile.draw'] },
  gameOver: { label: 'Game over', rule: R('end-of-the-game'), accepts: [] },
};

const ill = (reason: string, anchor: string): IllegalMove => ({ reason, rule: R(anchor) });
const money = (n: number) => `$${n.toLocaleString('en-US')}`;

const checkShape = moveShapeChecker({
  game: 'Last Spike',
  fields: MOVE_FIELDS,
  moveRule: R('turn-sequence'),
  seatRule: R('turn-order'),
});

export function explainInPhase(ctx: LsContext, phase: Phase, input: unknown): IllegalMove | null {
  const malformed = checkShape(input, ctx.players.length);
  if (malformed) return malformed;
  const move = input as Record<string, unknown>;
  const type = move.type as string;
  const player = move.player as number;
  if (phase === 'gameOver')
    return ill('The game is over; no more moves can be made.', 'end-of-the-game');
  const info = PHASES[phase];
  if (!info.accepts.includes(type)) {
    if (type === 'land.buy' && phase === 'drawTile' && ctx.grantThisTurn)
      return ill(
        'You received a land grant this turn, so you may not also buy a land card.',
        'no-purchase-with-a-land-grant',
      );
    if (type === 'land.buy' && phase === 'drawTile')
      return ill(
        'One land card per turn: draw your tile to end the turn.',
        'one-land-card-per-turn',
      );
    if (type === 'land.sell' && phase !== 'raisingCash')
      return ill(
        'The bank buys land only to pay for a tile you are laying and cannot afford.',
        'land-the-bank-will-not-buy',
      );
    return ill(
      `${type} is not possible now: the game is at "${info.label}", which accepts ${info.accepts.join(', ')}.`,
      info.rule.slice('last-spike:'.length),
    );
  }
  if (player !== ctx.current)
    return ill(
      `${notTheirTurn(
        { name: ctx.players[ctx.current] ?? `seat ${ctx.current}`, seat: ctx.current },
        { name: ctx.players[player] ?? `seat ${player}`, seat: player },
      )}.`,
      'turn-order',
    );
  switch (type) {
    case 'tile.lay': {
      const tile = move.tile;
      if (!isTileCode(tile))
        return ill(
          `"tile" must be a tile code such as "A3", got ${describe(tile)}.`,
          'track-tile-codes',
        );
      const option = layOptions(ctx, player).find((o) => o.tile === tile);
      if (!option) return ill(`You do not hold tile ${tile}.`, 'laying-track');
      if (!option.affordable)
        return ill(
          `${tile} costs ${money(option.cost)}${option.detached ? ' (double: detached)' : ''}; your cash and the land the bank would buy come to only ${money(purchasingPower(ctx, player))}.`,
          'paying-for-track',
        );
      if (!option.legal)
        return ill(
          `${tile} lies away from any city and laid tile; under the rulebook's reading a tile may be laid at double cost only when none of your tiles can be laid next to a city or a tile.`,
          'detached-tiles-cost-double',
        );
      return null;
    }
    case 'bankruptcy.declare': {
      const can = layOptions(ctx, player).filter((o) => o.legal);
      if (can.length > 0)
        return ill(
          `You can still pay for ${can.map((o) => o.tile).join(', ')}: laying a tile is mandatory, and bankruptcy comes only when no tile can be paid for even after selling land.`,
          'bankruptcy',
        );
      return null;
    }
    case 'land.sell': {
      const card = move.card;
      if (!isCardId(card))
        return ill(
          `"card" must be a land card id such as "omaha-2", got ${describe(card)}.`,
          'selling-land',
        );
      if (!ctx.holdings[player]!.includes(card))
        return ill(`You do not hold ${card}.`, 'selling-land');
      const data = CARD_BY_ID[card]!;
      if (data.grant) return ill('The bank never buys a land grant.', 'land-the-bank-will-not-buy');
      if (isPaidOut(ctx, data.city))
        return ill(
          `${CITY_BY_ID[data.city].name} has made every payout it can; the bank will not buy its land.`,
          'land-the-bank-will-not-buy',
        );
      if (ctx.pending && ctx.cash[player]! >= ctx.pending.cost)
        return ill('You can already pay for the tile.', 'selling-several-cards');
      return null;
    }
    case 'land.buy': {
      const city = move.city;
      if (!isCityId(city))
        return ill(
          `"city" must be one of ${CITY_IDS.join(', ')}, got ${describe(city)}.`,
          'buying-land',
        );
      if (ctx.grantThisTurn)
        return ill(
          'You received a land grant this turn, so you may not also buy a land card.',
          'no-purchase-with-a-land-grant',
        );
      if (!isGrantClaimed(ctx, city))
        return ill(
          `Nobody has claimed the ${CITY_BY_ID[city].name} land grant yet; its land is not for sale before that.`,
          'land-is-for-sale-only-after-the-grant',
        );
      const price = topPrice(ctx, city);
      if (price === null) return ill(`No ${CITY_BY_ID[city].name} land is left.`, 'land-prices');
      if (price > ctx.cash[player]!)
        return ill(
          `The next ${CITY_BY_ID[city].name} card costs ${money(price)}; you have ${money(ctx.cash[player]!)} in cash.`,
          'land-prices',
        );
      return null;
    }
    case 'land.decline':
      return null;
    case 'tile.draw':
      if (ctx.supply.length === 0) return ill('The supply is empty.', 'drawing-a-new-tile');
      return null;
  }
  return ill(`Unknown move type ${describe(type)}.`, 'turn-sequence');
}
