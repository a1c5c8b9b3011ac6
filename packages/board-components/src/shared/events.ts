import type { GameMove, GameRecord, GameResult, Viewer } from '@railyard/rules';

/**
 * Typed DOM events. Every Railyard event is namespaced (`ry-`), bubbles and is composed (it
 * crosses shadow roots), and is fired only in response to a user's action or a bot's move —
 * never when a host changes a property or calls a method (`ry-error` aside: it reports input
 * that cannot be used, whoever gave it).
 */
const init = { bubbles: true, composed: true } as const;
// No static fields here: they would keep unused event classes in every bundle.

/** A board or panel asks for a move. The host (usually `<ry-game>`) decides whether to apply it. */
export class RyIntentEvent extends CustomEvent<{ move: GameMove }> {
  constructor(move: GameMove) {
    super('ry-intent', { ...init, detail: { move } });
  }
}

/**
 * A player's or bot's move is about to be applied. Cancelable: `preventDefault()` keeps it from
 * being applied (a host that takes control applies it, or not, itself).
 */
export class RyMoveRequestEvent extends CustomEvent<{
  move: GameMove;
  /** Index the move will get in the record. */
  index: number;
  /** True when a bot chose the move. */
  bot: boolean;
}> {
  constructor(detail: RyMoveRequestEvent['detail']) {
    super('ry-move-request', { ...init, cancelable: true, detail });
  }
}

/** A move was applied by a player or a bot. */
export class RyMoveEvent extends CustomEvent<{
  move: GameMove;
  /** Index of the move in the record. */
  index: number;
  /** The game's one-line description of the move. */
  description: string;
  /** True when a bot chose the move. */
  bot: boolean;
  record: GameRecord;
}> {
  constructor(detail: RyMoveEvent['detail']) {
    super('ry-move', { ...init, detail });
  }
}

/** The game reached its end. */
export class RyGameEndEvent extends CustomEvent<{ result: GameResult; record: GameRecord }> {
  constructor(detail: RyGameEndEvent['detail']) {
    super('ry-game-end', { ...init, detail });
  }
}

/** A record or attribute could not be used; `message` names what is wrong. */
export class RyErrorEvent extends CustomEvent<{
  message: string;
  /** What was wrong: the record, an attribute (by name) or loading the record. */
  source: string;
}> {
  constructor(message: string, source: string) {
    super('ry-error', { ...init, detail: { message, source } });
  }
}

/**
 * Whose eyes the element shows the game to changed (a pass-the-device screen went up, a seat
 * said "I am …", a new session): hosts that describe the game beside it follow `viewer`.
 */
export class RyViewerChangeEvent extends CustomEvent<{
  viewer: Viewer;
  /** The seat the device must be passed to first (nothing hidden is shown meanwhile), or null. */
  passTo: number | null;
}> {
  constructor(viewer: Viewer, passTo: number | null) {
    super('ry-viewer-change', { ...init, detail: { viewer, passTo } });
  }
}

/** The user picked a position in a history (log entry, replay control). `index` = moves applied. */
export class RyScrubEvent extends CustomEvent<{ index: number }> {
  constructor(index: number) {
    super('ry-scrub', { ...init, detail: { index } });
  }
}

/** Map spaces to point out on the board (a log entry names them); empty to stop. */
export class RySpotlightEvent extends CustomEvent<{ spaces: readonly string[] }> {
  constructor(spaces: readonly string[]) {
    super('ry-spotlight', { ...init, detail: { spaces } });
  }
}

declare global {
  interface HTMLElementEventMap {
    'ry-intent': RyIntentEvent;
    'ry-move-request': RyMoveRequestEvent;
    'ry-viewer-change': RyViewerChangeEvent;
    'ry-move': RyMoveEvent;
    'ry-game-end': RyGameEndEvent;
    'ry-error': RyErrorEvent;
    'ry-scrub': RyScrubEvent;
    'ry-spotlight': RySpotlightEvent;
  }
}

/** The user paused or resumed the bots with the element's own button (`detail.paused`). */
export class RyPauseEvent extends CustomEvent<{ paused: boolean }> {
  constructor(paused: boolean) {
    super('ry-pause', { ...init, detail: { paused } });
  }
}
