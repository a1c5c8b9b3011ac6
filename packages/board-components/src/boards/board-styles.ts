import { css } from 'lit';

/** Styles shared by the boards: layout, the map, legal/highlight marks and the move chooser. */
export const boardStyles = css`
  :host {
    display: block;
    position: relative;
  }
  .board {
    display: grid;
    gap: 0.6rem;
  }
  /* Parts left out by the board's only attribute. */
  [data-left-out] {
    display: none !important;
  }
  button {
    font: inherit;
    color: inherit;
    min-height: 2rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_raised);
    cursor: pointer;
  }
  .map-frame {
    position: relative;
    /* A host (<ry-game>) gives the map a height; alone, the map is as tall as its width says. */
    height: var(--ry-board-map-height, auto);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_water);
    overflow: hidden;
  }
  /*
   * The map tools' toolbar is a strip above the map, not over it (walkthrough 5 #11), drawn
   * empty until the tools load so that the map does not move then.
   */
  .map-frame {
    display: flex;
    flex-direction: column;
  }
  .map-frame > svg.map {
    flex: 1;
    height: auto;
    min-height: 0;
  }
  .map-tools {
    order: -1;
    position: relative;
    z-index: 2;
    min-height: 2.25rem;
    padding: 0.2rem;
    border-bottom: 1px solid var(--_border);
    background: var(--_surface);
  }
  svg.map {
    display: block;
    width: 100%;
    height: 100%;
    max-height: var(--ry-board-max-height, 85vh);
    /* Pinches reach the map tools; one finger still scrolls the page until the map is zoomed. */
    touch-action: pan-x pan-y;
  }
  .space .hex {
    stroke: var(--_hex-stroke);
    stroke-width: 1;
  }
  .space.legal .mark {
    fill: none;
    stroke: var(--_legal);
    stroke-width: 3;
    stroke-dasharray: 5 3;
  }
  .space.legal:hover .mark,
  .space.legal:focus-within .mark {
    stroke-width: 4.5;
  }
  .space.highlight .hl {
    fill: none;
    stroke: var(--_highlight);
    stroke-width: 5;
  }
  .hit {
    fill: transparent;
    stroke: none;
    outline: none;
  }
  .space.legal .hit {
    cursor: pointer;
  }
  .hit:focus-visible {
    stroke: var(--_focus);
    stroke-width: 4;
  }
  .mark,
  .hl {
    pointer-events: none;
  }
  .plain {
    fill: var(--_plain);
  }
  .forest {
    fill: var(--_forest);
  }
  .mountain {
    fill: var(--_mountain);
  }
  .city {
    fill: var(--_city);
  }
  .industrial {
    fill: var(--_industrial);
  }
  .start {
    fill: var(--_start);
  }
  .chicago {
    fill: var(--_industrial);
  }
  text {
    fill: #1b1b1b;
    pointer-events: none;
  }
  .name {
    font-weight: 600;
    paint-order: stroke;
    stroke: rgba(255, 255, 255, 0.85);
    stroke-width: 2.5px;
  }
  /* Dark enough for 4.5:1 on every terrain (mountain 4.7:1, forest 5.7:1, industrial 6.7:1);
     the brighter #b3261e had 2.8:1 on mountain. */
  .cost {
    fill: #761510;
    font-weight: 700;
  }
  .income {
    font-weight: 700;
  }
  .piece text {
    fill: inherit;
  }
  .panel-row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.6rem;
    align-items: stretch;
  }
  .panel {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: 0.4rem 0.6rem;
    background: var(--_surface);
    flex: 1 1 14rem;
  }
  .panel h3 {
    margin: 0 0 0.3rem;
    font-size: 0.95em;
  }
  .panel.highlight {
    outline: 3px solid var(--_highlight);
  }
  .turn-info {
    margin: 0;
    color: var(--_muted);
  }
`;

/**
 * The tables of a board that lists players and pieces in its own shadow root (Last Spike, Wild
 * West Express): full width, one row per line, the acting player underlined, the highlighted row
 * outlined. (The share boards use the players table of charters.ts.)
 */
export const tableStyles = css`
  table {
    border-collapse: collapse;
    width: 100%;
  }
  caption {
    text-align: start;
    font-weight: 700;
    padding: 0.2rem 0;
  }
  th,
  td {
    text-align: start;
    padding: 0.15rem 0.4rem;
    border-bottom: 1px solid var(--_border);
    font-variant-numeric: tabular-nums;
  }
  tr.active th {
    text-decoration: underline;
  }
  tr.highlight {
    outline: 3px solid var(--_highlight);
  }
`;
