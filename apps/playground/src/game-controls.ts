/**
 * What the page's own controls do to the open game: a move from the move panel, undo and redo
 * (saying why undo stops), a position from the history, pausing the bots, a seat's player.
 */
import type { GameMove, GameSession, Viewer } from '@railyard/rules';
import type { Notify } from './messages.js';
import type { MoveFocus } from './move-focus.js';
import { undoStop } from './toolbar.js';

export interface GameControlsHost {
  readonly notify: Notify;
  readonly focus: MoveFocus;
  session(): GameSession | null;
  viewerOf(session: GameSession): Viewer;
  say(text: string): void;
  update(): void;
}

export class GameControls {
  /** The person paused the bots (they also wait in the sandbox and while history is shown). */
  paused = false;

  constructor(private readonly host: GameControlsHost) {}

  /**
   * The rules' refusal of an amount typed in the move panel (a bid above your cash), shown beside
   * its field while the position it was refused at is the latest (`at`: the move count then).
   */
  refusal: { type: string; reason: string; rule: string; at: number } | null = null;

  /**
   * A move from the playground's own controls (move buttons, an amount field); a refused one gets
   * a message, or with `beside` the refusal is kept for the field that sent it.
   */
  play(move: GameMove, { beside = false }: { beside?: boolean } = {}): boolean {
    const session = this.host.session();
    if (!session) return false;
    this.host.focus.wanted = true;
    this.refusal = null;
    // The session applies it once; `<ry-game>` and this page redraw from its notification.
    const result = session.apply(move);
    if (result.ok) return true;
    this.host.focus.wanted = false;
    if (beside) this.refusal = { type: move.type, ...result.error, at: session.moveCount };
    else this.host.notify('error', `That move was refused: ${result.error.reason}`);
    this.host.update();
    return false;
  }

  undo(): void {
    const session = this.host.session();
    if (!session) return;
    const stop = undoStop(session, this.host.viewerOf(session));
    if (stop) this.host.say(stop);
    if (!session.canUndo) return this.host.update();
    this.host.focus.wanted = true;
    session.undo();
    this.host.say(`Undone. ${session.moveCount} moves played.`);
    this.host.update();
  }

  redo(): void {
    const session = this.host.session();
    if (!session?.canRedo) return;
    session.redo();
    this.host.say(`Redone. ${session.moveCount} moves played.`);
    this.host.update();
  }

  /** Shows the position after move `index` (null: the latest). */
  viewAt(index: number | null): void {
    const session = this.host.session();
    if (!session) return;
    session.jumpTo(index);
    this.host.say(
      session.isViewingHistory
        ? `Showing the position after move ${session.position} of ${session.moveCount}.`
        : 'Showing the latest position.',
    );
    this.host.update();
  }

  togglePause(): void {
    this.paused = !this.paused;
    this.host.say(this.paused ? 'Bots paused.' : 'Bots resumed.');
    this.host.update();
  }

  setSeatBot(seat: number, botId: string): void {
    const session = this.host.session();
    if (!session) return;
    const bots: Record<string, string> = { ...session.bots };
    if (botId) bots[String(seat)] = botId;
    else delete bots[String(seat)];
    session.setBots(bots);
  }
}
