import { expect, type Page, test } from '@playwright/test';
import { appTookOver } from './fixtures';
import { settled as settledWhenGone, tenants, tenantUrl, viewports } from './page-looks-steps';
import { ownServer } from './server';

// How each signed-in page looks under every tenant theme, on a phone and on a desktop, as page-looks.spec.ts does for
// the signed-out ones: one full-page baseline per page, tenant and width. The data is each tenant's seeded demo
// accounts (the same bookings, places and invoices on every run); what changes with the day is masked: dates and
// times, the live parts of a trip, maps and the chart.

const accounts = { customer: 'customer@cabkit.example', booker: 'booker@cabkit.example' } as const;
type Role = keyof typeof accounts;

/**
 * The signed-in pages by the name their baselines carry, with the account that sees them. `{jobId}` and `{code}` are
 * the customer's first upcoming booking (a trip not yet under way: its tracking page shows a state that stays).
 */
const pages: readonly [string, Role, string][] = [
  ['dashboard', 'customer', '/dashboard.html'],
  ['mybookings', 'customer', '/bookinghistory.html'],
  ['bookingdetail', 'customer', '/bookingdetail/{jobId}'],
  ['tracking', 'customer', '/tracking/{code}'],
  ['profile', 'customer', '/profile.html'],
  ['myplaces', 'customer', '/addressbook.html'],
  ['invoice', 'customer', '/invoice.html'],
  ['commission', 'booker', '/commission.html'],
  ['bookerhistory', 'booker', '/bookinghistory.html'],
];

/** Text that names a day or a time (it moves with the date the demo data was seeded on). */
const DATED =
  /\b\d{1,2}:\d{2}\b|\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/;

const server = ownServer({ CABKIT_TENANTS: tenants.join(','), SIMULATOR_SPEED: '0' }, { timeout: 180_000 });

/**
 * Signs `role` in from inside the page (the tenant's host name resolves in the browser only): the session cookie
 * comes with the answer, and the profile goes where the app keeps it. Returns the customer's first upcoming booking.
 */
async function signInAs(page: Page, base: string, role: Role): Promise<{ jobId: number; code: string }> {
  await page.goto(`${base}/home.html`);
  await appTookOver(page);
  return page.evaluate(
    async ({ email }) => {
      const post = await fetch('/api/signIn', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email, passwordhash: 'demo1234' }),
      });
      const { Code, Message: _message, Token: _token, ...profile } = await post.json();
      if (Code !== 1) throw new Error(`sign-in as ${email} answered ${Code}`);
      localStorage.setItem('cabkit.account', JSON.stringify({ profile, remember: true }));
      const listed = await fetch(`/api/currentbookings?custid=${profile.Id}&bookerid=${profile.BookerId ?? 0}`, {
        headers: { accept: 'application/json' },
      });
      const bookings = ((await listed.json()).Bookings ?? []) as { JobId: number; TrackingCode: string }[];
      const first = bookings[0];
      return { jobId: first?.JobId ?? 0, code: first?.TrackingCode ?? '' };
    },
    { email: accounts[role] },
  );
}

/** Waits until the page has settled: taken over, no skeleton or "Loading" left, fonts in, pictures decoded. */
async function settled(page: Page): Promise<void> {
  await settledWhenGone(page, page.locator('[aria-busy="true"]'), 15_000);
}

for (const tenant of tenants) {
  test.describe(`${tenant} tenant`, () => {
    test.describe.configure({ mode: 'serial' });

    for (const [viewport, size] of Object.entries(viewports)) {
      test(`each signed-in page looks as recorded under ${tenant} on a ${viewport}`, async ({ browser }) => {
        test.setTimeout(240_000);
        const base = tenantUrl(server.url, tenant);
        for (const role of ['customer', 'booker'] as const) {
          const context = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/London', viewport: size });
          const page = await context.newPage();
          try {
            const upcoming = await signInAs(page, base, role);
            for (const [name, seenBy, path] of pages) {
              if (seenBy !== role) continue;
              if (path.includes('{') && !upcoming.jobId) throw new Error(`${tenant}: no upcoming booking for ${name}`);
              await page.goto(
                `${base}${path.replace('{jobId}', String(upcoming.jobId)).replace('{code}', upcoming.code)}`,
              );
              await settled(page);
              // Which of the seeded bookings count as today's or upcoming turns with the clock (at midnight one
              // moves from Upcoming to Today): the lists are recorded on Past trips, which holds still.
              if (name === 'mybookings' || name === 'bookerhistory') {
                await page.getByRole('tab', { name: /^Past trips/ }).click();
                await settled(page);
              }
              await expect(page).toHaveScreenshot(`${tenant}-${name}-${viewport}.png`, {
                fullPage: true,
                animations: 'disabled',
                caret: 'hide',
                maxDiffPixelRatio: 0.01,
                mask: [
                  page.locator('time, canvas, svg[role="img"], .maplibregl-map, input[type="date"]'),
                  page.getByText(DATED),
                  // The live badge and the trip's status line follow the feed, not the page.
                  page.locator('[aria-live]'),
                  // Each tab's count moves with the clock too.
                  page.getByRole('tab'),
                  page.getByText(/^Live updates/),
                ],
              });
            }
          } finally {
            await context.close();
          }
        }
      });
    }
  });
}
