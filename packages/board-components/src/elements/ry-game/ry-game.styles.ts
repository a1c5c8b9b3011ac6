import { css } from 'lit';

export default css`
  :host {
    display: block;
    container-type: inline-size;
  }
  .base {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.6rem;
    padding: var(--ry-game-padding, 0.6rem);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    color: var(--_text);
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
  /* A board that needs the whole width (registered with side: 'below'). */
  .main.side-below {
    grid-template-columns: minmax(0, 1fr);
  }
  @container (max-width: 760px) {
    .main {
      grid-template-columns: minmax(0, 1fr);
    }
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
