/**
 * The board and company data, the rule-section table and the statechart's documentation.
 */
import type { AnyStateNode } from 'xstate';
import { describe, expect, it } from 'vitest';
import { stateDescriptions } from './state-descriptions.js';
import { ambiguities } from './ambiguities.js';
import { ACTION_ROWS } from './data/actions.js';
import {
  CITIES,
  CITY_HEX,
  GRID_COLUMNS,
  GRID_ROWS,
  HEXES,
  SPECIAL_HEXES,
  TERRAIN_GRID,
  hexIndex,
} from './data/board.js';
import { COMPANIES } from './data/companies.js';
import { simulate } from '../../core/bot-play.js';
import { applyMove } from '../../core/replay.js';
import { americanRails, type AmericanRailsState } from './index.js';
import { americanRailsMachine as machine } from './machine.js';
import { optionSpecs as options } from './options.js';
import { ruleSections } from './rule-ids.js';
import { getRulebook } from '../../engines.js';

const ids = new Set(ruleSections.map((s) => s.id));

describe('american-rails data', () => {
  it('the map has 215 hexes on a 20 x 18 odd-r grid and 39 cities with full >= shared values', () => {
    expect(TERRAIN_GRID.length).toBe(GRID_ROWS);
    expect(TERRAIN_GRID.every((row) => row.length === GRID_COLUMNS)).toBe(true);
    expect(HEXES.length).toBe(215);
    expect(CITIES.length).toBe(39);
    expect(new Set(HEXES.map((h) => h.id)).size).toBe(215);
    for (const c of CITIES) expect(c.full).toBeGreaterThanOrEqual(c.shared);
    CITY_HEX.forEach((hex, i) => expect(HEXES[hex]).toMatchObject({ terrain: 'city', city: i }));
  });

  it('adjacency is symmetric and follows the odd-r layout', () => {
    for (const hex of HEXES) {
      for (const n of hex.neighbours) {
        expect(HEXES[n]!.neighbours).toContain(hex.index);
        const other = HEXES[n]!;
        expect(Math.abs(other.row - hex.row)).toBeLessThanOrEqual(1);
      }
      expect(hex.neighbours.length).toBeLessThanOrEqual(6);
    }
    // Reference data spot checks (board-reference.json): Chicago touches only 1,1 2,2 3,2; Buffalo only forests.
    expect(HEXES[hexIndex('2,1')]!.neighbours.map((n) => HEXES[n]!.id)).toEqual([
      '1,1',
      '2,2',
      '3,2',
    ]);
    expect(HEXES[hexIndex('11,0')]!.neighbours.map((n) => HEXES[n]!.terrain)).toEqual([
      'forest',
      'forest',
      'forest',
    ]);
  });

  it('values the rulebook confirms: New York 8/5, Buffalo 4/3; five hubs cannot be developed; three special cities', () => {
    const city = (name: string) => CITIES.find((c) => c.name === name)!;
    expect([city('New York').full, city('New York').shared]).toEqual([8, 5]);
    expect([city('Buffalo').full, city('Buffalo').shared]).toEqual([4, 3]);
    expect(CITIES.filter((c) => !c.developable).length).toBe(5);
    expect(SPECIAL_HEXES.map((h) => HEXES[h]!.label)).toEqual(['Chicago', 'New York', 'Atlanta']);
    expect(HEXES.filter((h) => h.approximate).every((h) => h.terrain !== 'city')).toBe(true);
  });

  it('companies: American 5/31, National 4/29, Continental 3/26, Majestic 4/22, Liberty 2/19, Republic 3/17', () => {
    expect(COMPANIES.map((c) => [c.name, c.shares, c.cubes])).toEqual([
      ['American', 5, 31],
      ['National', 4, 29],
      ['Continental', 3, 26],
      ['Majestic', 4, 22],
      ['Liberty', 2, 19],
      ['Republic', 3, 17],
    ]);
  });
});

describe('american-rails rule sections, options, ambiguities and statechart', () => {
  it('rule ids are unique and every action row cites one', () => {
    expect(ids.size).toBe(ruleSections.length);
    for (const row of ACTION_ROWS) expect(ids).toContain(row.rule);
  });

  it('every state of the machine has a description and a meta rule that exists', () => {
    const visit = (node: AnyStateNode): void => {
      expect(stateDescriptions[node.path.join('.')], node.id).toBeTruthy();
      expect(ids, node.id).toContain((node.meta as { rule: string }).rule);
      Object.values(node.states).forEach(visit);
    };
    visit(machine.root);
  });

  it('every option and every ambiguity cites an existing rule; ambiguity options exist', () => {
    const optionIds = new Set(options.map((o) => o.id));
    for (const o of options) expect(ids).toContain(o.rule);
    for (const a of ambiguities) {
      expect(ids, a.id).toContain(a.rule);
      if (a.option) expect(optionIds).toContain(a.option);
    }
    expect(new Set(ambiguities.map((a) => a.id)).size).toBe(ambiguities.length);
    // The register covers every numbered point of translation-notes.md (30) plus the points.
    expect(ambiguities.length).toBeGreaterThanOrEqual(30);
    expect(getRulebook('american-rails').ambiguities).toBe(ambiguities);
  });

  it('the context and the view are plain JSON: a snapshot rebuilt from JSON plays on identically', () => {
    const { record, state } = simulate(americanRails, {
      players: ['A', 'B', 'C', 'D'],
      seed: 'json',
    });
    const final = state as AmericanRailsState;
    let s = americanRails.createGame(record);
    record.moves.forEach((move, i) => {
      if (i % 37 === 0) {
        const context = JSON.parse(JSON.stringify(s.context));
        expect(context).toEqual(s.context);
        s = machine.resolveState({ value: s.value, context }) as AmericanRailsState;
        const view = americanRails.view(s, 'all');
        expect(JSON.parse(JSON.stringify(view))).toEqual(view);
      }
      const r = applyMove(americanRails, s, move);
      if (!r.ok) throw new Error(r.error.reason);
      s = r.state;
    });
    expect(s.context).toEqual(final.context);
  });

  it('the game definition is complete', () => {
    expect(americanRails).toMatchObject({
      id: 'american-rails',
      title: 'American Rails',
      minPlayers: 3,
      maxPlayers: 5,
    });
    expect(americanRails.ruleSections).toBe(ruleSections);
  });
});
