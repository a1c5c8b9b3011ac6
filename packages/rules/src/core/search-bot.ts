/**
 * The search bot every game shares: single-observer information-set Monte Carlo tree search
 * (SO-ISMCTS). Each iteration draws a full state from `turn.sample` (the hidden part and the
 * future of chance dealt anew; never the true state), walks the tree of moves from the root
 * seat's information set with UCB1 (each node's move judged by the seat that makes it, with
 * availability counts, so moves that exist only in some samples are fair), adds one node, plays
 * out with the game's heuristic bot up to a depth cap and scores the end position with the
 * game's `evaluate`. The move played is the root's most visited.
 *
 * Deterministic for a given bot PRNG when run with an iteration cap; a time budget is not (how
 * many iterations fit depends on the machine).
 */
import type { BotGuideHooks } from './bot-guide-hooks.js';
import type { AnyGameDefinition } from './game-definition.js';
import { immediateWins } from './greedy-bot.js';
import { nextUint32, type PrngState } from './prng.js';
import type { GameMove } from './record.js';
import { applyMove } from './replay.js';
import { randomBot, type Bot, type BotTurn } from './random-bot.js';
import {
  combineOutcomes,
  halved,
  keyOf,
  MIN_PAIRED_SAMPLES,
  HALVING_SAMPLES,
  partPrng,
  pickMove,
  rewardsFromResult,
  rewardsFromScores,
  rootShare,
  withoutSampler,
} from './search-choice.js';

export {
  combineOutcomes,
  keyOf,
  MIN_PAIRED_SAMPLES,
  movesToShow,
  partPrng,
  pickMove,
  rewardsFromResult,
  rewardsFromScores,
} from './search-choice.js';

/** What a game tells the search (and the levels) about good play. */
export interface BotGuide extends BotGuideHooks {
  /** A fast bot that plays sensibly: the `easy` level, and the playouts of the search. */
  readonly heuristic: Bot;
  /**
   * The final score `seat` can expect, seen from `view` (the units of `result` standings: money).
   * Without it, unfinished playouts count as draws.
   */
  evaluate?(view: unknown, seat: number): number;
  /**
   * The seat's view as the playouts' heuristic and `evaluate` read it, cheaper to build than
   * `game.view` (Last Spike: without the log and the spaces off the seat's hand; American Rails:
   * without the labels, names and last payouts' summaries). Default: `game.view`.
   */
  playoutView?(state: unknown, seat: number): unknown;
  /**
   * The moves worth searching among the legal ones (a few bid amounts out of fifty, say), best
   * first: the search opens them in this order. The same list for the same turn (drawn from no
   * PRNG of the search's): a tree split into parts shares it out. Default: every legal move, in
   * the heuristic's choice first.
   */
  candidates?(turn: CandidateTurn): readonly GameMove[];
  /**
   * How much higher (in rewards, [0, 1]) the search's best move's mean must be than that of the
   * first candidate (the heuristic's choice) for the bot to play it; default 0 (the most visited
   * move always). In a game of dice a hundred iterations leave each move's mean noisy, and the
   * most visited of many near-equal moves is then often worse than the heuristic's.
   */
  switchMargin?: number;
  /**
   * Search the root flat instead of with a tree: each sample (hidden part and future dice drawn
   * once) is played out after each of the first `pairedRoot` candidates with the same playout
   * PRNG, so the moves are compared on the same luck (common random numbers). Suits a game of
   * dice whose rivals play like the heuristic: a tree's means over a hundred iterations are
   * mostly dice noise there. Past half its iterations or time (and 16 deals each at least) it
   * halves them: the first and the better half of the rest are dealt on. Default: the tree.
   */
  pairedRoot?: number;
  /**
   * Playout depth multiplier for a game whose turns take many small moves (buy, roll, one move
   * per train and desperado): the depth option counts moves, this makes it about the same share
   * of a round in every game. Default 1.
   */
  depthScale?: number;
}

export type CandidateTurn = Pick<BotTurn, 'game' | 'seat' | 'view' | 'legalMoves' | 'moveIndex'>;

export interface SearchOptions {
  /** Iteration cap (tests, the CLI): with it alone the search is deterministic. */
  iterations?: number;
  /** Time budget per move in milliseconds (default 500 when no iteration cap is given). */
  budgetMs?: number;
  /** Moves a playout makes before the position is evaluated (default 60; the levels cut sooner). */
  depth?: number;
  /**
   * Share of playout moves made at random instead of by the heuristic (epsilon-greedy; default
   * 0: in paired American Rails arenas against heuristic bots, 0.1 won 4 of 6 games where 0
   * won 6 of 6; the heuristics draw near-ties from their PRNG, so playouts differ anyway).
   */
  epsilon?: number;
  /** UCB1 exploration constant (rewards are in [0, 1]; default `DEFAULT_EXPLORATION`). */
  exploration?: number;
  /** How fast nodes open more moves: 1 + widening × √visits of them (default 1). */
  widening?: number;
  /** Milliseconds now; default `performance.now`. Read for the budget and the figures only. */
  clock?: () => number;
  /**
   * Search the turn as this many parts and play the move of their combined outcome
   * (`combineOutcomes`), each part with the whole iteration cap or budget on samples of its own
   * (`partPrng`). A tree with the guide's `candidates` shares them out (`rootShare`): each part
   * searches the first and its share of the others, so its tree grows deeper instead of making a
   * second tree of the same moves (in American Rails two parts of 140 iterations chose the move of
   * a search of 1,120 in 162 of 240 positions this way, one part in 148, one tree of 280 in 169;
   * the bots guide). A paired root's parts deal on every candidate (their deals add up).
   * A pool of workers runs the parts at once (`part`); here they run one after another, so a time
   * budget takes that many times as long. Default 1: the search unsplit.
   */
  parts?: number;
  /**
   * Run only this part (0 to `parts` - 1) of a split search: a worker of a pool. The bot plays its
   * part's own choice and `onSearch` gets the part's outcome, which the pool combines with the
   * others' (`pickCombined`).
   */
  part?: number;
  /** Called after every search with its outcome (the arena reports its figures). */
  onSearch?: (outcome: SearchOutcome) => void;
}

export interface SearchStats {
  readonly iterations: number;
  /** Moves made in playouts (tree moves not counted). */
  readonly playoutMoves: number;
  readonly elapsedMs: number;
}

export interface RankedMove {
  readonly move: GameMove;
  readonly visits: number;
  /**
   * Visits of this move over all root visits; for a paired root, the deals on which it came
   * first (a shared first place split) over all deals. Either way the shares make 1. Parts of a
   * tree split by candidates, combined: over the root visits of the parts that searched the move,
   * as each part's shares make 1.
   */
  readonly share: number;
  /** Mean reward of the moving seat after this move, in [0, 1]. */
  readonly value: number;
}

export interface SearchOutcome extends SearchStats {
  /**
   * The root's moves, most visited first (a tree), or best mean first (a paired root: those
   * dealt on to the end first, then those halving dropped).
   */
  readonly ranked: readonly RankedMove[];
  /** The root's first candidate (the heuristic's choice), or null when the root has no move. */
  readonly preferred: GameMove | null;
  /** True when the root was searched flat (`BotGuide.pairedRoot`): every move's visits are its samples. */
  readonly paired?: boolean;
  /** A paired root's deals (samples), over which its shares are counted. */
  readonly deals?: number;
  /**
   * True when the search was one part of a tree split by candidates (`rootShare`): `ranked` holds
   * its share of the root's moves only, and `combineOutcomes` weighs the parts' choices.
   */
  readonly candidateShare?: boolean;
}

interface Node {
  readonly move: GameMove | null;
  visits: number;
  /** Times this node's move was legal when its parent was visited (ISMCTS availability). */
  available: number;
  /** Sum of rewards per seat. */
  readonly reward: number[];
  readonly children: Map<string, Node>;
}

const MAX_ITERATIONS_WITH_BUDGET = 1_000_000;
/** UCB1's exploration constant unless `SearchOptions.exploration` says else. */
export const DEFAULT_EXPLORATION = 0.7;
const DEFAULT_EPSILON = 0;

const newNode = (move: GameMove | null, seats: number): Node => ({
  move,
  visits: 0,
  available: 0,
  reward: new Array<number>(seats).fill(0),
  children: new Map(),
});

/** The parts a search is split into (`SearchOptions.parts`), at least one. */
const partsOf = (options: SearchOptions): number => Math.max(1, Math.floor(options.parts ?? 1));

function seatMoves(game: AnyGameDefinition, state: unknown, seat: number): GameMove[] {
  return (game.legalMoves(state) as GameMove[]).filter((m) => m.player === seat);
}

/** Searches the turn and ranks the root's moves. */
export function searchMoves(
  turn: BotTurn,
  prng: PrngState,
  guide: BotGuide,
  options: SearchOptions = {},
): [SearchOutcome, PrngState] {
  const { game, seat: rootSeat } = turn;
  const sample = turn.sample;
  if (!sample) throw new Error(`${game.title} offers the search no way to sample hidden state`);
  const seats = (turn.view as { players?: readonly unknown[] }).players?.length ?? 0;
  const depthCap = Math.max(1, Math.round((options.depth ?? 60) * (guide.depthScale ?? 1)));
  const exploration = options.exploration ?? DEFAULT_EXPLORATION;
  const epsilon = Math.round((options.epsilon ?? DEFAULT_EPSILON) * 0x1_0000_0000);
  const widening = options.widening ?? 1;
  const cap = options.iterations;
  const budget = options.budgetMs ?? (cap === undefined ? 500 : undefined);
  const clock = options.clock ?? (() => performance.now());
  const started = clock();
  const limit = cap ?? MAX_ITERATIONS_WITH_BUDGET;

  let s = prng;
  const candidatesOf = (candidateTurn: CandidateTurn): readonly GameMove[] => {
    const legal = candidateTurn.legalMoves;
    if (legal.length <= 1) return legal;
    if (guide.candidates) {
      const kept = guide.candidates(withoutSampler(candidateTurn));
      if (kept.length > 0) return kept;
      // A guide that lists none here: every legal move, the heuristic's first as without a list
      // (the split's parts and the combined choice take the first candidate as their yardstick).
    }
    let first: GameMove;
    [first, s] = guide.heuristic.chooseMove(candidateTurn, s);
    const firstKey = keyOf(first);
    return [first, ...legal.filter((m) => keyOf(m) !== firstKey)];
  };
  const parts = partsOf(options);
  const candidates = candidatesOf(turn);
  // A tree split into parts shares out the root's candidates (see `SearchOptions.parts`).
  const split =
    guide.pairedRoot === undefined && guide.candidates !== undefined && parts > 1
      ? rootShare(candidates, options.part ?? 0, parts)
      : null;
  const rootMoves = split ?? candidates;
  let playoutMoves = 0;
  const viewOf = (state: unknown, seat: number): unknown =>
    guide.playoutView ? guide.playoutView(state, seat) : game.view(state, seat);

  const evaluate = (state: unknown, count: number): number[] => {
    const result = game.result(state);
    if (result) return rewardsFromResult(result, count);
    if (!guide.evaluate) return new Array<number>(count).fill(0.5);
    // Without hidden information every seat's view is the same: compute it once.
    const shared = game.hiddenInformation ? null : viewOf(state, rootSeat);
    const scores: number[] = [];
    for (let seat = 0; seat < count; seat++)
      scores.push(guide.evaluate(shared ?? viewOf(state, seat), seat));
    return rewardsFromScores(scores);
  };

  // A paired sample plays a long playout per candidate (Wild West Express: 5 × 80 moves): its
  // playouts watch the clock, so that even the first sample cannot overrun the budget.
  const deadline = budget === undefined ? Infinity : started + budget;
  const playout = (start: unknown, moveIndex: number, count: number, stoppable = false) => {
    let state = start;
    for (let step = 0; step < depthCap; step++) {
      if (stoppable && clock() >= deadline) return null;
      if (game.result(state)) break;
      const seat = game.activeSeats(state)[0];
      if (seat === undefined) break;
      const legalMoves = seatMoves(game, state, seat);
      if (legalMoves.length === 0) break;
      let move: GameMove;
      let draw = 0;
      if (legalMoves.length > 1 && epsilon > 0) [draw, s] = nextUint32(s);
      if (legalMoves.length === 1) move = legalMoves[0]!;
      else if (draw < epsilon) {
        [move, s] = randomBot.chooseMove(
          { game, seat, view: null, legalMoves, moveIndex: moveIndex + step },
          s,
        );
      } else {
        const view = viewOf(state, seat);
        [move, s] = guide.heuristic.chooseMove(
          { game, seat, view, legalMoves, moveIndex: moveIndex + step },
          s,
        );
      }
      const applied = applyMove(game, state, move);
      if (!applied.ok) break;
      state = applied.state;
      playoutMoves++;
    }
    return evaluate(state, count);
  };

  if (guide.pairedRoot !== undefined && rootMoves.length > 1) {
    const moves = rootMoves.slice(0, Math.max(2, guide.pairedRoot));
    // An iteration cap too small for MIN_PAIRED_SAMPLES samples a candidate: the heuristic's
    // move would be played whatever the samples said, so none are drawn.
    if (cap !== undefined && Math.floor(cap / moves.length) < MIN_PAIRED_SAMPLES) {
      const elapsedMs = clock() - started;
      const outcome = { ranked: [], preferred: moves[0]!, paired: true, deals: 0, elapsedMs };
      return [{ ...outcome, iterations: 0, playoutMoves: 0 }, s];
    }
    const totals = moves.map(() => 0);
    const wins = moves.map(() => 0);
    const dealt = moves.map(() => 0);
    // Sequential halving: past half the iterations (or half the time), only the heuristic's
    // move and the better half of the others are dealt on, so the choice that matters rests on
    // more deals at the same cost.
    let active = moves.map((_, i) => i);
    let samples = 0;
    let iterations = 0;
    const halfway = () =>
      iterations >= limit / 2 || (budget !== undefined && clock() - started >= budget / 2);
    while (iterations + active.length <= Math.max(limit, moves.length)) {
      if (clock() >= deadline) break;
      let state: unknown;
      [state, s] = sample(s);
      const luck = s;
      const rewards: number[] = [];
      for (const i of active) {
        const applied = applyMove(game, state, moves[i]!);
        if (!applied.ok) {
          rewards.push(0);
          continue;
        }
        s = luck;
        const reached = playout(applied.state, turn.moveIndex + 1, seats, true);
        if (!reached) break;
        rewards.push(reached[rootSeat]!);
      }
      [, s] = nextUint32(luck);
      // A sample cut off by the clock is dropped: its candidates were not played out alike.
      if (rewards.length < active.length) break;
      const top = Math.max(...rewards);
      const firsts = rewards.filter((r) => r === top).length;
      rewards.forEach((r, k) => {
        const i = active[k]!;
        totals[i]! += r;
        dealt[i]!++;
        if (r === top) wins[i]! += 1 / firsts;
      });
      samples++;
      iterations += active.length;
      if (
        active.length === moves.length &&
        active.length > 2 &&
        samples >= HALVING_SAMPLES &&
        halfway()
      )
        active = halved(totals);
    }
    // A deal's first place is shared among the candidates dealt on it, so the shares of all
    // candidates make 1 (the hint shows them as the search's verdict).
    const rank = (i: number) => ({
      move: moves[i]!,
      visits: dealt[i]!,
      share: wins[i]! / Math.max(1, samples),
      value: totals[i]! / Math.max(1, dealt[i]!),
    });
    const byValue = (a: RankedMove, b: RankedMove) => b.value - a.value;
    // The candidates dealt on to the end come first: a dropped one's mean rests on fewer deals.
    const ranked = [
      ...active.map(rank).sort(byValue),
      ...moves
        .map((_, i) => i)
        .filter((i) => !active.includes(i))
        .map(rank)
        .sort(byValue),
    ];
    const elapsedMs = clock() - started;
    const outcome = { ranked, preferred: moves[0]!, paired: true, deals: samples };
    return [{ ...outcome, iterations, playoutMoves, elapsedMs }, s];
  }

  const root = newNode(null, seats);
  let iterations = 0;
  while (iterations < limit) {
    if (budget !== undefined && iterations > 0 && clock() - started >= budget) break;
    iterations++;
    let state: unknown;
    [state, s] = sample(s);
    let node = root;
    const path: Node[] = [root];
    let depth = 0;
    let rewards: number[] | undefined;
    for (;;) {
      const result = game.result(state);
      if (result) {
        rewards = rewardsFromResult(result, seats);
        break;
      }
      const seat = game.activeSeats(state)[0];
      if (seat === undefined) {
        rewards = new Array<number>(seats).fill(0.5);
        break;
      }
      const legal = node === root ? rootMoves : seatMoves(game, state, seat);
      const moves =
        node === root || legal.length <= 1
          ? legal
          : candidatesOf({
              game,
              seat,
              view: game.view(state, seat),
              legalMoves: legal,
              moveIndex: turn.moveIndex + depth,
            });
      if (moves.length === 0) {
        rewards = evaluate(state, seats);
        break;
      }
      // Progressive widening: the node opens its moves in the guide's order of preference, one
      // more as its visits grow, so that a small budget is spent on the likeliest moves.
      const open = Math.min(moves.length, 1 + Math.floor(widening * Math.sqrt(node.visits)));
      const keys = moves.slice(0, open).map(keyOf);
      const untried = keys.findIndex((key) => !node.children.has(key));
      let chosen: Node;
      let expanded = false;
      if (untried >= 0) {
        const index = untried;
        chosen = newNode(moves[index]!, seats);
        node.children.set(keys[index]!, chosen);
        for (const key of keys) {
          const child = node.children.get(key);
          if (child) child.available++;
        }
        expanded = true;
      } else {
        let best: Node | null = null;
        let bestScore = -Infinity;
        for (const key of keys) {
          const child = node.children.get(key)!;
          child.available++;
          const score =
            child.reward[seat]! / child.visits +
            exploration * Math.sqrt(Math.log(child.available) / child.visits);
          if (score > bestScore) {
            bestScore = score;
            best = child;
          }
        }
        chosen = best!;
      }
      const applied = applyMove(game, state, chosen.move!);
      if (!applied.ok) {
        // A sample where the move does not apply (a game whose samples disagree with its own
        // legal moves): forget the node, score the iteration as a draw.
        if (expanded) node.children.delete(keyOf(chosen.move!));
        rewards = new Array<number>(seats).fill(0.5);
        break;
      }
      state = applied.state;
      node = chosen;
      path.push(node);
      depth++;
      if (expanded) {
        rewards = playout(state, turn.moveIndex + depth, seats) ?? undefined;
        break;
      }
    }
    for (const visited of path) {
      visited.visits++;
      for (let seat = 0; seat < seats; seat++) visited.reward[seat]! += rewards?.[seat] ?? 0.5;
    }
  }

  const ranked = [...root.children.values()]
    .filter((child) => child.visits > 0)
    .map((child) => ({
      move: child.move!,
      visits: child.visits,
      share: child.visits / Math.max(1, root.visits),
      value: child.reward[rootSeat]! / child.visits,
    }))
    .sort((a, b) => b.visits - a.visits || b.value - a.value);
  const elapsedMs = clock() - started;
  const preferred = rootMoves[0] ?? null;
  const outcome = { ranked, preferred, iterations, playoutMoves, elapsedMs };
  return [split ? { ...outcome, candidateShare: true } : outcome, s];
}

/**
 * A bot that searches every turn. A turn with one sensible move is answered at once; so is a
 * game that cannot be sampled (a hidden-information game without `sampleHidden`): then the
 * heuristic plays. A move that wins at once (in every sample) is played without a search, the
 * one with the widest margin first.
 */
export function searchBot(
  id: string,
  label: string,
  guide: BotGuide,
  options: SearchOptions = {},
): Bot {
  return {
    id,
    label,
    chooseMove(turn, prng) {
      if (turn.legalMoves.length === 1 || !turn.sample)
        return guide.heuristic.chooseMove(turn, prng);
      const clock = options.clock ?? (() => performance.now());
      const started = clock();
      const [wins, checked] = immediateWins(turn, prng);
      if (wins.length > 0) return [wins[0]!.move, checked];
      // The check's time comes out of the budget: the move as a whole keeps it.
      const budget = options.iterations === undefined ? (options.budgetMs ?? 500) : undefined;
      const within =
        budget === undefined
          ? options
          : { ...options, budgetMs: Math.max(1, budget - (clock() - started)) };
      const parts = partsOf(options);
      const indexes =
        options.part !== undefined ? [options.part] : Array.from({ length: parts }, (_, k) => k);
      let after = prng;
      const outcomes = indexes.map((index, k) => {
        const [part, next] = searchMoves(turn, partPrng(prng, index), guide, {
          ...within,
          part: index,
        });
        if (k === 0) after = next;
        return part;
      });
      const outcome = combineOutcomes(outcomes);
      options.onSearch?.(outcome);
      const best = pickMove(outcome, guide.switchMargin ?? 0);
      if (!best) return guide.heuristic.chooseMove(turn, after);
      // Keep the PRNG stream moving so that consecutive decisions differ.
      return [best, nextUint32(after)[1]];
    },
  };
}

/**
 * Moves in the order a search should open them: `first` (the heuristic's choice), then the rest
 * by `score`, best first (legal order where there is no score).
 */
export function inPreferenceOrder(
  first: GameMove,
  moves: readonly GameMove[],
  score?: (move: GameMove) => number,
): GameMove[] {
  const firstKey = keyOf(first);
  const rest = moves.filter((m) => keyOf(m) !== firstKey);
  if (score) {
    const scored = rest.map((move, index) => ({ move, index, value: score(move) }));
    scored.sort((a, b) => b.value - a.value || a.index - b.index);
    return [first, ...scored.map((x) => x.move)];
  }
  return [first, ...rest];
}

/**
 * Search candidates that cut one long kind of move: `first`, the best `count` moves of `type`
 * by `score`, and every move of another type (finish, decline).
 */
export function topOfType(
  first: GameMove,
  moves: readonly GameMove[],
  type: string,
  count: number,
  score: (move: GameMove) => number,
): GameMove[] {
  const ranked = inPreferenceOrder(first, moves, (m) => (m.type === type ? score(m) : -1e9));
  let kept = 0;
  return ranked.filter((m, i) => i === 0 || m.type !== type || ++kept <= count);
}
