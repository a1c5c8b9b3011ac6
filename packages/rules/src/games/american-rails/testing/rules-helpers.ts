/**
 * Set-ups and checks shared by the American Rails rules tests, one file per rule section
 * (`rules.<section>.test.ts` beside the sources).
 * One test per rule of the American Rails rulebook, named after the rule and citing its id.
 * Every test drives the real machine (createGame + applyMove through the Driver); a few rules
 * that no short game reaches use a position built by replaying real moves and then a marked
 * synthetic change (named "synthetic position" in the test).
 */
import { ACTION_ROWS } from '../data/actions.js';
import { COMPANIES } from '../data/companies.js';
import type { AmericanRailsState } from '../index.js';
import { americanRailsMachine as machine } from '../machine.js';
import { Driver } from './scenario.js';
import type { ArContext } from '../types.js';

export const company = (id: string) => COMPANIES.findIndex((c) => c.id === id);

/** A snapshot with some context fields replaced (only for the synthetic-position tests). */
export function synthetic(
  state: AmericanRailsState,
  patch: Partial<ArContext>,
): AmericanRailsState {
  return machine.resolveState({
    value: state.value,
    context: { ...state.context, ...patch },
  }) as AmericanRailsState;
}

/** Plays phases until `seat` is to choose, everyone else passing or declining. */
export function skipTo(d: Driver, seat: number, limit = 50): Driver {
  for (let guard = 0; guard < limit && !(d.phase === 'chooseAction' && d.seat === seat); guard++) {
    const free = ACTION_ROWS.map((r, i) =>
      d.ctx.actionTrack[d.ctx.clock.phase]![i] === null ? r.id : null,
    ).filter((x) => x !== null);
    const row = free.includes('pass') ? 'pass' : free[0]!;
    d.choose(row);
    if (d.phase !== 'chooseAction' && d.phase !== 'gameOver') d.decline();
  }
  return d;
}

/** Everyone passes or declines until the year changes. */
export function finishRound(d: Driver): Driver {
  const year = d.ctx.clock.year;
  while (d.ctx.clock.year === year && d.phase !== 'gameOver') skipTo(d, -1, 1);
  return d;
}
