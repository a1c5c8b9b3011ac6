/**
 * Chicago Express for `<ry-game>`: defines the board and registers the engine. Imported by the
 * per-game bundle and by the full bundle.
 */
import { chicagoExpress } from '@railyard/rules/chicago-express';
import { registerGame } from '../../shared/game-registry.js';
import './ry-chicago-express-board.js';

registerGame(chicagoExpress, 'ry-chicago-express-board');

export { chicagoExpress };
