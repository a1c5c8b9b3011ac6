/**
 * The Wild West Express statechart: set-up (start-city draft, desperados), then turns of
 * "before the roll" → roll → "move every piece", with the decisions a move can raise (a sheriff
 * to place, a personal telegram to use or keep, a train a telegram moves). Transient `settle`
 * states route after every move, so a snapshot rests only where someone must act. Guards call
 * the one checker (explain.ts); actions wrap the pure updates of effects.ts.
 */
import { and } from 'xstate';
import { setup } from '../../core/setup.js';
import { assign } from '../../core/assign.js';
import * as fx from './effects.js';
import { explainInPhase, type Phase } from './explain.js';
import { desperadoSeat, seatAtTarget } from './rules.js';
import type { CityId } from './data/network.js';
import type { GoodId } from './data/goods.js';
import type { WweContext, WweMove } from './types.js';

export type WweInput = fx.WweInput;

/** Placeholder context for XState's inert actor (never seen by players). */
const INERT_CONTEXT = { draft: [] } as unknown as WweContext;

const rule = (anchor: string) => ({ rule: `wild-west-express:${anchor}` });
const legal = (phase: Phase) => ({ type: 'isLegal', params: { phase } }) as const;
type Ev<T extends WweMove['type']> = Extract<WweMove, { type: T }>;
/** The context update for one move type (other events leave the context as it is). */
const when =
  <T extends WweMove['type']>(type: T, update: (context: WweContext, event: Ev<T>) => WweContext) =>
  ({ context, event }: { context: WweContext; event: WweMove }): Partial<WweContext> =>
    event.type === type ? update(context, event as Ev<T>) : {};

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
    chooseCity: assign(when('city.choose', (c, e) => fx.chooseCity(c, e.player, e.city as CityId))),
    placeDesperado: assign(
      when('desperado.place', (c, e) => fx.placeDesperado(c, e.player, e.city as CityId)),
    ),
    placeTwoDesperadosEach: assign(({ context }) => fx.placeTwoDesperadosEach(context)),
    dealStartingTrains: assign(({ context }) => fx.dealStartingTrains(context)),
    buyGoods: assign(
      when('goods.buy', (c, e) => fx.buyGoods(c, e.player, e.train, e.good as GoodId)),
    ),
    boardPassengers: assign(
      when('passengers.board', (c, e) => fx.boardPassengers(c, e.player, e.train)),
    ),
    buyStation: assign(when('station.buy', (c, e) => fx.buyStation(c, e.player, e.train))),
    buyTrain: assign(
      when('train.buy', (c, e) => fx.buyTrain(c, e.player, e.city as CityId, e.size)),
    ),
    upgradeTrain: assign(when('train.upgrade', (c, e) => fx.upgradeTrain(c, e.player, e.train))),
    layDynamite: assign(when('dynamite.lay', (c, e) => fx.layDynamite(c, e.player, e.space))),
    hireGang: assign(when('gang.hire', (c, e) => fx.hireGang(c, e.player, e.city as CityId))),
    playTelegram: assign(when('telegram.play', (c, e) => fx.playTelegram(c, e.player, e.card))),
    rollDice: assign(when('dice.roll', (c, e) => fx.rollDice(c, e.player))),
    moveTrain: assign(
      when('train.move', (c, e) => fx.moveTrain(c, e.player, e.train, e.path, false)),
    ),
    moveTrainByTelegram: assign(
      when('train.move', (c, e) => fx.moveTrain(c, e.player, e.train, e.path, true)),
    ),
    holdTrain: assign(when('train.wait', (c, e) => fx.holdTrain(c, e.train))),
    moveDesperado: assign(
      when('desperado.move', (c, e) => fx.moveDesperado(c, e.desperado, e.path)),
    ),
    jumpDesperado: assign(
      when('desperado.jump', (c, e) => fx.jumpDesperado(c, e.desperado, e.path, e.to as CityId)),
    ),
    placeSheriff: assign(
      when('sheriff.place', (c, e) => fx.placeSheriff(c, e.player, e.sheriff, e.space)),
    ),
    skipSheriff: assign(({ context }) => fx.skipSheriff(context)),
    useTelegram: assign(({ context }) => fx.useTelegram(context)),
    keepTelegram: assign(({ context }) => fx.keepTelegram(context)),
    recordWinner: assign(({ context }) => fx.recordWinner(context, seatAtTarget(context))),
    // What `moving.settle` does on entry, for the moves that stay in `pieces` (one assign, not two).
    recordWinnerAndDropStuckPieces: assign(({ context }) =>
      fx.dropStuckPieces(fx.recordWinner(context, seatAtTarget(context))),
    ),
    dropStuckPieces: assign(({ context }) => fx.dropStuckPieces(context)),
    passTurn: assign(({ context }) => fx.endTurn(context)),
    endByRounds: assign(({ context }) => fx.endByRounds(context)),
  },
}).createMachine({
  id: 'wildWestExpress',
  // XState's pure `transition` builds a throw-away actor per event whose initial snapshot runs this
  // factory without input; answer that cheaply instead of building a whole game.
  context: ({ input }) => (input ? fx.initialContext(input) : INERT_CONTEXT),
  initial: 'draft',
  states: {
    draft: {
      meta: rule('choosing-start-cities'),
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
      meta: rule('placing-desperados'),
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
              meta: rule('before-rolling-the-dice'),
              // Each action stays here and checks for a winner; these route what it raised (the
              // same checks as `settle`, without leaving and re-entering the state).
              always: [
                { guard: 'hasWinner', target: '#wildWestExpress.gameOver' },
                { guard: 'hasPendingMove', target: 'telegramMove' },
                { guard: 'hasPendingSheriff', target: 'sheriff' },
              ],
              on: {
                'goods.buy': { guard: legal('beforeRoll'), actions: ['buyGoods', 'recordWinner'] },
                'passengers.board': {
                  guard: legal('beforeRoll'),
                  actions: ['boardPassengers', 'recordWinner'],
                },
                'station.buy': {
                  guard: legal('beforeRoll'),
                  actions: ['buyStation', 'recordWinner'],
                },
                'train.buy': { guard: legal('beforeRoll'), actions: ['buyTrain', 'recordWinner'] },
                'train.upgrade': {
                  guard: legal('beforeRoll'),
                  actions: ['upgradeTrain', 'recordWinner'],
                },
                'dynamite.lay': {
                  guard: legal('beforeRoll'),
                  actions: ['layDynamite', 'recordWinner'],
                },
                'gang.hire': { guard: legal('beforeRoll'), actions: ['hireGang', 'recordWinner'] },
                'telegram.play': {
                  guard: legal('beforeRoll'),
                  actions: ['playTelegram', 'recordWinner'],
                },
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
              always: [
                { guard: 'hasWinner', target: '#wildWestExpress.gameOver' },
                { guard: 'hasPendingMove', target: 'telegramMove' },
                { guard: 'hasPendingSheriff', target: 'sheriff' },
                { target: 'actions' },
              ],
            },
            telegramMove: {
              meta: rule('public-and-personal-telegrams'),
              on: {
                'train.move': {
                  guard: legal('preRollMove'),
                  target: 'settle',
                  actions: 'moveTrainByTelegram',
                },
              },
            },
            sheriff: {
              meta: rule('placing-a-sheriff'),
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
              always: [
                { guard: 'hasWinner', target: '#wildWestExpress.gameOver' },
                { guard: 'hasPendingMove', target: 'telegramMove' },
                { guard: 'hasPendingSheriff', target: 'sheriff' },
                { guard: 'hasPendingTelegram', target: 'telegram' },
                { guard: 'haveAllPiecesMoved', target: '#wildWestExpress.turn.endOfTurn' },
                { target: 'pieces' },
              ],
            },
            pieces: {
              meta: rule('full-movement-and-stopping-at-stations'),
              // A piece's move stays here (one microstep, no exit and entry); these route what it
              // raised: the same checks as `settle`.
              always: [
                { guard: 'hasWinner', target: '#wildWestExpress.gameOver' },
                { guard: 'hasPendingMove', target: 'telegramMove' },
                { guard: 'hasPendingSheriff', target: 'sheriff' },
                { guard: 'hasPendingTelegram', target: 'telegram' },
                { guard: 'haveAllPiecesMoved', target: '#wildWestExpress.turn.endOfTurn' },
              ],
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
              meta: rule('public-and-personal-telegrams'),
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
              meta: rule('public-and-personal-telegrams'),
              on: {
                'train.move': {
                  guard: legal('telegramMove'),
                  target: 'settle',
                  actions: 'moveTrainByTelegram',
                },
              },
            },
            sheriff: {
              meta: rule('placing-a-sheriff'),
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
      meta: rule('success-points-needed-to-win'),
      type: 'final',
    },
  },
});

export type WildWestExpressMachine = typeof wildWestExpressMachine;
