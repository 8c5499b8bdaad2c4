// Local visual baselines for the component stories: `node scripts/test-stories.mjs --visual` (add
// `--update-visual` to accept changes). Screenshots live in .storybook/__visual__/ and are compared by Playwright.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: 'visual.spec.ts',
  snapshotPathTemplate: '{testDir}/__visual__/{arg}{ext}',
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide' } },
  use: {
    // biome-ignore lint/suspicious/noUndeclaredEnvVars: set by scripts/test-stories.mjs, not a turbo task input.
    baseURL: process.env.STORYBOOK_URL,
    viewport: { width: 800, height: 600 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--font-render-hinting=none',
      ],
    },
  },
});
