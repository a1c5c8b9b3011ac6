import { css } from 'lit';

export default css`
  :host {
    display: block;
    container-type: inline-size;
  }
  .base {
    position: relative;
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 0.6rem;
    padding: var(--ry-game-padding, 0.6rem);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    color: var(--_text);
  }
  .base > * {
    grid-column: 1 / -1;
  }
  /* Wide: the controls share the header's row, leaving the height to the map. */
  .base > header {
    grid-column: 1;
    grid-row: 1;
  }
  .base > .controls {
    grid-column: 2;
    grid-row: 1;
    justify-content: end;
  }
  header {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    align-items: baseline;
    justify-content: space-between;
  }
  h2 {
    margin: 0;
    font-size: 1.1em;
  }
  .phase {
    color: var(--_muted);
  }
  .phase a {
    color: inherit;
  }
  .status {
    font-weight: 600;
  }
  .error,
  .notice {
    margin: 0;
    padding: 0.5rem 0.75rem;
    border-radius: var(--_radius);
    border: 2px solid var(--_danger);
    color: var(--_text);
    background: color-mix(in srgb, var(--_danger) 10%, var(--_surface));
    white-space: pre-line;
  }
  .notice {
    border-width: 1px;
    display: flex;
    gap: 0.75rem;
    align-items: start;
    justify-content: space-between;
  }
  .notice a {
    color: inherit;
  }
  /* Next to the control or space that was used (placed by notice-position.ts). */
  /* Long words and links wrap inside the box; its padding counts in its width. */
  .notice > span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .notice.anchored {
    box-sizing: border-box;
    position: absolute;
    z-index: 6;
    width: max-content;
    max-width: min(28rem, calc(100% - 1rem));
    background: color-mix(in srgb, var(--_danger) 10%, var(--_surface));
    box-shadow: 0 6px 20px rgba(0, 0, 0, 0.3);
  }
  .error strong {
    display: block;
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
  }
  .counter {
    font-variant-numeric: tabular-nums;
    min-width: 8em;
    text-align: center;
  }
  .main {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(13rem, 19rem);
    gap: 0.6rem;
    align-items: start;
  }
  .side {
    display: grid;
    gap: 0.6rem;
    min-width: 0;
  }
  .board-area,
  ry-statechart {
    min-width: 0;
  }
  /* The map takes the screen's height less the header above and the dock below it. */
  .board-area {
    --ry-board-map-height: var(
      --ry-game-map-height,
      max(16rem, calc(100svh - var(--_chrome, 9rem) - var(--ry-game-top, 0px)))
    );
    --ry-board-max-height: none;
  }
  /* Kept at the bottom of the screen while the game is in view: moves within a thumb's reach. */
  .dock {
    position: sticky;
    bottom: 0;
    z-index: 4;
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.4rem;
    padding: 0.4rem 0;
    background: var(--_surface);
    box-shadow: 0 -6px 12px -8px rgba(0, 0, 0, 0.35);
  }
  /* The facts the choice relies on, just above its controls. */
  .facts {
    margin: 0;
    display: grid;
    gap: 0.1rem;
    font-size: 0.9em;
  }
  .facts div {
    display: flex;
    flex-wrap: wrap;
    gap: 0 0.5em;
  }
  .facts dt {
    color: var(--_muted);
  }
  .facts dt::after {
    content: ':';
  }
  .facts dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  /* A long fact folded in the docked bar: "Show" opens it where it is. */
  .facts summary {
    cursor: pointer;
  }
  /* Under the map (a lesson, dock="map"): in the page, where the learner looks. */
  .dock.under-map {
    position: static;
    margin-top: 0.4rem;
    box-shadow: none;
  }
  /* A board that needs the whole width (registered with side: 'below'). */
  .main.side-below {
    grid-template-columns: minmax(0, 1fr);
  }
  @container (max-width: 760px) {
    .base > header,
    .base > .controls {
      grid-column: 1 / -1;
      grid-row: auto;
      justify-content: start;
    }
    .main {
      grid-template-columns: minmax(0, 1fr);
    }
    .board-area {
      --ry-board-map-height: var(
        --ry-game-map-height,
        max(16rem, min(75svh, calc(100svh - var(--_chrome, 9rem) - var(--ry-game-top, 0px))))
      );
    }
    .dock {
      max-height: 60svh;
      overflow-y: auto;
    }
  }
  /* Players and moves go below the map when beside it they would leave the map under about
     two thirds of the width (a column of a page, as in the playground). */
  @container (max-width: 62rem) {
    .main {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  @container (max-width: 30rem) {
    .base {
      padding: var(--ry-game-padding, 0.25rem);
    }
    .word {
      display: none;
    }
    .base.focused > .controls {
      grid-column: 1 / -1;
    }
    .base.focused > .expand {
      grid-column: 1 / -1;
      grid-row: auto;
      justify-self: start;
    }
  }
  [hidden] {
    display: none !important;
  }
  /* A focused view (a docs example): a short map, the parts it is about. */
  .focused .board-area {
    --ry-board-map-height: var(--ry-game-focus-map-height, 14rem);
  }
  /* The map of an example takes the whole width; the parts it is about go below it. */
  .focused > .main {
    grid-template-columns: minmax(0, 1fr);
  }
  /* The page around a focused view says what it shows: no header; the replay controls and the
     button that opens the full game share one row. */
  .focused > header {
    display: none;
  }
  .base.focused > .controls {
    grid-column: 1;
    grid-row: 1;
    justify-content: start;
  }
  .base > .expand {
    grid-column: 2;
    grid-row: 1;
    align-self: center;
  }
  .focused .side {
    grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
    align-items: start;
  }
  /* The players' cards wrap in rows of their own (ry-player-panel is a grid): side by side, not
     one above the other in a narrow column. */
  .focused .side > ry-player-panel {
    grid-column: 1 / -1;
    --ry-player-card-min-width: 8.5rem;
  }
  .focused .dock {
    position: static;
    box-shadow: none;
  }
  .no-board {
    margin: 0;
    padding: 1rem;
    border: 1px dashed var(--_border);
    border-radius: var(--_radius);
    color: var(--_muted);
  }
  .highlight {
    margin: 0;
    padding: 0.3rem 0.6rem;
    border-left: 4px solid var(--_highlight);
    background: color-mix(in srgb, var(--_highlight) 14%, var(--_surface));
  }
  .result {
    margin: 0;
    padding: 0.5rem 0.75rem;
    border: 2px solid var(--_legal);
    border-radius: var(--_radius);
  }
  .pass {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    align-items: center;
    padding: 0.75rem;
    border: 2px solid var(--_highlight);
    border-radius: var(--_radius);
  }
  .pass p {
    margin: 0;
  }
  .thinking {
    color: var(--_muted);
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  .loading {
    margin: 0;
    padding: 1rem;
    color: var(--_muted);
  }
`;
