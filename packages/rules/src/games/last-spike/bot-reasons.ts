/**
 * Words for Last Spike's hints (what a move earns, what it denies a rival), read from the seat's
 * views before and after the move, and the arena's count of completions that hand a rival a
 * payout the mover could have avoided.
 */
import type { ArenaCounter, MoveReasonInput } from '../../core/bot-guide-hooks.js';
import { money } from '../../core/messages.js';
import type { GameMove } from '../../core/record.js';
import { completedBy, completionTotals } from './bot-lay.js';
import { BONUS } from './data/index.js';
import type { LastSpikeView } from './view.js';

/** A rival paid at least this much more than the mover by one completion is "handed" a payout. */
export const RIVAL_PAYOUT_GAP = 30_000;

const routeName = (view: LastSpikeView, letter: string) => {
  const route = view.routes[letter as keyof LastSpikeView['routes']];
  return `${view.cities[route.east].name}–${view.cities[route.west].name}`;
};

/** "pays you $10,000 and Blue $4,000", or "pays nobody". */
function paysText(view: LastSpikeView, seat: number, totals: readonly number[]): string {
  const parts = totals.flatMap((amount, s) =>
    amount > 0 ? [`${s === seat ? 'you' : view.players[s]!.name} ${money(amount)}`] : [],
  );
  return parts.length > 0 ? `pays ${parts.join(' and ')}` : 'pays nobody';
}

/** The best completion a rival could still make after this turn that pays it more than the seat. */
function deniedCompletion(view: LastSpikeView, seat: number, tile: string): string | null {
  const space = view.spaces[tile];
  if (!space) return null;
  let worst: { letter: string; gap: number } | null = null;
  for (const option of view.handOptions ?? []) {
    if (!option.legal || option.tile === tile) continue;
    const letter = completedBy(view, option.tile);
    if (!letter) continue;
    const totals = completionTotals(view, letter, { seat, tile: option.tile });
    const rival = Math.max(...totals.filter((_, s) => s !== seat));
    const gap = rival - totals[seat]!;
    if (gap > 0 && (!worst || gap > worst.gap)) worst = { letter, gap };
  }
  return worst
    ? `It leaves ${routeName(view, worst.letter)} unfinished: completing it would pay your rivals ${money(worst.gap)} more than you.`
    : null;
}

function layReasons(view: LastSpikeView, seat: number, move: GameMove): string[] {
  const tile = move.tile as string;
  const space = view.spaces[tile];
  if (!space) return [];
  const reasons: string[] = [];
  const letter = completedBy(view, tile);
  if (space.lastSpike)
    reasons.push(
      `It drives the last spike: the game ends and you collect the ${money(BONUS)} bonus.`,
    );
  if (letter)
    reasons.push(
      `It completes ${routeName(view, letter)}, which ${paysText(view, seat, completionTotals(view, letter, { seat, tile }))}.`,
    );
  else {
    const denied = deniedCompletion(view, seat, tile);
    if (denied) reasons.push(denied);
  }
  if (space.city !== null && !view.cities[space.city].grantClaimed)
    reasons.push(`It claims ${view.cities[space.city].name}'s land grant, a free land card.`);
  reasons.push(`It costs ${money(space.layCost)}${space.detached ? ' (detached: double)' : ''}.`);
  return reasons;
}

function buyReasons(view: LastSpikeView, seat: number, move: GameMove): string[] {
  const city = view.cities[move.city as keyof LastSpikeView['cities']];
  const held = view.players[seat]?.cardsByCity[city.id] ?? 0;
  const open = city.routes.filter((letter) => !view.routes[letter].complete);
  const payout = city.payouts[held] ?? 0;
  const reasons = [
    `With ${held + 1} card${held ? 's' : ''} in ${city.name}, each of its ${open.length} unfinished route${open.length === 1 ? '' : 's'} would pay you ${money(payout)} when completed.`,
  ];
  const rivals = view.players.filter((p) => p.seat !== seat && (p.cardsByCity[city.id] ?? 0) > 0);
  if (rivals.length > 0)
    reasons.push(
      `${rivals.map((p) => p.name).join(' and ')} also hold${rivals.length === 1 ? 's' : ''} land there: this card is one they cannot buy.`,
    );
  return reasons;
}

/** Why a move is good, in words, from the seat's views before and after it. */
export function moveReasons({ seat, move, before, after }: MoveReasonInput): string[] {
  const view = before as LastSpikeView;
  if (move.type === 'tile.lay') return layReasons(view, seat, move);
  if (move.type === 'land.buy') return buyReasons(view, seat, move);
  const cash = (after as LastSpikeView).players[seat]?.cash;
  if (move.type === 'land.decline' && cash !== null && cash !== undefined)
    return [`It keeps ${money(cash)} in cash for the next tile.`];
  if (move.type === 'land.sell') {
    const card = view.players[seat]?.land.find((c) => c.id === move.card);
    if (card?.salePrice)
      return [
        `It raises ${money(card.salePrice)} from land in ${card.cityName}, whose routes are least likely to pay you again.`,
      ];
  }
  return [];
}

/**
 * The arena's judge of completions (it sees every state): each lay that completes a route, and
 * those that pay a rival at least `RIVAL_PAYOUT_GAP` more than the mover while a tile completing
 * nothing was legal, unless that lay won the game at once.
 */
export const arenaCounter: ArenaCounter = {
  labels: {
    completions: 'route completions',
    rivalPayouts: `completions paying a rival ${money(RIVAL_PAYOUT_GAP)}+ more while a tile completing nothing was legal (game-winning tiles aside)`,
  },
  shareOf: { rivalPayouts: 'completions' },
  count({ game, before, after, move, seat, legalMoves }) {
    if (move.type !== 'tile.lay') return null;
    const view = game.view(before, 'all') as LastSpikeView;
    const tile = move.tile as string;
    const letter = completedBy(view, tile);
    if (!letter) return null;
    const totals = completionTotals(view, letter, { seat, tile });
    const rival = Math.max(...totals.filter((_, s) => s !== seat));
    // The last spike that wins the game hands nobody anything.
    const wins = game.result(after)?.winners.includes(seat) ?? false;
    const avoidable =
      !wins &&
      legalMoves.some((m) => m.type === 'tile.lay' && completedBy(view, m.tile as string) === null);
    return {
      completions: 1,
      rivalPayouts: avoidable && rival - totals[seat]! >= RIVAL_PAYOUT_GAP ? 1 : 0,
    };
  },
};
