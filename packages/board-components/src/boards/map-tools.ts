import type { html as Html, nothing as Nothing, ReactiveControllerHost, svg as Svg } from 'lit';
import {
  FIT,
  clampTransform,
  meetRect,
  union,
  type MapGeometry,
  type Rect,
} from '../shared/map-view.js';
import { createPanZoom, type PanZoomController } from '../shared/pan-zoom-controller.js';
import { adoptStyles } from './map-tools.styles.js';
import { SpaceCardState } from './map-card.js';
import { mapToolsTemplate } from './map-tools.template.js';
import { frameMoves, frameNamed, inView, nudgeIntoView } from './map-framing.js';
import {
  mapTop,
  measureCoords,
  rectsOf,
  signature,
  toolbarBottom,
  type SpaceCoord,
} from './map-measure.js';
import type { Chooser, MapTools } from './board-base.js';
import { FIT_LABEL_PX, MapScale } from './map-scale.js';

export { FIT_LABEL_PX, MIN_LABEL_PX, MIN_TAP_PX } from './map-scale.js';

/**
 * Lit's template tags, handed over by the board: importing lit here would make the bundler split
 * lit into a chunk of its own, shared by the board and this module.
 */
export interface LitTags {
  readonly html: typeof Html;
  readonly svg: typeof Svg;
  readonly nothing: typeof Nothing;
}

/** The board as the map tools see it (public members of `RyBoardBase`). */
export interface MapToolsHost extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly view: unknown;
  readonly interactive: boolean;
  readonly spotlight: readonly string[];
  /** Spaces to zoom and centre on by default (a docs example's hexes). */
  readonly zoomTo?: readonly string[];
  /** The wheel alone zooms (a full-page game); else it scrolls the page and Ctrl/⌘ + wheel zooms. */
  readonly wheelZoom?: boolean;
  coordinates: boolean;
}

/** How long a changed space stays marked, in ms. */
const CHANGE_MARK_MS = 1800;
/** How long "Use Ctrl + scroll to zoom" stays after the last plain wheel over the map, in ms. */
const WHEEL_HINT_MS = 1500;

/** The room left around spaces brought into view: 48 px, less on a small frame. */
const roomAround = (g: MapGeometry) => Math.min(48, g.frame.width * 0.1, g.frame.height * 0.1);
/** The reader asked for less motion: the view jumps instead of gliding. */
const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Zoom, pan, focus card, coordinates, change marks and "follow the action" for a board's map.
 * Works from the DOM the board drew (`.map-frame`, `svg.map`, `[data-space]`), so it knows
 * nothing of any game.
 */
class BoardMapTools implements MapTools {
  private frame: HTMLElement | null = null;
  private map: SVGSVGElement | null = null;
  /** Wheel, drag, pinch and + − 0 Shift+arrows; the toolbar's buttons use it too. */
  private readonly panZoom: PanZoomController;
  /** The default zoom holds until the user zooms or pans. */
  private auto = true;
  private follow = true;
  private readonly resize = new ResizeObserver(() => this.layout());
  private lastView: unknown;
  private readonly scale = new MapScale();
  private signatures = new Map<string, string>();
  private changed = new Set<string>();
  private changeTimer: ReturnType<typeof setTimeout> | undefined;
  private spotlit = '';
  private focusKey = '';
  private readonly card = new SpaceCardState(
    (id) => this.space(id),
    () => this.host.requestUpdate(),
  );
  private coords: SpaceCoord[] | null = null;
  /** The transform last drawn: any other one (a zoom, a pan, a re-frame) takes the card away. */
  private drawn = '';
  /** The toolbar strip's height, measured while it is a strip. */
  private strip = 44;
  /** "Use Ctrl + scroll to zoom" is shown (a plain wheel over a map in a page). */
  private wheelHint = false;
  private wheelHintTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly host: MapToolsHost,
    private readonly lit: LitTags,
    private readonly chooser: () => Chooser | null,
  ) {
    host.addController(this);
    this.panZoom = createPanZoom(host, {
      frame: () => this.frame,
      geometry: () => this.geometry(),
      draw: (_t, animate) => this.apply(animate),
      reset: () => this.fit(),
      // The default zoom holds until the user zooms or pans.
      moved: () => (this.auto = false),
      // Embedded in a page the wheel scrolls it; a full-page game (`wheel-zoom`) zooms with it.
      get wheel() {
        return host.wheelZoom ? 'zoom' : 'page';
      },
      plainWheel: () => this.showWheelHint(),
      panStep: (frame) => ({ x: frame.width * 0.2, y: frame.height * 0.2 }),
      // Plain arrows on a space move between spaces (board-base); a list's keys are its own.
      takesKey: (event, action) => {
        const target = event.target as Element;
        if (target.closest('.chooser')) return false;
        return !('pan' in action) || event.shiftKey || !target.closest('[data-space]');
      },
      ignore: '.map-tools, .chooser',
      inset: () => ({ x: 0, y: this.frame ? mapTop(this.frame) : 0 }),
    });
  }

  hostDisconnected(): void {
    this.resize.disconnect();
    this.frame = null;
    clearTimeout(this.changeTimer);
    clearTimeout(this.wheelHintTimer);
  }

  hostUpdated(): void {
    this.bind();
    const map = this.map;
    if (!map) return;
    const focusKey = (this.host.zoomTo ?? []).join('\n');
    let refocused = false;
    let kept = false;
    if (focusKey !== this.focusKey) {
      const drawn = this.lastView !== undefined && this.focusKey !== '';
      this.focusKey = focusKey;
      // New places to show (a lesson's next step): the learner keeps the view they have, the
      // places are brought into it only when off screen; no places (a lesson's end) keep it too.
      if (drawn) {
        kept = true;
        this.auto = false;
      } else if (focusKey !== '') {
        this.auto = true;
        refocused = this.lastView !== undefined;
      }
    }
    if (this.host.view !== this.lastView) {
      const first = this.lastView === undefined;
      this.lastView = this.host.view;
      this.scale.forget();
      this.markChanges(first, refocused);
      if (this.host.coordinates) this.coords = null;
      this.card.refresh();
    }
    // After the new view is measured: the places asked for win over following the last move.
    if (refocused) this.layout();
    else if (kept) this.bringFocusIntoView();
    for (const id of this.changed) this.space(id)?.classList.add('changed');
    this.applySpotlight();
    if (this.host.coordinates && !this.coords) {
      this.coords = measureCoords(this.map!);
      this.host.requestUpdate();
    }
    this.card.place(this.frame);
    // A map drawn anew (the board had nothing to draw in between) gets the transform again.
    // The coordinates' overlay is drawn with the map's transform.
    if (map.style.transform === '' || this.host.coordinates) this.panZoom.redraw();
  }

  // ------------------------------------------------------------------ DOM

  private bind(): void {
    const frame = this.host.renderRoot.querySelector<HTMLElement>('.map-frame');
    this.map = frame?.querySelector<SVGSVGElement>('svg.map') ?? null;
    if (frame === this.frame) return;
    this.resize.disconnect();
    this.frame = frame;
    if (!frame) return;
    this.resize.observe(frame);
    this.panZoom.bind();
    frame.addEventListener('pointerover', (e) => this.onPointerOver(e));
    // A pointer moving within a space: its card opens if a still pointer's was held back.
    frame.addEventListener('pointermove', (e) => this.onPointerOver(e));
    frame.addEventListener('pointerleave', () => this.card.pointerGone());
    frame.addEventListener('focusin', (e) => this.onFocusIn(e));
    frame.addEventListener('focusout', (e) => this.onFocusOut(e));
  }

  private space(id: string): Element | null {
    return this.map?.querySelector(`[data-space="${CSS.escape(id)}"]`) ?? null;
  }

  private geometry(): MapGeometry | null {
    const frame = this.frame;
    const map = this.map;
    if (!frame || !map) return null;
    const box = { width: map.clientWidth, height: map.clientHeight };
    if (!box.width || !box.height) return null;
    const vb = map.viewBox.baseVal;
    const content =
      vb && vb.width > 0 && vb.height > 0
        ? meetRect(box, vb)
        : { x: 0, y: 0, width: box.width, height: box.height };
    return {
      // The map's part of the frame: below the toolbar strip.
      frame: { width: frame.clientWidth, height: frame.clientHeight - mapTop(frame) },
      content,
      minScale: 1,
      maxScale: Math.max(8, this.scale.readable(map, content) * 3),
    };
  }

  private rectsOf(elements: Iterable<Element>): Rect[] {
    return rectsOf(this.map, elements);
  }

  // ------------------------------------------------------------------ the transform

  private layout(): void {
    this.placeToolbar();
    const g = this.geometry();
    if (!g) return;
    if (this.auto) {
      const k = this.scale.readable(this.map!, g.content);
      const named = this.focusArea();
      if (named) {
        // A toolbar over the frame's top: the named spaces go in the part below it.
        const vb = this.map!.viewBox.baseVal;
        const aspect = vb && vb.width > 0 ? vb.height / vb.width : 1;
        const bar = toolbarBottom(this.frame!);
        const strip = mapTop(this.frame!);
        const framed = frameNamed(named, g, k, bar, aspect, innerHeight * 0.75 - strip);
        // A frame too short to show the named spaces readably grows (the observer lays out again).
        if (framed.minHeight !== null)
          this.frame!.style.minHeight = `${framed.minHeight + strip}px`;
        this.panZoom.place(framed.transform);
        return;
      }
      const moves = union(this.rectsOf(this.ownMoves()));
      const piece = this.rectsOf(this.map!.querySelectorAll('.piece.to-move'))[0];
      this.panZoom.place(frameMoves(moves, piece, this.scale.opening(this.map!, g.content), g));
    } else {
      this.panZoom.place(clampTransform(this.panZoom.transform, g));
    }
  }

  /**
   * The toolbar is a strip above the map, except where the strip would take the map's labels at
   * Fit under FIT_LABEL_PX (American Rails and Last Spike fill a laptop frame's height: 8.5 and
   * 8.7 px with it): there it lies over the map's top right corner.
   */
  private placeToolbar(): void {
    const frame = this.frame!;
    const tools = frame.querySelector<HTMLElement>('.map-tools');
    if (!tools) return;
    const over = frame.classList.contains('tools-over');
    if (!over) this.strip = tools.offsetHeight;
    const fitPx = (height: number) => this.scale.fittedTextPx(this.map!, frame.clientWidth, height);
    const h = frame.clientHeight;
    const overlay = fitPx(h) >= FIT_LABEL_PX && fitPx(h - this.strip) < FIT_LABEL_PX;
    if (overlay !== over) frame.classList.toggle('tools-over', overlay);
  }

  /**
   * Keeps the view when the `zoomTo` spaces are in it; else pans them in at this zoom, or lays
   * the map out on them anew when they do not fit.
   */
  private bringFocusIntoView(): void {
    const area = this.focusArea();
    const g = this.geometry();
    if (!area || !g) return;
    const t = this.panZoom.transform;
    if (inView(area, t, g.frame, toolbarBottom(this.frame!))) return;
    if (this.panZoom.fits(area)) {
      this.panZoom.place(nudgeIntoView(area, t, g, roomAround(g)), true);
    } else {
      this.auto = true;
      this.layout();
    }
  }

  /** The box of the host's `zoomTo` spaces, or null. */
  private focusArea(): Rect | null {
    // "R2,Q3" names two spaces unless a space is called that (American Rails' "13,0").
    const ids = (this.host.zoomTo ?? []).flatMap((id) => (this.space(id) ? [id] : id.split(',')));
    const spaces = ids.map((id) => this.space(id)).filter((s): s is Element => s !== null);
    return spaces.length ? union(this.rectsOf(spaces)) : null;
  }

  private apply(animate: boolean): void {
    const frame = this.frame;
    if (!frame || !this.map) return;
    const { k, x, y } = this.panZoom.transform;
    // Animated moves (buttons, keys, following) glide briefly; drags, pinches and wheels track
    // the hand; with reduced motion asked for, nothing glides.
    frame.classList.toggle('animate', animate && !reducedMotion());
    frame.classList.toggle('zoomed', k > 1.001);
    const transform = `translate(${x}px, ${y}px) scale(${k})`;
    // The card describes a hex under the pointer or focus: once the map moves it would float
    // away from it, over other hexes, so it goes (a pointer or focus over a hex brings it back).
    if (transform !== this.drawn) this.card.show(null);
    this.drawn = transform;

    this.map.style.transform = transform;
    const coords = frame.querySelector<SVGElement>('svg.coords');
    if (coords) {
      coords.style.transform = transform;
      coords.style.top = `${mapTop(frame)}px`;
      coords.style.width = `${this.map.clientWidth}px`;
      coords.style.height = `${this.map.clientHeight}px`;
    }
  }

  private zoom(factor: number): void {
    this.panZoom.zoom(factor);
  }

  private fit(): void {
    this.panZoom.moveTo(FIT, true);
  }

  /**
   * Brings spaces into view when they fit in it at the present zoom, by the shortest pan that
   * shows them with some room around (none when they are in view).
   */
  private reveal(elements: Iterable<Element>, animate = true): void {
    const area = union(this.rectsOf(elements));
    const g = this.geometry();
    if (!area || !g || !this.panZoom.fits(area)) return;
    const t = this.panZoom.transform;
    const next = nudgeIntoView(area, t, g, roomAround(g));
    if (next !== t) this.panZoom.place(next, animate);
  }

  // ------------------------------------------------------------------ input

  private onPointerOver(event: PointerEvent): void {
    if (this.panZoom.dragging) return;
    const target = event.target as Element;
    if (target.closest('.map-tools, .chooser')) return;
    const space = target.closest('[data-space]');
    // While "Use Ctrl + scroll to zoom" shows, the page scrolls hexes under a still pointer.
    this.card.pointer(event, space && !this.wheelHint ? space : null);
  }

  private onFocusIn(event: FocusEvent): void {
    const space = (event.target as Element).closest('[data-space]');
    if (!space) return;
    // Keyboard travel over the map keeps the focused space in view.
    this.reveal([space], false);
    // The focused element is the space's target inside it, not the space's group.
    this.card.focused(space, (event.target as Element).matches(':focus-visible'));
  }

  private onFocusOut(event: FocusEvent): void {
    const next = event.relatedTarget as Element | null;
    if (next?.closest?.('[data-space]')) return;
    this.card.blurred();
  }

  // ------------------------------------------------------------------ focus card

  private showWheelHint(): void {
    clearTimeout(this.wheelHintTimer);
    this.wheelHintTimer = setTimeout(() => {
      this.wheelHint = false;
      this.host.requestUpdate();
    }, WHEEL_HINT_MS);
    this.card.pointerGone();
    if (this.wheelHint) return;
    this.wheelHint = true;
    this.host.requestUpdate();
  }

  // ------------------------------------------------------------------ marks

  private markChanges(first: boolean, refocused = false): void {
    const next = new Map<string, string>();
    for (const space of this.map!.querySelectorAll('[data-space]'))
      next.set(space.getAttribute('data-space')!, signature(space));
    const changed = first
      ? []
      : [...next].filter(([id, sig]) => this.signatures.has(id) && this.signatures.get(id) !== sig);
    this.signatures = next;
    for (const space of this.map!.querySelectorAll('.changed')) space.classList.remove('changed');
    this.changed = new Set(changed.map(([id]) => id));
    clearTimeout(this.changeTimer);
    if (this.changed.size) {
      this.changeTimer = setTimeout(() => {
        for (const id of this.changed) this.space(id)?.classList.remove('changed');
        this.changed.clear();
      }, CHANGE_MARK_MS);
    }
    if (first) {
      this.layout();
      return;
    }
    if (!this.follow || refocused) return;
    // Follow whoever acts: on the viewer's move their pieces and the spaces they can use (the
    // last bot's move stays marked), else what the last move changed. Calmly (walkthrough 5 #3):
    // a view showing one of the viewer's moves stays; others' moves are not followed while the
    // host names the places to look at (a lesson step), as that would take the learner away.
    const mine = this.host.interactive ? this.ownMoves() : [];
    if (mine.length) {
      if (!mine.some((space) => this.shows(space))) this.revealSome(mine);
    } else if (!this.focusKey) this.revealSome([...this.changed].map((id) => this.space(id)!));
  }

  /** Whether the element is wholly in the map's part of the frame now. */
  private shows(element: Element): boolean {
    const [rect] = this.rectsOf([element]);
    const g = this.geometry();
    return !!rect && !!g && inView(rect, this.panZoom.transform, g.frame, 0);
  }

  /** The viewer's pieces that can move (`.to-move`), then the spaces with a legal move. */
  private ownMoves(): Element[] {
    const map = this.map!;
    return [...map.querySelectorAll('.piece.to-move'), ...map.querySelectorAll('.space.legal')];
  }

  /** Brings the elements into view, or the first of them when all do not fit at this zoom. */
  private revealSome(elements: Element[]): void {
    const area = union(this.rectsOf(elements));
    if (!area) return;
    this.reveal(this.panZoom.fits(area) ? elements : elements.slice(0, 1));
  }

  private applySpotlight(): void {
    const ids = this.host.spotlight;
    const key = ids.join('\n');
    const map = this.map!;
    for (const space of map.querySelectorAll('.spotlight'))
      if (!ids.includes(space.getAttribute('data-space') ?? ''))
        space.classList.remove('spotlight');
    const spaces = ids.map((id) => this.space(id)).filter((s): s is Element => s !== null);
    for (const space of spaces) space.classList.add('spotlight');
    if (key !== this.spotlit) {
      this.spotlit = key;
      this.reveal(spaces);
    }
  }

  // ------------------------------------------------------------------ template

  render() {
    adoptStyles(this.host.renderRoot);
    return mapToolsTemplate(this.lit, {
      coords: this.host.coordinates ? this.coords : null,
      viewBox: this.map?.getAttribute('viewBox') ?? '',
      follow: this.follow,
      coordinates: this.host.coordinates,
      card: this.card.shown,
      chooser: this.chooser(),
      wheelHint: this.wheelHint,
      zoom: (factor) => this.zoom(factor),
      fit: () => this.fit(),
      toggleFollow: () => {
        this.follow = !this.follow;
        this.host.requestUpdate();
        if (this.follow && this.map) this.revealSome(this.ownMoves());
      },
      toggleCoordinates: () => {
        this.host.coordinates = !this.host.coordinates;
        this.coords = null;
      },
    });
  }
}

export function createMapTools(
  host: MapToolsHost,
  lit: LitTags,
  chooser: () => Chooser | null,
): MapTools {
  return new BoardMapTools(host, lit, chooser);
}
