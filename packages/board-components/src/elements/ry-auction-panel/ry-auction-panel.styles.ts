import { css } from 'lit';

export default css`
  :host {
    display: block;
    container-type: inline-size;
  }
  .base {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: 0.5rem 0.75rem;
    background: var(--_surface);
  }
  h2 {
    margin: 0 0 0.35rem;
    font-size: 1em;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.15rem 0.75rem;
    margin: 0 0 0.5rem;
  }
  dt {
    color: var(--_muted);
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  .bidders {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .bidders li {
    padding: 0 0.4em;
    border: 1px solid var(--_border);
    border-radius: 3px;
  }
  .bidders li.turn {
    border-color: var(--_accent);
    color: var(--_accent);
    font-weight: 700;
  }
  .bidders .cash {
    color: var(--_muted);
    font-weight: 400;
  }
  .bidders .lead {
    color: var(--_muted);
    font-weight: 400;
  }
  form {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
  }
  input {
    width: 6em;
  }
  /* Compact (a phone, the panel docked under the map): the short facts two a row, the bidders
     on a row of their own, so the map keeps the height. */
  :host([compact]) .base {
    padding: 0.35rem 0.6rem;
  }
  :host([compact]) h2 {
    margin-bottom: 0.2rem;
  }
  :host([compact]) dl {
    grid-template-columns: max-content minmax(0, 1fr) max-content minmax(0, 1fr);
    gap: 0.1rem 0.5rem;
    margin-bottom: 0.35rem;
  }
  :host([compact]) dt:last-of-type {
    grid-column: 1;
  }
  :host([compact]) dd:last-of-type {
    grid-column: 2 / -1;
  }
  /* "$40 cash" on each chip when there is room; on a phone "(cash)" once, after "Still in". */
  .unit-label,
  :host([compact]) .unit {
    display: none;
  }
  /* "Still in (cash)" on one line and slimmer chips: three bidders on one row of a phone, and
     the row one line high, which leaves a line of the docked bar for the bidder's own facts. */
  :host([compact]) .unit-label {
    display: inline;
  }
  :host([compact]) dt {
    white-space: nowrap;
  }
  /* The high bidder's cash keeps its word: "$20 · high bid" alone read as a $20 bid. */
  :host([compact]) li.high .unit {
    display: inline;
  }
  :host([compact]) .bidders li {
    padding: 0 0.25em;
  }
  /* On a phone the bidder's chip, marked, says whose turn it is: the row is read, not shown. */
  :host([compact]) .to-bid {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
`;
