import type { AnyGameDefinition, EventConditions, MoveSamples, OptionText } from '@railyard/rules';

/**
 * The element-side game registry. Bundles register the games they carry (a per-game bundle
 * registers one), so `<ry-game game="…">` can run a game without importing every engine.
 *
 * The map lives on `globalThis` under a `Symbol.for` key: when two Railyard bundles load on one
 * page, only the first defines `<ry-game>`, yet it must see the games of both.
 */
export interface RegisteredGame {
  readonly definition: AnyGameDefinition;
  /** Tag of the board element that draws this game's view. */
  readonly boardTag: string;
  /**
   * Where `<ry-game>` puts its side column (players, auction, log) when it has room for two:
   * `beside` the board (default) or `below` it, for a board that needs the whole width.
   */
  readonly side: 'beside' | 'below';
  /**
   * Move types a player makes on the board's map (a piece, then a marked destination; a marked
   * space): a host may offer these moves as a compact, secondary list instead of one button each.
   */
  readonly mapMoves: readonly string[];
  /** Loads the game's presentation texts (`@railyard/rules/texts/<game>`), when it has any. */
  readonly texts?: () => Promise<GameTexts>;
}

/** What a game's texts entry offers the shared elements. */
export interface GameTexts {
  /** What each state of the machine means, by chart id: `<ry-statechart>` shows it. */
  readonly stateDescriptions?: Readonly<Record<string, string>>;
  /** What each guard of the machine checks, in words, by guard name: the state panel shows them. */
  readonly guardDescriptions?: Readonly<Record<string, string>>;
  /** What the rules check for each event, with the rule cited: the state panel shows them. */
  readonly eventConditions?: EventConditions;
  /** The values of each move type's fields the state panel asks the checker about when blocked. */
  readonly moveSamples?: MoveSamples;
  /** The words of the rule options, by option id: a setup form shows them. */
  readonly optionTexts?: Readonly<Record<string, OptionText>>;
}

export interface RegisterOptions {
  readonly side?: RegisteredGame['side'];
  readonly mapMoves?: RegisteredGame['mapMoves'];
  readonly texts?: RegisteredGame['texts'];
}

const KEY = Symbol.for('railyard.games');
const store = globalThis as unknown as Record<symbol, Map<string, RegisteredGame> | undefined>;
const registry: Map<string, RegisteredGame> = (store[KEY] ??= new Map());

/** Fired on `globalThis` (when it is an EventTarget) after a game is registered. */
export const GAME_REGISTERED = 'railyard:game-registered';

/** Makes a game available to `<ry-game>` and `<ry-statechart game="…">`. Re-registering replaces. */
export function registerGame(
  definition: AnyGameDefinition,
  boardTag = `ry-${definition.id}-board`,
  options: RegisterOptions = {},
): void {
  registry.set(definition.id, {
    definition,
    boardTag,
    side: options.side ?? 'beside',
    mapMoves: options.mapMoves ?? [],
    ...(options.texts ? { texts: options.texts } : {}),
  });
  if (typeof globalThis.dispatchEvent === 'function') {
    globalThis.dispatchEvent(new CustomEvent(GAME_REGISTERED, { detail: { id: definition.id } }));
  }
}

export function findGame(id: string): RegisteredGame | undefined {
  return registry.get(id);
}

export function registeredGameIds(): string[] {
  return [...registry.keys()];
}
