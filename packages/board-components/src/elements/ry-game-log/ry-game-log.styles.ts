import { css } from 'lit';

export default css`
  :host {
    display: block;
  }
  .base {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  h2 {
    margin: 0;
    padding: 0.4rem 0.6rem;
    font-size: 0.95em;
    border-bottom: 1px solid var(--_border);
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0.25rem;
    max-height: var(--ry-game-log-max-height, 16rem);
    overflow-y: auto;
    counter-reset: none;
  }
  li {
    margin: 0;
  }
  .entry {
    display: flex;
    gap: 0.5rem;
    width: 100%;
    text-align: start;
    padding: 0.2rem 0.4rem;
    border: 1px solid transparent;
    border-radius: calc(var(--_radius) - 2px);
    background: none;
    min-height: 1.75rem;
    font: inherit;
    color: inherit;
  }
  button.entry {
    cursor: pointer;
  }
  button.entry:hover {
    background: var(--_raised);
  }
  .entry.current {
    border-color: var(--_accent);
    background: color-mix(in srgb, var(--_accent) 12%, transparent);
    font-weight: 600;
  }
  .entry.future {
    color: var(--_muted);
  }
  .number {
    min-width: 2.5em;
    color: var(--_muted);
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
  .place {
    text-decoration: underline dotted;
    text-underline-offset: 0.2em;
  }
  .place:hover {
    background: color-mix(in srgb, var(--_highlight) 35%, transparent);
  }
  .bot {
    color: var(--_muted);
    font-size: 0.85em;
  }
  .events {
    display: block;
  }
  .event {
    display: block;
    margin-top: 0.2rem;
    padding: 0.1rem 0.4rem;
    border-inline-start: 3px solid var(--_accent);
    background: color-mix(in srgb, var(--_accent) 7%, transparent);
    font-weight: 400;
    font-size: 0.92em;
  }
  .event[data-kind='game-end'] {
    border-inline-start-color: var(--_highlight);
    font-weight: 600;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .empty {
    padding: 0.4rem 0.6rem;
    color: var(--_muted);
  }
`;
