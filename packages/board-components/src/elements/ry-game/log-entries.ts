/** The move log's entries of a session for a viewer, kept for moves already shown. */
import type { GameMove, GameSession, HistoryEntry, Viewer } from '@railyard/rules';
import type { LogEntry } from '../ry-game-log/ry-game-log.component.js';
import type { PlaceLinks } from './place-links.js';

export class LogEntries {
  private memo:
    { key: string; same: string; history: HistoryEntry[]; entries: LogEntry[] } | undefined;

  /** `revision` changes with every change of the session. */
  of(
    session: GameSession,
    viewer: Viewer,
    revision: number,
    places: { key: string; links?: PlaceLinks },
  ): { history: HistoryEntry[]; entries: LogEntry[] } {
    const key = `${revision}|${String(viewer)}|${places.key}`;
    if (this.memo?.key !== key) {
      const history = session.history(viewer);
      const links = places.links;
      // Entries of moves already shown are kept (the same move, by the same hand, for the same
      // viewer and links): a long game's log then costs only its new moves on each update.
      const same = `${String(viewer)}|${places.key}`;
      const old = this.memo?.same === same ? this.memo : undefined;
      const entries = history.map((h, i) => {
        const kept = old?.history[i];
        if (kept && kept.move === h.move && kept.bot === h.bot) return old!.entries[i]!;
        const mentions = links?.mentions(h.description) ?? [];
        return {
          text: h.description,
          seat: h.seat,
          bot: h.bot,
          mentions,
          spaces: links?.spaces(mentions, h.move) ?? [],
          events: h.events.map((e) => ({ text: e.text, kind: e.kind })),
        };
      });
      this.memo = { key, same, history, entries };
    }
    return this.memo;
  }
}

/**
 * Labels of moves not made yet, one function per position and viewer (so that the bar and the
 * board keep their property). In games with hidden information they are told as to a
 * spectator: a description of a move before it is made must not tell its outcome (the card it
 * will draw).
 */
export class MoveLabels {
  private byState = new WeakMap<object, Map<string, (move: GameMove) => string>>();

  at(session: GameSession, count: number, viewer: Viewer): (move: GameMove) => string {
    const game = session.game;
    const state = session.stateAfter(count) as object;
    const as: Viewer = game.hiddenInformation ? 'spectator' : viewer;
    let byViewer = this.byState.get(state);
    if (!byViewer) this.byState.set(state, (byViewer = new Map()));
    let describe = byViewer.get(String(as));
    if (!describe) {
      describe = (move: GameMove) => game.describeMove(move, state, as);
      byViewer.set(String(as), describe);
    }
    return describe;
  }
}
