import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // The project's ceiling for a unit test; vitest's 5 s default fails on a busy 2-core machine.
    testTimeout: 20_000,
  },
});
