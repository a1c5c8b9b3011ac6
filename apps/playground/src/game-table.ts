/**
 * The games the playground can open. Their list comes from the catalog (no engine); a game's
 * board and engine are a chunk of their own, loaded the first time the game is opened or chosen
 * (`ensureGame`), so the first screen downloads no game but the one being played. With the first
 * game come `<ry-game>` and the game runtime (`GameSession`, XState, the bot levels:
 * game-runtime.ts), which the setup screen does not need. A game is found (`findGame`) only once
 * both are in, so whoever holds a definition can open a session (`openGameSession`).
 * Test-only games are added with `addTestGames` (the `?test-games` URL parameter loads
 * `@railyard/rules/testing`, so end-to-end tests can open its toy games by link; ordinary visits
 * never load it).
 */
import type {
  AnyGameDefinition,
  Bot,
  CatalogEntry,
  GameSession,
  OptionSpec,
  OptionText,
} from '@railyard/rules';
import {
  lazyCatalog,
  loadedBotGuide,
  loadableGameIds,
  loadedGame,
  loadedTexts,
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

/**
 * The definition of a game id once it and the game runtime are loaded; undefined while they load
 * or when it is unknown.
 */
export function findGame(id: string): AnyGameDefinition | undefined {
  if (!runtime) return undefined;
  return extra.get(id) ?? (loadableGameIds().includes(id) ? loadedGame(id) : undefined);
}

/**
 * What a rule option of a loaded game is called and does (its game's texts load with it); the id
 * alone for a test game, whose options have no words.
 */
export function optionText(gameId: string, option: OptionSpec): OptionText {
  return loadedTexts(gameId)?.optionTexts?.[option.id] ?? { label: option.id, description: '' };
}

/** True for a game of the new-game form's list or a test game, loaded or not. */
export function isKnownGame(id: string): boolean {
  return extra.has(id) || playableGames().some((entry) => entry.id === id);
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
    pending = Promise.all([loadGame(id), loadRuntime(), loadBoardElement()]).then(
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

type Runtime = typeof import('./game-runtime.js');
let runtime: Runtime | undefined;
let runtimeLoad: Promise<Runtime> | undefined;

/** The game runtime's chunk (session, XState, bot levels), loaded with the first game. */
function loadRuntime(): Promise<Runtime> {
  runtimeLoad ??= import('./game-runtime.js').then(
    (module) => (runtime = module),
    (error: unknown) => {
      runtimeLoad = undefined; // offline: the next game asked for tries again
      throw error;
    },
  );
  return runtimeLoad;
}

let boardLoad: Promise<unknown> | undefined;

/**
 * `<ry-game>` and its panels, loaded with the first game. Until it is defined the playground shows
 * its position tables (components.ts), so a failed load is retried with the next game only.
 */
function loadBoardElement(): Promise<unknown> {
  boardLoad ??= import('@railyard/board-components/ry-game').catch(() => {
    boardLoad = undefined;
  });
  return boardLoad;
}

/**
 * A session of a found game (`findGame`: the runtime is loaded) from its record; the options and
 * result are those of `GameSession.open`.
 */
export function openGameSession(
  ...args: Parameters<typeof GameSession.open>
): ReturnType<typeof GameSession.open> {
  if (!runtime) throw new Error('openGameSession before any game was loaded');
  return runtime.GameSession.open(...args);
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

/** Adds test-only games (and loads the game runtime they are played with; not `<ry-game>`). */
export async function addTestGames(definitions: readonly AnyGameDefinition[]): Promise<void> {
  await loadRuntime();
  for (const game of definitions) if (!findGame(game.id)) extra.set(game.id, game);
}

/** Loads the toy games of `@railyard/rules/testing` when the page asks for them. */
export async function loadTestGames(search: string): Promise<void> {
  if (!new URLSearchParams(search).has('test-games')) return;
  const [testing] = await Promise.all([import('@railyard/rules/testing'), loadBoardElement()]);
  await addTestGames([testing.tinyGame, testing.tinyCardsGame]);
}

/**
 * The bot levels (random, easy, medium, hard) of a loaded game with its own guide: what the
 * package's `botsFor` gives, without the registry of every engine that `botsFor` reads it from.
 */
export function botTableFor(game: AnyGameDefinition): Readonly<Record<string, Bot>> {
  if (!runtime) throw new Error('botTableFor before any game was loaded');
  return runtime.levelBots(game, loadedBotGuide(game.id));
}
