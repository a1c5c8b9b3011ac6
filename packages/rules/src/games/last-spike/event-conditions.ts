/**
 * What the Last Spike checker (explain.ts) asks of each move type before it allows it, in words,
 * with the rule it comes from, and the values each move's fields may take: the statechart's state
 * panel says the condition of each event and, when none is legal, the checker's refusals of
 * those sample moves (`core/event-conditions.ts`). Loaded with the texts.
 */
import type { EventConditions, MoveSamples } from '../../core/event-conditions.js';
import type { LastSpikeView } from './view.js';

/** The acting seat, as its own view tells it. */
const own = (view: LastSpikeView, seat: number) => view.players[seat];

const R = (anchor: string) => `last-spike:${anchor}`;

export const eventConditions: EventConditions = {
  'tile.draw@turn.drawFirst': {
    text: 'it is the player’s turn, their hand is empty and tiles are left to draw',
    rule: R('drawing-a-new-tile'),
  },
  'tile.draw': {
    text: 'it is the player’s turn, the tile is laid (and any land bought or declined) and tiles are left to draw',
    rule: R('drawing-a-new-tile'),
  },
  'tile.lay': {
    text: 'the player holds the tile, can pay for it from cash and the land the bank would buy, and it lies next to a city or a laid tile (a detached tile, at double cost, only when no held tile can be laid next to one)',
    rule: R('laying-track'),
  },
  'bankruptcy.declare': {
    text: 'no tile the player holds can be paid for, even after selling every land card the bank would buy',
    rule: R('bankruptcy'),
  },
  'land.sell': {
    text: 'the player is short of cash for the tile being laid and holds the card; the bank never buys a land grant, nor land of a city that has made every payout',
    rule: R('forced-sale-to-the-bank'),
  },
  'land.buy': {
    text: 'the city’s land grant has been claimed, a card of it is left, the player has the cash for the top one, and they took no land grant this turn',
    rule: R('buying-land'),
  },
  'land.decline': {
    text: 'it is the player’s turn to buy land; buying is optional',
    rule: R('one-land-card-per-turn'),
  },
};

export const moveSamples: MoveSamples = {
  // The seat's own hand and land: a tile it does not hold tells nothing of why none can be laid.
  'tile.lay': { tile: (view: LastSpikeView, seat) => own(view, seat)?.hand ?? [] },
  'land.sell': {
    card: (view: LastSpikeView, seat) => own(view, seat)?.land.map((card) => card.id) ?? [],
  },
  'land.buy': { city: (view: LastSpikeView) => Object.keys(view.cities) },
};
