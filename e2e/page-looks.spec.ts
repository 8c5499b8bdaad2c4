import { expect, type Page, test } from '@playwright/test';
import { appTookOver, picturesAndFontsIn } from './fixtures';
import { ownServer } from './server';

// How each signed-out page looks under every tenant theme, on a phone and on a desktop: one full-page baseline per
// page, tenant and width, so a change to a theme, a shared component or a page's layout shows up as a picture that
// differs. One server serves the four tenants, each on its own host name, as in content.spec.ts.

const tenants = ['default', 'nightcab', 'midnight', 'contrast'] as const;
type Tenant = (typeof tenants)[number];

/** The pages a visitor reaches without signing in, by the name their baselines carry (`/` is the booking page). */
const pages = [
  ['home', '/home.html'],
  ['about', '/about.html'],
  ['services', '/services.html'],
  ['fleet', '/fleet.html'],
  ['contact', '/contact.html'],
  ['booking', '/booking.html'],
  ['bookinginfo', '/bookinginfo.html'],
] as const;

const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

const server = ownServer({ CABKIT_TENANTS: tenants.join(',') }, { timeout: 180_000 });

/** The address a tenant is served at. */
function urlOf(tenant: Tenant): string {
  if (tenant === 'default') return server.url;
  return `http://${tenant}.localhost:${new URL(server.url).port}`;
}

/**
 * Waits until the page is as a visitor sees it once it has settled: the app took over the server's first view, no
 * "Loading" left, the web fonts in, and every picture decoded (lazy ones too: a full-page capture shows the ones
 * below the fold, which the browser would otherwise fetch only on scrolling).
 */
async function settled(page: Page): Promise<void> {
  await appTookOver(page);
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0);
  await picturesAndFontsIn(page);
}

for (const tenant of tenants) {
  test.describe(`${tenant} tenant`, () => {
    test.describe.configure({ mode: 'serial' });

    for (const [viewport, size] of Object.entries(viewports)) {
      test(`each signed-out page looks as recorded under ${tenant} on a ${viewport}`, async ({ page }) => {
        await page.setViewportSize(size);
        for (const [name, path] of pages) {
          await page.goto(`${urlOf(tenant)}${path}`);
          await settled(page);
          await expect(page).toHaveScreenshot(`${tenant}-${name}-${viewport}.png`, {
            fullPage: true,
            animations: 'disabled',
            caret: 'hide',
            maxDiffPixelRatio: 0.01,
            // What differs from one run to the next: dates and times, and maps (tiles drawn as they arrive).
            mask: [page.locator('time, canvas, .maplibregl-map')],
          });
        }
      });
    }
  });
}
