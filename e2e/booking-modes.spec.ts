import type { Page } from '@playwright/test';
import {
  chooseAddress,
  chooseAsap,
  chooseTile,
  expect,
  expectNoAxeViolations,
  next,
  test,
  expectConfirmed,
  vehicleContactCash,
} from './fixtures';

// Lite mode, a reload in the middle of the wizard, the ticket route and the phone layout (docs/behaviour/bookings.md#ticket), end to
// end against the real server.

/** The page is no wider than the window: nothing scrolls sideways (WCAG 1.4.10 reflow at 320 px). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test('lite booking hides header, menu and footer, survives a reload mid-way, and its ticket opens at /ticket/{id}', async ({
  page,
}) => {
  await page.goto('/litebooking');
  await expect(page.getByRole('combobox', { name: 'Pickup' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await chooseAddress(page, 'Pickup', "King's Cross", /King's Cross/);
  await chooseAddress(page, 'Drop-off', 'Tower of London', /Tower of London/);
  await chooseAsap(page);
  await expect(page.getByLabel('Total fare')).toHaveText(/£\s?\d/);
  const fare = (await page.getByLabel('Total fare').textContent())?.trim() ?? '';
  await next(page, page.getByRole('radiogroup', { name: 'Vehicle' }));
  const name = page.getByRole('textbox', { name: 'Name' });
  await next(page, name);
  await name.fill('Katherine Johnson');
  await page.getByRole('textbox', { name: 'Phone' }).fill('7911123456');

  // A reload keeps the booking where it was (session storage): the step, the journey, the fare and what was typed.
  await page.reload();
  await expect(name).toBeVisible();
  await expect(name).toHaveValue('Katherine Johnson');
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('7911123456');
  await expect(page.getByLabel('Total fare')).toHaveText(fare);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Email' }).fill('katherine@example.com');

  const cash = page.getByRole('radio', { name: 'Cash' });
  await next(page, cash);
  await chooseTile(cash);
  await page.getByRole('button', { name: 'Book now' }).click();
  await expectConfirmed(page);
  const code = (new URL(page.url()).pathname.split('/').pop() ?? '').replace(/\.html$/, '');
  const reference = (await page.getByTestId('booking-reference').textContent())?.trim();

  // The same ticket at /ticket/{id} (and its .html form), as stored.
  await page.goto(`/ticket/${code}`);
  await expect(page).toHaveTitle(/- Confirmed$/);
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByTestId('booking-reference')).toHaveText(reference ?? '');
  await expect(page.getByRole('main')).toContainText('Katherine Johnson');
  await expect(page.getByRole('main')).toContainText(fare);
  await page.goto(`/ticket/${code}.html`);
  await expect(page.getByTestId('booking-reference')).toHaveText(reference ?? '');
  await expectNoAxeViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true });

  test('a guest books at 320 px wide with nothing scrolling sideways', async ({ page }) => {
    await page.goto('/booking');
    await expect(page.getByRole('combobox', { name: 'Pickup' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await chooseAddress(page, 'Pickup', "King's Cross", /King's Cross/);
    await chooseAddress(page, 'Drop-off', 'Tower of London', /Tower of London/);
    await chooseAsap(page);
    await expect(page.getByLabel('Total fare')).toHaveText(/£\s?\d/);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await vehicleContactCash(page, ['Dorothy Vaughan', '7911123456', 'dorothy@example.com'], expectNoSidewaysScroll);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Book now' }).click();
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
