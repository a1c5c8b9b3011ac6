/**
 * A train that owes a coal-and-water fee waits until the fee is paid (`fee-payment` in the
 * register), also when a kept telegram would move it before the roll. The repro record comes from
 * the independent checks of issue 22 (fixtures/repros/).
 */
import { describe, expect, it } from 'vitest';
import { applyMove, replay } from '../../core/replay.js';
import type { GameMove, GameRecord } from '../../core/record.js';
import repro from './fixtures/repros/wild-west-express-owed-fee-train-moved-by-telegram.json';
import { checkedWildWestExpress as game } from './invariants.js';
import { phaseOf, type WildWestExpressState } from './state.js';

const FEES = 'wild-west-express:coal-and-water-fees';
const record = repro as unknown as GameRecord;
const last = record.moves.length - 1;
const play = record.moves[last]!;

/** The position before the repro's last move: train-0-1 owes Bob $20 in Dallas, Ann has $0. */
function beforePlay(): WildWestExpressState {
  const result = replay(game, record, { upTo: last });
  if (!result.ok) throw new Error(`the repro does not replay: ${result.error.reason}`);
  return result.state;
}

describe('wild-west-express: a train owing a fee and a kept moving telegram', () => {
  it(`${FEES}: the repro's position has train-0-1 owing $20 with its owner at $0`, () => {
    const ctx = beforePlay().context;
    expect(ctx.trains.find((t) => t.id === 'train-0-1')!.owes).toEqual({ to: 1, amount: 20 });
    expect(ctx.cash[0]).toBe(0);
    expect(play).toMatchObject({ type: 'telegram.play', card: 'full-steam-1' });
  });

  it(`${FEES}: "Full steam" for a train that cannot pay its fee is refused, naming the rule`, () => {
    const result = replay(game, record);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.index).toBe(last);
    expect(result.error.rule).toBe(FEES);
    expect(result.error.reason).toMatch(/owes .*\$20.* fee/);
    const state = beforePlay();
    expect(game.explainIllegal(state, play)).toEqual(result.error);
    expect(game.legalMoves(state)).not.toContainEqual(play);
  });

  it(`${FEES}: with the money there, playing the card pays the fee first, then the train moves`, () => {
    const before = beforePlay();
    const ctx = before.context;
    const staged = {
      ...before,
      context: { ...ctx, cash: [50, ctx.cash[1]!], bankPaid: ctx.bankPaid + 50 },
    } as WildWestExpressState;
    expect(game.legalMoves(staged)).toContainEqual(play);
    const applied = applyMove(game, staged, play as GameMove);
    expect(applied.ok).toBe(true);
    if (!applied.ok) return;
    const after = applied.state.context;
    expect(after.cash).toEqual([30, ctx.cash[1]! + 20]);
    expect(after.trains.find((t) => t.id === 'train-0-1')!.owes).toBeNull();
    expect(after.pendingMove).toMatchObject({ train: 'train-0-1', card: 'full-steam-1' });
    expect(phaseOf(applied.state)).toBe('preRollMove');
    expect(after.events.map((e) => e.kind)).toContain('fee');
    expect(game.checkInvariants(applied.state)).toEqual([]);
  });
});
