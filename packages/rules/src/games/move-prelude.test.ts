/**
 * One move prelude (core/move-fields.ts) for every game: the same malformed move gets the same
 * message in all four, a missing field is named (never "got undefined"), and each refusal cites a
 * rule section of the game it was sent to. Each game's legal first move is spoiled in turn.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGameDefinition } from '../core/game-definition.js';
import type { GameMove } from '../core/record.js';
import { americanRails } from './american-rails/index.js';
import { chicagoExpress } from './chicago-express/index.js';
import { lastSpike } from './last-spike/index.js';
import { wildWestExpress } from './wild-west-express/index.js';

const GAMES = [chicagoExpress, americanRails, lastSpike, wildWestExpress] as const;

/** A game of three, and its first legal move that carries a field besides type and player. */
function start(game: AnyGameDefinition) {
  const state = game.createGame({ players: ['Ada', 'Bo', 'Cy'], seed: 'prelude' });
  const move = game.legalMoves(state).find((m: GameMove) => Object.keys(m).length > 2)!;
  const fields = Object.keys(move).filter((k) => k !== 'type' && k !== 'player');
  const why = (input: unknown) => game.explainIllegal(state, input as GameMove);
  return { move, fields, why };
}

/** The same spoiled moves for every game, and the one message each gets in every game. */
const SAME: readonly [string, (move: GameMove) => unknown, string][] = [
  ['null', () => null, 'A move must be an object with a "type" and a "player", got null.'],
  ['a list', () => [1, 2], 'A move must be an object with a "type" and a "player", got [1,2].'],
  ['no player', ({ type }) => ({ type }), 'The move has no "player" (a seat number from 0 to 2).'],
  [
    'a seat past the table',
    (m) => ({ ...m, player: 3 }),
    '"player" must be a seat number from 0 to 2, got 3.',
  ],
  [
    'a seat as text',
    (m) => ({ ...m, player: '0' }),
    '"player" must be a seat number from 0 to 2, got "0".',
  ],
];

describe('the move prelude is the same in every game', () => {
  for (const game of GAMES) {
    const { move, fields, why } = start(game);
    const rule = why(null)!.rule;
    it(`${rule} — ${game.id}: the same malformed moves get the same words as in every other game`, () => {
      for (const [, spoil, reason] of SAME) expect(why(spoil(move))!.reason).toBe(reason);
      for (const [, spoil] of SAME) expect(why(spoil(move))!.rule).toMatch(`${game.id}:`);
    });

    it(`${rule} — ${game.id}: a missing field is named, never "got undefined"`, () => {
      const [first] = fields;
      const { [first!]: _dropped, ...rest } = move as Record<string, unknown>;
      const refusal = why(rest)!;
      expect(refusal.reason).toBe(
        `${move.type} is missing its "${first}" field (its fields: ${fields.join(', ')}).`,
      );
      expect(refusal.rule).toBe(rule);
      expect(why({ ...move, [first!]: undefined })!.reason).toBe(refusal.reason);
      expect(why({ player: 0 })!.reason).toMatch(/^The move has no "type"; .* moves are /);
    });

    it(`${rule} — ${game.id}: an unexpected field and a field of the wrong kind`, () => {
      expect(why({ ...move, bogus: 1 })!.reason).toBe(
        `${move.type} has no field "bogus" (its fields: ${fields.join(', ')}); a move with an unexpected field is refused.`,
      );
      expect(why({ ...move, [fields[0]!]: true })!.reason).toMatch(
        new RegExp(`^"${fields[0]}" of ${move.type} must be a (string|number), got true\\.$`),
      );
      expect(why({ ...move, type: 'constructor' })!.reason).toMatch(
        /^Unknown move type "constructor"; .* moves are /,
      );
    });
  }
});
