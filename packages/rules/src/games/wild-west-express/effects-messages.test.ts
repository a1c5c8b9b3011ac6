/**
 * The effects' event texts are built from templates whose verb agrees with the seat's name: a
 * seat named "You" (the playground's person at the screen) is spoken to, any other name spoken
 * of. Each test calls the real effect on a real position and reads the text it wrote.
 */
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../core/session.js';
import { simulate } from '../../core/bot-play.js';
import * as fx from './effects.js';
import { wildWestExpress } from './index.js';
import { Scenario } from './testing/scenario.js';
import type { WweContext } from './types.js';

/** Seat 0 "You" (Denver, Kansas City), seat 1 Ann (Cheyenne, Omaha); dice 6, 1 make You first. */
function youAndAnn(names: readonly string[] = ['You', 'Ann']): WweContext {
  const s = new Scenario(names, { scriptedDice: [6, 1, 3, 4, 5] } as never);
  return s.setup(['denver', 'cheyenne', 'omaha', 'kansas-city']).ctx;
}
const texts = (ctx: WweContext) => ctx.events.map((e) => e.text);

describe('Wild West Express event texts agree with "You" and with a third-person name', () => {
  it('wild-west-express:setup — "You get a small train", "Ann gets a small train"', () => {
    const dealt = texts(fx.dealStartingTrains(youAndAnn()));
    expect(dealt.some((t) => /^You get a small train in Denver loaded with /.test(t))).toBe(true);
    expect(dealt.some((t) => /^Ann gets a small train in Cheyenne loaded with /.test(t))).toBe(
      true,
    );
    expect(dealt.join(' ')).not.toMatch(/You gets/);
  });

  it('wild-west-express:buying-trains — "You buy a small train … for $…", "Ann buys …"', () => {
    const ctx = youAndAnn();
    expect(texts(fx.buyTrain(ctx, 0, 'denver', 'small'))[0]).toMatch(
      /^You buy a small train in Denver for \$[\d,]+\.$/,
    );
    expect(texts(fx.buyTrain(ctx, 1, 'cheyenne', 'large'))[0]).toMatch(
      /^Ann buys a large train in Cheyenne for \$[\d,]+\.$/,
    );
  });

  it('wild-west-express:rolling-the-dice — "You roll 3, 4, 5." and a waiting train reads "Your small train 1 waits"', () => {
    const ctx = youAndAnn();
    const waiting = {
      ...ctx,
      trains: ctx.trains.map((t) => (t.id === 'train-0-1' ? { ...t, waiting: true } : t)),
    };
    const rolled = texts(fx.rollDice(waiting, 0));
    expect(rolled[0]).toBe('You roll 3, 4, 5.');
    expect(rolled).toContain('Your small train 1 waits this move out.');
    const annWaits = {
      ...ctx,
      trains: ctx.trains.map((t) => (t.owner === 1 ? { ...t, waiting: true } : t)),
    };
    const annRolled = texts(fx.rollDice(annWaits, 1));
    expect(annRolled[0]).toMatch(/^Ann rolls \d, \d, \d\.$/);
    expect(annRolled.some((t) => /^Ann’s small train \d+ waits this move out\.$/.test(t))).toBe(
      true,
    );
  });

  it('wild-west-express:coal-and-water-fees — a fee owed to "You" reads "owed to you"; "You pay"', () => {
    const ctx = youAndAnn();
    const annTrain = ctx.trains.find((t) => t.owner === 1)!.id;
    const youTrain = ctx.trains.find((t) => t.owner === 0)!.id;
    const owing = (trainId: string, to: number) => ({
      ...ctx,
      trains: ctx.trains.map((t) => (t.id === trainId ? { ...t, owes: { to, amount: 40 } } : t)),
    });
    expect(texts(fx.rollDice(owing(annTrain, 0), 1))).toContain(
      'Ann pays the $40 coal-and-water fee owed to you.',
    );
    expect(texts(fx.rollDice(owing(youTrain, 1), 0))).toContain(
      'You pay the $40 coal-and-water fee owed to Ann.',
    );
  });

  it('wild-west-express:sheriffs — "You place a sheriff", "Ann moves a sheriff", "removes your dynamite"', () => {
    const ctx = { ...youAndAnn(), dynamite: [{ at: 'cheyenne~denver:1', owner: 0 }] };
    const placed = texts(fx.placeSheriff(ctx, 0, 0, 'cheyenne~denver:1'));
    expect(placed[0]).toMatch(/^You place a sheriff on /);
    expect(placed[1]).toBe('The sheriff removes your dynamite there.');
    const moved = fx.placeSheriff(
      { ...ctx, sheriffs: ['denver~kansas-city:1', null], dynamite: [{ at: 'x', owner: 1 }] },
      1,
      0,
      'x',
    );
    expect(texts(moved)[0]).toMatch(/^Ann moves a sheriff on /);
    expect(texts(moved)[1]).toBe('The sheriff removes Ann’s dynamite there.');
  });

  it('wild-west-express:shorter-games — the end reasons are whole sentences with plurals', () => {
    const ctx = youAndAnn();
    expect(
      fx.endByRounds({ ...ctx, options: { ...ctx.options, roundLimit: 1 } }).endReason,
    ).toMatch(/^The round limit of 1 round was reached/);
    expect(
      fx.endByRounds({ ...ctx, options: { ...ctx.options, roundLimit: 8 } }).endReason,
    ).toMatch(/^The round limit of 8 rounds was reached/);
  });

  it('wild-west-express:drawing-a-telegram — a whole game with a seat named "You" has no "You gets" or "You’s" in its history', () => {
    const players = ['You', 'Bo', 'Cy'];
    const { record } = simulate(wildWestExpress, { players, seed: 'wwe-you' });
    const opened = GameSession.open(wildWestExpress, record);
    if (!opened.ok) throw new Error(opened.message);
    const lines = opened.session
      .history('all')
      .flatMap((h) => [h.description, ...h.events.map((e) => e.text)]);
    expect(lines.length).toBeGreaterThan(20);
    const you = lines.filter((line) => /\bYou\b|\byour?\b|\bYour\b/.test(line));
    expect(you.length).toBeGreaterThan(0);
    // "You rolls", "You’s", or a capital "Your" inside a sentence.
    const wrong = lines.filter(
      (line) => /\bYou [a-z]*[^s\W]s\b/.test(line) || /You’s/.test(line) || /. Your\b/.test(line),
    );
    expect(wrong).toEqual([]);
  });
});
