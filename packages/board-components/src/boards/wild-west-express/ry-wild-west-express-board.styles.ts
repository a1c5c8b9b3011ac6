import { css } from 'lit';

export default css`
  .map {
    background: var(--_plain);
  }
  .zone {
    fill-opacity: 0.13;
  }
  .zone-name {
    fill: #333;
    font-weight: 700;
    opacity: 0.7;
  }
  .zone-line {
    stroke: #333;
    stroke-width: 2;
    stroke-dasharray: 10 6;
  }
  .schematic {
    fill: #444;
    font-style: italic;
  }
  .edges line {
    stroke: #6b5b45;
    stroke-width: 3;
  }
  .town {
    fill: var(--_city);
    stroke: #1b1b1b;
    stroke-width: 2;
  }
  .station line {
    stroke: #1b1b1b;
    stroke-width: 2;
  }
  .station polygon {
    stroke: #1b1b1b;
    stroke-width: 1;
  }
  .wheel {
    fill: #1b1b1b;
  }
  .station text,
  .piece text {
    fill: #fff;
    font-weight: 700;
  }
  .junction {
    fill: #fffdf5;
    stroke: #1b1b1b;
    stroke-width: 2;
  }
  .track {
    fill: #fffdf5;
    stroke: #6b5b45;
    stroke-width: 1.5;
  }
  .star-space {
    fill: #fffdf5;
    stroke: #8a6a00;
    stroke-width: 1.5;
  }
  .telegram-space rect,
  .telegram-space polyline {
    fill: #fffdf5;
    stroke: #1b1b1b;
    stroke-width: 1;
  }
  .piece rect,
  .piece polygon {
    stroke: #1b1b1b;
    stroke-width: 1;
  }
  .train.to-move rect:first-child {
    stroke-width: 2.5;
  }
  .train.waiting {
    opacity: 0.6;
  }
  .cargo.goods {
    fill: #fff;
  }
  .cargo.passengers {
    fill: #1b1b1b;
  }
  .sheriff circle {
    fill: #1b1b1b;
  }
  .sheriff polygon {
    fill: #f5c518;
    stroke: none;
  }
  .dynamite rect {
    fill: #8b0000;
  }
  .hit-shape {
    fill: transparent;
    stroke: none;
  }
  .hit:focus-visible .hit-shape {
    stroke: var(--_focus);
    stroke-width: 3;
  }
  .preview {
    pointer-events: none;
  }
  .preview polyline,
  .preview .jump {
    fill: none;
    stroke: var(--_accent);
    stroke-width: 8;
    stroke-linecap: round;
    stroke-linejoin: round;
    opacity: 0.8;
  }
  .preview .jump {
    stroke-dasharray: 6 6;
  }
  .preview .end {
    fill: none;
    stroke: var(--_accent);
    stroke-width: 3;
  }
  .preview text {
    font-weight: 700;
  }
  .towns summary {
    cursor: pointer;
    font-weight: 600;
    padding: 0.3rem 0;
  }
  .towns-scroll {
    overflow-x: auto;
    max-height: 22rem;
  }
  .towns table {
    border-collapse: collapse;
    font-size: 0.9em;
  }
  .towns th,
  .towns td {
    padding: 0.15rem 0.5rem;
    text-align: left;
    border-bottom: 1px solid var(--_border);
  }
  .legend {
    margin: 0;
    font-size: 0.85em;
    color: var(--_muted);
  }
  .actions,
  .group {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
  }
  .group {
    margin-top: 0.4rem;
  }
  .piece-choice {
    display: inline-flex;
    gap: 0.2rem;
  }
  button.legal {
    border: 2px dashed var(--_legal);
    font-weight: 600;
  }
  button[aria-pressed='true'] {
    border-style: solid;
    background: var(--_surface);
  }
  .dice-faces {
    display: inline-flex;
    gap: 0.3rem;
    margin-inline-end: 0.5rem;
  }
  .die {
    display: inline-grid;
    place-items: center;
    width: 1.8rem;
    height: 1.8rem;
    border: 2px solid var(--_text);
    border-radius: 5px;
    font-weight: 700;
    background: var(--_raised);
  }
  .card {
    margin: 0.3rem 0;
  }
  .kept {
    margin: 0;
    padding-inline-start: 1.2rem;
  }
  .swatch {
    display: inline-block;
    min-width: 1.2em;
    text-align: center;
    color: #fff;
    font-weight: 700;
    border-radius: 3px;
  }
`;
