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
  description:
    'Wild West Express: railroad companies haul goods and passengers across our map of the West, buy stations and trains, and set desperados and dynamite on each other; the first to the success-point target wins.',
  // XState's pure `transition` builds a throw-away actor per event whose initial snapshot runs this
  // factory without input; answer that cheaply instead of building a whole game.
  context: ({ input }) => (input ? fx.initialContext(input) : INERT_CONTEXT),
  initial: 'draft',
  states: {
    draft: {
      description:
        'Everyone rolled a die; the highest chose first. Start cities are drafted in snake order (1, 2, …, n, n, …, 2, 1) until everyone owns the stations of two.',
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
      description:
        'From the first chooser clockwise, each player puts a desperado in one of their start cities (with two players and the tip, one in each, automatically). Then every start city gets a small train loaded free with its cheapest good.',
      meta: rule('placing-desperados'),
      always: {
        guard: 'areDesperadosPlaced',
        target: 'turn',
        actions: 'dealStartingTrains',
      },
      on: { 'desperado.place': { guard: legal('placingDesperados'), actions: 'placeDesperado' } },
    },
    turn: {
      description:
        "A player's turn in our written order: actions before the roll, the roll of three dice, then every train and desperado moves once, in any order.",
      meta: rule('rolling-and-moving-trains'),
      initial: 'beforeRoll',
      states: {
        beforeRoll: {
          description:
            'Before rolling, in any order and as often as allowed: buy goods, board passengers, buy a station, buy or upgrade trains, lay dynamite (up to 3), hire a gang (variant), play kept telegrams.',
          meta: rule('before-rolling-the-dice'),
          initial: 'actions',
          states: {
            actions: {
              description:
                'The player buys, boards, lays dynamite or plays a kept telegram, or rolls the three dice.',
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
              description:
                'After each action: a player at the target wins at once; a telegram may move a train or call a sheriff first.',
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
              description:
                'A kept telegram moves the train that drew it: the usual movement rules, duels and landing effects, but no new telegram.',
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
              description:
                'The player places a sheriff on any track space (or moves one if both are out), or declines.',
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
          description:
            'After the roll every train moves (small: two highest dice; large: all three) and every desperado rides the highest die, one piece per move, in any order.',
          meta: rule('movement-dice'),
          initial: 'settle',
          states: {
            settle: {
              description:
                'After each move: a winner ends the game; a telegram move, a sheriff star or a drawn personal telegram is dealt with first; when every piece has moved the turn ends.',
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
              description:
                'Move one train its full count (or stop early in a town to trade), let an empty train in a town wait, or ride a desperado.',
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
              description:
                'A personal telegram was drawn: use it now or keep it (secretly) for a later turn before the roll.',
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
              description:
                'A telegram moves the train that drew it forward or back: the usual movement rules, duels and landing effects, but no new telegram.',
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
              description:
                'The train landed on a sheriff star (or a telegram called a sheriff): place one on any track space, or move one if both are out, or decline.',
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
          description:
            'The turn passes clockwise; when play returns to the first player a round ends and lapsed competitions leave their slots. With a round limit the game may end here.',
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
      description:
        'A player reached the target (2 players 11, 3: 10, 4: 9, 5: 8 success points) and wins at once; or the agreed round limit ended the game.',
      meta: rule('success-points-needed-to-win'),
      type: 'final',
    },
  },
});

export type WildWestExpressMachine = typeof wildWestExpressMachine;
