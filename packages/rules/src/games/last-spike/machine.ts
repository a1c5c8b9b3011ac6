/**
 * The Last Spike statechart. A turn is the rulebook's three steps — lay a tile (selling land if
 * short), optionally buy one land card, draw a tile — with the automatic steps (skipping an empty
 * hand, the end of the game) as transient states, so a snapshot rests only where a player must
 * act. Guards call the one checker (explain.ts); actions wrap the pure updates of effects.ts.
 */
import { and } from 'xstate';
import { setup } from '../../core/setup.js';
import { assign } from '../../core/assign.js';
import { isTileCode } from './data/index.js';
import * as fx from './effects.js';
import { explainInPhase, type Phase } from './explain.js';
import { layCost } from './rules.js';
import type { LsContext, LsMove } from './types.js';

const rule = (anchor: string) => ({ rule: `last-spike:${anchor}` });
const legal = (phase: Phase) => ({ type: 'isLegal', params: { phase } }) as const;

export const lastSpikeMachine = setup({
  types: {
    context: {} as LsContext,
    events: {} as LsMove,
    input: {} as fx.LsInput,
  },
  guards: {
    isLegal: ({ context, event }, params: { phase: Phase }) =>
      explainInPhase(context, params.phase, event) === null,
    canPayChosenTile: ({ context, event }) =>
      event.type === 'tile.lay' &&
      isTileCode(event.tile) &&
      layCost(context, event.tile).cost <= context.cash[context.current]!,
    canPayPendingTile: ({ context }) =>
      context.pending !== null && context.cash[context.current]! >= context.pending.cost,
    isGameDecided: ({ context }) => context.end !== null,
    isStalled: ({ context }) => !fx.canAnyoneAct(context),
    hasNoTileAndNoneToDraw: ({ context }) =>
      context.hands[context.current]!.length === 0 && context.supply.length === 0,
    hasNoTile: ({ context }) => context.hands[context.current]!.length === 0,
    claimedGrantThisTurn: ({ context }) => context.grantThisTurn,
    isSupplyEmpty: ({ context }) => context.supply.length === 0,
  },
  actions: {
    layTile: assign(({ context, event }) =>
      event.type === 'tile.lay'
        ? fx.layTile(context, event.player, event.tile, layCost(context, event.tile).cost)
        : {},
    ),
    chooseUnaffordableTile: assign(({ context, event }) =>
      event.type === 'tile.lay' ? fx.chooseUnaffordableTile(context, event.tile) : {},
    ),
    layPendingTile: assign(({ context }) => fx.layPendingTile(context)),
    sellLand: assign(({ context, event }) =>
      event.type === 'land.sell' ? fx.sellLand(context, event.player, event.card) : {},
    ),
    buyLand: assign(({ context, event }) =>
      event.type === 'land.buy' ? fx.buyLand(context, event.player, event.city) : {},
    ),
    drawTile: assign(({ context, event }) =>
      event.type === 'tile.draw' ? fx.drawTile(context, event.player) : {},
    ),
    goBankrupt: assign(({ context }) => fx.goBankrupt(context, context.current)),
    skipTurn: assign(({ context }) => fx.skipTurn(context)),
    passTurn: assign(({ context }) => fx.passTurn(context)),
    endStalled: assign(() => fx.endStalled()),
  },
}).createMachine({
  id: 'lastSpike',
  description:
    'Last Spike (Columbia Games): players build one railroad from St. Louis to Sacramento together and speculate in land along it; the game ends when the last spike joins the two.',
  // XState's pure `transition` builds a throw-away actor whose initial snapshot runs this factory
  // without input; answer that cheaply instead of dealing a whole game.
  context: ({ input }) => (input ? fx.initialContext(input) : fx.INERT_CONTEXT),
  initial: 'turn',
  states: {
    turn: {
      description:
        "A player's turn, clockwise from the first player, skipping bankrupt players: lay one tile (mandatory), optionally buy one land card, draw a tile.",
      meta: rule('turn-sequence'),
      initial: 'startOfTurn',
      states: {
        startOfTurn: {
          description:
            'Before laying: a player with no tile draws first; with no tile and an empty supply the turn is skipped (our reading, the rulebook is silent).',
          meta: rule('drawing-a-new-tile'),
          always: [
            { guard: 'isStalled', target: '#lastSpike.gameOver', actions: 'endStalled' },
            { guard: 'hasNoTileAndNoneToDraw', target: 'endOfTurn', actions: 'skipTurn' },
            { guard: 'hasNoTile', target: 'drawFirst' },
            { target: 'layTile' },
          ],
        },
        drawFirst: {
          description: 'The player holds no tile: draw one from the supply, then lay.',
          meta: rule('drawing-a-new-tile'),
          on: {
            'tile.draw': { guard: legal('drawFirst'), target: 'layTile', actions: 'drawTile' },
          },
        },
        layTile: {
          description:
            'Lay one tile of the hand on its space: normal cost next to a city or a laid tile of the same route, otherwise double. A player short of cash sells land first; one who cannot pay for any tile even so goes bankrupt.',
          meta: rule('laying-track'),
          on: {
            'tile.lay': [
              {
                guard: and(['canPayChosenTile', legal('layTile')]),
                target: 'afterLay',
                actions: 'layTile',
              },
              {
                guard: legal('layTile'),
                target: 'raisingCash',
                actions: 'chooseUnaffordableTile',
              },
            ],
            'bankruptcy.declare': {
              guard: legal('layTile'),
              target: 'bankrupt',
            },
          },
        },
        raisingCash: {
          description:
            'The chosen tile costs more than the cash on hand: sell land to the bank one card at a time, at half the printed price rounded up to $1,000, until the tile can be paid (never a grant, never land of a paid-out city).',
          meta: rule('forced-sale-to-the-bank'),
          always: {
            guard: 'canPayPendingTile',
            target: 'afterLay',
            actions: 'layPendingTile',
          },
          on: {
            'land.sell': { guard: legal('raisingCash'), actions: 'sellLand' },
          },
        },
        afterLay: {
          description:
            'The tile is laid and paid; a first tile next to a city took its land grant; a completed route paid every land holder of its two cities. The last spike ends the game; a grant turn skips the purchase.',
          meta: rule('completing-a-route'),
          always: [
            { guard: 'isGameDecided', target: '#lastSpike.gameOver' },
            { guard: 'claimedGrantThisTurn', target: 'drawTile' },
            { target: 'buyLand' },
          ],
        },
        buyLand: {
          description:
            'Optionally buy the top card of one city whose land grant has been claimed, paying its printed price from cash.',
          meta: rule('one-land-card-per-turn'),
          on: {
            'land.buy': { guard: legal('buyLand'), target: 'drawTile', actions: 'buyLand' },
            'land.decline': { guard: legal('buyLand'), target: 'drawTile' },
          },
        },
        drawTile: {
          description:
            'End the turn by drawing a tile from the face-down supply (skipped when it is empty).',
          meta: rule('drawing-a-new-tile'),
          always: { guard: 'isSupplyEmpty', target: 'endOfTurn' },
          on: {
            'tile.draw': { guard: legal('drawTile'), target: 'endOfTurn', actions: 'drawTile' },
          },
        },
        bankrupt: {
          description:
            'The player cannot pay for any tile: tiles back into the supply (reshuffled), cash and land to the bank, land back on the piles, grants out of the game. When nobody is left, the game ends.',
          meta: rule('bankruptcy'),
          entry: 'goBankrupt',
          always: [
            { guard: 'isGameDecided', target: '#lastSpike.gameOver' },
            { target: 'endOfTurn' },
          ],
        },
        endOfTurn: {
          description: 'The turn passes clockwise to the next player who is not bankrupt.',
          meta: rule('turn-order'),
          always: { target: 'startOfTurn', actions: 'passTurn' },
        },
      },
    },
    gameOver: {
      description:
        'The last spike joined St. Louis and Sacramento (or nobody is left): most cash wins; a tie goes to the highest total price of land held; still tied, the win is shared.',
      meta: rule('winning-the-game'),
      type: 'final',
    },
  },
});

export type LastSpikeMachine = typeof lastSpikeMachine;
