/**
 * `railyard` — replay, validate, simulate and benchmark game records from the command line, and
 * check the lessons.
 * Exit codes: 0 ok, 1 the record is illegal or the game failed, 2 bad usage or unreadable input.
 */
import { commandAgree } from './agree.js';
import { commandArena } from './arena.js';
import { runBench } from './bench.js';
import { CliError, parseArgs, type CommandSpec, type Io } from './args.js';
import { commandReplay, commandSimulate, commandValidate } from './commands.js';
import { commandLessons } from './lessons.js';
import { commandDrill } from './drill.js';
import { loadDrillSets } from '../games/drills.js';
import { catalog, DEFAULT_EXPLORATION } from '../index.js';

const USAGE = `Usage:
  railyard replay FILE|- [--json]                 replay a record; print the final position
  railyard validate FILE|-                        check a record's structure and every move
  railyard simulate --game ID --players N --seed S [--bot LEVEL | --bots L1,L2,...]
                  [--options JSON] [--iterations K | --budget-ms T] [--parts P]
                  [--depth D] [--epsilon P] [--exploration C]
                                                  play a game with bots; print its record
  railyard arena --game ID --players N --games G --bots L1,L2,... [--seed S]
                 [--options JSON] [--iterations K | --budget-ms T] [--parts P]
                 [--depth D] [--epsilon P] [--exploration C]
                 [--format text|json|markdown]
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
  railyard arena compare A.json B.json [--entry N] [--format text|json]
                                                  two rows over the same deals, game by
                                                  game: the games each won alone and the
                                                  exact sign test on them; --entry N: the
                                                  rows' N-th bot (default 1, the first)
  railyard agree --game ID [--iterations K] [--parts P] [--reference R]
                 [--positions N] [--seed S] [--json] [--progress]
                                                  how often hard at K iterations (in P parts)
                                                  plays the move of an R-iteration search
                                                  (default 4 x K x P) over N positions of
                                                  seeded games between easy bots (default 40)
  railyard drill --game ID [--kind K] [--seed S] [--json]
                                                  a question generated from a seeded bot
                                                  game, with the engine's answer and working;
                                                  --kinds lists the kinds; --all [--seeds N]
                                                  checks every kind; exit 1 when broken
  railyard bench [--game ID] [--games N] [--rounds R] [--search-iterations K]
                 [--json]
                                                  per game (all without --game): engine
                                                  events/s vs a trivial XState machine, random
                                                  playouts/s, replay time of a 300-move record,
                                                  the hard search's playout moves/s (K
                                                  iterations a search, default 60; 0: none)
  railyard lessons [--game ID] [--json]           each game's lessons and steps, every lesson
                                                  played headlessly (goals reachable, scripted
                                                  replies legal), rule coverage and its gaps;
                                                  exit 1 when a lesson is broken
Bot levels: random, easy (heuristic), medium and hard (search; hard 500 ms a move, medium a
quarter; --iterations K caps hard at K iterations, medium at K/4, and makes games reproducible;
--depth D: playout moves before the position is evaluated; --epsilon P: share of random playout moves;
--exploration C: the tree search's UCB1 exploration constant (default ${DEFAULT_EXPLORATION}; rewards lie in 0 to 1;
Last Spike and Wild West Express search flat, without it);
--parts P: hard searches in P parts, each with K iterations or T ms, and plays their combined choice,
as a browser's pool of P workers does at once; here they run one after another).
Games: ${catalog
  .map((entry) => (entry.status === 'playable' ? entry.id : `(${entry.id}: rules only)`))
  .join(', ')}`;

const BOT_FLAGS = {
  game: 'value',
  players: 'value',
  seed: 'value',
  bot: 'value',
  bots: 'value',
  options: 'value',
  iterations: 'value',
  'budget-ms': 'value',
  depth: 'value',
  epsilon: 'value',
  exploration: 'value',
  parts: 'value',
} as const;

/** The flags of every command; anything else is refused by name. */
const COMMANDS: Readonly<Record<string, CommandSpec>> = {
  replay: { name: 'replay', flags: { json: 'switch' }, maxPositional: 1 },
  validate: { name: 'validate', flags: {}, maxPositional: 1 },
  simulate: { name: 'simulate', flags: BOT_FLAGS, maxPositional: 0 },
  bench: {
    name: 'bench',
    flags: {
      game: 'value',
      games: 'value',
      rounds: 'value',
      'session-moves': 'value',
      'search-iterations': 'value',
      json: 'switch',
    },
    maxPositional: 0,
  },
  arena: {
    name: 'arena',
    flags: {
      ...BOT_FLAGS,
      games: 'value',
      format: 'value',
      jobs: 'value',
      first: 'value',
      progress: 'switch',
    },
    maxPositional: 0,
  },
  'arena merge': {
    name: 'arena merge',
    flags: { format: 'value' },
    maxPositional: Infinity,
  },
  'arena compare': {
    name: 'arena compare',
    flags: { format: 'value', entry: 'value' },
    // The command counts its files itself, to say how many it got.
    maxPositional: Infinity,
  },
  agree: {
    name: 'agree',
    flags: {
      game: 'value',
      iterations: 'value',
      parts: 'value',
      reference: 'value',
      positions: 'value',
      seed: 'value',
      json: 'switch',
      progress: 'switch',
    },
    maxPositional: 0,
  },
  lessons: { name: 'lessons', flags: { game: 'value', json: 'switch' }, maxPositional: 0 },
  drill: {
    name: 'drill',
    flags: {
      game: 'value',
      kind: 'value',
      seed: 'value',
      kinds: 'switch',
      all: 'switch',
      seeds: 'value',
      json: 'switch',
    },
    maxPositional: 0,
  },
};

/** `arena merge FILE...` and `arena compare A B` are commands of their own, with their own flags. */
function specOf(command: string, rest: readonly string[]): CommandSpec | undefined {
  const sub = command === 'arena' && (rest[0] === 'merge' || rest[0] === 'compare');
  const name = sub ? `arena ${rest[0]}` : command;
  return Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
}

/** The spec of a command by name (tests drive commands with it). */
export const commandSpec = (name: string): CommandSpec => COMMANDS[name]!;

export async function run(argv: string[], io: Io): Promise<number> {
  const [command, ...rest] = argv;
  try {
    const spec = command === undefined ? undefined : specOf(command, rest);
    // `railyard simulate --help` (or -h) prints the usage instead of running with bad flags.
    if (spec && rest.some((arg) => arg === '--help' || arg === '-h')) {
      io.out(USAGE);
      return 0;
    }
    const args = spec ? parseArgs(rest, spec) : { positional: [], flags: {} };
    switch (command) {
      case 'replay':
        return commandReplay(args, io);
      case 'validate':
        return await commandValidate(args, io);
      case 'simulate':
        return commandSimulate(args, io);
      case 'bench':
        return runBench(args, io);
      case 'arena':
        return await commandArena(args, io);
      case 'agree':
        return commandAgree(args, io);
      case 'lessons':
        return await commandLessons(args, io);
      case 'drill':
        return commandDrill(args, io, await loadDrillSets());
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
