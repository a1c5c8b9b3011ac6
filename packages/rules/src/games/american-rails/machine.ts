/**
 * The American Rails statechart: opening auctions, then up to seven rounds of three action
 * phases and a dividend phase. States are named after the rulebook's parts and cite their rule
 * sections; the auctions run on the shared open-outcry auction of core/stock/auction.ts. Guards call
 * the one legality checker (explain.ts) with the phase of their own state; actions wrap the pure
 * updates of effects.ts; every action that ends a turn also passes it (`passTurn`). Transient
 * states and `always` transitions model the automatic steps (the end of the opening, the end of
 * a round, the dividends) so that a snapshot only ever rests where a player must act.
 */
import { setup } from '../../core/setup.js';
import { machineKit, ruleMeta, startContext } from '../../core/machine-kit.js';
import type { ActionId } from './data/actions.js';
import { hexIndex } from './data/board.js';
import { companyIndex } from './data/companies.js';
import {
  allOpeningSharesOffered,
  bid,
  endGame,
  endedUnsold,
  fundCompany,
  hasEmptyCity,
  initialContext,
  isRoundOver,
  offerOpeningShare,
  offerShare,
  pass,
  passTurn,
  payDividends,
  placeActionMarker,
  placeCube,
  placeDevelopmentMarker,
  placeStartingCube,
  removeCompanyShares,
  removeUnsoldOpeningShare,
  removeUnsoldShare,
  seatPlayersWithoutShares,
  sellShare,
  soldNewCompany,
  soldTo,
  startFirstRound,
  startOpeningCompany,
  startNextRound,
  takeMoney,
} from './effects.js';
import { explainInPhase, type Phase } from './explain.js';
import { endOfGame, expansionLimit, RULE } from './rules.js';
import type { ArContext, ArInput, ArMove } from './types.js';

const rule = ruleMeta<Phase>('american-rails');

/** Context for XState's inert actor: a four-player start (the opening's guards read it). */
function placeholderContext(): ArContext {
  return initialContext({
    players: ['-', '-', '-', '-'],
    seed: '',
    options: {
      endWhenSharesGone: false,
      endWhenSuppliesLow: false,
      takeFromPoorPlayers: 'pay-what-they-have',
      noEmptyCityPayment: 'kept',
      firstBidder: 'selector',
      firstCubeBy: 'buyer',
    },
  });
}

const { on, step, legal } = machineKit<ArContext, ArMove, Phase>();
/** The action chosen is `action`, and legal now (one guard per candidate keeps events cheap). */
const chose = (action: ActionId) => ({ type: 'isLegalChoice', params: { action } }) as const;

export const americanRailsMachine = setup({
  types: {
    context: {} as ArContext,
    events: {} as ArMove,
    input: {} as ArInput,
  },
  guards: {
    isLegal: ({ context, event }, params: { phase: Phase }) =>
      explainInPhase(context, params.phase, event) === null,
    isLegalChoice: ({ context, event }, params: { action: ActionId }) =>
      event.type === 'action.choose' &&
      event.action === params.action &&
      explainInPhase(context, 'chooseAction', event) === null,
    isShareSold: ({ context }) => soldTo(context) !== null,
    isShareUnsold: ({ context }) => endedUnsold(context),
    isSoldToNewCompany: ({ context }) => soldNewCompany(context) && hasEmptyCity(context),
    isSoldToCompanyWithoutCity: ({ context }) => soldNewCompany(context) && !hasEmptyCity(context),
    areOpeningSharesOffered: ({ context }) => allOpeningSharesOffered(context),
    isExpansionComplete: ({ context }) => context.cubesPlaced >= expansionLimit(context),
    isRoundOver: ({ context }) => isRoundOver(context),
    doesGameEnd: ({ context }) => endOfGame(context) !== null,
  },
  actions: {
    offerShare: on('auction.offer', (context, event) =>
      offerShare(context, event.player, companyIndex(event.company)),
    ),
    offerOpeningShare: on('auction.offer', (context, event) =>
      offerOpeningShare(context, event.player, companyIndex(event.company)),
    ),
    placeBid: on('auction.bid', (context, event) => bid(context, event.player, event.amount)),
    passBid: on('auction.pass', (context, event) => pass(context, event.player)),
    sellShare: step((context) => sellShare(context)),
    removeCompanyShares: step((context) => removeCompanyShares(context)),
    removeUnsoldOpeningShare: step((context) => removeUnsoldOpeningShare(context)),
    removeUnsoldShare: step((context) => removeUnsoldShare(context)),
    placeStartingCube: on('build.start', (context, event) =>
      placeStartingCube(context, hexIndex(event.hex)),
    ),
    startOpeningCompany: on('build.start', (context, event) =>
      startOpeningCompany(context, event.player, hexIndex(event.hex)),
    ),
    seatPlayersWithoutShares: step((context) => seatPlayersWithoutShares(context)),
    startFirstRound: step((context) => startFirstRound(context)),
    placeActionMarker: on('action.choose', (context, event) =>
      placeActionMarker(context, event.player, event.action),
    ),
    placeDevelopmentMarker: on('develop.place', (context, event) =>
      placeDevelopmentMarker(context, hexIndex(event.hex)),
    ),
    fundCompany: on('fund.pay', (context, event) =>
      fundCompany(context, companyIndex(event.company)),
    ),
    takeMoney: on('money.take', (context, event) => takeMoney(context, event.player, event.from)),
    placeCube: on('build.place', (context, event) =>
      placeCube(context, companyIndex(event.company), hexIndex(event.hex)),
    ),
    passTurn: step((context) => passTurn(context)),
    payDividends: step((context) => payDividends(context)),
    endGame: step((context) => endGame(context)),
    startNextRound: step((context) => startNextRound(context)),
  },
}).createMachine({
  id: 'americanRails',
  context: startContext(initialContext, placeholderContext),
  initial: 'openingAuctions',
  meta: rule(RULE.sequence),
  states: {
    openingAuctions: {
      meta: rule(RULE.openingAuctions),
      initial: 'choosingShare',
      states: {
        choosingShare: {
          meta: rule(RULE.nextOpening, 'openingOffer'),
          on: {
            'auction.offer': {
              guard: legal('openingOffer'),
              actions: 'offerOpeningShare',
              target: 'bidding',
            },
          },
        },
        bidding: {
          meta: rule(RULE.openingBidding, 'openingBidding'),
          on: {
            'auction.bid': { guard: legal('openingBidding'), actions: 'placeBid' },
            'auction.pass': { guard: legal('openingBidding'), actions: 'passBid' },
          },
          always: [
            { guard: 'isShareSold', actions: 'sellShare', target: 'placingStartingCity' },
            {
              guard: 'isShareUnsold',
              actions: 'removeUnsoldOpeningShare',
              target: 'nextOpeningAuction',
            },
          ],
        },
        placingStartingCity: {
          meta: rule(RULE.startingCity, 'openingStart'),
          on: {
            'build.start': {
              guard: legal('openingStart'),
              actions: 'startOpeningCompany',
              target: 'nextOpeningAuction',
            },
          },
        },
        nextOpeningAuction: {
          meta: rule(RULE.endOfOpening),
          always: [
            {
              guard: 'areOpeningSharesOffered',
              actions: ['seatPlayersWithoutShares', 'startFirstRound'],
              target: '#americanRails.actionPhases',
            },
            { target: 'choosingShare' },
          ],
        },
      },
    },
    actionPhases: {
      meta: rule(RULE.actionPhases),
      initial: 'choosingAction',
      states: {
        choosingAction: {
          meta: rule(RULE.placingMarker, 'chooseAction'),
          always: { guard: 'isRoundOver', target: '#americanRails.dividendPhase' },
          on: {
            'action.choose': [
              { guard: chose('develop'), actions: 'placeActionMarker', target: 'developing' },
              { guard: chose('fund'), actions: 'placeActionMarker', target: 'funding' },
              { guard: chose('take'), actions: 'placeActionMarker', target: 'takingMoney' },
              { guard: chose('expand3'), actions: 'placeActionMarker', target: 'expanding' },
              { guard: chose('expand4'), actions: 'placeActionMarker', target: 'expanding' },
              { guard: chose('auction'), actions: 'placeActionMarker', target: 'auctioningShare' },
              // Pass: the player does nothing; the turn ends at once.
              {
                guard: chose('pass'),
                actions: ['placeActionMarker', 'passTurn'],
                target: 'choosingAction',
              },
            ],
          },
        },
        developing: {
          meta: rule(RULE.develop, 'develop'),
          on: {
            'develop.place': {
              guard: legal('develop'),
              actions: ['placeDevelopmentMarker', 'passTurn'],
              target: 'choosingAction',
            },
            'action.decline': {
              guard: legal('develop'),
              actions: 'passTurn',
              target: 'choosingAction',
            },
          },
        },
        funding: {
          meta: rule(RULE.fund, 'fund'),
          on: {
            'fund.pay': {
              guard: legal('fund'),
              actions: ['fundCompany', 'passTurn'],
              target: 'choosingAction',
            },
            'action.decline': {
              guard: legal('fund'),
              actions: 'passTurn',
              target: 'choosingAction',
            },
          },
        },
        takingMoney: {
          meta: rule(RULE.takeOrExpand2, 'takeMoney'),
          on: {
            'money.take': {
              guard: legal('takeMoney'),
              actions: ['takeMoney', 'passTurn'],
              target: 'choosingAction',
            },
            'build.place': { guard: legal('takeMoney'), actions: 'placeCube', target: 'expanding' },
            'action.decline': {
              guard: legal('takeMoney'),
              actions: 'passTurn',
              target: 'choosingAction',
            },
          },
        },
        expanding: {
          meta: rule(RULE.expand, 'expand'),
          on: {
            'build.place': { guard: legal('expand'), actions: 'placeCube' },
            'build.finish': {
              guard: legal('expand'),
              actions: 'passTurn',
              target: 'choosingAction',
            },
            'action.decline': {
              guard: legal('expand'),
              actions: 'passTurn',
              target: 'choosingAction',
            },
          },
          always: { guard: 'isExpansionComplete', actions: 'passTurn', target: 'choosingAction' },
        },
        auctioningShare: {
          meta: rule(RULE.auctionShare),
          initial: 'choosingShare',
          states: {
            choosingShare: {
              meta: rule(RULE.auctionShare, 'auctionOffer'),
              on: {
                'auction.offer': {
                  guard: legal('auctionOffer'),
                  actions: 'offerShare',
                  target: 'bidding',
                },
                'action.decline': {
                  guard: legal('auctionOffer'),
                  actions: 'passTurn',
                  target: '#americanRails.actionPhases.choosingAction',
                },
              },
            },
            bidding: {
              meta: rule(RULE.shareBidding, 'auctionBidding'),
              on: {
                'auction.bid': { guard: legal('auctionBidding'), actions: 'placeBid' },
                'auction.pass': { guard: legal('auctionBidding'), actions: 'passBid' },
              },
              always: [
                {
                  guard: 'isSoldToNewCompany',
                  actions: 'sellShare',
                  target: 'placingStartingCity',
                },
                {
                  guard: 'isSoldToCompanyWithoutCity',
                  actions: ['sellShare', 'removeCompanyShares', 'passTurn'],
                  target: '#americanRails.actionPhases.choosingAction',
                },
                {
                  guard: 'isShareSold',
                  actions: ['sellShare', 'passTurn'],
                  target: '#americanRails.actionPhases.choosingAction',
                },
                {
                  guard: 'isShareUnsold',
                  actions: ['removeUnsoldShare', 'passTurn'],
                  target: '#americanRails.actionPhases.choosingAction',
                },
              ],
            },
            placingStartingCity: {
              meta: rule(RULE.newCompany, 'auctionStart'),
              on: {
                'build.start': {
                  guard: legal('auctionStart'),
                  actions: ['placeStartingCube', 'passTurn'],
                  target: '#americanRails.actionPhases.choosingAction',
                },
              },
            },
          },
        },
      },
    },
    dividendPhase: {
      meta: rule(RULE.dividendPhase),
      entry: 'payDividends',
      always: [
        { guard: 'doesGameEnd', actions: 'endGame', target: 'gameOver' },
        { actions: 'startNextRound', target: 'actionPhases' },
      ],
    },
    gameOver: {
      meta: rule(RULE.winner, 'gameOver'),
      type: 'final',
    },
  },
});

export type AmericanRailsMachine = typeof americanRailsMachine;
