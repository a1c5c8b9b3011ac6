#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import type { Io } from './args.js';
import { run } from './run.js';

const io: Io = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  readInput: (path) => readFileSync(path === '-' ? 0 : path, 'utf8'),
};

process.exitCode = await run(process.argv.slice(2), io);
