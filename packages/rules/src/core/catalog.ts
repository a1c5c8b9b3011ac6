import type { BotGuide } from './search-bot.js';
import type {
  Ambiguity,
  AnyCheckedGameDefinition,
  AnyGameDefinition,
  OptionText,
} from './game-definition.js';
import type { RuleSection } from './rule-sections.js';
import type { RulebookFixture } from './fixtures.js';
import type { LessonPath } from './lessons/types.js';
import type { DrillSet } from './drills/generate.js';

/**
 * A game's catalog entry: the one list that the registry, the bundles, the docs navigation and
 * home page, and the playground's game list are generated from. Each game folder exports one
 * (`games/<id>/catalog.ts`), engine or not; nothing else lists games by hand.
 */
export type GameStatus =
  /** Engine, board and docs: playable everywhere. */
  | 'playable'
  /** The English rulebook and interpretations only; no engine yet. */
  | 'rules-only';

export interface CatalogEntry {
  /** Kebab-case id, also the folder name, the record's `game` and the rule-id prefix. */
  readonly id: string;
  readonly title: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Tag of the board element that draws the game's view (`ry-<id>-board`). */
  readonly boardTag: string;
  /** Docs path of the game's pages (`/<docsSlug>/`, `/<docsSlug>/rules/`, …). */
  readonly docsSlug: string;
  readonly status: GameStatus;
  /** One sentence for cards and lists. */
  readonly summary: string;
  /** Designer, publisher and year as the rulebook gives them. */
  readonly credits: string;
  /** Hidden hands, a shuffled supply, dice: views differ by viewer, the seed tells the future. */
  readonly hiddenInformation: boolean;
  readonly chance: boolean;
}

/**
 * One game folder as the registry sees it: its catalog entry, its rulebook tables (rule sections
 * and ambiguity register, which exist before any engine does) and, for a playable game, its engine.
 * Built with {@link withEngine} or {@link rulesOnly}, which refuse an entry whose status does not
 * match what the folder has.
 */
export interface GameFolder {
  readonly catalog: CatalogEntry;
  readonly ruleSections: readonly RuleSection[];
  readonly ambiguities: readonly Ambiguity[];
  /** The engine: present exactly when `catalog.status` is `'playable'`. */
  readonly definition?: AnyGameDefinition;
  /** The game's bot guide (heuristic, evaluation, search candidates), when it has one. */
  readonly botGuide?: BotGuide;
  /**
   * What each state of the machine means, by chart id (`chartModel`'s dot paths): kept beside
   * the engine like the ambiguities (browsers load it with the statechart, from the game's
   * `texts.ts`).
   */
  readonly stateDescriptions?: Readonly<Record<string, string>>;
  /** The words of the rule options, by option id (from the game's `texts.ts`, like the states'). */
  readonly optionTexts?: Readonly<Record<string, OptionText>>;
}

/** A game's texts entry (`games/<id>/texts.ts`): the words the engine does not carry. */
export interface GameTextsEntry {
  readonly stateDescriptions?: Readonly<Record<string, string>>;
  readonly optionTexts?: Readonly<Record<string, OptionText>>;
  /** Each guard of the machine in words, by guard name (the statechart's state panel). */
  readonly guardDescriptions?: Readonly<Record<string, string>>;
}

/**
 * The parts of a game folder, each loaded on demand (a dynamic `import()` of the file in the
 * folder), so that a list of every game costs only their catalog entries until a part is asked
 * for. A playable game has at least `engine`, `ambiguities` and `texts`; a rules-only game has
 * `ruleSections` and `ambiguities`.
 */
export interface GameFolderParts {
  /** `index.ts`: the engine (definition and machine). */
  readonly engine?: () => Promise<AnyGameDefinition>;
  /** The rule sections of a game without an engine (a playable game's come with the engine). */
  readonly ruleSections?: () => Promise<readonly RuleSection[]>;
  /** `ambiguities.ts`: the ambiguity register (read by the docs only). */
  readonly ambiguities: () => Promise<readonly Ambiguity[]>;
  /** `texts.ts`: state descriptions, option words, guard descriptions. */
  readonly texts?: () => Promise<GameTextsEntry>;
  /** `bots.ts`: the bot guide (heuristic, evaluation, search candidates). */
  readonly bots?: () => Promise<BotGuide>;
  /** `invariants.ts`: the engine with its invariants (`railyard validate`, property tests). */
  readonly invariants?: () => Promise<AnyCheckedGameDefinition>;
  /** `fixtures/index.ts`: the rulebook's worked examples as records. */
  readonly fixtures?: () => Promise<readonly RulebookFixture[]>;
  /** `lessons/index.ts`: the lesson path. */
  readonly lessons?: () => Promise<LessonPath>;
  /** `drills/index.ts`: the drill kinds. */
  readonly drills?: () => Promise<DrillSet>;
}

/** One line of the game list (`games/index.ts`): the catalog entry, at once, and the lazy parts. */
export interface GameListEntry {
  readonly catalog: CatalogEntry;
  readonly parts: GameFolderParts;
}

/**
 * Checks a game list: unique ids and docs slugs, and each entry's parts fit its status (a playable
 * game has an engine; a rules-only one has rule sections and none). Returns the list frozen.
 */
export function defineGameList(list: readonly GameListEntry[]): readonly GameListEntry[] {
  const seen = new Set<string>();
  const slugs = new Set<string>();
  for (const { catalog, parts } of list) {
    if (seen.has(catalog.id))
      throw new Error(`games/index.ts lists the game "${catalog.id}" twice`);
    if (slugs.has(catalog.docsSlug))
      throw new Error(`games/index.ts: two games have the docs slug "${catalog.docsSlug}"`);
    seen.add(catalog.id);
    slugs.add(catalog.docsSlug);
    if (catalog.status === 'playable' && !parts.engine)
      throw new Error(
        `games/${catalog.id}: catalog.ts says status "playable" but games/index.ts gives no engine`,
      );
    if (catalog.status === 'rules-only' && parts.engine)
      throw new Error(
        `games/${catalog.id}: catalog.ts says status "rules-only" but games/index.ts gives an engine; set status: 'playable'`,
      );
    if (catalog.status === 'rules-only' && !parts.ruleSections)
      throw new Error(`games/${catalog.id}: a rules-only game needs its ruleSections part`);
  }
  return Object.freeze([...list]);
}

/**
 * A playable game. Its ambiguity register is given beside the engine, not inside it: only the docs
 * read it, so the engine that browsers download does not carry its text.
 */
export function withEngine(
  catalog: CatalogEntry,
  definition: AnyGameDefinition,
  ambiguities: readonly Ambiguity[],
  botGuide?: BotGuide,
  texts: GameTextsEntry = {},
): GameFolder {
  if (catalog.status !== 'playable')
    throw new Error(
      `games/${catalog.id}: catalog.ts says status "${catalog.status}" but an engine is registered; set status: 'playable'`,
    );
  for (const key of ['id', 'title', 'minPlayers', 'maxPlayers'] as const) {
    if (definition[key] !== catalog[key])
      throw new Error(
        `games/${catalog.id}: the engine's ${key} ${JSON.stringify(definition[key])} differs from catalog.ts (${JSON.stringify(catalog[key])})`,
      );
  }
  for (const key of ['hiddenInformation', 'chance'] as const) {
    if (Boolean(definition[key]) !== catalog[key])
      throw new Error(
        `games/${catalog.id}: the engine's ${key} (${Boolean(definition[key])}) differs from catalog.ts (${catalog[key]})`,
      );
  }
  const { stateDescriptions, optionTexts = {} } = texts;
  const ids = definition.options.map((option) => option.id);
  const unnamed = ids.filter((id) => !Object.hasOwn(optionTexts, id));
  const stray = Object.keys(optionTexts).filter((id) => !ids.includes(id));
  if (unnamed.length || stray.length)
    throw new Error(
      `games/${catalog.id}/option-texts.ts: ${[
        unnamed.length ? `no words for the option(s) ${unnamed.join(', ')}` : '',
        stray.length ? `words for option(s) the engine does not have: ${stray.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; ')}`,
    );
  return {
    catalog,
    definition,
    ruleSections: definition.ruleSections,
    ambiguities,
    ...(botGuide ? { botGuide } : {}),
    ...(stateDescriptions ? { stateDescriptions } : {}),
    optionTexts,
  };
}

/** A game with its English rulebook but no engine yet. */
export function rulesOnly(
  catalog: CatalogEntry,
  ruleSections: readonly RuleSection[],
  ambiguities: readonly Ambiguity[],
): GameFolder {
  if (catalog.status !== 'rules-only')
    throw new Error(
      `games/${catalog.id}: catalog.ts says status "${catalog.status}" but no engine is registered; register it with withEngine`,
    );
  return { catalog, ruleSections, ambiguities };
}
