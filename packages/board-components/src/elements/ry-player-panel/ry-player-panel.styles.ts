import { css } from 'lit';

export default css`
  :host {
    display: block;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.4rem;
    grid-template-columns: repeat(
      auto-fill,
      minmax(min(100%, var(--ry-player-card-min-width, 11rem)), 1fr)
    );
  }
  li {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: 0.4rem 0.6rem;
    background: var(--_surface);
  }
  li.active {
    border-color: var(--_accent);
    box-shadow: inset 4px 0 0 var(--_accent);
  }
  /*
   * What a dividend or payout just changed: a short glow around it, a steady mark without motion.
   * Around, not behind: a fill behind the text left dark mode's light cash at 3.9:1 for part of
   * the glow (axe caught it in the playground's a11y test).
   */
  .changed {
    border-radius: 3px;
    animation: ry-changed 2.4s ease-out;
  }
  @keyframes ry-changed {
    from {
      box-shadow: 0 0 0 3px var(--_highlight);
    }
    to {
      box-shadow: 0 0 0 0 transparent;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .changed {
      animation: none;
      outline: 2px solid var(--_highlight);
    }
  }
  li.highlight {
    outline: 3px solid var(--_highlight);
  }
  .name {
    font-weight: 700;
    display: flex;
    gap: 0.4rem;
    align-items: baseline;
    flex-wrap: wrap;
  }
  .badge {
    font-size: 0.75em;
    font-weight: 600;
    padding: 0 0.35em;
    border-radius: 3px;
    border: 1px solid var(--_border);
    color: var(--_muted);
  }
  .badge.turn {
    border-color: var(--_accent);
    color: var(--_accent);
  }
  .badge.winner {
    border-color: var(--_legal);
    color: var(--_legal);
  }
  .cash {
    font-variant-numeric: tabular-nums;
    font-size: 1.1em;
  }
  .shares {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
    margin-top: 0.2rem;
    font-size: 0.9em;
  }
  .none {
    color: var(--_muted);
    font-size: 0.9em;
  }
  .thinking .dots span {
    animation: blink 1.2s infinite;
  }
  .thinking .dots span:nth-child(2) {
    animation-delay: 0.2s;
  }
  .thinking .dots span:nth-child(3) {
    animation-delay: 0.4s;
  }
  @keyframes blink {
    0%,
    100% {
      opacity: 0.2;
    }
    50% {
      opacity: 1;
    }
  }
`;
