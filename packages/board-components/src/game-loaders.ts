/**
 * The games of this package, loaded on demand (`@railyard/board-components/game-loaders`): for a
 * host such as the playground that offers every game but should download only the one being
 * played. Each board folder's `game.ts` (board element + engine, registered for `<ry-game>`) is a
 * separate chunk, fetched the first time its game is asked for.
 */
import type { AnyGameDefinition, CatalogEntry } from '@railyard/rules';
import { findGame } from './shared/game-registry.js';

// Adding a board folder adds its loader here (the same folders as railyard.ts).
const loaders = new Map(
  Object.entries(import.meta.glob('./boards/*/game.ts')).map(([path, load]) => [
    path.split('/')[2]!,
    load,
  ]),
);

/**
 * The catalog's order (the one list of games, `packages/rules/src/games/index.ts`), given by the
 * host's build as `__RAILYARD_GAME_ORDER__` (see `scripts/game-boards.mjs`, `gameOrder`): reading
 * it from `@railyard/rules` would bring every engine along. Without it, games sort by id.
 */
declare const __RAILYARD_GAME_ORDER__: readonly string[] | undefined;
const order: readonly string[] =
  typeof __RAILYARD_GAME_ORDER__ === 'undefined' ? [] : __RAILYARD_GAME_ORDER__;
const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);

/** Every game's catalog entry (a few hundred bytes each, no engine), in the catalog's order. */
export const lazyCatalog: readonly CatalogEntry[] = Object.values(
  import.meta.glob<CatalogEntry>('../../rules/src/games/*/catalog.ts', {
    eager: true,
    import: 'catalogEntry',
  }),
).sort((a, b) => rank(a.id) - rank(b.id) || (a.id < b.id ? -1 : 1));

/** Ids of the games this package can load (those with a board folder). */
export const loadableGameIds = (): string[] => [...loaders.keys()];

/** The definition of a game once its chunk has loaded, else undefined. */
export const loadedGame = (id: string): AnyGameDefinition | undefined => findGame(id)?.definition;

/**
 * Loads a game's board and engine (once; later calls resolve at once) and returns its
 * definition. Rejects with a message naming the game for an id without a board folder.
 */
export async function loadGame(id: string): Promise<AnyGameDefinition> {
  const load = loaders.get(id);
  if (!load)
    throw new RangeError(
      `No board folder draws the game "${id}" (known: ${loadableGameIds().join(', ')})`,
    );
  await load();
  const definition = loadedGame(id);
  if (!definition) throw new Error(`boards/${id}/game.ts did not register the game "${id}"`);
  return definition;
}
