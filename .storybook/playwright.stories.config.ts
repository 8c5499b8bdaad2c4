// The story tests (.storybook/stories.spec.ts): every story renders, plays, passes axe under every tenant theme and,
// with `--visual`, matches its baseline. Run by `node scripts/test-stories.mjs` (see its header for the flags).
// Baselines live in .storybook/__visual__/; diffs of a failed run are in .tmp/visual-results/.
import { defineConfig } from '@playwright/test';
import { chromiumArgs } from '../e2e/playwright.config';

export default defineConfig({
  testDir: '.',
  testMatch: 'stories.spec.ts',
  snapshotPathTemplate: '{testDir}/__visual__/{arg}{ext}',
  // Not test-results/: the e2e runs clear that folder, and a visual run would clear theirs.
  outputDir: '../.tmp/visual-results',
  workers: 2,
  retries: 0,
  // A plain run never writes baselines (a missing one fails); `--update-visual` passes --update-snapshots=changed.
  updateSnapshots: 'none',
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
      // The flags of the journeys, and the same font hinting on every machine for the baselines.
      args: [...chromiumArgs, '--font-render-hinting=none'],
    },
  },
});
