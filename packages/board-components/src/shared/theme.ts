import { css } from 'lit';

/**
 * Design tokens. Every element includes `theme` in its styles. Public tokens are the `--ry-*`
 * custom properties a page may set (they inherit into shadow roots); each is read through a
 * private `--_*` property that carries the light and dark defaults (`light-dark()`, with
 * `color-scheme: light dark`), so a page's value always wins and the defaults follow
 * `prefers-color-scheme` (or a `color-scheme` the page sets).
 *
 * Public tokens: --ry-font-family, --ry-font-size, --ry-color-text, --ry-color-muted,
 * --ry-color-surface, --ry-color-surface-raised, --ry-color-border, --ry-color-accent,
 * --ry-color-accent-text, --ry-color-focus, --ry-color-danger, --ry-color-highlight,
 * --ry-color-legal, --ry-radius, --ry-terrain-plain, --ry-terrain-forest, --ry-terrain-mountain,
 * --ry-terrain-city, --ry-terrain-industrial, --ry-terrain-water, --ry-terrain-start.
 * The map keeps its printed (light) terrain colours in the dark theme; the chrome around it turns dark.
 */
export const theme = css`
  :host {
    color-scheme: light dark;
    --_font: var(--ry-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    --_font-size: var(--ry-font-size, 0.875rem);
    --_text: var(--ry-color-text, light-dark(#1d232b, #e6e9ee));
    --_muted: var(--ry-color-muted, light-dark(#56606c, #a4adb9));
    --_surface: var(--ry-color-surface, light-dark(#fff, #16191e));
    --_raised: var(--ry-color-surface-raised, light-dark(#f2f4f7, #232830));
    --_border: var(--ry-color-border, light-dark(#b9c1cb, #4a5360));
    --_accent: var(--ry-color-accent, light-dark(#1f5fbf, #6ea8ff));
    --_accent-text: var(--ry-color-accent-text, light-dark(#fff, #0c1420));
    --_focus: var(--ry-color-focus, light-dark(#c2410c, #ff9a5c));
    --_danger: var(--ry-color-danger, light-dark(#b42318, #ff8a80));
    --_highlight: var(--ry-color-highlight, light-dark(#f5b400, #ffd24d));
    --_legal: var(--ry-color-legal, light-dark(#0e7a3a, #5ad48a));
    --_radius: var(--ry-radius, 6px);
    --_plain: var(--ry-terrain-plain, #e9edc9);
    --_forest: var(--ry-terrain-forest, #9cc48a);
    --_mountain: var(--ry-terrain-mountain, #c2a47c);
    --_city: var(--ry-terrain-city, #f4e3c3);
    --_industrial: var(--ry-terrain-industrial, #d9c2d8);
    --_water: var(--ry-terrain-water, #bcd7ee);
    --_start: var(--ry-terrain-start, #f2c9b4);
    --_hex-stroke: light-dark(#6b6b5a, #3a3a30);
    font-family: var(--_font);
    font-size: var(--_font-size);
    color: var(--_text);
  }
  :host([hidden]) {
    display: none !important;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  :focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
