import { expect, expectNoAxeViolations, nextUntil, test, expectConfirmed, contactThenCash } from './fixtures';

// Quick booking end to end: booking parameters are stored through the licence service's API (as a licensed
// site does), /quickbooking opens pre-filled from them without the site frame and books to confirmation;
// a link whose parameters are unknown, or that has none, lands on /quickbookinginvalid.

const PICKUP = "King's Cross Station, Euston Road, London, N1C 4QP";
const DROPOFF = 'Tower of London, Tower Hill, London, EC3N 4AB';

test('quick booking opens pre-filled from the booking params and books to confirmation', async ({ page }) => {
  const types = (await (await page.request.get('/api/vehicletypes')).json()) as {
    vehTypes: { Id: number; Name: string }[];
  };
  const estate = types.vehTypes.find((type) => type.Name === 'Estate');
  expect(estate).toBeDefined();
  const saved = await page.request.post('/licence/api/bookingparams', {
    data: {
      trackingcode: 'CABKIT-DEMO-LICENCE',
      pickup: PICKUP,
      dropoff: DROPOFF,
      vehtypeid: estate?.Id,
      isASAP: true,
    },
  });
  const params = (await saved.json()) as { Code: number; Id: string };
  expect(params.Code).toBe(1);

  await page.goto(`/quickbooking.html?id=${encodeURIComponent(params.Id)}`);
  await expect(page).toHaveTitle(/- Quick Booking$/);
  await expect(page.getByRole('heading', { level: 1, name: /Quick booking/ })).toBeVisible();
  const summary = page.getByRole('complementary');
  await expect(summary).toContainText("King's Cross Station");
  await expect(summary).toContainText('Tower of London');
  await expect(summary).toContainText('Estate');
  await expect(page.getByLabel('Total fare')).toHaveText(/£\d/);
  // Quick booking hides the header, the menu and the footer (docs/behaviour/journey.md#lite-quick).
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const name = page.getByRole('textbox', { name: 'Name' });
  await nextUntil(page, name, 4, async () => {
    const vehicles = page.getByRole('radiogroup', { name: 'Vehicle' });
    if (await vehicles.isVisible()) await expect(vehicles.getByRole('radio', { name: /Estate/ })).toBeChecked();
  });
  const bookNow = await contactThenCash(page, 'Dorothy Vaughan', '7911123456', 'dorothy.quick@example.com');
  await bookNow.click();

  await expectConfirmed(page);
  const code = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '').replace(/\.html$/, '');
  const stored = (await (await page.request.post('/api/bookinginfo', { data: { code } })).json()) as {
    Booking: { PickUp: string; PickDown: string; Vehicle: string; PickUpType: string; Name: string };
  };
  expect(stored.Booking).toMatchObject({ PickUp: PICKUP, PickDown: DROPOFF, Vehicle: 'Estate', PickUpType: 'Now' });
  expect(stored.Booking.Name).toContain('Dorothy Vaughan');
});

test('a quick booking link with unknown or missing params lands on the invalid quick booking page', async ({
  page,
}) => {
  await page.goto('/quickbooking.html?id=no-such-params');
  await expect(page).toHaveURL(/\/quickbookinginvalid\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: 'This quick booking link is not valid' })).toBeVisible();
  await expect(page).toHaveTitle(/- Quick Booking$/);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Book a journey' }).click();
  await expect(page).toHaveURL(/\/booking\.html$/);

  await page.goto('/quickbooking');
  await expect(page).toHaveURL(/\/quickbookinginvalid\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: 'This quick booking link is not valid' })).toBeVisible();
});
