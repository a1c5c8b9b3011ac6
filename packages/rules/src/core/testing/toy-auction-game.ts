/**
 * A toy game with an auction and a board, for the element tests of every package (panels,
 * boards, the statechart viewer, `<ry-game>`): a real GameDefinition (XState machine, pure
 * replay, the core auction) independent of the real engines, without hidden information. Two companies; each round auctions one share (open outcry), then the buyer places
 * up to two pieces of that company next to its network, or finishes; after three rounds the
 * game ends and the richest player wins.
 */
import { assign, setup, type AnyMachineSnapshot } from 'xstate';
import {
  auctionOutcome,
  explainBid,
  explainPass,
  isAuctionOver,
  legalBidAmounts,
  lowestBid,
  passBid,
  placeBid,
  startAuction,
  type AuctionState,
} from '../stock/auction.js';
import {
  checkPlayerCount,
  type CheckedGameDefinition,
  type IllegalMove,
} from '../game-definition.js';
import type { GameMove } from '../record.js';
import { startMachine } from '../replay.js';
import { defineRuleSections } from '../rule-sections.js';
import { seatsFrom } from '../seats.js';
import type { StockView } from '../stock/view.js';

export interface ToyHex {
  id: string;
  col: number;
  row: number;
  terrain: 'plain' | 'city';
  label: string;
  pieces: string[];
}

interface ToyContext {
  players: string[];
  cash: number[];
  shares: Record<string, number[]>;
  treasury: Record<string, number>;
  hexes: ToyHex[];
  round: number;
  auction: AuctionState | null;
  builder: number | null;
  company: string;
  placed: number;
}

export interface ToyAuctionView extends StockView {
  board: { hexes: ToyHex[] };
  round: number;
}

type ToyMove = GameMove;

const COMPANIES = [
  { id: 'RED', name: 'Red Line', color: '#c0392b', short: 'RED', sharesTotal: 3, start: 'A0' },
  { id: 'BLU', name: 'Blue Line', color: '#2c6fbb', short: 'BLU', sharesTotal: 3, start: 'C2' },
];
const ROUNDS = 3;

const toyRuleSections = defineRuleSections('toy', [
  ['Auction', 'toy/rules'],
  ['Build', 'toy/rules'],
  ['End', 'toy/rules'],
] as const);

function makeHexes(): ToyHex[] {
  const hexes: ToyHex[] = [];
  for (let col = 0; col < 3; col++) {
    for (let row = 0; row < 3; row++) {
      const id = `${'ABC'[col]}${row}`;
      const city = id === 'A0' || id === 'C2' || id === 'B1';
      hexes.push({
        id,
        col,
        row,
        terrain: city ? 'city' : 'plain',
        label: city ? { A0: 'Redville', C2: 'Bluetown', B1: 'Midway' }[id]! : id,
        pieces: [],
      });
    }
  }
  hexes.find((h) => h.id === 'A0')!.pieces.push('RED');
  hexes.find((h) => h.id === 'C2')!.pieces.push('BLU');
  return hexes;
}

function neighbours(a: ToyHex, b: ToyHex): boolean {
  // odd-q offset neighbours
  const dc = b.col - a.col;
  if (dc === 0) return Math.abs(b.row - a.row) === 1;
  if (Math.abs(dc) !== 1) return false;
  const shift = a.col & 1;
  return b.row === a.row - 1 + shift || b.row === a.row + shift;
}

function companyOfRound(round: number): string {
  return COMPANIES[round % COMPANIES.length]!.id;
}

function buildTargets(ctx: ToyContext): string[] {
  const own = ctx.hexes.filter((h) => h.pieces.includes(ctx.company));
  return ctx.hexes
    .filter((h) => h.pieces.length === 0 && own.some((o) => neighbours(o, h)))
    .map((h) => h.id);
}

function illegal(reason: string, anchor = 'auction'): IllegalMove {
  return { reason, rule: `toy:${anchor}` };
}

type ToySnapshot = AnyMachineSnapshot;

function explain(state: ToySnapshot, move: GameMove): IllegalMove | null {
  const ctx = state.context as ToyContext;
  if (!move || typeof move !== 'object' || typeof move.type !== 'string')
    return illegal('A move needs a type.');
  if (typeof move.player !== 'number') return illegal('A move needs a player seat.');
  if (state.matches('gameOver')) return illegal('The game is over.', 'end');
  if (state.matches('auction')) {
    const auction = ctx.auction!;
    if (move.type === 'auction.bid') {
      const amount = move.amount;
      if (typeof amount !== 'number') return illegal('A bid needs an amount.');
      const why = explainBid(auction, move.player, amount, ctx.cash[move.player] ?? 0);
      return why ? illegal(why) : null;
    }
    if (move.type === 'auction.pass') {
      const why = explainPass(auction, move.player);
      return why ? illegal(why) : null;
    }
    return illegal(`${move.type} is not possible during the auction.`);
  }
  if (state.matches('build')) {
    if (move.player !== ctx.builder)
      return illegal(`Only seat ${ctx.builder} builds now.`, 'build');
    if (move.type === 'build.finish') return null;
    if (move.type === 'build.place') {
      if (typeof move.hex !== 'string' || !buildTargets(ctx).includes(move.hex)) {
        return illegal(
          `${String(move.hex)} is not an empty hex next to ${ctx.company}'s network.`,
          'build',
        );
      }
      if ((ctx.treasury[ctx.company] ?? 0) < 1)
        return illegal(`${ctx.company} cannot pay $1.`, 'build');
      return null;
    }
    return illegal(`${move.type} is not possible while building.`, 'build');
  }
  return illegal('Unknown state.');
}

const toyMachine = setup({
  types: {} as { context: ToyContext; events: ToyMove; input: { players: string[] } },
  guards: {
    isLegalBid: ({ context, event }) =>
      explainBid(
        context.auction!,
        event.player,
        event.amount as number,
        context.cash[event.player] ?? 0,
      ) === null,
    isLegalPass: ({ context, event }) => explainPass(context.auction!, event.player) === null,
    isAuctionOver: ({ context }) => context.auction !== null && isAuctionOver(context.auction),
    isBuildDone: ({ context }) => context.placed >= 2 || buildTargets(context).length === 0,
    isLastRound: ({ context }) => context.round + 1 >= ROUNDS,
  },
  actions: {
    recordBid: assign({
      auction: ({ context, event }) =>
        placeBid(context.auction!, event.player, event.amount as number),
    }),
    recordPass: assign({
      auction: ({ context, event }) => passBid(context.auction!, event.player),
    }),
    settleAuction: assign(({ context }) => {
      const outcome = auctionOutcome(context.auction!);
      const company = context.company;
      const shares = { ...context.shares };
      const cash = context.cash.slice();
      const treasury = { ...context.treasury };
      let builder: number | null = null;
      if (outcome.sold) {
        shares[company] = shares[company]!.slice();
        shares[company]![outcome.winner]! += 1;
        cash[outcome.winner]! -= outcome.price;
        treasury[company]! += outcome.price;
        builder = outcome.winner;
      }
      return { shares, cash, treasury, builder, auction: null, placed: 0 };
    }),
    placePiece: assign(({ context, event }) => ({
      hexes: context.hexes.map((h) =>
        h.id === event.hex ? { ...h, pieces: [...h.pieces, context.company] } : h,
      ),
      treasury: { ...context.treasury, [context.company]: context.treasury[context.company]! - 1 },
      placed: context.placed + 1,
    })),
    nextRound: assign(({ context }) => {
      const round = context.round + 1;
      const company = companyOfRound(round);
      const opener = round % context.players.length;
      return {
        round,
        company,
        builder: null,
        auction: startAuction(company, seatsFrom(opener, context.players.length), 2),
      };
    }),
  },
}).createMachine({
  id: 'toy',
  context: ({ input }) => ({
    players: input.players,
    cash: input.players.map(() => 10),
    shares: Object.fromEntries(COMPANIES.map((c) => [c.id, input.players.map(() => 0)])),
    treasury: Object.fromEntries(COMPANIES.map((c) => [c.id, 0])),
    hexes: makeHexes(),
    round: 0,
    company: companyOfRound(0),
    auction: startAuction(companyOfRound(0), seatsFrom(0, input.players.length), 2),
    builder: null,
    placed: 0,
  }),
  initial: 'auction',
  states: {
    auction: {
      description: 'Players bid for one share of the round’s company.',
      meta: { rule: 'toy:auction', phase: 'auction' },
      on: {
        'auction.bid': { guard: 'isLegalBid', actions: 'recordBid' },
        'auction.pass': { guard: 'isLegalPass', actions: 'recordPass' },
      },
      always: [{ guard: 'isAuctionOver', target: 'build', actions: 'settleAuction' }],
    },
    build: {
      description: 'The buyer extends the company’s network.',
      meta: { rule: 'toy:build', phase: 'build' },
      always: [
        { guard: ({ context }) => context.builder === null, target: 'checkEnd' },
        { guard: 'isBuildDone', target: 'checkEnd' },
      ],
      on: {
        'build.place': { actions: 'placePiece', target: 'build', reenter: true },
        'build.finish': { target: 'checkEnd' },
      },
    },
    checkEnd: {
      description: 'After the last round the game ends.',
      meta: { rule: 'toy:end' },
      always: [
        { guard: 'isLastRound', target: 'gameOver' },
        { target: 'auction', actions: 'nextRound' },
      ],
    },
    gameOver: {
      type: 'final',
      description: 'Most cash wins.',
      meta: { rule: 'toy:end', phase: 'gameOver' },
    },
  },
});

function legalMoves(state: ToySnapshot): GameMove[] {
  const ctx = state.context as ToyContext;
  if (state.matches('auction') && ctx.auction) {
    const seat = ctx.auction.turn;
    return [
      ...legalBidAmounts(ctx.auction, ctx.cash[seat]!).map((amount) => ({
        type: 'auction.bid',
        player: seat,
        amount,
      })),
      { type: 'auction.pass', player: seat },
    ];
  }
  if (state.matches('build') && ctx.builder !== null) {
    const seat = ctx.builder;
    const places =
      ctx.treasury[ctx.company]! >= 1
        ? buildTargets(ctx).map((hex) => ({ type: 'build.place', player: seat, hex }))
        : [];
    return [...places, { type: 'build.finish', player: seat }];
  }
  return [];
}

function activeSeats(state: ToySnapshot): number[] {
  const seats = new Set(legalMoves(state).map((m) => m.player));
  return [...seats];
}

export const toyAuctionGame: CheckedGameDefinition<ToySnapshot, GameMove, ToyAuctionView> = {
  id: 'toy',
  title: 'Toy Rails',
  stock: true,
  minPlayers: 2,
  maxPlayers: 4,
  options: [],
  ruleSections: toyRuleSections,
  machine: toyMachine,
  createGame(setupArgs) {
    checkPlayerCount({ title: 'Toy Rails', minPlayers: 2, maxPlayers: 4 }, setupArgs.players);
    return startMachine(toyMachine, { players: [...setupArgs.players] });
  },
  legalMoves,
  explainIllegal: explain,
  view(state) {
    const ctx = state.context as ToyContext;
    const finished = state.matches('gameOver');
    return {
      game: 'toy',
      phase: finished
        ? 'Game over'
        : state.matches('auction')
          ? `Auction of a ${ctx.company} share`
          : `${ctx.company} builds`,
      rule: finished ? 'toy:end' : state.matches('auction') ? 'toy:auction' : 'toy:build',
      players: ctx.players.map((name, seat) => ({
        seat,
        name,
        cash: ctx.cash[seat]!,
        shares: Object.fromEntries(COMPANIES.map((c) => [c.id, ctx.shares[c.id]![seat]!])),
      })),
      companies: COMPANIES.map((c) => {
        const sold = ctx.shares[c.id]!.reduce((a, b) => a + b, 0);
        return {
          id: c.id,
          name: c.name,
          color: c.color,
          short: c.short,
          sharesTotal: c.sharesTotal,
          sharesLeft: c.sharesTotal - sold,
          treasury: ctx.treasury[c.id]!,
          income: ctx.hexes.filter((h) => h.pieces.includes(c.id)).length,
          supply: 10 - ctx.hexes.filter((h) => h.pieces.includes(c.id)).length,
          // Every auction opens at $2 (`startAuction(…, 2)`).
          minimumBid: 2,
          open: true,
        };
      }),
      activeSeats: activeSeats(state),
      auction:
        ctx.auction && !isAuctionOver(ctx.auction)
          ? {
              item: ctx.auction.item,
              itemLabel: `${ctx.auction.item} share`,
              minimum: lowestBid(ctx.auction),
              highBid: ctx.auction.highBid,
              highBidder: ctx.auction.highBidder,
              active: ctx.auction.active,
              turn: ctx.auction.turn,
            }
          : null,
      finished,
      board: { hexes: ctx.hexes },
      round: ctx.round,
    };
  },
  result(state) {
    if (!state.matches('gameOver')) return null;
    const ctx = state.context as ToyContext;
    const best = Math.max(...ctx.cash);
    const standings = ctx.players.map((name, seat) => ({
      seat,
      name,
      score: ctx.cash[seat]!,
      rank: 1 + ctx.cash.filter((c) => c > ctx.cash[seat]!).length,
    }));
    return {
      standings,
      winners: standings.filter((s) => s.score === best).map((s) => s.seat),
      reason: 'Three rounds were played.',
      rule: 'toy:end',
    };
  },
  activeSeats,
  checkInvariants: () => [],
  describeMove(move, state) {
    const name = (state.context as ToyContext).players[move.player] ?? `Seat ${move.player}`;
    switch (move.type) {
      case 'auction.bid':
        return `${name} bids $${move.amount}`;
      case 'auction.pass':
        return `${name} passes`;
      case 'build.place':
        return `${name} builds in ${move.hex}`;
      case 'build.finish':
        return `${name} finishes building`;
      default:
        return `${name}: ${move.type}`;
    }
  },
};
