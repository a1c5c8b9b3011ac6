/**
 * `railyard` — replay, validate, simulate and benchmark game records from the command line.
 * Exit codes: 0 ok, 1 the record is illegal or the game failed, 2 bad usage or unreadable input.
 */
import { commandArena } from './arena.js';
import { runBench } from './bench.js';
import { CliError, parseArgs, type Io } from './args.js';
import { commandReplay, commandSimulate, commandValidate } from './commands.js';
import { catalog } from '../index.js';

const USAGE = `Usage:
  railyard replay FILE|- [--json]                 replay a record; print the final position
  railyard validate FILE|-                        check a record's structure and every move
  railyard simulate --game ID --players N --seed S [--bot LEVEL | --bots L1,L2,...]
                  [--options JSON] [--iterations K | --budget-ms T]
                                                  play a game with bots; print its record
  railyard arena --game ID --players N --games G --bots L1,L2,... [--seed S]
                 [--options JSON] [--iterations K | --budget-ms T]
                 [--depth D] [--epsilon P] [--format text|json|markdown]
                 [--jobs J] [--first K] [--progress]
                                                  bots against each other, seats rotated:
                                                  win rates (95% interval), ms per move,
                                                  moves per game, search playouts/s;
                                                  --jobs J: J processes, one part of the
                                                  games each (same games, same wins);
                                                  --first K: start at game K of the seed;
                                                  --progress: a line per game on stderr
  railyard arena merge FILE... [--format json|text|markdown]
                                                  join the JSON reports of parts played
                                                  apart (--first K, other machines);
                                                  prints JSON unless --format says else
  railyard bench [--game ID] [--games N] [--rounds R] [--json]
                                                  per game (all without --game): engine
                                                  events/s vs a trivial XState machine, random
                                                  playouts/s, replay time of a 300-move record
Bot levels: random, easy (heuristic), medium and hard (search; hard 500 ms a move, medium a
quarter; --iterations K caps hard at K iterations, medium at K/4, and makes games reproducible;
--depth D: playout moves before the position is evaluated; --epsilon P: share of random playout moves).
Games: ${catalog
  .map((entry) => (entry.status === 'playable' ? entry.id : `(${entry.id}: rules only)`))
  .join(', ')}`;

export async function run(argv: string[], io: Io): Promise<number> {
  const [command, ...rest] = argv;
  try {
    const args = parseArgs(rest);
    switch (command) {
      case 'replay':
        return commandReplay(args, io);
      case 'validate':
        return commandValidate(args, io);
      case 'simulate':
        return commandSimulate(args, io);
      case 'bench':
        return runBench(args, io);
      case 'arena':
        return await commandArena(args, io);
      case undefined:
      case '-h':
      case '--help':
      case 'help':
        io.out(USAGE);
        return command === undefined ? 2 : 0;
      default:
        throw new CliError(`Unknown command "${command}".\n${USAGE}`);
    }
  } catch (error) {
    if (error instanceof CliError) {
      io.err(`railyard: ${error.message}`);
      return 2;
    }
    io.err(`railyard: ${(error as Error).message}`);
    return 1;
  }
}
