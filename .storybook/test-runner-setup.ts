import config from './test-runner.ts';

// In place of the runner's own jest-setup.js, which loads all of @storybook/test-runner (Storybook's server modules
// and Babel) into every story file's sandbox just to set these globals: seconds per story file. The tests the
// runner generates from index.json call the hooks through them.
const runnerGlobals = globalThis as Record<string, unknown>;
runnerGlobals.__sbPreVisit = config.preVisit;
runnerGlobals.__sbPostVisit = config.postVisit;
runnerGlobals.__sbCollectCoverage = false;
// Only when a story navigates the page away: the runner resets the page and sets it up again.
runnerGlobals.__sbSetupPage = async (...args: unknown[]) => {
  const { setupPage } = await import('@storybook/test-runner');
  return setupPage(...(args as Parameters<typeof setupPage>));
};
