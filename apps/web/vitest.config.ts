import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { linguiPlugins } from './vite.config';

/**
 * Files that need a module graph of their own: they test what happens before a lazy part has loaded, which a file
 * run earlier in a shared graph would already have loaded, or they mock a module (vi.mock), which a shared graph
 * may already hold unmocked.
 */
const isolated = [
  'src/features/booking/components/address-field.test.tsx',
  'src/features/booking/map/booking-map.test.tsx',
  'src/features/bookings/bookings.test.tsx',
  'src/features/payment/components/sdk-components.test.tsx',
  'src/lib/lazy-dialog.test.tsx',
];
const every = 'src/**/*.test.{ts,tsx}';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react(), ...linguiPlugins()],
  test: {
    environment: 'jsdom',
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
    // The other files share one jsdom and one module graph (each still runs its setup and cleanup, and the stores
    // are reset between tests: src/state/stores.ts): a fresh environment per file was over half of the suite's CPU.
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: [every], isolate: false, exclude: [...configDefaults.exclude, ...isolated] },
      },
      { extends: true, test: { name: 'isolated', include: isolated } },
    ],
  },
});
