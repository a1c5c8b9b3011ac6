/**
 * Ids that are names of every object's prototype (`constructor`, `__proto__`, …) are no ids of a
 * game: each game looks its data up by own property only. The conformance suite checks that
 * such moves are refused clearly; here their descriptions (a log line or a move label may be
 * asked for any move) stay plain words in every game.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGameDefinition } from '../core/game-definition.js';
import type { GameMove } from '../core/record.js';
import { simulate } from '../core/bot-play.js';
import { prototypeNameMoves } from '../core/testing/conformance-prototype-names.js';
import { americanRails } from './american-rails/index.js';
import { chicagoExpress } from './chicago-express/index.js';
import { lastSpike } from './last-spike/index.js';
import { wildWestExpress } from './wild-west-express/index.js';

const GAMES: readonly AnyGameDefinition[] = [
  chicagoExpress,
  americanRails,
  lastSpike,
  wildWestExpress,
];
/** JavaScript values printed as text: a function's source, an object's tag. */
const JS_TEXT = /native code|\[object |function\s*\w*\s*\(|=>|undefined|NaN/;

/** Positions of a seeded random game: every `every`-th state of its first `count` moves. */
function positions(game: AnyGameDefinition, count = 240, every = 4): unknown[] {
  const players = Array.from({ length: game.minPlayers + 1 }, (_, k) => `P${k + 1}`);
  const states: unknown[] = [];
  try {
    simulate(
      game,
      { players, seed: 'prototype-names' },
      {
        maxMoves: count,
        onState: (state: unknown) => {
          states.push(state);
        },
      },
    );
  } catch {
    // Stopped at `count` moves: the positions so far are enough.
  }
  return states.filter((_, i) => i % every === 0);
}

describe('prototype names as ids', () => {
  for (const game of GAMES)
    it(`${game.id}:rules — a move naming "constructor", "__proto__"… is described in plain words`, () => {
      const problems: string[] = [];
      for (const state of positions(game)) {
        const legal = game.legalMoves(state) as GameMove[];
        const oneOfEachType = [...new Map(legal.map((m) => [m.type, m])).values()];
        for (const move of oneOfEachType.flatMap(prototypeNameMoves))
          for (const viewer of ['all', move.player] as const) {
            try {
              const text = game.describeMove(move, state, viewer);
              if (JS_TEXT.test(text)) problems.push(`${JSON.stringify(move)}: "${text}"`);
            } catch (error) {
              problems.push(`${JSON.stringify(move)} throws: ${(error as Error).message}`);
            }
          }
      }
      expect(problems.slice(0, 8)).toEqual([]);
    });
});

describe('wild-west-express: prototype names in the setup', () => {
  it('wild-west-express:drawing-a-telegram — a stacked deck naming "constructor" is refused, naming the option', () => {
    for (const name of ['constructor', '__proto__', 'toString'])
      expect(() =>
        wildWestExpress.createGame({
          players: ['A', 'B'],
          seed: 's',
          options: { stackedDeck: [name] },
        }),
      ).toThrow(/options\.stackedDeck must list telegram card ids/);
  });
});
