/**
 * Where the keyboard focus goes after a draw: to the first move control when a person comes to
 * act after their own move (or the focus was lost), never away from what the person is using.
 */
import type { GameSession } from '@railyard/rules';

const FIRST_MOVE_CONTROL = '#moves-panel .move-group button, #moves-panel .move-group input';

export class MoveFocus {
  /** The person used the page's move controls (or opened a game): their next turn takes focus. */
  wanted = false;
  private lastTurn = '';

  constructor(private readonly root: HTMLElement) {}

  /** A new game was opened: its first turn is a new turn. */
  reset(): void {
    this.lastTurn = '';
  }

  afterRender(session: GameSession): void {
    const seat = session.activeSeats()[0];
    const turn = `${session.moveCount}:${seat}`;
    const personToAct = seat !== undefined && !session.isBot(seat) && !session.isViewingHistory;
    if (personToAct && turn !== this.lastTurn) {
      const active = document.activeElement;
      const lost = !active || active === document.body || !this.root.contains(active);
      if (this.wanted || lost) this.root.querySelector<HTMLElement>(FIRST_MOVE_CONTROL)?.focus();
    }
    if (personToAct || session.result()) this.wanted = false;
    this.lastTurn = turn;
  }
}
