import { defineConfig } from 'vitest/config';

// One database per worker (PGlite cold start is ~2.5 s): files in a worker share module state
// (isolate: false), so test/db.ts opens, migrates and seeds once per worker and resets between tests.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    pool: 'forks',
    isolate: false,
    maxWorkers: 2,
    fileParallelism: true,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    globalSetup: ['test/global-setup.ts'],
  },
});
