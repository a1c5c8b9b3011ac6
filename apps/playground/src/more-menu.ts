/**
 * A phone's header and game toolbar keep their first controls on one row and fold the rest under
 * a "More" disclosure (a native `<details>`: a button that says whether it is expanded), so no
 * control is half shown past the screen's edge. Wider screens show every control inline.
 */
import { html, type TemplateResult } from 'lit';

/** Screens as narrow as a phone (the width styles.css folds the rows at). */
export const NARROW_QUERY = '(max-width: 30rem)';

export function isNarrow(): boolean {
  return globalThis.matchMedia?.(NARROW_QUERY).matches ?? false;
}

/** Calls `changed` when the screen crosses the phone width (the rows fold or unfold); returns the stop. */
export function onNarrowChange(changed: () => void): () => void {
  const query = globalThis.matchMedia?.(NARROW_QUERY);
  query?.addEventListener('change', changed);
  return () => query?.removeEventListener('change', changed);
}

/** Closes the menu and gives the focus back to its button (Escape, as other menus do). */
function onKey(e: KeyboardEvent): void {
  const details = e.currentTarget as HTMLDetailsElement;
  if (e.key !== 'Escape' || !details.open) return;
  e.stopPropagation();
  details.open = false;
  details.querySelector('summary')?.focus();
}

/** Closes the menu when the focus leaves it (a tap or Tab elsewhere). */
function onFocusOut(e: FocusEvent): void {
  const details = e.currentTarget as HTMLDetailsElement;
  if (!details.contains(e.relatedTarget as Node | null)) details.open = false;
}

/**
 * While the menu is open, a tap or click anywhere outside it closes it (a tap on text that takes
 * no focus moves no focus, so `focusout` alone would leave the menu open over the page).
 */
function onToggle(e: Event): void {
  const details = e.currentTarget as HTMLDetailsElement;
  if (!details.open) return;
  const outside = (event: Event) => {
    if (event.composedPath().includes(details)) return;
    details.open = false;
    document.removeEventListener('pointerdown', outside, true);
  };
  document.addEventListener('pointerdown', outside, true);
}

/** `items` inline, or on a phone under "More" (`label` names what it holds for screen readers). */
export function foldOnPhone(label: string, items: TemplateResult): TemplateResult {
  if (!isNarrow()) return items;
  return html`<details class="more" @keydown=${onKey} @focusout=${onFocusOut} @toggle=${onToggle}>
    <summary aria-label="More: ${label}">More</summary>
    <div class="more-items">${items}</div>
  </details>`;
}
