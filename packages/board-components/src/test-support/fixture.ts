import axe from 'axe-core';
import type { LitElement } from 'lit';

/** Mounts markup in a fresh container and waits for the first element's first render. */
export async function fixture<T extends HTMLElement = HTMLElement>(
  markup: string | HTMLElement,
): Promise<T> {
  const container = document.createElement('div');
  container.className = 'fixture';
  document.body.append(container);
  if (typeof markup === 'string') container.innerHTML = markup;
  else container.append(markup);
  const element = container.firstElementChild as T;
  await (element as unknown as Partial<LitElement>).updateComplete;
  return element;
}

/** Removes every fixture. Call in afterEach. */
export function cleanup(): void {
  document.querySelectorAll('.fixture').forEach((node) => node.remove());
}

/** Runs axe on an element (shadow DOM included) and returns readable violations. */
export async function axeViolations(element: Element): Promise<string[]> {
  const results = await axe.run(element, { resultTypes: ['violations'] });
  return results.violations.map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
}

/** Resolves when `predicate` holds, polling each frame; rejects after `timeout` ms. */
export async function until(
  predicate: () => unknown,
  timeout = 5000,
  what = 'condition',
): Promise<void> {
  const start = performance.now();
  while (!predicate()) {
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/** Collects events of a type dispatched on (or bubbling to) a target. */
export function collect<E extends Event>(target: EventTarget, type: string): E[] {
  const events: E[] = [];
  target.addEventListener(type, (event) => events.push(event as E));
  return events;
}

/** A board whose map tools (zoom, change marks…) have loaded and measured the first view. */
export async function withMapTools<T extends HTMLElement & { mapToolsReady: Promise<void> }>(
  el: T,
): Promise<T> {
  await el.mapToolsReady;
  await (el as unknown as LitElement).updateComplete;
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return el;
}

/**
 * Shows `next` on a board that shows a view already (as a replay step, another seat's move or
 * an automatic event does) and returns the spaces the board marks as changed.
 */
export async function spacesMarkedAfter<T extends HTMLElement & { view: unknown }>(
  el: T,
  next: T['view'],
): Promise<string[]> {
  el.view = next;
  await (el as unknown as LitElement).updateComplete;
  return [...el.shadowRoot!.querySelectorAll('.space.changed')].map(
    (space) => space.getAttribute('data-space') ?? '',
  );
}
