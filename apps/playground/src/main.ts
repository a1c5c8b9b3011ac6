import './styles.css';
// Every element (<ry-game>, boards, panels, <ry-statechart>) and every game of @railyard/rules.
import '@railyard/board-components/railyard';
import { Playground } from './app.js';

const root = document.querySelector<HTMLElement>('#app')!;
root.replaceChildren();
new Playground(root).start();
