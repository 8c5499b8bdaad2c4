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

    // Next until the contact fields show, then until Book now (fixtures: nextUntil waits for each step to load).
    const name = page.getByRole('textbox', { name: 'Name' });
    await nextUntil(page, name, 4);
    const bookNow = await contactThenCash(page, 'Grace Hopper', '7911123456', 'grace@example.com');
    await bookNow.click();

    await expectConfirmed(page);
    await expect(page.getByTestId('booking-reference')).not.toBeEmpty();
    await expect(page.getByRole('main')).toContainText('Grace Hopper');
  });
}
