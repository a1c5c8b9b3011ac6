/**
 * Where `<ry-statechart>` looks: the zoom and pan of the diagram in its frame (through the
 * pan/zoom controller the map tools share), the view a chart opens on, the frame's height, and
 * keeping the active or focused state in view. The element gives its frame, layout and active
 * boxes; this controller moves the canvas.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { StateValue } from 'xstate';
import { visibleState, type BoxLayout, type ChartLayout } from '../../shared/statechart-layout.js';
import { activeIds, type ChartModel } from '../../shared/statechart-model.js';
import { activePath } from './state-panel.js';
import type { PanZoomController } from '../../shared/pan-zoom-controller.js';
import { geometry, neededHeight, openingView, wholeChart } from './statechart-view.js';

/**
 * The pan/zoom controller the map tools share, loaded as its own chunk (railyard.js draws the
 * chart eagerly; the chart's layout arrives asynchronously anyway).
 */
let panZoomModule: Promise<typeof import('../../shared/pan-zoom-controller.js')> | undefined;

/** Zoom step of the toolbar's buttons, as the + and − keys. */
const ZOOM_STEP = 1.25;

/** How far an arrow key pans the chart, in CSS pixels (four times as far with Shift). */
const PAN_STEP = 48;

/** Boxes of the active states drawn (or, with no state value, of the initial path), outermost first. */
export function activeBoxes(
  model: ChartModel,
  layout: ChartLayout,
  value: StateValue | undefined,
  collapsed: ReadonlySet<string>,
): BoxLayout[] {
  const active = activeIds(value);
  const ids = active.length ? active : activePath(model, undefined);
  const visible = visibleState(model, collapsed);
  const shown = [...new Set(ids.map(visible))];
  return shown.map((id) => layout.boxes.get(id)).filter((b): b is BoxLayout => !!b);
}

export interface ChartViewOptions {
  /** The focusable box the diagram is zoomed and panned in (null before it renders). */
  frame(): HTMLElement | null;
  /** The box that carries the diagram's transform. */
  canvas(): HTMLElement | null;
  /** The toolbar's zoom read-out. */
  zoomLevel(): HTMLElement | null;
  layout(): ChartLayout | undefined;
  /** Boxes of the active (or initial) states drawn, outermost first. */
  activeBoxes(): BoxLayout[];
}

export class ChartViewController implements ReactiveController {
  /** Set once the reader zoomed or panned: resizes keep their view instead of re-opening. */
  moved = false;
  /** Resolves once the pan/zoom controller has loaded. */
  readonly ready: Promise<void>;
  private drawn: ChartLayout | undefined;
  /** Wheel with Ctrl, pinch, drag and keys zoom and pan the diagram in its frame. */
  private panZoom: PanZoomController | undefined;
  private resizer: ResizeObserver | undefined;

  constructor(
    host: ReactiveControllerHost,
    private readonly o: ChartViewOptions,
  ) {
    host.addController(this);
    this.ready = (panZoomModule ??= import('../../shared/pan-zoom-controller.js')).then(
      ({ createPanZoom }) => {
        this.panZoom = createPanZoom(host, {
          frame: o.frame,
          geometry: () => {
            const layout = o.layout();
            return layout && o.frame()?.clientWidth ? geometry(this.frameSize(), layout) : null;
          },
          draw: (t) => {
            o.canvas()?.style.setProperty(
              'transform',
              `translate(${t.x}px, ${t.y}px) scale(${t.k})`,
            );
            const level = o.zoomLevel();
            if (level) level.textContent = `${Math.round(t.k * 100)}%`;
          },
          reset: () => this.resetView(),
          moved: () => (this.moved = true),
          wheel: 'ctrl',
          panStep: (_frame, shift) => {
            const step = shift ? PAN_STEP * 4 : PAN_STEP;
            return { x: step, y: step };
          },
        });
        // Lay the view out once it can be drawn (the layout may have come first).
        this.drawn = undefined;
        host.requestUpdate();
      },
    );
  }

  hostDisconnected(): void {
    this.resizer?.disconnect();
    this.resizer = undefined;
  }

  /** After the host rendered: opens a new layout, or keeps a changed active state in view. */
  drawnAfterUpdate(valueChanged: boolean): void {
    const frame = this.o.frame();
    if (!frame) return;
    if (!this.resizer && typeof ResizeObserver !== 'undefined') {
      this.resizer = new ResizeObserver(() => this.fitFrame());
      this.resizer.observe(frame);
    }
    const layout = this.o.layout();
    if (layout !== this.drawn) {
      // A new layout (collapse, another machine) opens afresh unless the reader moved the view.
      const first = !this.drawn;
      this.drawn = layout;
      this.fitFrame(first ? false : this.moved);
    } else if (valueChanged) {
      this.reveal(this.o.activeBoxes().pop());
    }
  }

  /** Current zoom factor (1 = the chart's natural size). */
  get zoom(): number {
    return this.panZoom?.transform.k ?? 1;
  }

  private frameSize() {
    const frame = this.o.frame()!;
    return { width: frame.clientWidth, height: frame.clientHeight };
  }

  /** Whether there is a drawn diagram to move. */
  private get drawable(): boolean {
    return !!this.o.layout() && !!this.o.frame();
  }

  /** Sizes the frame to the chart, then opens (or, after the reader moved, keeps) the view. */
  private fitFrame(keep = this.moved): void {
    const layout = this.o.layout();
    const frame = this.o.frame();
    if (!layout || !frame || frame.clientWidth === 0) return;
    frame.style.setProperty('--_fit-height', `${neededHeight(frame.clientWidth, layout)}px`);
    const view = keep
      ? this.panZoom?.transform
      : openingView(this.frameSize(), layout, this.o.activeBoxes());
    if (view) this.panZoom?.moveTo(view, false, false);
  }

  /** Zooms by a factor around the frame's centre (or a given frame point). */
  zoomBy(factor: number, at?: { x: number; y: number }): void {
    if (this.drawable) this.panZoom?.zoom(factor, at);
  }

  zoomIn(): void {
    this.zoomBy(ZOOM_STEP);
  }

  zoomOut(): void {
    this.zoomBy(1 / ZOOM_STEP);
  }

  /** Back to the view the chart opened on: readable, on the active state. */
  resetView(): void {
    this.moved = false;
    this.fitFrame(false);
  }

  /** The whole chart in the frame, however small. */
  fitAll(): void {
    const layout = this.o.layout();
    if (layout && this.o.frame()) this.panZoom?.moveTo(wholeChart(this.frameSize(), layout));
  }

  /** Brings the innermost active state into view at readable size. */
  showActive(): void {
    const layout = this.o.layout();
    if (!layout || !this.o.frame()) return;
    this.panZoom?.moveTo(openingView(this.frameSize(), layout, this.o.activeBoxes()));
  }

  /** Brings a box into view (moves only if needed). */
  reveal(box: BoxLayout | undefined): void {
    if (box && this.drawable) this.panZoom?.reveal(box);
  }

  /** Keeps a focused state or arrow in view (Tab walks the chart). */
  readonly onFocusIn = (event: FocusEvent) => {
    const layout = this.o.layout();
    const target = event.composedPath()[0] as Element | undefined;
    const id = target?.getAttribute?.('data-state') ?? target?.getAttribute?.('data-toggle');
    if (id !== null && id !== undefined) return this.reveal(layout?.boxes.get(id));
    const edge = target?.getAttribute?.('data-edge');
    const drawn = edge ? layout?.edges.find((e) => e.edge.id === edge) : undefined;
    if (drawn?.label) this.reveal(drawn.label);
  };
}
