import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

/** Files that mock a module (vi.mock): a module graph shared with other files may already hold it unmocked. */
const isolated = ['src/JourneyMap/google.test.ts', 'src/JourneyMap/bingLoader.test.ts'];

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    css: true,
    pool: 'threads',
    maxWorkers: 2,
    // One jsdom and one module graph per worker for the other files (each file still runs its setup and cleanup):
    // a fresh environment per file was half of the suite's CPU.
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, 'src/JourneyMap/**/*.browser.test.{ts,tsx}', ...isolated],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: isolated } },
    ],
    // user-event in jsdom on a shared 2-core machine can be slow.
    testTimeout: 20_000,
    // In CI a failed test runs once more before it fails the suite (a loaded 2-core machine can starve timers);
    // a real fault fails twice. Locally a failure fails at once.
    retry: process.env.CI ? 1 : 0,
    reporters: ['default', '../../scripts/flaky-reporter.mjs'],
  },
});
