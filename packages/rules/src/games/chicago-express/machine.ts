/**
 * The Chicago Express statechart. States are the rulebook's parts; every state cites its rule
 * section. Guards call the one checker (explain.ts); actions wrap the pure updates of
 * effects.ts. Transient states (`always`) model the automatic steps (Chicago and dividend
 * phases) so that a snapshot only ever rests where a player must act.
 */
import { and } from 'xstate';
import { setup } from '../../core/setup.js';
import { machineKit, ruleMeta, startContext } from '../../core/machine-kit.js';
import { COMPANY_INDEX } from './data/companies.js';
import { HEX_INDEX } from './data/board.js';
import * as fx from './effects.js';
import { explainInPhase, type Phase } from './explain.js';
import { redDialCount } from './rules.js';
import type { CeContext, CeInput, CeMove } from './types.js';

const rule = ruleMeta<Phase>('chicago-express');
const { on, step, legal } = machineKit<CeContext, CeMove, Phase>();

export const chicagoExpressMachine = setup({
  types: {
    context: {} as CeContext,
    events: {} as CeMove,
    input: {} as CeInput,
  },
  guards: {
    isLegal: ({ context, event }, params: { phase: Phase }) =>
      explainInPhase(context, params.phase, event) === null,
    isAuctionOver: ({ context }) => fx.auctionFinished(context),
    areOpeningAuctionsOver: ({ context }) => context.openingIndex >= 4,
    isBuildComplete: ({ context }) => context.build !== null && context.build.placed.length >= 3,
    doesChicagoInterrupt: ({ context }) =>
      context.chicagoPending !== null && context.options.chicagoTiming !== 'afterBuild',
    isBuildToResume: ({ context }) =>
      context.options.chicagoTiming === 'resumeBuild' && context.build!.placed.length < 3,
    isChicagoPending: ({ context }) => context.chicagoPending !== null,
    areTwoDialsRed: ({ context }) => redDialCount(context) >= 2,
    isWabashClosed: ({ context }) => !context.wabashOpen,
    isEndConditionMet: ({ context }) => context.endReasons !== null,
    choseAuction: ({ event }) => event.type === 'action.choose' && event.action === 'auction',
    choseBuild: ({ event }) => event.type === 'action.choose' && event.action === 'build',
  },
  actions: {
    placeBid: on('auction.bid', (context, event) => fx.bid(context, event.player, event.amount)),
    passBid: on('auction.pass', (context, event) => fx.pass(context, event.player)),
    settleOpeningAuction: step((context) => {
      if (!fx.auctionFinished(context)) return {};
      const settled = { ...context, ...fx.settleAuction(context) };
      return { ...settled, ...fx.nextOpeningAuction(settled, settled.lastAuction!.winner!) };
    }),
    settleAuction: step((context) => fx.settleAuction(context)),
    chooseAction: on('action.choose', (context, event) => fx.chooseAction(context, event.action)),
    offerShare: on('auction.offer', (context, event) =>
      fx.offerShare(context, event.player, COMPANY_INDEX[event.company]!),
    ),
    placeLocomotive: on('build.place', (context, event) =>
      fx.placeLoco(context, event.player, COMPANY_INDEX[event.company]!, HEX_INDEX[event.hex]!),
    ),
    developHex: on('develop.place', (context, event) =>
      fx.develop(context, event.player, HEX_INDEX[event.hex]!),
    ),
    passTurn: step((context) => fx.passTurn(context)),
    payChicagoDividend: step((context) => fx.payChicagoDividend(context)),
    openWabash: step((context) => fx.openWabash(context)),
    payGeneralDividend: step((context) => fx.payGeneralDividend(context)),
    checkEndConditions: step((context) => fx.checkEnd(context)),
    resetDials: step(() => fx.resetDials()),
    developDetroit: step((context) => fx.developDetroit(context)),
  },
}).createMachine({
  id: 'chicagoExpress',
  context: startContext(
    (input: CeInput) => fx.initialContext(input.players, input.options),
    () => ({ openingIndex: 0 }) as unknown as CeContext,
  ),
  initial: 'openingAuctions',
  states: {
    openingAuctions: {
      meta: rule('opening-auctions', 'openingAuctions'),
      always: { guard: 'areOpeningAuctionsOver', target: 'turn' },
      on: {
        'auction.bid': {
          guard: legal('openingAuctions'),
          actions: ['placeBid', 'settleOpeningAuction'],
        },
        'auction.pass': {
          guard: legal('openingAuctions'),
          actions: ['passBid', 'settleOpeningAuction'],
        },
      },
    },
    turn: {
      meta: rule('course-of-play'),
      initial: 'startOfTurn',
      states: {
        startOfTurn: {
          meta: rule('start-of-the-dividend-phase'),
          always: [
            { guard: 'areTwoDialsRed', target: '#chicagoExpress.dividendPhase' },
            { target: 'chooseAction' },
          ],
        },
        chooseAction: {
          meta: rule('choosing-an-action', 'chooseAction'),
          on: {
            'action.choose': [
              {
                guard: and([legal('chooseAction'), 'choseAuction']),
                target: 'auction',
                actions: 'chooseAction',
              },
              {
                guard: and([legal('chooseAction'), 'choseBuild']),
                target: 'build',
                actions: 'chooseAction',
              },
              { guard: legal('chooseAction'), target: 'develop', actions: 'chooseAction' },
            ],
          },
        },
        auction: {
          meta: rule('auction-a-share'),
          initial: 'offer',
          states: {
            offer: {
              meta: rule('shares-available-for-auction', 'auctionOffer'),
              on: {
                'auction.offer': {
                  guard: legal('auctionOffer'),
                  target: 'bidding',
                  actions: 'offerShare',
                },
                'action.decline': {
                  guard: legal('auctionOffer'),
                  target: '#chicagoExpress.turn.endOfTurn',
                },
              },
            },
            bidding: {
              meta: rule('bidding', 'auctionBidding'),
              always: {
                guard: 'isAuctionOver',
                target: '#chicagoExpress.turn.endOfTurn',
                actions: 'settleAuction',
              },
              on: {
                'auction.bid': { guard: legal('auctionBidding'), actions: 'placeBid' },
                'auction.pass': { guard: legal('auctionBidding'), actions: 'passBid' },
              },
            },
          },
        },
        build: {
          meta: rule('expand-a-network', 'build'),
          always: [
            { guard: 'doesChicagoInterrupt', target: '#chicagoExpress.chicagoPhase' },
            { guard: 'isBuildComplete', target: 'endOfTurn' },
          ],
          on: {
            'build.place': { guard: legal('build'), actions: 'placeLocomotive' },
            'build.finish': { guard: legal('build'), target: 'endOfTurn' },
            'action.decline': { guard: legal('build'), target: 'endOfTurn' },
          },
        },
        develop: {
          meta: rule('develop-a-hex', 'develop'),
          on: {
            'develop.place': {
              guard: legal('develop'),
              target: 'endOfTurn',
              actions: 'developHex',
            },
            'action.decline': { guard: legal('develop'), target: 'endOfTurn' },
          },
        },
        endOfTurn: {
          meta: rule('turn-order'),
          // Passing the turn moves no dial, so startOfTurn's check is made here, one microstep
          // sooner (startOfTurn itself still starts the turn after a Chicago phase).
          always: [
            { guard: 'isChicagoPending', target: '#chicagoExpress.chicagoPhase' },
            {
              guard: 'areTwoDialsRed',
              target: '#chicagoExpress.dividendPhase',
              actions: 'passTurn',
            },
            { target: 'chooseAction', actions: 'passTurn' },
          ],
        },
      },
    },
    chicagoPhase: {
      meta: rule('chicago-phase'),
      initial: 'chicagoDividend',
      states: {
        chicagoDividend: {
          meta: rule('chicago-dividend'),
          entry: 'payChicagoDividend',
          always: [{ guard: 'isWabashClosed', target: 'openingTheWabash' }, { target: 'done' }],
        },
        openingTheWabash: {
          meta: rule('opening-the-wabash'),
          entry: 'openWabash',
          always: { target: 'firstWabashAuction' },
        },
        firstWabashAuction: {
          meta: rule('first-wabash-share-auction', 'wabashAuction'),
          always: { guard: 'isAuctionOver', target: 'done', actions: 'settleAuction' },
          on: {
            'auction.bid': { guard: legal('wabashAuction'), actions: 'placeBid' },
            'auction.pass': { guard: legal('wabashAuction'), actions: 'passBid' },
          },
        },
        done: {
          meta: rule('after-the-chicago-phase'),
          type: 'final',
        },
      },
      onDone: [
        { guard: 'isBuildToResume', target: '#chicagoExpress.turn.build' },
        { target: 'turn', actions: 'passTurn' },
      ],
    },
    dividendPhase: {
      meta: rule('dividend-phase'),
      initial: 'generalDividend',
      states: {
        generalDividend: {
          meta: rule('general-dividend'),
          entry: ['payGeneralDividend', 'checkEndConditions'],
          always: [
            { guard: 'isEndConditionMet', target: '#chicagoExpress.gameOver' },
            { target: 'resettingTheDials' },
          ],
        },
        resettingTheDials: {
          meta: rule('resetting-the-dials'),
          entry: 'resetDials',
          always: { target: 'detroitDevelopment' },
        },
        detroitDevelopment: {
          meta: rule('detroit-development'),
          entry: 'developDetroit',
          always: { target: '#chicagoExpress.turn.chooseAction' },
        },
      },
    },
    gameOver: {
      meta: rule('winning-the-game', 'gameOver'),
      type: 'final',
    },
  },
});

export type ChicagoExpressMachine = typeof chicagoExpressMachine;
