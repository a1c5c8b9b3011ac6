/** The final standings: a row a player in rank order, the winners marked, the ending rule linked. */
import { describe, expect, it } from 'vitest';
import { render } from 'lit';
import { GameSession, simulate } from '@railyard/rules';
import { tinyGame } from '@railyard/rules/testing';
import { renderStandings } from './standings';

describe('renderStandings', () => {
  it('heads the table with rank, player and score and marks each winner', () => {
    const { record } = simulate(tinyGame, { players: ['Ann', 'Bob'], seed: 'standings' });
    const opened = GameSession.open(tinyGame, record);
    if (!opened.ok) throw new Error(opened.message);
    const result = opened.session.result()!;
    const host = document.createElement('div');
    render(
      renderStandings(opened.session, () => {}),
      host,
    );
    const text = (el: Element) => el.textContent!.replace(/\s+/g, ' ').trim();
    expect([...host.querySelectorAll('thead th')].map(text)).toEqual(['Rank', 'Player', 'Score']);
    const rows = [...host.querySelectorAll('tbody tr')];
    expect(rows.map((row) => text(row.querySelector('th')!))).toEqual(
      result.standings.map((s) => `${s.name}${result.winners.includes(s.seat) ? ' winner' : ''}`),
    );
    expect(host.querySelectorAll('tr.winner')).toHaveLength(result.winners.length);
  });
});
