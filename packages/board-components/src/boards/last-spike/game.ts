/**
 * Last Spike for `<ry-game>`: defines the board and registers the engine. Imported by the
 * per-game bundle and by the full bundle.
 */
import { lastSpike } from '@railyard/rules/last-spike';
import { registerGame } from '../../shared/game-registry.js';
import './ry-last-spike-board.js';

// The schematic needs the whole width to be legible; the board lists the players itself.
// Its texts (the statechart's state descriptions) load when a statechart is drawn.
registerGame(lastSpike, 'ry-last-spike-board', {
  side: 'below',
  texts: () => import('@railyard/rules/texts/last-spike'),
});

export { lastSpike };
