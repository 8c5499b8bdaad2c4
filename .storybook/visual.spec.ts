import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test as base } from '@playwright/test';
import { storyViewport } from './viewports';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  importPath: string;
  tags?: string[];
}

// Every story of the built Storybook gets a baseline of its final state: after its play function has finished
// (Storybook's render phase 'finished'), fonts loaded, animations disabled (reduced motion), caret hidden. The
// page is captured (not only #storybook-root) because dialogs and pop-ups are portalled outside it. The MapLibre
// stories (WebGL through SwiftShader, finished on the map's `idle`) proved pixel-stable here, so they are kept.
// Excluded, and why:
const excluded: Record<string, string> = {
  // Counts down once a second (setInterval) from when it renders: the number shown at capture depends on timing.
  'feedback-countdown--ticking': 'live interval timer',
};
// biome-ignore lint/suspicious/noUndeclaredEnvVars: set by scripts/test-stories.mjs, not a turbo task input.
const storybookDir = process.env.STORYBOOK_DIR ?? join(process.cwd(), 'storybook-static');
const index = JSON.parse(readFileSync(join(storybookDir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story' && !excluded[entry.id]);

type Preview = { currentRender?: { id?: string; phase?: string } };
type StoryWindow = {
  __STORYBOOK_PREVIEW__?: Preview;
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, data: unknown) => void };
};

/** One preview page per worker: stories are switched over Storybook's channel (as the test runner does), which
 * is several times faster than loading the whole preview for every story. */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, deviceScaleFactor, reducedMotion } = workerInfo.project.use;
      const page = await browser.newPage({ baseURL, viewport, deviceScaleFactor, reducedMotion });
      await page.goto('/iframe.html?viewMode=story');
      await page.waitForFunction(() => Boolean((globalThis as StoryWindow).__STORYBOOK_ADDONS_CHANNEL__));
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
      // react-aria remembers the last interaction (pointer or keyboard) page-wide and shows focus rings only after
      // keyboard use: start every story as on a fresh page (not pointer), whatever the previous story's play did.
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F24', bubbles: true }));
      (globalThis as StoryWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, story.id);
    await page.waitForFunction(
      (storyId) => {
        const render = (globalThis as StoryWindow).__STORYBOOK_PREVIEW__?.currentRender;
        return render?.id === storyId && ['finished', 'errored', 'aborted'].includes(render.phase ?? '');
      },
      story.id,
      { timeout: 45_000 },
    );
    const phase = await page.evaluate(() => (globalThis as StoryWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase);
    expect(phase, 'the story rendered and its play function passed').toBe('finished');
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
