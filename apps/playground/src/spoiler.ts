/**
 * Spoilers: a record carries its seed, and the seed decides every shuffle, draw and roll. Anyone
 * holding the record of an unfinished game with hidden information or chance can compute the
 * cards still hidden and the dice to come. Links and files of such games are marked, and the
 * side that opens them warns before it shows the game.
 */
import type { AnyGameDefinition, GameRecord } from '@railyard/rules';

/** True when sharing this game now would let the receiver compute hidden items or future draws. */
export function isSpoiler(game: AnyGameDefinition, finished: boolean): boolean {
  return !finished && (game.hiddenInformation === true || game.chance === true);
}

/** What the game keeps from chance, in words: "hidden cards and future draws". */
function secrets(game: AnyGameDefinition): string {
  if (game.hiddenInformation && game.chance) return 'the hidden items and every future draw';
  if (game.hiddenInformation) return 'the hidden items';
  return 'every future draw';
}

/** The sentence the share dialog and the export show for a spoiler. */
export function spoilerNotice(game: AnyGameDefinition): string {
  return `This game is not finished, and its record holds the seed: anyone who opens this link or file can compute ${secrets(game)} of ${game.title}. Share it only with people who may see them.`;
}

/** The warning shown before a marked link or file is opened. */
export function spoilerWarning(game: AnyGameDefinition, source: string): string {
  return `${source} holds an unfinished game of ${game.title}. Its seed lets whoever has it compute ${secrets(game)}, and the game may show hands that are not yours. Open it only if you may see them.`;
}

const ACCEPTED_KEY = 'railyard.playground.spoilersAccepted';
/** Games remembered; the oldest drop out beyond this. */
const ACCEPTED_MAX = 50;

type Dealt = Pick<GameRecord, 'game' | 'seed' | 'players' | 'options'>;

/**
 * A game as the warning means it: one game dealt from one seed to these players with these
 * options (the same seed with other players or options deals other hands).
 */
function gameKey(record: Dealt): string {
  return JSON.stringify([record.game, record.seed, record.players, record.options ?? {}]);
}

/**
 * The games whose spoiler warning the person accepted on this device: the warning shows once
 * per game, not again when the same game's link or file is opened later. Kept in localStorage; a
 * full or disabled storage only means the warning shows again.
 */
export class SpoilerConsent {
  constructor(private readonly storage: Storage | null) {}

  private read(): string[] {
    try {
      const list: unknown = JSON.parse(this.storage?.getItem(ACCEPTED_KEY) ?? '[]');
      return Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string') : [];
    } catch {
      return [];
    }
  }

  accepted(record: Dealt): boolean {
    return this.read().includes(gameKey(record));
  }

  accept(record: Dealt): void {
    const key = gameKey(record);
    const list = [...this.read().filter((k) => k !== key), key].slice(-ACCEPTED_MAX);
    try {
      this.storage?.setItem(ACCEPTED_KEY, JSON.stringify(list));
    } catch {
      // Storage full or off: the warning shows again next time.
    }
  }
}
