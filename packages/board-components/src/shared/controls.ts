import { css } from 'lit';

/** Buttons and inputs that look the same in every widget. */
export const controls = css`
  button,
  select,
  input {
    font: inherit;
    color: inherit;
  }
  button {
    min-height: 2rem;
    padding: 0.25rem 0.75rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_raised);
    cursor: pointer;
  }
  button.primary {
    background: var(--_accent);
    border-color: var(--_accent);
    color: var(--_accent-text);
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  select,
  input {
    min-height: 2rem;
    padding: 0.2rem 0.4rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  /* A field's ring in the accent blue: the orange-red of other focus rings reads as an error
     around a field where a number is typed. */
  select:focus-visible,
  input:focus-visible {
    outline-color: var(--_accent);
  }
`;
