/**
 * The Chicago Express statechart. States are the rulebook's parts; every state cites its rule
 * section. Guards call the one checker (explain.ts); actions wrap the pure updates of
 * effects.ts. Transient states (`always`) model the automatic steps (Chicago and dividend
 * phases) so that a snapshot only ever rests where a player must act.
 */
import { and } from 'xstate';
import { setup } from '../../core/setup.js';
import { assign } from '../../core/assign.js';
import { COMPANY_INDEX } from './data/companies.js';
import { HEX_INDEX } from './data/board.js';
import * as fx from './effects.js';
import { explainInPhase, type Phase } from './explain.js';
import { redDialCount } from './rules.js';
import type { CeContext, CeInput, CeMove } from './types.js';

/** Placeholder context for XState's inert actor (never seen by players). */
const INERT_CONTEXT = { openingIndex: 0 } as unknown as CeContext;

const rule = (anchor: string) => ({ rule: `chicago-express:${anchor}` });
const legal = (phase: Phase) => ({ type: 'isLegal', params: { phase } }) as const;

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
    placeBid: assign(({ context, event }) =>
      event.type === 'auction.bid' ? fx.bid(context, event.player, event.amount) : {},
    ),
    passBid: assign(({ context, event }) =>
      event.type === 'auction.pass' ? fx.pass(context, event.player) : {},
    ),
    settleOpeningAuction: assign(({ context }) => {
      if (!fx.auctionFinished(context)) return {};
      const settled = { ...context, ...fx.settleAuction(context) };
      return { ...settled, ...fx.nextOpeningAuction(settled, settled.lastAuction!.winner!) };
    }),
    settleAuction: assign(({ context }) => fx.settleAuction(context)),
    chooseAction: assign(({ context, event }) =>
      event.type === 'action.choose' ? fx.chooseAction(context, event.action) : {},
    ),
    offerShare: assign(({ context, event }) =>
      event.type === 'auction.offer'
        ? fx.offerShare(context, event.player, COMPANY_INDEX[event.company]!)
        : {},
    ),
    placeLocomotive: assign(({ context, event }) =>
      event.type === 'build.place'
        ? fx.placeLoco(context, event.player, COMPANY_INDEX[event.company]!, HEX_INDEX[event.hex]!)
        : {},
    ),
    developHex: assign(({ context, event }) =>
      event.type === 'develop.place'
        ? fx.develop(context, event.player, HEX_INDEX[event.hex]!)
        : {},
    ),
    passTurn: assign(({ context }) => fx.passTurn(context)),
    payChicagoDividend: assign(({ context }) => fx.payChicagoDividend(context)),
    openWabash: assign(({ context }) => fx.openWabash(context)),
    payGeneralDividend: assign(({ context }) => fx.payGeneralDividend(context)),
    checkEndConditions: assign(({ context }) => fx.checkEnd(context)),
    resetDials: assign(() => fx.resetDials()),
    developDetroit: assign(({ context }) => fx.developDetroit(context)),
  },
}).createMachine({
  id: 'chicagoExpress',
  description:
    'Chicago Express (John Bohrer, Queen Games 2008): share auctions, network building and land development on the way to Chicago.',
  // XState's pure `transition` builds a throw-away actor per event whose initial snapshot runs this
  // factory without input; answer that cheaply instead of building (or throwing on) a whole game.
  context: ({ input }) => (input ? fx.initialContext(input.players, input.options) : INERT_CONTEXT),
  initial: 'openingAuctions',
  states: {
    openingAuctions: {
      description:
        'One share each of PRR, B&O, C&O and NYC is auctioned (minimum bids 7, 6, 5, 8). The banker opens the first; each recipient opens the next; an unclaimed share goes free to the opener; the PRR holder starts the game.',
      meta: rule('opening-auctions'),
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
      description:
        "A player's turn: choose one of the three actions by advancing its dial, then carry it out or decline it.",
      meta: rule('course-of-play'),
      initial: 'startOfTurn',
      states: {
        startOfTurn: {
          description:
            'At the start of a turn, if two dials are on their red spaces, a dividend phase interrupts the game before the player chooses.',
          meta: rule('start-of-the-dividend-phase'),
          always: [
            { guard: 'areTwoDialsRed', target: '#chicagoExpress.dividendPhase' },
            { target: 'chooseAction' },
          ],
        },
        chooseAction: {
          description:
            'Choose auction, build or develop and advance that dial one space; a dial on its red space cannot be chosen.',
          meta: rule('choosing-an-action'),
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
          description:
            'Auction a share: offer one share of any open company that is not sold out, or decline.',
          meta: rule('auction-a-share'),
          initial: 'offer',
          states: {
            offer: {
              description:
                'The player offers a share (the opening bid must reach ceil(income / (shares sold + 1))) or declines the action.',
              meta: rule('shares-available-for-auction'),
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
              description:
                'Starting with the offering player and going clockwise, each player raises or passes; a pass is final. If everybody passes the share stays unsold.',
              meta: rule('bidding'),
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
          description:
            "Expand a network: place up to 3 locomotives of one company whose share the player holds, each next to that company's network, paying red number × locomotives on the hex from the company treasury.",
          meta: rule('expand-a-network'),
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
          description:
            'Develop a hex: put a house on a city, mountain or forest with a locomotive, or advance Wheeling or Pittsburgh; or decline.',
          meta: rule('develop-a-hex'),
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
          description:
            "The action is over. A company that reached Chicago triggers the Chicago phase; otherwise play passes to the next player, whose turn starts with startOfTurn's check for two red dials.",
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
      description:
        "A company's locomotive entered Chicago: its income rose by 7 and its shareholders get an extra dividend; the first time, the Wabash opens and its first share is auctioned.",
      meta: rule('chicago-phase'),
      initial: 'chicagoDividend',
      states: {
        chicagoDividend: {
          description:
            'The company that reached Chicago pays its shareholders an extra dividend of ceil(income / shares sold) per share.',
          meta: rule('chicago-dividend'),
          entry: 'payChicagoDividend',
          always: [{ guard: 'isWabashClosed', target: 'openingTheWabash' }, { target: 'done' }],
        },
        openingTheWabash: {
          description:
            'The Wabash opens: a free locomotive on Fort Wayne, income 1 (3 if Fort Wayne is developed); the current player offers its first share.',
          meta: rule('opening-the-wabash'),
          entry: 'openWabash',
          always: { target: 'firstWabashAuction' },
        },
        firstWabashAuction: {
          description:
            'The player on whose turn Chicago was reached opens the first Wabash share auction at the usual minimum bid or passes; bidding goes clockwise; an unsold share stays on the Wabash board.',
          meta: rule('first-wabash-share-auction'),
          always: { guard: 'isAuctionOver', target: 'done', actions: 'settleAuction' },
          on: {
            'auction.bid': { guard: legal('wabashAuction'), actions: 'placeBid' },
            'auction.pass': { guard: legal('wabashAuction'), actions: 'passBid' },
          },
        },
        done: {
          description:
            "The Chicago phase is over: the next player's turn (or, option resumeBuild, the build goes on).",
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
      description:
        'Two dials are on red: every company pays ceil(income / shares sold) per share; the game may end; the dials are reset; Detroit develops.',
      meta: rule('dividend-phase'),
      initial: 'generalDividend',
      states: {
        generalDividend: {
          description:
            'Each company pays ceil(income / shares sold) to every share held by a player, from the bank. Then the end conditions are checked.',
          meta: rule('general-dividend'),
          entry: ['payGeneralDividend', 'checkEndConditions'],
          always: [
            { guard: 'isEndConditionMet', target: '#chicagoExpress.gameOver' },
            { target: 'resettingTheDials' },
          ],
        },
        resettingTheDials: {
          description: 'All three dial pointers return to the green START space.',
          meta: rule('resetting-the-dials'),
          entry: 'resetDials',
          always: { target: 'detroitDevelopment' },
        },
        detroitDevelopment: {
          description:
            'Detroit advances one step (up to 8); every company with a locomotive there gains 1 income. Play resumes with the player whose turn it is.',
          meta: rule('detroit-development'),
          entry: 'developDetroit',
          always: { target: '#chicagoExpress.turn.chooseAction' },
        },
      },
    },
    gameOver: {
      description:
        'An end condition held after a general dividend: the player with the most money wins; ties share the victory; shares are worth nothing.',
      meta: rule('winning-the-game'),
      type: 'final',
    },
  },
});

export type ChicagoExpressMachine = typeof chicagoExpressMachine;
