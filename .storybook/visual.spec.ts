import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  importPath: string;
  tags?: string[];
}

// The built Storybook's story list. Stories with a play function change state while they run, so only the
// static state stories (empty, filled, invalid, disabled, variants, widths) get baselines.
const index = JSON.parse(readFileSync(join(process.cwd(), 'storybook-static', 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter(
  (entry) =>
    entry.type === 'story' &&
    !entry.tags?.includes('play-fn') &&
    !entry.importPath.includes('/JourneyMap/') &&
    !entry.importPath.includes('/dialogs/') &&
    !/Ticking|Loading/.test(entry.id),
);

for (const story of stories) {
  test(story.id, async ({ page }) => {
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    await page.locator('#storybook-root > *').first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    await expect(page.locator('#storybook-root')).toHaveScreenshot(`${story.id}.png`);
  });
}
