import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { storyViewport } from './viewports';

/** The runner's own window size, restored after a phone story (the page is reused between stories). */
let defaultViewport: { width: number; height: number } | null = null;

/** Every story: axe over the whole body (dialogs and popovers portal outside #storybook-root), 0 violations. */
const config: TestRunnerConfig = {
  async preVisit(page, context) {
    defaultViewport ??= page.viewportSize();
    const wanted = storyViewport(context.id) ?? defaultViewport;
    if (wanted) await page.setViewportSize(wanted);
    await injectAxe(page);
  },
  async postVisit(page, context) {
    // A story may name axe rules it knowingly breaks (parameters.axeKnownIssues: { rule: 'why' }); keep the list short.
    const story = await getStoryContext(page, context);
    const known = Object.keys((story.parameters?.axeKnownIssues as Record<string, string> | undefined) ?? {});
    // Let entry transitions settle (durations are short; the test browser does not reduce motion).
    await page.waitForTimeout(50);
    // RAC's hidden live announcer keeps entries labelled by elements of the previous story (the runner reuses
    // the page between stories): drop only entries whose label element no longer exists, then check everything.
    await page.evaluate(() => {
      for (const entry of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
        const ids = (entry.getAttribute('aria-labelledby') ?? '').split(/\s+/);
        if (!ids.some((id) => document.getElementById(id))) entry.remove();
      }
    });
    await checkA11y(page, 'body', {
      detailedReport: true,
      detailedReportOptions: { html: true },
      axeOptions: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
        rules: {
          // Stories render single components, not whole pages with landmarks and a heading outline.
          region: { enabled: false },
          'landmark-one-main': { enabled: false },
          'page-has-heading-one': { enabled: false },
          ...Object.fromEntries(known.map((rule) => [rule, { enabled: false }])),
        },
      },
    });
  },
};

export default config;
