/**
 * The conformance checks about what a seat may know: information sets (views, legal moves and
 * descriptions unchanged when hidden items are dealt anew), undo barriers at reveals and draws,
 * and move descriptions for every viewer. Plain functions like the rest of the suite
 * (conformance-checks.ts), registered as tests by `describeGameConformance`.
 */
import type { AnyCheckedGameDefinition, AnyGameDefinition, Viewer } from '../game-definition.js';
import { seedPrng } from '../prng.js';
import type { GameMove, GameRecord } from '../record.js';
import { applyMove } from '../replay.js';
import { GameSession } from '../session.js';
import {
  attempt,
  canonical,
  sameData,
  sampledIndexes,
  show,
  spread,
  stateKey,
  viewersOf,
  type PlayedGame,
} from './conformance-checks.js';

// Snapshots are each game's own type; the suite only passes them back to the game.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type State = any;

/**
 * Information-set invariance, for games with `sampleHidden`: for each seat, a sample `s'` of the
 * hidden part is a position the seat cannot tell from `s`:
 * - `view(s', seat)` and `view(s', 'spectator')` equal the views of `s`, the seat's legal moves
 *   are the same and the invariants hold in `s'`;
 * - sampling depends only on what the seat knows: a sample of `s'` equals a sample of `s` drawn
 *   with the same PRNG;
 * - a description tells a viewer nothing it may not know: `describeMove(m, s', v)` equals
 *   `describeMove(m, s, v)` (for the seat and a spectator, over the seat's legal moves and
 *   `nextMove`) unless the move itself shows `v` something that differs between `s` and `s'`
 *   (the seat's own draw: the description is read after the move);
 * - a move that shows the seat hidden items (its view after the move differs between `s` and
 *   `s'`) is an undo barrier.
 */
export function checkInformationSets(
  game: AnyCheckedGameDefinition,
  state: State,
  players: number,
  {
    nextMove,
    samples = 2,
    seed = 'sample',
  }: { nextMove?: GameMove; samples?: number; seed?: string } = {},
): string[] {
  const sampleHidden = game.sampleHidden;
  // A finished game may show everything; bots never sample one.
  if (!sampleHidden || game.result(state) !== null) return [];
  const problems: string[] = [];
  const sample = (from: State, seat: number, prngSeed: string): State | undefined =>
    attempt(
      `sampleHidden(seat ${seat})`,
      problems,
      () => sampleHidden.call(game, from, seat, seedPrng(prngSeed))[0],
    );
  const seatMoves = (s: State, seat: number) =>
    (game.legalMoves(s) as GameMove[])
      .filter((m) => m.player === seat)
      .map(canonical)
      .sort();
  for (let seat = 0; seat < players; seat++) {
    for (let k = 0; k < samples; k++) {
      const other = sample(state, seat, `${seed}:${seat}:${k}`);
      if (other === undefined) continue;
      const where = `seat ${seat}, sample ${k}`;
      for (const viewer of [seat, 'spectator'] as const)
        if (!sameData(game.view(other, viewer), game.view(state, viewer)))
          problems.push(`${where}: view(${show(viewer)}) changes when hidden items are dealt anew`);
      if (!sameData(seatMoves(other, seat), seatMoves(state, seat)))
        problems.push(`${where}: the seat's legal moves change when hidden items are dealt anew`);
      for (const problem of game.checkInvariants(other))
        problems.push(`${where}: invariant: ${problem}`);
      const again = `${seed}:again:${seat}:${k}`;
      const ofSample = sample(other, seat, again);
      const ofState = sample(state, seat, again);
      if (
        ofSample !== undefined &&
        ofState !== undefined &&
        stateKey(ofSample) !== stateKey(ofState)
      )
        problems.push(
          `${where}: sampleHidden depends on more than the seat knows (a sample of a sample differs)`,
        );
      const moves = [
        ...(game.legalMoves(state) as GameMove[]).filter((m) => m.player === seat),
        ...(nextMove ? [nextMove] : []),
      ];
      for (const move of spread(moves, 8)) {
        const after = applyMove(game, state, move);
        const afterThere = applyMove(game, other, move);
        /** The move shows `viewer` something that differs between the two positions. */
        const reveals = (viewer: Viewer) =>
          after.ok &&
          afterThere.ok &&
          !sameData(game.view(after.state, viewer), game.view(afterThere.state, viewer));
        for (const viewer of [seat, 'spectator'] as const) {
          const told = game.describeMove(move, state, viewer);
          const toldThere = game.describeMove(move, other, viewer);
          if (told !== toldThere && !reveals(viewer))
            problems.push(
              `${where}: describeMove(${show(move)}) tells ${show(viewer)} what it cannot know: "${told}" here, "${toldThere}" in a position it cannot tell apart`,
            );
        }
        if (reveals(seat) && !(game.isUndoBarrier?.(state, move) ?? false))
          problems.push(
            `${where}: ${show(move)} shows seat ${seat} hidden items but is no undo barrier`,
          );
      }
    }
  }
  return problems;
}

/**
 * Undo barriers hold in a session where every seat is a person: after each move, `undo()` takes
 * it back (and `redo()` restores it) exactly when `isUndoBarrier` is false; at sampled positions
 * undo is repeated as far as it goes and never takes back a barrier move.
 */
export function checkUndoBarriers(
  game: AnyGameDefinition,
  record: GameRecord,
  { every = 6 }: { every?: number } = {},
): string[] {
  const problems: string[] = [];
  const session = GameSession.start(game, {
    players: record.players,
    seed: record.seed,
    options: record.options,
  });
  const barriers: boolean[] = [];
  const deep = new Set(sampledIndexes(record.moves.length, every, 1));
  for (const [index, move] of record.moves.entries()) {
    const before = session.state;
    const barrier =
      attempt(
        `isUndoBarrier at move ${index}`,
        problems,
        () => game.isUndoBarrier?.(before, move) ?? false,
      ) ?? true;
    barriers.push(barrier);
    if (!session.apply(move).ok) return [...problems, `move ${index} is refused by the session`];
    const undone = session.undo();
    if (barrier && (undone || session.moveCount !== index + 1)) {
      problems.push(`move ${index} (${move.type}) is an undo barrier but undo took it back`);
      return problems;
    }
    if (!barrier) {
      if (!undone || session.moveCount !== index) {
        problems.push(`move ${index} (${move.type}) is no barrier but undo does not take it back`);
        return problems;
      }
      if (stateKey(session.state) !== stateKey(before))
        problems.push(`undo of move ${index} does not restore the position before it`);
      if (!session.redo() || session.moveCount !== index + 1) {
        problems.push(`redo does not restore move ${index}`);
        return problems;
      }
    }
    if (deep.has(index)) {
      const at = session.moveCount;
      const atKey = stateKey(session.state);
      // As far as undo goes, within a few turns (each step back is checked).
      while (session.moveCount > at - 3 * every && session.undo())
        for (let i = session.moveCount; i < at; i++)
          if (barriers[i]) {
            problems.push(`repeated undo from move ${index} took back barrier move ${i}`);
            return problems;
          }
      while (session.moveCount < at && session.redo());
      if (session.moveCount !== at || stateKey(session.state) !== atKey) {
        problems.push(`redo after repeated undo from move ${index} does not return to it`);
        return problems;
      }
    }
  }
  return problems;
}

/** `describeMove` gives a non-empty line, without throwing, for every move and every viewer. */
export function checkDescriptions(game: AnyGameDefinition, played: PlayedGame): string[] {
  const problems: string[] = [];
  const viewers = viewersOf(played.record.players.length);
  played.record.moves.forEach((move, index) => {
    for (const viewer of viewers) {
      const text = attempt(`describeMove of move ${index} for ${show(viewer)}`, problems, () =>
        game.describeMove(move, played.states[index], viewer),
      );
      if (text !== undefined && (typeof text !== 'string' || text.trim() === ''))
        problems.push(
          `${played.label}: move ${index} (${move.type}) has no description for ${show(viewer)}`,
        );
    }
  });
  return problems;
}
