/** A request to the bot worker: when it went out, when the move before it was drawn, its answer. */
export interface BotSearch {
  sent: number;
  drawn?: number;
  answered?: number;
  /** Workers searching this move at once (a pool splits hard's search), and answers so far. */
  parts: number;
  answers: number;
  /** Search iterations the answers report, all parts together. */
  iterations: number;
}

/**
 * For `page.addInitScript` (so self-contained): before any page script, times every move request
 * to the bot worker and its answer into `window.thinking`. The request goes out in the task that
 * applied the previous move, and the page draws that move in the next frame: `drawn` marks it, so
 * the bot's thinking is what follows. A move split over the pool's workers (one request a part)
 * is one search, answered when its last part is. Used by playground-bots.spec.ts and
 * scripts/bot-think-times.ts.
 */
export function watchBotWorker(): void {
  const w = window as unknown as { thinking: BotSearch[] };
  w.thinking = [];
  const Original = window.Worker;
  window.Worker = class extends Original {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      if (!String(url).includes('bot.worker')) return;
      this.addEventListener('message', (event: MessageEvent) => {
        // A move's parts count, answered or refused; a warm start's `loaded` (or a hint) is none.
        const open = w.thinking.find((t) => t.answered === undefined);
        if (!open || (event.data?.kind !== 'move' && event.data?.kind !== 'error')) return;
        open.iterations += Number(event.data?.stats?.iterations ?? 0);
        if (++open.answers >= open.parts) open.answered = performance.now();
      });
    }
    override postMessage(message: unknown, options?: unknown): void {
      const request = message as { kind?: string; part?: { index: number; count: number } } | null;
      if (request?.kind === 'move' && (request.part?.index ?? 0) === 0) {
        const parts = request.part?.count ?? 1;
        const search: BotSearch = { sent: performance.now(), parts, answers: 0, iterations: 0 };
        w.thinking.push(search);
        requestAnimationFrame(() =>
          requestAnimationFrame(() => setTimeout(() => (search.drawn = performance.now()))),
        );
      }
      super.postMessage(message, options as StructuredSerializeOptions);
    }
  } as typeof Worker;
}
