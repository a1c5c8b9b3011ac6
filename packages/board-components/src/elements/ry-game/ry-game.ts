/** Defines `<ry-game>` with all its panels, the auction panel among them. */
export { RyGame } from './ry-game-core.js';
export type { ApplyResult, GameMode } from './ry-game-core.js';
import '../ry-auction-panel/ry-auction-panel.js';
