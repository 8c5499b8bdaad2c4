import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activateCatalogue } from './src/i18n/language';
import { resetStores } from './src/state/stores';

// Tests draw in en-GB from the source messages (outside a production build Lingui compiles them as they are used).
activateCatalogue({ language: 'en-GB', messages: {} });

// react-aria's locale (dates and money in @cabkit/ui) is en-GB, as the app hands it over for an en-GB page
// (markDocument in apps/web/src/i18n/language.ts), not the test browser's en-US.
(window as unknown as Record<symbol, string>)[Symbol.for('react-aria.i18n.locale')] = 'en-GB';

// findBy*/waitFor wait up to 5 s, not 1 s: on a cold 2-core CI machine the first render of a lazily loaded part
// (transformed on first import) can take longer than a second.
configure({ asyncUtilTimeout: 5000 });

// Every test starts from a clean page: nothing rendered, nothing stored, every store empty (src/state/stores.ts).
// The test files share one module graph (vitest.config.ts), so a store left filled would reach the next file.
// Left in the body, too: what a test put there itself (fake payment SDK fields), never by React. RAC's live announcer
// stays (a module of react-aria holds on to it).
afterEach(() => {
  cleanup();
  for (const element of [...document.body.children]) {
    if (!element.hasAttribute('data-live-announcer')) element.remove();
  }
  delete document.documentElement.dataset.hydrated;
  resetStores();
  sessionStorage.clear();
  localStorage.clear();
});
