#!/usr/bin/env node
// Packs @railyard/rules and @railyard/board-components as npm would publish them:
// `node scripts/pack-packages.mjs [out dir]` (default: packed/) after `npm run build`, then
// `npm install <out dir>/railyard-rules-0.1.0.tgz <out dir>/railyard-board-components-0.1.0.tgz`
// in any app. Inside the monorepo the packages point at their TypeScript sources (every tool here
// compiles them); a packed package points at the built JavaScript and declarations instead, so an
// app needs no TypeScript settings of ours. Each package is copied to a temporary folder with its
// package.json rewritten that way, and `npm pack` packs that copy.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const out = resolve(process.argv[2] ?? join(root, 'packed'));

/** `./src/x/y.ts` → the built module and its declarations. */
const built = (source, types = source) => ({
  types: types.replace(/^\.\/src\/(.*)\.ts$/, './dist/$1.d.ts'),
  import: source.replace(/^\.\/src\/(.*)\.ts$/, './dist/$1.js'),
});

const packages = [
  {
    dir: 'packages/rules',
    needs: ['dist/index.js', 'dist/index.d.ts'],
    copy: ['dist', 'bin', 'schema', 'README.md'],
    /** Every export of the sources, at the same place under dist/ (tsc keeps the layout). */
    exports: (exports) =>
      Object.fromEntries(
        Object.entries(exports).map(([key, target]) => {
          const source = typeof target === 'string' ? target : target.import;
          return [key, source.endsWith('.ts') ? built(source) : target];
        }),
      ),
  },
  {
    dir: 'packages/board-components',
    needs: ['dist/index.js', 'dist/railyard.js', 'dist/types/index.d.ts'],
    copy: ['dist', 'custom-elements.json', 'README.md'],
    /** The Vite build's files (vite.config.ts), typed by dist/types/ (tsconfig.types.json). */
    exports: () => ({
      '.': { types: './dist/types/index.d.ts', import: './dist/index.js' },
      './railyard': { types: './dist/types/railyard.d.ts', import: './dist/railyard.js' },
      './railyard.js': { types: './dist/types/railyard.d.ts', import: './dist/railyard.js' },
      './ry-game': {
        types: './dist/types/elements/ry-game/ry-game.d.ts',
        import: './dist/ry-game.js',
      },
      './ry-statechart': {
        types: './dist/types/elements/ry-statechart/ry-statechart.d.ts',
        import: './dist/ry-statechart.js',
      },
      './*': { types: './dist/types/boards/*/bundle.d.ts', import: './dist/railyard-*.js' },
      './dist/*': './dist/*',
      './custom-elements.json': './custom-elements.json',
      './package.json': './package.json',
    }),
  },
];

mkdirSync(out, { recursive: true });
const staging = mkdtempSync(join(tmpdir(), 'railyard-pack-'));
try {
  for (const pkg of packages) {
    const from = join(root, pkg.dir);
    const missing = pkg.needs.filter((file) => !existsSync(join(from, file)));
    if (missing.length) {
      console.error(`${pkg.dir}: ${missing.join(', ')} missing: run "npm run build" first.`);
      process.exit(1);
    }
    const manifest = JSON.parse(readFileSync(join(from, 'package.json'), 'utf8'));
    const to = join(staging, manifest.name.replace('/', '+'));
    for (const item of pkg.copy)
      if (existsSync(join(from, item)))
        cpSync(join(from, item), join(to, item), {
          recursive: true,
          // Source maps point at src/, which is not packed.
          filter: (file) => !file.endsWith('.map'),
        });
    manifest.exports = pkg.exports(manifest.exports);
    manifest.files = pkg.copy.filter((item) => item !== 'README.md');
    delete manifest.devDependencies;
    delete manifest.scripts;
    delete manifest.nx;
    // The built modules define elements and register games when imported (rules: none do).
    if (Array.isArray(manifest.sideEffects))
      manifest.sideEffects = ['./dist/*.js', './dist/chunks/*.js'];
    writeFileSync(join(to, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', out], {
        cwd: to,
        encoding: 'utf8',
      }),
    );
    console.log(`${join(out, packed.filename)} (${packed.entryCount} files, ${packed.size} bytes)`);
  }
} finally {
  rmSync(staging, { recursive: true, force: true });
}
