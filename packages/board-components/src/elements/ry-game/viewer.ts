/**
 * Whose eyes `<ry-game>` shows the game through: the `viewer` attribute resolved against the
 * session and the seat holding the device (`device-seat`, which the host owns: the element
 * only reads it, and sets it when a person confirms on the pass-the-device screen). Fires
 * `ry-viewer-change` after the render that shows a new viewer.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { GameSession, Viewer } from '@railyard/rules';
import { RyViewerChangeEvent } from '../../shared/events.js';
import { parseViewer, type ViewerSetting } from './attributes.js';
import { chooseViewer, type ViewerChoice } from './viewer-choice.js';

export interface ViewerInputsOfHost {
  readonly session: GameSession | undefined;
  /** The `viewer` attribute. */
  readonly viewer: string;
  /** The seat holding the device (pass-the-device), or null. */
  deviceSeat: number | null;
}

/** Seats this page may move for: people's seats (every seat when bots play them all). */
export const playsFromHere = (session: GameSession, seat: number): boolean =>
  !session.isBot(seat) || !session.hasPeople();

/** The legal moves at `position` this page offers to `viewer`. */
export const offeredMoves = (session: GameSession, position: number, viewer: Viewer) =>
  session
    .legalMoves(undefined, position)
    .filter((m) => playsFromHere(session, m.player) && (viewer === 'all' || viewer === m.player));

export class ViewerController implements ReactiveController {
  /** The choice drawn last (updated before each render). */
  choice: ViewerChoice = { viewer: 'all', passTo: null };
  private pendingChange = false;

  constructor(
    private readonly host: ReactiveControllerHost & EventTarget & ViewerInputsOfHost,
    /** This page makes moves at the position shown. */
    private readonly acceptsInput: () => boolean,
  ) {
    host.addController(this);
  }

  setting(): ViewerSetting {
    const parsed = parseViewer(this.host.viewer, this.host.session?.players.length ?? 0);
    return 'value' in parsed ? parsed.value : 'auto';
  }

  /** Computed when asked: a host drawing in the same task as a move gets the new viewer. */
  compute(): ViewerChoice {
    const host = this.host;
    const session = host.session;
    if (!session) return { viewer: 'all', passTo: null };
    const input = this.acceptsInput();
    const humanSeats =
      input && session.hasPeople()
        ? session.players.map((_, s) => s).filter((s) => !session.isBot(s))
        : [];
    const actingHumans = input ? session.activeSeats().filter((s) => humanSeats.includes(s)) : [];
    const seat = host.deviceSeat;
    return chooseViewer({
      setting: this.setting(),
      hiddenInformation: !!session.game.hiddenInformation,
      finished: session.finished,
      humanSeats,
      actingHumans,
      shownSeat: typeof seat === 'number' && Number.isInteger(seat) ? seat : null,
    });
  }

  /**
   * Resolves the viewer for the coming render (from the host's `willUpdate`); a seat shown under
   * `auto` now holds the device.
   */
  resolve(): void {
    const before = this.choice;
    this.choice = this.compute();
    if (this.setting() === 'auto' && typeof this.choice.viewer === 'number')
      this.host.deviceSeat = this.choice.viewer;
    if (before.viewer !== this.choice.viewer || before.passTo !== this.choice.passTo)
      this.pendingChange = true;
  }

  hostUpdated(): void {
    if (!this.pendingChange) return;
    this.pendingChange = false;
    this.host.dispatchEvent(new RyViewerChangeEvent(this.choice.viewer, this.choice.passTo));
  }

  /** The seat to act confirmed it holds the device. */
  confirm(seat: number): void {
    this.host.deviceSeat = seat;
  }
}
