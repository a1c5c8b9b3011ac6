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
  return moves.map((move) => {
    const reasons: string[] = [];
    const win = winning.get(keyOf(move));
    if (win)
      reasons.push(
        win.alone
          ? 'It ends the game with you in first place.'
          : 'It ends the game with you sharing first place.',
      );
    if (guide?.moveReasons) {
      const applied = applyMove(turn.game, sample, move);
      if (applied.ok) {
        const after = turn.game.view(applied.state, turn.seat);
        try {
          reasons.push(
            ...guide.moveReasons({
              game: turn.game,
              seat: turn.seat,
              move,
              before: turn.view,
              after,
            }),
          );
        } catch {
          // A reason is a courtesy: a game's fault there must not cost the hint.
        }
      }
    }
    return reasons.slice(0, 3);
  });
}
