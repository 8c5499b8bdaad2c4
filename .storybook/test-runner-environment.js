// The story tests' jest environment: the runner's own Playwright environment, but one preview page per jest worker
// for every story file it runs, as the runner does for the stories of one file. The runner's default opens a new
// browser connection, context and page for every story file and loads the preview again: seconds per file, most of
// the pass's time. Stories are switched over Storybook's channel either way, and each story starts from the state
// .storybook/test-runner.ts's preVisit sets.
import { setupPage } from '@storybook/test-runner';
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';

/** This worker's browser connection, context and page, kept from one story file to the next. */
let kept;

export default class StoryEnvironment extends PlaywrightEnvironment {
  async setup() {
    const options = this._config.testEnvironmentOptions;
    // With a kept page the base class only sets up its helpers (jestPlaywright.*), without a browser of its own.
    this._config = {
      ...this._config,
      testEnvironmentOptions: {
        ...options,
        'jest-playwright': { ...options['jest-playwright'], skipInitialization: Boolean(kept) },
      },
    };
    await super.setup();
    if (kept) Object.assign(this.global, kept);
    else await setupPage(this.global.page, this.global.context);
  }

  async teardown() {
    // The page the file ended with (the runner replaces it after a navigation), left open for the next file.
    const { browser, context, page } = this.global;
    kept = { browser, context, page };
    this.global.browser = undefined;
    await super.teardown();
  }
}
