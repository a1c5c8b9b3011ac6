import './styles.css';
// <ry-game> and its panels. Each game's board and engine is a chunk of its own, loaded when the
// game is first needed (game-table.ts); <ry-statechart> loads when its panel is opened.
import '@railyard/board-components/ry-game';
import { Playground } from './app.js';
import { ensureGames, loadTestGames } from './game-table.js';

// Not a top-level await: the game chunks import Lit and the rest from this module's chunk, and
// would wait for it to finish evaluating while it waited for them.
async function main(): Promise<void> {
  const root = document.querySelector<HTMLElement>('#app')!;
  // `?test-games` adds the toy games of @railyard/rules/testing (for end-to-end tests).
  await loadTestGames(location.search);
  const playground = new Playground(root);
  // The games of the first screen (the link's, the last open game, the form's) before it is drawn.
  await ensureGames(playground.wantedGames());
  root.replaceChildren();
  // For tests and the curious: the open game's session is `railyardPlayground.openSession`.
  (window as unknown as { railyardPlayground: Playground }).railyardPlayground = playground;
  playground.start();
}

void main();
