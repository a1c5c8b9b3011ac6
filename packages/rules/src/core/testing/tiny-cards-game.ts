/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * A tiny game with hidden information and chance, for the core's and every package's tests:
 * twelve cards (1–6, twice) are shuffled from the seed; each seat is dealt two, seen only by
 * itself. On a turn a seat plays a card from its hand (its value is added to the counter, and it
 * draws the top card of the deck: a reveal) or rolls the die (1–6 added: a roll). Whoever brings
 * the counter to the target wins; if the deck and every hand run out first, nobody does.
 */
import { assign, setup } from 'xstate';
import type { CheckedGameDefinition, IllegalMove, Viewer } from '../game-definition.js';
import { checkPlayerCount, resolveOptions } from '../game-definition.js';
import { nextInt, nextUint32, seedPrng, shuffle, type PrngState } from '../prng.js';
import type { GameMove } from '../record.js';
import { startMachine } from '../replay.js';
import { defineRuleSections } from '../rule-sections.js';
import { nextSeat } from '../seats.js';

export interface TinyCardsContext {
  players: string[];
  target: number;
  total: number;
  turn: number;
  hands: number[][];
  deck: number[];
  lastRoll: number | null;
  winner: number | null;
  prng: PrngState;
}

export type TinyCardsMove =
  { type: 'card.play'; player: number; card: number } | { type: 'die.roll'; player: number };

/** What a viewer may know: its own hand; of the others and the deck only their sizes. */
export interface TinyCardsView {
  players: { seat: number; name: string; handSize: number; hand: number[] | null }[];
  deckSize: number;
  /** The deck's order: only for the viewer `'all'`. */
  deck: number[] | null;
  total: number;
  target: number;
  turn: number;
  lastRoll: number | null;
  activeSeats: number[];
  finished: boolean;
}

const CARDS = [1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6];
const HAND = 2;

const ruleSections = defineRuleSections('tiny-cards', [
  ['Turn', 'tiny-cards/rules'],
  ['Goal', 'tiny-cards/rules'],
] as const);

const options = [
  {
    id: 'target',
    label: 'Target',
    description: 'Total that wins',
    default: 15,
    rule: 'tiny-cards:goal',
  },
] as const;

function explain(ctx: TinyCardsContext, move: GameMove): IllegalMove | null {
  if (ctx.winner !== null || isExhausted(ctx))
    return { reason: 'The game is over.', rule: 'tiny-cards:goal' };
  if (typeof move !== 'object' || move === null)
    return { reason: 'A move is an object.', rule: 'tiny-cards:turn' };
  const fields = move.type === 'card.play' ? ['type', 'player', 'card'] : ['type', 'player'];
  const extra = Object.keys(move).find((key) => !fields.includes(key));
  if (extra) return { reason: `A move has no field "${extra}".`, rule: 'tiny-cards:turn' };
  if (move.player !== ctx.turn)
    return { reason: `It is seat ${ctx.turn}'s turn.`, rule: 'tiny-cards:turn' };
  if (move.type === 'die.roll') return null;
  if (move.type !== 'card.play')
    return { reason: `Unknown move "${String(move.type)}".`, rule: 'tiny-cards:turn' };
  if (!ctx.hands[move.player]!.includes(move.card as number))
    return {
      reason: `Seat ${move.player} holds no ${String(move.card)}.`,
      rule: 'tiny-cards:turn',
    };
  return null;
}

const isExhausted = (ctx: TinyCardsContext) =>
  ctx.deck.length === 0 && ctx.hands.every((hand) => hand.length === 0);

function afterScore(ctx: TinyCardsContext, player: number, added: number) {
  const total = ctx.total + added;
  return {
    total,
    winner: total >= ctx.target ? player : null,
    turn: nextSeat(ctx.turn, ctx.players.length),
  };
}

const machine = setup({
  types: {
    context: {} as TinyCardsContext,
    events: {} as TinyCardsMove,
    input: {} as { players: string[]; target: number; seed: string },
  },
  guards: {
    isLegalMove: ({ context, event }) => explain(context, event) === null,
    isOver: ({ context }) => context.winner !== null || isExhausted(context),
  },
  actions: {
    playCardAndDraw: assign(({ context, event }) => {
      if (event.type !== 'card.play') return {};
      const hands = context.hands.map((hand) => [...hand]);
      const hand = hands[event.player]!;
      hand.splice(hand.indexOf(event.card), 1);
      const deck = [...context.deck];
      const drawn = deck.shift();
      if (drawn !== undefined) hand.push(drawn);
      return { hands, deck, lastRoll: null, ...afterScore(context, event.player, event.card) };
    }),
    rollDie: assign(({ context, event }) => {
      const [roll, prng] = nextInt(context.prng, 6);
      return { prng, lastRoll: roll + 1, ...afterScore(context, event.player, roll + 1) };
    }),
  },
}).createMachine({
  id: 'tinyCards',
  context: ({ input }) => {
    const [deck, prng] = shuffle(seedPrng(input.seed), CARDS);
    const hands = input.players.map((_, seat) => deck.slice(seat * HAND, seat * HAND + HAND));
    return {
      players: input.players,
      target: input.target,
      total: 0,
      turn: 0,
      hands,
      deck: deck.slice(input.players.length * HAND),
      lastRoll: null,
      winner: null,
      prng,
    };
  },
  initial: 'playing',
  states: {
    playing: {
      description: 'Seats play a card or roll the die in turn.',
      meta: { rule: 'tiny-cards:turn', phase: 'playing' },
      always: { guard: 'isOver', target: 'gameOver' },
      on: {
        'card.play': { guard: 'isLegalMove', actions: 'playCardAndDraw' },
        'die.roll': { guard: 'isLegalMove', actions: 'rollDie' },
      },
    },
    gameOver: {
      type: 'final',
      description: 'The target is reached, or every card is used.',
      meta: { rule: 'tiny-cards:goal', phase: 'gameOver' },
    },
  },
});

type TinyCardsState = { context: TinyCardsContext; value: string };

function view(state: TinyCardsState, viewer: Viewer): TinyCardsView {
  const ctx = state.context;
  const finished = state.value === 'gameOver';
  const sees = (seat: number) => viewer === 'all' || viewer === seat || finished;
  return {
    players: ctx.players.map((name, seat) => ({
      seat,
      name,
      handSize: ctx.hands[seat]!.length,
      hand: sees(seat) ? [...ctx.hands[seat]!] : null,
    })),
    deckSize: ctx.deck.length,
    deck: viewer === 'all' ? [...ctx.deck] : null,
    total: ctx.total,
    target: ctx.target,
    turn: ctx.turn,
    lastRoll: ctx.lastRoll,
    activeSeats: finished ? [] : [ctx.turn],
    finished,
  };
}

/**
 * A position the seat cannot tell from this one: the cards it cannot see (other hands and the
 * deck) dealt anew, and the die's future too (the game's PRNG reseeded: nobody knows the next
 * roll). Depends only on what the seat knows and on `prng`: the unseen cards are sorted before
 * they are shuffled.
 */
function sampleHidden(
  state: TinyCardsState,
  seat: number,
  prng: PrngState,
): [TinyCardsState, PrngState] {
  const ctx = state.context;
  const unseen = [...ctx.deck, ...ctx.hands.flatMap((hand, s) => (s === seat ? [] : hand))].sort(
    (a, b) => a - b,
  );
  const [dealt, next] = shuffle(prng, unseen);
  let at = 0;
  const hands = ctx.hands.map((hand, s) =>
    s === seat ? [...hand] : dealt.slice(at, (at += hand.length)),
  );
  const deck = dealt.slice(at);
  const [dice, after] = nextUint32(next);
  const prngForDice = seedPrng(`sampled-dice:${dice}`);
  return [
    { ...state, context: { ...ctx, hands, deck, prng: prngForDice } } as TinyCardsState,
    after,
  ];
}

export const tinyCardsGame: CheckedGameDefinition<any, TinyCardsMove, TinyCardsView> & {
  sampleHidden: typeof sampleHidden;
} = {
  id: 'tiny-cards',
  title: 'Tiny cards game',
  minPlayers: 2,
  maxPlayers: 4,
  options,
  ruleSections,
  machine,
  hiddenInformation: true,
  chance: true,
  createGame(setupInput) {
    checkPlayerCount(this, setupInput.players);
    const resolved = resolveOptions(options, setupInput.options);
    return startMachine(machine, {
      players: [...setupInput.players],
      target: resolved.target,
      seed: setupInput.seed,
    });
  },
  legalMoves(state: TinyCardsState) {
    const ctx = state.context;
    if (state.value === 'gameOver') return [];
    const player = ctx.turn;
    const cards = [...new Set(ctx.hands[player]!)].sort((a, b) => a - b);
    return [
      ...cards.map((card) => ({ type: 'card.play' as const, player, card })),
      { type: 'die.roll' as const, player },
    ];
  },
  explainIllegal: (state: TinyCardsState, move) => explain(state.context, move),
  view,
  result(state: TinyCardsState) {
    if (state.value !== 'gameOver') return null;
    const { winner, players } = state.context;
    const standings = players.map((name, seat) => ({
      seat,
      name,
      score: seat === winner ? 1 : 0,
      rank: winner === null || seat === winner ? 1 : 2,
    }));
    return {
      standings,
      winners: winner === null ? players.map((_, seat) => seat) : [winner],
      reason:
        winner === null
          ? 'Every card was used before the target.'
          : `${players[winner]} reached the target.`,
      rule: 'tiny-cards:goal',
    };
  },
  activeSeats: (state: TinyCardsState) => (state.value === 'gameOver' ? [] : [state.context.turn]),
  checkInvariants(state: TinyCardsState) {
    const ctx = state.context;
    const cards = [...ctx.deck, ...ctx.hands.flat()];
    const played = CARDS.length - cards.length;
    return played < 0 || cards.some((c) => c < 1 || c > 6) ? ['cards not conserved'] : [];
  },
  describeMove(move, state: TinyCardsState, viewer) {
    const ctx = state.context;
    const who = ctx.players[move.player] ?? `Seat ${move.player}`;
    if (move.type === 'die.roll') return `${who} rolls the die.`;
    const top = ctx.deck[0];
    if (top === undefined) return `${who} plays a ${move.card}.`;
    const knows = viewer === 'all' || viewer === move.player;
    return `${who} plays a ${move.card} and draws ${knows ? `a ${top}` : 'a card'}.`;
  },
  isUndoBarrier(state: TinyCardsState, move) {
    if (move.type === 'die.roll') return true;
    // A draw reveals a card; the end of the game reveals every hand.
    const ctx = state.context;
    const cardsLeft = ctx.deck.length + ctx.hands.reduce((n, hand) => n + hand.length, 0);
    return ctx.deck.length > 0 || ctx.total + move.card >= ctx.target || cardsLeft === 1;
  },
  sampleHidden,
};
