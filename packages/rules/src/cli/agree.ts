/**
 * `railyard agree`: how often the hard level's move at a search budget (one tree, or in parts as a
 * browser's pool of workers plays it) is the move of a search many times as long. Positions come
 * from seeded games between easy bots (every ninth choice of more than two moves, as long as no
 * move wins at once: the search is not asked then). The long search draws its samples from a seed
 * of its own, so it shares no playouts with the search it judges. A measure of what extra
 * iterations, or a second worker, change in a move, long before an arena can tell.
 */
import { wilson } from '../core/arena.js';
import type { AnyGameDefinition } from '../core/game-definition.js';
import { immediateWins } from '../core/greedy-bot.js';
import { MAX_SEARCH_PARTS } from '../core/bot-worker-parts.js';
import { botPrng, botTurnFor, chooseBotMove } from '../core/random-bot.js';
import { keyOf } from '../core/search-bot.js';
import { botsFor, getGame } from '../engines.js';
import { CliError, intFlag, stringFlag, type Args, type Io } from './args.js';
import { walkEasyGames } from './walk.js';

export interface AgreementOptions {
  /** Iterations of the search judged (each part's, when in parts). */
  readonly iterations: number;
  readonly parts: number;
  /** Iterations of the long search whose move counts as right. */
  readonly reference: number;
  readonly positions: number;
  readonly seed: string;
  /** Called after each position (the count so far). */
  readonly onPosition?: (done: number) => void;
}

export interface AgreementReport {
  readonly game: string;
  readonly iterations: number;
  readonly parts: number;
  readonly reference: number;
  readonly seed: string;
  readonly positions: number;
  /** Positions where the move judged is the long search's. */
  readonly matches: number;
  /** 95% interval of the share of matches. */
  readonly interval: readonly [number, number];
  /** Per type of the long search's move: positions and matches. */
  readonly byType: Readonly<Record<string, { positions: number; matches: number }>>;
}

/** Every ninth choice of more than two moves is a position (the fifth, the fourteenth...). */
const POSITION_STEP = 9;
/** Games walked for each position asked for, at most: a game with too few choices ends the walk. */
const MAX_GAMES_A_POSITION = 10;

function* gameSeeds(seed: string, count: number): Generator<string> {
  for (let g = 0; g < count; g++) yield `${seed}-${g}`;
}

export function agreement(game: AnyGameDefinition, options: AgreementOptions): AgreementReport {
  const { iterations, parts, reference, positions, seed } = options;
  const judged = botsFor(game, { iterations, ...(parts > 1 ? { parts } : {}) }).hard!;
  const long = botsFor(game, { iterations: reference }).hard!;
  const players = ['A', 'B', 'C'].slice(0, game.maxPlayers);
  // The games are `seed`-0, `seed`-1...; the easy bots play them on the seed `walk`, the search
  // judged decides on `seed` and the long search on a seed of its own.
  const longSeed = seed === 'reference' ? 'reference-2' : 'reference';
  const byType: Record<string, { positions: number; matches: number }> = {};
  let found = 0;
  let matches = 0;
  let choices = 0;
  let lastGame = -1;
  for (const { state, seat, at, legal, gameIndex } of walkEasyGames(
    game,
    gameSeeds(seed, positions * MAX_GAMES_A_POSITION),
    players,
    'walk',
  )) {
    if (found >= positions) break;
    if (gameIndex !== lastGame) [lastGame, choices] = [gameIndex, 0];
    if (legal.length <= 2 || choices++ % POSITION_STEP !== 4) continue;
    const turn = botTurnFor(game, state, seat, at);
    if (immediateWins(turn, botPrng(seed, seat, at))[0].length > 0) continue;
    const right = chooseBotMove(game, state, seat, long, longSeed, at);
    const played = chooseBotMove(game, state, seat, judged, seed, at);
    const tally = (byType[right.type] ??= { positions: 0, matches: 0 });
    const same = keyOf(played) === keyOf(right);
    tally.positions++;
    tally.matches += Number(same);
    matches += Number(same);
    found++;
    options.onPosition?.(found);
  }
  return {
    game: game.id,
    iterations,
    parts,
    reference,
    seed,
    positions: found,
    matches,
    interval: wilson(matches, found),
    byType,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(0)}%`;

export function commandAgree(args: Args, io: Io): number {
  let game: AnyGameDefinition;
  try {
    game = getGame(stringFlag(args, 'game'));
  } catch (error) {
    throw new CliError((error as Error).message);
  }
  const iterations = intFlag(args, 'iterations', 100, 100_000);
  const parts = intFlag(args, 'parts', 1, MAX_SEARCH_PARTS);
  const reference = intFlag(
    args,
    'reference',
    Math.min(iterations * parts * 4, 1_000_000),
    1_000_000,
  );
  const positions = intFlag(args, 'positions', 40, 10_000);
  const seed = stringFlag(args, 'seed', 'agree');
  const report = agreement(game, {
    iterations,
    parts,
    reference,
    positions,
    seed,
    ...(args.flags.progress === true
      ? { onPosition: (done: number) => io.err(`agree: ${done} of ${positions} positions`) }
      : {}),
  });
  if (report.positions < positions)
    io.err(
      `agree: ${game.id}'s first ${positions * MAX_GAMES_A_POSITION} games gave ${report.positions} of the ${positions} positions asked for`,
    );
  if (args.flags.json === true) {
    io.out(JSON.stringify(report, null, 2));
    return report.positions > 0 ? 0 : 1;
  }
  const searched = parts > 1 ? `${parts} parts of ${iterations}` : `${iterations}`;
  io.out(
    `${game.id}: hard at ${searched} iterations chose the move of the ${reference}-iteration search in ${report.matches} of ${report.positions} positions (${pct(report.matches / Math.max(1, report.positions))}, 95% ${pct(report.interval[0])}-${pct(report.interval[1])})`,
  );
  for (const [type, t] of Object.entries(report.byType).sort(
    (a, b) => b[1].positions - a[1].positions,
  ))
    io.out(`  ${type}: ${t.matches} of ${t.positions}`);
  return report.positions > 0 ? 0 : 1;
}
