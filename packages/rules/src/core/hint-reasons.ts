/**
 * Why a hinted move is good, in words: the shared reason (it wins the game at once) and the
 * game's own (`BotGuide.moveReasons`: what it earns, what it denies a rival), computed on a sample
 * of what the seat cannot see, so that a reason never gives away another seat's secret.
 */
import type { BotGuide, RankedMove } from './search-bot.js';
import { immediateWins } from './greedy-bot.js';
import type { PrngState } from './prng.js';
import type { BotTurn } from './random-bot.js';
import type { GameMove } from './record.js';
import { applyMove } from './replay.js';
import { keyOf } from './search-choice.js';

/** A move's reasons (at most three sentences) and the money figure they quote, if any. */
interface Worded {
  readonly reasons: readonly string[];
  readonly gain: number | null;
}

function wordMoves(
  turn: BotTurn,
  guide: BotGuide | undefined,
  moves: readonly GameMove[],
  prng: PrngState,
): Worded[] {
  if (!turn.sample) return moves.map(() => ({ reasons: [], gain: null }));
  const [wins, s] = immediateWins(turn, prng);
  const winning = new Map(wins.map((win) => [keyOf(win.move), win]));
  const [sample] = turn.sample(s);
  return moves.map((move) => {
    const reasons: string[] = [];
    const win = winning.get(keyOf(move));
    if (win)
      reasons.push(
        win.alone
          ? 'It ends the game with you in first place.'
          : 'It ends the game with you sharing first place.',
      );
    let gain: number | null = null;
    if (guide?.moveReasons) {
      const applied = applyMove(turn.game, sample, move);
      if (applied.ok) {
        const input = {
          game: turn.game,
          seat: turn.seat,
          move,
          before: turn.view,
          after: turn.game.view(applied.state, turn.seat),
        };
        try {
          reasons.push(...guide.moveReasons(input));
          gain = guide.moveGain?.(input) ?? null;
        } catch {
          // A reason is a courtesy: a game's fault there must not cost the hint.
        }
      }
    }
    return { reasons: reasons.slice(0, 3), gain };
  });
}

// The list leads with the search's move, which looks further than one move's figure: a later
// move quoting more says why it still comes second, so the order and the figures agree.
function withMoreNow(worded: readonly Worded[]): readonly (readonly string[])[] {
  const first = worded[0]?.gain;
  return worded.map(({ reasons, gain }, i) => {
    if (i === 0 || first == null || gain == null || gain <= first) return reasons;
    return [...reasons, moreNowSentence(gain, first)];
  });
}

/** The reasons for each of `moves` (in their order), at most three sentences a move. */
export function hintReasons(
  turn: BotTurn,
  guide: BotGuide | undefined,
  moves: readonly GameMove[],
  prng: PrngState,
): readonly (readonly string[])[] {
  return withMoreNow(wordMoves(turn, guide, moves, prng));
}

/**
 * True when the search has told `a` from `b`: `a`'s mean reward leads by more than two standard
 * errors (a reward lies in [0, 1], so its standard deviation is at most 1/2). A move seen in no
 * playout (an immediate win, the heuristic's move of an empty search) is never told apart.
 */
export function searchPrefers(a: RankedMove, b: RankedMove): boolean {
  if (a.visits === 0 || b.visits === 0) return false;
  return a.value - b.value > Math.sqrt(1 / a.visits + 1 / b.visits);
}

/** A move of a hint list with its reasons. */
export interface RankedHint {
  readonly entry: RankedMove;
  readonly reasons: readonly string[];
}

/** What `rankHints` may be told besides the search's list. */
export interface HintRankOptions {
  /** A move listed first whatever the search says (one that wins at once). */
  readonly pinned?: RankedMove;
  /** How much the search tried a move (default its visits). */
  readonly effort?: (entry: RankedMove) => number;
}

/**
 * The `top` moves a hint lists, from the search's `ranked` moves (`pinned` leads: a move that
 * wins at once). A search told apart from noise keeps its order; among the moves it has not told
 * apart, the one whose reasons quote more money comes first. So a starved search (a slow phone,
 * a busy machine: a handful of playouts) gives the same hint as a long one where it cannot tell,
 * and a hint never ranks a move quoting $0 above one quoting +$17 on a coin's toss of playouts.
 */
export function rankHints(
  turn: BotTurn,
  guide: BotGuide | undefined,
  ranked: readonly RankedMove[],
  prng: PrngState,
  top: number,
  options: HintRankOptions = {},
): readonly RankedHint[] {
  const { pinned, effort = (entry: RankedMove) => entry.visits } = options;
  // Moves the search hardly tried (a tenth of the top move's `effort`: its visits, or its share
  // when the parts of a split search tried different moves) stay out: too few playouts to rank,
  // and the search turned away from them.
  const most = Math.max(0, ...ranked.map(effort));
  const tried = ranked.filter((r) => effort(r) * 10 >= most);
  const pool = tried.slice(0, Math.max(top, HINT_POOL));
  const moves = [...(pinned ? [pinned] : []), ...pool];
  const worded = wordMoves(
    turn,
    guide,
    moves.map((r) => r.move),
    prng,
  );
  const items = moves.map((entry, i) => ({ entry, worded: worded[i]!, order: i }));
  const ordered = pinned ? [items.shift()!] : [];
  while (items.length > 0 && ordered.length < top) {
    const open = items.filter((x) => !items.some((y) => searchPrefers(y.entry, x.entry)));
    const gained = open.every((x) => x.worded.gain != null);
    const next = gained
      ? open.reduce((a, b) => (b.worded.gain! > a.worded.gain! ? b : a))
      : open[0]!;
    ordered.push(next);
    items.splice(items.indexOf(next), 1);
  }
  const reasons = withMoreNow(ordered.map((x) => x.worded));
  return ordered.map((x, i) => ({ entry: x.entry, reasons: reasons[i]! }));
}

/** How many of the search's moves a hint weighs before it picks the ones it lists. */
const HINT_POOL = 8;

const dollars = (x: number) => (x < 0 ? `-$${-x}` : `+$${x}`);

/** Why a move quoting more than the first is still ranked below it. */
export function moreNowSentence(gain: number, first: number): string {
  return `It looks better right now (${dollars(gain)} against ${dollars(first)} for the first move), but played a few turns further the first move comes out ahead.`;
}
