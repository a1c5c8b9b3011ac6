/** `<ry-game>`'s template: what one render draws from the frame the element computed. */
import { chartPosition } from './chart-position.js';
import { html, nothing, type TemplateResult } from 'lit';
import { unsafeStatic, html as staticHtml } from 'lit/static-html.js';
import {
  hasStock,
  type CommonView,
  type GameMove,
  type GameResult,
  type GameSession,
  type HistoryEntry,
  type Viewer,
} from '@railyard/rules';
import type { RyIntentEvent, RyScrubEvent, RySpotlightEvent } from '../../shared/events.js';
import { findGame } from '../../shared/game-registry.js';
import { styleProps } from '../../shared/style-props.js';
import { ruleTitle, ruleUrl } from '../../shared/rule-links.js';
import type { LogEntry } from '../ry-game-log/ry-game-log.component.js';
import { controlsTemplate, highlightTemplate, passTemplate, resultTemplate } from './parts.js';
import { shownParts } from './focus-view.js';
import { choiceFactsTemplate } from './choice-facts.js';
import type { Problem } from './problems.js';
import type { Marks } from './announcer.js';
import type { LayoutController } from './layout.js';

export interface Notice {
  readonly text: string;
  readonly rule?: string;
  readonly anchor?: Element | null;
}

/** The element's settings the template reads (its attributes). */
export interface TemplateSettings {
  readonly mode: string;
  readonly paused: boolean;
  readonly hideMoves: boolean;
  readonly hide: string;
  readonly show: string;
  readonly zoomTo: string;
  readonly wheelZoom: boolean;
  readonly dock: 'end' | 'map';
  readonly highlight: string;
  readonly highlightLabel: string;
  readonly ruleBase: string;
  readonly showStatechart: boolean;
}

/** What one render shows, computed by the element. */
export interface Frame {
  readonly session: GameSession;
  readonly position: number;
  readonly viewer: Viewer;
  readonly passTo: number | null;
  readonly view: CommonView;
  readonly result: GameResult | null;
  /** The page makes moves now. */
  readonly input: boolean;
  /** The moves offered on this page. */
  readonly humanMoves: readonly GameMove[];
  readonly describe: (move: GameMove) => string;
  readonly log: { history: HistoryEntry[]; entries: LogEntry[] };
  readonly thinking: number;
  readonly hints: unknown;
  readonly problems: readonly Problem[];
  readonly notice: Notice | null;
  readonly marks: Marks;
  readonly announcement: string;
  readonly layout: LayoutController;
  readonly expanded: boolean;
  readonly spotlight: readonly string[];
  readonly on: {
    action(event: Event): void;
    intent(event: RyIntentEvent): void;
    dismiss(): void;
    confirm(seat: number): void;
    goTo(index: number): void;
    scrub(index: number): void;
    spotlight(spaces: readonly string[]): void;
    expand(): void;
    togglePaused(): void;
    /** The board's element was defined after this render. */
    redraw(): void;
  };
}

/** Parts a host may leave out with `hide`. */
export type HideablePart =
  | 'header'
  | 'controls'
  | 'players'
  | 'auction'
  | 'log'
  | 'result'
  | 'actions'
  | 'bot-control'
  | 'hints'
  | 'hint-shares'
  | 'turn';

const isBidOrPass = (m: GameMove) => m.type.endsWith('.bid') || m.type.endsWith('.pass');

/** Who won, in the status line and the result box. */
function winnersText(result: GameResult, players: readonly string[]): string {
  const names = result.winners.map((seat) => players[seat] ?? `Seat ${seat}`);
  return names.length > 1 ? `Shared win: ${names.join(' and ')}.` : `${names[0]} wins.`;
}

export function gameTemplate(settings: TemplateSettings, frame: Frame): TemplateResult {
  const { session, position, passTo, view, result, input, humanMoves, on } = frame;
  const definition = session.game;
  const total = session.moveCount;
  const state = session.stateAfter(position) as { value?: unknown };
  const { history, entries } = frame.log;
  const botSeats = session.players.map((_, s) => s).filter((s) => session.isBot(s));
  const registered = findGame(definition.id);
  const boardTag = registered?.boardTag;
  const boardDefined = boardTag ? !!customElements.get(boardTag) : false;
  if (boardTag && !boardDefined) void customElements.whenDefined(boardTag).then(on.redraw);
  const hidden = new Set(settings.hide.split(/[\s,]+/).filter(Boolean));
  const auctionMoves = humanMoves.filter(isBidOrPass);
  // The auction panel belongs to the stock facet: games without shares have none.
  const stock = hasStock(view) ? view : null;
  const auctionShown = !!stock?.auction;
  const previous = position > 0 ? (session.stateAfter(position - 1) as typeof state) : undefined;
  const lastMove = position > 0 ? history[position - 1]?.move : undefined;
  const ruleLink = ruleUrl(view.rule, definition.ruleSections, settings.ruleBase);
  const name = (seat: number) => session.players[seat] ?? `Seat ${seat}`;
  // `turn` hidden: nobody is said to act (a finished lesson's board, which takes no more moves).
  const activeSeats = hidden.has('turn') ? [] : (view.activeSeats ?? []);
  const actingNames = activeSeats.map(name);
  const waitingBot = settings.paused && !result ? session.botToMove() : null;
  const thinking = frame.thinking;
  const botControl =
    settings.mode === 'play' && !result && botSeats.length > 0 && !hidden.has('bot-control')
      ? html`<button part="bot-control" class="bot-control" @click=${on.togglePaused}>
          ${settings.paused ? 'Resume bots' : thinking >= 0 ? 'Pause bot' : 'Pause bots'}
        </button>`
      : nothing;
  const auction = html`<ry-auction-panel
    part="auction"
    .auction=${stock?.auction ?? null}
    .players=${view.players ?? []}
    .legalMoves=${auctionMoves}
    ?interactive=${input && !settings.hideMoves}
    ?compact=${frame.layout.narrow}
    @ry-intent=${on.intent}
  ></ry-auction-panel>`;
  const shown = frame.expanded ? null : shownParts(settings.show);
  const drawn = (part: 'players' | 'auction' | 'log' | 'actions') =>
    (!shown || shown.game.has(part)) && !hidden.has(part);
  const boardShown = !shown || shown.board !== '';
  const resultShown = !!result && !hidden.has('result');
  const sideShown = drawn('players') || drawn('auction') || drawn('log') || resultShown;
  // A focused view is short: nothing sticks to the bottom of the screen.
  const underMap = settings.dock === 'map' && !shown && boardDefined;
  const docked = (frame.layout.narrow || underMap) && auctionShown && drawn('auction') && !shown;
  const barMoves = auctionShown ? humanMoves.filter((m) => !isBidOrPass(m)) : humanMoves;
  // With the auction in the dock, an empty move bar beside it would only take room.
  const actionBar =
    (input || (settings.mode === 'play' && !result)) &&
    !settings.hideMoves &&
    !(docked && barMoves.length === 0) &&
    drawn('actions')
      ? html`<ry-action-bar
          part="actions"
          .moves=${humanMoves}
          .exclude=${auctionShown ? ['*.bid', '*.pass'] : []}
          .describeMove=${frame.describe}
          .labels=${definition.moveLabels ?? {}}
          prompt=${thinking >= 0 || !input ? '' : actingNames.length ? `${actingNames.join(', ')}:` : ''}
          ?interactive=${input}
          ?compact=${frame.layout.narrow && !underMap}
          @ry-intent=${on.intent}
        ></ry-action-bar>`
      : nothing;
  const dock =
    docked || actionBar !== nothing
      ? html`<div
          class="dock ${underMap ? 'under-map' : ''}"
          part="dock"
          slot=${underMap ? 'under-map' : nothing}
          @ry-intent=${(e: Event) => underMap && e.stopPropagation()}
        >
          ${docked ? auction : nothing}${
            // Beside a docked auction too: the shares and cash of the seat bidding.
            (actionBar !== nothing || docked) && thinking < 0
              ? choiceFactsTemplate(definition, view, humanMoves, {
                  fold: !underMap,
                  partShown: boardDefined && boardShown,
                })
              : nothing
          }${actionBar}
        </div>`
      : nothing;
  const notice = frame.notice;
  const winners = result ? winnersText(result, session.players) : '';
  const highlightedSeat = /^\/players\/(\d+)/.exec(settings.highlight);

  return html`<div
    class="base ${shown ? 'focused' : ''}"
    part="base"
    @pointerdown=${{ handleEvent: on.action, capture: true }}
    @keydown=${{ handleEvent: on.action, capture: true }}
  >
    ${
      hidden.has('header')
        ? nothing
        : html`<header part="header">
            <h2>${definition.title}</h2>
            <span class="phase"
              >${ruleLink ? html`<a href=${ruleLink} title=${ruleTitle(view.rule, definition.ruleSections) ?? ''}>${view.phase}</a>` : view.phase}</span
            >
            <span class="status" data-testid="status"
              >${
                result
                  ? `Game over. ${winners}`
                  : thinking >= 0
                    ? html`<span class="thinking">${name(thinking)} is thinking…</span>`
                    : waitingBot
                      ? `${name(waitingBot.seat)} (bot) to act; bots are paused`
                      : passTo !== null
                        ? `Pass the device to ${name(passTo)}`
                        : actingNames.length
                          ? `${actingNames.join(', ')} to act`
                          : ''
              }</span
            >
            ${botControl}
          </header>`
    }
    ${hidden.has('hints') ? nothing : frame.hints}
    ${frame.problems.map((p) => html`<div class="error" part="error" role="alert">${p.message}</div>`)}
    ${
      notice
        ? html`<div class="notice ${notice.anchor ? 'anchored' : ''}" part="notice" role="alert">
            <span>${notice.text} ${noticeLink(notice, session, settings.ruleBase)}</span>
            <button @click=${on.dismiss} aria-label="Dismiss">×</button>
          </div>`
        : nothing
    }
    ${passTo !== null ? passTemplate(name(passTo), () => on.confirm(passTo)) : nothing}
    ${
      hidden.has('controls')
        ? nothing
        : controlsTemplate({
            mode: settings.mode,
            position,
            total,
            canUndo: session.canUndo,
            canRedo: session.canRedo,
            goTo: on.goTo,
            undo: () => session.undo(),
            redo: () => session.redo(),
          })
    }
    ${expandButton(settings.show, frame.expanded, on.expand)}
    ${highlightTemplate(settings.highlight, view, settings.highlightLabel)}
    <div
      class="main ${registered?.side === 'below' || !sideShown || !boardShown ? 'side-below' : ''}"
    >
      <div
        class="board-area"
        ?hidden=${!boardShown}
        ${styleProps({ '--_chrome': frame.layout.chrome ? `${frame.layout.chrome}px` : '' })}
      >
        ${
          boardDefined
            ? staticHtml`<${unsafeStatic(boardTag!)} part="board" hide-players .view=${view} .legalMoves=${humanMoves}
              ?interactive=${input} ?hide-turn=${hidden.has('turn')} highlight=${settings.highlight} .describeMove=${frame.describe}
              only=${shown?.board ?? ''} .zoomTo=${frame.layout.zoomIds(settings.zoomTo)} ?wheel-zoom=${settings.wheelZoom}
              .spotlight=${frame.spotlight} @ry-intent=${on.intent}>${underMap ? dock : nothing}</${unsafeStatic(boardTag!)}>`
            : html`<p class="no-board">
                No board drawing for ${definition.title} is loaded; the panels and the move bar play
                the game.
              </p>`
        }
      </div>
      <div class="side" part="side" ?hidden=${!sideShown}>
        ${
          resultShown
            ? resultTemplate(
                result!,
                winners,
                ruleUrl(result!.rule, definition.ruleSections, settings.ruleBase),
              )
            : nothing
        }
        ${docked || !stock || !drawn('auction') || (shown && !auctionShown) ? nothing : auction}
        ${
          drawn('players')
            ? html`<ry-player-panel
                part="players"
                .players=${view.players ?? []}
                .companies=${stock?.companies ?? []}
                .activeSeats=${activeSeats}
                .bots=${botSeats}
                .result=${result}
                .changed=${position === total ? frame.marks.seats : []}
                .changedCompanies=${position === total ? frame.marks.companies : []}
                thinking=${thinking}
                highlight-seat=${highlightedSeat ? Number(highlightedSeat[1]) : -1}
              ></ry-player-panel>`
            : nothing
        }
        ${
          drawn('log')
            ? html`<ry-game-log
                part="log"
                .entries=${entries}
                position=${position}
                ?scrubbable=${settings.mode !== 'static'}
                @ry-scrub=${(e: RyScrubEvent) => {
                  e.stopPropagation();
                  on.scrub(e.detail.index);
                }}
                @ry-spotlight=${(e: RySpotlightEvent) => {
                  e.stopPropagation();
                  on.spotlight(e.detail.spaces);
                }}
              ></ry-game-log>`
            : nothing
        }
      </div>
    </div>
    ${underMap ? nothing : dock}
    ${
      settings.showStatechart
        ? html`<ry-statechart
            part="statechart"
            label="${definition.title} statechart"
            .machine=${definition.machine}
            .ruleSections=${definition.ruleSections}
            .value=${state.value}
            .previousValue=${previous?.value}
            .position=${chartPosition(
              state,
              frame.viewer,
              definition.activeSeats(state as never),
              () => session.legalMoves(undefined, position),
            )}
            last-event=${lastMove?.type ?? ''}
            rule-base=${settings.ruleBase}
          ></ry-statechart>`
        : nothing
    }
    <div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      ${frame.announcement}
    </div>
  </div>`;
}

/** While the game loads, or when nothing can be shown (`fatal`: why). */
export function messageTemplate(loading: boolean, fatal: string | undefined): TemplateResult {
  if (loading)
    return html`<div class="base" part="base">
      <p class="loading" role="status">Loading the game…</p>
    </div>`;
  return html`<div class="base" part="base">
    <div class="error" part="error" role="alert">
      <strong>This game cannot be shown.</strong>${fatal ?? 'Nothing to show.'}
    </div>
  </div>`;
}

function noticeLink(notice: Notice, session: GameSession, ruleBase: string) {
  const rule = notice.rule;
  if (!rule) return nothing;
  const href = ruleUrl(rule, session.game.ruleSections, ruleBase);
  const title = ruleTitle(rule, session.game.ruleSections);
  return href ? html`(<a href=${href}>rule: ${title}</a>)` : html`(rule: ${title})`;
}

/** "Open full game" in a focused view (`show`), and the way back. */
function expandButton(show: string, expanded: boolean, toggle: () => void) {
  if (!show.trim()) return nothing;
  return html`<button
    class="expand"
    part="expand"
    aria-expanded=${expanded ? 'true' : 'false'}
    @click=${toggle}
  >
    ${expanded ? 'Back to the example' : 'Open full game'}
  </button>`;
}
