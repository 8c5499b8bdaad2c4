import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test as base } from '@playwright/test';
import { checkA11y, injectAxe } from 'axe-playwright';
import { storyViewport } from './viewports';

// Every story of the built Storybook, in Chromium, in one pass (scripts/test-stories.mjs):
// 1. it renders and its play function passes, and the a11y addon's axe check (run by Storybook after every story,
//    with the options of `parameters.a11y` in preview.tsx: WCAG 2.2 A/AA and best practice over the whole body)
//    finds 0 violations under the default theme: Storybook reports the story's finish as a success, and no error;
// 2. its final state matches its baseline in .storybook/__visual__ (fonts loaded, animations disabled, reduced
//    motion, caret hidden; the whole page, because dialogs and pop-ups are portalled outside #storybook-root), when
//    STORIES_VISUAL is 'compare' or 'update';
// 3. axe's colour rules find 0 violations under every other tenant theme (a theme changes only token values, so
//    these passes need no new render).
// Stories are switched over Storybook's channel in one preview page per worker, as the Storybook test runner does,
// which is several times faster than loading the preview for every story; axe for the theme passes is injected
// once per page. A story that knowingly breaks a rule says so with Storybook's own `parameters.a11y.config`.

/** Stories with no visual baseline, and why (they still render, play and pass axe). */
const noBaseline: Record<string, string> = {
  // Counts down once a second (setInterval) from when it renders: the number shown at capture depends on timing.
  'feedback-countdown--ticking': 'live interval timer',
};

/** The other tenant themes each story's colours are checked under, after the full check under the default one. */
const extraThemes = ['nightcab', 'midnight', 'contrast'] as const;
const colourRules = ['color-contrast', 'link-in-text-block'];

// biome-ignore lint/suspicious/noUndeclaredEnvVars: set by scripts/test-stories.mjs, not a turbo task input.
const storybookDir = process.env.STORYBOOK_DIR ?? join(process.cwd(), 'storybook-static');
// biome-ignore lint/suspicious/noUndeclaredEnvVars: set by scripts/test-stories.mjs, not a turbo task input.
const visual = process.env.STORIES_VISUAL === 'compare' || process.env.STORIES_VISUAL === 'update';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
}
const index = JSON.parse(readFileSync(join(storybookDir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

/** The part of a story's `parameters.a11y` the theme passes honour. */
interface A11yParameters {
  disable?: boolean;
  test?: 'off' | 'todo' | 'error';
  config?: { rules?: { id: string; enabled?: boolean }[] };
}
type Preview = {
  currentRender?: { id?: string; phase?: string; story?: { parameters?: { a11y?: A11yParameters } } };
};
/** What Storybook says when a story has finished: its status and reports (the a11y addon's axe result). */
interface Finished {
  storyId: string;
  status: string;
  violations: string[];
}
type Channel = {
  emit: (event: string, data: unknown) => void;
  on: (event: string, listener: (data: unknown) => void) => void;
};
type StoryWindow = {
  __STORYBOOK_PREVIEW__?: Preview;
  __STORYBOOK_ADDONS_CHANNEL__?: Channel;
  __cabkitStoryErrors?: string[];
  __cabkitStoryFinished?: Finished;
  __cabkitApplyTheme?: (theme: string) => void;
};

/** One preview page per worker, with axe injected and the story's errors kept for the failure message. */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, deviceScaleFactor, reducedMotion } = workerInfo.project.use;
      const page = await browser.newPage({ baseURL, viewport, deviceScaleFactor, reducedMotion });
      await page.goto('/iframe.html?viewMode=story');
      await page.waitForFunction(() => Boolean((globalThis as StoryWindow).__STORYBOOK_ADDONS_CHANNEL__));
      await page.evaluate(() => {
        const story = globalThis as StoryWindow;
        // What Storybook reports when a story throws, its play function fails or leaves unhandled errors: the
        // render still ends in the phase 'finished', so these events (and the finish's status) are what tell.
        const keep = (data: unknown) => {
          for (const error of Array.isArray(data) ? data : [data]) {
            const { title, message, description, stack } = (error ?? {}) as Record<string, string | undefined>;
            story.__cabkitStoryErrors?.push([title, message, description, stack].filter(Boolean).join('\n'));
          }
        };
        for (const event of [
          'storyErrored',
          'storyThrewException',
          'playFunctionThrewException',
          'unhandledErrorsWhilePlaying',
          'storyMissing',
        ])
          story.__STORYBOOK_ADDONS_CHANNEL__?.on(event, keep);
        story.__STORYBOOK_ADDONS_CHANNEL__?.on('storyFinished', (data) => {
          type Violation = { id: string; impact?: string; help: string; nodes: { target: unknown; html: string }[] };
          const { storyId, status, reporters } = data as {
            storyId: string;
            status: string;
            reporters?: { type: string; status: string; result?: { violations?: Violation[]; error?: unknown } }[];
          };
          const violations: string[] = [];
          for (const report of reporters ?? []) {
            if (report.type !== 'a11y' || report.status !== 'failed') continue;
            if (report.result?.error) violations.push(`axe did not run: ${String(report.result.error)}`);
            for (const violation of report.result?.violations ?? [])
              for (const node of violation.nodes)
                violations.push(
                  `${violation.id} (${violation.impact}): ${violation.help}\n    at ${JSON.stringify(node.target)}: ${node.html}`,
                );
          }
          story.__cabkitStoryFinished = { storyId, status, violations };
        });
      });
      await injectAxe(page);
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

// Spread the stories over the config's workers (each with its own preview page).
test.describe.configure({ mode: 'parallel' });

for (const story of stories) {
  test(story.id, async ({ preview: page }, testInfo) => {
    // Phone stories in a real 320 px window; every other story in the config's window.
    const configured = testInfo.project.use.viewport ?? { width: 800, height: 600 };
    await page.setViewportSize(storyViewport(story.id) ?? configured);
    await page.evaluate((storyId) => {
      const story = globalThis as StoryWindow;
      story.__cabkitStoryErrors = [];
      story.__cabkitStoryFinished = undefined;
      // react-aria remembers the last interaction (pointer or keyboard) page-wide and shows focus rings only after
      // keyboard use: start every story as on a fresh page (not pointer), whatever the previous story's play did.
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F24', bubbles: true }));
      story.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, story.id);
    await page.waitForFunction(
      (storyId) => {
        const story = globalThis as StoryWindow;
        const render = story.__STORYBOOK_PREVIEW__?.currentRender;
        return (
          story.__cabkitStoryFinished?.storyId === storyId ||
          (render?.id === storyId && ['errored', 'aborted'].includes(render.phase ?? ''))
        );
      },
      story.id,
      { timeout: 45_000 },
    );
    const rendered = await page.evaluate(() => {
      const story = globalThis as StoryWindow;
      const render = story.__STORYBOOK_PREVIEW__?.currentRender;
      return {
        status: story.__cabkitStoryFinished?.status ?? render?.phase,
        errors: story.__cabkitStoryErrors ?? [],
        violations: story.__cabkitStoryFinished?.violations ?? [],
        a11y: render?.story?.parameters?.a11y ?? {},
      };
    });
    const problems = [...rendered.errors, ...rendered.violations.map((v) => `axe: ${v}`)];
    expect(
      { status: rendered.status, problems },
      `the story rendered, its play function passed and axe found nothing${problems.length ? `:\n${problems.join('\n')}` : ''}`,
    ).toEqual({ status: 'success', problems: [] });
    await page.evaluate(() => document.fonts.ready);

    if (visual && !noBaseline[story.id]) await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });

    const off = new Set(rendered.a11y.config?.rules?.filter((rule) => rule.enabled === false).map((rule) => rule.id));
    const colourChecks = colourRules.filter((rule) => !off.has(rule));
    if (rendered.a11y.disable || rendered.a11y.test === 'off' || colourChecks.length === 0) return;
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
  });
}
