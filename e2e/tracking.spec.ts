import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { bookAsapByApi, expectNoAxeViolations } from './fixtures';
import { type RunningServer, startServer } from './server';
import { stratfordToBow } from '../bench/lib/journeys.mjs';

// Live tracking end to end with the real server, its driver simulator and the real SignalR client in the
// page: a guest follows their booking by its tracking code (the driver moves; the page carries on after
// the server restarts), and an owner shares a read-only link that works for a stranger until the trip ends.

// 20x road speed, a tick every 500 ms: the driver moves 112 m a tick.
const simulator = { SIMULATOR_SPEED: '20', SIMULATOR_TICK_MS: '500' };

let server: RunningServer;

test.beforeAll(async () => {
  server = await startServer(simulator);
});

test.afterAll(async () => {
  await server?.stop();
  server?.dispose();
});

const LONG = {
  pick: "King's Cross Station, Euston Road, London, N1C 4QP",
  picklat: 51.5308,
  picklng: -0.1238,
  pickpostcode: 'N1C 4QP',
  doff: 'London Heathrow Airport, TW6 1EW',
  dofflat: 51.4706,
  dofflng: -0.46194,
  droppostcode: 'TW6 1EW',
};

const SHORT = stratfordToBow;

/** Books an ASAP cash journey through the API (as whoever `request` is signed in as). */
function bookAsap(request: APIRequestContext, journey: Record<string, unknown>) {
  return bookAsapByApi(request, server.url, journey, {
    name: 'Grace',
    lastname: 'Hopper',
    phone: '7700900456',
    email: 'grace.hopper@example.com',
  });
}

/** Where the driver's marker is drawn (MapLibre positions it with a CSS transform). */
async function driverAt(page: Page): Promise<string> {
  return page.locator('[data-marker-kind="Driver"]').evaluate((el) => (el as HTMLElement).style.transform);
}

/** Waits until the driver's marker has been seen at `count` more distinct places. */
async function seeDriverMove(page: Page, count: number, seen = new Set<string>()) {
  const target = seen.size + count;
  await expect
    .poll(
      async () => {
        seen.add(await driverAt(page));
        return seen.size;
      },
      { timeout: 30_000, intervals: [200] },
    )
    .toBeGreaterThanOrEqual(target);
  return seen;
}

test('a guest follows the driver live by the tracking code, and it carries on after a server restart', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const booking = await bookAsap(page.request, LONG);
  await page.goto(`${server.url}/tracking/${booking.TrackingCode}`);
  await expect(page).toHaveTitle(/Tracking/);
  await expect(page.getByRole('heading', { level: 1, name: `Tracking ${booking.Bref}` })).toBeVisible();
  await expect(page.getByText('Live updates: Live')).toBeVisible();
  const card = page.getByRole('region', { name: 'Your driver' });
  await expect(card.getByRole('heading', { level: 2 })).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText('Registration')).toBeVisible();
  await expect(card.getByText(/^Arriving at the pickup in (\d+ h( \d+ min)?|\d+ min)$/)).toBeVisible();
  await expect(card.getByRole('img')).toHaveJSProperty('complete', true);
  const progress = page.getByRole('list', { name: 'Trip progress' });
  await expect(progress.locator('[aria-current="step"]')).toContainText('Driver on the way');
  await expect(page.locator('[aria-live="polite"]')).toHaveText('Driver on the way.');
  const seen = await seeDriverMove(page, 3);
  // The view keeps the car in it as it moves (the map follows the driver).
  const map = page.getByRole('region', { name: 'Live map of your trip' });
  const mapBox = await map.boundingBox();
  const carBox = await page.locator('[data-marker-kind="Driver"]').boundingBox();
  expect(mapBox && carBox).toBeTruthy();
  if (mapBox && carBox) {
    expect(carBox.x).toBeGreaterThanOrEqual(mapBox.x);
    expect(carBox.x + carBox.width).toBeLessThanOrEqual(mapBox.x + mapBox.width);
    expect(carBox.y).toBeGreaterThanOrEqual(mapBox.y);
    expect(carBox.y + carBox.height).toBeLessThanOrEqual(mapBox.y + mapBox.height);
  }
  await expectNoAxeViolations(page);

  // The server stops: the page says so and reconnects by itself once it is back on the same port and data.
  const port = Number(new URL(server.url).port);
  await server.stop();
  await expect(page.getByText(/Live updates: (Connection lost|Offline)/)).toBeVisible();
  await expect(
    page.getByText('Live updates have stopped for a moment. We are reconnecting by ourselves.'),
  ).toBeVisible();
  server = await startServer(simulator, { port, dataDir: server.dataDir });
  await expect(page.getByText('Live updates: Live')).toBeVisible({ timeout: 45_000 });
  await seeDriverMove(page, 2, seen);
});

test('on a phone the map frame shows at once; MapLibre and the live feed start when the page is used', async ({
  browser,
}) => {
  const phone = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  const booking = await bookAsap(page.request, SHORT);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(`${server.url}/tracking/${booking.TrackingCode}`);
  await expect(page.getByRole('heading', { level: 1, name: `Tracking ${booking.Bref}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Trip progress' })).toBeVisible();
  await expect(page.locator('[aria-live="polite"]')).not.toBeEmpty();
  // Untouched, the page loads neither MapLibre nor the hub's client, and opens no connection.
  await page.waitForTimeout(2500);
  expect(fetched.filter((path) => /maplibre|signalr|\/hubs\//.test(path))).toEqual([]);
  await expect(page.getByText(/Live updates:/)).toHaveCount(0);
  // No button to ask for the map: a touch anywhere on the page starts both.
  await expect(page.getByRole('button', { name: 'Show the live map' })).toHaveCount(0);
  await page.getByRole('heading', { level: 1 }).tap();
  await expect(page.getByRole('region', { name: 'Live map of your trip' })).toBeVisible();
  await expect(page.getByText('Live updates: Live')).toBeVisible();
  await expectNoAxeViolations(page);
  await phone.close();
});

test('an unknown or someone else’s booking shows Booking not found and nothing of it', async ({ page, browser }) => {
  const booking = await bookAsap(page.request, SHORT);
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  for (const path of [
    `/tracking/${booking.JobId}`,
    '/tracking/not-a-real-code-at-all-000000000',
    '/tracking/share/nope',
  ]) {
    await strangerPage.goto(`${server.url}${path}`);
    await expect(strangerPage.getByRole('heading', { level: 1, name: 'Booking not found' })).toBeVisible();
    await expect(strangerPage.getByText(booking.Bref)).toHaveCount(0);
    await expect(strangerPage.getByText('Stratford Station')).toHaveCount(0);
  }
  await expectNoAxeViolations(strangerPage);
  await stranger.close();
});

test('an owner shares the trip; the link works for a stranger and stops when the trip ends', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(150_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const signIn = await page.request.post(`${server.url}/api/signIn`, {
    data: { email: 'customer@cabkit.example', passwordhash: 'demo1234' },
  });
  expect((await signIn.json()).Code).toBe(1);
  // The web app keeps the signed-in profile in storage; signing in through the page does the same.
  const profile = await signIn.json();
  const booking = await bookAsap(page.request, SHORT);
  await page.goto(`${server.url}/home.html`);
  await page.evaluate((p) => {
    localStorage.setItem('cabkit.account', JSON.stringify({ profile: p, remember: true }));
  }, profile);
  await page.goto(`${server.url}/tracking/${booking.JobId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Tracking ${booking.Bref}` })).toBeVisible();
  await page.getByRole('button', { name: 'Share trip' }).click();
  const confirmation = page
    .getByRole('status')
    .filter({ hasText: /Link (copied|shared)\. It stops working when the trip ends\./ });
  await expect(confirmation).toBeVisible();
  const link = (await confirmation.getByRole('link').getAttribute('href')) ?? '';
  expect(link).toMatch(/\/tracking\/share\/[A-Za-z0-9_-]{43}$/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(link);
  await expect(strangerPage.getByRole('heading', { level: 1, name: `Tracking ${booking.Bref}` })).toBeVisible();
  await expect(strangerPage.getByText('Stratford Station, London, E15 1AZ', { exact: true })).toBeVisible();
  await expect(strangerPage.getByRole('button', { name: 'Share trip' })).toHaveCount(0);
  for (const secret of ['Grace', '7700900456', 'grace.hopper', '£']) {
    await expect(strangerPage.getByText(secret)).toHaveCount(0);
  }
  await expectNoAxeViolations(strangerPage);

  // The simulator drives the short trip to its end: the shared page says so, and the link stops working.
  await expect(strangerPage.getByText('This trip has ended.')).toBeVisible({ timeout: 90_000 });
  await strangerPage.reload();
  await expect(strangerPage.getByRole('heading', { level: 1, name: 'This trip has ended' })).toBeVisible();
  await expect(strangerPage.getByText('Stratford Station')).toHaveCount(0);
  await stranger.close();
});
