/**
 * The bot worker: the search bot (and every level) of every game, off the main thread. A module
 * worker file of its own, loaded from the page's origin, so a strict `worker-src 'self'` allows
 * it. Each search request carries its record; the worker keeps no game, only the engines it has
 * loaded (`core/bot-worker.ts`).
 */
import { botWorkerHandler } from '@railyard/rules';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: unknown): void;
};
scope.onmessage = async (event) => scope.postMessage(await botWorkerHandler(event.data));
