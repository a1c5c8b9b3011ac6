/** A request to the bot worker: when it went out, when the move before it was drawn, its answer. */
export interface BotSearch {
  sent: number;
  drawn?: number;
  answered?: number;
}

/**
 * For `page.addInitScript` (so self-contained): before any page script, times every move request
 * to the bot worker and its answer into `window.thinking`. The request goes out in the task that
 * applied the previous move, and the page draws that move in the next frame: `drawn` marks it, so
 * the bot's thinking is what follows. Used by playground-bots.spec.ts and scripts/bot-think-times.ts.
 */
export function watchBotWorker(): void {
  const w = window as unknown as { thinking: BotSearch[] };
  w.thinking = [];
  const Original = window.Worker;
  window.Worker = class extends Original {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      if (!String(url).includes('bot.worker')) return;
      this.addEventListener('message', () => {
        const open = w.thinking.find((t) => t.answered === undefined);
        if (open) open.answered = performance.now();
      });
    }
    override postMessage(message: unknown, options?: unknown): void {
      if ((message as { kind?: string } | null)?.kind === 'move') {
        const search: BotSearch = { sent: performance.now() };
        w.thinking.push(search);
        requestAnimationFrame(() =>
          requestAnimationFrame(() => setTimeout(() => (search.drawn = performance.now()))),
        );
      }
      super.postMessage(message, options as StructuredSerializeOptions);
    }
  } as typeof Worker;
}
