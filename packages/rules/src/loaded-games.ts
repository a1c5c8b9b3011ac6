/**
 * Every engine of the game list, loaded when this module is first imported (a top-level await of
 * `loadGame` for each game), so Node hosts (the CLI, the docs build, tests, `botsFor`) can look
 * games up synchronously: `games`, `getGame`, `getRulebook`… Browsers never import it: they load
 * one game at a time (`loadGame`, `@railyard/rules/games`, or a game's own entry point).
 */
import type { GameFolder } from './core/catalog.js';
import type {
  Ambiguity,
  AnyGameDefinition,
  DescribedOption,
  OptionText,
} from './core/game-definition.js';
import type { RuleSection } from './core/rule-sections.js';
import { catalog, loadGame } from './registry.js';

const folders = new Map<string, GameFolder>(
  (await Promise.all(catalog.map((entry) => loadGame(entry.id)))).map((folder) => [
    folder.catalog.id,
    folder,
  ]),
);
const gameFolders = [...folders.values()];

/**
 * Every game with an engine by id, in catalog order. A null-prototype object: `games[id]` is
 * undefined for any id that is not a game (including `constructor` and `__proto__`).
 */
export const games: Readonly<Record<string, AnyGameDefinition>> = Object.freeze(
  Object.assign(
    Object.create(null) as Record<string, AnyGameDefinition>,
    Object.fromEntries(
      gameFolders.flatMap((f) => (f.definition ? [[f.catalog.id, f.definition]] : [])),
    ),
  ),
);

/** Ids of the games with an engine, in catalog order. */
export const gameIds = (): string[] => Object.keys(games);

/** The engine of this game; throws a RangeError naming the known games otherwise. */
export function getGame(id: string): AnyGameDefinition {
  const folder = folders.get(id);
  if (folder?.definition) return folder.definition;
  if (folder)
    throw new RangeError(
      `${folder.catalog.title} ("${id}") has no rules engine yet (games with one: ${gameIds().join(', ') || 'none'})`,
    );
  throw new RangeError(`Unknown game "${id}" (known: ${gameIds().join(', ') || 'none'})`);
}

function folderOf(id: string): GameFolder {
  const folder = folders.get(id);
  if (!folder)
    throw new RangeError(`Unknown game "${id}" (known: ${catalog.map((e) => e.id).join(', ')})`);
  return folder;
}

/** A game's rule-section table and ambiguity register, with or without an engine. */
export function getRulebook(id: string): {
  readonly ruleSections: readonly RuleSection[];
  readonly ambiguities: readonly Ambiguity[];
} {
  const { ruleSections, ambiguities } = folderOf(id);
  return { ruleSections, ambiguities };
}

/**
 * What each state of a game's machine means, by chart id (the text the docs' state list and the
 * statechart show; browsers load it from `@railyard/rules/texts/<game>`). Empty for a game
 * without an engine; throws a RangeError for an unknown id.
 */
export function getStateDescriptions(id: string): Readonly<Record<string, string>> {
  return folderOf(id).stateDescriptions ?? {};
}

/**
 * The words of a game's rule options by option id (what setup forms and the docs show; browsers
 * load them from `@railyard/rules/texts/<game>`). Empty for a game without an engine.
 */
export function getOptionTexts(id: string): Readonly<Record<string, OptionText>> {
  return folderOf(id).optionTexts ?? {};
}

/** A game's rule options with their words, in the engine's order. */
export function describedOptions(id: string): DescribedOption[] {
  const texts = getOptionTexts(id);
  return (folderOf(id).definition?.options ?? []).map((option) => ({
    ...option,
    ...texts[option.id]!,
  }));
}

/** A game's folder as `games/index.ts` registers it (engine, tables, bot guide), or undefined. */
export function gameFolder(id: string): GameFolder | undefined {
  return folders.get(id);
}
