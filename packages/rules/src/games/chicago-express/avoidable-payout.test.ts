import { describe, expect, it } from 'vitest';
import { avoidablePayoutCounter } from '../../core/stock/avoidable-payout.js';
import type { AnyGameDefinition } from '../../core/game-definition.js';
import type { GameMove } from '../../core/record.js';
import { countedBy } from '../../core/testing/bot-position.js';
import { applyMove } from '../../core/replay.js';
import { fixtures } from './fixtures/index.js';
import { chicagoExpress } from './index.js';

const counter = avoidablePayoutCounter(0, (n) => `$${n}`);

/** The counter's verdict on `move` in `state`. */
const counted = (game: AnyGameDefinition, state: unknown, move: GameMove) =>
  countedBy(counter, game, state, move);

describe('Chicago Express avoidable payouts (the arena count)', () => {
  it('the only move that sets off a dividend phase is a payout but not an avoidable one (chicago-express:start-of-the-dividend-phase)', () => {
    const game = chicagoExpress as unknown as AnyGameDefinition;
    const { record } = fixtures.find((f) => f.example === 'wabash-opening')!;
    let state: unknown = game.createGame({ players: [...record.players], seed: record.seed });
    const moves = record.moves as readonly GameMove[];
    for (const move of moves.slice(0, 39))
      state = (applyMove(game, state, move) as { ok: true; state: unknown }).state;
    expect(moves[39]).toMatchObject({ type: 'action.decline' });
    expect(counted(game, state, moves[39]!)).toEqual({ payouts: 1, avoidable: 0 });
  });
});
