import { css } from 'lit';

/** Shared by `<ry-lesson>` and `<ry-drill>`: a header, the board, and a side panel. */
export const lessonStyles = css`
  :host {
    display: block;
    container-type: inline-size;
  }
  header {
    margin-bottom: 0.6rem;
  }
  h2 {
    margin: 0 0 0.3rem;
    font-size: 1.15em;
  }
  .progress {
    display: flex;
    gap: 0.6rem;
    align-items: center;
    color: var(--_muted);
  }
  progress {
    flex: 0 1 12rem;
    accent-color: var(--_accent);
  }
  .task {
    margin: 0.5rem 0 0.2rem;
    font-size: 1.05em;
    font-weight: 600;
  }
  .taught {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.2rem 0.8rem;
  }
  .body {
    display: grid;
    grid-template-columns: minmax(0, 1fr) 17rem;
    gap: 0.8rem;
    align-items: start;
  }
  @container (max-width: 760px) {
    .body {
      grid-template-columns: minmax(0, 1fr);
    }
    /* On a phone the help panel follows the board: the step bar gives the answer and a hint
       where the learner acts, and the controls stay close under the step. */
  }
  /* Brought into view below the page's fixed header (--ry-lesson-sticky-top). */
  .board {
    position: relative;
    scroll-margin-top: calc(var(--ry-lesson-sticky-top, 0px) + 0.25rem);
  }
  /* The answer to a refused or missed move, beside the control used (placed by
     answer-callout.ts). Clicks pass through to what it covers, except on its links and close. */
  .callout {
    box-sizing: border-box;
    position: absolute;
    z-index: 6;
    width: max-content;
    /* Narrow, so it covers little of the map beside the space used (walkthrough 6). */
    max-width: min(21rem, 100%);
    margin: 0;
    padding: 0.4rem 2rem 0.4rem 0.7rem;
    border: 1px solid var(--_danger);
    border-radius: var(--_radius);
    background: color-mix(in srgb, var(--_danger) 8%, var(--_surface));
    box-shadow: 0 6px 20px rgba(0, 0, 0, 0.3);
    pointer-events: none;
    scroll-margin-bottom: calc(var(--_bar, 4rem) + 0.5rem);
  }
  .callout.miss {
    border-color: var(--_accent);
    background: color-mix(in srgb, var(--_accent) 8%, var(--_surface));
  }
  .callout p {
    margin: 0;
  }
  .callout a,
  .callout button {
    pointer-events: auto;
  }
  .callout-rules {
    font-size: 0.92em;
  }
  .callout-close {
    position: absolute;
    top: 0.15rem;
    right: 0.15rem;
    min-width: 1.75rem;
    padding: 0 0.3rem;
  }
  .board ry-game::part(controls) {
    display: none;
  }
  /* In a lesson nothing may lie over the map: the move bar and auction follow it in the page,
     kept clear of the step bar when brought into view. */
  .board ry-game::part(dock) {
    position: static;
    max-height: none;
    box-shadow: none;
    scroll-margin-bottom: calc(var(--_bar, 4rem) + 0.5rem);
  }
  /* A refused move is said once, in the step bar beside the controls (with its rule). */
  .board ry-game::part(notice) {
    display: none;
  }
  .prepared {
    margin: 0.3rem 0 0;
    color: var(--_muted);
    font-size: 0.92em;
  }
  .side {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
  }
  /* Kept in the page while empty: a live region announces only what appears in it later. */
  .feedback.idle {
    padding: 0;
    border: none;
    background: none;
  }
  .feedback {
    padding: 0.5rem 0.7rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_raised);
  }
  /* Said in the step bar (a refusal, a miss, a hint): heard from here, seen there. */
  .feedback.echoed {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    border: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .feedback p {
    margin: 0 0 0.35rem;
  }
  .verdict.bad strong {
    color: var(--_danger);
  }
  .verdict.good strong {
    color: var(--_legal);
  }
  .entries {
    margin: 0.2rem 0;
    padding-left: 1.1rem;
  }
  .event {
    color: var(--_muted);
  }
  a.rule,
  span.rule {
    display: inline-block;
    color: var(--_accent);
  }
  .sep {
    color: var(--_muted);
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
  }
  .problem {
    color: var(--_danger);
  }
  /* The end of a lesson and an older position shown: said above the board, never missed. */
  .done,
  .viewing {
    margin: 0.5rem 0;
    padding: 0.5rem 0.7rem;
    border: 2px solid var(--_legal);
    border-radius: var(--_radius);
    background: var(--_raised);
  }
  .done p {
    margin: 0 0 0.4rem;
  }
  /* Kept in sight while the learner looks at the older position (under a host's fixed header). */
  .viewing {
    position: sticky;
    top: var(--ry-lesson-sticky-top, 0);
    z-index: 5;
    border-color: var(--_accent);
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem 0.8rem;
  }
  /* Pinned where the learner acts; at the lesson's end it rests under the move panel. Compact
     (walkthrough 5 #4: about 160 px of 800 on a desktop, 36 % of a phone): a new step's whole
     instruction (walkthrough 4: a cut one hid its verb), but under a wrong try's answer two
     lines of it; a met goal's words and the rules folded under "More" (the side panel and the
     answer beside the control say them); all of it shows when opened. */
  .step-bar {
    position: sticky;
    bottom: 0;
    z-index: 4;
    margin-top: 0.5rem;
    max-height: 35vh;
    overflow-y: auto;
    padding: 0.2rem 0.5rem;
    border: 2px solid var(--_accent);
    border-radius: var(--_radius);
    background: var(--_raised);
    font-size: 0.95em;
    line-height: 1.35;
  }
  .step-bar {
    display: flex;
    align-items: flex-start;
    gap: 0.5rem;
  }
  .bar-text {
    flex: 1;
    min-width: 0;
  }
  .bar-buttons {
    display: flex;
    flex-shrink: 0;
    gap: 0.3rem;
  }
  .bar-buttons button {
    padding: 0.1rem 0.5rem;
  }
  .step-bar p {
    margin: 0;
  }
  .step-bar.answered:not(.open):not(.good) .bar-task,
  .step-bar:not(.open) .verdict {
    overflow: hidden;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
  }
  .step-bar:not(.open) .praise {
    display: inline;
  }
  .step-bar.good:not(.open) .verdict,
  .step-bar:not(.open) .verdict .rule,
  .step-bar:not(.open) .verdict .sep,
  .step-bar.placed .verdict .said,
  .step-bar.placed .verdict .rule,
  .step-bar.placed .verdict .sep {
    display: none;
  }
  .praise {
    display: none;
  }
  .praise {
    color: var(--_legal);
  }
  /* On a phone: one line of the step under a wrong try's answer (whose reason shows in full
     beside the control, or here in up to four lines when it has no control to stand by),
     "More" for the rest; its buttons on a row of thumb-sized targets. */
  @container (max-width: 760px) {
    .step-bar {
      flex-wrap: wrap;
      align-items: center;
      gap: 0.2rem 0.5rem;
    }
    .bar-text {
      flex-basis: 100%;
    }
    .bar-buttons {
      flex: 1;
      justify-content: flex-end;
    }
    .bar-buttons button {
      min-height: 2.75rem;
      padding: 0.1rem 0.75rem;
    }
    .bar-toggle {
      margin-right: auto;
    }
    .step-bar.answered:not(.open):not(.good) .bar-task {
      -webkit-line-clamp: 1;
    }
    .step-bar:not(.open):not(.placed) .verdict {
      -webkit-line-clamp: 4;
    }
  }
`;
