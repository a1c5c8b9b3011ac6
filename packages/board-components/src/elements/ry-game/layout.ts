/**
 * `<ry-game>`'s layout: the room the map leaves for the header, controls and dock (measured),
 * the narrow (one-column) layout, the board's place names for the log, and `zoom-to` as ids.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { PlaceLinks, Places } from './place-links.js';
import { spaceIds } from './focus-view.js';

/** Widths (px) up to which the game is laid out in one column (as the styles' container query). */
const NARROW = 760;

let placeLinks: Promise<typeof import('./place-links.js')> | undefined;

type LayoutHost = ReactiveControllerHost &
  HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

export class LayoutController implements ReactiveController {
  /** Pixels of the element above and below the map (header, controls, dock). */
  chrome = 0;
  /** Narrow layout (one column): the auction joins the move bar at the bottom. */
  narrow = false;
  /** Links from log text to the board's spaces, from the board's `places()`. */
  links: { key: string; links?: PlaceLinks } = { key: '' };
  private resizer: ResizeObserver | undefined;
  private measured = new Set<Element>();
  private zoomMemo: { text: string; ids: string[] } = { text: '', ids: [] };

  constructor(private readonly host: LayoutHost) {
    host.addController(this);
  }

  hostUpdate(): void {
    // Renders before the first measure already pick the layout the width asks for.
    if (!this.chrome) this.narrow = this.host.clientWidth > 0 && this.host.clientWidth <= NARROW;
  }

  hostUpdated(): void {
    this.readPlaces();
    this.observe();
  }

  hostDisconnected(): void {
    this.resizer?.disconnect();
    this.resizer = undefined;
    this.measured.clear();
  }

  /** `zoom-to` as space ids (the same array while the attribute stays, so the map keeps its zoom). */
  zoomIds(zoomTo: string): string[] {
    if (this.zoomMemo.text !== zoomTo) this.zoomMemo = { text: zoomTo, ids: spaceIds(zoomTo) };
    return this.zoomMemo.ids;
  }

  /** The board's names for its spaces, so that the log can point them out. */
  private readPlaces(): void {
    const board = this.host.renderRoot.querySelector('[part="board"]') as {
      places?: () => Places;
    } | null;
    const places = board?.places?.();
    if (!places?.length) return;
    // Loaded apart: the game plays without it, the log's names point at the map once it is in.
    void (placeLinks ??= import('./place-links.js')).then(({ PlaceLinks, placesKey }) => {
      const key = placesKey(places);
      if (key === this.links.key) return;
      this.links = { key, links: new PlaceLinks(places) };
      this.host.requestUpdate();
    });
  }

  /** Watches the parts around the map, whose height the map leaves free. */
  private observe(): void {
    if (typeof ResizeObserver === 'undefined') return;
    // Measured in the next frame: resizing the map from inside the observer's callback would
    // loop (and the browser reports "ResizeObserver loop completed…").
    this.resizer ??= new ResizeObserver(() => requestAnimationFrame(() => this.measure()));
    const root = this.host.renderRoot;
    const parts = [this.host, ...root.querySelectorAll('header, .controls, .dock')];
    for (const part of this.measured)
      if (!parts.includes(part)) {
        this.resizer.unobserve(part);
        this.measured.delete(part);
      }
    for (const part of parts)
      if (!this.measured.has(part)) {
        this.resizer.observe(part);
        this.measured.add(part);
      }
  }

  private measure(): void {
    const root = this.host.renderRoot;
    const base = root.querySelector<HTMLElement>('.base');
    const main = root.querySelector<HTMLElement>('.main');
    if (!base || !main) return;
    const dock = root.querySelector<HTMLElement>('.dock');
    const above = main.getBoundingClientRect().top - base.getBoundingClientRect().top;
    const below = (dock?.offsetHeight ?? 0) + parseFloat(getComputedStyle(base).paddingBottom) * 2;
    const chrome = Math.round(above + below);
    const narrow = this.host.clientWidth > 0 && this.host.clientWidth <= NARROW;
    if (chrome === this.chrome && narrow === this.narrow) return;
    this.chrome = chrome;
    this.narrow = narrow;
    this.host.requestUpdate();
  }
}
