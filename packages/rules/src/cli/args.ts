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

export function parseArgs(argv: readonly string[]): Args {
  const positional: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      const next = argv[i + 1];
      if (inline !== undefined) flags[name] = inline;
      else if (next !== undefined && !next.startsWith('--') && name !== 'json') {
        flags[name] = next;
        i++;
      } else flags[name] = true;
    } else positional.push(arg);
  }
  return { positional, flags };
}

export function stringFlag(args: Args, name: string, fallback?: string): string {
  const value = args.flags[name];
  if (typeof value === 'string') return value;
  if (fallback !== undefined) return fallback;
  throw new CliError(`--${name} is required`);
}

/** Counts above this are refused before anything is allocated for them. */
export const MAX_COUNT = 1_000_000;

/** A whole-number flag from `min` to `max`; `fallback` when it is not given (else required). */
export function intFlag(
  args: Args,
  name: string,
  fallback?: number,
  max = MAX_COUNT,
  min = 1,
): number {
  const raw = args.flags[name];
  if (raw === undefined && fallback !== undefined) return fallback;
  const value = Number(raw);
  const blank = typeof raw === 'string' && raw.trim() === '';
  if (typeof raw !== 'string' || blank || !Number.isInteger(value) || value < min || value > max)
    throw new CliError(
      `--${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(raw ?? null)}`,
    );
  return value;
}
