/**
 * The Wild West Express telegrams: their wording (a chunk loaded when a card is first shown),
 * whose kept telegrams are shown, and the telegrams panel (its buttons call back into the board,
 * which owns the moves).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { GameMove } from '@railyard/rules';
import type { WildWestExpressView } from '@railyard/rules/wild-west-express';
import type { WweWords } from './wwe-words.js';

type View = WildWestExpressView;

/**
 * The wording of the telegrams, a chunk of its own: the engine keeps only what the rules need,
 * and the text is shown only once a card is drawn, kept or competed for.
 */
let telegramTexts: Promise<Readonly<Record<string, string>>> | null = null;
export const loadTelegramTexts = () =>
  (telegramTexts ??= import('@railyard/rules/texts/wild-west-express').then(
    (m) => m.TELEGRAM_TEXTS,
    (error: unknown) => {
      telegramTexts = null; // try again on the next draw (say the page was offline)
      throw error;
    },
  ));

/**
 * The seat whose kept telegrams are shown. A seat's view holds its own kept telegrams only,
 * so that is the one seat with a list; when every list is visible (the all-seeing viewer, or
 * after the game) the seat at turn, never the others.
 */
export function telegramSeat(view: View): number | null {
  const visible = view.players.filter((p) => p.kept !== null);
  if (visible.length === 1) return visible[0]!.seat;
  if (visible.length === 0) return null;
  return view.activeSeats[0] ?? view.currentPlayer;
}

/** A kept telegram's title for the shown seat (the id where the card is not among them). */
export function cardTitle(view: View, id: string): string {
  const seat = telegramSeat(view);
  const kept = seat === null ? [] : (view.players[seat]?.kept ?? []);
  return kept.find((k) => k.card.id === id)?.card.title ?? id;
}

/**
 * The telegrams panel: the drawn telegram with its choices, a telegram move under way, the shown
 * seat's kept telegrams and open competitions.
 */
export function renderTelegrams(
  view: View,
  say: WweWords,
  highlighted: readonly string[],
  board: {
    /** The legal choices for the drawn telegram (use or keep). */
    readonly decide: readonly GameMove[];
    readonly onMove: (move: GameMove) => void;
    /** A card's wording, empty until the texts' chunk has loaded. */
    readonly text: (id: string) => string;
  },
): TemplateResult {
  const { decide, onMove, text } = board;
  const drawn = view.pending.telegram;
  const seat = telegramSeat(view);
  const kept = seat === null ? null : view.players[seat]?.kept;
  const competitions = view.competitions.filter((c) => c !== null);
  const move = view.pending.move;
  // A hint about the drawn telegram (/pending/telegram) or the kept ones points to this panel.
  const [, second, field] = highlighted;
  const hl = second === 'telegram' || field === 'kept';
  return html`<section
    class="panel ${hl ? 'highlight' : ''}"
    part="telegrams"
    aria-label="Telegrams"
  >
    <h3>Telegrams (deck: ${view.deck.size})</h3>
    ${
      drawn
        ? html`<div class="card drawn">
            <strong>${say.playerName(drawn.seat)} drew a personal telegram</strong>
            ${
              drawn.card
                ? html`<p><em>${drawn.card.title}</em>: ${text(drawn.card.id)}</p>`
                : html`<p class="turn-info">Its text is hidden from this viewer.</p>`
            }
            ${decide.map(
              (m) =>
                html`<button class="legal" data-move=${m.type} @click=${() => onMove(m)}>
                  ${m.type === 'telegram.use' ? 'Use it now' : 'Keep it'}
                </button>`,
            )}
          </div>`
        : nothing
    }
    ${
      move
        ? html`<p class="card">
            <em>${move.card.title}</em>: move ${say.trainLabel(move.train)} ${move.spaces} spaces
            ${move.direction}.
          </p>`
        : nothing
    }
    ${
      seat === null
        ? nothing
        : html`<p>Your kept telegrams:</p>
            <ul class="kept">
              ${(kept ?? []).map(
                (k) =>
                  html`<li data-card=${k.card.id}>
                    <em>${k.card.title}</em> (for ${say.trainLabel(k.train)}): ${text(k.card.id)}
                  </li>`,
              )}
              ${kept?.length ? nothing : html`<li class="turn-info">none</li>`}
            </ul>`
    }
    ${competitions.map(
      (c) =>
        html`<p class="card">
          Competition <em>${c.card.title}</em> (drawn by ${say.playerName(c.drawnBy)}, until round
          ${c.lastRound}): ${text(c.card.id)}
        </p>`,
    )}
  </section>`;
}
