/**
 * Refusals that name a seat agree with its name: a seat named "You" reads "your turn", "not
 * yours", "taken by you", never "You’s" or "You has". Each game's real `explainIllegal` is asked
 * about a real legal move made by the wrong seat.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGameDefinition } from '../core/game-definition.js';
import { americanRails } from './american-rails/index.js';
import { chicagoExpress } from './chicago-express/index.js';
import { lastSpike } from './last-spike/index.js';
import { wildWestExpress } from './wild-west-express/index.js';
import { Scenario } from './wild-west-express/testing/scenario.js';

const players = ['You', 'Bo', 'Cy'];
const WRONG = /You’s|You's|\bYou (has|is|owns)\b|\bto You\b|\bby You\b/;
const GAMES = [chicagoExpress, americanRails, lastSpike, wildWestExpress] as const;

/**
 * The seat to act at the start (it does not depend on the names), another seat, and the reason
 * given when `by` makes the actor's first legal move, with "You" seated at `you`.
 */
function outOfTurn(game: AnyGameDefinition, you: 'actor' | 'other') {
  const neutral = ['Ada', 'Bo', 'Cy'];
  const actor = game.activeSeats(game.createGame({ players: neutral, seed: 'grammar' }))[0]!;
  const other = (actor + 1) % neutral.length;
  const names = neutral.map((n, seat) => (seat === (you === 'actor' ? actor : other) ? 'You' : n));
  const state = game.createGame({ players: names, seed: 'grammar' });
  expect(game.activeSeats(state)[0]).toBe(actor);
  const move = game.legalMoves(state)[0]!;
  const why = game.explainIllegal(state, { ...move, player: other });
  return { actor, other, names, why };
}

describe('refusals agree with a seat named "You"', () => {
  for (const game of GAMES) {
    const { why } = outOfTurn(game, 'actor');
    it(`${why?.rule} — ${game.id}: a move out of turn says "your turn" to a seat named You and "not yours" when You plays out of turn`, () => {
      const youAct = outOfTurn(game, 'actor');
      expect(youAct.why).not.toBeNull();
      expect(youAct.why!.reason).not.toMatch(WRONG);
      expect(youAct.why!.reason).toMatch(/^It is your turn\b/);
      const youTry = outOfTurn(game, 'other');
      expect(youTry.why!.reason).not.toMatch(WRONG);
      const actorName = youTry.names[youTry.actor]!;
      if (game.id === 'wild-west-express')
        expect(youTry.why!.reason).toBe(`It is ${actorName}’s turn to act.`);
      else
        expect(youTry.why!.reason).toMatch(
          new RegExp(
            `^It is ${actorName}’s turn \\(seat ${youTry.actor}\\), not yours \\(seat ${youTry.other}\\)`,
          ),
        );
    });
  }

  it('chicago-express:turn-order — "It is your turn (seat 0), not Bo’s (seat 1)."', () => {
    const state = chicagoExpress.createGame({ players, seed: 'grammar' });
    const actor = chicagoExpress.activeSeats(state)[0]!;
    const move = chicagoExpress.legalMoves(state)[0]!;
    const who = (seat: number) => (seat === 0 ? 'your' : `${players[seat]}’s`);
    const whose = (seat: number) => (seat === 0 ? 'yours' : `${players[seat]}’s`);
    const wrong = (actor + 1) % players.length;
    expect(chicagoExpress.explainIllegal(state, { ...move, player: wrong })!.reason).toBe(
      `It is ${who(actor)} turn (seat ${actor}), not ${whose(wrong)} (seat ${wrong}).`,
    );
  });

  it('wild-west-express:choosing-start-cities — a city chosen by "You" is "taken by you"', () => {
    const s = new Scenario(['You', 'Ann'], { scriptedDice: [6, 1] } as never);
    expect(s.actor).toBe(0);
    s.act({ type: 'city.choose', city: 'denver' });
    const why = wildWestExpress.explainIllegal(s.state, {
      type: 'city.choose',
      player: s.actor,
      city: 'denver',
    });
    expect(why!.reason).toBe('Denver is taken by you.');
    // And "It is your turn to act." when Ann plays out of turn… after the draft turns to You.
    const early = new Scenario(['You', 'Ann'], { scriptedDice: [6, 1] } as never);
    expect(
      wildWestExpress.explainIllegal(early.state, {
        type: 'city.choose',
        player: 1,
        city: 'omaha',
      })!.reason,
    ).toBe('It is your turn to act.');
  });
});
