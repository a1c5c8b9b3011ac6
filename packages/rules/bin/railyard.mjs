#!/usr/bin/env node
// Runs the compiled CLI when the package is built; inside the monorepo it falls back to the
// TypeScript sources through tsx so `npx railyard` works straight after `npm ci`.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const built = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
if (existsSync(built)) {
  await import(pathToFileURL(built).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/cli/main.ts');
}
