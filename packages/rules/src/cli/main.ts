#!/usr/bin/env node
import { closeSync, openSync, readSync } from 'node:fs';
import { MAX_RECORD_CHARS } from '../core/record.js';
import { clip } from '../core/quote.js';
import { CliError, type Io } from './args.js';
import { terminalSafe } from './terminal.js';
import { run } from './run.js';

/**
 * Reads a file or standard input, at most MAX_RECORD_CHARS bytes (+1 to tell that there is more):
 * `validate /dev/zero` or a huge pipe is refused instead of filling memory.
 */
function readLimited(path: string): string {
  const fd = path === '-' ? 0 : openSync(path, 'r');
  try {
    const limit = MAX_RECORD_CHARS + 1;
    const buffer = Buffer.alloc(Math.min(limit, 1 << 20));
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      let read: number;
      try {
        read = readSync(fd, buffer, 0, Math.min(buffer.length, limit - total), null);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EAGAIN') continue;
        if ((error as NodeJS.ErrnoException).code === 'EOF') break;
        throw error;
      }
      if (read === 0) break;
      chunks.push(Buffer.from(buffer.subarray(0, read)));
      total += read;
      if (total >= limit)
        throw new CliError(
          `${path === '-' ? 'standard input' : path} is larger than ${MAX_RECORD_CHARS} bytes, the most a record may be`,
        );
    }
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    if (fd !== 0) closeSync(fd);
  }
}

// `railyard … | head`: when the reader goes away, stop quietly instead of printing EPIPE.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });

const io: Io = {
  out: (text) => process.stdout.write(`${terminalSafe(text)}\n`),
  // A message may quote a hostile value: cut it to a readable length (20 problems fit).
  err: (text) => process.stderr.write(`${terminalSafe(clip(text, 10_000))}\n`),
  readInput: readLimited,
};

process.exitCode = await run(process.argv.slice(2), io);
