/** Small helpers the games' drill kinds share. */
import { message, money } from '../messages.js';
import type { GameMove } from '../record.js';
import type { DrillDraft, DrillPosition } from './types.js';

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

/** A money question whose working lists the parts and ends with the total ("In all: $12."). */
export function moneyTotalDraft(
  draft: Omit<DrillDraft, 'ask' | 'answer' | 'working'>,
  answer: number,
  parts: readonly string[],
): DrillDraft {
  return {
    ...draft,
    ask: { type: 'number', unit: 'money' },
    answer,
    working: [...parts, message('In all: {answer}.', { answer: money(answer) })],
  };
}

/**
 * A stock game's "what would each share pay?" (`prompt`): the company's income and shares
 * held, then the split rounded up.
 */
export function dividendPerShareDraft(
  prompt: string,
  d: Pick<DividendShareLine, 'company' | 'income' | 'held' | 'perShare'> & { readonly id: string },
): DrillDraft {
  return {
    about: { company: d.id },
    prompt,
    ask: { type: 'number', unit: 'money' },
    answer: d.perShare,
    working: [
      message(
        '{company} has an income of {income}; players hold {held, plural, one {# share} other {# shares}}.',
        { company: d.company, income: money(d.income), held: d.held },
      ),
      message('Each share gets income ÷ shares held, rounded up: {income} ÷ {held} → {answer}.', {
        income: d.income,
        held: d.held,
        answer: money(d.perShare),
      }),
    ],
  };
}

/** A stock game's "how much would you receive in all?" (`prompt`): a line a company, then the total. */
export function dividendTotalDraft(
  prompt: string,
  lines: readonly DividendShareLine[],
): DrillDraft {
  const answer = lines.reduce((sum, l) => sum + l.pay, 0);
  return moneyTotalDraft({ prompt }, answer, lines.map(dividendShareLine));
}
