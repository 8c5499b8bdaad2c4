import type { Page } from '@playwright/test';
import {
  chooseAsap,
  chooseTile,
  expect,
  expectNoAxeViolations,
  next,
  test,
  chooseKingsCrossToTower,
  fillContact,
} from './fixtures';

// Quotation expiry end to end (docs/behaviour/quotation.md#quote-expiry): the quote's countdown runs QuoteTimeout minutes (10 on the default
// tenant) on the page's clock, so Playwright's clock moves the page past it: the booking goes back to step 1,
// the fare clears and the Quotation Expired dialog opens. Re-Quote prices the journey again (a fresh quote from
// the real server) and the booking goes through; Cancel closes the dialog and starts over.

const expiredMessage = 'Opps, your quotation has expired. Please try again or call our friendly team on 020 7946 0000';

async function quoteJourney(page: Page): Promise<void> {
  await page.clock.install();
  await page.goto('/booking');
  await chooseKingsCrossToTower(page);
  await chooseAsap(page);
  await expect(page.getByLabel('Total fare')).toHaveText(/£\s?\d/);
  await expect(page.getByRole('timer')).toHaveText(/^(10:00|09:\d\d)$/);
}

/** Lets the quotation run out on the page's clock and checks what expiry does (step 1, no fare, the dialog). */
async function expire(page: Page) {
  await page.clock.fastForward('10:05');
  const dialog = page.getByRole('alertdialog', { name: 'Quotation Expired' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(expiredMessage);
  // The page behind the modal dialog is hidden from assistive tech while it is open.
  const current = page
    .getByRole('list', { name: 'Booking steps', includeHidden: true })
    .locator('[aria-current="step"]');
  await expect(current).toHaveText(/Journey/);
  await expect(page.getByRole('status', { name: 'Total fare', includeHidden: true })).toHaveText('—');
  await expectNoAxeViolations(page);
  return dialog;
}

test('an expired quotation is quoted again with Re-Quote and then booked', async ({ page }) => {
  await quoteJourney(page);
  await expectNoAxeViolations(page);
  const vehicles = page.getByRole('radiogroup', { name: 'Vehicle' });
  await next(page, vehicles);

  const dialog = await expire(page);
  await dialog.getByRole('button', { name: 'Re-Quote' }).click();
  await expect(dialog).toBeHidden();
  // A new quotation: a fare again and a fresh countdown; the journey was kept.
  await expect(page.getByLabel('Total fare')).toHaveText(/£\s?\d/);
  await expect(page.getByRole('timer')).toHaveText(/^(10:00|09:\d\d)$/);
  await expect(page.getByRole('combobox', { name: 'Pickup' })).toHaveValue(/King's Cross/);
  await expectNoAxeViolations(page);

  await next(page, vehicles);
  const name = page.getByRole('textbox', { name: 'Name' });
  await next(page, name);
  await fillContact(page, 'Mary Jackson', '7911123456', 'mary@example.com');
  const cash = page.getByRole('radio', { name: 'Cash' });
  await next(page, cash);
  await chooseTile(cash);
  await page.getByRole('button', { name: 'Book now' }).click();

  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Mary Jackson');
  await expectNoAxeViolations(page);
});

test('Cancel in the Quotation Expired dialog closes it and starts the booking over', async ({ page }) => {
  await quoteJourney(page);
  const dialog = await expire(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Pickup' })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Drop-off' })).toHaveValue('');
  await expect(page.getByLabel('Total fare')).toHaveText('—');
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the countdown is quiet until its last two minutes; Extend time then quotes again', async ({ page }) => {
  await quoteJourney(page);
  const extend = page.getByRole('button', { name: 'Extend time' });
  await expect(extend).toHaveCount(0);
  await expect(page.locator('[data-closing]')).toHaveCount(0);

  await page.clock.fastForward('08:30');
  await expect(page.getByRole('timer')).toHaveText(/^01:\d\d$/);
  await expect(page.locator('[data-closing]')).toHaveCount(1);
  await expect(extend).toBeVisible();
  await expectNoAxeViolations(page);

  await extend.click();
  // A new quotation backs a fresh countdown, quiet again; nothing expired.
  await expect(page.getByRole('timer')).toHaveText(/^(10:00|09:\d\d)$/);
  await expect(extend).toHaveCount(0);
  await expect(page.getByLabel('Total fare')).toHaveText(/£\s?\d/);
  await expect(page.getByRole('alertdialog', { name: 'Quotation Expired' })).toHaveCount(0);
});
