/** Flags shared by `simulate` and `arena`: bot levels per seat, search budgets, rule options. */
import {
  resolveOptions,
  type AnyGameDefinition,
  type Bot,
  type JsonValue,
  type LevelOptions,
  MAX_SEARCH_PARTS,
} from '../index.js';
import { botsFor } from '../engines.js';
import { CliError, intFlag, type Args } from './args.js';

/**
 * `--iterations K` or `--budget-ms T` for the search levels (K: deterministic games), and the
 * search's `--depth D` (playout moves before the evaluation), `--epsilon P` (share of random
 * playout moves, 0 to 1), `--exploration C` (a tree search's UCB1 constant) and `--parts P`
 * (hard's search split as a pool of P workers splits it).
 */
export function searchFlags(args: Args): LevelOptions {
  if (args.flags.iterations !== undefined && args.flags['budget-ms'] !== undefined)
    throw new CliError('give --iterations or --budget-ms, not both');
  const tuning: LevelOptions = {
    ...(args.flags.depth !== undefined ? { depth: intFlag(args, 'depth', undefined, 10_000) } : {}),
    ...(args.flags.epsilon !== undefined ? { epsilon: shareFlag(args, 'epsilon') } : {}),
    ...(args.flags.exploration !== undefined
      ? { exploration: decimalFlag(args, 'exploration', MAX_EXPLORATION) }
      : {}),
    ...(args.flags.parts !== undefined
      ? { parts: intFlag(args, 'parts', undefined, MAX_SEARCH_PARTS) }
      : {}),
  };
  if (args.flags.iterations !== undefined)
    return { ...tuning, iterations: intFlag(args, 'iterations', undefined, 1_000_000) };
  if (args.flags['budget-ms'] !== undefined)
    return { ...tuning, budgetMs: intFlag(args, 'budget-ms', undefined, 600_000) };
  return tuning;
}

/** Above this a tree search barely looks at its rewards (they lie in [0, 1]). */
const MAX_EXPLORATION = 10;

function decimalFlag(args: Args, name: string, max: number): number {
  const raw = args.flags[name];
  // Plain decimals only: `Number` would also take ` 0.5`, `0x1` or `1e-1`.
  const value = typeof raw === 'string' && /^(\d+\.?\d*|\.\d+)$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= 0 && value <= max))
    throw new CliError(`--${name} must be a number from 0 to ${max}, got ${JSON.stringify(raw)}`);
  return value;
}

const shareFlag = (args: Args, name: string) => decimalFlag(args, name, 1);

/** `--options JSON`: checked against the game's option specs. */
export function optionsFlag(args: Args, game: AnyGameDefinition): Record<string, JsonValue> {
  const raw = args.flags.options;
  if (raw === undefined) return {};
  if (typeof raw !== 'string') throw new CliError('--options needs a JSON object, e.g. {"x":1}');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new CliError(`--options is not valid JSON: ${(error as Error).message}`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new CliError(`--options must be a JSON object, got ${raw}`);
  const given = parsed as Record<string, JsonValue>;
  try {
    resolveOptions(game.options, given);
  } catch (error) {
    throw new CliError(`--options: ${(error as Error).message}`);
  }
  return given;
}

/**
 * The level id of every seat: `--bots a,b,c` (one per seat) or `--bot ID` for all (default
 * `random`). Unknown ids are refused with the known ones listed.
 */
export function seatLevels(
  args: Args,
  count: number,
  table: Readonly<Record<string, Bot>>,
): string[] {
  const known = () => Object.keys(table).join(', ');
  const check = (flag: string, id: string) => {
    if (!Object.hasOwn(table, id))
      throw new CliError(`${flag}: unknown bot "${id}" (known: ${known()})`);
    return id;
  };
  if (args.flags.bots !== undefined) {
    if (args.flags.bot !== undefined) throw new CliError('give --bot or --bots, not both');
    if (typeof args.flags.bots !== 'string')
      throw new CliError(
        `--bots needs one bot per seat, e.g. hard,random,random (known: ${known()})`,
      );
    const ids = args.flags.bots.split(',').map((id) => id.trim());
    if (ids.length !== count)
      throw new CliError(`--bots names ${ids.length} bots for ${count} players; give one per seat`);
    return ids.map((id) => check('--bots', id));
  }
  const bot = args.flags.bot;
  if (bot === true) throw new CliError(`--bot needs a bot id (known: ${known()})`);
  return new Array<string>(count).fill(check('--bot', bot ?? 'random'));
}

/** The level table of a game with the search flags applied. */
export const levelTable = (game: AnyGameDefinition, options: LevelOptions) =>
  botsFor(game, options);
