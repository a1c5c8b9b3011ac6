import { describe, expect, it } from 'vitest';
import { explainUnknownField } from './move-fields.js';

describe('explainUnknownField', () => {
  it('accepts a move with only its own fields, type and player', () => {
    const move = { type: 'build.place', player: 0, company: 'prr', hex: 'A1' };
    expect(explainUnknownField(move, ['company', 'hex'])).toBeNull();
    expect(explainUnknownField({ type: 'build.place', player: 0 }, ['company', 'hex'])).toBeNull();
  });

  it('names the unknown field and the fields the type takes', () => {
    const move = { type: 'build.place', player: 0, company: 'prr', hex: 'A1', foo: 1 };
    expect(explainUnknownField(move, ['company', 'hex'])).toBe(
      'build.place has no field "foo" (its fields: company, hex); a move with an unexpected field is refused.',
    );
    expect(explainUnknownField({ type: 'auction.pass', player: 1, amount: 3 }, [])).toBe(
      'auction.pass has no field "amount" (it takes no fields); a move with an unexpected field is refused.',
    );
  });

  it('sees prototype keys and cuts very long names', () => {
    const move = JSON.parse('{"type":"auction.pass","player":0,"__proto__":{"x":1}}') as Record<
      string,
      unknown
    >;
    expect(explainUnknownField(move, [])).toMatch(/no field "__proto__"/);
    const long = explainUnknownField({ type: 'a.b', player: 0, ['x'.repeat(500)]: 1 }, [])!;
    expect(long.length).toBeLessThan(160);
  });
});
