import { describe, expect, it } from 'vitest';
import { explainUnknownField, moveShapeChecker } from './move-fields.js';

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

describe('moveShapeChecker: the move prelude of every game', () => {
  const check = moveShapeChecker({
    game: 'Toy',
    fields: {
      'auction.bid': { amount: 'number' },
      'auction.pass': {},
      'train.move': { train: 'string', path: 'strings' },
    },
    moveRule: 'toy:turn',
    seatRule: 'toy:seats',
  });
  const why = (move: unknown) => check(move, 3);

  it('accepts a well-formed move of a known type', () => {
    expect(why({ type: 'auction.bid', player: 2, amount: 5 })).toBeNull();
    expect(why({ type: 'train.move', player: 0, train: 't', path: ['a', 'b'] })).toBeNull();
  });

  it('refuses what is not an object, or has no known type', () => {
    const types = 'auction.bid, auction.pass, train.move';
    expect(why(null)).toEqual({
      reason: 'A move must be an object with a "type" and a "player", got null.',
      rule: 'toy:turn',
    });
    expect(why([1])!.reason).toBe(
      'A move must be an object with a "type" and a "player", got [1].',
    );
    expect(why({ player: 0 })).toEqual({
      reason: `The move has no "type"; Toy moves are ${types}.`,
      rule: 'toy:turn',
    });
    expect(why({ type: 'constructor', player: 0 })!.reason).toBe(
      `Unknown move type "constructor"; Toy moves are ${types}.`,
    );
    expect(why({ type: 7, player: 0 })!.reason).toBe(
      `Unknown move type 7; Toy moves are ${types}.`,
    );
  });

  it('says a missing player is missing, and a bad one names what it got, citing the seat rule', () => {
    expect(why({ type: 'auction.pass' })).toEqual({
      reason: 'The move has no "player" (a seat number from 0 to 2).',
      rule: 'toy:seats',
    });
    for (const [player, got] of [
      [3, '3'],
      [-1, '-1'],
      [1.5, '1.5'],
      ['0', '"0"'],
    ] as const)
      expect(why({ type: 'auction.pass', player })).toEqual({
        reason: `"player" must be a seat number from 0 to 2, got ${got}.`,
        rule: 'toy:seats',
      });
  });

  it('names a missing field instead of saying "got undefined"', () => {
    const reason = why({ type: 'train.move', player: 0, path: ['a'] })!.reason;
    expect(reason).toBe('train.move is missing its "train" field (its fields: train, path).');
    expect(reason).not.toMatch(/undefined/);
  });

  it('refuses a field of the wrong kind, and an unexpected field before a missing one', () => {
    expect(why({ type: 'auction.bid', player: 0, amount: '5' })!.reason).toBe(
      '"amount" of auction.bid must be a number, got "5".',
    );
    expect(why({ type: 'train.move', player: 0, train: 't', path: ['a', 2] })!.reason).toBe(
      '"path" of train.move must be a list of strings, got ["a",2].',
    );
    expect(why({ type: 'auction.bid', player: 0, amout: 5 })!.reason).toBe(
      'auction.bid has no field "amout" (its fields: amount); a move with an unexpected field is refused.',
    );
  });
});
