import { chooseAddress, chooseAsap, chooseTile, expect, expectNoAxeViolations, test } from './fixtures';

// Every layout template of the domain table (chosen with ?template= for review) reaches a confirmed
// booking against the real server; the first screen of each is checked with axe.

const templates = ['list', 'wizard', 'inline', 'wizardx', 'wizardt', 'gateway', 'inlinex', 'overflow'] as const;

for (const template of templates) {
  test(`the ${template} template books a guest cash journey`, async ({ page }) => {
    await page.goto(`/booking?template=${template}`);
    await expect(page).toHaveTitle(/- Booking$/);
    await expect(page.getByRole('combobox', { name: 'Pickup' })).toBeVisible();
    await expectNoAxeViolations(page);

    await chooseAddress(page, 'Pickup', "King's Cross", /King's Cross/);
    await chooseAddress(page, 'Drop-off', 'Tower of London', /Tower of London/);
    await chooseAsap(page);
    await expect(page.getByLabel('Total fare')).toHaveText(/£\d/);

    // Next until the contact fields show; each click waits for the step indicator to move on.
    const name = page.getByRole('textbox', { name: 'Name' });
    const current = page.getByRole('list', { name: 'Booking steps' }).locator('[aria-current="step"]');
    // The contact section renders just after the indicator moves: give it a moment before deciding.
    for (let step = 0; step < 4; step++) {
      await name.waitFor({ state: 'visible', timeout: 1500 }).catch(() => undefined);
      if (await name.isVisible()) break;
      const before = await current.textContent();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(current).not.toHaveText(before ?? '');
    }
    await name.fill('Grace Hopper');
    await page.getByRole('textbox', { name: 'Phone' }).fill('7911123456');
    await page.getByRole('textbox', { name: 'Email' }).fill('grace@example.com');
    const bookNow = page.getByRole('button', { name: 'Book now' });
    for (let step = 0; step < 3; step++) {
      await bookNow.waitFor({ state: 'visible', timeout: 1500 }).catch(() => undefined);
      if (await bookNow.isVisible()) break;
      const before = await current.textContent();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(current).not.toHaveText(before ?? '');
    }
    await chooseTile(page.getByRole('radio', { name: 'Cash' }));
    await bookNow.click();

    await expect(page).toHaveURL(/\/confirmed\/[A-Za-z0-9_-]{16,}/);
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    await expect(page.getByTestId('booking-reference')).not.toBeEmpty();
    await expect(page.getByRole('main')).toContainText('Grace Hopper');
  });
}
