/**
 * What `<ry-game>` loads when a seat is played by a level that thinks (easy, medium, hard) or
 * hints are on: the worker's client, the move and hint requests and the hint box, kept out of
 * the element's own bundle (a page without such bots or hints loads none of it).
 */
import { html, nothing } from 'lit';
import {
  chooseBotMove,
  levelBots,
  possessive,
  type GameMove,
  type GameSession,
  type SearchLimits,
} from '@railyard/rules';
import { ruleTitle, ruleUrl } from '../shared/rule-links.js';
import { BotWorkerClient } from './bot-worker-client.js';
import { moveTypeRule } from './move-rule.js';

export { BotWorkerClient };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const reasonOf = (error: unknown) => (error as { reason?: string } | null)?.reason;

/**
 * A thinking level's move, from the worker, no sooner than `delayMs` after the call. Where no
 * worker runs it is chosen on the page: by the session's own bot, or, for the element's stand-ins
 * (`standIn`), by the level without the game's guide. Null when the search was stopped.
 */
export async function levelMove(
  client: BotWorkerClient,
  session: GameSession,
  seat: number,
  level: string,
  options: { standIn: boolean; delayMs: number; search: SearchLimits | undefined },
): Promise<GameMove | null> {
  const started = Date.now();
  const inline = () =>
    options.standIn
      ? chooseBotMove(
          session.game,
          session.state,
          seat,
          levelBots(session.game, undefined)[level]!,
          session.record.seed,
          session.moveCount,
        )
      : session.chooseBotMove();
  let move: GameMove | null;
  if (client.available) {
    try {
      ({ move } = await client.move(session.record, seat, level, options.search, options.delayMs));
    } catch (error) {
      if (reasonOf(error) === 'stopped') return null;
      if (reasonOf(error) !== 'unavailable') throw error;
      move = inline();
    }
  } else move = inline();
  const wait = options.delayMs - (Date.now() - started);
  if (wait > 0) await sleep(wait);
  return move;
}

/** One line of a hint: the move as the seat reads it, its share of the visits, its rule. */
export interface HintLine {
  readonly text: string;
  /** Why the move is good, in words (what it earns, what it denies a rival). */
  readonly reasons: readonly string[];
  readonly share: number;
  readonly href: string | undefined;
  readonly title: string | undefined;
}

export interface HintState {
  readonly seat: number;
  /** The lines once the search is done; a message when there is no hint. */
  readonly lines?: readonly HintLine[];
  readonly message?: string;
}

/** The search's top three moves for `seat` at the session's latest position. */
export async function findHint(
  client: BotWorkerClient,
  session: GameSession,
  seat: number,
  { botSearch, ruleBase }: { botSearch: SearchLimits | undefined; ruleBase: string },
): Promise<HintState | null> {
  const state = session.state as { value?: unknown };
  const sections = session.game.ruleSections;
  try {
    const { moves } = await client.hint(session.record, seat, 3, botSearch);
    const lines = moves.map((hinted) => {
      const rule = moveTypeRule(session.game.machine, state.value as never, hinted.move.type);
      return {
        text: hinted.description,
        reasons: hinted.reasons ?? [],
        share: hinted.share,
        href: ruleUrl(rule, sections, ruleBase),
        title: ruleTitle(rule, sections),
      };
    });
    return { seat, lines };
  } catch (error) {
    if (reasonOf(error) === 'stopped') return null;
    const message =
      reasonOf(error) === 'unavailable'
        ? 'Hints need a Web Worker, which this page cannot start.'
        : `No hint: ${(error as Error).message}`;
    return { seat, message };
  }
}

/**
 * The hint in one sentence, for the live region: with each move's share of the search's visits
 * when `shares`, else best first without the search's figures (a learner's hint).
 */
export function hintSaid(hint: HintState, shares: boolean): string {
  if (!hint.lines) return hint.message ?? '';
  const moves = hint.lines.map(
    (l) =>
      `${l.text}${shares ? ` (${percent(l.share)})` : ''}${l.reasons.length ? `: ${l.reasons.join(' ')}` : ''}`,
  );
  const close = shares && hasCloseCalls(hint.lines) ? ` (${CLOSE_CALLS})` : '';
  return `Strong moves, best first${close}: ${moves.join('; ')}`;
}

/**
 * A move listed above one with a larger share (as shown, in whole per cent) is a close call: the
 * search could not tell them apart, and the hint put first the one whose figures say it earns
 * more. Said beside the shares, so that they do not seem to contradict the order.
 */
const hasCloseCalls = (lines: readonly HintLine[]): boolean =>
  lines.some((l, i) => i > 0 && shown(l.share) > shown(lines[i - 1]!.share));
const CLOSE_CALLS = 'in a close call, the move that earns more comes first';

/** A share as the hint shows it, in whole per cent. */
const shown = (share: number) => Math.round(share * 100);
export const percent = (share: number) => `${shown(share)}%`;

/**
 * The hint box's look, adopted by `<ry-game>`'s shadow root when hints are first shown. One line
 * (the button, then the best move): the list of strong moves unfolds over the map instead of
 * pushing the map down.
 */
const HINT_STYLES = `
  .hints { position: relative; display: flex; flex-wrap: wrap; align-items: center;
    gap: 0.25rem 0.75rem; padding: 0.5rem 0.75rem; border: 1px solid var(--_border);
    border-left: 4px solid var(--_legal); border-radius: var(--_radius); }
  .hints > div { flex: 1 1 12rem; min-width: 0; }
  /* The same boxes while waiting (the button, hidden, and the hint's place), for the same size. */
  .hints p { margin: 0; }
  .hint-list > summary { cursor: pointer; white-space: nowrap; overflow: hidden;
    text-overflow: ellipsis; }
  .hint-lines { position: absolute; z-index: 7; left: 0; right: 0; top: calc(100% + 2px);
    max-height: 60svh; overflow-y: auto; padding: 0.5rem 0.75rem; background: var(--_surface);
    border: 1px solid var(--_border); border-left: 4px solid var(--_legal);
    border-radius: var(--_radius); box-shadow: 0 6px 20px rgba(0, 0, 0, 0.3); }
  .hints ol { margin: 0.35rem 0 0; }
  .hints li + li { margin-top: 0.2rem; }
  .hints .reasons { display: block; font-size: 0.9em; }
  .hints a { margin-left: 0.4rem; font-size: 0.9em; }
  .hints .keep { visibility: hidden; }
  .hints .waiting-for { position: absolute; inset: 0; display: flex; align-items: center;
    padding: 0 0.75rem; color: var(--_muted, inherit); }
  @container (max-width: 30rem) { .hints { padding: 0.2rem 0.5rem; } }
`;
let hintSheet: CSSStyleSheet | undefined;

/** Adds the hint box's styles to a shadow root once (a constructable sheet: CSP allows it). */
export function adoptHintStyles(root: ShadowRoot | HTMLElement | DocumentFragment): void {
  if (!(root instanceof ShadowRoot) || typeof CSSStyleSheet === 'undefined') return;
  if (!hintSheet) {
    hintSheet = new CSSStyleSheet();
    hintSheet.replaceSync(HINT_STYLES);
  }
  if (!root.adoptedStyleSheets.includes(hintSheet))
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, hintSheet];
}

/** What the hint box needs from its `<ry-game>`. */
export interface HintHost {
  readonly session: GameSession | undefined;
  readonly botSearch: SearchLimits | undefined;
  readonly ruleBase: string;
  /** The element's `hide`: with `hint-shares` the hint gives no search figures. */
  readonly hide: string;
  readonly renderRoot: ShadowRoot | HTMLElement | DocumentFragment;
  requestUpdate(): void;
}

interface HintBox {
  hint: HintState | null;
  job: number;
  /** The list of strong moves is unfolded (each new hint opens it; the player may fold it). */
  open: boolean;
}
const boxes = new WeakMap<HintHost, HintBox>();
const boxOf = (host: HintHost) => {
  let box = boxes.get(host);
  if (!box) boxes.set(host, (box = { hint: null, job: 0, open: true }));
  return box;
};

/**
 * Drops the host's hint (the position changed). A search still running for it is stopped, so
 * the next bot's request does not wait behind it.
 */
export function dropHint(host: HintHost, client: BotWorkerClient | undefined): void {
  const box = boxOf(host);
  box.job++;
  if (box.hint && !box.hint.lines && !box.hint.message) client?.stop();
  if (box.hint) {
    box.hint = null;
    host.requestUpdate();
  }
}

/** Asks the worker for a hint for `seat`; `say` tells the live region. */
async function askHint(
  host: HintHost,
  client: BotWorkerClient,
  seat: number,
  say: (text: string) => void,
  shares: boolean,
): Promise<void> {
  const session = host.session;
  if (!session) return;
  const box = boxOf(host);
  const job = ++box.job;
  box.hint = { seat };
  host.requestUpdate();
  say('Looking for strong moves…');
  const hint = await findHint(client, session, seat, host);
  if (job !== box.job || host.session !== session || !hint) return;
  box.hint = hint;
  box.open = true;
  host.requestUpdate();
  say(hintSaid(hint, shares));
}

/**
 * A hint is likely (the pointer or focus is on its button): the pool's workers start loading the
 * game, so that a search split over them waits for no worker's start when the button is pressed.
 */
function warmFor(host: HintHost, client: BotWorkerClient): void {
  if (host.session && host.botSearch?.iterations === undefined) client.warm(host.session.game.id);
}

/**
 * The hint box of `host`: the button for `seat` and its hint. With no person to act (null) there
 * is no box, unless a bot plays between a person's turns (`waitingFor`, the words naming it): then the box
 * keeps its place, its button hidden, and says whom it waits for, so the map below does not jump
 * up and back with every bot move.
 */
export function hintBox(
  host: HintHost,
  seat: number | null,
  client: () => BotWorkerClient,
  say: (text: string) => void,
  waitingFor: string | null = null,
) {
  adoptHintStyles(host.renderRoot);
  // A hint is shown only to the seat it was asked for, while that seat is the one to act and
  // shown (a pass-the-device screen or another viewer hides it).
  if (seat === null)
    return waitingFor === null
      ? nothing
      : html`<section class="hints" part="hints" aria-label="Hints">
          <button class="keep" part="hint-button" disabled tabindex="-1">
            What would a strong player do?
          </button>
          <div></div>
          <p class="waiting-for">${waitingFor}</p>
        </section>`;
  const box = boxOf(host);
  const kept = box.hint;
  const hint = kept?.seat === seat ? kept : null;
  const players = host.session?.players ?? [];
  const name = (s: number) => players[s] ?? `Seat ${s}`;
  const waiting = !!hint && !hint.lines && !hint.message;
  const shares = !host.hide.split(/[\s,]+/).includes('hint-shares');
  return html`<section class="hints" part="hints" aria-label="Hints">
    <button
      part="hint-button"
      ?disabled=${waiting}
      @pointerenter=${() => warmFor(host, client())}
      @focus=${() => warmFor(host, client())}
      @click=${() => void askHint(host, client(), seat, say, shares)}
    >
      What would a strong player do?
    </button>
    <div aria-live="polite">
      ${waiting ? html`<p class="thinking">Thinking about ${possessive(name(hint.seat), 'within')} options…</p>` : nothing}
      ${hint?.message ? html`<p>${hint.message}</p>` : nothing}
      ${
        hint?.lines
          ? html`<details
              class="hint-list"
              ?open=${box.open}
              @toggle=${(e: Event) => (box.open = (e.target as HTMLDetailsElement).open)}
            >
              <summary>Best: <strong>${hint.lines[0]?.text}</strong></summary>
              <div class="hint-lines">
                <p>
                  ${
                    shares
                      ? `Strong moves for ${name(hint.seat)}, best first (each with its share of the search's visits${hasCloseCalls(hint.lines) ? `; ${CLOSE_CALLS}` : ''}):`
                      : `Strong moves for ${name(hint.seat)}, best first:`
                  }
                </p>
                <ol>
                  ${hint.lines.map(
                    (line) =>
                      html`<li>
                        ${
                          shares
                            ? html`<strong>${percent(line.share)}</strong> ${line.text}`
                            : html`<strong>${line.text}</strong>`
                        }
                        ${line.href ? html`<a href=${line.href}>Rule: ${line.title}</a>` : nothing}
                        ${
                          line.reasons.length
                            ? html`<span class="reasons">${line.reasons.join(' ')}</span>`
                            : nothing
                        }
                      </li>`,
                  )}
                </ol>
              </div>
            </details>`
          : nothing
      }
    </div>
  </section>`;
}
