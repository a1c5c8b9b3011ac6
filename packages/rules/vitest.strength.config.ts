import { defineConfig } from 'vitest/config';

/**
 * Strength checks: searched bot games, minutes of CPU each. Kept out of `npm test` (whose unit
 * tests stay under 20 s each) and run with `npm run test:strength -w @railyard/rules`.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.strength.test.ts'],
    environment: 'node',
    testTimeout: 1_800_000,
  },
});
