import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Strength checks (searched bot games) run apart: vitest.strength.config.ts.
    exclude: [...configDefaults.exclude, 'src/**/*.strength.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
  },
});
