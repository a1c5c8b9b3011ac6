/**
 * The games the playground can open. Their list comes from the catalog (no engine); a game's
 * board and engine are a chunk of their own, loaded the first time the game is opened or chosen
 * (`ensureGame`), so the first screen downloads no game but the one being played. Test-only games
 * are added with `addTestGames` (the `?test-games` URL parameter loads `@railyard/rules/testing`,
 * so end-to-end tests can open its toy games by link; ordinary visits never load it).
 */
import { randomBot, type AnyGameDefinition, type Bot, type CatalogEntry } from '@railyard/rules';
import {
  lazyCatalog,
  loadedBotGuide,
  loadableGameIds,
  loadedGame,
  loadGame,
} from '@railyard/board-components/game-loaders';

const extra = new Map<string, AnyGameDefinition>();
const listeners = new Set<() => void>();
const loading = new Map<string, Promise<AnyGameDefinition | undefined>>();
/** Games whose chunk failed to load: the page says it does not have them, and does not retry. */
const failed = new Set<string>();

/** The games the new-game form offers: the catalog's playable games, in catalog order. */
export function playableGames(): readonly CatalogEntry[] {
  const loadable = new Set(loadableGameIds());
  return lazyCatalog.filter((entry) => entry.status === 'playable' && loadable.has(entry.id));
}

/** The definition of a game id once loaded; undefined while it loads or when it is unknown. */
export function findGame(id: string): AnyGameDefinition | undefined {
  return extra.get(id) ?? (loadableGameIds().includes(id) ? loadedGame(id) : undefined);
}

/** The title of any game id the playground knows (loaded or not), else the id itself. */
export function gameTitle(id: string): string {
  return findGame(id)?.title ?? lazyCatalog.find((entry) => entry.id === id)?.title ?? id;
}

/** True when the game can be opened but its chunk has not loaded yet. */
export function needsLoading(id: string): boolean {
  return !findGame(id) && !failed.has(id) && playableGames().some((entry) => entry.id === id);
}

/**
 * Loads a game's board and engine if it is one the playground has and not loaded yet; resolves
 * with its definition (undefined for an unknown id or a chunk that failed to load) and tells the
 * `onGameLoaded` listeners.
 */
export async function ensureGame(id: string): Promise<AnyGameDefinition | undefined> {
  if (!needsLoading(id)) return findGame(id);
  let pending = loading.get(id);
  if (!pending) {
    pending = Promise.all([loadGame(id), loadLevels()]).then(
      ([game]) => {
        for (const listener of listeners) listener();
        return game;
      },
      () => {
        failed.add(id);
        for (const listener of listeners) listener();
        return undefined;
      },
    );
    loading.set(id, pending);
  }
  return pending;
}

let levels: typeof import('./bot-levels.js') | undefined;
let levelsLoad: Promise<unknown> | undefined;

/** The bot levels' code, loaded with the first game (it is not part of the first screen). */
function loadLevels(): Promise<unknown> {
  levelsLoad ??= import('./bot-levels.js').then((module) => (levels = module));
  return levelsLoad;
}

/** Loads several games at once (the ones a page needs before its first screen). */
export async function ensureGames(ids: Iterable<string>): Promise<void> {
  await Promise.all([...new Set(ids)].map((id) => ensureGame(id)));
}

/** Calls `listener` after each game chunk loads; returns the unsubscribe function. */
export function onGameLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every game id the playground can open, for messages. */
export function knownGameIds(): string[] {
  return [...playableGames().map((entry) => entry.id), ...extra.keys()];
}

export function addTestGames(definitions: readonly AnyGameDefinition[]): void {
  for (const game of definitions) if (!findGame(game.id)) extra.set(game.id, game);
}

/** Loads the toy games of `@railyard/rules/testing` when the page asks for them. */
export async function loadTestGames(search: string): Promise<void> {
  if (!new URLSearchParams(search).has('test-games')) return;
  const [testing] = await Promise.all([import('@railyard/rules/testing'), loadLevels()]);
  addTestGames([testing.tinyGame, testing.tinyCardsGame]);
}

/**
 * The bot levels (random, easy, medium, hard) of a loaded game with its own guide: what the
 * package's `botsFor` gives, without the registry of every engine that `botsFor` reads it from.
 */
export function botTableFor(game: AnyGameDefinition): Readonly<Record<string, Bot>> {
  // Before the levels' chunk is in (only if it failed to load): random play.
  return levels?.levelBots(game, loadedBotGuide(game.id)) ?? { random: randomBot };
}
