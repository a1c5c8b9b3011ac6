/** What the game screen's templates read from the page and ask it to do. */
import type { GameSession, Viewer } from '@railyard/rules';
import type { Settings } from './settings.js';
import type { ConsoleState } from './event-console.js';
import type { RyGameElement } from './components.js';
import type { Sandbox } from './sandbox.js';
import type { GameControls } from './game-controls.js';
import type { SharePanel } from './share-panel.js';

export interface GamePage {
  readonly root: HTMLElement;
  readonly settings: Settings;
  /** Moves, undo and redo, history, pause and seats from the page's own controls. */
  readonly controls: GameControls;
  readonly sandbox: Sandbox;
  readonly share: SharePanel;
  consoleState: ConsoleState;
  /** The `<ry-game>` of `session` (null when the components did not load). */
  board(session: GameSession): RyGameElement | null;
  /** Bots wait while paused, in the sandbox, while history is shown and off the game screen. */
  botsWait(session: GameSession): boolean;
  /** Who the page shows the game to (see app.ts). */
  viewerOf(session: GameSession): Viewer;
  setSettings(patch: Partial<Settings>): void;
  goToSetup(): void;
  /** Tells a screen reader user `text` (the page's live region). */
  say(text: string): void;
  update(): void;
}

/** May `viewer` see the moves (hand, options) of `seat`? */
export function sees(viewer: Viewer, seat: number): boolean {
  return viewer === 'all' || viewer === seat;
}
