import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { stateDescriptions } from './state-descriptions.js';
import { COMPANIES } from './data/companies.js';
import { HEXES, hexLabel } from './data/board.js';
import { ambiguities } from './ambiguities.js';
import { PHASES } from './explain.js';
import { chicagoExpress as game } from './index.js';
import { optionSpecs } from './options.js';
import { optionTexts } from './option-texts.js';
import { ruleSections } from './rule-ids.js';
import { games } from '../../engines.js';

const ids = new Set(ruleSections.map((s) => s.id));

function statesOf(
  node: { key: string; path: string[]; meta?: unknown; states?: Record<string, unknown> },
  out: { key: string; path: string[]; meta?: unknown }[] = [],
) {
  out.push(node);
  for (const child of Object.values(node.states ?? {})) statesOf(child as typeof node, out);
  return out;
}

describe('chicago-express data and definition', () => {
  it('chicago-express:game-board — the board data keeps 160 hexes with the rulebook numbers (Chicago 7, Fort Wayne 1 + 2, start hexes)', () => {
    expect(HEXES).toHaveLength(160);
    const at = (id: string) => HEXES.find((h) => h.id === id)!;
    expect(at('A2')).toMatchObject({ terrain: 'chicago', income: 7 });
    expect(at('D3')).toMatchObject({
      name: 'Fort Wayne',
      terrain: 'city',
      income: 1,
      house: 2,
      startOf: 'wabash',
    });
    expect(
      HEXES.filter((h) => h.terrain === 'start')
        .map((h) => h.startOf)
        .sort(),
    ).toEqual(['bo', 'co', 'nyc', 'prr']);
    for (const c of COMPANIES) expect(at(c.startHex).startOf).toBe(c.id);
    expect(at('Q3').name).toBe('Binghamton');
  });

  it('chicago-express:game-board — the one-line hex table expands to the transcribed records, field for field', () => {
    // SHA-256 of JSON.stringify(HEXES) from the table as transcribed (a6bcee1, one multi-line
    // record a hex with col and row written out): a field changed, lost or added here changes it.
    const digest = createHash('sha256').update(JSON.stringify(HEXES)).digest('hex');
    expect(digest).toBe('02b72401a6a4e54742ef7faab5088e06adb4f4ed8e85bf2b384520567d84958c');
    // The grid read from each id agrees with the neighbour lists (odd-q: odd columns sit lower).
    const at = new Map(HEXES.map((h) => [h.id, h]));
    for (const hex of HEXES) {
      const shift = hex.col % 2;
      const steps = [
        [0, -1],
        [0, 1],
        [-1, shift - 1],
        [-1, shift],
        [1, shift - 1],
        [1, shift],
      ];
      const around = steps.map(
        ([dc, dr]) => `${String.fromCharCode(65 + hex.col + dc!)}${hex.row + dr!}`,
      );
      for (const id of hex.adj) {
        expect(around, `${hex.id} next to ${id}`).toContain(id);
        expect(at.get(id)?.adj, `${id} lists ${hex.id} back`).toContain(hex.id);
      }
    }
  });

  it('chicago-express:game-board — every hex a player reads of is named with its terrain, coordinate and a city to find it by', () => {
    const unnamed = HEXES.filter((hex) => !hex.name);
    expect(unnamed.length).toBeGreaterThan(50);
    const cities = HEXES.flatMap((hex) => (hex.name ? [hex.name] : []));
    for (const hex of unnamed) {
      const label = hexLabel(hex);
      expect(label, hex.id).toMatch(
        new RegExp(`^(City|Plain|Forest|Mountain) ${hex.id} \\((next to|near) `),
      );
      expect(
        cities.some((city) => label.includes(city)),
        label,
      ).toBe(true);
    }
  });

  it('is registered and every state has a description and a known rule id', () => {
    expect(games['chicago-express']).toBe(game);
    const states = statesOf(game.machine.root as never).slice(1);
    expect(states.length).toBeGreaterThan(15);
    for (const state of states) {
      expect(stateDescriptions[state.path.join('.')], state.key).toBeTruthy();
      const rule = (state.meta as { rule?: string } | undefined)?.rule;
      expect(ids.has(rule!), `${state.key}: ${rule}`).toBe(true);
    }
    const top = Object.keys((game.machine.root as unknown as { states: object }).states);
    expect(top).toEqual(['openingAuctions', 'turn', 'chicagoPhase', 'dividendPhase', 'gameOver']);
  });

  it('every phase, option and ambiguity cites a known rule id; every option has a documented default', () => {
    for (const p of Object.values(PHASES)) expect(ids.has(p.rule), p.rule).toBe(true);
    for (const o of optionSpecs) {
      expect(ids.has(o.rule), o.rule).toBe(true);
      expect(optionTexts[o.id]!.description.length).toBeGreaterThan(20);
    }
    for (const a of ambiguities) expect(ids.has(a.rule), a.rule).toBe(true);
  });

  it('the ambiguity register covers the brief and every translation note (A1-A19), and each option it names exists', () => {
    const optionIds = optionSpecs.map((o) => o.id);
    for (const a of ambiguities) if (a.option) expect(optionIds).toContain(a.option);
    for (const needed of [
      'auctionDial',
      'wheelingMax',
      'wabashCountsForEnd',
      'houseEndLimit',
      'chicagoTiming',
    ])
      expect(ambiguities.some((a) => a.option === needed)).toBe(true);
    const sources = ambiguities.map((a) => a.source).join(' ');
    for (let i = 1; i <= 19; i++) expect(sources, `A${i}`).toMatch(new RegExp(`A${i}\\b`));
  });

  it('describeMove gives one line of English per move', () => {
    const state = game.createGame({ players: ['Ann', 'Bob'], seed: 'x' });
    expect(game.describeMove({ type: 'auction.bid', player: 0, amount: 9 }, state, 'all')).toBe(
      'Ann bids $9 for PRR.',
    );
    expect(
      game.describeMove(
        { type: 'build.place', player: 1, company: 'nyc', hex: 'Q3' },
        state,
        'all',
      ),
    ).toBe('Bob builds NYC to Binghamton.');
  });
});
