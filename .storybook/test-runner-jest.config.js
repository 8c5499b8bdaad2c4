// Jest config for `test-storybook`: the runner's defaults, launched in Debian's Chromium.
import { getJestConfig } from '@storybook/test-runner';

const defaults = getJestConfig();

export default {
  ...defaults,
  // The machine is shared (2 cores): give slow interaction stories room before calling them failed.
  testTimeout: 60_000,
  testEnvironmentOptions: {
    ...defaults.testEnvironmentOptions,
    'jest-playwright': {
      ...defaults.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
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
        ],
      },
    },
  },
};
