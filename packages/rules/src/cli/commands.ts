import {
  formatProblems,
  newRecord,
  validateRecord,
  parseRecord,
  replay,
  GameSession,
  type GameRecord,
} from '../index.js';
import { playOut } from '../core/bot-play.js';
import { getGame } from '../engines.js';
import { gameParts } from '../registry.js';
import { CliError, intFlag, MAX_PLAYERS, stringFlag, type Args, type Io } from './args.js';
import { levelTable, optionsFlag, searchFlags, seatLevels } from './bot-flags.js';
import { oneLine } from './terminal.js';

function readRecord(args: Args, io: Io): GameRecord {
  const path = args.positional[0];
  if (!path) throw new CliError('a record file (or - for standard input) is required');
  let text: string;
  try {
    text = io.readInput(path);
  } catch (error) {
    throw new CliError(
      `cannot read ${path === '-' ? 'standard input' : path}: ${(error as Error).message}`,
    );
  }
  const parsed = parseRecord(text);
  if (!parsed.ok)
    throw new CliError(`${path} is not a valid record:\n${formatProblems(parsed.problems)}`);
  return parsed.value;
}

/**
 * Moves are numbered from 1 for people, as in the playground and `<ry-game>`; the record path
 * (`record/moves/<index>`, from 0) is given beside it.
 */
const moveLabel = (index: number) => `move ${index + 1} (record/moves/${index})`;

function gameOf(record: GameRecord) {
  try {
    return getGame(record.game);
  } catch (error) {
    throw new CliError(`record/game: ${(error as Error).message}`);
  }
}

export function commandReplay(args: Args, io: Io): number {
  const record = readRecord(args, io);
  const game = gameOf(record);
  const outcome = replay(game, record);
  if (!outcome.ok) {
    io.err(
      outcome.index < 0
        ? `railyard: ${outcome.error.reason} [${outcome.error.rule}]`
        : `railyard: ${moveLabel(outcome.index)} ${JSON.stringify(outcome.move)} is illegal: ${outcome.error.reason} [${outcome.error.rule}]`,
    );
    return 1;
  }
  const result = game.result(outcome.state);
  if (args.flags.json) {
    io.out(
      JSON.stringify(
        {
          game: game.id,
          moves: record.moves.length,
          result,
          view: game.view(outcome.state, 'all'),
        },
        null,
        2,
      ),
    );
    return 0;
  }
  io.out(`${game.title}: ${record.players.length} players, ${record.moves.length} moves replayed.`);
  if (result) {
    io.out(`Game over — ${oneLine(result.reason)}`);
    for (const s of result.standings)
      io.out(
        `  ${s.rankText ?? s.rank}. ${oneLine(s.name)}  ${s.scoreText ?? s.score}${result.winners.includes(s.seat) ? '  (winner)' : ''}`,
      );
  } else {
    const view = game.view(outcome.state, 'all') as { phase?: string };
    io.out(
      `Game in progress: ${view.phase ?? 'unknown phase'}; to act: seat ${game.activeSeats(outcome.state).join(', ')}`,
    );
  }
  return 0;
}

export async function commandValidate(args: Args, io: Io): Promise<number> {
  const record = readRecord(args, io);
  const game = gameOf(record);
  // The engine with its invariants (browsers never load them): checked after every move.
  const checked = await gameParts(game.id).invariants?.();
  const outcome = replay(game, record, {
    onState: (state, index) => {
      const broken = checked?.checkInvariants(state) ?? [];
      if (broken.length)
        throw new Error(`invariant broken after ${moveLabel(index)}: ${broken.join('; ')}`);
    },
  });
  if (!outcome.ok) {
    io.err(
      outcome.index < 0
        ? `invalid: ${outcome.error.reason}`
        : `invalid: ${moveLabel(outcome.index)} ${JSON.stringify(outcome.move)}: ${outcome.error.reason} [${outcome.error.rule}]`,
    );
    return 1;
  }
  io.out(
    `valid: ${game.id} record with ${record.moves.length} legal moves${game.result(outcome.state) ? ' (finished game)' : ''}`,
  );
  return 0;
}

export function commandSimulate(args: Args, io: Io): number {
  const gameId = stringFlag(args, 'game');
  const count = intFlag(args, 'players', undefined, MAX_PLAYERS);
  let game;
  try {
    game = getGame(gameId);
  } catch (error) {
    throw new CliError((error as Error).message);
  }
  const seed = stringFlag(args, 'seed', 'railyard');
  // Check the count against the game before allocating anything for it.
  if (count < game.minPlayers || count > game.maxPlayers)
    throw new CliError(
      `--players: ${game.title} is for ${game.minPlayers} to ${game.maxPlayers} players, got ${count}`,
    );
  const table = levelTable(game, searchFlags(args));
  const levels = seatLevels(args, count, table);
  const options = optionsFlag(args, game);
  const players = Array.from({ length: count }, (_, i) => `Player ${i + 1}`);
  // Never print a record that `validate` would refuse (a seed over 256 characters, say).
  const checked = validateRecord(newRecord(game.id, players, seed, options));
  if (!checked.ok) throw new CliError(`--seed: ${formatProblems(checked.problems)}`);
  let session;
  try {
    // The session's bots play through the core's BotRunner, as in <ry-game>.
    session = GameSession.start(
      game,
      { players, seed, options },
      {
        botTable: table,
        bots: Object.fromEntries(levels.map((id, seat) => [String(seat), id])),
      },
    );
    playOut(session);
  } catch (error) {
    if (error instanceof RangeError) throw new CliError(error.message);
    throw error;
  }
  io.out(JSON.stringify(session.record));
  return 0;
}
