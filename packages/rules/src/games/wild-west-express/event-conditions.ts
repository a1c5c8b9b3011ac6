/**
 * What the Wild West Express checker (explain.ts) asks of each move type before it allows it, in
 * words, with the rule it comes from, and the values each move's fields may take: the
 * statechart's state panel says the condition of each event and, when none is legal, the
 * checker's refusals of those sample moves (`core/event-conditions.ts`). Loaded with the texts.
 */
import type { EventConditions, MoveSamples } from '../../core/event-conditions.js';
import type { WweView } from './view.js';

const R = (anchor: string) => `wild-west-express:${anchor}`;
const TRAIN_MOVE =
  'the train is one of the player’s and has not moved this turn; the path is the train’s full move along connected track without doubling back, stopping early only at a station';
const SHERIFF =
  'the sheriff is the one still in the supply (else either); the space is track, not a town, and no sheriff stands there';

export const eventConditions: EventConditions = {
  'city.choose': {
    text: 'it is the player’s turn in the draft and no one has taken the town yet',
    rule: R('choosing-start-cities'),
  },
  'desperado.place': {
    text: 'the town is one of the player’s two start cities',
    rule: R('placing-desperados'),
  },
  'goods.buy': {
    text: 'the player’s train stands in a town that sells that good (red goods only), has room for it, and the player has the price',
    rule: R('trading-goods'),
  },
  'passengers.board': {
    text: 'the player’s train stands in a town and has room (a small train 1 token, a large 2)',
    rule: R('carrying-passengers'),
  },
  'station.buy': {
    text: 'the player’s train stands in a town whose station nobody owns, a flag is left, and the player has the station’s price',
    rule: R('buying-stations'),
  },
  'train.buy': {
    text: 'the town is one of the player’s stations, the company has fewer than 6 trains, one of that size is left in the box, and the player has its price',
    rule: R('buying-trains'),
  },
  'train.upgrade': {
    text: 'the player’s small train stands on one of the player’s own stations, a large train is left, and the player has the upgrade’s price',
    rule: R('upgrading-trains'),
  },
  'dynamite.lay': {
    text: 'fewer than 3 laid this turn, tokens left, the player has the price, and the space is track (not a town) with no dynamite, not making a run too long',
    rule: R('buying-and-placing-dynamite'),
  },
  'gang.hire': {
    text: 'the extra-gangs variant is in play, the town is one of the player’s stations, a desperado is left and the player has the price',
    rule: R('variant-extra-desperado-gang'),
  },
  'telegram.play': {
    text: 'the player kept that telegram; if it moves a train that owes a fee, the player can pay the fee',
    rule: R('public-and-personal-telegrams'),
  },
  'dice.roll': {
    text: 'it is the player’s turn before the roll; buying and laying are optional, the roll ends them',
    rule: R('before-rolling-the-dice'),
  },
  'train.move': { text: TRAIN_MOVE, rule: R('full-movement-and-stopping-at-stations') },
  'train.move@turn.beforeRoll.telegramMove': {
    text: 'the train is the one the telegram names; the path is its move of the telegram’s length (in its direction when the telegram says so)',
    rule: R('public-and-personal-telegrams'),
  },
  'train.move@turn.moving.telegramMove': {
    text: 'the train is the one the telegram names; the path is its move of the telegram’s length (in its direction when the telegram says so)',
    rule: R('public-and-personal-telegrams'),
  },
  'train.wait': {
    text: 'the player’s train has not moved this turn, stands empty in a town (waiting to load)',
    rule: R('every-train-must-move'),
  },
  'desperado.move': {
    text: 'the desperado is one of the player’s and has not moved this turn; it rides exactly the highest die’s number of spaces, without doubling back, never onto or past a sheriff',
    rule: R('moving-desperados'),
  },
  'desperado.jump': {
    text: 'the desperado rides into one of the player’s stations and the new gang starts in another of the player’s stations',
    rule: R('relocating-a-desperado'),
  },
  'sheriff.place': { text: SHERIFF, rule: R('placing-a-sheriff') },
  'sheriff.skip': {
    text: 'it is the player’s turn to place a sheriff; placing one is optional',
    rule: R('placing-a-sheriff'),
  },
  'telegram.use': {
    text: 'the player drew a personal telegram and may use it now',
    rule: R('public-and-personal-telegrams'),
  },
  'telegram.keep': {
    text: 'the player drew a personal telegram and may keep it for a later turn',
    rule: R('public-and-personal-telegrams'),
  },
};

/** The acting seat's trains, desperados and kept telegrams, from its own view. */
const trains = (view: WweView, seat: number) =>
  view.trains.filter((t) => t.owner === seat).map((t) => t.id);
const desperados = (view: WweView, seat: number) =>
  view.desperados.filter((d) => d.owner === seat).map((d) => d.id);
const kept = (view: WweView, seat: number) => view.players[seat]?.kept?.map((k) => k.card.id) ?? [];
// The board, read off the view too (only types are imported: the engine's data stays out).
const spaces = (view: WweView) => view.nodes.map((node) => node.id);
const towns = (view: WweView) => view.nodes.filter((n) => n.kind === 'city').map((n) => n.id);
const goods = (view: WweView) => [
  ...new Set(view.nodes.flatMap((node) => Object.keys(node.sells ?? {}))),
];

export const moveSamples: MoveSamples = {
  'city.choose': { city: towns },
  'desperado.place': { city: towns },
  'goods.buy': { train: trains, good: goods },
  'passengers.board': { train: trains },
  'station.buy': { train: trains },
  'train.buy': { city: towns, size: ['small', 'large'] },
  'train.upgrade': { train: trains },
  'dynamite.lay': { space: spaces },
  'gang.hire': { city: towns },
  'telegram.play': { card: kept },
  'train.move': { train: trains, path: [[]] },
  'train.wait': { train: trains },
  'desperado.move': { desperado: desperados, path: [[]] },
  'desperado.jump': { desperado: desperados, path: [[]], to: towns },
  'sheriff.place': { sheriff: [0, 1], space: spaces },
};
