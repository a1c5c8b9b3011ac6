/**
 * The game registry, built from the game list (`games/index.ts`). The catalog is there at once;
 * `loadGame(id)` loads a game's engine, texts, bot guide and ambiguity register on demand, and
 * `gameParts(id)` gives its other lazy parts (invariants, fixtures, lessons, drills). Nothing here
 * loads a game before it is asked for; `engines.ts` is the synchronous view over every engine for
 * Node hosts. Lookups go through a Map, so `constructor`, `__proto__` or `toString` are unknown
 * games like any other id.
 */
import {
  rulesOnly,
  withEngine,
  type CatalogEntry,
  type GameFolder,
  type GameFolderParts,
} from './core/catalog.js';
import { gameList } from './games/index.js';

/** Every game, playable or rules-only, in catalog order. */
export const catalog: readonly CatalogEntry[] = /* @__PURE__ */ Object.freeze(
  gameList.map((e) => e.catalog),
);

const entries = /* @__PURE__ */ new Map(gameList.map((entry) => [entry.catalog.id, entry]));

function entryOf(id: string) {
  const entry = entries.get(id);
  if (!entry)
    throw new RangeError(`Unknown game "${id}" (known: ${catalog.map((e) => e.id).join(', ')})`);
  return entry;
}

const loading = new Map<string, Promise<GameFolder>>();

/**
 * A game's folder as the registry sees it: its engine (for a playable game), rule sections,
 * ambiguity register, bot guide and texts, loaded once. Rejects with a RangeError naming the
 * known games for an unknown id, and with the folder's own message when its parts disagree with
 * its catalog entry.
 */
export async function loadGame(id: string): Promise<GameFolder> {
  let folder = loading.get(id);
  if (!folder) {
    const { catalog: entry, parts } = entryOf(id);
    folder = (async () => {
      if (!parts.engine)
        return rulesOnly(entry, (await parts.ruleSections?.()) ?? [], await parts.ambiguities());
      const [definition, ambiguities, botGuide, texts] = await Promise.all([
        parts.engine(),
        parts.ambiguities(),
        parts.bots?.(),
        parts.texts?.(),
      ]);
      return withEngine(entry, definition, ambiguities, botGuide, texts);
    })();
    loading.set(id, folder);
    void folder.then(
      (loaded) => done.set(id, loaded),
      () => {},
    );
  }
  return folder;
}

const done = new Map<string, GameFolder>();

/** A game's folder once `loadGame(id)` has resolved, else undefined (a synchronous look-up). */
export function loadedFolder(id: string): GameFolder | undefined {
  return done.get(id);
}

/** The catalog entry of any game, playable or not; throws a RangeError for an unknown id. */
export function getCatalogEntry(id: string): CatalogEntry {
  return entryOf(id).catalog;
}

/** A game's lazy parts (`games/<id>/parts.ts`); throws a RangeError for an unknown id. */
export function gameParts(id: string): GameFolderParts {
  return entryOf(id).parts;
}
