import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 5 s, not 1 s: on a cold 2-core CI machine the first render of a lazily loaded part
// (transformed on first import) can take longer than a second.
configure({ asyncUtilTimeout: 5000 });

// react-aria's locale (dates and money in @cabkit/ui) is en-GB, as the app hands it over for an en-GB page
// (markDocument in apps/web/src/i18n/language.ts), not the test browser's en-US.
(window as unknown as Record<symbol, string>)[Symbol.for('react-aria.i18n.locale')] = 'en-GB';

afterEach(() => cleanup());
