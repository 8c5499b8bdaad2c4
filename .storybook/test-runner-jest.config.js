// Jest settings of the story tests (`test-storybook`, started by scripts/test-stories.mjs): the test runner's own
// configuration, with Debian's Chromium and the window, scale and motion the visual baselines were recorded in.
import { getJestConfig } from '@storybook/test-runner';

const runner = getJestConfig();

/** The journeys' Chromium flags (e2e/playwright.config.ts), and the same font hinting on every machine. */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];

export default {
  ...runner,
  testEnvironment: '<rootDir>/.storybook/test-runner-environment.js',
  setupFilesAfterEnv: runner.setupFilesAfterEnv.map((file) =>
    file.endsWith('/playwright/jest-setup.js') ? '<rootDir>/.storybook/test-runner-setup.ts' : file,
  ),
  // A story plays, is checked by axe under four themes and captured: well within a minute.
  testTimeout: 60_000,
  testEnvironmentOptions: {
    ...runner.testEnvironmentOptions,
    'jest-playwright': {
      ...runner.testEnvironmentOptions['jest-playwright'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        args: chromiumArgs,
      },
      // Phone stories get their own window in .storybook/test-runner.ts; every other story this one.
      contextOptions: { viewport: { width: 800, height: 600 }, deviceScaleFactor: 1, reducedMotion: 'reduce' },
    },
  },
};
