/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * A small game for the playground's unit tests: seats take turns adding 1 or 2 to a counter;
 * whoever reaches the target wins. Built like a real game (an XState machine behind a
 * GameDefinition), so sessions, saves and links are tested against the real engine core.
 */
import { assign, setup } from 'xstate';
import {
  checkPlayerCount,
  resolveOptions,
  startMachine,
  type GameDefinition,
  type GameMove,
  type IllegalMove,
} from '@railyard/rules';

interface Ctx {
  players: string[];
  target: number;
  total: number;
  turn: number;
  winner: number | null;
}
type Move = { type: 'counter.add'; player: number; amount: number };

const options = [
  {
    id: 'target',
    label: 'Target',
    description: 'Total that wins',
    default: 10,
    rule: 'counter:goal',
  },
] as const;

function explain(ctx: Ctx, move: GameMove): IllegalMove | null {
  if (ctx.winner !== null) return { reason: 'The game is over.', rule: 'counter:goal' };
  if (move.type !== 'counter.add')
    return { reason: `Unknown move "${String(move.type)}".`, rule: 'counter:turn' };
  if (move.player !== ctx.turn)
    return { reason: `It is seat ${ctx.turn}'s turn.`, rule: 'counter:turn' };
  if (move.amount !== 1 && move.amount !== 2)
    return { reason: 'Add 1 or 2.', rule: 'counter:turn' };
  return null;
}

const machine = setup({
  types: {
    context: {} as Ctx,
    events: {} as Move,
    input: {} as { players: string[]; target: number },
  },
  guards: {
    legal: ({ context, event }) => explain(context, event) === null,
    reached: ({ context }) => context.total >= context.target,
  },
  actions: {
    add: assign(({ context, event }) => ({
      total: context.total + event.amount,
      turn: (context.turn + 1) % context.players.length,
      winner: context.total + event.amount >= context.target ? event.player : null,
    })),
  },
}).createMachine({
  id: 'counter',
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
      always: { guard: 'reached', target: 'over' },
      on: { 'counter.add': { guard: 'legal', actions: 'add' } },
    },
    over: { type: 'final' },
  },
});

export const counterGame: GameDefinition<any, Move, Ctx> = {
  id: 'counter',
  title: 'Counter',
  minPlayers: 2,
  maxPlayers: 4,
  options,
  ruleSections: [
    { id: 'counter:turn', title: 'Turn', page: 'counter/rules' },
    { id: 'counter:goal', title: 'Goal', page: 'counter/rules' },
  ],
  ambiguities: [],
  machine,
  createGame(s) {
    checkPlayerCount(this, s.players);
    const resolved = resolveOptions(options, s.options);
    return startMachine(machine, { players: [...s.players], target: resolved.target });
  },
  legalMoves: (state) =>
    state.context.winner !== null
      ? []
      : [1, 2].map((amount) => ({
          type: 'counter.add' as const,
          player: state.context.turn,
          amount,
        })),
  explainIllegal: (state, move) => explain(state.context, move),
  view: (state) => state.context,
  result(state) {
    const { winner, players } = state.context as Ctx;
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
      rule: 'counter:goal',
    };
  },
  activeSeats: (state) => (state.context.winner === null ? [state.context.turn] : []),
  checkInvariants: () => [],
  describeMove: (move, state) => `${state.context.players[move.player]} adds ${move.amount}`,
};
