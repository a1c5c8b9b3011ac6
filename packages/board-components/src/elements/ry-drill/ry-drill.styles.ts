import { css } from 'lit';

export const drillStyles = css`
  form {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
  }
  label {
    display: flex;
    gap: 0.4rem;
    align-items: center;
  }
  input[name='number'] {
    width: 7em;
    min-height: 2rem;
    padding: 0.2rem 0.4rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  fieldset {
    margin: 0;
    padding: 0.4rem 0.6rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  fieldset.long {
    max-height: 16rem;
    overflow-y: auto;
  }
  .working {
    margin: 0.2rem 0;
    padding-left: 1.2rem;
  }
`;
