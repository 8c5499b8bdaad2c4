// Jest settings of the story tests (`test-storybook`, started by scripts/test-stories.mjs): the test runner's own
// configuration, with Debian's Chromium and the window, scale and motion the visual baselines were recorded in.
import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const runner = getJestConfig();

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
        executablePath: chromiumPath,
        // The journeys' flags, and the same font hinting on every machine.
        args: [...chromiumArgs, '--font-render-hinting=none'],
      },
      // Phone stories get their own window in .storybook/test-runner.ts; every other story this one.
      contextOptions: { viewport: { width: 800, height: 600 }, deviceScaleFactor: 1, reducedMotion: 'reduce' },
    },
  },
};
