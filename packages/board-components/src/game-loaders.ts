/**
 * The games of this package, loaded on demand (`@railyard/board-components/game-loaders`): for a
 * host such as the playground that offers every game but should download only the one being
 * played. Each board folder's `game.ts` (board element + engine, registered for `<ry-game>`) is a
 * separate chunk, fetched the first time its game is asked for.
 */
import type { AnyGameDefinition, BotGuide, CatalogEntry } from '@railyard/rules';
import { gameList } from '@railyard/rules/games';
import { findGame, type GameTexts } from './shared/game-registry.js';

// Adding a board folder adds its loader here (the same folders as railyard.ts).
const loaders = new Map(
  Object.entries(import.meta.glob('./boards/*/game.ts')).map(([path, load]) => [
    path.split('/')[2]!,
    load,
  ]),
);

/**
 * Every game's catalog entry (a few hundred bytes each, no engine), in the catalog's order: the
 * game list of `@railyard/rules/games`, whose other parts are dynamic imports (nothing is loaded
 * until asked for).
 */
export const lazyCatalog: readonly CatalogEntry[] = gameList.map((entry) => entry.catalog);

// Each game's bot guide (heuristic, evaluation, candidates), a chunk of its own beside the game's
// (its line's `bots` part): the package's `botsFor` would bring the registry, and every engine.
const guideLoaders = new Map(
  gameList.flatMap(({ catalog, parts }) => (parts.bots ? [[catalog.id, parts.bots] as const] : [])),
);
const guides = new Map<string, BotGuide>();

/** The bot guide of a loaded game (loaded with it by `loadGame`), else undefined. */
export const loadedBotGuide = (id: string): BotGuide | undefined => guides.get(id);

/** Ids of the games this package can load (those with a board folder). */
export const loadableGameIds = (): string[] => [...loaders.keys()];

/** The definition of a game once its chunk has loaded, else undefined. */
export const loadedGame = (id: string): AnyGameDefinition | undefined => findGame(id)?.definition;

const texts = new Map<string, GameTexts>();

/**
 * The texts of a loaded game (`@railyard/rules/texts/<game>`: its option words, state
 * descriptions…), loaded with it by `loadGame`; undefined before that.
 */
export const loadedTexts = (id: string): GameTexts | undefined => texts.get(id);

/**
 * Loads a game's board and engine (once; later calls resolve at once) and returns its
 * definition, with its bot guide and its texts (a setup form shows the option words at once).
 * Rejects with a message naming the game for an id without a board folder.
 */
export async function loadGame(id: string): Promise<AnyGameDefinition> {
  const load = loaders.get(id);
  if (!load)
    throw new RangeError(
      `No board folder draws the game "${id}" (known: ${loadableGameIds().join(', ')})`,
    );
  const loadGuide = guideLoaders.get(id);
  const [, guide] = await Promise.all([load(), loadGuide?.()]);
  if (guide) guides.set(id, guide);
  const registered = findGame(id);
  if (!registered) throw new Error(`boards/${id}/game.ts did not register the game "${id}"`);
  if (registered.texts && !texts.has(id)) texts.set(id, await registered.texts());
  return registered.definition;
}
