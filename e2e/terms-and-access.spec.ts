import { chooseAddress, chooseTile, expect, expectNoAxeViolations, next, payWithCard, signIn, test } from './fixtures';

// The tenant's terms and access needs end to end (the default tenant: cancelling is free until 24 hours before
// pickup, then £10.00; 15 minutes' free waiting; wheelchairs in the minibus): a signed-in customer books a card
// journey in an hour with a wheelchair, sees the terms under the quote and the need on the ticket, then cancels
// inside the 24 hours: the dialog says the fee and the refund, and the refund queued is the fare less the fee.

const money = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('a wheelchair booking shows on the ticket, the quote states its terms, a late cancel keeps the fee', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'customer@cabkit.example');
  await page.goto('/booking');
  await chooseAddress(page, 'Pickup', "King's Cross", /King's Cross/);
  await chooseAddress(page, 'Drop-off', 'Tower of London', /Tower of London/);
  await page.getByRole('button', { name: 'Choose pickup date and time' }).click();
  const picker = page.getByRole('region', { name: 'Pickup date and time' });
  await expect(picker).toHaveAttribute('aria-busy', 'false');
  await picker.getByRole('button', { name: 'In 60 min' }).click();
  await picker.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByLabel('Total fare').first()).toHaveText(/£\s?\d/);

  // The terms under the fare: an hour away is inside the 24 hours, so cancelling already costs the fee.
  const terms = page.getByRole('list', { name: 'Terms' }).first();
  await expect(terms).toContainText('Cancelling costs £10.00');
  await expect(terms).toContainText('15 min free waiting');
  await page.getByText('Full terms').first().click();
  await expect(page.getByText('Child seats, pets and access needs are included in the fare.').first()).toBeVisible();

  await next(page, page.getByRole('radiogroup', { name: 'Vehicle' }));
  const card = page.getByRole('radio', { name: 'Card' });
  await next(page, page.getByRole('textbox', { name: 'Name' }));
  await next(page, card);
  await chooseTile(card);

  // Access needs: a wheelchair moves the booking to the minibus, which carries one.
  const needs = page.getByRole('group', { name: 'Access needs' });
  await needs.getByText('Wheelchair-accessible vehicle').click();
  await expect(needs.getByRole('status')).toHaveText('The Minibus 8 seater meets your access needs.');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Book now' }).click();
  await payWithCard(page);

  await expect(page).toHaveURL(/\/confirmed\//);
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Wheelchair-accessible vehicle');
  await expect(page.getByRole('main')).toContainText('Minibus 8 seater');
  const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';
  const code = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '').replace(/\.html$/, '');
  const stored = (await (await page.request.post('/api/bookinginfo', { data: { code } })).json()).Booking;
  expect(stored.AccessNeeds.Wheelchair).toBe(true);
  const fare = stored.TotalFare as number;
  const refund = Math.round((fare - 10) * 100) / 100;

  // Cancel from the booking's page: the dialog says the fee and the refund, and the refund is that amount.
  await page.goto(`/bookingdetail/${stored.JobId}`);
  await page.getByRole('button', { name: `Cancel booking ${reference}` }).click();
  const confirm = page
    .getByRole('dialog', { name: 'Question' })
    .or(page.getByRole('alertdialog', { name: 'Question' }));
  await expect(confirm).toContainText(
    `Cancelling now costs £10.00 of your £${fare.toFixed(2)} fare; £${refund.toFixed(2)} will be refunded to your card.`,
  );
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('status-badge')).toHaveText('Status: Cancelled');
  const refundRow = page.getByRole('main').getByText(/Refund(ed)? (of )?£/);
  await expect(refundRow).toBeVisible();
  expect(money((await refundRow.textContent())?.match(/£[\d.]+/)?.[0] ?? '')).toBe(refund);
  await expect(page.getByRole('main')).toContainText('£10.00, kept from the refund');
});
