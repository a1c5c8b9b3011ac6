/**
 * Checks for a view that reuses the objects of the last views it made (`core/slot-memo.ts`):
 * whatever order positions are viewed in, as a search jumps between branches, each view must say
 * what its own context says, and must equal a view made from scratch.
 */
import { expect } from 'vitest';
import { simulate } from '../bot-play.js';
import type { AnyGameDefinition } from '../game-definition.js';
import { nextInt, seedPrng } from '../prng.js';
import type { Bot } from '../random-bot.js';

interface Snapshot {
  readonly context: object;
}

/** Positions of seeded games between `bot`s, and where a context field changed. */
export interface GamePositions<S> {
  readonly all: readonly S[];
  /** Indexes into `all` of the positions whose context `key` differs from the one before. */
  changedAt(key: string): number[];
  /** The first position after `after` whose context `keys` are all the ones before (a bid, say). */
  untouchedAfter(after: number, keys: readonly string[]): number;
}

/**
 * Every position after each move of seeded games (three players unless told) that `bot` plays
 * for every seat.
 */
export function gamePositions<S extends Snapshot>(
  game: AnyGameDefinition,
  bot: Bot,
  seeds: readonly string[],
  players: readonly string[] = ['A', 'B', 'C'],
): GamePositions<S> {
  const all: S[] = [];
  const firsts = new Set<number>();
  for (const seed of seeds) {
    firsts.add(all.length);
    simulate(
      game,
      { players: [...players], seed },
      {
        bots: Object.fromEntries(players.map((_, seat) => [seat, bot])),
        onState: (state) => all.push(state as S),
      },
    );
  }
  const field = (s: S, key: string) => (s.context as Record<string, unknown>)[key];
  // A game's first position follows another game's last: not a change.
  const changed = (i: number, key: string) =>
    i > 0 && !firsts.has(i) && field(all[i]!, key) !== field(all[i - 1]!, key);
  return {
    all,
    changedAt: (key) => all.flatMap((_, i) => (changed(i, key) ? [i] : [])),
    untouchedAfter(after, keys) {
      const found = all.findIndex(
        (_, i) => i > after && !firsts.has(i) && keys.every((key) => !changed(i, key)),
      );
      expect(found, `a position after ${after} leaving ${keys.join(', ')} alone`).toBeGreaterThan(
        after,
      );
      return found;
    },
  };
}

/**
 * Views positions in an order that makes reuse likely to go wrong, checking each view with
 * `check` against its own context: over each position of `around`, the one before, it, the one
 * before and it again (a memo keyed without the changed field would show the other's); then 600
 * at random. Last, every view kept is compared with one made from scratch, from a copy of the
 * position whose arrays are all new: done apart, because viewing a copy replaces what the view
 * remembers, and at the end, so that a view changed after it was made shows too.
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
  const seen: [number, unknown][] = [];
  for (const at of order) {
    const view = game.view(all[at]!, 0);
    check(view, all[at]!, `position ${at}`);
    seen.push([at, view]);
  }
  for (const [at, view] of seen) {
    const state = all[at]!;
    const copy = { ...state, context: structuredClone(state.context) };
    expect(JSON.stringify(view), `position ${at}`).toBe(JSON.stringify(game.view(copy, 0)));
  }
}

interface BoardView<H> {
  readonly board: { readonly hexes: readonly H[] };
}

/** The hexes of `after`'s view that are new objects, not the ones of `before`'s view. */
export function remadeHexes<H>(game: AnyGameDefinition, before: unknown, after: unknown): H[] {
  const old = (game.view(before, 0) as BoardView<H>).board.hexes;
  return (game.view(after, 0) as BoardView<H>).board.hexes.filter((hex, i) => hex !== old[i]);
}
