/**
 * American Rails for `<ry-game>`: defines the board and registers the engine (with the
 * board tag `ry-<id>-board`, the catalog's `boardTag`: the catalog test checks they agree). Imported by the per-game bundle and by the full bundle.
 */
import { americanRails } from '@railyard/rules/american-rails';
import { registerGame } from '../../shared/game-registry.js';
import './ry-american-rails-board.js';

// Its texts (the statechart's state descriptions) load when a statechart is drawn.
registerGame(americanRails, undefined, {
  texts: () => import('@railyard/rules/texts/american-rails'),
});

export { americanRails };
