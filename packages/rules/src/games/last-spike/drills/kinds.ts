/**
 * Last Spike drill kinds. Every answer comes from the rules' own functions (rules.ts,
 * effects.ts); the working repeats their arithmetic in words. Hands are hidden: a question
 * uses the learner's own hand and the public board only, never another seat's tiles or
 * (with hidden cash) another seat's cash.
 */
import { chooseAt } from '../../../core/drills/helpers.js';
import type { DrillKind, DrillPosition } from '../../../core/drills/types.js';
import { agree, listOf, message, money } from '../../../core/messages.js';
import {
  CARD_BY_ID,
  CITY_BY_ID,
  ROUTE_BY_LETTER,
  SPACES,
  SPACE_BY_CODE,
  type RouteLetter,
} from '../data/index.js';
import { layTile } from '../effects.js';
import {
  isRouteComplete,
  lastSpikeTiles,
  layCost,
  layOptions,
  purchasingPower,
  salePrice,
  sellableCards,
} from '../rules.js';
import { phaseOf, type LastSpikeState } from '../state.js';

type Kind = DrillKind<LastSpikeState>;
type At = DrillPosition<LastSpikeState>;
const R = (anchor: string) => `last-spike:${anchor}`;
const cityName = (city: string) => CITY_BY_ID[city as keyof typeof CITY_BY_ID].name;
const routeName = (letter: RouteLetter) => {
  const route = ROUTE_BY_LETTER[letter];
  return `${letter} (${cityName(route.east)}–${cityName(route.west)})`;
};
const spaceLabel = (code: string) => `${code}, route ${routeName(SPACE_BY_CODE[code]!.route)}`;
/** Every space, for answers chosen on the board. */
const ALL_SPACES = SPACES.map((s) => ({ id: s.code, label: spaceLabel(s.code) }));
const cardLabel = (id: string) => {
  const card = CARD_BY_ID[id]!;
  return message('{city} land ({price})', { city: cityName(card.city), price: money(card.price) });
};

/** The learner's turn to lay a tile, with its hand. */
function layTurn(at: At): readonly string[] | null {
  if (phaseOf(at.state) !== 'layTile') return null;
  const hand = at.state.context.hands[at.seat]!;
  return hand.length ? hand : null;
}

function layLine(at: At, tile: string): string {
  const { cost, detached } = layCost(at.state.context, tile);
  return message(
    '{tile}: {detached, select, yes {detached (no city or laid tile of its route next to it), twice {printed} = {cost}} other {next to a city or a laid tile, {cost}}}.',
    {
      tile,
      detached: detached ? 'yes' : 'no',
      printed: money(SPACE_BY_CODE[tile]!.cost),
      cost: money(cost),
    },
  );
}

export const layCostKind: Kind = {
  id: 'lay-cost',
  title: 'What laying a tile costs',
  rules: [R('paying-for-track'), R('detached-tiles-cost-double')],
  answer: 'number',
  ask(at) {
    const hand = layTurn(at);
    if (!hand) return null;
    const ctx = at.state.context;
    // Detached tiles make the better question; others when the hand has none.
    const detached = hand.filter((t) => layCost(ctx, t).detached);
    const tile = chooseAt(at, detached.length ? detached : hand)!;
    return {
      about: { space: tile },
      prompt: message('What would laying your tile {tile} cost now?', { tile }),
      ask: { type: 'number', unit: 'money' },
      answer: layCost(ctx, tile).cost,
      working: [
        message('Space {tile} has the printed cost {cost}.', {
          tile,
          cost: money(SPACE_BY_CODE[tile]!.cost),
        }),
        layLine(at, tile),
      ],
    };
  },
};

export const laySpacesKind: Kind = {
  id: 'lay-spaces',
  title: 'Which tiles of your hand may be laid',
  rules: [
    R('where-a-tile-may-be-laid'),
    R('detached-tiles-cost-double'),
    R('forced-sale-to-the-bank'),
  ],
  answer: 'places',
  ask(at) {
    if (!layTurn(at)) return null;
    const ctx = at.state.context;
    const options = layOptions(ctx, at.seat);
    const power = purchasingPower(ctx, at.seat);
    return {
      prompt: message('Your hand: {hand}. On which spaces may you lay one of them now?', {
        hand: listOf(options.map((o) => o.tile)),
      }),
      ask: { type: 'places', place: 'space', among: ALL_SPACES },
      answer: options.filter((o) => o.legal).map((o) => o.tile),
      working: [
        message('You can raise {power}: your cash plus what the bank pays for your land.', {
          power: money(power),
        }),
        ...options.map((o) =>
          message(
            '{line} {legal, select, yes {Allowed.} poor {Not allowed: you cannot raise that.} other {Not allowed: a detached tile only when no tile of the hand can be laid next to a city or a laid tile.}}',
            {
              line: layLine(at, o.tile),
              legal: o.legal ? 'yes' : !o.affordable ? 'poor' : 'detached',
            },
          ),
        ),
      ],
    };
  },
};

/**
 * A legal lay of the learner's hand that completes a route, and the payouts the engine's own
 * lay logs for it (a land grant claimed by this very tile counts).
 */
function completingLay(at: At) {
  if (!layTurn(at)) return null;
  const ctx = at.state.context;
  const completing = layOptions(ctx, at.seat).filter((o) => {
    if (!o.legal) return false;
    const route = SPACE_BY_CODE[o.tile]!.route;
    return isRouteComplete({ ...ctx, board: { ...ctx.board, [o.tile]: at.seat } }, route);
  });
  const lay = chooseAt(at, completing);
  if (!lay) return null;
  const update = layTile(ctx, at.seat, lay.tile, lay.cost);
  const payouts = update
    .log!.slice(ctx.log.length)
    .flatMap((e) => (e.kind === 'payout' ? [e] : []));
  return { lay, letter: SPACE_BY_CODE[lay.tile]!.route, payouts };
}

export const routePayoutKind: Kind = {
  id: 'route-payout',
  title: 'What a completed route pays',
  rules: [R('completing-a-route'), R('payout-amounts')],
  answer: 'number',
  ask(at) {
    const found = completingLay(at);
    if (!found) return null;
    const { lay, letter, payouts } = found;
    const answer = payouts.reduce((sum, p) => sum + p.amount, 0);
    const route = ROUTE_BY_LETTER[letter];
    return {
      move: { type: 'tile.lay', player: at.seat, tile: lay.tile },
      about: { space: lay.tile, route: letter },
      prompt: message(
        'If you lay {tile}, route {route} is complete. How much does the bank pay out for it, to all players together?',
        {
          tile: lay.tile,
          route: routeName(letter),
        },
      ),
      ask: { type: 'number', unit: 'money' },
      answer,
      working: [
        message(
          'A completed route pays every holder of land in its two cities, {east} and {west}, by how many cards of that city they hold.',
          {
            east: cityName(route.east),
            west: cityName(route.west),
          },
        ),
        ...payouts.map((p) =>
          agree(
            at.players[p.seat]!,
            '{city}: {who} hold {cards, plural, one {# card} other {# cards}} → {amount}.',
            '{city}: {who} holds {cards, plural, one {# card} other {# cards}} → {amount}.',
            { city: cityName(p.city), cards: p.cards, amount: money(p.amount) },
          ),
        ),
        ...(payouts.length === 0
          ? [message('Nobody holds land in either city: nothing is paid.')]
          : []),
        message('In all: {answer}.', { answer: money(answer) }),
      ],
    };
  },
};

export const routePayeesKind: Kind = {
  id: 'route-payees',
  title: 'Who a completed route pays',
  rules: [R('completing-a-route'), R('payouts')],
  answer: 'choice',
  ask(at) {
    const found = completingLay(at);
    if (!found) return null;
    const { lay, letter, payouts } = found;
    const route = ROUTE_BY_LETTER[letter];
    const paid = [...new Set(payouts.map((p) => p.seat))].sort((a, b) => a - b);
    return {
      move: { type: 'tile.lay', player: at.seat, tile: lay.tile },
      about: { space: lay.tile, route: letter },
      prompt: message('If you lay {tile}, route {route} is complete. Which players does it pay?', {
        tile: lay.tile,
        route: routeName(letter),
      }),
      ask: {
        type: 'choice',
        multiple: true,
        choices: at.players.map((name, seat) => ({ id: String(seat), label: name })),
      },
      answer: paid.map(String),
      working: [
        message(
          'A completed route pays whoever holds land in {east} or {west}; land ownership is public.',
          {
            east: cityName(route.east),
            west: cityName(route.west),
          },
        ),
        ...(paid.length
          ? [message('Holders: {who}.', { who: listOf(paid.map((s) => at.players[s]!)) })]
          : [message('Nobody holds land in either city: nobody is paid.')]),
      ],
    };
  },
};

export const salePriceKind: Kind = {
  id: 'sale-price',
  title: 'What the bank pays for land',
  rules: [R('half-price-rounded-up'), R('land-the-bank-will-not-buy')],
  answer: 'number',
  ask(at) {
    if (phaseOf(at.state) !== 'layTile' && phaseOf(at.state) !== 'raisingCash') return null;
    const card = chooseAt(at, sellableCards(at.state.context, at.seat));
    if (!card) return null;
    const price = CARD_BY_ID[card]!.price;
    const answer = salePrice(price);
    return {
      about: { card },
      prompt: message('If you sold your {card} to the bank, how much would it pay?', {
        card: cardLabel(card),
      }),
      ask: { type: 'number', unit: 'money' },
      answer,
      working: [
        message(
          'The bank pays half the printed price, rounded up to the next $1,000: {price} ÷ 2 = {half} → {answer}.',
          {
            price: money(price),
            half: money(price / 2),
            answer: money(answer),
          },
        ),
      ],
    };
  },
};

export const purchasingPowerKind: Kind = {
  id: 'purchasing-power',
  title: 'How much you can raise for track',
  rules: [
    R('forced-sale-to-the-bank'),
    R('land-the-bank-will-not-buy'),
    R('half-price-rounded-up'),
  ],
  answer: 'number',
  ask(at) {
    if (!layTurn(at)) return null;
    const ctx = at.state.context;
    const cards = sellableCards(ctx, at.seat);
    if (cards.length === 0) return null;
    const answer = purchasingPower(ctx, at.seat);
    const kept = ctx.holdings[at.seat]!.filter((id) => !cards.includes(id));
    return {
      prompt: message(
        'How much could you pay for a tile this turn, selling land to the bank if you must?',
      ),
      ask: { type: 'number', unit: 'money' },
      answer,
      working: [
        message('Your cash: {cash}.', { cash: money(ctx.cash[at.seat]!) }),
        ...cards.map((id) =>
          message('{card}: the bank pays {sale}.', {
            card: cardLabel(id),
            sale: money(salePrice(CARD_BY_ID[id]!.price)),
          }),
        ),
        ...(kept.length
          ? [
              message(
                'The bank will not buy {cards}: land grants, and land of cities whose routes are all complete.',
                {
                  cards: listOf(kept.map(cardLabel)),
                },
              ),
            ]
          : []),
        message('In all: {answer}.', { answer: money(answer) }),
      ],
    };
  },
};

export const lastSpikeSpacesKind: Kind = {
  id: 'last-spike-spaces',
  title: 'Where the last spike can go',
  rules: [R('the-last-spike'), R('last-spike-bonus')],
  answer: 'places',
  ask(at) {
    if (!layTurn(at)) return null;
    const ctx = at.state.context;
    const answer = lastSpikeTiles(ctx);
    if (answer.length === 0) return null;
    return {
      prompt: message(
        'The game ends when a tile joins St. Louis to Sacramento by completed routes. On which empty spaces would a tile do that now?',
      ),
      ask: { type: 'places', place: 'space', among: ALL_SPACES },
      answer,
      working: [
        message('Completed routes: {routes}.', { routes: listOf(ctx.completed.map(routeName)) }),
        ...answer.map((code) =>
          message(
            '{code} is the last empty space of route {route}, which would complete a line from St. Louis to Sacramento.',
            {
              code,
              route: routeName(SPACE_BY_CODE[code]!.route),
            },
          ),
        ),
        message(
          'Whoever lays it gets the last-spike bonus, then the route pays out and the game ends.',
        ),
      ],
    };
  },
};

export const kinds: readonly Kind[] = [
  layCostKind,
  laySpacesKind,
  routePayoutKind,
  routePayeesKind,
  salePriceKind,
  purchasingPowerKind,
  lastSpikeSpacesKind,
];
