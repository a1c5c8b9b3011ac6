import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../bin/railyard.mjs', import.meta.url));
/** The repository's root, where the README runs `npx railyard`. */
const root = fileURLToPath(new URL('../../../..', import.meta.url));
const sh = (command: string, cwd?: string) =>
  spawnSync('bash', ['-c', command], {
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, BIN: bin },
    ...(cwd ? { cwd } : {}),
  });

describe('railyard as a process', () => {
  it('refuses endless input (/dev/zero) with a clear message instead of filling memory', () => {
    const result = sh('node "$BIN" validate /dev/zero');
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(
      /\/dev\/zero is larger than 10000000 bytes, the most a record may be/,
    );
  });

  it('exits quietly when the reader of its output goes away (| head)', () => {
    const result = sh(
      // The JSON view is over 64 KB, more than a pipe holds, so the write meets the closed pipe.
      'f=$(mktemp); node "$BIN" simulate --game chicago-express --players 6 --seed pipe > "$f"; node "$BIN" replay "$f" --json | head -c 10 >/dev/null; echo "exit ${PIPESTATUS[0]}"; rm -f "$f"',
    );
    expect(result.stderr).not.toMatch(/EPIPE|Error/);
    expect(result.stdout.trim()).toBe('exit 0');
  });

  it('plays games when run from the repository root, as the README does', () => {
    // From the root, tsx reads the root's tsconfig.json, where class fields are defined
    // natively: a field initialiser reading a constructor's parameter property saw undefined.
    // The sources through tsx, as bin/railyard.mjs runs them until the package is built.
    const result = sh(
      'node --import tsx packages/rules/src/cli/main.ts arena --game chicago-express --players 3 --games 1 --bots easy,random,random --seed root --format json',
      root,
    );
    expect(result.stderr).not.toMatch(/Error|Cannot read/);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout).games).toBe(1);
  });
});
