import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

// A story's final state against its baseline in .storybook/__visual__/<story id>.png, the way Playwright's
// `toHaveScreenshot` recorded them (jest has no screenshot matcher): the whole page (dialogs and pop-ups are portalled
// outside #storybook-root), animations disabled, caret hidden, and Playwright's own pixel comparator with the same
// tolerance, so the recorded baselines stay valid.

/** What a run does with baselines: compare (a missing one fails), or re-record the changed and missing ones. */
export type VisualMode = 'compare' | 'update';

/** Share of pixels that may differ (anti-aliasing noise), as the baselines were recorded with. */
const MAX_DIFF_PIXEL_RATIO = 0.002;
/** How long a story may take to settle before its capture is compared for the last time. */
const SETTLE_MS = 5_000;

type Comparator = (
  actual: Buffer,
  expected: Buffer,
  options: { maxDiffPixelRatio: number },
) => {
  errorMessage: string;
  diff?: Buffer;
} | null;
// Playwright's comparator (pixelmatch with anti-aliasing detection); its package exports it only through this bundle,
// which takes a second or more to load in every story file's sandbox: loaded only when a capture is not byte for byte
// its baseline (PNG encoding is deterministic, so an unchanged story never needs it).
let comparator: Comparator | undefined;
const compare: Comparator = (actual, expected, options) => {
  if (actual.equals(expected)) return null;
  const { utils } = createRequire(import.meta.url)('playwright-core/lib/coreBundle') as {
    utils: { getComparator: (mimeType: string) => Comparator };
  };
  comparator ??= utils.getComparator('image/png');
  return comparator(actual, expected, options);
};

const root = process.cwd();
const baselines = join(root, '.storybook', '__visual__');
/** Not test-results/: the end-to-end runs clear that folder. scripts/test-stories.mjs empties this one per run. */
const VISUAL_RESULTS = join(root, '.tmp', 'visual-results');

const capture = (page: Page) =>
  page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' });

/**
 * Compares the page with the story's baseline, retrying while the page still changes; throws with the paths of the
 * expected, actual and diff images when it differs. In 'update' mode writes the capture instead when it differs or
 * the baseline is missing, and returns what it did.
 */
export async function matchBaseline(page: Page, storyId: string, mode: VisualMode): Promise<string | undefined> {
  const baselinePath = join(baselines, `${storyId}.png`);
  const expected = existsSync(baselinePath) ? readFileSync(baselinePath) : undefined;
  const deadline = Date.now() + SETTLE_MS;
  let actual = await capture(page);
  let mismatch = expected ? compare(actual, expected, { maxDiffPixelRatio: MAX_DIFF_PIXEL_RATIO }) : undefined;
  // Until it matches or two captures in a row are the same (the page has settled, so a difference is real).
  while (mismatch !== null && Date.now() < deadline) {
    const previous = actual;
    actual = await capture(page);
    if (actual.equals(previous)) break;
    if (expected) mismatch = compare(actual, expected, { maxDiffPixelRatio: MAX_DIFF_PIXEL_RATIO });
  }
  if (mismatch === null) return undefined;
  if (mode === 'update') {
    writeFileSync(baselinePath, actual);
    return expected ? `re-recorded ${baselinePath}` : `recorded ${baselinePath}`;
  }
  mkdirSync(VISUAL_RESULTS, { recursive: true });
  const actualPath = join(VISUAL_RESULTS, `${storyId}-actual.png`);
  writeFileSync(actualPath, actual);
  if (!expected)
    throw new Error(
      `${storyId} has no baseline (${baselinePath}); its capture is ${actualPath}. ` +
        'Record it with: node scripts/test-stories.mjs --update-visual',
    );
  const expectedPath = join(VISUAL_RESULTS, `${storyId}-expected.png`);
  const diffPath = join(VISUAL_RESULTS, `${storyId}-diff.png`);
  writeFileSync(expectedPath, expected);
  if (mismatch?.diff) writeFileSync(diffPath, mismatch.diff);
  throw new Error(
    `${storyId} does not match its baseline: ${mismatch?.errorMessage}\n  expected ${expectedPath}\n  actual   ${actualPath}\n  diff     ${diffPath}`,
  );
}
