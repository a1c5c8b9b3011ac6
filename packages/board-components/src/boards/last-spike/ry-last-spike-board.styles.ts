import { css } from 'lit';

export default css`
  /* One column that never grows past the element (a wide table scrolls inside its own box). */
  .board {
    grid-template-columns: minmax(0, 1fr);
  }
  .table-scroll {
    overflow-x: auto;
  }
  .map {
    background: var(--_plain);
  }
  /* Shorter than the other boards' maps: the hand and the turn's buttons stay in view under it. */
  svg.map {
    max-height: var(--ry-board-max-height, 65vh);
  }
  .schematic {
    fill: #444;
    font-style: italic;
  }
  .route line {
    stroke: #6b5b45;
    stroke-width: 3;
  }
  .route.complete line {
    stroke: #1b1b1b;
    stroke-width: 7;
  }
  .route.highlight line {
    stroke: var(--_highlight);
    stroke-width: 9;
  }
  .route .order circle {
    fill: #1b1b1b;
  }
  .route .order text {
    fill: #fff;
    font-weight: 700;
  }
  .tile {
    stroke: #1b1b1b;
    stroke-width: 1;
  }
  .tile.empty {
    fill: #fffdf5;
  }
  .tile.empty.detached {
    stroke-dasharray: 2 2;
  }
  .tile.laid {
    fill: #3b2f25;
  }
  .space.track .code {
    font-weight: 700;
  }
  .city-space .name {
    font-weight: 700;
    paint-order: stroke;
    stroke: var(--_plain);
    stroke-width: 3px;
  }
  .tile.laid + g .code {
    fill: #fff;
  }
  .city-dot {
    fill: var(--_city);
    stroke: #1b1b1b;
    stroke-width: 1.5;
  }
  .ring {
    fill: none;
    stroke: #1b1b1b;
    stroke-width: 1.5;
  }
  .end {
    fill: none;
    stroke: #1b1b1b;
    stroke-width: 2.5;
  }
  .price {
    font-weight: 700;
  }
  .hit-shape {
    fill: transparent;
    stroke: none;
  }
  .hit:focus-visible .hit-shape {
    stroke: var(--_focus);
    stroke-width: 3;
  }
  .space .mark {
    fill: none;
    stroke: var(--_legal);
    stroke-width: 2.5;
    stroke-dasharray: 4 2;
  }
  .space .hl {
    fill: none;
    stroke: var(--_highlight);
    stroke-width: 4;
  }
  .legend {
    margin: 0;
    font-size: 0.85em;
    color: var(--_muted);
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
  }
  button.legal {
    border: 2px dashed var(--_legal);
    font-weight: 600;
  }
  .hand {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .all-hands {
    margin: 0;
    padding-inline-start: 1.2rem;
  }
  .tile-button:disabled {
    cursor: default;
    opacity: 0.75;
  }
  .cue {
    font-size: 0.8em;
    text-transform: uppercase;
  }
  .table-title {
    margin: 0;
    font-size: 1em;
  }
`;
