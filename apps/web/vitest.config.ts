import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    css: true,
    testTimeout: 40_000,
    // In CI a failed test runs once more before it fails the suite (a loaded 2-core machine can starve timers);
    // a real fault fails twice. Locally a failure fails at once.
    retry: process.env.CI ? 1 : 0,
    reporters: ['default', '../../scripts/flaky-reporter.mjs'],
    hookTimeout: 60_000,
    pool: 'threads',
    maxWorkers: 1,
  },
});
