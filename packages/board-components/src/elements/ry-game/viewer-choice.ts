import type { Viewer } from '@railyard/rules';
import type { ViewerSetting } from './attributes.js';

export interface ViewerInputs {
  readonly setting: ViewerSetting;
  readonly hiddenInformation: boolean;
  readonly finished: boolean;
  /** Seats played from this page (not by a bot); empty when this page makes no moves. */
  readonly humanSeats: readonly number[];
  /** Of those, the seats expected to act now. */
  readonly actingHumans: readonly number[];
  /** The human seat whose hidden items were shown last (it said "I am …"), if any. */
  readonly shownSeat: number | null;
}

export interface ViewerChoice {
  readonly viewer: Viewer;
  /** The seat the device must be passed to first; nothing hidden is shown meanwhile. */
  readonly passTo: number | null;
}

/**
 * Who the page shows the game to. `auto`: everything when nothing is hidden (or the game is
 * over); else the human seat to act. With several human seats at one device, a new seat must
 * first confirm it holds the device (until then only the public view is shown); while a bot or
 * nobody here acts, the last seat shown keeps looking (a spectator when none was shown).
 */
export function chooseViewer(inputs: ViewerInputs): ViewerChoice {
  const { setting, humanSeats, actingHumans, shownSeat } = inputs;
  if (setting !== 'auto') return { viewer: setting, passTo: null };
  if (!inputs.hiddenInformation || inputs.finished) return { viewer: 'all', passTo: null };
  if (humanSeats.length === 1) return { viewer: humanSeats[0]!, passTo: null };
  const acting = actingHumans[0];
  if (acting === undefined) return { viewer: shownSeat ?? 'spectator', passTo: null };
  if (acting !== shownSeat) return { viewer: 'spectator', passTo: acting };
  return { viewer: acting, passTo: null };
}
