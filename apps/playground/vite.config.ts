/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import { minifyTemplates } from '../../packages/board-components/scripts/minify-templates.mjs';

const GAME_RUNTIME_ROOTS =
  /([\\/]playground[\\/]src[\\/]game-runtime|[\\/]elements[\\/]ry-game[\\/]ry-game|[\\/]boards[\\/]board-(base|styles)|[\\/]rules[\\/]src[\\/]core[\\/](define-game|game-definition|invariants|assign))\.ts$/;

// Served under /playground/ next to the docs site by `npm start`.
export default defineConfig({
  base: '/playground/',
  // Lit template text without its indentation, as in the component bundles.
  plugins: [minifyTemplates()],
  // elkjs (the statechart layout) and its worker are lazy chunks of about 1.5 MB each, loaded
  // only when a statechart is drawn.
  build: {
    outDir: 'dist',
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    // What the first screen (the setup form) needs in one chunk, and what every open game needs
    // besides its own board and engine in a second, instead of a dozen small shared ones (each
    // file is gzipped on its own: fewer requests, fewer bytes); each game stays a chunk of its own.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'first-screen', tags: ['$initial'] },
            // Its roots, with everything they import (less the first screen's): the session and
            // bot levels (src/game-runtime.ts, XState with them), <ry-game> and its panels, and
            // what every game's chunk imports (the engines' definition helpers, the boards' base).
            { name: 'game-runtime', test: GAME_RUNTIME_ROOTS },
          ],
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.ts'],
    // The project's ceiling for a unit test; vitest's 5 s default fails on a busy 2-core machine.
    testTimeout: 20_000,
  },
});
