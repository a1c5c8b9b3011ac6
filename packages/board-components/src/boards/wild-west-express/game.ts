/**
 * Wild West Express for `<ry-game>`: defines the board and registers the engine. Imported by the
 * per-game bundle and by the full bundle.
 */
import { wildWestExpress } from '@railyard/rules/wild-west-express';
import { registerGame } from '../../shared/game-registry.js';
import './ry-wild-west-express-board.js';

// Its texts (the statechart's state descriptions) load when a statechart is drawn.
registerGame(wildWestExpress, undefined, {
  // Paths (about 15 after a roll), towns, sheriffs' and dynamite's spaces: all picked on the map.
  mapMoves: [
    'train.move',
    'desperado.move',
    'desperado.jump',
    'city.choose',
    'desperado.place',
    'sheriff.place',
    'dynamite.lay',
  ],
  texts: () => import('@railyard/rules/texts/wild-west-express'),
});

export { wildWestExpress };
