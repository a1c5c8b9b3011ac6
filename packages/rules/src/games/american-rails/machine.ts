/**
 * The American Rails statechart: opening auctions, then up to seven rounds of three action
 * phases and a dividend phase. States are named after the rulebook's parts and cite their rule
 * sections; the auctions run on the shared open-outcry auction of core/auction.ts, dividends on
 * core/dividends.ts, seats on core/seats.ts, randomness on core/prng.ts. Guards all call the one
 * legality checker (explain.ts); actions are small pure context updates over rules.ts helpers.
 */
import { assign, setup } from 'xstate';
import {
  auctionOutcome,
  isAuctionOver,
  passBid,
  placeBid,
  startAuction,
} from '../../core/auction.js';
import { nextInt, seedPrng } from '../../core/prng.js';
import { nextSeat, seatsFrom } from '../../core/seats.js';
import { ACTION_ROWS, actionRow, FUND_AMOUNT, TAKE_AMOUNT, type ActionId } from './data/actions.js';
import { HEXES, hexIndex } from './data/board.js';
import {
  COMPANIES,
  companyIndex,
  DEVELOPMENT_MARKERS,
  FIRST_YEAR,
  MINIMUM_BID,
  STARTING_MONEY,
} from './data/companies.js';
import { checkMove } from './explain.js';
import {
  computeDividends,
  emptyActionTrack,
  emptyCities,
  endOfGame,
  incomeChangeForCube,
  incomeChangeForDevelopment,
  orderInColumn,
  cubeCost,
  RULE,
} from './rules.js';
import type { ArContext, ArInput, ArMove, CompanyState, IncomeChange, Step } from './types.js';

const EMPTY: readonly number[] = Object.freeze([]);
/** Index of the third (last) column of the action track. */
const ACTION_COLUMNS_LAST = 2;

/** The context at the start of the game (setup A–J). */
export function initialContext(input: ArInput): ArContext {
  const count = input.players.length;
  let prng = seedPrng(input.seed);
  let removed = -1;
  if (count === 3) [removed, prng] = nextInt(prng, COMPANIES.length);
  const startingMoney = STARTING_MONEY[count] ?? 0;
  const companies: CompanyState[] = COMPANIES.map((data, i) => {
    const inGame = i !== removed;
    return {
      inGame,
      sharesUnsold: inGame ? data.shares : 0,
      sharesRemoved: inGame ? 0 : data.shares,
      treasury: 0,
      income: 0,
      // One cube of each company in play marks its income on the income track (setup D).
      supply: inGame ? data.cubes - 1 : 0,
      startHex: -1,
      offeredInOpening: false,
    };
  });
  return {
    players: input.players.slice(),
    setup: { options: input.options, banker: 0, startingMoney },
    prng,
    cash: input.players.map(() => startingMoney),
    bank: { paid: startingMoney * count, received: 0 },
    companies,
    holdings: input.players.map(() => COMPANIES.map(() => 0)),
    cubes: HEXES.map(() => EMPTY),
    developed: HEXES.map(() => false),
    developmentSupply: DEVELOPMENT_MARKERS,
    clock: {
      year: FIRST_YEAR,
      round: 0,
      phase: 0,
      turnOrder: input.players.map(() => null),
      phaseOrder: [],
      phaseTurn: 0,
    },
    actionTrack: emptyActionTrack(),
    step: { kind: 'offer', seat: 0, opening: true },
    auction: null,
    last: { sale: null, dividends: null, incomeChange: null, cubeCost: null, endReason: null },
  };
}

// ---------------------------------------------------------------- small pure updates

function withCompany(
  companies: readonly CompanyState[],
  index: number,
  patch: Partial<CompanyState>,
): CompanyState[] {
  const out = companies.slice();
  out[index] = { ...companies[index]!, ...patch };
  return out;
}

function applyIncomeChange(
  companies: readonly CompanyState[],
  change: IncomeChange,
): CompanyState[] {
  const out = companies.slice();
  for (const d of change.deltas) out[d.company] = { ...out[d.company]!, income: d.after };
  return out;
}

function withCash(cash: readonly number[], seat: number, delta: number): number[] {
  const out = cash.slice();
  out[seat] = out[seat]! + delta;
  return out;
}

function withHolding(
  holdings: ArContext['holdings'],
  seat: number,
  company: number,
  delta: number,
): number[][] {
  const out = holdings.map((h) => h as number[]);
  const row = holdings[seat]!.slice();
  row[company] = row[company]! + delta;
  out[seat] = row;
  return out;
}

function withCube(cubes: ArContext['cubes'], hex: number, company: number): (readonly number[])[] {
  const out = cubes.slice();
  out[hex] = [...cubes[hex]!, company];
  return out;
}

/** Auction participants clockwise from the opener (or from the next seat; option firstBidder). */
function participants(ctx: ArContext, opener: number): number[] {
  const first =
    ctx.setup.options.firstBidder === 'selector' ? opener : nextSeat(opener, ctx.players.length);
  return seatsFrom(first, ctx.players.length);
}

function soldTo(ctx: ArContext): { winner: number; price: number } | null {
  if (!ctx.auction || !isAuctionOver(ctx.auction)) return null;
  const outcome = auctionOutcome(ctx.auction);
  return outcome.sold ? { winner: outcome.winner, price: outcome.price } : null;
}

/** The first round (after the opening) or the next round: clear the action track, order from the turn-order track. */
function roundStart(
  ctx: ArContext,
  turnOrder: readonly (number | null)[],
  year: number,
): Partial<ArContext> {
  const order = turnOrder.filter((s): s is number => s !== null);
  return {
    clock: {
      year,
      round: ctx.clock.round + 1,
      phase: 0,
      turnOrder,
      phaseOrder: order,
      phaseTurn: 0,
    },
    actionTrack: emptyActionTrack(),
    step: { kind: 'choose', seat: order[0]! },
  };
}

function withLast(ctx: ArContext, patch: Partial<ArContext['last']>): ArContext['last'] {
  return { ...ctx.last, ...patch };
}

let placeholder: ArContext | null = null;
function placeholderContext(): ArContext {
  placeholder ??= initialContext({
    players: ['-', '-', '-', '-'],
    seed: '',
    options: {
      endWhenSharesGone: false,
      endWhenSuppliesLow: false,
      takeFromPoorPlayers: 'pay-what-they-have',
      noEmptyCityPayment: 'kept',
      firstBidder: 'selector',
    },
  });
  return placeholder;
}

const legal = ({ context, event }: { context: ArContext; event: ArMove }): boolean =>
  checkMove(context, event) === null;

// ---------------------------------------------------------------- machine

export const machine = setup({
  types: {
    context: {} as ArContext,
    events: {} as ArMove,
    input: {} as ArInput,
  },
  guards: {
    isLegalOffer: legal,
    isLegalBid: legal,
    isLegalPass: legal,
    isLegalStart: legal,
    isLegalDevelopment: legal,
    isLegalFunding: legal,
    isLegalTake: legal,
    isLegalPlacement: legal,
    isLegalFinish: legal,
    isLegalDecline: legal,
    auctionEndedUnsold: ({ context }) =>
      context.auction !== null && isAuctionOver(context.auction) && soldTo(context) === null,
    shareWasSold: ({ context }) => soldTo(context) !== null,
    soldToNewCompany: ({ context }) =>
      soldTo(context) !== null &&
      context.companies[context.auction!.item]!.startHex < 0 &&
      emptyCities(context).length > 0,
    soldToCompanyWithoutCity: ({ context }) =>
      soldTo(context) !== null &&
      context.companies[context.auction!.item]!.startHex < 0 &&
      emptyCities(context).length === 0,
    allOpeningSharesOffered: ({ context }) =>
      context.companies.every((c) => !c.inGame || c.offeredInOpening),
    isLegalActionChoice: ({ context, event }, params: { action: ActionId }) =>
      event.type === 'action.choose' &&
      event.action === params.action &&
      checkMove(context, event) === null,
    expansionComplete: ({ context }) =>
      context.step.kind === 'expand' && context.step.placed >= context.step.limit,
    actionPhasesOver: ({ context }) => context.step.kind === 'dividends',
    gameEnds: ({ context }) => endOfGame(context) !== null,
  },
  actions: {
    offerShare: assign(({ context, event }) => {
      if (event.type !== 'auction.offer') return {};
      const company = companyIndex(event.company);
      const opening = context.step.kind === 'offer' && context.step.opening;
      return {
        companies: opening
          ? withCompany(context.companies, company, { offeredInOpening: true })
          : context.companies,
        auction: startAuction(company, participants(context, event.player), MINIMUM_BID),
        step: { kind: 'bid', opening },
      };
    }),
    placeBid: assign(({ context, event }) =>
      event.type === 'auction.bid' && context.auction
        ? { auction: placeBid(context.auction, event.player, event.amount) }
        : {},
    ),
    passBid: assign(({ context, event }) =>
      event.type === 'auction.pass' && context.auction
        ? { auction: passBid(context.auction, event.player) }
        : {},
    ),
    sellShare: assign(({ context }) => {
      const sale = soldTo(context)!;
      const company = context.auction!.item;
      const state = context.companies[company]!;
      const opening = context.step.kind === 'bid' && context.step.opening;
      const step: Step =
        state.startHex < 0 ? { kind: 'start', seat: sale.winner, company, opening } : context.step;
      return {
        cash: withCash(context.cash, sale.winner, -sale.price),
        holdings: withHolding(context.holdings, sale.winner, company, 1),
        companies: withCompany(context.companies, company, {
          treasury: state.treasury + sale.price,
          sharesUnsold: state.sharesUnsold - 1,
        }),
        last: withLast(context, { sale: { company, seat: sale.winner, price: sale.price } }),
        auction: null,
        step,
      };
    }),
    removeCompanyShares: assign(({ context }) => {
      // No empty city: the bought share and all remaining shares of the company leave the game.
      const sale = context.last.sale!;
      const state = context.companies[sale.company]!;
      const refund = context.setup.options.noEmptyCityPayment === 'refunded' ? sale.price : 0;
      return {
        holdings: withHolding(context.holdings, sale.seat, sale.company, -1),
        cash: withCash(context.cash, sale.seat, refund),
        companies: withCompany(context.companies, sale.company, {
          sharesRemoved: state.sharesRemoved + 1 + state.sharesUnsold,
          sharesUnsold: 0,
          treasury: state.treasury - refund,
        }),
      };
    }),
    removeUnsoldShare: assign(({ context }) => {
      const auction = context.auction!;
      const outcome = auctionOutcome(auction);
      const state = context.companies[auction.item]!;
      const lastToPass = outcome.sold ? auction.turn : (outcome.lastToPass ?? auction.turn);
      const opening = context.step.kind === 'bid' && context.step.opening;
      return {
        companies: withCompany(context.companies, auction.item, {
          sharesUnsold: state.sharesUnsold - 1,
          sharesRemoved: state.sharesRemoved + 1,
        }),
        auction: null,
        last: withLast(context, { sale: null }),
        // In the opening the last player to pass picks the next share.
        step: opening ? { kind: 'offer', seat: lastToPass, opening: true } : context.step,
      };
    }),
    placeStartingCube: assign(({ context, event }) => {
      if (event.type !== 'build.start' || context.step.kind !== 'start') return {};
      const hex = hexIndex(event.hex);
      const { company, opening } = context.step;
      const change = incomeChangeForCube(context, hex, company, 'start');
      const companies = applyIncomeChange(context.companies, change);
      companies[company] = {
        ...companies[company]!,
        supply: companies[company]!.supply - 1,
        startHex: hex,
      };
      const step: Step = opening
        ? { kind: 'offer', seat: event.player, opening: true }
        : context.step;
      return {
        cubes: withCube(context.cubes, hex, company),
        companies,
        last: withLast(context, { incomeChange: change, cubeCost: 0 }),
        step,
      };
    }),
    takeTurnOrderSpace: assign(({ context, event }) => {
      // Step 5 of winning an opening auction: lowest free turn-order space, unless already there.
      if (context.clock.turnOrder.includes(event.player)) return {};
      const turnOrder = context.clock.turnOrder.slice();
      turnOrder[turnOrder.indexOf(null)] = event.player;
      return { clock: { ...context.clock, turnOrder } };
    }),
    seatPlayersWithoutShares: assign(({ context }) => {
      const turnOrder = context.clock.turnOrder.slice();
      for (const seat of seatsFrom(context.setup.banker, context.players.length)) {
        if (!turnOrder.includes(seat)) turnOrder[turnOrder.indexOf(null)] = seat;
      }
      return { clock: { ...context.clock, turnOrder } };
    }),
    startFirstRound: assign(({ context }) =>
      roundStart(context, context.clock.turnOrder, context.clock.year),
    ),
    placeActionMarker: assign(({ context, event }) => {
      if (event.type !== 'action.choose') return {};
      const row = actionRow(event.action);
      const column = context.actionTrack[context.clock.phase]!.slice();
      column[row] = event.player;
      const actionTrack = context.actionTrack.slice();
      actionTrack[context.clock.phase] = column;
      const seat = event.player;
      let step: Step = context.step;
      switch (event.action) {
        case 'develop':
        case 'fund':
        case 'take':
          step = { kind: event.action, seat };
          break;
        case 'expand3':
        case 'expand4':
          step = { kind: 'expand', seat, limit: ACTION_ROWS[row]!.cubes, placed: 0 };
          break;
        case 'auction':
          step = { kind: 'offer', seat, opening: false };
          break;
      }
      const last =
        context.last.incomeChange === null && context.last.cubeCost === null
          ? context.last
          : withLast(context, { incomeChange: null, cubeCost: null });
      return { actionTrack, step, last };
    }),
    placeDevelopmentMarker: assign(({ context, event }) => {
      if (event.type !== 'develop.place') return {};
      const hex = hexIndex(event.hex);
      const change = incomeChangeForDevelopment(context, hex);
      const developed = context.developed.slice();
      developed[hex] = true;
      return {
        developed,
        developmentSupply: context.developmentSupply - 1,
        companies: applyIncomeChange(context.companies, change),
        last: withLast(context, { incomeChange: change }),
      };
    }),
    fundCompany: assign(({ context, event }) => {
      if (event.type !== 'fund.pay') return {};
      const company = companyIndex(event.company);
      return {
        companies: withCompany(context.companies, company, {
          treasury: context.companies[company]!.treasury + FUND_AMOUNT,
        }),
        bank: { ...context.bank, paid: context.bank.paid + FUND_AMOUNT },
      };
    }),
    takeMoney: assign(({ context, event }) => {
      if (event.type !== 'money.take') return {};
      if (event.from === 'bank')
        return {
          cash: withCash(context.cash, event.player, TAKE_AMOUNT),
          bank: { ...context.bank, paid: context.bank.paid + TAKE_AMOUNT },
        };
      let received = 0;
      const cash = context.cash.map((money, seat) => {
        if (seat === event.player) return money;
        const paid = Math.min(TAKE_AMOUNT, money);
        received += paid;
        return money - paid;
      });
      return { cash, bank: { ...context.bank, received: context.bank.received + received } };
    }),
    placeCube: assign(({ context, event }) => {
      if (event.type !== 'build.place') return {};
      const hex = hexIndex(event.hex);
      const company = companyIndex(event.company);
      const cost = cubeCost(context, hex);
      const change = incomeChangeForCube(context, hex, company, 'cube');
      const companies = applyIncomeChange(context.companies, change);
      companies[company] = {
        ...companies[company]!,
        supply: companies[company]!.supply - 1,
        treasury: companies[company]!.treasury - cost,
      };
      const step = context.step;
      const next: Step =
        step.kind === 'take'
          ? {
              kind: 'expand',
              seat: step.seat,
              limit: ACTION_ROWS[actionRow('take')]!.cubes,
              placed: 1,
            }
          : step.kind === 'expand'
            ? { ...step, placed: step.placed + 1 }
            : step;
      return {
        cubes: withCube(context.cubes, hex, company),
        companies,
        bank: { ...context.bank, received: context.bank.received + cost },
        last: withLast(context, { incomeChange: change, cubeCost: cost }),
        step: next,
      };
    }),
    endTurn: assign(({ context }) => {
      // The next player in this phase's order; after the last one the next phase follows the
      // top-to-bottom order of the markers in the column just played; after the third phase, dividends.
      if (context.clock.phaseTurn < context.clock.phaseOrder.length - 1) {
        const phaseTurn = context.clock.phaseTurn + 1;
        return {
          clock: { ...context.clock, phaseTurn },
          step: { kind: 'choose', seat: context.clock.phaseOrder[phaseTurn]! },
        };
      }
      if (context.clock.phase === ACTION_COLUMNS_LAST) return { step: { kind: 'dividends' } };
      const phaseOrder = orderInColumn(context.actionTrack, context.clock.phase);
      return {
        clock: { ...context.clock, phase: context.clock.phase + 1, phaseOrder, phaseTurn: 0 },
        step: { kind: 'choose', seat: phaseOrder[0]! },
      };
    }),
    payDividends: assign(({ context }) => {
      const payments = computeDividends(context);
      const cash = context.cash.slice();
      let paid = 0;
      for (const p of payments) {
        for (let seat = 0; seat < cash.length; seat++) {
          cash[seat] = cash[seat]! + p.payouts[seat]!;
          paid += p.payouts[seat]!;
        }
      }
      return {
        cash,
        bank: { ...context.bank, paid: context.bank.paid + paid },
        last: withLast(context, { dividends: payments }),
        step: { kind: 'dividends' },
      };
    }),
    endGame: assign(({ context }) => ({
      last: withLast(context, { endReason: endOfGame(context) }),
      step: { kind: 'over' },
    })),
    startNextRound: assign(({ context }) => {
      // Markers move from the third column to the turn-order track in the same order; the year advances.
      return roundStart(
        context,
        orderInColumn(context.actionTrack, ACTION_COLUMNS_LAST),
        context.clock.year + 1,
      );
    }),
  },
}).createMachine({
  id: 'americanRails',
  description:
    'American Rails: opening auctions, then up to seven rounds (1851–1857) of three action phases and a dividend phase.',
  // xstate's pure `transition()` builds a throw-away actor per call, which evaluates this factory
  // without input; answering with a prebuilt placeholder keeps every event cheap.
  context: ({ input }) => (input ? initialContext(input) : placeholderContext()),
  initial: 'openingAuctions',
  meta: { rule: RULE.sequence },
  states: {
    openingAuctions: {
      description:
        'Before the first round one share of every company is auctioned; each winner starts the company in an empty city.',
      meta: { rule: RULE.openingAuctions },
      initial: 'choosingShare',
      states: {
        choosingShare: {
          description:
            'The banker (then each winner, or the last player to pass) picks a company whose opening share has not been offered.',
          meta: { rule: RULE.nextOpening },
          on: {
            'auction.offer': { guard: 'isLegalOffer', actions: 'offerShare', target: 'bidding' },
          },
        },
        bidding: {
          description:
            'Open-outcry auction from $10: the selector bids or passes first, then clockwise; passed players are out. The last bidder left wins; a share nobody bids on is removed for good and the last to pass picks next.',
          meta: { rule: RULE.openingBidding },
          on: {
            'auction.bid': { guard: 'isLegalBid', actions: 'placeBid' },
            'auction.pass': { guard: 'isLegalPass', actions: 'passBid' },
          },
          always: [
            { guard: 'shareWasSold', actions: 'sellShare', target: 'placingStartingCity' },
            {
              guard: 'auctionEndedUnsold',
              actions: 'removeUnsoldShare',
              target: 'nextOpeningAuction',
            },
          ],
        },
        placingStartingCity: {
          description:
            "The winner pays the company, places its first cube in an unoccupied city (income = the city's full value) and takes the lowest free turn-order space.",
          meta: { rule: RULE.startingCity },
          on: {
            'build.start': {
              guard: 'isLegalStart',
              actions: ['placeStartingCube', 'takeTurnOrderSpace'],
              target: 'nextOpeningAuction',
            },
          },
        },
        nextOpeningAuction: {
          description:
            "Until every company's share was offered once; then players without shares take the remaining turn-order spaces from the banker clockwise.",
          meta: { rule: RULE.endOfOpening },
          always: [
            {
              guard: 'allOpeningSharesOffered',
              actions: ['seatPlayersWithoutShares', 'startFirstRound'],
              target: '#americanRails.actionPhases',
            },
            { target: 'choosingShare' },
          ],
        },
      },
    },
    actionPhases: {
      description:
        "Three action phases: in turn order each player claims a free space of the phase's column and may carry out that action; the order of the markers sets the next phase's order.",
      meta: { rule: RULE.actionPhases },
      initial: 'choosingAction',
      states: {
        choosingAction: {
          description:
            "The player to act moves their marker onto a free space of this phase's column (taken spaces are blocked) and decides whether to carry out the action. After the third phase the dividends follow.",
          meta: { rule: RULE.placingMarker },
          always: { guard: 'actionPhasesOver', target: '#americanRails.dividendPhase' },
          on: {
            'action.choose': [
              {
                guard: { type: 'isLegalActionChoice', params: { action: 'develop' } },
                actions: 'placeActionMarker',
                target: 'developing',
              },
              {
                guard: { type: 'isLegalActionChoice', params: { action: 'fund' } },
                actions: 'placeActionMarker',
                target: 'funding',
              },
              {
                guard: { type: 'isLegalActionChoice', params: { action: 'take' } },
                actions: 'placeActionMarker',
                target: 'takingMoney',
              },
              {
                guard: { type: 'isLegalActionChoice', params: { action: 'expand3' } },
                actions: 'placeActionMarker',
                target: 'expanding',
              },
              {
                guard: { type: 'isLegalActionChoice', params: { action: 'expand4' } },
                actions: 'placeActionMarker',
                target: 'expanding',
              },
              {
                guard: { type: 'isLegalActionChoice', params: { action: 'auction' } },
                actions: 'placeActionMarker',
                target: 'auctioningShare',
              },
              // Pass: the player does nothing; the turn ends at once.
              {
                guard: { type: 'isLegalActionChoice', params: { action: 'pass' } },
                actions: ['placeActionMarker', 'endTurn'],
              },
            ],
          },
        },
        developing: {
          description:
            'Develop: a black marker on an undeveloped city holding a cube (not one of the five hubs): +$2 full, +$1 shared.',
          meta: { rule: RULE.develop },
          on: {
            'develop.place': {
              guard: 'isLegalDevelopment',
              actions: ['placeDevelopmentMarker', 'endTurn'],
              target: 'choosingAction',
            },
            'action.decline': {
              guard: 'isLegalDecline',
              actions: 'endTurn',
              target: 'choosingAction',
            },
          },
        },
        funding: {
          description: "Fund $5: $5 from the bank to any company's treasury.",
          meta: { rule: RULE.fund },
          on: {
            'fund.pay': {
              guard: 'isLegalFunding',
              actions: ['fundCompany', 'endTurn'],
              target: 'choosingAction',
            },
            'action.decline': {
              guard: 'isLegalDecline',
              actions: 'endTurn',
              target: 'choosingAction',
            },
          },
        },
        takingMoney: {
          description:
            'Take $2 from the bank, or $2 from each other player back to the bank; with 4–5 players Expand 2 instead.',
          meta: { rule: RULE.takeOrExpand2 },
          on: {
            'money.take': {
              guard: 'isLegalTake',
              actions: ['takeMoney', 'endTurn'],
              target: 'choosingAction',
            },
            'build.place': { guard: 'isLegalPlacement', actions: 'placeCube', target: 'expanding' },
            'action.decline': {
              guard: 'isLegalDecline',
              actions: 'endTurn',
              target: 'choosingAction',
            },
          },
        },
        expanding: {
          description:
            'Expand 2/3/4: up to that many cubes, one at a time, each of a company the player holds a share in, next to a cube of its colour, paid by its treasury.',
          meta: { rule: RULE.expand },
          on: {
            'build.place': { guard: 'isLegalPlacement', actions: 'placeCube' },
            'build.finish': {
              guard: 'isLegalFinish',
              actions: 'endTurn',
              target: 'choosingAction',
            },
            'action.decline': {
              guard: 'isLegalDecline',
              actions: 'endTurn',
              target: 'choosingAction',
            },
          },
          always: { guard: 'expansionComplete', actions: 'endTurn', target: 'choosingAction' },
        },
        auctioningShare: {
          description:
            "Auction a share: any company's unsold share, minimum $10; the winner pays the company's treasury.",
          meta: { rule: RULE.auctionShare },
          initial: 'choosingShare',
          states: {
            choosingShare: {
              description:
                'The player picks the company whose share is auctioned (or declines the action).',
              meta: { rule: RULE.auctionShare },
              on: {
                'auction.offer': {
                  guard: 'isLegalOffer',
                  actions: 'offerShare',
                  target: 'bidding',
                },
                'action.decline': {
                  guard: 'isLegalDecline',
                  actions: 'endTurn',
                  target: '#americanRails.actionPhases.choosingAction',
                },
              },
            },
            bidding: {
              description:
                'Open-outcry auction from $10 starting with the player who chose the share; passed players are out. Nobody bids: the share is removed. A company not yet on the map starts in an empty city; with no empty city its shares leave the game.',
              meta: { rule: RULE.shareBidding },
              on: {
                'auction.bid': { guard: 'isLegalBid', actions: 'placeBid' },
                'auction.pass': { guard: 'isLegalPass', actions: 'passBid' },
              },
              always: [
                { guard: 'soldToNewCompany', actions: 'sellShare', target: 'placingStartingCity' },
                {
                  guard: 'soldToCompanyWithoutCity',
                  actions: ['sellShare', 'removeCompanyShares', 'endTurn'],
                  target: '#americanRails.actionPhases.choosingAction',
                },
                {
                  guard: 'shareWasSold',
                  actions: ['sellShare', 'endTurn'],
                  target: '#americanRails.actionPhases.choosingAction',
                },
                {
                  guard: 'auctionEndedUnsold',
                  actions: ['removeUnsoldShare', 'endTurn'],
                  target: '#americanRails.actionPhases.choosingAction',
                },
              ],
            },
            placingStartingCity: {
              description:
                "The buyer of a company not yet on the map places its first cube in an empty city; income = that city's full value.",
              meta: { rule: RULE.newCompany },
              on: {
                'build.start': {
                  guard: 'isLegalStart',
                  actions: ['placeStartingCube', 'endTurn'],
                  target: '#americanRails.actionPhases.choosingAction',
                },
              },
            },
          },
        },
      },
    },
    dividendPhase: {
      description:
        'Each company pays ceil(income / shares held by players) per share from the bank; then the end is checked; otherwise markers move to the turn-order track and the year advances.',
      meta: { rule: RULE.dividendPhase },
      entry: 'payDividends',
      always: [
        { guard: 'gameEnds', actions: 'endGame', target: 'gameOver' },
        { actions: 'startNextRound', target: 'actionPhases' },
      ],
    },
    gameOver: {
      description: 'The game is over: the player with the most money wins.',
      meta: { rule: RULE.winner },
      type: 'final',
    },
  },
});

/** Which `step.kind` each waiting state of the machine stands for (checked by the invariants). */
export const STEP_OF_STATE: Readonly<Record<string, Step['kind']>> = {
  'openingAuctions.choosingShare': 'offer',
  'openingAuctions.bidding': 'bid',
  'openingAuctions.placingStartingCity': 'start',
  'actionPhases.choosingAction': 'choose',
  'actionPhases.developing': 'develop',
  'actionPhases.funding': 'fund',
  'actionPhases.takingMoney': 'take',
  'actionPhases.expanding': 'expand',
  'actionPhases.auctioningShare.choosingShare': 'offer',
  'actionPhases.auctioningShare.bidding': 'bid',
  'actionPhases.auctioningShare.placingStartingCity': 'start',
  gameOver: 'over',
};

/** Dotted path of a snapshot value, e.g. `actionPhases.expanding`. */
export function statePath(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const [key, inner] = Object.entries(value as Record<string, unknown>)[0] ?? ['', ''];
    const rest = statePath(inner);
    return rest ? `${key}.${rest}` : key;
  }
  return '';
}
