import { build, defineConfig, type InlineConfig, type Plugin } from 'vite';
import { gameBoards, type GameBoard } from './scripts/game-boards.mjs';
import { minifyTemplates } from './scripts/minify-templates.mjs';

/**
 * Library build.
 *
 * 1. `vite build` with this config emits one ES module per element and per game board
 *    (`dist/ry-game.js`, `dist/ry-chicago-express-board.js`, …) and one per game
 *    (`dist/chicago-express.js`: board + engine, registered for `<ry-game>`), sharing chunks
 *    under `dist/chunks/`: for pages and bundlers that pick pieces one by one; `dist/index.js` is
 *    the classes and events, defining nothing.
 * 2. When that is done, the plugin below builds the self-contained bundles, each a single file
 *    with Lit, XState and the engines inside:
 *    - `dist/railyard.js`: every element and every game;
 *    - `dist/railyard-<game>.js`: `<ry-game>` + that game's board + that game's engine only.
 *    One `<script type="module">` of any of them is enough to use `<ry-game>` on a page.
 *
 * In both, elkjs (the statechart layout) stays a lazily imported chunk, outside the budget
 * that `scripts/check-size.mjs` enforces.
 */
const boards = gameBoards();

const elementEntries: Record<string, string> = {
  // The classes, events and helpers, defining no element (the packed package's main entry).
  index: 'src/index.ts',
  'ry-game': 'src/elements/ry-game/ry-game.ts',
  'ry-statechart': 'src/elements/ry-statechart/ry-statechart.ts',
  'ry-game-log': 'src/elements/ry-game-log/ry-game-log.ts',
  'ry-player-panel': 'src/elements/ry-player-panel/ry-player-panel.ts',
  'ry-auction-panel': 'src/elements/ry-auction-panel/ry-auction-panel.ts',
  'ry-action-bar': 'src/elements/ry-action-bar/ry-action-bar.ts',
  'ry-lesson': 'src/elements/ry-lesson/ry-lesson.ts',
  'ry-drill': 'src/elements/ry-drill/ry-drill.ts',
  // Each board folder: its board element, and its game for <ry-game> (board plus engine, with
  // `ry-game.js`, sharing chunks), named by the game id.
  ...Object.fromEntries(boards.flatMap((board) => Object.entries(board.elements))),
  ...Object.fromEntries(boards.map((board) => [board.id, board.game])),
};

/** The self-contained one-file bundles of these board folders: all games, and one per folder. */
export function bundlesFor(folders: readonly GameBoard[]): Record<string, string> {
  return {
    railyard: 'src/railyard.ts',
    // Everything in railyard.js plus <ry-lesson> and <ry-drill>: the lesson runner and its bots
    // did not fit railyard.js's budget (about +7.7 KB gzip).
    'railyard-learn': 'src/railyard-learn.ts',
    ...Object.fromEntries(folders.map((board) => [`railyard-${board.id}`, board.bundle])),
  };
}

/** The self-contained one-file bundles of this package. */
export const bundles: Record<string, string> = bundlesFor(boards);

/**
 * @param oneFile a self-contained bundle: code its lazy chunks share with it (Lit, the theme…)
 *   stays in the bundle itself, which the lazy chunks import from, instead of a third shared
 *   chunk that every page would load up front. The bundle then also exports those internals under
 *   short generated names, beside its public exports.
 */
function libConfig(entry: Record<string, string>, oneFile = false): InlineConfig {
  return {
    configFile: false,
    logLevel: 'warn',
    // Files the bundles load by URL (the statechart layout worker) are found next to the
    // bundle that asks for them, wherever a site serves dist/ (the docs site: /lib/).
    base: './',
    plugins: [minifyTemplates()],
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      lib: { entry, formats: ['es'], fileName: (_format, name) => `${name}.js` },
      rolldownOptions: {
        ...(oneFile ? { preserveEntrySignatures: 'allow-extension' as const } : {}),
        output: {
          // Whitespace too: Vite keeps it in ES library builds by default.
          minify: true,
          chunkFileNames: 'chunks/[name]-[hash].js',
        },
      },
    },
  };
}

function selfContainedBundles(): Plugin {
  return {
    name: 'railyard-self-contained-bundles',
    apply: 'build',
    async closeBundle() {
      for (const [name, entry] of Object.entries(bundles)) {
        await build(libConfig({ [name]: entry }, true));
      }
    },
  };
}

export default defineConfig(() => {
  const config = libConfig(elementEntries);
  return {
    ...config,
    configFile: undefined,
    build: { ...config.build, emptyOutDir: true },
    plugins: [minifyTemplates(), selfContainedBundles()],
  };
});
