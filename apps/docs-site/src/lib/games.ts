/**
 * The four games as the docs site sees them: rule sections and ambiguity registers for every game,
 * the engine (GameDefinition from the @railyard/rules registry) for the games that have one.
 *
 * For the games with an engine everything comes from the public API (`games` of @railyard/rules).
 * The game without an engine has no GameDefinition to export, so its rule-section table
 * and ambiguity register (plain data files in packages/rules/src/games/<game>/) are imported here
 * by path, in this one place.
 */
import {
  games as engines,
  type Ambiguity,
  type AnyGameDefinition,
  type OptionSpec,
  type RuleSection,
} from '@railyard/rules';
import { ruleSections as wildWestExpressSections } from '../../../../packages/rules/src/games/wild-west-express/rule-ids.ts';
import { ambiguities as wildWestExpressAmbiguities } from '../../../../packages/rules/src/games/wild-west-express/ambiguities.ts';

export type GameId = 'chicago-express' | 'american-rails' | 'last-spike' | 'wild-west-express';

export interface DocsGame {
  readonly id: GameId;
  readonly title: string;
  /** Every rule section, in rulebook order. */
  readonly ruleSections: readonly RuleSection[];
  readonly ambiguities: readonly Ambiguity[];
  /** True for the games with a rules engine (statechart page, live examples). */
  readonly hasEngine: boolean;
}

/** A game with an engine: its tables are the GameDefinition's. */
function withEngine(id: GameId, title: string): DocsGame {
  return {
    id,
    title,
    hasEngine: true,
    get ruleSections() {
      return engineOf(id).ruleSections;
    },
    get ambiguities() {
      return engineOf(id).ambiguities;
    },
  };
}

const table: readonly DocsGame[] = [
  withEngine('chicago-express', 'Chicago Express'),
  withEngine('american-rails', 'American Rails'),
  withEngine('last-spike', 'Last Spike'),
  {
    id: 'wild-west-express',
    title: 'Wild West Express',
    ruleSections: wildWestExpressSections,
    ambiguities: wildWestExpressAmbiguities,
    hasEngine: false,
  },
];

export const docsGames: readonly DocsGame[] = table;

export function docsGame(id: string): DocsGame {
  const game = table.find((g) => g.id === id);
  if (!game)
    throw new RangeError(`Unknown game "${id}" (known: ${table.map((g) => g.id).join(', ')})`);
  return game;
}

/** The engine of a game; throws (failing the build) when a game that should have one does not. */
export function engineOf(id: string): AnyGameDefinition {
  const engine = engines[id];
  if (!engine) {
    throw new Error(`No rules engine is registered for "${id}" in @railyard/rules (registry.ts)`);
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

/** The rule options of a game with an engine (empty for the others). */
export function optionsOf(id: string): readonly OptionSpec[] {
  return engines[id]?.options ?? [];
}
