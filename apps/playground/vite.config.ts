/// <reference types="vitest/config" />
import { defineConfig } from 'vite';

// Served under /playground/ next to the docs site by `npm start`.
export default defineConfig({
  base: '/playground/',
  // elkjs (the statechart layout) and its worker are lazy chunks of about 1.5 MB each, loaded
  // only when a statechart is drawn.
  build: { outDir: 'dist', target: 'es2022', chunkSizeWarningLimit: 2000 },
  test: { environment: 'happy-dom', include: ['src/**/*.test.ts'] },
});
