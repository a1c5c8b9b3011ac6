/** The position summary: the shared players table, and the stock facet's parts only in a stock game. */
import { describe, expect, it } from 'vitest';
import { render } from 'lit';
import type { AnyGameDefinition } from '@railyard/rules';
import { toyAuctionGame } from '@railyard/rules/testing';
import { lastSpike } from '@railyard/rules/last-spike';
import { renderPosition } from './position-view';

function shown(game: AnyGameDefinition, learner = false) {
  const state = game.createGame({ players: ['Ann', 'Bob', 'Cyd'], seed: 'position' });
  const host = document.createElement('div');
  render(
    renderPosition(game, () => game.view(state, 'all'), game.activeSeats(state), learner),
    host,
  );
  const table = host.querySelector('table.players-table')!;
  return {
    host,
    headings: [...table.querySelectorAll('thead th')].map((th) =>
      th.textContent!.replace(/\s+/g, ' ').trim(),
    ),
    rows: [...table.querySelectorAll('tbody th')].map((th) =>
      th.textContent!.replace(/\s+/g, ' ').trim(),
    ),
  };
}

describe('renderPosition', () => {
  it('a stock game: a share column per company, the companies table and the auction line', () => {
    const { host, headings, rows } = shown(toyAuctionGame as never);
    expect(headings.slice(0, 2)).toEqual(['Player', 'Cash']);
    expect(headings.length).toBeGreaterThan(2);
    expect(headings[2]).toMatch(/shares$/);
    expect(rows).toEqual(['Ann (to act)', 'Bob', 'Cyd']);
    const companies = host.querySelector('table.companies-table')!;
    expect([...companies.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Company',
      'Shares left',
      'Treasury',
      'Income',
      'Supply',
    ]);
    expect(host.querySelector('.auction-line')!.textContent).toContain('Auction:');
  });

  it('a game without shares (Last Spike): players and cash only, no empty companies table', () => {
    const { host, headings, rows } = shown(lastSpike as never);
    expect(headings).toEqual(['Player', 'Cash']);
    expect(rows).toHaveLength(3);
    expect(host.querySelector('table.companies-table')).toBeNull();
    expect(host.querySelector('.auction-line')).toBeNull();
  });

  it('the learner’s view leaves out the raw JSON of the view (developer text); the full view keeps it', () => {
    expect(shown(lastSpike as never).host.querySelector('.raw-view')).not.toBeNull();
    const { host } = shown(lastSpike as never, true);
    expect(host.querySelector('.raw-view')).toBeNull();
    expect(host.textContent).not.toContain('JSON');
  });
});
