/**
 * The bot worker's hints ("what would a strong player do?"), apart from the protocol and the move
 * requests in `bot-worker.ts`. A pool of workers splits a hint's search as it splits hard's move:
 * every worker searches its part (`part`: the answer carries the part's outcome and lists no
 * moves), then one worker ranks the moves of all the parts' outcomes (`outcomes`: no search).
 */
import { budgetLeft, LEVEL_BUDGET_MS, levelBots } from './bot-levels.js';
import type { BotWorkerResponse, HintedMove, SearchLimits } from './bot-worker.js';
import { checkedOutcomes, partOf, statsOf } from './bot-worker-parts.js';
import type { AnyGameDefinition, Viewer } from './game-definition.js';
import { immediateWins } from './greedy-bot.js';
import { rankHints } from './hint-reasons.js';
import { botPrng, botTurnFor } from './random-bot.js';
import type { GameMove } from './record.js';
import {
  combineOutcomes,
  keyOf,
  movesToShow,
  partPrng,
  searchMoves,
  type BotGuide,
  type RankedMove,
  type SearchOutcome,
} from './search-bot.js';

/** What the handler has checked of a hint request before it is answered. */
export interface HintAsk {
  readonly id: number;
  readonly game: AnyGameDefinition;
  readonly guide: BotGuide | undefined;
  readonly state: unknown;
  readonly moveCount: number;
  readonly seed: string;
  readonly seat: number;
  readonly limits: SearchLimits;
  readonly spentMs: number;
  readonly now: () => number;
  /** The request's raw fields, checked here. */
  readonly top: unknown;
  readonly part: unknown;
  readonly outcomes: unknown;
}

/** Answers a hint request, or returns the message that refuses it. */
export function answerHint(ask: HintAsk): BotWorkerResponse | string {
  const { id, game, guide, state, moveCount, seed, seat, limits, spentMs, now } = ask;
  const turn = botTurnFor(game, state, seat, moveCount);
  if (!turn.sample) return `${game.title} cannot be searched (no way to sample hidden state).`;
  const part = partOf(ask.part, 'hint');
  if (typeof part === 'string') return part;
  const searchGuide = guide ?? levelGuideFallback(game);
  let outcome: SearchOutcome;
  if (ask.outcomes !== undefined) {
    const given = checkedOutcomes(ask.outcomes, turn.legalMoves, seat);
    if (typeof given === 'string') return given;
    outcome = combineOutcomes(given);
  } else {
    const prng = partPrng(botPrng(seed, seat, moveCount), part?.index ?? 0);
    [outcome] = searchMoves(turn, prng, searchGuide, {
      iterations: limits.iterations,
      budgetMs:
        limits.iterations !== undefined && limits.budgetMs === undefined
          ? undefined
          : budgetLeft(limits.budgetMs ?? LEVEL_BUDGET_MS.hard, spentMs),
      clock: now,
      ...(part ? { part: part.index, parts: part.count } : {}),
    });
    if (part) {
      const answer = { kind: 'hint', id, moves: [], stats: statsOf(outcome) } as const;
      return { ...answer, part: { index: part.index, outcome }, answeredAt: now() };
    }
  }
  const top = Math.max(1, Math.min(10, Math.trunc(Number(ask.top ?? 3)) || 3));
  // A move that wins at once leads, as the hard bot would play it without a search.
  const [wins] = immediateWins(turn, botPrng(seed, seat, moveCount));
  const ranked = movesToShow(outcome, searchGuide.switchMargin ?? 0);
  const winKey = wins[0] ? keyOf(wins[0].move) : null;
  const hints = rankHints(
    turn,
    guide,
    winKey === null ? ranked : ranked.filter((r) => keyOf(r.move) !== winKey),
    botPrng(seed, seat, moveCount),
    top,
    {
      ...(wins[0] ? { pinned: { move: wins[0].move, visits: 0, share: 1, value: 1 } } : {}),
      // Parts that shared out the candidates: the heuristic's move, searched by every part, adds
      // up visits the others cannot reach; each move's share is of the parts that searched it.
      ...(outcome.candidateShare ? { effort: (entry: RankedMove) => entry.share } : {}),
    },
  );
  const moves: HintedMove[] = hints.map(({ entry: r, reasons }) => ({
    move: r.move,
    share: r.share,
    value: r.value,
    // As the seat's move bar labels a move not made yet: in a game with hidden information
    // it is told as to a spectator (a draw's description must not name the card to come).
    description: safeDescription(game, r.move, state, game.hiddenInformation ? 'spectator' : seat),
    reasons,
  }));
  return { kind: 'hint', id, moves, stats: statsOf(outcome), answeredAt: now() };
}

/** A game without a guide is searched with random playouts (the `easy` level's fallback). */
function levelGuideFallback(game: AnyGameDefinition): BotGuide {
  return { heuristic: levelBots(game, undefined).random! };
}

function safeDescription(
  game: AnyGameDefinition,
  move: GameMove,
  state: unknown,
  viewer: Viewer,
): string {
  try {
    return game.describeMove(move, state, viewer) || move.type;
  } catch {
    return move.type;
  }
}
