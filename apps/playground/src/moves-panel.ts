/**
 * Legal-move controls for the person to act: the engine's legal moves grouped by type (the
 * grouping `<ry-game>`'s move bar uses, with the game's labels), one button per move, and a
 * number field for a long run of moves that differ only in an amount (bids). Moves the drawn
 * board takes on its map (Wild West Express's paths) fold under "All moves (N)": the map is
 * where they are made, the list stays a way in for the keyboard and screen readers.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { AnyGameDefinition, GameMove } from '@railyard/rules';
import { fallbackDescription, groupMoves, mapMoveTypes } from '@railyard/board-components/moves';
import { ruleLink } from './rule-link.js';

/** Plays a move; `beside`: a refusal is shown beside the field that sent it (`Refusal`). */
type Play = (move: GameMove, options?: { beside?: boolean }) => void;

/** The rules' refusal of an amount typed in the panel, for the group of that move type. */
export interface Refusal {
  readonly type: string;
  readonly reason: string;
  readonly rule: string;
}

/** Fewer moves than this in a group are buttons, even when a number field could stand in. */
const MIN_RANGE = 5;

/** `auction.bid` → "Bid". */
function verbOf(type: string): string {
  const verb = type
    .slice(type.indexOf('.') + 1)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return verb.charAt(0).toUpperCase() + verb.slice(1);
}

/**
 * A move not made yet, described as a spectator would read it: told to the seat itself, a
 * description may name what the move would draw ("draws a 5"), which nobody knows before.
 */
function describe(game: AnyGameDefinition, move: GameMove, state: unknown): string {
  try {
    return game.describeMove(move, state, 'spectator');
  } catch {
    return fallbackDescription(move);
  }
}

/** Text of a move button: the description without the leading player name. */
export function buttonText(description: string, playerName: string): string {
  const named = description.startsWith(`${playerName} `);
  const text = named ? description.slice(playerName.length + 1) : description;
  const trimmed = text.replace(/\.$/, '');
  // Third person to imperative: "passes on PRR" → "Pass on PRR", "chooses …" → "Choose …". A
  // seat named "You" is told in the second person already ("You pass on PRR").
  const imperative =
    named && playerName === 'You'
      ? trimmed
      : trimmed.replace(/^([A-Za-z]+?)(?:(?<=ss|sh|ch|x)es|s)\b/, '$1');
  return imperative.charAt(0).toUpperCase() + imperative.slice(1);
}

/**
 * What the choice relies on (the rules' `choiceFacts`: your cash and each share's minimum bid
 * beside the shares you may offer), above the moves; read from the seat's own view.
 */
export function renderChoiceFacts(
  game: AnyGameDefinition,
  view: unknown,
  moves: readonly GameMove[],
  seat: number,
): TemplateResult | typeof nothing {
  let facts: ReturnType<NonNullable<AnyGameDefinition['choiceFacts']>> = [];
  try {
    facts = moves.length ? (game.choiceFacts?.(view, moves, seat) ?? []) : [];
  } catch {
    // A help only: without it the moves are still there.
  }
  if (!facts.length) return nothing;
  return html`<dl class="choice-facts" data-testid="choice-facts">
    ${facts.map(
      (f) =>
        html`<div>
          <dt>${f.label}:</dt>
          <dd>${f.text}</dd>
        </div>`,
    )}
  </dl>`;
}

export function renderMoves(
  game: AnyGameDefinition,
  state: unknown,
  moves: readonly GameMove[],
  playerName: string,
  play: Play,
  boardShown = false,
  refusal: Refusal | null = null,
): TemplateResult {
  const groups = groupMoves(moves, game.moveLabels);
  if (groups.length === 0) return html`<p>No legal move.</p>`;
  const onMap = boardShown ? mapMoveTypes(game.id) : new Set<string>();
  const folded = groups.filter((group) => onMap.has(group.type));
  const listed = groups.filter((group) => !onMap.has(group.type));
  const count = folded.reduce((n, group) => n + group.moves.length, 0);
  return html`${renderGroups(game, state, listed, playerName, play, refusal)}${
    folded.length
      ? html`<p class="hint on-map">Make these moves on the map, or pick one from the list.</p>
          <details class="all-moves">
            <summary>All moves (${count})</summary>
            ${renderGroups(game, state, folded, playerName, play, refusal)}
          </details>`
      : nothing
  }`;
}

function renderGroups(
  game: AnyGameDefinition,
  state: unknown,
  groups: ReturnType<typeof groupMoves>,
  playerName: string,
  play: Play,
  refusal: Refusal | null,
): TemplateResult {
  return html`${groups.map((group) => {
    const id = `moves-${group.type.replace('.', '-')}`;
    if (group.range && group.moves.length >= MIN_RANGE) {
      const { key, min, max } = group.range;
      // Any amount goes to the rules, so one out of range gets their refusal in game terms
      // ("A player cannot bid more than their cash ($40).") with its rule, not the browser's.
      const submit = (form: HTMLFormElement) => {
        const input = form.elements.namedItem('amount') as HTMLInputElement;
        // An empty field is no bid yet (the rules would answer "got NaN"): back to the field.
        if (input.value.trim() === '') return input.focus();
        const value = Number(input.value);
        const move = group.moves.find((m) => m[key] === value);
        play(move ?? { ...group.moves[0]!, [key]: value }, { beside: true });
      };
      const refused = refusal?.type === group.type ? refusal : null;
      const rule = refused ? ruleLink(game, refused.rule) : null;
      return html`<form
        class="move-group range"
        aria-labelledby="${id}-label"
        novalidate
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
          aria-invalid=${refused ? 'true' : 'false'}
          aria-describedby=${refused ? `${id}-refusal` : nothing}
        />
        <button type="submit" class="primary">${verbOf(group.type)}</button>
        ${
          refused
            ? html`<p class="refusal" id="${id}-refusal" role="alert">
                Not allowed. ${refused.reason}
                <a href=${rule!.href}>Rule: ${rule!.title}</a>
              </p>`
            : nothing
        }
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
