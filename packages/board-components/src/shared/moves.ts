import type { GameMove, JsonValue } from '@railyard/rules';
import { findGame } from './game-registry.js';

/**
 * Generic helpers over a game's legal moves. Components never decide legality: they only look
 * moves up in the list the engine produced and hand one back as an intent.
 */

/** Turns a function that describes a move into a label, with a readable fallback. */
export type MoveDescriber = (move: GameMove) => string;

/** `auction.bid` → "Bid", `build.finish` → "Finish build", `action.choose` → "Choose action". */
export function moveTypeLabel(type: string): string {
  const [domain = '', verb = ''] = type.split('.');
  const words = (text: string) => text.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  const verbWords = words(verb);
  const domainWords = words(domain);
  const generic = new Set(['auction', 'turn', 'game', 'opening']);
  const label =
    generic.has(domainWords) || verbWords.includes(domainWords)
      ? verbWords
      : `${verbWords} ${domainWords}`;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** The parameters of a move other than `type` and `player`. */
export function moveParams(move: GameMove): Record<string, JsonValue> {
  const params: Record<string, JsonValue> = {};
  for (const [key, value] of Object.entries(move)) {
    if (key !== 'type' && key !== 'player' && value !== undefined) params[key] = value;
  }
  return params;
}

/** A short fallback text for a move: `Bid (amount 12)`. */
export function fallbackDescription(move: GameMove): string {
  const params = Object.entries(moveParams(move))
    .map(([key, value]) => `${key} ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
  return params ? `${moveTypeLabel(move.type)} (${params})` : moveTypeLabel(move.type);
}

export function sameMove(a: GameMove, b: GameMove): boolean {
  const ka = Object.keys(a).filter((k) => a[k] !== undefined);
  const kb = Object.keys(b).filter((k) => b[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));
}

/** Legal moves that name `target` (a hex, city, company or action id) in any parameter. */
export function movesNaming(moves: readonly GameMove[], target: string): GameMove[] {
  return moves.filter((move) =>
    Object.entries(move).some(([key, value]) => key !== 'type' && mentions(value, target)),
  );
}

function mentions(value: unknown, target: string): boolean {
  if (value === target) return true;
  if (Array.isArray(value)) return value.some((item) => mentions(item, target));
  return false;
}

export interface MoveGroup {
  readonly type: string;
  readonly label: string;
  readonly moves: GameMove[];
  /**
   * When the moves differ only in one whole-number parameter (a bid amount), its name and
   * range, so a number field can stand in for a long list.
   */
  readonly range: { key: string; min: number; max: number; values: number[] } | null;
}

/**
 * Groups moves by type, in the order types first appear. A group's label is the game's own
 * (`labels`, a definition's `moveLabels`) when it has one, else the type in words.
 */
export function groupMoves(
  moves: readonly GameMove[],
  labels: Readonly<Record<string, string>> = {},
): MoveGroup[] {
  const byType = new Map<string, GameMove[]>();
  for (const move of moves) {
    const list = byType.get(move.type);
    if (list) list.push(move);
    else byType.set(move.type, [move]);
  }
  return [...byType].map(([type, list]) => ({
    type,
    label: labels[type] ?? moveTypeLabel(type),
    moves: list,
    range: numericRange(list),
  }));
}

function numericRange(moves: readonly GameMove[]): MoveGroup['range'] {
  if (moves.length < 2) return null;
  const first = moves[0]!;
  const keys = Object.keys(moveParams(first));
  const varying = keys.filter((key) =>
    moves.some((m) => JSON.stringify(m[key]) !== JSON.stringify(first[key])),
  );
  if (varying.length !== 1) return null;
  const key = varying[0]!;
  if (moves.some((m) => m.player !== first.player)) return null;
  const values = moves.map((m) => m[key]);
  if (!values.every((v): v is number => typeof v === 'number' && Number.isInteger(v))) return null;
  return {
    key,
    min: Math.min(...values),
    max: Math.max(...values),
    values: [...values].sort((a, b) => a - b),
  };
}

/**
 * The move types a registered game's board takes on its map (`registerGame`'s `mapMoves`): a
 * host's move list may fold these away as a secondary way in. Empty for a game not registered.
 */
export function mapMoveTypes(gameId: string): ReadonlySet<string> {
  return new Set(findGame(gameId)?.mapMoves ?? []);
}
