/**
 * The event console: every event the machine accepts now (from legalMoves), and a JSON box to
 * send any event. A refused event shows the engine's explanation and a link to its rule section.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type {
  AnyGameDefinition,
  GameMove,
  GameSession,
  IllegalMove,
  Viewer,
} from '@railyard/rules';
import { ruleLink } from './rule-link.js';

export type ConsoleOutcome =
  | { kind: 'accepted'; move: GameMove; description: string }
  | { kind: 'refused'; move: GameMove; error: IllegalMove }
  | { kind: 'invalid'; message: string };

export interface ConsoleState {
  text: string;
  outcome: ConsoleOutcome | null;
}

/** Parses the console text into an event, or says what is wrong with it. */
export function parseEvent(
  text: string,
): { ok: true; move: GameMove } | { ok: false; message: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `The event is not valid JSON: ${(error as Error).message}` };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return {
      ok: false,
      message: 'An event is a JSON object such as {"type": "auction.pass", "player": 0}.',
    };
  const move = data as Record<string, unknown>;
  if (typeof move.type !== 'string' || move.type === '')
    return { ok: false, message: 'The event needs a "type" such as "auction.pass".' };
  if (typeof move.player !== 'number' || !Number.isInteger(move.player))
    return {
      ok: false,
      message: 'The event needs a "player": the seat number (0 for the first seat).',
    };
  return { ok: true, move: data as GameMove };
}

/**
 * Sends the console's event to `session` as `viewer` and gives the console's next state: the
 * session's answer (applied once), or why it was not sent (an earlier position shown outside the
 * sandbox; a seat the viewer may not act for, whose refusal could tell what it holds).
 */
export function sendEvent(
  session: GameSession,
  state: ConsoleState,
  viewer: Viewer,
  sandbox: boolean,
): ConsoleState {
  const invalid = (message: string): ConsoleState => ({
    ...state,
    outcome: { kind: 'invalid', message },
  });
  const parsed = parseEvent(state.text);
  if (!parsed.ok) return invalid(parsed.message);
  if (session.isViewingHistory && !sandbox)
    return invalid(
      'You are looking at an earlier position. Go back to the latest position, or turn the sandbox on to branch from here.',
    );
  const seat = parsed.move.player;
  if (viewer !== 'all' && viewer !== seat)
    return invalid(
      `${session.game.title} has hidden information: only ${session.players[seat] ?? `seat ${seat}`} can send events for seat ${seat}, on their turn.`,
    );
  const result = session.apply(parsed.move);
  return {
    text: state.text,
    outcome: result.ok
      ? {
          kind: 'accepted',
          move: parsed.move,
          description: session.describe(session.moveCount - 1, viewer),
        }
      : { kind: 'refused', move: parsed.move, error: result.error },
  };
}

const MAX_LISTED = 300;

export function renderConsole(
  game: AnyGameDefinition,
  accepted: readonly GameMove[],
  state: ConsoleState,
  on: { edit(text: string): void; send(): void },
  note: TemplateResult | typeof nothing,
): TemplateResult {
  const outcome = state.outcome;
  return html`<div class="console">
    ${note}
    <h3 id="accepted-heading">Events accepted now (${accepted.length})</h3>
    ${
      accepted.length === 0
        ? html`<p>None: the machine waits for no event now.</p>`
        : html`<ul class="accepted" aria-labelledby="accepted-heading">
            ${accepted.slice(0, MAX_LISTED).map(
              (move) =>
                html`<li>
                  <button
                    type="button"
                    class="event-chip"
                    title="Put this event in the box"
                    @click=${() => on.edit(JSON.stringify(move))}
                  >
                    ${JSON.stringify(move)}
                  </button>
                </li>`,
            )}
            ${accepted.length > MAX_LISTED ? html`<li>… and ${accepted.length - MAX_LISTED} more</li>` : nothing}
          </ul>`
    }
    <form
      class="send-form"
      @submit=${(e: Event) => {
        e.preventDefault();
        on.send();
      }}
    >
      <label for="console-input">Event (JSON)</label>
      <textarea
        id="console-input"
        rows="3"
        spellcheck="false"
        placeholder='{"type": "auction.pass", "player": 0}'
        .value=${state.text}
        @input=${(e: Event) => on.edit((e.target as HTMLTextAreaElement).value)}
        @keydown=${(e: KeyboardEvent) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            on.send();
          }
        }}
      ></textarea>
      <button type="submit">Send event</button>
    </form>
    <div class="console-outcome" role="status">
      ${outcome?.kind === 'accepted' ? html`<p class="message ok">Accepted: ${outcome.description}</p>` : nothing}
      ${outcome?.kind === 'invalid' ? html`<p class="message error">${outcome.message}</p>` : nothing}
      ${
        outcome?.kind === 'refused'
          ? html`<div class="message error refused">
              <p><strong>Refused:</strong> ${outcome.error.reason}</p>
              <p>
                Rule:
                <a href=${ruleLink(game, outcome.error.rule).href}
                  >${ruleLink(game, outcome.error.rule).title}</a
                >
                <code>${outcome.error.rule}</code>
              </p>
            </div>`
          : nothing
      }
    </div>
  </div>`;
}
