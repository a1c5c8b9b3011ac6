/**
 * Hidden information: which moves are undo barriers, and sampling a position a seat cannot tell
 * apart from the true one (for search bots and the information-set tests).
 */
import { nextUint32, shuffle, type PrngState } from '../../core/prng.js';
import { compareTiles } from './data/index.js';
import { machineTransition } from '../../core/replay.js';
import { lastSpikeMachine } from './machine.js';
import type { LastSpikeState } from './state.js';
import type { LsContext, LsMove } from './types.js';

/**
 * Drawing a tile reveals it to the drawer, a bankruptcy reshuffles the supply, and the move that
 * ends the game shows every hand: undo never takes any of them back. Laying, buying and selling
 * otherwise reveal nothing the mover did not know.
 */
export function isUndoBarrier(state: LastSpikeState, move: LsMove): boolean {
  if (move.type === 'tile.draw' || move.type === 'bankruptcy.declare') return true;
  if (move.type !== 'tile.lay' && move.type !== 'land.sell') return false;
  const next = machineTransition(lastSpikeMachine, state, move);
  return next !== state && next.context.end !== null;
}

/**
 * The tiles the seat has not seen (other hands less their publicly known tiles, the supply, the
 * set-aside tile) dealt anew into the same places, and the game's PRNG replaced, so that the
 * result depends only on what the seat knows and on `prng`: the unseen tiles are sorted before
 * they are shuffled.
 */
export function sampleHidden(
  state: LastSpikeState,
  seat: number,
  prng: PrngState,
): [LastSpikeState, PrngState] {
  const ctx = state.context;
  const finished = ctx.end !== null;
  const hidesHand = (s: number) => s !== seat && !finished;
  // The tile a player has chosen and is selling land for is public too (once: it may be the
  // kept first-player tile, already known).
  const knownOf = (s: number) =>
    ctx.pending && s === ctx.current && !ctx.known[s]!.includes(ctx.pending.tile)
      ? [...ctx.known[s]!, ctx.pending.tile]
      : [...ctx.known[s]!];
  const unknown = (s: number) => ctx.hands[s]!.filter((tile) => !knownOf(s).includes(tile));
  const unseen = [
    ...ctx.hands.flatMap((_, s) => (hidesHand(s) ? unknown(s) : [])),
    ...ctx.supply,
    ...ctx.setAside,
  ].sort(compareTiles);
  const [dealt, afterShuffle] = shuffle(prng, unseen);
  let next = afterShuffle;
  let at = 0;
  const take = (count: number) => dealt.slice(at, (at += count));
  const hands = ctx.hands.map((hand, s) =>
    hidesHand(s) ? [...knownOf(s), ...take(unknown(s).length)].sort(compareTiles) : [...hand],
  );
  const supply = take(ctx.supply.length);
  const setAside = take(ctx.setAside.length);
  const words: number[] = [];
  for (let i = 0; i < 4; i++) {
    let word: number;
    [word, next] = nextUint32(next);
    words.push(word);
  }
  const context: LsContext = {
    ...ctx,
    hands,
    supply,
    setAside,
    prng: words as unknown as PrngState,
  };
  return [{ ...state, context } as LastSpikeState, next];
}
