import type { Page } from '@playwright/test';
import {
  quoteNowAndContinueTo,
  chooseTile,
  expect,
  expectConfirmed,
  expectNoAxeViolations,
  payWithCard,
  signIn,
  test,
} from './fixtures';

// Saved cards end to end on the sandbox gateway: the demo customer pays a booking by card and saves the card, pays
// the next booking with the saved card (nothing typed), then removes it in My account, which then says how to save
// one.

/** A signed-in customer's ASAP booking King's Cross -> Tower of London up to "Book now" by card, then pressed. */
async function bookByCard(page: Page): Promise<void> {
  await quoteNowAndContinueTo(page, page.getByRole('button', { name: 'Book now' }), 4);
  await chooseTile(page.getByRole('radio', { name: 'Card' }));
  await page.getByRole('button', { name: 'Book now' }).click();
}

test('a customer saves a card, pays the next booking with it and removes it in My account', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'customer@cabkit.example');

  // First booking: a new card, saved for next time.
  await bookByCard(page);
  const dialog = page.getByRole('dialog', { name: 'Card Details' });
  await expect(dialog).toBeVisible();
  const save = dialog.getByRole('checkbox', { name: 'Save this card for next time' });
  await expect(save).not.toBeChecked();
  // The box itself is drawn over by its look: a pointer presses the words, as a customer does.
  await dialog.getByText('Save this card for next time').click();
  await expect(save).toBeChecked();
  await payWithCard(page);
  await expectConfirmed(page);

  // Second booking: the saved card is offered first and chosen; nothing is typed.
  await bookByCard(page);
  await expect(dialog).toBeVisible();
  const saved = dialog.getByRole('radio', { name: /Visa •••• 4242/ });
  await expect(saved).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: /Card number/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: /^Pay / }).click();
  await expectConfirmed(page);

  // My account lists it; Remove takes it away and the empty state says how to save one.
  await page.goto('/profile');
  const cards = page.getByRole('region', { name: 'Saved cards' });
  await expect(cards.getByText('Visa •••• 4242')).toBeVisible();
  await cards.getByRole('button', { name: 'Remove Visa •••• 4242' }).click();
  await expect(cards.getByText('Visa •••• 4242 removed.')).toBeVisible();
  await page.reload();
  await expect(cards.getByRole('heading', { name: 'No saved cards' })).toBeVisible();
  await expect(cards.getByRole('link', { name: 'Book a taxi' })).toBeVisible();
  await expectNoAxeViolations(page);
});
