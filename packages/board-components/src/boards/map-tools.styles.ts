/**
 * The map tools' own styles (toolbar, focus card, coordinates, change marks, the chooser, the note
 * on a picked space no move can use), loaded with the tools and adopted by the board's shadow root
 * as a constructable stylesheet: a `<style>` element would need 'unsafe-inline' under a strict
 * Content-Security-Policy.
 */
const STYLES = `/* Why a picked space does nothing (board-base), at the map's foot. */
.space-note {
  position: absolute;
  z-index: 2;
  left: 0.5rem;
  bottom: 0.5rem;
  display: flex;
  gap: 0.5rem;
  max-width: min(28rem, calc(100% - 1rem));
  margin: 0;
  padding: 0.4rem 0.6rem;
  border: 1px solid var(--_border);
  border-radius: var(--_radius);
  background: var(--_surface);
  box-shadow: 0 4px 14px rgba(0, 0, 0, 0.25);
}
.space-note button {
  min-width: 2rem;
  min-height: 2rem;
}
.chooser {
  position: absolute;
  z-index: 2;
  top: 0.5rem;
  left: 50%;
  transform: translateX(-50%);
  display: grid;
  gap: 0.3rem;
  max-width: min(26rem, 95%);
  padding: 0.6rem;
  border: 2px solid var(--_accent);
  border-radius: var(--_radius);
  background: var(--_surface);
  box-shadow: 0 6px 24px rgba(0, 0, 0, 0.3);
}
.chooser p {
  margin: 0;
  font-weight: 700;
}
.map-frame.zoomed {
  touch-action: none;
  cursor: grab;
}
.map-frame.dragging {
  cursor: grabbing;
}
/* Short glides, and none when the reader asks for less motion (walkthrough 5 #3). */
@media (prefers-reduced-motion: no-preference) {
  .map-frame.animate > svg {
    transition: transform 0.2s ease-out;
  }
}
svg.map,
svg.coords {
  transform-origin: 0 0;
}
svg.coords {
  position: absolute;
  left: 0;
  top: 0;
  pointer-events: none;
  overflow: visible;
}
.coords text {
  fill: #fff;
  font-weight: 700;
  paint-order: stroke;
  stroke: #1b1b1b;
  stroke-width: 3px;
}
.map-tools {
  display: flex;
  flex-wrap: wrap;
  justify-content: end;
  gap: 0.25rem;
}
/* Over the map's top right corner where a strip would shrink the map (map-tools.ts). */
.map-frame.tools-over > .map-tools {
  position: absolute;
  top: 0.35rem;
  right: 0.35rem;
  max-width: calc(100% - 0.7rem);
  padding: 0;
  border: 0;
  background: none;
}
.tools-over > .map-tools button {
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.25);
}
.map-tools button {
  min-width: 2.25rem;
  min-height: 2.25rem;
  padding: 0 0.5rem;
  background: var(--_raised);
}
.map-tools button[aria-pressed='true'] {
  background: var(--_accent);
  color: var(--_accent-text);
  border-color: var(--_accent);
}
.space-card {
  position: absolute;
  z-index: 1;
  left: 0;
  top: 0;
  max-width: min(17rem, calc(100% - 0.5rem));
  padding: 0.4rem 0.6rem;
  border: 1px solid var(--_border);
  border-radius: var(--_radius);
  background: var(--_surface);
  color: var(--_text);
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.25);
  pointer-events: none;
  font-size: 0.95em;
  line-height: 1.35;
}
/* A plain wheel over a map in a page scrolls the page: how to zoom instead, over the map. */
.wheel-hint {
  position: absolute;
  z-index: 2;
  left: 50%;
  top: 50%;
  transform: translate(-50%, -50%);
  margin: 0;
  padding: 0.6rem 1rem;
  border-radius: var(--_radius);
  background: rgba(0, 0, 0, 0.72);
  color: #fff;
  font-weight: 600;
  pointer-events: none;
  white-space: nowrap;
}
.space-card strong {
  display: block;
}
.space-card ul {
  margin: 0.15rem 0 0;
  padding: 0;
  list-style: none;
}
.space-card .act {
  margin-top: 0.2rem;
  color: var(--_legal);
  font-weight: 600;
}
.space.changed,
.space.spotlight {
  filter: drop-shadow(0 0 3px var(--_highlight)) drop-shadow(0 0 3px var(--_highlight));
}
.space.spotlight {
  filter: drop-shadow(0 0 4px var(--_focus)) drop-shadow(0 0 4px var(--_focus));
}
@media (prefers-reduced-motion: no-preference) {
  .space.changed {
    animation: ry-space-changed 0.6s ease-in-out 3;
  }
}
@keyframes ry-space-changed {
  50% {
    filter: drop-shadow(0 0 7px var(--_highlight)) drop-shadow(0 0 7px var(--_highlight));
  }
}`.replace(/\s+/g, ' ');

let sheet: CSSStyleSheet | undefined;

/** Adds the tools' stylesheet to `root` (a shadow root) once. */
export function adoptStyles(root: HTMLElement | DocumentFragment): void {
  if (!(root instanceof ShadowRoot)) return;
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(STYLES);
  }
  // First, as a <style> in the tree would be: the board's own styles still win over these.
  if (!root.adoptedStyleSheets.includes(sheet))
    root.adoptedStyleSheets = [sheet, ...root.adoptedStyleSheets];
}
