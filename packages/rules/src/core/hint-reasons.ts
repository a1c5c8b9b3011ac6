/**
 * Why a hinted move is good, in words: the shared reason (it wins the game at once) and the
 * game's own (`BotGuide.moveReasons`: what it earns, what it denies a rival), computed on a sample
 * of what the seat cannot see, so that a reason never gives away another seat's secret.
 */
import type { BotGuide } from './search-bot.js';
import { immediateWins } from './greedy-bot.js';
import type { PrngState } from './prng.js';
import type { BotTurn } from './random-bot.js';
import type { GameMove } from './record.js';
import { applyMove } from './replay.js';

const keyOf = (move: GameMove) => JSON.stringify(move);

/** The reasons for each of `moves` (in their order), at most three sentences a move. */
export function hintReasons(
  turn: BotTurn,
  guide: BotGuide | undefined,
  moves: readonly GameMove[],
  prng: PrngState,
): readonly (readonly string[])[] {
  if (!turn.sample) return moves.map(() => []);
  const [wins, s] = immediateWins(turn, prng);
  const winning = new Map(wins.map((win) => [keyOf(win.move), win]));
  const [sample] = turn.sample(s);
  const gains: (number | null)[] = [];
  const all = moves.map((move) => {
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
    gains.push(gain);
    return reasons.slice(0, 3);
  });
  // The list leads with the search's move, which looks further than one move's figure: a later
  // move quoting more says why it still comes second, so the order and the figures agree.
  const first = gains[0];
  return all.map((reasons, i) => {
    const gain = gains[i];
    if (i === 0 || first == null || gain == null || gain <= first) return reasons;
    return [...reasons, moreNowSentence(gain, first)];
  });
}

const dollars = (x: number) => (x < 0 ? `-$${-x}` : `+$${x}`);

/** Why a move quoting more than the first is still ranked below it. */
export function moreNowSentence(gain: number, first: number): string {
  return `It looks better right now (${dollars(gain)} against ${dollars(first)} for the first move), but played a few turns further the first move comes out ahead.`;
}
