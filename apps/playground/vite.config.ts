import { defineConfig } from 'vite';

// Served under /playground/ next to the docs site by `npm start`.
export default defineConfig({
  base: '/playground/',
  build: { outDir: 'dist', target: 'es2022' },
});
