import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

// A guest books with the keyboard only (no mouse): typing, arrow keys and Enter in the address
// comboboxes, Tab between fields, Space on radios, Enter to submit each step. Each step is checked with axe.
// After the step indicator moves, the next section's first field is awaited before any key is pressed
// (the step indicator moves a moment before the next section has rendered).

/** Presses Tab until `target` has focus (at most `limit` presses); fails if it never gets there. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Arrow keys down the open address list until `option` is the active one, then Enter picks it. */
async function pickWithArrows(page: Page, field: Locator, option: Locator): Promise<void> {
  await expect(option).toBeVisible();
  for (let presses = 0; presses < 12; presses++) {
    await page.keyboard.press('ArrowDown');
    const active = await field.getAttribute('aria-activedescendant');
    if (active && active === (await option.getAttribute('id'))) break;
  }
  await expect(field).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
  await page.keyboard.press('Enter');
}

test('a guest books a cash journey using only the keyboard', async ({ page }) => {
  await page.goto('/booking');
  const pickup = page.getByRole('combobox', { name: 'Pickup' });
  await expect(pickup).toBeVisible();
  await expectNoAxeViolations(page);

  await tabTo(page, pickup);
  await page.keyboard.type("King's Cross");
  await pickWithArrows(page, pickup, page.getByRole('option', { name: /King's Cross/ }).first());
  await expect(pickup).toHaveValue(/King's Cross/);

  // Tab to the drop-off field (past the "Add via stop" button).
  const dropoff = page.getByRole('combobox', { name: 'Drop-off' });
  await tabTo(page, dropoff, 8);
  await page.keyboard.type('Tower of London');
  await pickWithArrows(page, dropoff, page.getByRole('option', { name: /Tower of London/ }).first());
  await expect(dropoff).toHaveValue(/Tower of London/);
  // A new booking starts Later with no time (docs/behaviour/journey.md#pickup-time): Tab reaches the Pickup time group, an arrow key picks ASAP.
  const later = page.getByRole('radio', { name: 'Later' });
  await expect(later).toBeChecked();
  await tabTo(page, later, 8);
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: 'ASAP' })).toBeChecked();
  await expect(page.getByLabel('Total fare')).toHaveText(/£\d/);
  await expectNoAxeViolations(page);

  const current = page.getByRole('list', { name: 'Booking steps' }).locator('[aria-current="step"]');
  const next = page.getByRole('button', { name: /^Continue/ });
  const vehicles = page.getByRole('radiogroup', { name: 'Vehicle' });
  const name = page.getByRole('textbox', { name: 'Name' });

  // Step 1 -> 2: Enter on Next; then wait for the vehicle list before touching the keyboard again.
  await expect(current).toHaveText(/Journey/);
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(current).toHaveText(/Vehicle/);
  await expect(vehicles).toBeVisible();
  const chosen = vehicles.getByRole('radio', { checked: true });
  await expect(chosen).toHaveCount(1);
  await expectNoAxeViolations(page);

  // Step 2 -> 3: Tab to Next and press Enter; wait for the contact fields.
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(current).toHaveText(/Your details/);
  await expect(name).toBeVisible();

  await tabTo(page, name);
  await page.keyboard.type('Katherine Johnson');
  await tabTo(page, page.getByRole('textbox', { name: 'Phone' }), 4);
  await page.keyboard.type('07911 123456');
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('7911123456');
  await tabTo(page, page.getByRole('textbox', { name: 'Email' }), 4);
  await page.keyboard.type('katherine@example.com');
  await expectNoAxeViolations(page);
  // Enter in the e-mail field submits the contact step; wait for the payment methods.
  await page.keyboard.press('Enter');
  await expect(current).toHaveText(/Payment/);
  const cash = page.getByRole('radio', { name: 'Cash' });
  await expect(cash).toBeVisible();

  // Tab into the payment methods, then arrow keys choose within the group (Space checks the focused one).
  const methods = page.getByRole('radiogroup', { name: 'Payment method' });
  await tabTo(page, methods.getByRole('radio', { checked: true }));
  for (
    let presses = 0;
    presses < 4 && !(await cash.evaluate((element) => element === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(cash).toBeFocused();
  await page.keyboard.press('Space');
  await expect(cash).toBeChecked();
  await expectNoAxeViolations(page);
  await tabTo(page, page.getByRole('button', { name: 'Book now' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Katherine Johnson');
  await expectNoAxeViolations(page);
});
