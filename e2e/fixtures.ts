import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { checkA11y, injectAxe } from 'axe-playwright';
import { type RunningServer, startServer } from './server';

/** Checks the whole page with axe (WCAG 2.2 AA rules) and fails on any violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await injectAxe(page);
  await checkA11y(page, undefined, {
    axeOptions: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    detailedReport: true,
    detailedReportOptions: { html: true },
  });
}

/** Fixtures: `server` is one real server per worker; `baseURL` points at it. */
export const test = base.extend<object, { server: RunningServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a destructured object.
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
      server.dispose();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

export { expect };

/**
 * Chooses a design-system tile (payment method, journey type, price tier) as a pointer user does: a click on the
 * tile. The tile's radio input is visually hidden inside it, so Playwright's `check()` cannot press it directly.
 */
export async function chooseTile(radio: Locator): Promise<void> {
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}
