import { describe, expect, it } from 'vitest';
import type { GameMove } from '../../core/record.js';
import { randomBot } from '../../core/random-bot.js';
import { botSpots, type BotSpot } from '../../core/testing/bot-position.js';
import { NODES } from './data/board.js';
import { wildWestExpress as game } from './index.js';
import type { WildWestExpressState } from './state.js';

/**
 * `legalMoves` checks dynamite and sheriff spaces with the per-space half of the checker only. Here
 * every space of the board (towns too) is put to `explainIllegal`, the whole checker, and the
 * spaces it accepts must be exactly the listed ones.
 */
function accepted(state: WildWestExpressState, make: (space: string) => GameMove): string[] {
  return NODES.map((n) => n.id).filter((space) => game.explainIllegal(state, make(space)) === null);
}

const TRACK_SPACES = NODES.filter((n) => n.kind !== 'city').length;

const listed = (state: WildWestExpressState, type: string, sheriff?: number): string[] =>
  (game.legalMoves(state) as GameMove[])
    .filter((m) => m.type === type && (sheriff === undefined || m.sheriff === sheriff))
    .map((m) => m.space as string);

for (const [name, options] of [
  ['the rulebook', undefined],
  ['the narrower readings', { dynamiteOnFreeTrackOnly: true, sheriffNotOnDesperado: true }],
] as const)
  describe(`wild-west-express legal moves on dynamite and sheriff spaces, ${name}`, () => {
    // Random play lays dynamite at most turns, so turns at the limit, an empty supply and spaces
    // already mined all occur (the run rule itself: rules.desperados-and-dynamite.test.ts).
    // Collected in the tests, where a wrong list fails them (a random bot's illegal move throws).
    let spots: BotSpot<WildWestExpressState, unknown>[] | undefined;
    const where = (type: string) =>
      (spots ??= botSpots<WildWestExpressState, unknown>(game, randomBot, {
        games: 3,
        maxMoves: 400,
        ...(options && { options }),
      })).filter((s) => s.legal.some((m) => m.type === type));

    it('lists exactly the spaces the checker accepts for dynamite (wild-west-express:buying-and-placing-dynamite)', () => {
      const before = where('dice.roll');
      expect(before.length).toBeGreaterThan(50);
      let none = 0;
      let some = 0;
      for (const spot of before) {
        const { state, seat } = spot;
        const want = accepted(state, (space) => ({ type: 'dynamite.lay', player: seat, space }));
        expect(listed(state, 'dynamite.lay'), `move ${spot.moveIndex}`).toEqual(want);
        if (want.length === 0) none++;
        else if (want.length < TRACK_SPACES) some++;
      }
      // Turns refused dynamite altogether (limit, supply, cash), and turns where some track
      // spaces were refused and others accepted.
      expect(none).toBeGreaterThan(10);
      expect(some).toBeGreaterThan(20);
    });

    it('lists exactly the spaces the checker accepts for each sheriff (wild-west-express:placing-a-sheriff)', () => {
      const sheriff = where('sheriff.skip');
      expect(sheriff.length).toBeGreaterThan(5);
      const sizes = new Set<number>();
      for (const spot of sheriff)
        for (const which of [0, 1]) {
          const { state, seat } = spot;
          const want = accepted(state, (space) => ({
            type: 'sheriff.place',
            player: seat,
            sheriff: which,
            space,
          }));
          expect(listed(state, 'sheriff.place', which), `move ${spot.moveIndex}`).toEqual(want);
          sizes.add(want.length);
        }
      // A sheriff refused everywhere (the other is still in the supply) and one that may go to
      // all track spaces but some.
      expect(sizes.has(0)).toBe(true);
      expect([...sizes].some((n) => n > 0 && n < TRACK_SPACES)).toBe(true);
    });
  });
