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
  .frame {
    overflow: auto;
    max-width: 100%;
    max-height: var(--ry-statechart-max-height, none);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
    margin: 0 auto;
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
  a:focus-visible rect,
  a:focus rect {
    stroke: var(--_focus);
    stroke-width: 3;
    stroke-dasharray: 4 2;
  }
  a:focus {
    outline: none;
  }
  .edge path {
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
  .edge.last path {
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
  .edge.last path,
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
  .outline .events {
    color: var(--_muted);
    font-size: 0.85em;
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
