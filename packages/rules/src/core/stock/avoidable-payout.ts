/**
 * An arena count for the share games (Chicago Express, American Rails): moves that hand a rival
 * a payout (a dividend the move sets off) at least `gap` more than the mover's own, while a move
 * of the same kind that sets off no payout at all was legal. Last Spike counts its route
 * completions alike (`games/last-spike/bot-reasons.ts`). A move that wins the game at once is
 * left out: it hands nobody anything.
 */
import type { ArenaCounter } from '../bot-guide-hooks.js';
import type { AnyGameDefinition } from '../game-definition.js';
import type { GameMove } from '../record.js';
import { applyMove } from '../replay.js';
import type { CommonView } from '../view.js';

const cashOf = (game: AnyGameDefinition, state: unknown): number[] =>
  (game.view(state, 'all') as CommonView).players.map((p) => p.cash);

/** Cash each seat gains from `before` to `after`. */
function gains(game: AnyGameDefinition, before: readonly number[], after: unknown): number[] {
  const now = cashOf(game, after);
  return before.map((cash, seat) => now[seat]! - cash);
}

/** How much more the best rival gains than `seat`, and whether any rival gains at all. */
function rivalLead(gained: readonly number[], seat: number): { lead: number; paid: boolean } {
  const rivals = gained.filter((_, s) => s !== seat);
  const best = Math.max(...rivals);
  return { lead: best - gained[seat]!, paid: best > 0 };
}

/**
 * Counts `payouts` (moves after which some rival has more cash) and `avoidable` (those whose best
 * rival gained `gap` or more above the mover while a same-type move paying no rival was legal).
 */
export function avoidablePayoutCounter(gap: number, money: (n: number) => string): ArenaCounter {
  return {
    labels: {
      payouts: 'moves that paid a rival (dividends set off)',
      avoidable: `payouts handing a rival ${money(gap)}+ more while a move of the same kind paying no rival was legal (game-winning moves aside)`,
    },
    shareOf: { avoidable: 'payouts' },
    count({ game, before, after, move, seat, legalMoves }) {
      const cash = cashOf(game, before);
      const { lead, paid } = rivalLead(gains(game, cash, after), seat);
      if (!paid) return null;
      const wins = game.result(after)?.winners.includes(seat) ?? false;
      if (wins || lead < gap) return { payouts: 1, avoidable: 0 };
      const quiet = legalMoves.some((other: GameMove) => {
        if (other.type !== move.type || JSON.stringify(other) === JSON.stringify(move))
          return false;
        const applied = applyMove(game, before, other);
        return applied.ok && !rivalLead(gains(game, cash, applied.state), seat).paid;
      });
      return { payouts: 1, avoidable: quiet ? 1 : 0 };
    },
  };
}
