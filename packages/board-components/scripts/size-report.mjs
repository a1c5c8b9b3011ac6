#!/usr/bin/env node
/**
 * Where the bytes of a one-file bundle go (the profile behind PERFORMANCE.md):
 * `node scripts/size-report.mjs [entry] [--top N] [--depth N]`, entry defaulting to every
 * `src/boards/<game>/bundle.ts`. The entry is built as the bundles are (minified, templates
 * minified, lazy chunks apart) with a source map; every minified byte is attributed to the
 * source file it came from, and each file's share of the gzip size is estimated from the gzip
 * size of its own bytes, scaled so the shares add up to the chunk's real gzip size. Files are
 * grouped by folder below `--depth` path segments (packages in node_modules by package).
 */
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { gameBoards } from './game-boards.mjs';
import { minifyTemplates } from './minify-templates.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : Number(args.splice(at, 2)[1]);
};
const top = option('--top', 40);
const depth = option('--depth', 6);
const entries = args.length ? args : gameBoards().map((board) => board.bundle);

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = Object.fromEntries([...BASE64].map((char, index) => [char, index]));

/** One source-map segment's fields (VLQ-decoded, still relative to the previous segment). */
function decodeSegment(text) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGIT[char];
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/** Minified text of a chunk, split by the source file each piece maps to. */
function bytesBySource(code, map) {
  const lines = code.split('\n');
  const bySource = new Map();
  let source = 0;
  map.mappings.split(';').forEach((line, index) => {
    const text = lines[index] ?? '';
    let column = 0;
    const starts = [];
    for (const segment of line ? line.split(',') : []) {
      const fields = decodeSegment(segment);
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      starts.push([column, fields.length > 1 ? map.sources[source] : '(unmapped)']);
    }
    starts.forEach(([start, name], i) => {
      const end = i + 1 < starts.length ? starts[i + 1][0] : text.length;
      bySource.set(name, (bySource.get(name) ?? '') + text.slice(start, end));
    });
  });
  return bySource;
}

function group(name) {
  const path = name.replace(/^(\.\.\/)+/, '').replace(/\?.*$/, '');
  const packageAt = path.lastIndexOf('node_modules/');
  if (packageAt !== -1) {
    const parts = path.slice(packageAt + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  return path.split('/').slice(0, depth).join('/');
}

const gz = (text) => gzipSync(text, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

for (const entry of entries) {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [minifyTemplates()],
    build: {
      write: false,
      target: 'es2022',
      sourcemap: true,
      lib: { entry: { bundle: join(root, entry) }, formats: ['es'], fileName: () => 'bundle.js' },
      rolldownOptions: { preserveEntrySignatures: 'allow-extension', output: { minify: true } },
    },
  });
  const chunks = (Array.isArray(result) ? result : [result])
    .flatMap((output) => output.output)
    .filter((chunk) => chunk.type === 'chunk' && !/elk/.test(chunk.fileName));
  for (const chunk of chunks) {
    const total = gz(chunk.code);
    console.log(
      `\n${entry} → ${chunk.isEntry ? 'entry' : `lazy ${chunk.fileName}`}: ${chunk.code.length} B minified, ${kb(total)} gzip`,
    );
    const groups = new Map();
    for (const [name, text] of bytesBySource(chunk.code, chunk.map)) {
      const key = group(name);
      groups.set(key, (groups.get(key) ?? '') + text);
    }
    const rows = [...groups].map(([key, text]) => ({ key, raw: text.length, alone: gz(text) }));
    const scale = total / rows.reduce((sum, row) => sum + row.alone, 0);
    rows.sort((a, b) => b.alone - a.alone);
    console.log(`${'minified'.padStart(9)} ${'gzip share'.padStart(11)}  source`);
    for (const row of rows.slice(0, top))
      console.log(
        `${String(row.raw).padStart(9)} ${kb(row.alone * scale).padStart(11)}  ${row.key}`,
      );
    if (rows.length > top) console.log(`${''.padStart(21)}  … ${rows.length - top} more`);
  }
}
