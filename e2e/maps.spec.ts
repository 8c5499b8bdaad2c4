import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Locator, test } from '@playwright/test';
import { bookAsapByApi, openSignInFromHeader, kingsCrossToTowerQuote } from './fixtures';
import { ownServer, startServer } from './server';

// The journey maps as a passenger sees them: the confirmation map shows every marker inside its box, on a
// desktop and on a 320 px phone, keeps doing so when the layout changes, and markers on a short via leg sit
// side by side instead of on top of each other (docs/behaviour/journey.md#maps).

const server = ownServer();

const JOURNEY = kingsCrossToTowerQuote;

/**
 * Books a cash journey through the API of the server at `baseUrl` (this file's own by default) and returns its
 * tracking code (the confirmation page's address).
 */
async function book(request: APIRequestContext, journey: Record<string, unknown>, baseUrl = server.url) {
  const booked = await bookAsapByApi(request, baseUrl, journey, {
    name: 'Mary',
    lastname: 'Somerville',
    phone: '7700900123',
    email: 'mary.somerville@example.com',
  });
  return booked.TrackingCode;
}

type Box = { x: number; y: number; width: number; height: number };

/** Each marker's box on the page, by kind, once the map has drawn. */
async function markerBoxes(map: Locator): Promise<{ kind: string; box: Box }[]> {
  return map.locator('[data-marker-kind]').evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { kind: (element as HTMLElement).dataset.markerKind ?? '', box: { x, y, width, height } };
    }),
  );
}

/** Every marker lies wholly inside the map's box (the canvas fills that box too). */
async function expectMarkersInside(map: Locator, kinds: string[]) {
  await expect
    .poll(async () => {
      const area = await map.boundingBox();
      const canvas = await map.locator('canvas').boundingBox();
      if (!area || !canvas) return 'no map';
      if (Math.abs(canvas.width - area.width) > 1 || Math.abs(canvas.height - area.height) > 1) {
        return `canvas ${canvas.width}x${canvas.height} in a ${area.width}x${area.height} map`;
      }
      const markers = await markerBoxes(map);
      const outside = markers
        .filter(
          ({ box }) =>
            box.x < area.x ||
            box.y < area.y ||
            box.x + box.width > area.x + area.width ||
            box.y + box.height > area.y + area.height,
        )
        .map(({ kind }) => kind);
      return { kinds: markers.map(({ kind }) => kind), outside };
    })
    .toEqual({ kinds, outside: [] });
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('the confirmation map shows the pickup and drop-off inside its box, on a desktop and a phone', async ({
  page,
}) => {
  const code = await book(page.request, JOURNEY);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.url}/confirmed/${code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
  const map = page.getByRole('region', { name: 'Map of the booked journey' });
  await expect(map).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await expect(map.getByRole('img', { name: `Pickup: ${JOURNEY.pick}` })).toBeVisible();
  await expect(map.getByRole('img', { name: `Drop-off: ${JOURNEY.doff}` })).toBeVisible();
  await expectMarkersInside(map, ['Pickup', 'Dropoff']);
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveScreenshot('confirmation-map-desktop.png', { maxDiffPixelRatio: 0.01 });

  // The window narrows to a phone: the map is resized and the journey fitted again, nothing cut off.
  await page.setViewportSize({ width: 320, height: 640 });
  await expectMarkersInside(map, ['Pickup', 'Dropoff']);
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveScreenshot('confirmation-map-phone.png', { maxDiffPixelRatio: 0.01 });

  // Opened on the phone straight away, the same.
  await page.reload();
  await expect(map).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await expectMarkersInside(map, ['Pickup', 'Dropoff']);
});

test('markers of a short via leg sit side by side, all inside the map', async ({ page }) => {
  // The via stop is 60 m from the pickup: at the zoom that fits the whole journey they would cover each other.
  const code = await book(page.request, {
    ...JOURNEY,
    viaaddresses: [{ address: 'Pancras Road, London, N1C 4TB', lat: 51.53136, lng: -0.1238, postcode: 'N1C 4TB' }],
  });
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`${server.url}/confirmed/${code}`);
  const map = page.getByRole('region', { name: 'Map of the booked journey' });
  await expect(map).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await expectMarkersInside(map, ['Pickup', 'ViaAddress', 'Dropoff']);
  const [pickup, via] = await markerBoxes(map);
  expect(overlaps(pickup!.box, via!.box)).toBe(false);
});

test('the booking detail page draws its map once the map comes into view, not before', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`${server.url}/booking.html`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await openSignInFromHeader(page);
  const signIn = page.getByRole('dialog', { name: 'Welcome' });
  await signIn.getByRole('textbox', { name: 'Email' }).fill('customer@cabkit.example');
  await signIn.getByLabel('Password', { exact: true }).fill('demo1234');
  await signIn.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(signIn).toBeHidden();
  const booked = await bookAsapByApi(page.request, server.url, JOURNEY, {
    name: 'Casey',
    lastname: 'Customer',
    phone: '7700900123',
    email: 'customer@cabkit.example',
  });
  const maplibre: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/maplibre/.test(request.url())) maplibre.push(request.url());
  });

  await page.goto(`${server.url}/bookingdetail/${booked.JobId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${booked.Bref}` })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(maplibre, 'MapLibre fetched before the map was in view').toEqual([]);

  await page.getByRole('heading', { name: 'Passengers and payment' }).scrollIntoViewIfNeeded();
  // Named for the driver once the demo dispatch has assigned one.
  const map = page.getByRole('region', { name: /^Map of the (booked )?journey/ });
  await expect(map).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await expect(map.getByRole('img', { name: `Pickup: ${JOURNEY.pick}` })).toBeVisible();
  expect(maplibre.length).toBeGreaterThan(0);
});

test("a tenant's own vector style replaces the offline basemap", async ({ page }) => {
  // A second server (its own themes folder) starts inside this test.
  test.setTimeout(180_000);
  // A copy of the themes whose default tenant names its own style (tenant.json mapStyleUrl).
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const themes = mkdtempSync(join(tmpdir(), 'cabkit-themes-'));
  cpSync(join(root, 'themes'), themes, { recursive: true });
  const styleUrl = 'https://tiles.example.test/styles/night.json';
  const tenantFile = join(themes, 'default', 'tenant.json');
  writeFileSync(tenantFile, JSON.stringify({ ...JSON.parse(readFileSync(tenantFile, 'utf8')), mapStyleUrl: styleUrl }));
  const tenant = await startServer({ THEMES_DIR: themes });
  try {
    // The tile host answers with a style of its own: one background layer.
    const asked: string[] = [];
    await page.route('https://tiles.example.test/**', (route) => {
      asked.push(route.request().url());
      return route.fulfill({
        json: {
          version: 8,
          name: 'Night',
          sources: {},
          layers: [{ id: 'bg', type: 'background', paint: { 'background-color': '#202040' } }],
        },
      });
    });
    const offline: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(basemap|detail)-[^/]+\.json$/.test(request.url())) offline.push(request.url());
    });
    const trackingCode = await book(page.request, JOURNEY, tenant.url);
    await page.goto(`${tenant.url}/confirmed/${trackingCode}`);
    const map = page.getByRole('region', { name: 'Map of the booked journey' });
    await expect(map).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
    expect(asked).toEqual([styleUrl]);
    expect(offline).toEqual([]);
    await expectMarkersInside(map, ['Pickup', 'Dropoff']);
  } finally {
    await tenant.stop();
    tenant.dispose();
    rmSync(themes, { recursive: true, force: true });
  }
});
