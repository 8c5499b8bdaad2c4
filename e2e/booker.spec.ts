import type { Page } from '@playwright/test';
import { chooseAsap, chooseTile, expect, expectNoAxeViolations, expectConfirmed, next, signIn, test } from './fixtures';

// A corporate booker end to end against the real server: signs in from the menu as the demo booker, books a cash
// journey for a customer through the contact dialog's Customer and Main Passenger tabs ("Use customer details"
// copies the customer to the passenger), reaches the confirmation page, and the stored booking carries the
// booker and the customer.

async function choosePlace(page: Page, field: string, text: string, option: RegExp): Promise<void> {
  await page.getByRole('combobox', { name: field }).fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

test('a booker books a journey for a customer with the Customer and Main Passenger tabs', async ({ page }) => {
  const bookingBodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/createbookingTest') bookingBodies.push(request.postDataJSON());
  });

  const menu = await signIn(page, 'booker@cabkit.example', { axe: true });
  await expect(menu).toContainText('Signed in as Bea Booker');

  await choosePlace(page, 'Pickup', "King's Cross", /King's Cross/);
  await choosePlace(page, 'Drop-off', 'Tower of London', /Tower of London/);
  await chooseAsap(page);
  await expect(page.getByLabel('Total fare').first()).toHaveText(/£\s?\d/);
  await expectNoAxeViolations(page);
  await next(page, page.getByRole('radiogroup', { name: 'Vehicle' }));
  const editContact = page.getByRole('button', { name: 'Edit contact details' });
  await next(page, editContact);
  await expect(page.getByRole('heading', { name: 'Customer', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Main Passenger' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Next with no customer yet: the contact dialog opens on the Customer tab (docs/behaviour/people.md#contact-validation: bookers need a valid customer).
  await page.getByRole('button', { name: /^Continue/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Customer' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('checkbox', { name: 'Use my details for customer' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Our reference' }).fill('PO-1815');
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Grace');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('7911123457');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('grace.hopper@example.com');
  await expectNoAxeViolations(page);

  // Main Passenger: "Use customer details" copies the customer.
  await dialog.getByRole('tab', { name: 'Main Passenger' }).click();
  await dialog.getByText('Use customer details').click();
  await expect(dialog.getByRole('checkbox', { name: 'Use customer details' })).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('Grace');
  await expect(dialog.getByRole('textbox', { name: 'Phone' })).toHaveValue('7911123457');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main')).toContainText('Grace Hopper');

  const cash = page.getByRole('radio', { name: 'Cash' });
  await next(page, cash);
  await chooseTile(cash);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Book now' }).click();

  await expectConfirmed(page);
  await expectNoAxeViolations(page);

  expect(bookingBodies).toHaveLength(1);
  const sent = bookingBodies[0] ?? {};
  expect(sent).toMatchObject({
    name: 'Grace Hopper',
    phone: '7911123457',
    email: 'grace.hopper@example.com',
    customerfirstname: 'Grace',
    customerlastname: 'Hopper',
    customerphone: '7911123457',
    customeremail: 'grace.hopper@example.com',
    ourref: 'PO-1815',
    paymentmethod: 'cash',
  });
  expect(sent.bookerid).toEqual(expect.any(Number));
  expect(sent.bookerid).toBeGreaterThan(0);

  // The booking is the booker's: their session may read it; it names the passenger.
  const trackingCode = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '').replace(/\.html$/, '');
  const info = await page.request.post('/api/bookinginfo', { data: { code: trackingCode } });
  const stored = (await info.json()).Booking as { JobId: number; Name: string };
  expect(stored.Name).toContain('Grace');
  const details = await page.request.get(`/api/bookingdetails?jobid=${stored.JobId}`);
  expect(details.status()).toBe(200);
});
