import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { storyViewport } from './viewports';

/** The runner's own window size, restored after a phone story (the page is reused between stories). */
let defaultViewport: { width: number; height: number } | null = null;

/**
 * The other tenant themes each story is checked under, after the full check under the default theme. A theme
 * changes only token values (colours first), so these passes run axe's colour rules alone on the story's final
 * state, with no new render and no play function: a few tens of milliseconds per story and theme.
 */
const extraThemes = ['nightcab', 'midnight', 'contrast'] as const;
const colourRules = ['color-contrast', 'link-in-text-block'];

/** Every story: axe over the whole body (dialogs and popovers portal outside #storybook-root), 0 violations. */
const config: TestRunnerConfig = {
  async preVisit(page, context) {
    defaultViewport ??= page.viewportSize();
    const wanted = storyViewport(context.id) ?? defaultViewport;
    if (wanted) await page.setViewportSize(wanted);
    // The runner reuses its page between stories: axe (600 KB of script) is injected once per page load, not for
    // each story. The mark is ours (the a11y addon may load its own axe), and a reload of the page clears it.
    const injected = await page.evaluate(() => '__cabkitAxeInjected' in window);
    if (!injected) {
      await injectAxe(page);
      await page.evaluate(() => {
        (window as unknown as { __cabkitAxeInjected: boolean }).__cabkitAxeInjected = true;
      });
    }
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
        // Only violations in full: axe skips selectors and HTML for every passing node (about 40 % of its time).
        resultTypes: ['violations'],
        rules: {
          // Stories render single components, not whole pages with landmarks and a heading outline.
          region: { enabled: false },
          'landmark-one-main': { enabled: false },
          'page-has-heading-one': { enabled: false },
          ...Object.fromEntries(known.map((rule) => [rule, { enabled: false }])),
        },
      },
    });
    const colourChecks = colourRules.filter((rule) => !known.includes(rule));
    if (colourChecks.length === 0) return;
    try {
      for (const theme of extraThemes) {
        await page.evaluate((name) => {
          (window as unknown as { __cabkitApplyTheme: (theme: string) => void }).__cabkitApplyTheme(name);
        }, theme);
        try {
          await checkA11y(page, 'body', {
            detailedReport: true,
            detailedReportOptions: { html: true },
            axeOptions: { runOnly: { type: 'rule', values: colourChecks }, resultTypes: ['violations'] },
          });
        } catch (error) {
          throw new Error(`Under the ${theme} theme: ${(error as Error).message}`);
        }
      }
    } finally {
      await page.evaluate(() => {
        (window as unknown as { __cabkitApplyTheme: (theme: string) => void }).__cabkitApplyTheme('default');
      });
    }
  },
};

export default config;
