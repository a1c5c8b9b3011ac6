import './styles.css';
// Every element (<ry-game>, boards, panels, <ry-statechart>) and every game of @railyard/rules.
import '@railyard/board-components/railyard';
import { Playground } from './app.js';
import { loadTestGames } from './game-table.js';

const root = document.querySelector<HTMLElement>('#app')!;
// `?test-games` adds the toy games of @railyard/rules/testing (for end-to-end tests).
await loadTestGames(location.search);
root.replaceChildren();
const playground = new Playground(root);
// For tests and the curious: the open game's session is `railyardPlayground.openSession`.
(window as unknown as { railyardPlayground: Playground }).railyardPlayground = playground;
playground.start();
