/**
 * The games of this package, loaded on demand (`@railyard/board-components/game-loaders`): for a
 * host such as the playground that offers every game but should download only the one being
 * played. Each board folder's `game.ts` (board element + engine, registered for `<ry-game>`) is a
 * separate chunk, fetched the first time its game is asked for.
 */
import type { AnyGameDefinition, BotGuide, CatalogEntry } from '@railyard/rules';
import { findGame, type GameTexts } from './shared/game-registry.js';

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

// Each game's bot guide (heuristic, evaluation, candidates), a chunk of its own beside the game's:
// the package's `botsFor` would bring the registry, and with it every engine.
const guideLoaders = new Map(
  Object.entries(
    import.meta.glob<BotGuide>('../../rules/src/games/*/bots.ts', { import: 'botGuide' }),
  ).map(([path, load]) => [path.split('/').at(-2)!, load]),
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
