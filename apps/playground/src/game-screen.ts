/**
 * The open game's screen: toolbar and status above; the moves panel, the board (`<ry-game>`, or
 * the position tables without it) in the main column; seats, history, statechart, event console
 * and sandbox beside it. On a wide screen the board takes the left column from the top and the
 * heading, toolbar and status join the right one (styles.css), so the whole map is on the first
 * screen. The learner's view (settings) shows the game only: no seed, statechart, event console
 * or sandbox.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { AuctionView, CommonView, GameSession } from '@railyard/rules';
import { renderChoiceFacts, renderMoves } from './moves-panel.js';
import { renderPosition } from './position-view.js';
import { renderConsole, sendEvent } from './event-console.js';
import { statechartTemplate } from './components.js';
import { sees, type GamePage } from './game-page.js';
import { renderToolbar } from './toolbar.js';
import { renderStatus } from './status-line.js';
import { renderStandings } from './standings.js';
import { renderSeats } from './seats-panel.js';
import { renderHistory } from './history-panel.js';
import { newsSince, renderNews } from './news.js';

export function renderGame(session: GameSession, page: GamePage): TemplateResult {
  const game = session.game;
  const result = session.result();
  const seats = session.activeSeats(session.position);
  const liveSeat = session.activeSeats()[0];
  const names = session.players;
  // The element first: the viewer is the one it shows.
  const board = page.board(session);
  const viewer = page.viewerOf(session);
  const personToAct =
    !result && !session.isViewingHistory && liveSeat !== undefined && !session.isBot(liveSeat);
  // In a hidden-information game the moves of a seat show only to that seat (its hand).
  const showMoves = personToAct && sees(viewer, liveSeat!);
  const learner = page.settings.view === 'learner';
  const position = renderPosition(game, () => session.view(viewer), seats, learner);
  const view = session.view(viewer) as CommonView & { auction?: AuctionView | null };
  return html`<section class="game" aria-labelledby="game-heading">
    <div class="game-head">
      <h2 id="game-heading">
        ${game.title}
        ${learner ? nothing : html`<span class="seed">seed ${session.record.seed}</span>`}
      </h2>
      ${renderToolbar(session, viewer, page)}
    </div>
    ${learner && !page.settings.welcomed && !result ? welcomeNote(session, page) : nothing}
    ${renderStatus(session, result !== null, liveSeat, page)}
    ${result && !session.isViewingHistory ? renderStandings(session, () => page.goToSetup()) : nothing}
    <div class="game-layout">
      <div class="main-column">
        ${board ? auctionFacts(view) : nothing}
        ${
          showMoves
            ? html`<section class="panel moves" id="moves-panel" aria-labelledby="moves-heading">
                <h3 id="moves-heading">
                  Your move${names[liveSeat!] === 'You' ? '' : `, ${names[liveSeat!]}`}
                </h3>
                ${renderNews(newsSince(session, liveSeat!, viewer))}
                ${renderChoiceFacts(game, session.view(liveSeat!), session.legalMoves(liveSeat), liveSeat!)}
                ${renderMoves(
                  game,
                  session.state,
                  session.legalMoves(liveSeat),
                  names[liveSeat!]!,
                  (move, options) => page.controls.play(move, options),
                  board !== null,
                  refusalNow(page, session),
                )}
              </section>`
            : nothing
        }
        <section class="panel board" aria-labelledby="board-heading">
          <h3 id="board-heading" class=${session.isViewingHistory ? '' : 'plain'}>
            ${session.isViewingHistory ? `Position after move ${session.position}` : 'Board'}
          </h3>
          ${
            board
              ? html`${board}
                  <details class="position-summary">
                    <summary>Position as tables</summary>
                    ${position}
                  </details>`
              : position
          }
        </section>
      </div>
      <div class="side-column">
        ${renderSeats(session, (seat, id) => page.controls.setSeatBot(seat, id), view.players)}
        ${renderHistory(session, viewer, page)}
        ${learner ? nothing : developerPanels(session, page)}
      </div>
    </div>
  </section>`;
}

/** The refusal of an amount typed in the move panel, while its position is the latest. */
function refusalNow(page: GamePage, session: GameSession) {
  const refusal = page.controls.refusal;
  return refusal && refusal.at === session.moveCount && !session.isViewingHistory ? refusal : null;
}

/**
 * The running auction (item, current bid, who is still in with their cash) beside the moves
 * panel's Bid field on a wide screen, where `<ry-game>` leaves its own out (components.ts); a
 * phone bids from `<ry-game>`'s bar, which has it.
 */
function auctionFacts(view: { auction?: AuctionView | null; players: CommonView['players'] }) {
  if (!view.auction || !customElements.get('ry-auction-panel')) return nothing;
  return html`<ry-auction-panel
    class="auction-facts"
    .auction=${view.auction}
    .players=${view.players}
  ></ry-auction-panel>`;
}

/**
 * A learner's first visit: who they are, who the others are, what to do first and where help is.
 * Shown once: "Got it" remembers it in the settings.
 */
function welcomeNote(session: GameSession, page: GamePage): TemplateResult {
  const names = session.players;
  const bots = names.filter((_, seat) => session.isBot(seat));
  const you = names.find((_, seat) => !session.isBot(seat)) ?? 'You';
  const list =
    bots.length > 1 ? `${bots.slice(0, -1).join(', ')} and ${bots.at(-1)}` : (bots[0] ?? '');
  const phase = (session.view(page.viewerOf(session)) as { phase?: string }).phase;
  return html`<section class="panel welcome" aria-labelledby="welcome-heading">
    <h3 id="welcome-heading">Your first game of ${session.game.title}</h3>
    <p>
      You play the seat called
      “${you}”.${
        bots.length
          ? ` ${list} ${bots.length > 1 ? 'are easy bots: they move' : 'is an easy bot: it moves'} on ${bots.length > 1 ? 'their' : 'its'} own.`
          : ''
      }
    </p>
    <p>
      ${phase ? html`The game opens with <strong>${phase}</strong>. ` : nothing}When it is your
      turn, the <strong>Your move</strong> panel lists what you can do; many moves can also be made
      on the board.
    </p>
    <p>
      Not sure? Press <strong>What would a strong player do?</strong> above the board for hints,
      best first (the <strong>Hints</strong> switch turns them off). <strong>Undo</strong> takes
      your last move back.
    </p>
    <p>
      <button type="button" class="primary" @click=${() => page.setSettings({ welcomed: true })}>
        Got it
      </button>
    </p>
  </section>`;
}

/** The statechart, event console and sandbox: for developers (the full view). */
function developerPanels(session: GameSession, page: GamePage): TemplateResult {
  const game = session.game;
  const viewer = page.viewerOf(session);
  const sandbox = page.sandbox.on;
  return html`<details class="panel statechart" open>
      <summary><h3>Statechart</h3></summary>
      <p class="chart-tools">
        <span class="hint"
          >The highlighted state is the position shown; the last transition is marked; states link
          to their rules.</span
        >
      </p>
      ${statechartTemplate(game, session, viewer, () => page.update())}
    </details>
    <details class="panel event-console" ?open=${sandbox}>
      <summary><h3>Event console</h3></summary>
      ${renderConsole(
        game,
        // Only the moves the viewer may see (a seat's own hand), never another seat's.
        session.legalMoves().filter((move) => sees(viewer, move.player)),
        page.consoleState,
        {
          edit: (text) => {
            page.consoleState = { ...page.consoleState, text };
            page.update();
          },
          send: () => {
            page.consoleState = sendEvent(session, page.consoleState, viewer, sandbox);
            page.update();
          },
        },
        session.isViewingHistory
          ? html`<p class="hint">
              Events go to the latest position. You are looking at move
              ${session.position}${sandbox ? '' : '; turn the sandbox on to branch from it'}.
            </p>`
          : nothing,
      )}
    </details>
    ${sandbox ? page.sandbox.render(session) : nothing}`;
}
