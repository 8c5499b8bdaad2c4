import type { Page } from '@playwright/test';
import {
  chooseAddress,
  chooseAsap,
  expect,
  expectNoAxeViolations,
  nextUntil,
  test,
  expectConfirmed,
  contactThenCash,
} from './fixtures';

// Promo codes end to end against the real server: a guest books King's Cross Station -> Wembley Stadium
// with WELCOME10 (£10 off; the code needs a fare of at least £15), and the confirmation and the stored booking
// carry the discounted total; the expired SUMMER2024 shows the server's message in the dialog.

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** Quotes the journey, walks to the last step as a guest, and returns the fare shown before any promo. */
async function bookUpToLastStep(page: Page, email: string): Promise<number> {
  await page.goto('/booking');
  await chooseAddress(page, 'Pickup', "King's Cross", /King's Cross Station/);
  await chooseAddress(page, 'Drop-off', 'Wembley Stadium', /Wembley Stadium/);
  await chooseAsap(page);
  const fare = page.getByLabel('Total fare');
  await expect(fare).toHaveText(/£\d/);

  const name = page.getByRole('textbox', { name: 'Name' });
  await nextUntil(page, name, 4);
  await contactThenCash(page, 'Katherine Johnson', '7911123456', email);
  return money(await fare.textContent());
}

test('a guest books with WELCOME10 and the stored booking carries the £10 discount', async ({ page }) => {
  const fullFare = await bookUpToLastStep(page, 'katherine.promo@example.com');
  expect(fullFare).toBeGreaterThanOrEqual(15);

  await page.getByRole('button', { name: 'Add promo code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Promo Code' });
  await expect(dialog.getByRole('textbox', { name: 'Promo code' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME10');
  await page.keyboard.press('Enter');

  const message = page.getByRole('alertdialog', { name: 'Message' });
  await expect(message).toContainText('Promo code applied: £10 off.');
  await page.keyboard.press('Enter');
  await expect(message).toBeHidden();

  const discounted = Math.round((fullFare - 10) * 100) / 100;
  const summary = page.getByRole('complementary');
  await expect(summary).toContainText('Promo code WELCOME10');
  await expect(page.getByLabel('Total fare')).toHaveText(`£${discounted.toFixed(2)}`);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Book now' }).click();
  await expectConfirmed(page);
  await expect(page.getByRole('main')).toContainText(`£${discounted.toFixed(2)}`);
  await expectNoAxeViolations(page);

  // The server stored the discounted total (read back through the booking's tracking code).
  const code = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '').replace(/\.html$/, '');
  const info = await page.request.post('/api/bookinginfo', { data: { code } });
  const stored = (await info.json()) as { Booking: { TotalFare: number; PickDown: string } };
  expect(stored.Booking.TotalFare).toBeCloseTo(discounted, 2);
  expect(stored.Booking.PickDown).toContain('Wembley Stadium');
});

test('an expired promo code shows the server message and leaves the fare alone', async ({ page }) => {
  const fullFare = await bookUpToLastStep(page, 'katherine.expired@example.com');
  await page.getByRole('button', { name: 'Add promo code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Promo Code' });
  await dialog.getByRole('textbox', { name: 'Promo code' }).fill('SUMMER2024');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toContainText('This promo code has expired.');
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Total fare')).toHaveText(`£${fullFare.toFixed(2)}`);
  await expect(page.getByRole('button', { name: 'Add promo code' })).toBeVisible();
});
