/** The line under the toolbar: who acts, a bot thinking or waiting, the history shown, the end. */
import { html, nothing, type TemplateResult } from 'lit';
import type { CommonView, GameSession } from '@railyard/rules';
import { levelName } from './bot-seats.js';
import type { GamePage } from './game-page.js';
import { ruleLink } from './rule-link.js';

export function renderStatus(
  session: GameSession,
  over: boolean,
  liveSeat: number | undefined,
  page: GamePage,
): TemplateResult {
  const names = session.players;
  const sandbox = page.sandbox;
  // `<ry-game>` plays the bot to act unless the bots wait.
  const thinking =
    !over && liveSeat !== undefined && session.isBot(liveSeat) && !page.botsWait(session);
  let text: TemplateResult;
  if (session.isViewingHistory) {
    text = html`Looking at the position after move ${session.position} of ${session.moveCount}.
      <button type="button" @click=${() => page.controls.viewAt(null)}>
        Back to the latest position
      </button>
      ${sandbox.on ? html`<button type="button" @click=${() => sandbox.branchHere(session, session.position)}>Branch from here</button>` : nothing}`;
  } else if (over) {
    text = html`The game is over after ${session.moveCount} moves.`;
  } else if (liveSeat === undefined) {
    text = html`No seat can act.`;
  } else if (session.isBot(liveSeat)) {
    text = thinking
      ? html`<span class="thinking" aria-hidden="true"></span> ${names[liveSeat]}
          (${levelName(session.bots[String(liveSeat)])}) is thinking…`
      : page.controls.paused
        ? html`Bots are paused. ${names[liveSeat]} (bot) is next.`
        : sandbox.on
          ? html`Sandbox: ${names[liveSeat]} (bot) waits; send its events from the console.`
          : html`${names[liveSeat]} (bot) is next.`;
  } else {
    text = html`<strong>${names[liveSeat]}</strong> to act.`;
  }
  // The phase, which <ry-game>'s header shows on a wide screen; on a phone that header is left
  // out (styles.css), so the map comes right under this line.
  // A view without a rule (a toy or a foreign game) shows its phase as plain text.
  const view = session.view(page.viewerOf(session)) as Partial<CommonView>;
  const rule = view.rule ? ruleLink(session.game, view.rule) : null;
  const phase =
    over || !view.phase
      ? nothing
      : rule
        ? html`<a class="status-phase" href=${rule.href} title=${rule.title}>${view.phase}</a>`
        : html`<span class="status-phase">${view.phase}</span>`;
  return html`<p class="status ${thinking ? 'busy' : ''}" id="game-status" aria-live="polite">
    ${text}${phase}
  </p>`;
}
