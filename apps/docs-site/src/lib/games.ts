/**
 * The games as the docs site sees them, all from the catalog of @railyard/rules: every game has
 * its rule sections and ambiguity register (`getRulebook`), the playable ones also their engine.
 * Nothing here lists games by hand; adding a game to the catalog adds it to the site.
 */
import {
  catalog,
  type Ambiguity,
  type AnyGameDefinition,
  type CatalogEntry,
  type DescribedOption,
  type RuleSection,
} from '@railyard/rules';
import { describedOptions, games as engines, getRulebook } from '@railyard/rules/engines';

export type GameId = string;

export interface DocsGame {
  readonly id: GameId;
  readonly title: string;
  /** The game's docs folder and path prefix (`/<slug>/`, `/<slug>/rules/`, …). */
  readonly slug: string;
  readonly entry: CatalogEntry;
  /** Every rule section, in rulebook order. */
  readonly ruleSections: readonly RuleSection[];
  readonly ambiguities: readonly Ambiguity[];
  /** True for the games with a rules engine (statechart page, live examples, playground). */
  readonly hasEngine: boolean;
}

export const docsGames: readonly DocsGame[] = catalog.map((entry) => ({
  id: entry.id,
  title: entry.title,
  slug: entry.docsSlug,
  entry,
  ...getRulebook(entry.id),
  hasEngine: entry.status === 'playable',
}));

export function docsGame(id: string): DocsGame {
  const game = docsGames.find((g) => g.id === id);
  if (!game)
    throw new RangeError(`Unknown game "${id}" (known: ${docsGames.map((g) => g.id).join(', ')})`);
  return game;
}

/** The engine of a game; throws (failing the build) when a game that should have one does not. */
export function engineOf(id: string): AnyGameDefinition {
  const engine = Object.hasOwn(engines, id) ? engines[id] : undefined;
  if (!engine) {
    throw new Error(
      `No rules engine is registered for "${id}" in @railyard/rules (packages/rules/src/games/index.ts)`,
    );
  }
  return engine;
}

/** The rule section with this id (`<game>:<anchor>`); throws when there is none. */
export function ruleSection(id: string): RuleSection {
  const game = docsGame(id.slice(0, id.indexOf(':')));
  const section = game.ruleSections.find((s) => s.id === id);
  if (!section) throw new RangeError(`Unknown rule section "${id}"`);
  return section;
}

/** The rule options of a game with an engine, with their words (empty for the others). */
export function optionsOf(id: string): readonly DescribedOption[] {
  return Object.hasOwn(engines, id) ? describedOptions(id) : [];
}

/** "2 to 6 players" (or "2 players" when the range is one number). */
export function playerRange(entry: CatalogEntry): string {
  return entry.minPlayers === entry.maxPlayers
    ? `${entry.minPlayers} players`
    : `${entry.minPlayers} to ${entry.maxPlayers} players`;
}

/** The playground address that opens a new game of this game (`?game=<id>`). */
export function playHref(id: GameId, base = '/'): string {
  return `${base.endsWith('/') ? base : `${base}/`}playground/?game=${encodeURIComponent(id)}`;
}
