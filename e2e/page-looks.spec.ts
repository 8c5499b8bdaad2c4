import { expect, test } from '@playwright/test';
import { settled, tenants, tenantUrl, viewports } from './page-looks-steps';
import { ownServer } from './server';

// How each signed-out page looks under every tenant theme, on a phone and on a desktop: one full-page baseline per
// page, tenant and width, so a change to a theme, a shared component or a page's layout shows up as a picture that
// differs. One server serves the four tenants, each on its own host name, as in content.spec.ts.

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

const server = ownServer({ CABKIT_TENANTS: tenants.join(',') }, { timeout: 180_000 });

for (const tenant of tenants) {
  test.describe(`${tenant} tenant`, () => {
    test.describe.configure({ mode: 'serial' });

    for (const [viewport, size] of Object.entries(viewports)) {
      test(`each signed-out page looks as recorded under ${tenant} on a ${viewport}`, async ({ page }) => {
        await page.setViewportSize(size);
        for (const [name, path] of pages) {
          await page.goto(`${tenantUrl(server.url, tenant)}${path}`);
          await settled(page, page.getByRole('status').filter({ hasText: /Loading/ }));
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
