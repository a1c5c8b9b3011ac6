/**
 * Legal-move controls for the person to act: the engine's legal moves grouped by type, one
 * button per move, and a number field for moves that differ only in an amount (bids).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { AnyGameDefinition, GameMove } from '@railyard/rules';

export interface MoveGroup {
  readonly type: string;
  readonly label: string;
  readonly moves: GameMove[];
  /** Set when the moves differ only in one whole-number parameter (a bid amount). */
  readonly range: { key: string; min: number; max: number; values: number[] } | null;
}

/** What a player calls each move type, from the game's definition (`moveLabels`). */
export type MoveLabels = Readonly<Record<string, string>>;

/**
 * The heading of a move type: the game's own label ("Build track"); for a type the game does not
 * label, its words ("build.finish" → "Finish build"), never the raw id.
 */
export function typeLabel(type: string, labels: MoveLabels = {}): string {
  const own = labels[type];
  if (own) return own;
  const [domain = '', verb = ''] = type.split('.');
  const words = (t: string) => t.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  const v = words(verb);
  const phrase = v.includes(words(domain)) ? v : `${v} ${words(domain)}`;
  return `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}`;
}

/** `auction.bid` → "Bid". */
function verbOf(type: string): string {
  const verb = type
    .slice(type.indexOf('.') + 1)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return verb.charAt(0).toUpperCase() + verb.slice(1);
}

function params(move: GameMove): string[] {
  return Object.keys(move).filter((k) => k !== 'type' && k !== 'player' && move[k] !== undefined);
}

export function groupMoves(moves: readonly GameMove[], labels: MoveLabels = {}): MoveGroup[] {
  const byType = new Map<string, GameMove[]>();
  for (const move of moves) byType.set(move.type, [...(byType.get(move.type) ?? []), move]);
  return [...byType].map(([type, list]) => {
    let range: MoveGroup['range'] = null;
    const keys = params(list[0]!);
    if (list.length > 4 && keys.length === 1) {
      const key = keys[0]!;
      const values = list.map((m) => m[key]);
      if (values.every((v): v is number => typeof v === 'number' && Number.isInteger(v))) {
        range = {
          key,
          min: Math.min(...values),
          max: Math.max(...values),
          values: [...values].sort((a, b) => a - b),
        };
      }
    }
    return { type, label: typeLabel(type, labels), moves: list, range };
  });
}

/**
 * A move not made yet, described as a spectator would read it: told to the seat itself, a
 * description may name what the move would draw ("draws a 5"), which nobody knows before.
 */
function describe(game: AnyGameDefinition, move: GameMove, state: unknown): string {
  try {
    return game.describeMove(move, state, 'spectator');
  } catch {
    return `${move.type} ${JSON.stringify(Object.fromEntries(params(move).map((k) => [k, move[k]])))}`;
  }
}

/** Text of a move button: the description without the leading player name. */
function buttonText(description: string, playerName: string): string {
  const text = description.startsWith(`${playerName} `)
    ? description.slice(playerName.length + 1)
    : description;
  const trimmed = text.replace(/\.$/, '');
  // Third person to imperative: "passes on PRR" → "Pass on PRR", "chooses …" → "Choose …".
  const imperative = trimmed.replace(/^([A-Za-z]+?)(?:(?<=ss|sh|ch|x)es|s)\b/, '$1');
  return imperative.charAt(0).toUpperCase() + imperative.slice(1);
}

export function renderMoves(
  game: AnyGameDefinition,
  state: unknown,
  moves: readonly GameMove[],
  playerName: string,
  play: (move: GameMove) => void,
): TemplateResult {
  const groups = groupMoves(moves, game.moveLabels);
  if (groups.length === 0) return html`<p>No legal move.</p>`;
  return html`${groups.map((group) => {
    const id = `moves-${group.type.replace('.', '-')}`;
    if (group.range) {
      const { key, min, max, values } = group.range;
      const submit = (form: HTMLFormElement) => {
        const input = form.elements.namedItem('amount') as HTMLInputElement;
        const value = Number(input.value);
        const move = group.moves.find((m) => m[key] === value);
        if (move) play(move);
        else {
          input.setCustomValidity(
            `Choose a whole number from ${min} to ${max}${values.length !== max - min + 1 ? ' that is allowed' : ''}.`,
          );
          input.reportValidity();
        }
      };
      return html`<form
        class="move-group range"
        aria-labelledby="${id}-label"
        @submit=${(e: Event) => {
          e.preventDefault();
          submit(e.target as HTMLFormElement);
        }}
      >
        <span class="group-label" id="${id}-label">${group.label}</span>
        <label for="${id}-amount"
          >${key.charAt(0).toUpperCase()}${key.slice(1)} (${min}–${max})</label
        >
        <input
          id="${id}-amount"
          name="amount"
          type="number"
          inputmode="numeric"
          min=${min}
          max=${max}
          .value=${String(min)}
          @input=${(e: Event) => (e.target as HTMLInputElement).setCustomValidity('')}
        />
        <button type="submit" class="primary">${verbOf(group.type)}</button>
      </form>`;
    }
    return html`<div class="move-group" role="group" aria-labelledby="${id}-label">
      <span class="group-label" id="${id}-label">${group.label}</span>
      <div class="move-buttons">
        ${group.moves.map(
          (move) =>
            html`<button
              type="button"
              class="move"
              data-move=${JSON.stringify(move)}
              @click=${() => play(move)}
            >
              ${buttonText(describe(game, move, state), playerName)}
            </button>`,
        )}
      </div>
    </div>`;
  })}${nothing}`;
}
