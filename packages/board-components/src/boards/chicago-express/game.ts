/**
 * Chicago Express for `<ry-game>`: defines the board and registers the engine (with the
 * board tag `ry-<id>-board`, the catalog's `boardTag`: the catalog test checks they agree). Imported by the per-game bundle and by the full bundle.
 */
import { chicagoExpress } from '@railyard/rules/chicago-express';
import { registerGame } from '../../shared/game-registry.js';
import './ry-chicago-express-board.js';

// Its texts (the statechart's state descriptions) load when a statechart is drawn.
registerGame(chicagoExpress, undefined, {
  texts: () => import('@railyard/rules/texts/chicago-express'),
});

export { chicagoExpress };
