/** The final standings of a finished game, with the rule that ended it. */
import { html, nothing, type TemplateResult } from 'lit';
import type { GameSession } from '@railyard/rules';
import { ruleLink } from './rule-link.js';
import { tableHead } from './table-head.js';

export function renderStandings(session: GameSession, newGame: () => void): TemplateResult {
  const result = session.result()!;
  const link = ruleLink(session.game, result.rule);
  return html`<section class="panel standings" aria-labelledby="standings-heading">
    <h3 id="standings-heading">Game over: final standings</h3>
    <p>${result.reason} <a href=${link.href}>Rule: ${link.title}</a></p>
    <table>
      ${tableHead('Rank', 'Player', 'Score')}
      <tbody>
        ${result.standings.map(
          (s) =>
            html`<tr class=${result.winners.includes(s.seat) ? 'winner' : ''}>
              <td>${s.rankText ?? s.rank}</td>
              <th scope="row">
                ${s.name}${result.winners.includes(s.seat) ? html` <span class="badge">winner</span>` : nothing}
              </th>
              <td>${s.scoreText ?? s.score}</td>
            </tr>`,
        )}
      </tbody>
    </table>
    <p><button type="button" class="primary" @click=${newGame}>New game</button></p>
  </section>`;
}
