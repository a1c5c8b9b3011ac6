/**
 * The bot worker's handler for every game of the list (see `core/bot-worker.ts`). It loads the
 * request's game on first use (`loadGame`: engine and bot guide), so a worker carries no engine
 * it is not asked about and needs no top-level await; a Worker posts its answer to each request:
 * `self.onmessage = async (e) => self.postMessage(await botWorkerHandler(e.data))`.
 */
import { createBotWorkerHandler, type BotWorkerResponse } from './core/bot-worker.js';
import { catalog, loadGame, loadedFolder } from './registry.js';

const handle = createBotWorkerHandler({
  game: (id) => {
    const definition = loadedFolder(id)?.definition;
    if (definition) return definition;
    const playable = catalog.filter((entry) => entry.status === 'playable').map((e) => e.id);
    throw new RangeError(`Unknown game "${id}" (known: ${playable.join(', ') || 'none'})`);
  },
  guide: (game) => loadedFolder(game.id)?.botGuide,
});

/** Answers one bot worker request, loading its game first when it is one of the list. */
export async function botWorkerHandler(request: unknown): Promise<BotWorkerResponse> {
  const asked = request as { kind?: unknown; record?: { game?: unknown }; game?: unknown } | null;
  // A move or a hint names its game in the record, a load request (a pool's warm start) directly.
  const game = asked?.kind === 'load' ? asked.game : asked?.record?.game;
  if (typeof game === 'string' && catalog.some((entry) => entry.id === game))
    await loadGame(game).catch(() => undefined);
  return handle(request);
}
