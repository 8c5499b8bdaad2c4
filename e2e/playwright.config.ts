import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  // Two workers, each with its own server and data folder (fixtures.ts): a worker spends part of a journey waiting
  // on the page, so two fill the 2-core machine better (65 journeys: 1099 s with one worker, 804 s with two).
  workers: 2,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // A failed journey keeps its trace of actions, console and network; no DOM snapshots or screencast, which were
    // a fifth of a journey's CPU. The failure screenshot and Playwright's page snapshot (error-context) remain.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    locale: 'en-GB',
    timezoneId: 'Europe/London',
  },
});
