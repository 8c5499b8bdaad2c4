import { expect, test } from '@playwright/test';
import { chooseAsap, chooseTile, fillContact } from './fixtures';
import { ownServer } from './server';

// Address search a passenger trusts. "kings" offers King's Cross first; a journey chosen by postcodes
// alone (one with its space, one without) is priced and booked.

const server = ownServer();

test('"kings" offers King\'s Cross Station first', async ({ page }) => {
  await page.goto(`${server.url}/booking`);
  await page.getByRole('combobox', { name: 'Pickup' }).fill('kings');
  await expect(page.getByRole('option').first()).toContainText("King's Cross Station");
});

test('a journey found by postcodes books', async ({ page }) => {
  await page.goto(`${server.url}/booking`);
  await page.getByRole('combobox', { name: 'Pickup' }).fill('W2 1HQ');
  const paddington = page.getByRole('option').first();
  await expect(paddington).toContainText('Paddington Station');
  await paddington.click();
  await page.getByRole('combobox', { name: 'Drop-off' }).fill('sw1a1aa');
  const palace = page.getByRole('option').first();
  await expect(palace).toContainText('Buckingham Palace');
  await palace.click();
  await chooseAsap(page);
  await expect(page.getByLabel('Total fare')).toHaveText(/£\s?\d+(\.\d{2})?/);

  const current = page.getByRole('list', { name: 'Booking steps' }).locator('[aria-current="step"]');
  const next = page.getByRole('button', { name: /^Continue/ });
  const walkUntil = async (step: RegExp) => {
    for (let i = 0; i < 4 && !step.test((await current.textContent()) ?? ''); i++) {
      const vehicles = page.getByRole('radiogroup', { name: 'Vehicle' });
      if (await vehicles.isVisible()) await vehicles.getByRole('radio').first().check();
      const before = (await current.textContent()) ?? '';
      await next.click();
      await expect(current).not.toHaveText(before);
    }
  };
  await walkUntil(/Your details/);
  await fillContact(page, 'Grace Hopper', '7911123457', 'grace@example.com');
  await walkUntil(/Payment/);
  await chooseTile(page.getByRole('radio', { name: 'Cash' }));
  await page.getByRole('button', { name: 'Book now' }).click();

  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('Paddington Station');
  await expect(main).toContainText('Buckingham Palace');
  await expect(page.getByTestId('booking-reference')).not.toHaveText('');
});
