/**
 * The map tools' focus card: the name and facts of the space under the pointer or focus, read
 * from what the board wrote for it (`data-info`, else its accessible name), so no game knowledge.
 */
export interface Card {
  readonly id: string;
  readonly title: string;
  readonly lines: readonly string[];
  readonly action: string;
}

/** Splits "A, b (c, d), e" at the commas outside brackets. */
function topLevelParts(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ',' && depth === 0 && text[i + 1] === ' ') {
      parts.push(text.slice(start, i));
      start = i + 2;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

export const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Name and facts of a space from what the board wrote for it (no game knowledge). */
export function describeSpace(space: Element, id: string): Card {
  const named = space.querySelector('[aria-label]');
  const label = named?.getAttribute('aria-label') ?? '';
  const info = space.getAttribute('data-info') ?? label;
  const [title = id, ...lines] = topLevelParts(info);
  const action =
    space.classList.contains('legal') && label.startsWith(`${info}. `)
      ? label.slice(info.length + 2)
      : '';
  return { id, title, lines: lines.map(capital), action };
}

/**
 * Puts the card beside the space, inside the frame below `top` (the toolbar strip's bottom: the
 * card never lies over the map's buttons).
 */
export function placeBeside(card: HTMLElement, space: Element, frame: HTMLElement, top = 0): void {
  const f = frame.getBoundingClientRect();
  const s = space.getBoundingClientRect();
  const r = {
    left: s.left - f.left,
    top: s.top - f.top,
    right: s.right - f.left,
    bottom: s.bottom - f.top,
  };
  const W = frame.clientWidth;
  const H = frame.clientHeight;
  const w = card.offsetWidth;
  const h = card.offsetHeight;
  // Half a space away, by the pointer: the card covers neither the space nor its neighbours'
  // middles (the cities its words name); a whole space away read as about another hex.
  const gapX = Math.max(6, (r.right - r.left) / 2 + 4);
  const gapY = Math.max(6, (r.bottom - r.top) / 2 + 4);
  const clamp = (v: number, max: number, min = 4) => Math.max(min, Math.min(max - 4, v));
  const clampY = (v: number) => clamp(v, H - h, top + 4);
  let left: number;
  let y = clampY((r.top + r.bottom) / 2 - h / 2);
  if (r.right + gapX + w <= W - 4) left = r.right + gapX;
  else if (r.left - gapX - w >= 4) left = r.left - gapX - w;
  else {
    left = clamp((r.left + r.right) / 2 - w / 2, W - w);
    y = r.bottom + gapY + h <= H - 4 ? r.bottom + gapY : clampY(r.top - gapY - h);
  }
  card.style.left = `${left}px`;
  card.style.top = `${y}px`;
}
