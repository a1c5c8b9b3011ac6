/**
 * Checks for a view that reuses the objects of the last views it made (`core/slot-memo.ts`):
 * whatever order positions are viewed in, as a search jumps between branches, each view must say
 * what its own context says, and must equal a view made from scratch.
 */
import { expect } from 'vitest';
import type { AnyGameDefinition } from '../game-definition.js';
import { nextInt, seedPrng } from '../prng.js';
import type { Bot } from '../random-bot.js';
import { chooseBotMove } from '../random-bot.js';
import { applyMove } from '../replay.js';

interface Snapshot {
  readonly context: object;
}

/** Every position of a seeded game between `bot`s (a game long enough to change the board). */
export function gamePositions<S extends Snapshot>(
  game: AnyGameDefinition,
  bot: Bot,
  seed: string,
): S[] {
  let state = game.createGame({ players: ['A', 'B', 'C'], seed }) as S;
  const out = [state];
  for (let at = 0; !game.result(state) && at < 2000; at++) {
    const seat = game.activeSeats(state)[0]!;
    const applied = applyMove(game, state, chooseBotMove(game, state, seat, bot, seed, at));
    if (!applied.ok) throw new Error(applied.error.reason);
    state = applied.state as S;
    out.push(state);
  }
  return out;
}

/** Indexes of the positions whose context's `key` differs from the position before. */
export function changedAt<S extends Snapshot>(all: readonly S[], key: string): number[] {
  const field = (s: S) => (s.context as Record<string, unknown>)[key];
  return all.flatMap((s, i) => (i > 0 && field(s) !== field(all[i - 1]!) ? [i] : []));
}

/**
 * Views the positions back and forth over each of `around` (the position before, after, before,
 * after: the same lists but one), then 600 at random, checking each view with `check` against
 * its context; then compares every view with one made from scratch (a copy of the position,
 * whose new arrays match nothing remembered; not inside the first loop, where viewing a copy
 * would leave nothing remembered to reuse).
 */
export function checkViewsInAnyOrder<S extends Snapshot>(
  game: AnyGameDefinition,
  all: readonly S[],
  around: readonly number[],
  check: (view: unknown, state: S, where: string) => void,
): void {
  const order = around.flatMap((i) => [i - 1, i, i - 1, i]);
  let prng = seedPrng('view-order');
  for (let k = 0; k < 600; k++) {
    let at: number;
    [at, prng] = nextInt(prng, all.length);
    order.push(at);
  }
  const seen: [number, string][] = [];
  for (const at of order) {
    const view = game.view(all[at]!, 0);
    check(view, all[at]!, `position ${at}`);
    seen.push([at, JSON.stringify(view)]);
  }
  for (const [at, json] of seen) {
    const state = all[at]!;
    const copy = { ...state, context: structuredClone(state.context) };
    expect(json, `position ${at}`).toBe(JSON.stringify(game.view(copy, 0)));
  }
}
