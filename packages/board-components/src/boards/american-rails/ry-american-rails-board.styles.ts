import { css } from 'lit';

export default css`
  table.track {
    border-collapse: collapse;
    width: 100%;
    font-size: 0.9em;
  }
  .track th,
  .track td {
    border: 1px solid var(--_border);
    padding: 0.15rem 0.3rem;
    text-align: start;
  }
  .track th[scope='col'] {
    text-align: center;
  }
  .track td {
    text-align: center;
    min-width: 4.5rem;
  }
  .track .current {
    background: color-mix(in srgb, var(--_accent) 12%, transparent);
  }
  .track td button {
    width: 100%;
    min-height: 1.6rem;
    padding: 0 0.3rem;
    border: 2px dashed var(--_legal);
  }
  .track tr.highlight th {
    outline: 3px solid var(--_highlight);
  }
  .years {
    display: flex;
    flex-wrap: wrap;
    gap: 3px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .years li {
    padding: 0.1rem 0.35rem;
    border: 1px solid var(--_border);
    border-radius: 3px;
    font-variant-numeric: tabular-nums;
  }
  .years li.on {
    background: var(--_text);
    color: var(--_surface);
    font-weight: 700;
  }
  .order {
    margin: 0.3rem 0 0;
    padding-left: 1.4rem;
  }
  .pending {
    margin: 0;
    font-weight: 600;
  }
`;
