import { css } from 'lit';

export default css`
  :host {
    display: block;
    container-type: inline-size;
  }
  .base {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 0.9rem;
    align-items: center;
    padding: 0.4rem 0.6rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_raised);
  }
  .prompt {
    font-weight: 600;
  }
  /* May be narrower than its widest option or move text (a phone): those wrap, none is cut off. */
  .group {
    min-width: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    align-items: center;
  }
  .group-label {
    color: var(--_muted);
  }
  input {
    width: 5.5em;
  }
  /* A list of moves takes the bar's whole width, so its words are not cut where they fit. */
  .choice {
    flex: 1 1 100%;
  }
  select {
    flex: 1 1 12rem;
    min-width: 0;
    max-width: 100%;
  }
  .chosen {
    display: none;
    flex-basis: 100%;
    color: var(--_muted);
  }
  @container (max-width: 40rem) {
    .chosen {
      display: block;
    }
  }
  /* Docked at the screen's bottom on a phone the bar keeps to one row a group, so the map keeps
     its height: the list's own picker shows each move in full there. */
  :host([compact]) .chosen {
    display: none;
  }
  /* Compact: a row a group, its list box beside its button; the button says what the list
     box's label says, which screen readers still read (visually hidden). */
  :host([compact]) .group {
    flex: 1 1 14rem;
  }
  :host([compact]) form.group {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
  }
  :host([compact]) form.group > label:not(.group-label) {
    grid-column: 1 / -1;
  }
  :host([compact]) .group-label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  :host([compact]) select {
    max-width: none;
    width: 100%;
  }
  .idle {
    color: var(--_muted);
  }
`;
