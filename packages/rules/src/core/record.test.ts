import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import schema from '../../schema/record.schema.json' with { type: 'json' };
import { formatProblems, newRecord, parseRecord, validateRecord } from './record.js';

const good = {
  ...newRecord('chicago-express', ['Ann', 'Bob'], 'demo'),
  moves: [{ type: 'auction.bid', player: 0, amount: 7 }],
};
const ajv = new Ajv2020({ strict: false });
const schemaAccepts = ajv.compile(schema);

describe('game records', () => {
  it('accepts a well-formed record, and the JSON Schema agrees', () => {
    expect(validateRecord(good)).toEqual({ ok: true, value: good });
    expect(schemaAccepts(good)).toBe(true);
  });

  const bad: [string, unknown, string][] = [
    ['not an object', 42, ''],
    ['wrong format', { ...good, format: 'other' }, '/format'],
    ['wrong version', { ...good, version: 2 }, '/version'],
    ['bad game id', { ...good, game: 'Chicago Express' }, '/game'],
    ['no players', { ...good, players: [] }, '/players'],
    ['empty player name', { ...good, players: ['Ann', ''] }, '/players/1'],
    ['seed not text', { ...good, seed: 5 }, '/seed'],
    ['moves not a list', { ...good, moves: {} }, '/moves'],
    ['move without type', { ...good, moves: [{ player: 0 }] }, '/moves/0/type'],
    [
      'move type not domain.verb',
      { ...good, moves: [{ type: 'bid', player: 0 }] },
      '/moves/0/type',
    ],
    [
      'seat out of range',
      { ...good, moves: [{ type: 'auction.bid', player: 2 }] },
      '/moves/0/player',
    ],
    [
      'fractional seat',
      { ...good, moves: [{ type: 'auction.bid', player: 0.5 }] },
      '/moves/0/player',
    ],
  ];
  for (const [label, input, path] of bad) {
    it(`refuses a record with ${label}, naming ${path || 'the record'}`, () => {
      const result = validateRecord(input);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.problems.map((p) => p.path)).toContain(path);
      // The published schema refuses the same records (seat range needs the player list, so only the structure).
      if (label !== 'seat out of range' && label !== 'empty player name')
        expect(schemaAccepts(input)).toBe(false);
    });
  }

  it('parseRecord names invalid JSON instead of throwing', () => {
    const result = parseRecord('{"format": ');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(formatProblems(result.problems)).toMatch(/^record is not valid JSON/);
  });

  it('refuses non-finite numbers and over-deep nesting in moves', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 12; i++) deep = [deep];
    const result = validateRecord({ ...good, moves: [{ type: 'a.b', player: 0, x: deep }] });
    expect(result.ok).toBe(false);
  });

  it('fills missing options with an empty object', () => {
    const { options: _omit, ...withoutOptions } = good;
    const result = validateRecord(withoutOptions);
    expect(result.ok && result.value.options).toEqual({});
  });
});
