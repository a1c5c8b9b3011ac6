import type { Page } from '@playwright/test';

/** What a player sees of a board's map, in CSS pixels. */
export interface MapMeasure {
  /** The map's frame on screen (the window the map is panned and zoomed in). */
  readonly frame: { readonly x: number; readonly y: number; width: number; height: number };
  /** Smallest place label (not a piece's number) as drawn now. */
  readonly labelPx: number;
  /** Smallest place label with the whole map in the frame ("Fit"). */
  readonly fitLabelPx: number;
  /** Smallest side of a space's tap target as drawn now (its hit area, or its drawing). */
  readonly tapPx: number;
  /** Smallest side of a space's tap target with the whole map in the frame. */
  readonly fitTapPx: number;
  /** The map's zoom (1: the whole map fits the frame). */
  readonly zoom: number;
  /**
   * The map tools (a lazy chunk) have placed the map: until then it is drawn whole, at Fit, and
   * a phone's tap targets measure a few pixels.
   */
  readonly placed: boolean;
}

/**
 * Measures the first map drawn on the page (inside `<ry-game>` or not). Labels are the map's
 * `<text>` outside pieces, at their rendered height; tap targets are the `[data-space]` groups
 * (a space's `.hit` shape when it has one). Sizes "at fit" divide by the map's zoom.
 */
export async function measureMap(page: Page): Promise<MapMeasure> {
  return page.evaluate(() => {
    const findFrame = (root: Document | ShadowRoot): HTMLElement | null => {
      const frame = root.querySelector<HTMLElement>('.map-frame');
      if (frame) return frame;
      for (const el of root.querySelectorAll('*'))
        if (el.shadowRoot) {
          const found = findFrame(el.shadowRoot);
          if (found) return found;
        }
      return null;
    };
    const frame = findFrame(document);
    if (!frame) throw new Error('No .map-frame on the page');
    const map = frame.querySelector<SVGSVGElement>('svg.map')!;
    const zoom = Number(/scale\(([\d.]+)\)/.exec(map.style.transform)?.[1] ?? 1);
    const f = frame.getBoundingClientRect();
    let labelPx = Infinity;
    for (const text of map.querySelectorAll<SVGTextElement>('text')) {
      if (text.closest('.piece, .preview, [aria-hidden="true"].decor')) continue;
      if (!text.textContent?.trim() || text.getClientRects().length === 0) continue;
      const style = getComputedStyle(text);
      if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0')
        continue;
      const ctm = text.getScreenCTM();
      if (!ctm) continue;
      const px = parseFloat(style.fontSize) * Math.hypot(ctm.a, ctm.b);
      if (px > 0) labelPx = Math.min(labelPx, px);
    }
    let tapPx = Infinity;
    for (const space of map.querySelectorAll('[data-space]')) {
      const hit = space.querySelector('.hit') ?? space;
      const r = hit.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      tapPx = Math.min(tapPx, r.width, r.height);
    }
    const round = (n: number) => Math.round(n * 10) / 10;
    return {
      frame: { x: round(f.x), y: round(f.y), width: round(f.width), height: round(f.height) },
      labelPx: round(labelPx),
      fitLabelPx: round(labelPx / zoom),
      tapPx: round(tapPx),
      fitTapPx: round(tapPx / zoom),
      zoom: round(zoom * 100) / 100,
      placed: map.style.transform !== '',
    };
  });
}
