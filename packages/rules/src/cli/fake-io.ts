/**
 * An `Io` for the CLI's tests: what a command prints to stdout and stderr, line by line, and the
 * files it may read (any other path is missing, as on disk).
 */
import type { Io } from './args.js';

export function fakeIo(files: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    readInput: (path) => {
      if (!(path in files)) throw new Error(`ENOENT: no such file '${path}'`);
      return files[path]!;
    },
  };
  return { io, out, err };
}
