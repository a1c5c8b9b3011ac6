import { css } from 'lit';

export default css`
  /* Columns set by the width alone: a dial's "· choose" never reflows them under the finger. */
  .dials {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
    gap: 0.4rem;
  }
  .dial {
    display: grid;
    gap: 0.2rem;
    justify-items: start;
    padding: 0.3rem 0.5rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_raised);
    text-align: start;
  }
  button.dial {
    cursor: pointer;
  }
  button.dial.legal {
    border: 2px dashed var(--_legal);
  }
  .dial.red {
    border-color: var(--_danger);
  }
  .dial.highlight {
    outline: 3px solid var(--_highlight);
  }
  .dial .track,
  .ind .track {
    display: flex;
    gap: 2px;
  }
  .dial .track span,
  .ind .track span {
    display: inline-grid;
    place-items: center;
    min-width: 1.25rem;
    height: 1.25rem;
    border: 1px solid var(--_border);
    border-radius: 50%;
    font-size: 0.75em;
    background: var(--_surface);
  }
  .dial .track span.last {
    border-color: var(--_danger);
    color: var(--_danger);
  }
  .dial .track span.on,
  .ind .track span.on {
    background: var(--_text);
    color: var(--_surface);
    font-weight: 700;
  }
  .dial .track span.on.last {
    background: var(--_danger);
    color: #fff;
  }
  .ind {
    display: grid;
    grid-template-columns: 6.5rem 1fr;
    gap: 0.2rem 0.4rem;
    align-items: center;
    margin-bottom: 0.2rem;
  }
  .ind.highlight {
    outline: 3px solid var(--_highlight);
  }
  .ind .track span {
    border-radius: 3px;
  }
  .legend {
    margin: 0;
    padding: 0.25rem 0.5rem;
    font-size: 0.8em;
    color: var(--_muted);
  }
  .legend .c {
    color: var(--_danger);
    font-weight: 700;
  }
  .legend .i {
    font-weight: 700;
  }
  .end {
    font-size: 0.9em;
  }
  .end ul {
    margin: 0.2rem 0 0;
    padding-left: 1.1rem;
  }
`;
