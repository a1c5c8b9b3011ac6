import type { SnapshotFrom } from 'xstate';
import type { Phase } from './explain.js';
import type { WildWestExpressMachine } from './machine.js';

/** A Wild West Express game state: the machine's snapshot. */
export type WildWestExpressState = SnapshotFrom<WildWestExpressMachine>;

const BEFORE_ROLL: Readonly<Record<string, Phase>> = {
  actions: 'beforeRoll',
  telegramMove: 'preRollMove',
  sheriff: 'preRollSheriff',
};
const MOVING: Readonly<Record<string, Phase>> = {
  pieces: 'moving',
  telegram: 'telegram',
  telegramMove: 'telegramMove',
  sheriff: 'sheriff',
};

/** The phase where the snapshot rests, read off the chart's state value. */
export function phaseOf(state: Pick<WildWestExpressState, 'value'>): Phase {
  const value = state.value as unknown;
  if (value === 'draft' || value === 'placingDesperados') return value;
  if (typeof value === 'string') return 'gameOver';
  const turn = (value as { turn?: Record<string, string> }).turn;
  if (turn?.beforeRoll) return BEFORE_ROLL[turn.beforeRoll] ?? 'gameOver';
  if (turn?.moving) return MOVING[turn.moving] ?? 'gameOver';
  return 'gameOver';
}
