import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'lit';
import { playersTable, type PlayersTableRow } from './players-table.js';
import { axeViolations, cleanup, fixture } from '../test-support/fixture.js';

interface Row extends PlayersTableRow {
  readonly points: number;
  readonly out?: boolean;
}

const players: Row[] = [
  { seat: 0, name: 'Ann', cash: 30000, points: 4 },
  { seat: 1, name: 'Bob', cash: null, points: 7, out: true },
  { seat: 2, name: 'Cyd', cash: 35, points: 0 },
];

async function table(options: Partial<Parameters<typeof playersTable<Row>>[1]> = {}) {
  const host = await fixture<HTMLDivElement>('<div></div>');
  render(
    playersTable(players, {
      activeSeats: [1],
      columns: [{ heading: 'Points', cell: (p) => `${p.points} pts` }],
      ...options,
    }),
    host,
  );
  return host.querySelector('table')!;
}

const words = (el: Element) => el.textContent!.replace(/\s+/g, ' ').trim();

describe('playersTable', () => {
  afterEach(cleanup);

  it("has one row per player of the view, then the game's own columns, given as data", async () => {
    const el = await table();
    expect([...el.querySelectorAll('thead th')].map(words)).toEqual(['Player', 'Cash', 'Points']);
    const rows = [...el.querySelectorAll('tbody tr')];
    expect(rows.map((r) => [...r.children].map(words))).toEqual([
      ['Ann', '$30,000', '4 pts'],
      ['Bob (to act)', 'hidden', '7 pts'],
      ['Cyd', '$35', '0 pts'],
    ]);
    expect(rows.map((r) => r.getAttribute('data-seat'))).toEqual(['0', '1', '2']);
    expect(words(el.querySelector('caption')!)).toBe('Players');
    expect(el.getAttribute('part')).toBe('players');
  });

  it('marks who is to act and the highlighted seat, with words before and after the name', async () => {
    const el = await table({
      highlighted: 2,
      before: (p) => `#${p.seat + 1} `,
      after: (p) => (p.out ? ' (bankrupt)' : ''),
      className: 'players-table',
    });
    const rows = [...el.querySelectorAll('tbody tr')];
    expect(rows.map((r) => r.className.trim())).toEqual(['', 'active', 'highlight']);
    expect(words(rows[1]!.querySelector('th')!)).toBe('#2 Bob (to act) (bankrupt)');
    expect(el.classList.contains('players-table')).toBe(true);
  });

  it('with no columns of its own shows players and cash only, and has no axe violations', async () => {
    const el = await table({ columns: [] });
    expect([...el.querySelectorAll('thead th')].map(words)).toEqual(['Player', 'Cash']);
    expect(await axeViolations(el.parentElement!)).toEqual([]);
  });
});
