import type { TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import type { Page } from 'playwright-core';
import { storyViewport } from './viewports.ts';
import { matchBaseline, type VisualMode } from './visual-baseline.ts';

// The story tests, run by `test-storybook` over the built Storybook (scripts/test-stories.mjs). For every story:
// 1. it renders and its play function passes (the runner's own check) and the a11y addon's axe run (Storybook runs it
//    after every story, with `parameters.a11y` of preview.tsx: WCAG 2.2 A/AA and best practice over the whole body)
//    finds 0 violations under the default theme and did not fail to run: Storybook reports the finish as a success;
// 2. with STORIES_VISUAL 'compare' or 'update', its final state matches its baseline (.storybook/visual-baseline.ts);
// 3. axe's colour rules find 0 violations under every other tenant theme (a theme changes only token values, so these
//    passes need no new render).
// A story that knowingly breaks a rule says so with Storybook's own `parameters.a11y.config`.

/** Stories with no visual baseline, and why (they still render, play and pass axe). */
const noBaseline: Record<string, string> = {
  // Counts down once a second (setInterval) from when it renders: the number shown at capture depends on timing.
  'feedback-countdown--ticking': 'live interval timer',
};

/** The other tenant themes each story's colours are checked under, after the full check under the default one. */
const extraThemes = ['nightcab', 'midnight', 'contrast'] as const;
const colourRules = ['color-contrast', 'link-in-text-block'];

/** The window of every story that is not a phone story (the runner's context starts with it too). */
const desktopViewport = { width: 800, height: 600 };

// biome-ignore lint/suspicious/noUndeclaredEnvVars: set by scripts/test-stories.mjs, not a turbo task input.
const visualEnv = process.env.STORIES_VISUAL;
const visual: VisualMode | undefined = visualEnv === 'compare' || visualEnv === 'update' ? visualEnv : undefined;

/** The part of a story's `parameters.a11y` the theme passes honour. */
interface A11yParameters {
  disable?: boolean;
  test?: 'off' | 'todo' | 'error';
  config?: { rules?: { id: string; enabled?: boolean }[] };
}
/** What Storybook said when the story finished: its status, and whether the a11y addon's axe run failed to run. */
interface Finished {
  storyId: string;
  status: string;
  axeError?: string;
}
type StoryWindow = {
  __STORYBOOK_PREVIEW__?: { currentRender?: { story?: { parameters?: { a11y?: A11yParameters } } } };
  __STORYBOOK_ADDONS_CHANNEL__?: { on: (event: string, listener: (data: unknown) => void) => void };
  __cabkitStoryFinished?: Finished;
  __cabkitApplyTheme?: (theme: string) => void;
};

/** Axe's colour rules under every other tenant theme, then back to the default one. */
async function checkThemes(page: Page): Promise<void> {
  const a11y = await page.evaluate(
    () => (globalThis as StoryWindow).__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters?.a11y ?? {},
  );
  const off = new Set(a11y.config?.rules?.filter((rule) => rule.enabled === false).map((rule) => rule.id));
  const colourChecks = colourRules.filter((rule) => !off.has(rule));
  if (a11y.disable || a11y.test === 'off' || colourChecks.length === 0) return;
  try {
    for (const theme of extraThemes) {
      await page.evaluate((name) => (globalThis as StoryWindow).__cabkitApplyTheme?.(name), theme);
      try {
        // The addon's context: the whole body but RAC's hidden live announcer (it may still hold entries of the
        // previous story, labelled by elements that are gone).
        await checkA11y(
          page,
          { include: ['body'], exclude: ['[data-live-announcer]'] },
          {
            detailedReport: true,
            detailedReportOptions: { html: true },
            verbose: false,
            axeOptions: { runOnly: { type: 'rule', values: colourChecks }, resultTypes: ['violations'] },
          },
        );
      } catch (error) {
        throw new Error(`Under the ${theme} theme: ${(error as Error).message}`);
      }
    }
  } finally {
    await page.evaluate(() => (globalThis as StoryWindow).__cabkitApplyTheme?.('default'));
  }
}

const config: TestRunnerConfig = {
  // Once per page (one per story file): the preview, a listener for Storybook's finish report, and axe for the
  // theme passes. The runner then switches stories over Storybook's channel in this page.
  async prepare({ page }) {
    // biome-ignore lint/suspicious/noUndeclaredEnvVars: set by test-storybook from its --url.
    await page.goto(new URL('iframe.html?viewMode=story', process.env.TARGET_URL).toString(), { waitUntil: 'load' });
    await page.waitForFunction(() => Boolean((globalThis as StoryWindow).__STORYBOOK_ADDONS_CHANNEL__));
    await page.evaluate(() => {
      const story = globalThis as StoryWindow;
      story.__STORYBOOK_ADDONS_CHANNEL__?.on('storyFinished', (data) => {
        const { storyId, status, reporters } = data as {
          storyId: string;
          status: string;
          reporters?: { type: string; result?: { error?: unknown } }[];
        };
        const axe = reporters?.find((report) => report.type === 'a11y');
        const axeError = axe?.result?.error === undefined ? undefined : String(axe.result.error);
        story.__cabkitStoryFinished = { storyId, status, axeError };
      });
    });
    await injectAxe(page);
  },

  async preVisit(page, context) {
    // Phone stories in a real 320 px window; every other story in the desktop one.
    await page.setViewportSize(storyViewport(context.id) ?? desktopViewport);
    await page.evaluate(() => {
      (globalThis as StoryWindow).__cabkitStoryFinished = undefined;
      // react-aria remembers the last interaction (pointer or keyboard) page-wide and shows focus rings only after
      // keyboard use: start every story as on a fresh page (not pointer), whatever the previous story's play did.
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F24', bubbles: true }));
    });
  },

  async postVisit(page, context) {
    // The runner has already failed the story (its error, or axe's violations under the default theme).
    if ((context as { hasFailure?: boolean }).hasFailure) return;
    const finished = await page.evaluate(() => (globalThis as StoryWindow).__cabkitStoryFinished);
    if (finished?.axeError) throw new Error(`axe did not run on ${context.id}: ${finished.axeError}`);
    // 'warning' is an a11y 'todo' story with violations: the runner only logs those, the project fails them.
    if (finished?.storyId !== context.id || finished.status !== 'success')
      throw new Error(`${context.id} finished with status ${finished?.status ?? 'unknown'}, not success`);
    await page.evaluate(() => document.fonts.ready);
    if (visual && !noBaseline[context.id]) {
      const done = await matchBaseline(page, context.id, visual);
      if (done) console.log(done);
    }
    await checkThemes(page);
  },
};

export default config;
