/**
 * Where `<ry-statechart>` gets what it draws, each computed or loaded once per page: a machine's
 * chart model, a model's layout with some states collapsed (stored at build time or laid out by
 * ELK), a game's texts; and the `value` attribute's parser.
 */
import type { AnyStateMachine, StateValue } from 'xstate';
import type { GameTexts } from '../../shared/game-registry.js';
import { chartModel, type ChartModel } from '../../shared/statechart-model.js';
import { layoutChart, type ChartLayout } from '../../shared/statechart-layout.js';
import { findStoredLayout } from '../../shared/statechart-layouts/index.js';

const models = new WeakMap<AnyStateMachine, ChartModel>();
const texts = new WeakMap<() => Promise<GameTexts>, Promise<GameTexts>>();

/** A game's texts, loaded once per page (a failed load is tried again later). */
export function loadTexts(load: () => Promise<GameTexts>): Promise<GameTexts> {
  let promise = texts.get(load);
  if (!promise) {
    texts.set(load, (promise = load()));
    promise.catch(() => texts.delete(load));
  }
  return promise;
}
const layouts = new WeakMap<ChartModel, Map<string, Promise<ChartLayout>>>();

export function modelOf(machine: AnyStateMachine): ChartModel {
  let model = models.get(machine);
  if (!model) models.set(machine, (model = chartModel(machine)));
  return model;
}

/** The layout of a model with some states collapsed, computed (or loaded) once per page. */
export function layoutOf(model: ChartModel, collapsed: ReadonlySet<string>): Promise<ChartLayout> {
  let byView = layouts.get(model);
  if (!byView) layouts.set(model, (byView = new Map()));
  const key = [...collapsed].sort().join(' ');
  let promise = byView.get(key);
  if (!promise) byView.set(key, (promise = layoutChart(model, collapsed, findStoredLayout)));
  return promise;
}

/** Parses the `value` attribute: JSON (`{"turn":"build"}`) or a plain state name. */
export const stateValueConverter = {
  fromAttribute(text: string | null): StateValue | undefined {
    if (text === null || text === '') return undefined;
    try {
      return JSON.parse(text) as StateValue;
    } catch {
      return text;
    }
  },
  toAttribute(value: StateValue | undefined): string | null {
    return value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);
  },
};
