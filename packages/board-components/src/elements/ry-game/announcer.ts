/**
 * What `<ry-game>` says in its live region (a move as the viewer may know it, undo and redo,
 * steps through the history, refusals) and the seats and companies a move's automatic events
 * changed, marked for a moment.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { GameSession, SessionChange, Viewer } from '@railyard/rules';

/** How long the board marks what a move's automatic events changed. */
const MARK_MS = 2400;

export interface Marks {
  readonly seats: readonly number[];
  readonly companies: readonly string[];
}

export class AnnouncerController implements ReactiveController {
  private announcement: { text?: string; move?: number; serial: number } = { serial: 0 };
  marks: Marks = { seats: [], companies: [] };
  private marksTimer: ReturnType<typeof setTimeout> | undefined;
  private quiet = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly session: () => GameSession | undefined,
  ) {
    host.addController(this);
  }

  hostDisconnected(): void {
    if (this.marksTimer !== undefined) clearTimeout(this.marksTimer);
  }

  /** Tells a change of the session; `viewer` is the one shown. */
  told(change: SessionChange, viewer: Viewer): void {
    if (change.type === 'move') {
      this.say({ move: change.index });
      this.mark(change.index, viewer);
    } else if (change.type === 'undo' || change.type === 'redo')
      this.say({
        text: `${change.type === 'undo' ? 'Took back' : 'Made again'} ${change.count === 1 ? 'a move' : `${change.count} moves`}.`,
      });
    else if (change.type === 'jump' && !this.quiet) {
      this.say(
        change.position === 0
          ? { text: 'Start of the game.' }
          : { move: change.position - 1, text: `of ${this.session()?.moveCount ?? 0}` },
      );
    }
  }

  /** Runs `step` without telling the jump it causes. */
  quietly(step: () => void): void {
    this.quiet = true;
    try {
      step();
    } finally {
      this.quiet = false;
    }
  }

  say(what: { text?: string; move?: number }): void {
    // A new serial makes the same words a new announcement.
    this.announcement = { ...what, serial: this.announcement.serial + 1 };
    this.host.requestUpdate();
  }

  /** The announcement in words, told as the current viewer may know it. */
  text(viewer: Viewer): string {
    const { text, move, serial } = this.announcement;
    const session = this.session();
    const mark = serial % 2 ? '' : '\u200b';
    if (move === undefined || !session || move >= session.moveCount) return (text ?? '') + mark;
    // The move, then what the rules did by themselves (dividends, payouts, the end with its reason).
    const described = [
      session.describe(move, viewer),
      ...session.events(move, viewer).map((e) => e.text),
    ].join(' ');
    if (text) return `Move ${move + 1} ${text}: ${described}${mark}`;
    return `Move ${move + 1}: ${described}${mark}`;
  }

  /** Marks, for a moment, the seats and companies that move `index`'s automatic events changed. */
  private mark(index: number, viewer: Viewer): void {
    const session = this.session();
    if (!session) return;
    const events = session.events(index, viewer);
    const seats = [...new Set(events.flatMap((e) => e.seats ?? []))];
    const companies = [...new Set(events.flatMap((e) => e.companies ?? []))];
    if (seats.length === 0 && companies.length === 0) return;
    if (this.marksTimer !== undefined) clearTimeout(this.marksTimer);
    this.marks = { seats, companies };
    this.host.requestUpdate();
    this.marksTimer = setTimeout(() => {
      this.marksTimer = undefined;
      this.marks = { seats: [], companies: [] };
      this.host.requestUpdate();
    }, MARK_MS);
  }
}
