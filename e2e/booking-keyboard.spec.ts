import { expect, expectNoAxeViolations, test } from './fixtures';

// A guest books with the keyboard only (no mouse): typing, arrow keys and Enter in the address
// comboboxes, Space on radios, Enter to submit each step. Each step is checked with axe.

test('a guest books a cash journey using only the keyboard', async ({ page }) => {
  await page.goto('/booking');
  const pickup = page.getByRole('combobox', { name: 'Pickup' });
  await expect(pickup).toBeVisible();

  await pickup.focus();
  await page.keyboard.type("King's Cross");
  await expect(page.getByRole('option', { name: /King's Cross/ }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(pickup).toHaveValue(/King's Cross/);

  // Tab to the drop-off field (past the "Add via stop" button).
  const dropoff = page.getByRole('combobox', { name: 'Drop-off' });
  for (let presses = 0; presses < 5 && !(await dropoff.evaluate((el) => el === document.activeElement)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(dropoff).toBeFocused();
  await page.keyboard.type('Tower of London');
  await expect(page.getByRole('option', { name: /Tower of London/ }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dropoff).toHaveValue(/Tower of London/);
  await expect(page.getByLabel('Total fare')).toHaveText(/£\d/);
  await expectNoAxeViolations(page);

  // Enter in a field submits the step; walk on until the contact fields show.
  const name = page.getByRole('textbox', { name: 'Name' });
  const current = page.getByRole('list', { name: 'Booking steps' }).locator('[aria-current="step"]');
  for (let step = 0; step < 4 && !(await name.isVisible()); step++) {
    const before = await current.textContent();
    await page.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await expect(current).not.toHaveText(before ?? '');
    await page.waitForLoadState('networkidle');
  }
  await name.focus();
  await page.keyboard.type('Katherine Johnson');
  await page.keyboard.press('Tab');
  await page.keyboard.type('07911 123456');
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('7911123456');
  await page.keyboard.press('Tab');
  await page.keyboard.type('katherine@example.com');
  await expectNoAxeViolations(page);
  // Enter in the e-mail field submits the contact step.
  await page.keyboard.press('Enter');

  const cash = page.getByRole('radio', { name: 'Cash' });
  await expect(current).not.toHaveText(/Your details/);
  await cash.focus();
  await page.keyboard.press('Space');
  await expect(cash).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Book now' }).focus();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Katherine Johnson');
  await expectNoAxeViolations(page);
});
