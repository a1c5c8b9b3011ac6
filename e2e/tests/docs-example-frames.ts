/**
 * Live examples show what they are about: every place an example names (the spaces its moves and
 * events touch, as the docs build reads them from the record with the engine, listed in the
 * figure's `data-places`, and every map place whose name its title uses) is inside the visible
 * part of its map frame, clear of the map's toolbar, on a desktop screen and on a phone.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

interface PlaceCheck {
  id: string;
  name: string;
  why: 'moves' | 'title';
  inFrame: boolean;
  clearOfTools: boolean;
}

interface FrameReport {
  frame: { width: number; height: number };
  places: PlaceCheck[];
  missing: string[];
}

/**
 * Checks, on the rules page open in `page` (at the viewport the caller set), that every live
 * example with places shows them inside its map frame and clear of its toolbar. Called by the
 * rules-page tests of docs-examples.spec.ts, which have loaded every widget of the page at
 * 1280×800 and 390×844: one visit of the page for both checks.
 */
export async function expectExamplesShowTheirPlaces(page: Page, label: string): Promise<void> {
  const figures = page.locator('figure.ry-example');
  const count = await figures.count();
  expect(count, 'live examples on the page').toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const figure = figures.nth(i);
    const id = await figure.getAttribute('data-example');
    const places = (await figure.getAttribute('data-places')) ?? '';
    if (!places.trim()) continue;
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.locator('[data-ry-bundle]')).toHaveAttribute('data-ry-state', 'ready', {
      timeout: 30_000,
    });
    // The map's transform and the frame's height settle (no timing: compared twice in a row).
    const shape = () =>
      figure.evaluate((element) => {
        const game = element.querySelector('ry-game')!;
        const board = [...(game.shadowRoot?.querySelectorAll('*') ?? [])].find((e) =>
          e.shadowRoot?.querySelector('svg.map'),
        );
        const frame = board?.shadowRoot?.querySelector<HTMLElement>('.map-frame');
        const map = frame?.querySelector<SVGElement>('svg.map');
        return frame && map ? `${frame.clientHeight} ${map.style.transform}` : '';
      });
    let last = '';
    // The page may still be loading its other widgets: a slow main thread, not a moving map.
    await expect
      .poll(
        async () => {
          const now = await shape();
          const settled = now !== '' && now === last;
          last = now;
          return settled;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const report: FrameReport = await figure.evaluate((element) => {
      const game = element.querySelector('ry-game')!;
      const board = [...(game.shadowRoot?.querySelectorAll('*') ?? [])].find((e) =>
        e.shadowRoot?.querySelector('svg.map'),
      )!;
      const root = board.shadowRoot!;
      const frame = root.querySelector<HTMLElement>('.map-frame')!.getBoundingClientRect();
      const tools = root.querySelector('.map-tools')?.getBoundingClientRect();
      const title = element.querySelector('.ry-example-title')?.textContent ?? '';
      const nameOf = (space: Element) =>
        (space.getAttribute('data-info') ?? '').split(/[,:]/)[0]!.trim();
      const named = (name: string) =>
        name.length > 1 &&
        new RegExp(
          // Not part of a longer name: "New York Central" names a company, not New York.
          `(^|[^\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])(?!\\s+\\p{Lu})`,
          'u',
        ).test(title);
      const wanted = new Map<string, 'moves' | 'title'>();
      const missing: string[] = [];
      for (const id of (element.getAttribute('data-places') ?? '').split(/\s+/)) {
        if (!id) continue;
        if (root.querySelector(`[data-space="${CSS.escape(id)}"]`)) wanted.set(id, 'moves');
        else missing.push(id);
      }
      for (const space of root.querySelectorAll('[data-space]'))
        if (named(nameOf(space))) wanted.set(space.getAttribute('data-space')!, 'title');
      const places = [...wanted].map(([id, why]) => {
        const space = root.querySelector(`[data-space="${CSS.escape(id)}"]`)!;
        const r = space.getBoundingClientRect();
        const inFrame =
          r.left >= frame.left - 0.5 &&
          r.right <= frame.right + 0.5 &&
          r.top >= frame.top - 0.5 &&
          r.bottom <= frame.bottom + 0.5;
        const clearOfTools =
          !tools ||
          r.right <= tools.left ||
          r.left >= tools.right ||
          r.bottom <= tools.top ||
          r.top >= tools.bottom;
        return { id, name: nameOf(space), why, inFrame, clearOfTools };
      });
      return { frame: { width: frame.width, height: frame.height }, places, missing };
    });
    console.log(
      `${label} ${id}: frame ${Math.round(report.frame.width)}×${Math.round(report.frame.height)}, ${report.places.length} places`,
    );
    expect(report.places.length, `${id}: places drawn on its map`).toBeGreaterThan(0);
    for (const place of report.places) {
      const where = `${id}: ${place.name} (${place.id}, named by its ${place.why})`;
      expect(place.inFrame, `${where} is inside the map frame`).toBe(true);
      expect(place.clearOfTools, `${where} is clear of the map toolbar`).toBe(true);
    }
  }
}
