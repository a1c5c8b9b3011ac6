/**
 * The Wild West Express statechart: set-up (start-city draft, desperados), then turns of
 * "before the roll" → roll → "move every piece", with the decisions a move can raise (a sheriff
 * to place, a personal telegram to use or keep, a train a telegram moves). Transient `settle`
 * states route after every move, so a snapshot rests only where someone must act. Guards call
 * the one checker (explain.ts); actions wrap the pure updates of effects.ts.
 */
import { and } from 'xstate';
import { setup } from '../../core/setup.js';
import { machineKit, ruleMeta, startContext } from '../../core/machine-kit.js';
import * as fx from './effects.js';
import { explainInPhase, type Phase } from './explain.js';
import { desperadoSeat, seatAtTarget } from './rules.js';
import type { CityId } from './data/network.js';
import type { GoodId } from './data/goods.js';
import type { WweContext, WweMove } from './types.js';

export type WweInput = fx.WweInput;

const rule = ruleMeta<Phase>('wild-west-express');
const { on, step, legal } = machineKit<WweContext, WweMove, Phase>();
/** Where a settle state (or a state a move stays in) goes when the move raised something. */
const WINNER = { guard: 'hasWinner', target: '#wildWestExpress.gameOver' } as const;
const PENDING = [
  WINNER,
  { guard: 'hasPendingMove', target: 'telegramMove' },
  { guard: 'hasPendingSheriff', target: 'sheriff' },
] as const;
const MOVING_PENDING = [
  ...PENDING,
  { guard: 'hasPendingTelegram', target: 'telegram' },
  { guard: 'haveAllPiecesMoved', target: '#wildWestExpress.turn.endOfTurn' },
] as const;
/** The purchases before the roll, each with its action; each stays in `actions`. */
const PURCHASES = {
  'goods.buy': 'buyGoods',
  'passengers.board': 'boardPassengers',
  'station.buy': 'buyStation',
  'train.buy': 'buyTrain',
  'train.upgrade': 'upgradeTrain',
  'dynamite.lay': 'layDynamite',
  'gang.hire': 'hireGang',
  'telegram.play': 'playTelegram',
} as const;

export const wildWestExpressMachine = setup({
  types: {
    context: {} as WweContext,
    events: {} as WweMove,
    input: {} as WweInput,
  },
  guards: {
    isLegal: ({ context, event }, params: { phase: Phase }) =>
      explainInPhase(context, params.phase, event) === null,
    isDraftComplete: ({ context }) => context.draft.length === 2 * context.players.length,
    areDesperadosPlaced: ({ context }) => desperadoSeat(context) === null,
    playsTwoDesperadosEach: ({ context }) =>
      context.options.twoDesperados && context.players.length === 2,
    hasWinner: ({ context }) => context.winner !== null,
    hasPendingMove: ({ context }) => context.pendingMove !== null,
    hasPendingSheriff: ({ context }) => context.pendingSheriff !== null,
    hasPendingTelegram: ({ context }) => context.pendingTelegram !== null,
    haveAllPiecesMoved: ({ context }) => context.toMove.length === 0,
    isRoundLimitReached: ({ context }) =>
      context.options.roundLimit > 0 && context.round > context.options.roundLimit,
  },
  actions: {
    chooseCity: on('city.choose', (c, e) => fx.chooseCity(c, e.player, e.city as CityId)),
    placeDesperado: on('desperado.place', (c, e) =>
      fx.placeDesperado(c, e.player, e.city as CityId),
    ),
    placeTwoDesperadosEach: step(fx.placeTwoDesperadosEach),
    dealStartingTrains: step(fx.dealStartingTrains),
    buyGoods: on('goods.buy', (c, e) => fx.buyGoods(c, e.player, e.train, e.good as GoodId)),
    boardPassengers: on('passengers.board', (c, e) => fx.boardPassengers(c, e.player, e.train)),
    buyStation: on('station.buy', (c, e) => fx.buyStation(c, e.player, e.train)),
    buyTrain: on('train.buy', (c, e) => fx.buyTrain(c, e.player, e.city as CityId, e.size)),
    upgradeTrain: on('train.upgrade', (c, e) => fx.upgradeTrain(c, e.player, e.train)),
    layDynamite: on('dynamite.lay', (c, e) => fx.layDynamite(c, e.player, e.space)),
    hireGang: on('gang.hire', (c, e) => fx.hireGang(c, e.player, e.city as CityId)),
    playTelegram: on('telegram.play', (c, e) => fx.playTelegram(c, e.player, e.card)),
    rollDice: on('dice.roll', (c, e) => fx.rollDice(c, e.player)),
    moveTrain: on('train.move', (c, e) => fx.moveTrain(c, e.player, e.train, e.path, false)),
    moveTrainByTelegram: on('train.move', (c, e) =>
      fx.moveTrain(c, e.player, e.train, e.path, true),
    ),
    holdTrain: on('train.wait', (c, e) => fx.holdTrain(c, e.train)),
    moveDesperado: on('desperado.move', (c, e) => fx.moveDesperado(c, e.desperado, e.path)),
    jumpDesperado: on('desperado.jump', (c, e) =>
      fx.jumpDesperado(c, e.desperado, e.path, e.to as CityId),
    ),
    placeSheriff: on('sheriff.place', (c, e) => fx.placeSheriff(c, e.player, e.sheriff, e.space)),
    skipSheriff: step(fx.skipSheriff),
    useTelegram: step(fx.useTelegram),
    keepTelegram: step(fx.keepTelegram),
    recordWinner: step((c) => fx.recordWinner(c, seatAtTarget(c))),
    // What `moving.settle` does on entry, for the moves that stay in `pieces` (one assign, not two).
    recordWinnerAndDropStuckPieces: step((c) =>
      fx.dropStuckPieces(fx.recordWinner(c, seatAtTarget(c))),
    ),
    dropStuckPieces: step(fx.dropStuckPieces),
    passTurn: step(fx.endTurn),
    endByRounds: step(fx.endByRounds),
  },
}).createMachine({
  id: 'wildWestExpress',
  context: startContext(fx.initialContext, () => ({ draft: [] }) as unknown as WweContext),
  initial: 'draft',
  states: {
    draft: {
      meta: rule('choosing-start-cities', 'draft'),
      always: [
        {
          guard: and(['isDraftComplete', 'playsTwoDesperadosEach']),
          target: 'placingDesperados',
          actions: 'placeTwoDesperadosEach',
        },
        { guard: 'isDraftComplete', target: 'placingDesperados' },
      ],
      on: { 'city.choose': { guard: legal('draft'), actions: 'chooseCity' } },
    },
    placingDesperados: {
      meta: rule('placing-desperados', 'placingDesperados'),
      always: {
        guard: 'areDesperadosPlaced',
        target: 'turn',
        actions: 'dealStartingTrains',
      },
      on: { 'desperado.place': { guard: legal('placingDesperados'), actions: 'placeDesperado' } },
    },
    turn: {
      meta: rule('rolling-and-moving-trains'),
      initial: 'beforeRoll',
      states: {
        beforeRoll: {
          meta: rule('before-rolling-the-dice'),
          initial: 'actions',
          states: {
            actions: {
              meta: rule('before-rolling-the-dice', 'beforeRoll'),
              // Each action stays here and checks for a winner; these route what it raised (the
              // same checks as `settle`, without leaving and re-entering the state).
              always: PENDING,
              on: {
                ...(Object.fromEntries(
                  Object.entries(PURCHASES).map(([type, action]) => [
                    type,
                    { guard: legal('beforeRoll'), actions: [action, 'recordWinner'] },
                  ]),
                ) as Record<keyof typeof PURCHASES, object>),
                'dice.roll': {
                  guard: legal('beforeRoll'),
                  target: '#wildWestExpress.turn.moving',
                  actions: 'rollDice',
                },
              },
            },
            settle: {
              meta: rule('success-points-needed-to-win'),
              entry: 'recordWinner',
              always: [...PENDING, { target: 'actions' }],
            },
            telegramMove: {
              meta: rule('public-and-personal-telegrams', 'preRollMove'),
              on: {
                'train.move': {
                  guard: legal('preRollMove'),
                  target: 'settle',
                  actions: 'moveTrainByTelegram',
                },
              },
            },
            sheriff: {
              meta: rule('placing-a-sheriff', 'preRollSheriff'),
              on: {
                'sheriff.place': {
                  guard: legal('preRollSheriff'),
                  target: 'settle',
                  actions: 'placeSheriff',
                },
                'sheriff.skip': {
                  guard: legal('preRollSheriff'),
                  target: 'settle',
                  actions: 'skipSheriff',
                },
              },
            },
          },
        },
        moving: {
          meta: rule('movement-dice'),
          initial: 'settle',
          states: {
            settle: {
              meta: rule('success-points-needed-to-win'),
              entry: ['recordWinner', 'dropStuckPieces'],
              always: [...MOVING_PENDING, { target: 'pieces' }],
            },
            pieces: {
              meta: rule('full-movement-and-stopping-at-stations', 'moving'),
              // A piece's move stays here (one microstep, no exit and entry); these route what it
              // raised: the same checks as `settle`.
              always: MOVING_PENDING,
              on: {
                'train.move': {
                  guard: legal('moving'),
                  actions: ['moveTrain', 'recordWinnerAndDropStuckPieces'],
                },
                'train.wait': {
                  guard: legal('moving'),
                  actions: ['holdTrain', 'recordWinnerAndDropStuckPieces'],
                },
                'desperado.move': {
                  guard: legal('moving'),
                  actions: ['moveDesperado', 'recordWinnerAndDropStuckPieces'],
                },
                'desperado.jump': {
                  guard: legal('moving'),
                  actions: ['jumpDesperado', 'recordWinnerAndDropStuckPieces'],
                },
              },
            },
            telegram: {
              meta: rule('public-and-personal-telegrams', 'telegram'),
              on: {
                'telegram.use': {
                  guard: legal('telegram'),
                  target: 'settle',
                  actions: 'useTelegram',
                },
                'telegram.keep': {
                  guard: legal('telegram'),
                  target: 'settle',
                  actions: 'keepTelegram',
                },
              },
            },
            telegramMove: {
              meta: rule('public-and-personal-telegrams', 'telegramMove'),
              on: {
                'train.move': {
                  guard: legal('telegramMove'),
                  target: 'settle',
                  actions: 'moveTrainByTelegram',
                },
              },
            },
            sheriff: {
              meta: rule('placing-a-sheriff', 'sheriff'),
              on: {
                'sheriff.place': {
                  guard: legal('sheriff'),
                  target: 'settle',
                  actions: 'placeSheriff',
                },
                'sheriff.skip': {
                  guard: legal('sheriff'),
                  target: 'settle',
                  actions: 'skipSheriff',
                },
              },
            },
          },
        },
        endOfTurn: {
          meta: rule('rolling-and-moving-trains'),
          entry: 'passTurn',
          always: [
            {
              guard: 'isRoundLimitReached',
              target: '#wildWestExpress.gameOver',
              actions: 'endByRounds',
            },
            { target: 'beforeRoll' },
          ],
        },
      },
    },
    gameOver: {
      meta: rule('success-points-needed-to-win', 'gameOver'),
      type: 'final',
    },
  },
});

export type WildWestExpressMachine = typeof wildWestExpressMachine;
