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
