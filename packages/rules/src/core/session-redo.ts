/**
 * The redo groups of a session: what each undo took back (the newest last), offered again while
 * the moves made since are those very moves.
 */
import type { AnyGameDefinition } from './game-definition.js';
import type { GameMove } from './record.js';
import { applyMove } from './replay.js';
import { sameMove } from './session-parts.js';

export class RedoGroups {
  private groups: GameMove[][] = [];

  get list(): readonly (readonly GameMove[])[] {
    return this.groups;
  }

  get size(): number {
    return this.groups.length;
  }

  push(group: readonly GameMove[]): void {
    this.groups.push([...group]);
  }

  pop(): GameMove[] | undefined {
    return this.groups.pop();
  }

  clear(): void {
    this.groups = [];
  }

  /** Replaces the groups (a session restoring them after replaying one). */
  set(groups: readonly (readonly GameMove[])[]): void {
    this.groups = groups.map((group) => [...group]);
  }

  /**
   * A move was made: the very move an undo took back keeps the rest of its group redoable; any
   * other move ends redo.
   */
  moved(move: GameMove): void {
    const top = this.groups[this.groups.length - 1];
    if (top && sameMove(top[0], move)) {
      if (top.length > 1) this.groups[this.groups.length - 1] = top.slice(1);
      else this.groups.pop();
    } else {
      this.groups = [];
    }
  }

  /** The newest groups of `groups` that still apply one after another from `state`. */
  static applicable(
    game: AnyGameDefinition,
    state: unknown,
    groups: readonly (readonly GameMove[])[],
  ): GameMove[][] {
    const redo: GameMove[][] = [];
    for (const group of [...groups].reverse()) {
      for (const move of group) {
        const applied = applyMove(game, state, move);
        if (!applied.ok) return redo;
        state = applied.state;
      }
      redo.unshift([...group]);
    }
    return redo;
  }
}
