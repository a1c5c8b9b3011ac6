/**
 * What `<ry-statechart>` waits for: the layout of the chart with its collapsed states (stored or
 * laid out by ELK, so it arrives asynchronously and may fail) and the drawn game's texts (state
 * descriptions and guards in words, loaded only when a chart is drawn). The element reads the
 * fields; each arrival asks it to render again.
 */
import type { ReactiveControllerHost } from 'lit';
import type { GameTexts } from '../../shared/game-registry.js';
import type { ChartModel } from '../../shared/statechart-model.js';
import type { ChartLayout } from '../../shared/statechart-layout.js';
import { layoutOf, loadTexts } from './statechart-sources.js';

export class ChartLoader {
  layout: ChartLayout | undefined;
  /** Why the last layout failed ('' when it did not). */
  layoutFailed = '';
  /** Whether a layout is on its way. */
  laying = false;
  /**
   * The registered game's state descriptions, once its texts have loaded (a game's machine
   * leaves them out: browsers load it with every game, the texts only when a chart is drawn).
   */
  descriptions: Readonly<Record<string, string>> | undefined;
  /** The registered game's guards in words (from its texts, like the descriptions). */
  guards: Readonly<Record<string, string>> | undefined;
  /** Each event's condition and the sample moves the panel asks about (from the texts too). */
  conditions: GameTexts['eventConditions'];
  samples: GameTexts['moveSamples'];
  /** The layout asked for last (unset before the first). */
  private pending: Promise<unknown> | undefined;
  private textsFrom: (() => Promise<GameTexts>) | undefined;

  constructor(private readonly host: ReactiveControllerHost) {}

  /** Whether a layout was ever asked for. */
  get started(): boolean {
    return !!this.pending;
  }

  /** Asks for the layout of a model with some states collapsed; the last one asked for wins. */
  requestLayout(model: ChartModel, collapsed: ReadonlySet<string>): void {
    const promise = layoutOf(model, collapsed);
    this.pending = promise;
    this.laying = true;
    promise.then(
      (layout) => {
        if (this.pending !== promise) return;
        this.layout = layout;
        this.laying = false;
        this.layoutFailed = '';
        this.host.requestUpdate();
      },
      (error: unknown) => {
        if (this.pending !== promise) return;
        this.laying = false;
        this.layoutFailed = String((error as Error)?.message ?? error);
        this.host.requestUpdate();
      },
    );
  }

  /** Resolves once the layouts asked for so far have arrived (or failed) and been rendered. */
  async settled(): Promise<void> {
    while (this.pending) {
      const pending = this.pending;
      await pending.catch(() => undefined);
      await this.host.updateComplete;
      if (this.pending === pending) break;
    }
  }

  /** Starts loading a game's texts, once per game (`undefined`: no texts to show). */
  requestTexts(load: (() => Promise<GameTexts>) | undefined): void {
    if (load === this.textsFrom) return;
    this.textsFrom = load;
    this.descriptions = undefined;
    this.guards = undefined;
    this.conditions = undefined;
    this.samples = undefined;
    if (!load) return;
    loadTexts(load).then(
      (texts) => {
        if (this.textsFrom !== load) return;
        this.descriptions = texts.stateDescriptions;
        this.guards = texts.guardDescriptions;
        this.conditions = texts.eventConditions;
        this.samples = texts.moveSamples;
        this.host.requestUpdate();
      },
      () => {
        if (this.textsFrom === load) this.textsFrom = undefined; // retry on next update
      },
    );
  }
}
