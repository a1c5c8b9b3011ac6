/**
 * The games the playground can open: the registry of `@railyard/rules`, plus test-only games
 * added with `addTestGames` (the `?test-games` URL parameter loads `@railyard/rules/testing`, so
 * end-to-end tests can open its toy games by link; ordinary visits never load it).
 */
import { games, type AnyGameDefinition } from '@railyard/rules';

const extra = new Map<string, AnyGameDefinition>();

/** The definition of a game id, or undefined when the playground does not have it. */
export function findGame(id: string): AnyGameDefinition | undefined {
  return Object.hasOwn(games, id) ? games[id] : extra.get(id);
}

/** Every game id the playground can open, for messages. */
export function knownGameIds(): string[] {
  return [...Object.keys(games), ...extra.keys()];
}

export function addTestGames(definitions: readonly AnyGameDefinition[]): void {
  for (const game of definitions) if (!findGame(game.id)) extra.set(game.id, game);
}

/** Loads the toy games of `@railyard/rules/testing` when the page asks for them. */
export async function loadTestGames(search: string): Promise<void> {
  if (!new URLSearchParams(search).has('test-games')) return;
  const testing = await import('@railyard/rules/testing');
  addTestGames([testing.tinyGame, testing.tinyCardsGame]);
}
