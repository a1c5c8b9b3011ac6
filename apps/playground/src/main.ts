import './styles.css';
import { Playground } from './app.js';
import { ensureGames, loadTestGames } from './game-table.js';

// This entry is the setup screen. Each game's board and engine is a chunk of its own, and
// `<ry-game>` with the game runtime (session, XState, bot levels) another, loaded with the first
// game (game-table.ts); <ry-statechart> loads when its panel is opened.
// Not a top-level await: the game chunks import Lit and the rest from this module's chunk, and
// would wait for it to finish evaluating while it waited for them.
async function main(): Promise<void> {
  const root = document.querySelector<HTMLElement>('#app')!;
  // `?test-games` adds the toy games of @railyard/rules/testing (for end-to-end tests).
  await loadTestGames(location.search);
  const playground = new Playground(root);
  // A game the page opens at once (the link's, the last open one) is loaded before the page is
  // drawn, so it shows without passing through the setup form; the form itself draws at once.
  await ensureGames(playground.openedGames());
  root.replaceChildren();
  // For tests and the curious: the open game's session is `railyardPlayground.openSession`.
  (window as unknown as { railyardPlayground: Playground }).railyardPlayground = playground;
  playground.start();
}

void main();
