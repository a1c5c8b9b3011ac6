import { describe, expect, it } from 'vitest';
import { avoidablePayoutCounter } from '../../core/stock/avoidable-payout.js';
import type { AnyGameDefinition } from '../../core/game-definition.js';
import type { GameMove } from '../../core/record.js';
import { countedBy } from '../../core/testing/bot-position.js';
import { applyMove } from '../../core/replay.js';
import { chooseBotMove, randomBot } from '../../core/random-bot.js';
import { americanRails } from './index.js';

const counter = avoidablePayoutCounter(0, (n) => `$${n}`);

/** The counter's verdict on `move` in `state`. */
const counted = (game: AnyGameDefinition, state: unknown, move: GameMove) =>
  countedBy(counter, game, state, move);

describe('American Rails avoidable payouts (the arena count)', () => {
  it('a pass that sets off the dividend phase while another action would not counts as avoidable (american-rails:pass, american-rails:dividend-phase)', () => {
    // Seeded random play, up to the first move the counter calls avoidable.
    const game = americanRails as unknown as AnyGameDefinition;
    let state: unknown = game.createGame({ players: ['A', 'B', 'C'], seed: 'scan-0' });
    let pass: GameMove | null = null;
    for (let i = 0; i < 400 && !pass; i++) {
      const move = chooseBotMove(game, state, game.activeSeats(state)[0]!, randomBot, 'scan-0', i);
      if (counted(game, state, move)?.avoidable) pass = move;
      else state = (applyMove(game, state, move) as { ok: true; state: unknown }).state;
    }
    expect(pass).toMatchObject({ type: 'action.choose', action: 'pass' });
    expect(counted(game, state, pass!)).toEqual({ payouts: 1, avoidable: 1 });
    const seat = pass!.player;
    const quiet = (game.legalMoves(state) as GameMove[]).find(
      (m) => m.player === seat && m.type === 'action.choose' && m.action !== 'pass',
    )!;
    expect(counted(game, state, quiet)).toBeNull();
  });
});
