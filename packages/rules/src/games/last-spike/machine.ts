/**
 * The Last Spike statechart. A turn is the rulebook's three steps — lay a tile (selling land if
 * short), optionally buy one land card, draw a tile — with the automatic steps (skipping an empty
 * hand, a purchase when none is possible, the end of the game) as transient states, so a snapshot rests only where a player must
 * act. Guards call the one checker (explain.ts); actions wrap the pure updates of effects.ts.
 */
import { and } from 'xstate';
import { setup } from '../../core/setup.js';
import { machineKit, ruleMeta, startContext } from '../../core/machine-kit.js';
import { isTileCode } from './data/index.js';
import * as fx from './effects.js';
import { explainInPhase, type Phase } from './explain.js';
import { buyableCities, layCost } from './rules.js';
import type { LsContext, LsMove } from './types.js';

const rule = ruleMeta<Phase>('last-spike');
const { on, step, legal } = machineKit<LsContext, LsMove, Phase>();

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
    hasNoLandToBuy: ({ context }) => buyableCities(context, context.current).length === 0,
    isSupplyEmpty: ({ context }) => context.supply.length === 0,
  },
  actions: {
    layTile: on('tile.lay', (context, event) =>
      fx.layTile(context, event.player, event.tile, layCost(context, event.tile).cost),
    ),
    chooseUnaffordableTile: on('tile.lay', (context, event) =>
      fx.chooseUnaffordableTile(context, event.tile),
    ),
    layPendingTile: step((context) => fx.layPendingTile(context)),
    sellLand: on('land.sell', (context, event) => fx.sellLand(context, event.player, event.card)),
    buyLand: on('land.buy', (context, event) => fx.buyLand(context, event.player, event.city)),
    drawTile: on('tile.draw', (context, event) => fx.drawTile(context, event.player)),
    goBankrupt: step((context) => fx.goBankrupt(context, context.current)),
    skipTurn: step((context) => fx.skipTurn(context)),
    passTurn: step((context) => fx.passTurn(context)),
    endStalled: step(() => fx.endStalled()),
  },
}).createMachine({
  id: 'lastSpike',
  context: startContext(fx.initialContext, () => fx.INERT_CONTEXT),
  initial: 'turn',
  states: {
    turn: {
      meta: rule('turn-sequence'),
      initial: 'startOfTurn',
      states: {
        startOfTurn: {
          meta: rule('drawing-a-new-tile'),
          always: [
            { guard: 'isStalled', target: '#lastSpike.gameOver', actions: 'endStalled' },
            { guard: 'hasNoTileAndNoneToDraw', target: 'endOfTurn', actions: 'skipTurn' },
            { guard: 'hasNoTile', target: 'drawFirst' },
            { target: 'layTile' },
          ],
        },
        drawFirst: {
          meta: rule('drawing-a-new-tile', 'drawFirst'),
          on: {
            'tile.draw': { guard: legal('drawFirst'), target: 'layTile', actions: 'drawTile' },
          },
        },
        layTile: {
          meta: rule('laying-track', 'layTile'),
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
          meta: rule('forced-sale-to-the-bank', 'raisingCash'),
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
          meta: rule('completing-a-route'),
          always: [
            { guard: 'isGameDecided', target: '#lastSpike.gameOver' },
            { guard: 'claimedGrantThisTurn', target: 'drawTile' },
            // Nothing to decide: no "buy no land" click (records before this skip held one;
            // old-records.ts lets them replay).
            { guard: 'hasNoLandToBuy', target: 'drawTile' },
            { target: 'buyLand' },
          ],
        },
        buyLand: {
          meta: rule('one-land-card-per-turn', 'buyLand'),
          on: {
            'land.buy': { guard: legal('buyLand'), target: 'drawTile', actions: 'buyLand' },
            'land.decline': { guard: legal('buyLand'), target: 'drawTile' },
          },
        },
        drawTile: {
          meta: rule('drawing-a-new-tile', 'drawTile'),
          always: { guard: 'isSupplyEmpty', target: 'endOfTurn' },
          on: {
            'tile.draw': { guard: legal('drawTile'), target: 'endOfTurn', actions: 'drawTile' },
          },
        },
        bankrupt: {
          meta: rule('bankruptcy'),
          entry: 'goBankrupt',
          always: [
            { guard: 'isGameDecided', target: '#lastSpike.gameOver' },
            { target: 'endOfTurn' },
          ],
        },
        endOfTurn: {
          meta: rule('turn-order'),
          always: { target: 'startOfTurn', actions: 'passTurn' },
        },
      },
    },
    gameOver: {
      meta: rule('winning-the-game', 'gameOver'),
      type: 'final',
    },
  },
});

export type LastSpikeMachine = typeof lastSpikeMachine;
