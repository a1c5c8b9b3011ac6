import { describe, expect, it } from 'vitest';
import {
  agree,
  amountList,
  articleFor,
  listOf,
  message,
  money,
  notTheirTurn,
  objectOf,
  personOf,
  possessive,
  signedMoney,
  withArticle,
} from './messages.js';

describe('messages from ICU templates', () => {
  it('a player named "You" is spoken to: "You bid", every other name "Ada bids"', () => {
    expect(agree('You', '{who} bid ${n}.', '{who} bids ${n}.', { n: 5 })).toBe('You bid $5.');
    expect(agree('Ada', '{who} bid ${n}.', '{who} bids ${n}.', { n: 5 })).toBe('Ada bids $5.');
    // A name that only contains "You" is a third person.
    expect(personOf('Youssef')).toBe('third');
  });

  it('"You" as an object and an owner: "owed to you", "Your train", "on your train"', () => {
    expect(objectOf('You')).toBe('you');
    expect(objectOf('Ada')).toBe('Ada');
    expect(possessive('You')).toBe('Your');
    expect(possessive('You', 'within')).toBe('your');
    expect(possessive('Ada', 'within')).toBe('Ada’s');
    expect(possessive('You', 'alone')).toBe('yours');
  });

  it('a move out of turn names both seats in words that agree with "You"', () => {
    const you = { name: 'You', seat: 0 };
    const ada = { name: 'Ada', seat: 1 };
    expect(notTheirTurn(ada, you)).toBe('It is Ada’s turn (seat 1), not yours (seat 0)');
    expect(notTheirTurn(you, ada)).toBe('It is your turn (seat 0), not Ada’s (seat 1)');
    expect(notTheirTurn(null, ada)).toBe('It is nobody’s turn, not Ada’s (seat 1)');
  });

  it('chooses "a" or "an" by sound: words as words, initialisms letter by letter', () => {
    expect(withArticle('American')).toBe('an American');
    expect(withArticle('NYC')).toBe('an NYC');
    expect(withArticle('PRR')).toBe('a PRR');
    expect(withArticle('B&O')).toBe('a B&O');
    expect(withArticle('Wabash')).toBe('a Wabash');
    expect(articleFor('Union')).toBe('a');
    expect(articleFor('hour')).toBe('an');
    expect(articleFor('Liberty')).toBe('a');
  });

  it('plural: "1 share", "2 shares", and an exact "=0" case', () => {
    const shares = '{n, plural, =0 {no shares} one {# share} other {# shares}}';
    expect(message(shares, { n: 0 })).toBe('no shares');
    expect(message(shares, { n: 1 })).toBe('1 share');
    expect(message(shares, { n: 2 })).toBe('2 shares');
  });

  it('lists and money read as English', () => {
    expect(listOf(['Ada'])).toBe('Ada');
    expect(listOf(['Ada', 'Bo'])).toBe('Ada and Bo');
    expect(listOf(['Ada', 'Bo', 'Cy'])).toBe('Ada, Bo, and Cy');
    expect(amountList(['Ada +$12', 'Bo +$6'])).toBe('Ada +$12, Bo +$6');
    expect(money(12000)).toBe('$12,000');
    expect(signedMoney(12)).toBe('+$12');
    expect(signedMoney(-3)).toBe('−$3');
  });
});
