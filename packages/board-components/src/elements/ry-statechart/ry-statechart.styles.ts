import { css } from 'lit';

export default css`
  :host {
    display: block;
    min-width: 0;
    --_active: var(--ry-statechart-active, var(--_accent));
    --_last: var(--ry-statechart-last, var(--_focus));
    --_state-fill: var(--ry-statechart-state, var(--_surface));
    --_compound-fill: var(--ry-statechart-compound, var(--_raised));
  }
  :host {
    container-type: inline-size;
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem;
    margin-block-end: 0.35rem;
  }
  .toolbar button,
  .details .close {
    font: inherit;
    font-size: 0.9em;
    min-height: 2rem;
    min-width: 2rem;
    padding: 0.15rem 0.55rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_raised);
    color: var(--_text);
    cursor: pointer;
  }
  .toolbar button:focus-visible,
  .details .close:focus-visible,
  .outline button:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 1px;
  }
  .zoom-level {
    min-width: 3.2em;
    text-align: center;
    font-variant-numeric: tabular-nums;
    color: var(--_muted);
    font-size: 0.9em;
  }
  .frame {
    position: relative;
    overflow: clip;
    max-width: 100%;
    height: min(var(--ry-statechart-height, 30rem), var(--_fit-height, 100vh));
    max-height: var(--ry-statechart-max-height, 75vh);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    touch-action: none;
    cursor: grab;
  }
  .frame-placeholder {
    height: calc(min(var(--ry-statechart-height, 30rem), var(--_fit-height, 100vh)) + 2.5rem);
    max-height: calc(var(--ry-statechart-max-height, 75vh) + 2.5rem);
  }
  .frame:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .canvas {
    position: absolute;
    inset-block-start: 0;
    inset-inline-start: 0;
    transform-origin: 0 0;
  }
  svg {
    display: block;
    max-width: none;
  }
  .keys {
    margin: 0.25rem 0 0;
    color: var(--_muted);
    font-size: 0.8em;
  }
  .details.shown {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    align-items: start;
    margin-block-start: 0.5rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid var(--_last);
    border-radius: var(--_radius);
    background: var(--_raised);
  }
  .details dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.1rem 0.75rem;
    margin: 0;
    flex: 1 1 16rem;
  }
  .details dt {
    font-weight: 600;
  }
  .details dd {
    margin: 0;
  }
  .breadcrumb {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.25rem;
    margin-block-end: 0.35rem;
  }
  .crumb-label {
    color: var(--_muted);
    font-size: 0.9em;
  }
  .breadcrumb ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.1rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .breadcrumb li + li::before {
    content: '›';
    color: var(--_muted);
    margin-inline: 0.2rem;
  }
  .crumb {
    font: inherit;
    font-weight: 600;
    min-height: 2rem;
    padding: 0.1rem 0.4rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    color: var(--_text);
    cursor: pointer;
  }
  .crumb[aria-current='location'] {
    border-color: var(--_active);
    color: var(--_active);
  }
  .crumb:focus-visible,
  .state-panel a:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 1px;
  }
  .state-panel {
    margin-block-start: 0.5rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_raised);
  }
  .state-panel p {
    margin: 0 0 0.3rem;
  }
  .state-panel .description,
  .state-panel .guard,
  .state-panel .badge {
    color: var(--_muted);
  }
  .state-panel .events {
    margin: 0;
    padding-inline-start: 1.1rem;
  }
  .state-panel .event {
    margin-block-end: 0.25rem;
  }
  .state-panel .guard,
  .state-panel .condition {
    display: block;
    font-size: 0.9em;
  }
  .state-panel .refusals {
    margin: 0;
    padding-inline-start: 1rem;
  }
  .state-panel .allowed .verdict {
    color: var(--_active);
  }
  .outline-box {
    margin-block-start: 0.5rem;
  }
  .outline-box summary {
    cursor: pointer;
    font-weight: 600;
  }
  @container (min-width: 60rem) {
    :host([outline-open]) {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(16rem, 22rem);
      column-gap: 1rem;
      align-items: start;
    }
    :host([outline-open]) .outline-box {
      grid-column: 2;
      grid-row: 1 / span 4;
      margin: 0;
      max-height: var(--ry-statechart-max-height, 75vh);
      overflow: auto;
    }
  }
  .state rect {
    fill: var(--_state-fill);
    stroke: var(--_border);
    stroke-width: 1.5;
  }
  .state.compound > rect {
    fill: var(--_compound-fill);
  }
  .state.final > rect.inner {
    fill: none;
  }
  .state text {
    fill: var(--_text);
    font-size: 12px;
  }
  .state .title {
    font-weight: 600;
  }
  .state .internal {
    fill: var(--_muted);
    font-size: 11px;
  }
  .state .internal.last {
    fill: var(--_last);
    font-weight: 700;
  }
  .state.active > rect {
    stroke: var(--_active);
    stroke-width: 3;
  }
  .state.active.leaf > rect {
    fill: color-mix(in srgb, var(--_active) 16%, var(--_state-fill));
  }
  .state.active > .title {
    fill: var(--_active);
  }
  .state[role='button'] {
    cursor: pointer;
  }
  .state[role='button']:focus {
    outline: none;
  }
  .state.picked > rect {
    stroke-dasharray: 6 3;
  }
  .state[role='button']:focus-visible > rect,
  a:focus-visible rect,
  a:focus rect {
    stroke: var(--_focus);
    stroke-width: 3;
    stroke-dasharray: 4 2;
  }
  a:focus {
    outline: none;
  }
  .edge .hit {
    fill: none;
    stroke: transparent;
    stroke-width: 10;
  }
  .edge {
    cursor: pointer;
  }
  .edge:focus {
    outline: none;
  }
  .edge:focus-visible .label-bg,
  .edge.selected .label-bg {
    stroke: var(--_focus);
    stroke-width: 2;
  }
  .edge.selected .line {
    stroke: var(--_focus);
    stroke-width: 2.5;
  }
  .toggle {
    cursor: pointer;
  }
  .toggle rect {
    fill: var(--_surface);
    stroke: var(--_muted);
  }
  .toggle path {
    stroke: var(--_text);
    stroke-width: 2;
  }
  .toggle:focus {
    outline: none;
  }
  .toggle:focus-visible rect {
    stroke: var(--_focus);
    stroke-width: 3;
  }
  .edge .line {
    fill: none;
    stroke: var(--_muted);
    stroke-width: 1.25;
  }
  .edge text {
    fill: var(--_muted);
    font-size: 11px;
  }
  .edge .label-bg {
    fill: var(--_surface);
    opacity: 0.85;
  }
  .edge.last .line {
    stroke: var(--_last);
    stroke-width: 3;
  }
  .edge.last text {
    fill: var(--_last);
    font-weight: 700;
  }
  .init {
    fill: var(--_text);
  }
  .init-edge {
    fill: none;
    stroke: var(--_text);
    stroke-width: 1.25;
  }
  marker path {
    fill: var(--_muted);
  }
  marker.last path {
    fill: var(--_last);
  }
  .edge.last .line,
  .state > rect {
    transition:
      stroke 0.2s,
      fill 0.2s;
  }
  .outline {
    margin: 0;
    padding: 0.5rem 0.75rem 0.5rem 1.5rem;
  }
  .outline ul {
    padding-left: 1.25rem;
  }
  .outline .active > .name {
    color: var(--_active);
    font-weight: 700;
  }
  .outline .description {
    margin: 0.1rem 0 0.2rem;
    color: var(--_muted);
    font-size: 0.9em;
  }
  .outline .transitions {
    list-style: none;
    padding-left: 0.5rem;
    font-size: 0.9em;
  }
  .outline button.transition {
    font: inherit;
    padding: 0.05rem 0.25rem;
    border: 1px solid transparent;
    border-radius: 3px;
    background: none;
    color: var(--_text);
    cursor: pointer;
    text-align: start;
  }
  .outline button.transition[aria-pressed='true'] {
    border-color: var(--_focus);
  }
  .outline .guard,
  .outline .rule {
    color: var(--_muted);
  }
  .outline .last {
    color: var(--_last);
    font-weight: 700;
  }
  .status {
    padding: 0.25rem 0.75rem;
    color: var(--_muted);
    font-size: 0.85em;
  }
  a {
    color: inherit;
  }
`;
