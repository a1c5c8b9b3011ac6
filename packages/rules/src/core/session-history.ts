/**
 * How a session's moves read: each move's description and the events the rules made in it, per
 * viewer, computed when first asked for and kept until the moves are cut back.
 */
import type { AnyMachineSnapshot } from 'xstate';
import type { AnyGameDefinition, GameEvent, GameResult, Viewer } from './game-definition.js';
import type { GameMove } from './record.js';
import { machineMicrosteps } from './replay.js';
import { endEvent, fallbackDescription } from './session-parts.js';

/** What the texts are made from: the session's moves and positions. */
export interface MoveSource {
  readonly game: AnyGameDefinition;
  move(index: number): GameMove | undefined;
  stateAfter(count: number): unknown;
  result(count: number): GameResult | null;
}

/** Values per viewer and move index, computed when first asked for; cut back with the moves. */
export class PerMove<T> {
  private lists = new Map<string, T[]>();

  get(viewer: Viewer, index: number, compute: () => T): T {
    const key = String(viewer);
    let list = this.lists.get(key);
    if (!list) this.lists.set(key, (list = []));
    const known = list[index];
    return known !== undefined ? known : (list[index] = compute());
  }

  /** Forgets every value from move `count` on. */
  truncate(count: number): void {
    for (const list of this.lists.values()) list.length = Math.min(list.length, count);
  }
}

export class MoveTexts {
  private descriptions = new PerMove<string>();
  private eventLists = new PerMove<readonly GameEvent[]>();

  constructor(private readonly source: MoveSource) {}

  /** How move `index` reads to `viewer` (described in the position before it). */
  describe(index: number, viewer: Viewer): string {
    const { game } = this.source;
    const move = this.source.move(index);
    if (!move) return '';
    return this.descriptions.get(viewer, index, () => {
      let text: string;
      try {
        text = game.describeMove(move, this.source.stateAfter(index), viewer) || '';
      } catch {
        text = '';
      }
      return text || fallbackDescription(move);
    });
  }

  /**
   * What the rules did by themselves in move `index`, for `viewer` (from the machine's steps):
   * the game's own events, then the end of the game with its reason when this move ended it.
   */
  events(index: number, viewer: Viewer): readonly GameEvent[] {
    const { game } = this.source;
    const move = this.source.move(index);
    if (!move) return [];
    return this.eventLists.get(viewer, index, () => {
      const events: GameEvent[] = [];
      const before = this.source.stateAfter(index) as AnyMachineSnapshot;
      if (game.describeEvents) {
        try {
          const steps = [before, ...machineMicrosteps(game.machine, before, move)];
          events.push(...game.describeEvents(steps, move, viewer));
        } catch {
          // A game whose events cannot be told still shows its moves.
        }
      }
      const result = this.source.result(index + 1);
      if (result && !game.result(before)) events.push(endEvent(result));
      return events;
    });
  }

  /** Forgets the texts from move `count` on (the moves were cut back). */
  truncate(count: number): void {
    this.descriptions.truncate(count);
    this.eventLists.truncate(count);
  }
}
