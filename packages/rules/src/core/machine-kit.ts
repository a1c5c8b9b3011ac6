/**
 * Helpers every game's statechart is written with, so the four machines read alike: a state's
 * meta (its rule section and, where the game waits for a player, its phase), the phase read back
 * off a snapshot, and actions typed by the event they run on.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { assign } from './assign.js';

/** A state's meta: the rule section it follows and, for a state that rests, its phase. */
export interface StateMeta<Phase extends string = string> {
  readonly rule: string;
  readonly phase?: Phase;
}

/**
 * The `meta` maker of one game's chart: `rule('bidding')` is `{ rule: '<game>:bidding' }` (an
 * anchor that already names a game is kept as it is), and `rule('bidding', 'auctionBidding')`
 * also names the phase where a snapshot in that state rests, which `chartPhase` reads back.
 */
export function ruleMeta<Phase extends string>(game: string) {
  return (anchor: string, phase?: Phase): StateMeta<Phase> => {
    const rule = anchor.includes(':') ? anchor : `${game}:${anchor}`;
    return phase === undefined ? { rule } : { rule, phase };
  };
}

/**
 * The phase of the state a snapshot rests in, read off the chart (the `meta.phase` of its active
 * state), or undefined in a state that names none. Allocates nothing: views, legal moves and
 * bots ask this for every position.
 */
export function chartPhase<Phase extends string>(snapshot: AnyMachineSnapshot): Phase | undefined {
  for (const node of snapshot._nodes) {
    const phase = (node.meta as StateMeta | undefined)?.phase;
    if (phase !== undefined) return phase as Phase;
  }
  return undefined;
}

/**
 * The typed helpers of one game's machine, for its context, moves and phases:
 * - `on(type, update)`: the context update of one move type, typed by that move (no narrowing by
 *   hand); on any other event it changes nothing, so naming it on a wrong transition is inert;
 * - `step(update)`: a context update that reads no move;
 * - `legal(phase)`: the `isLegal` guard with the phase of the state it guards (each game's
 *   `isLegal` asks its one checker, explain.ts, about the move in that phase).
 */
export function machineKit<
  Context extends object,
  Move extends { readonly type: string },
  Phase extends string,
>() {
  type MoveOf<T> = Extract<Move, { readonly type: T }>;
  const on = <T extends Move['type']>(
    type: T,
    update: (context: Context, move: MoveOf<T>) => Partial<Context>,
  ) =>
    assign<Context, Move, undefined, Move, never>(({ context, event }) =>
      event.type === type ? update(context, event as MoveOf<T>) : {},
    );
  const step = (update: (context: Context) => Partial<Context>) =>
    assign<Context, Move, undefined, Move, never>(({ context }) => update(context));
  const legal = (phase: Phase) => ({ type: 'isLegal', params: { phase } }) as const;
  return { on, step, legal };
}

/**
 * A machine's context factory: the game's start from its input. XState's pure `transition` builds
 * a throw-away actor per event whose initial snapshot runs this factory without input; that actor
 * gets `inert()` (built once, never seen by players) instead of a whole game, so every event stays
 * cheap. `inert` need only carry what the initial state's eventless guards read.
 */
export function startContext<Input, Context>(
  build: (input: Input) => Context,
  inert: () => Context,
): (args: { input: Input | undefined }) => Context {
  let cached: Context | undefined;
  return ({ input }) => (input ? build(input) : (cached ??= inert()));
}
