/**
 * How the search turns outcomes into rewards, and which of its ranked moves it plays: the
 * shared arithmetic of `searchMoves`, the bot and the hints.
 */
import type { GameResult } from './game-definition.js';
import { seedPrng, type PrngState } from './prng.js';
import type { GameMove } from './record.js';
import type { CandidateTurn, RankedMove, SearchOutcome } from './search-bot.js';

/** A move's identity in the search's tables: its JSON text. */
export const keyOf = (move: GameMove): string => JSON.stringify(move);

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * Rewards in [0, 1] per seat from estimated final scores: how far each seat is ahead of its best
 * rival, squashed (a lead of a tenth of the average score is worth about 0.73).
 */
export function rewardsFromScores(scores: readonly number[]): number[] {
  if (scores.length < 2) return scores.map(() => 0.5);
  const mean = scores.reduce((a, b) => a + Math.abs(b), 0) / scores.length;
  const scale = Math.max(2, mean * 0.1);
  return scores.map((score, seat) => {
    let rival = -Infinity;
    for (let other = 0; other < scores.length; other++)
      if (other !== seat && scores[other]! > rival) rival = scores[other]!;
    return sigmoid((score - rival) / scale);
  });
}

/** Rewards of a finished game: mostly the win (shared by tied winners), a little the margin. */
export function rewardsFromResult(result: GameResult, seats: number): number[] {
  const scores = new Array<number>(seats).fill(0);
  for (const standing of result.standings) scores[standing.seat] = standing.score;
  const margin = rewardsFromScores(scores);
  const share = 1 / Math.max(1, result.winners.length);
  return margin.map((m, seat) => 0.8 * (result.winners.includes(seat) ? share : 0) + 0.2 * m);
}

/**
 * Samples each candidate of a paired root needs before the search may overrule the heuristic.
 * Starved of time (a busy machine, a slow phone, `medium`'s quarter budget) a paired root
 * compares its moves on a handful of dice rolls and plays whichever got lucky: Wild West
 * Express's hard bot, at 3 samples a candidate, won 42 of 200 games against two heuristic bots,
 * worse than the heuristic's own fair share of 67 (issue 13). Below this it plays the heuristic.
 */
export const MIN_PAIRED_SAMPLES = 8;

/**
 * Deals every candidate of a paired root gets before the search halves them: fewer would drop a
 * move on a few lucky rolls. Wild West Express's hard level (76 iterations, five candidates)
 * never reaches it and compares all five to the end; Last Spike's (300, four) halves after 38
 * deals each (152 iterations).
 */
export const HALVING_SAMPLES = 16;

/**
 * The candidates a paired root keeps dealing on once halved: the first (the heuristic's move,
 * which `pickMove` measures the others against) and the better half of the rest by mean reward.
 */
export function halved(totals: readonly number[]): number[] {
  const others = totals
    .map((total, i) => ({ total, i }))
    .slice(1)
    .sort((a, b) => b.total - a.total || a.i - b.i);
  const keep = Math.ceil(totals.length / 2) - 1;
  return [0, ...others.slice(0, Math.max(1, keep)).map((o) => o.i)].sort((a, b) => a - b);
}

/**
 * The move to play: the most visited, unless the first candidate (the heuristic's choice) was
 * searched too and its mean reward is within `margin` of the best's, or a paired root had fewer
 * than `MIN_PAIRED_SAMPLES` samples (then the first candidate).
 */
export function pickMove(outcome: SearchOutcome, margin: number): GameMove | undefined {
  const best = outcome.ranked[0];
  if (outcome.paired && outcome.preferred && (best?.visits ?? 0) < MIN_PAIRED_SAMPLES)
    return outcome.preferred;
  if (!best || margin <= 0 || !outcome.preferred) return best?.move;
  const key = keyOf(outcome.preferred);
  const preferred = outcome.ranked.find((r) => keyOf(r.move) === key);
  if (!preferred || preferred === best) return best.move;
  return best.value - preferred.value >= margin ? best.move : preferred.move;
}

/**
 * The root's moves for a hint: as ranked, but the move the search bot would play (`pickMove`)
 * first. A search that drew no samples lists the heuristic's move alone. `rankHints` then orders
 * the moves the search has not told apart by the money their reasons quote.
 */
export function movesToShow(outcome: SearchOutcome, margin: number): readonly RankedMove[] {
  const chosen = pickMove(outcome, margin);
  if (!chosen) return outcome.ranked;
  const key = keyOf(chosen);
  const entry = outcome.ranked.find((r) => keyOf(r.move) === key) ?? {
    move: chosen,
    visits: 0,
    share: 1,
    value: 0.5,
  };
  return [entry, ...outcome.ranked.filter((r) => r !== entry)];
}

/**
 * The turn as a guide's candidates get it: only what `CandidateTurn` names, so a heuristic called
 * in there makes no sampled check (a careful bot's win test) that the search has made already,
 * inside the search's budget.
 */
export function withoutSampler(turn: CandidateTurn): CandidateTurn {
  const { game, seat, view, legalMoves, moveIndex } = turn;
  return { game, seat, view, legalMoves, moveIndex };
}

/**
 * The PRNG of part `index` of a search split into parts (`SearchOptions.parts`): part 0 keeps the
 * bot's own stream, so a search in one part is the search unsplit; the others get streams of their
 * own, so that their samples and playouts differ.
 */
export function partPrng(prng: PrngState, index: number): PrngState {
  return index === 0 ? prng : seedPrng(`part:${index}:${prng.join(',')}`);
}

/**
 * Part `index` of `count`'s share of a tree root's candidates (`SearchOptions.parts`): the first
 * (the heuristic's move, every part's yardstick) and every `count`-th of the others from the
 * `index`-th, so the likelier moves spread over the parts. Null when there are fewer others than
 * parts: then every part searches them all, as a part with the first alone would search nothing.
 */
export function rootShare(
  moves: readonly GameMove[],
  index: number,
  count: number,
): readonly GameMove[] | null {
  if (moves.length - 1 < count) return null;
  return moves.filter((_, i) => i === 0 || (i - 1) % count === index);
}

/** Per move of a split search: visits, reward and (paired) deals won summed. */
interface Summed {
  readonly move: GameMove;
  visits: number;
  reward: number;
  won: number;
  /** A paired root's move dealt on to the end. */
  kept: boolean;
  /** Root visits of the parts that searched the move. */
  searched: number;
}

/**
 * One outcome from the outcomes of a search's parts (root parallelism: each part searched the
 * same turn on its own samples): per move, the visits (deals) summed and the mean reward weighted
 * by them; shares over all the parts' root visits (deals), or over those of the parts that
 * searched the move when the parts split the candidates. A tree's moves are ranked most visited
 * first; a tree split by candidates (`rootShare`) puts each part's most visited move first, by
 * mean, then the rest most visited first. A paired root's are ranked as one paired search ranks
 * them: first those some part dealt on to the end (halving drops different moves in different
 * parts, and the heuristic's move, dealt on everywhere, must not outrank them all for that), by
 * mean; then the rest, by mean. The first part's `preferred` stands; iterations and playout
 * moves add up; the time is the longest part's (parts run at once). Outcomes of a tree and of a
 * paired root do not combine, nor parts split by candidates with others.
 */
export function combineOutcomes(outcomes: readonly SearchOutcome[]): SearchOutcome {
  if (outcomes.length === 1) return outcomes[0]!;
  const first = outcomes[0];
  if (!first) throw new RangeError('combineOutcomes needs at least one outcome');
  const paired = Boolean(first.paired);
  if (outcomes.some((o) => Boolean(o.paired) !== paired))
    throw new RangeError('combineOutcomes cannot combine a tree with a paired root');
  const shared = Boolean(first.candidateShare);
  if (outcomes.some((o) => Boolean(o.candidateShare) !== shared))
    throw new RangeError('combineOutcomes cannot combine parts split by candidates with others');
  const moves = new Map<string, Summed>();
  let rootVisits = 0;
  for (const outcome of outcomes) {
    const visits = paired ? (outcome.deals ?? 0) : outcome.iterations;
    rootVisits += visits;
    for (const entry of outcome.ranked) {
      const key = keyOf(entry.move);
      const sum = moves.get(key) ?? {
        move: entry.move,
        visits: 0,
        reward: 0,
        won: 0,
        kept: false,
        searched: 0,
      };
      sum.visits += entry.visits;
      if (shared) sum.searched += visits;
      sum.reward += entry.value * entry.visits;
      if (paired) sum.won += entry.share * visits;
      // In a paired root the moves dealt on to the end were dealt on every deal.
      sum.kept ||= entry.visits === visits;
      moves.set(key, sum);
    }
  }
  const mean = (m: { visits: number; reward: number }) => m.reward / Math.max(1, m.visits);
  // Parts of a tree split by candidates searched different moves, so visits do not compare across
  // them: each part's most visited move leads, by mean. Not a part cut short (a busy machine
  // leaves a worker the floor of its budget), whose top move's few playouts make a lucky mean.
  const longest = Math.max(...outcomes.map((o) => o.iterations));
  const contenders = new Set(
    shared
      ? outcomes
          .filter((o) => o.iterations * 4 >= longest)
          .flatMap((o) => o.ranked.slice(0, 1).map((r) => keyOf(r.move)))
      : [],
  );
  const leads = (m: Summed) => (paired ? m.kept : contenders.has(keyOf(m.move)));
  const sums = [...moves.values()].sort(
    (a, b) =>
      Number(leads(b)) - Number(leads(a)) ||
      (paired || leads(a) ? 0 : b.visits - a.visits) ||
      mean(b) - mean(a),
  );
  const sum = (pick: (o: SearchOutcome) => number) => outcomes.reduce((t, o) => t + pick(o), 0);
  return {
    ranked: sums.map((m) => ({
      move: m.move,
      visits: m.visits,
      share: (paired ? m.won : m.visits) / Math.max(1, shared ? m.searched : rootVisits),
      value: mean(m),
    })),
    preferred: first.preferred,
    ...(paired ? { paired, deals: rootVisits } : {}),
    ...(shared ? { candidateShare: true } : {}),
    iterations: sum((o) => o.iterations),
    playoutMoves: sum((o) => o.playoutMoves),
    elapsedMs: Math.max(...outcomes.map((o) => o.elapsedMs)),
  };
}
