import type { Page } from '@playwright/test';
import { chooseAsap, expect, openSignInFromHeader, test } from './fixtures';

// Every page's first view is in the HTML the server sends (docs/decisions/0012-first-view-in-html.md): read with
// JavaScript off, then taken over by the app (hydrated) without a layout shift or a hydration error.

/** Pages read without JavaScript, with the h1 each shows. */
const pages: [string, string | RegExp][] = [
  ['/booking.html', /^Book a journey/],
  ['/home.html', /./],
  ['/services.html', /./],
  ['/services/heathrow', /Heathrow/],
  ['/fleet.html', /./],
  ['/contact.html', /./],
  ['/bookinghistory.html', 'My bookings'],
  ['/bookingdetail/1', 'Booking'],
  ['/dashboard.html', 'Dashboard'],
  ['/profile.html', 'My account'],
  ['/commission.html', 'Commission'],
  ['/tracking/CK0000001', 'Booking not found'],
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every page shows its heading, the menu, the footer and the tenant', async ({ page }) => {
    for (const [path, heading] of pages) {
      // A page's first render loads its lazy modules, and on a loaded machine (CI runs the unit suites beside the
      // journeys) that may outlast the renderer's 5 s limit, which sends the page with its fallbacks by design (a
      // CI run failed on /contact.html's "Loading…"). As the server's first-view tests do, the page is asked for
      // until it comes whole; what is checked below is what such a page holds.
      for (let attempt = 1; attempt <= 5; attempt++) {
        if (/<h1[\s>]/.test(await (await page.request.get(path)).text())) break;
      }
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await expect(menu.getByRole('link', { name: 'Fleet' }), path).toBeVisible();
      await expect(page.getByRole('link', { name: 'Call 020 7946 0000' }), path).toBeVisible();
      await expect(page.getByRole('contentinfo'), path).toContainText('Cabkit Cars Ltd.');
    }
  });

  test("the booking form, the fleet's vehicles and an account page's skeleton are there", async ({ page }) => {
    await page.goto('/booking.html');
    await expect(page.getByRole('combobox', { name: 'Pickup' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Drop-off' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Continue/ })).toBeVisible();
    await page.goto('/fleet.html');
    await expect(page.getByRole('heading', { name: 'Saloon' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Executive' })).toBeVisible();
    await page.goto('/bookinghistory.html');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading…');
    await expect(page.getByRole('tab')).toHaveCount(0);
  });
});

/** Records layout shifts (without recent input) from the very start of the page, and every error the page logs. */
async function watch(page: Page): Promise<{ errors: string[] }> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return { errors };
}

/** Loads `path`, waits for the app to take the page over and the network to settle; returns the layout shift. */
async function loadAndHydrate(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  // Two frames, so shifts from the last render are reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

async function signIn(page: Page, email = 'customer@cabkit.example'): Promise<void> {
  await page.goto('/booking.html');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await openSignInFromHeader(page);
  const dialog = page.getByRole('dialog', { name: 'Welcome' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('demo1234');
  await dialog.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(dialog).toBeHidden();
}

for (const width of [320, 1280]) {
  test(`the app takes the first view over without a jump or a hydration error at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const { errors } = await watch(page);
    for (const path of ['/booking.html', '/home.html']) {
      const shift = await loadAndHydrate(page, path);
      expect(shift, `layout shift on ${path}`).toBeLessThanOrEqual(0.02);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await signIn(page);
    const shift = await loadAndHydrate(page, '/bookinghistory.html');
    expect(shift, 'layout shift on /bookinghistory.html').toBeLessThanOrEqual(0.02);
    await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /Upcoming/ })).toBeVisible();
    // The account came back after the take-over: the menu says who is signed in.
    await expect(page.getByRole('banner')).toContainText('Signed in as Casey Customer');
    expect(errors).toEqual([]);
  });
}

test('a booking in progress comes back when the server-rendered page is reloaded', async ({ page }) => {
  await page.goto('/booking.html');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await chooseAsap(page);
  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByRole('radio', { name: 'ASAP' })).toBeChecked();
});

for (const width of [320, 1280]) {
  test(`the dashboard does not jump as its sections arrive, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const { errors } = await watch(page);
    await signIn(page, 'booker@cabkit.example');
    const shift = await loadAndHydrate(page, '/dashboard.html');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(shift, 'layout shift on /dashboard.html').toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
  });
}

/** Holds the app's entry back until the returned function is called: the page stays the server's HTML till then. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const path of ['/booking.html', '/home.html']) {
  test(`an address typed into ${path} before the app has taken the page over is searched once it has`, async ({
    page,
  }) => {
    const { errors } = await watch(page);
    // The app's code is held back until the address has been typed into the server-rendered box.
    const release = await holdAppCode(page);
    await page.goto(path, { waitUntil: 'commit' });
    const pickup = page.getByRole('combobox', { name: 'Pickup' });
    await pickup.pressSequentially("King's Cross");
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);

    release();
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await expect(pickup).toHaveValue("King's Cross");
    await expect(page.getByRole('option', { name: /King's Cross/ }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('a button pressed before the app has taken the page over is pressed again once it has', async ({ page }) => {
  // The page is painted before the app's code is asked for (the server's entry loader); its code is held back here
  // until Sign In has been pressed on the server-rendered menu, which alone would do nothing.
  const release = await holdAppCode(page);
  await page.goto('/about.html', { waitUntil: 'commit' });
  const signInButton = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Sign In' });
  await signInButton.click();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toHaveCount(0);

  release();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
  // Once held, a press is made once: the dialog stays open rather than being toggled shut by a second press.
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
});

test("an account page comes drawn with the visitor's own data, and the app takes it over without asking again", async ({
  page,
}) => {
  const { errors } = await watch(page);
  await signIn(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(currentbookings|journeyhistory|bookingdetails|trackvehicle)/.test(request.url()))
      asked.push(request.url());
  });
  // The app's code is held back: what shows is the server's HTML alone, drawn for this visitor's session.
  let release = await holdAppCode(page);
  await page.goto('/bookinghistory.html', { waitUntil: 'commit' });
  await expect(page.getByRole('tab', { name: /Upcoming \(\d+\)/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toContainText('Signed in as Casey Customer');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
  const detail = await page
    .getByRole('link', { name: /^View booking/ })
    .first()
    .getAttribute('href');
  release();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByRole('tab', { name: /Upcoming \(\d+\)/ })).toBeVisible();

  await page.unrouteAll({ behavior: 'wait' });
  release = await holdAppCode(page);
  await page.goto(detail ?? '/bookingdetail/0', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: /^Booking \w+/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Journey' })).toBeVisible();
  release();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);
});
