/** Argument parsing and I/O seams for the CLI (kept apart so tests can drive `run`). */
export class CliError extends Error {}

export interface Io {
  out(text: string): void;
  err(text: string): void;
  readInput(path: string): string;
}

export interface Args {
  positional: string[];
  flags: Record<string, string | true>;
}

/**
 * What a command takes: its flags (`value`: `--name V` or `--name=V`; `switch`: `--name` alone)
 * and how many positional arguments (files) at most.
 */
export interface CommandSpec {
  readonly name: string;
  readonly flags: Readonly<Record<string, 'value' | 'switch'>>;
  readonly maxPositional: number;
}

/**
 * Reads `argv` against `spec`: an unknown flag (with the closest known one when it looks like a
 * typo), a value flag without its value, a switch given a value, a flag given twice or one
 * argument too many are refused instead of being ignored or guessed at.
 */
export function parseArgs(argv: readonly string[], spec: CommandSpec): Args {
  const positional: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    // `-` alone is standard input; any other leading dash is meant as a flag.
    if (!arg.startsWith('-') || arg === '-') {
      if (positional.length >= spec.maxPositional)
        throw new CliError(
          spec.maxPositional === 0
            ? `${spec.name} takes no file or other argument, got "${arg}" (flags start with --)`
            : `${spec.name} takes one record file, got a second one: "${arg}"`,
        );
      positional.push(arg);
      continue;
    }
    const equals = arg.indexOf('=');
    const name = arg.slice(arg.startsWith('--') ? 2 : 1, equals < 0 ? undefined : equals);
    const kind = Object.hasOwn(spec.flags, name) && arg.startsWith('--') ? spec.flags[name] : null;
    if (!kind) throw new CliError(unknownFlag(arg.slice(0, equals < 0 ? undefined : equals), spec));
    if (Object.hasOwn(flags, name)) throw new CliError(`--${name} is given twice`);
    if (kind === 'switch') {
      if (equals >= 0) throw new CliError(`--${name} takes no value, got "${arg}"`);
      flags[name] = true;
    } else if (equals >= 0) flags[name] = arg.slice(equals + 1);
    else {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--'))
        throw new CliError(`--${name} needs a value${example(name)}`);
      flags[name] = next;
      i++;
    }
  }
  return { positional, flags };
}

function example(name: string): string {
  return name === 'seed' ? ' (any text, e.g. --seed railyard)' : ` (--${name} VALUE)`;
}

function unknownFlag(given: string, spec: CommandSpec): string {
  const known = Object.keys(spec.flags).map((name) => `--${name}`);
  const bare = given.replace(/^-+/, '');
  const closest = known
    .map((flag) => ({ flag, distance: editDistance(bare, flag.slice(2)) }))
    .sort((a, b) => a.distance - b.distance)[0];
  // Close enough to be a typo: one slip in a short name, two in a long one.
  if (closest && closest.distance <= (bare.length > 6 ? 2 : 1))
    return `unknown flag ${given} for ${spec.name}; did you mean ${closest.flag}?`;
  return known.length
    ? `unknown flag ${given} for ${spec.name} (its flags: ${known.join(', ')})`
    : `unknown flag ${given}: ${spec.name} takes no flags`;
}

/** Edit distance counting an insertion, deletion, substitution or swap of neighbours as one. */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

export function stringFlag(args: Args, name: string, fallback?: string): string {
  const value = args.flags[name];
  if (typeof value === 'string') return value;
  if (fallback !== undefined && value === undefined) return fallback;
  throw new CliError(value === undefined ? `--${name} is required` : `--${name} needs a value`);
}

/** A flag whose value is one of `choices` (`fallback` when it is not given). */
export function choiceFlag<T extends string>(
  args: Args,
  name: string,
  choices: readonly T[],
  fallback: T,
): T {
  const value = stringFlag(args, name, fallback);
  if (!(choices as readonly string[]).includes(value))
    throw new CliError(`--${name} must be one of ${choices.join(', ')}, got "${value}"`);
  return value as T;
}

/** The most players (and so bots a row) `--players` takes. */
export const MAX_PLAYERS = 16;

/** Counts above this are refused before anything is allocated for them. */
export const MAX_COUNT = 1_000_000;

/**
 * A whole-number flag from `min` to `max` written in plain decimal digits (not `0x4`, ` 4` or
 * `4.0`, which `Number` would take); `fallback` when it is not given (else required).
 */
export function intFlag(
  args: Args,
  name: string,
  fallback?: number,
  max = MAX_COUNT,
  min = 1,
): number {
  const raw = args.flags[name];
  if (raw === undefined && fallback !== undefined) return fallback;
  const value = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= min && value <= max))
    throw new CliError(
      `--${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(raw ?? null)}`,
    );
  return value;
}
