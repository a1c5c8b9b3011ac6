/** Small helpers the games' drill kinds share. */
import { message, money } from '../messages.js';
import type { GameMove } from '../record.js';
import type { DrillPosition } from './types.js';

/**
 * One of `items`, chosen by the position (its move count), so that a kind asks about different
 * companies or hexes in different games while staying a pure function of the position.
 */
export function chooseAt<T>(at: DrillPosition<unknown>, items: readonly T[]): T | undefined {
  return items.length ? items[at.moves.length % items.length] : undefined;
}

/** The legal moves of the seat to move, of one type. */
export function legalOfType<M extends GameMove>(at: DrillPosition<unknown>, type: string): M[] {
  return (at.game.legalMoves(at.state) as M[]).filter(
    (m) => m.type === type && m.player === at.seat,
  );
}

/** One company's share of a dividend, as the working of a dividend drill shows it. */
export interface DividendShareLine {
  readonly company: string;
  /** The company's income (what it pays out in all). */
  readonly income: number;
  /** Shares held by players (the income is split among them). */
  readonly held: number;
  readonly perShare: number;
  /** Shares the learner holds, and what they receive. */
  readonly own: number;
  readonly pay: number;
}

/** "PRR: $12 ÷ 3 shares held → $4 a share; you hold 2 → $8." */
export function dividendShareLine(line: DividendShareLine): string {
  return message(
    '{company}: {income} ÷ {held, plural, one {# share} other {# shares}} held → {per} a share; you hold {own} → {pay}.',
    {
      company: line.company,
      income: money(line.income),
      held: line.held,
      per: money(line.perShare),
      own: line.own,
      pay: money(line.pay),
    },
  );
}
