/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * A tiny game used only by the core's own tests: players take turns adding 1 or 2 to a shared
 * counter; whoever reaches the target wins. Small enough to reason about, real enough to drive
 * replay, bots and the record checks through an actual XState machine.
 */
import { assign, setup } from 'xstate';
import type { CheckedGameDefinition, IllegalMove } from '../game-definition.js';
import { checkPlayerCount, resolveOptions } from '../game-definition.js';
import type { GameMove } from '../record.js';
import { startMachine } from '../replay.js';
import { defineRuleSections } from '../rule-sections.js';
import { nextSeat } from '../seats.js';

interface TinyContext {
  players: string[];
  target: number;
  total: number;
  turn: number;
  winner: number | null;
}
type TinyMove = { type: 'counter.add'; player: number; amount: number };

const options = [{ id: 'target', default: 10, rule: 'tiny:goal' }] as const;

const ruleSections = defineRuleSections('tiny', [
  ['Turn', 'tiny/rules'],
  ['Goal', 'tiny/rules'],
] as const);

function explain(context: TinyContext, move: GameMove): IllegalMove | null {
  if (context.winner !== null) return { reason: 'The game is over.', rule: 'tiny:goal' };
  if (typeof move !== 'object' || move === null)
    return { reason: 'A move is an object.', rule: 'tiny:turn' };
  if (move.type !== 'counter.add')
    return { reason: `Unknown move "${String(move.type)}".`, rule: 'tiny:turn' };
  if (move.player !== context.turn)
    return { reason: `It is seat ${context.turn}'s turn.`, rule: 'tiny:turn' };
  if (move.amount !== 1 && move.amount !== 2) return { reason: 'Add 1 or 2.', rule: 'tiny:turn' };
  const extra = Object.keys(move).find((key) => !['type', 'player', 'amount'].includes(key));
  if (extra) return { reason: `A move has no field "${extra}".`, rule: 'tiny:turn' };
  return null;
}

const machine = setup({
  types: {
    context: {} as TinyContext,
    events: {} as TinyMove,
    input: {} as { players: string[]; target: number },
  },
  guards: {
    isLegalAdd: ({ context, event }) => explain(context, event) === null,
    hasReachedTarget: ({ context }) => context.total >= context.target,
  },
  actions: {
    addToCounter: assign(({ context, event }) => ({
      total: context.total + event.amount,
      turn: nextSeat(context.turn, context.players.length),
      winner: context.total + event.amount >= context.target ? event.player : null,
    })),
  },
}).createMachine({
  id: 'tiny',
  context: ({ input }) => ({
    players: input.players,
    target: input.target,
    total: 0,
    turn: 0,
    winner: null,
  }),
  initial: 'playing',
  states: {
    playing: {
      description: 'Players add to the counter in turn.',
      meta: { rule: 'tiny:turn', phase: 'playing' },
      always: { guard: 'hasReachedTarget', target: 'gameOver' },
      on: { 'counter.add': { guard: 'isLegalAdd', actions: 'addToCounter' } },
    },
    gameOver: {
      type: 'final',
      description: 'Someone reached the target.',
      meta: { rule: 'tiny:goal', phase: 'gameOver' },
    },
  },
});

type TinyState = ReturnType<
  typeof startMachine<{ context: TinyContext; value: string; can(e: TinyMove): boolean }>
>;

export const tinyGame: CheckedGameDefinition<any, TinyMove, TinyContext> = {
  id: 'tiny',
  title: 'Tiny counter game',
  minPlayers: 2,
  maxPlayers: 4,
  options,
  ruleSections,
  machine,
  createGame(setupInput) {
    checkPlayerCount(this, setupInput.players);
    const resolved = resolveOptions(options, setupInput.options);
    return startMachine(machine, { players: [...setupInput.players], target: resolved.target });
  },
  legalMoves(state: TinyState) {
    if (state.context.winner !== null) return [];
    return [1, 2].map((amount) => ({ type: 'counter.add', player: state.context.turn, amount }));
  },
  explainIllegal: (state: TinyState, move) => explain(state.context, move),
  view: (state: TinyState) => state.context,
  result(state: TinyState) {
    const { winner, players } = state.context;
    if (winner === null) return null;
    const standings = players.map((name, seat) => ({
      seat,
      name,
      score: seat === winner ? 1 : 0,
      rank: seat === winner ? 1 : 2,
    }));
    return {
      standings,
      winners: [winner],
      reason: `${players[winner]} reached the target`,
      rule: 'tiny:goal',
    };
  },
  activeSeats: (state: TinyState) => (state.context.winner === null ? [state.context.turn] : []),
  checkInvariants: (state: TinyState) => (state.context.total < 0 ? ['negative total'] : []),
  describeMove: (move) => `Seat ${move.player} adds ${move.amount}`,
};
