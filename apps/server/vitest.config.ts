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
    // In CI a failed test runs once more before it fails the suite (a loaded 2-core machine can starve timers);
    // a real fault fails twice. Locally a failure fails at once.
    retry: process.env.CI ? 1 : 0,
    reporters: ['default', '../../scripts/flaky-reporter.mjs'],
    hookTimeout: 180_000,
    globalSetup: ['test/global-setup.ts'],
  },
});
