/**
 * What a session computes once per position: views per viewer, legal moves per seat and the
 * result. Kept per snapshot object, so a memo goes with its snapshot (undo, thinning).
 */
import type { AnyGameDefinition, GameResult, Viewer } from './game-definition.js';
import type { GameMove } from './record.js';

interface PositionMemo {
  readonly views: Map<string, unknown>;
  readonly legal: Map<string, GameMove[]>;
  result?: GameResult | null;
}

export class PositionMemos {
  private memos = new WeakMap<object, PositionMemo>();

  constructor(private readonly game: AnyGameDefinition) {}

  /** The view of `state` for `viewer`: the same object each time. */
  view(state: object, viewer: Viewer): unknown {
    const memo = this.of(state);
    const key = String(viewer);
    let view = memo.views.get(key);
    if (view === undefined) memo.views.set(key, (view = this.game.view(state, viewer)));
    return view;
  }

  /** The result of `state`, or null while the game goes on. */
  result(state: object): GameResult | null {
    const memo = this.of(state);
    if (memo.result === undefined) memo.result = this.game.result(state);
    return memo.result;
  }

  /**
   * Legal moves of `state`, of one seat or of all (none once the game is over): the same array
   * each time for the same seat.
   */
  legalMoves(state: object, seat?: number): GameMove[] {
    const memo = this.of(state);
    const key = seat === undefined ? 'all' : String(seat);
    let moves = memo.legal.get(key);
    if (moves) return moves;
    let all = memo.legal.get('all');
    if (!all) {
      all = this.result(state) ? [] : (this.game.legalMoves(state) as GameMove[]);
      memo.legal.set('all', all);
    }
    moves = seat === undefined ? all : all.filter((m) => m.player === seat);
    memo.legal.set(key, moves);
    return moves;
  }

  private of(state: object): PositionMemo {
    let memo = this.memos.get(state);
    if (!memo) this.memos.set(state, (memo = { views: new Map(), legal: new Map() }));
    return memo;
  }
}
