import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['src/JourneyMap/**/*.browser.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    css: true,
    pool: 'threads',
    maxWorkers: 2,
    // One jsdom and one module graph per worker for all files (each file still runs its setup and cleanup):
    // the tests share no state, and a fresh environment per file was half of the suite's CPU.
    isolate: false,
    // user-event in jsdom on a shared 2-core machine can be slow.
    testTimeout: 20_000,
    // In CI a failed test runs once more before it fails the suite (a loaded 2-core machine can starve timers);
    // a real fault fails twice. Locally a failure fails at once.
    retry: process.env.CI ? 1 : 0,
    reporters: ['default', '../../scripts/flaky-reporter.mjs'],
  },
});
