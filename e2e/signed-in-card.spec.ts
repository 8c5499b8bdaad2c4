import type { Page } from '@playwright/test';
import { chooseAsap, chooseTile, expect, expectNoAxeViolations, next, expectConfirmed, signOut } from './fixtures';
import { fillStripeCard, testOnStripe as test } from './stripe';

// A signed-in customer end to end against the real server: a return journey King's Cross -> Tower of London with a
// via stop at the British Museum, signing in from the wizard's contact step as the demo customer (the contact
// fills from the account and the wizard continues to payment), paying by card on a Stripe server (the card dialog's
// Payment Element through @stripe/react-stripe-js, on the fake Stripe.js), and the stored booking belongs to the
// customer, is paid, has its return leg and the via stop.

async function choosePlace(page: Page, field: string, text: string, option: RegExp): Promise<void> {
  await page.getByRole('combobox', { name: field }).fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

test('a customer signs in from the wizard and pays a return journey with a via stop by card', async ({
  page,
  stripe,
}) => {
  await stripe.serveFakeStripe(page);
  // The card booking is stored unpaid through the booking call as the card dialog opens, then paid.
  const bookingBodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/createbookingTest' || path === '/api/paymentbooking') bookingBodies.push(request.postDataJSON());
  });

  await page.goto('/booking');
  await choosePlace(page, 'Pickup', "King's Cross", /King's Cross/);
  await page.getByRole('button', { name: 'Add via stop' }).click();
  await choosePlace(page, 'Via 1', 'British Museum', /British Museum/);
  await choosePlace(page, 'Drop-off', 'Tower of London', /Tower of London/);
  await chooseAsap(page);
  const fare = page.getByLabel('Total fare').first();
  await expect(fare).toHaveText(/£\s?\d/);
  const singleFare = (await fare.textContent()) ?? '';

  // Return: the return picker opens; one hour from now is after the outward journey.
  const journeyType = page.getByRole('radiogroup', { name: 'Journey type' });
  await journeyType.getByText('Return', { exact: true }).click();
  await expect(journeyType.getByRole('radio', { name: 'Return', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'In 60 min' }).click();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(/Return date and time:\s*\d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expect(fare).not.toHaveText(singleFare);
  await expectNoAxeViolations(page);

  await next(page, page.getByRole('radiogroup', { name: 'Vehicle' }));
  const name = page.getByRole('textbox', { name: 'Name' });
  await next(page, name);
  await expectNoAxeViolations(page);

  // Sign in from the contact step ("Already a member? SignIn").
  await page.getByRole('button', { name: 'SignIn' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'SIGN IN' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('customer@cabkit.example');
  await dialog.getByLabel('Password', { exact: true }).fill('demo1234');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(dialog).toBeHidden();

  // Signed in: the menu offers the account menu, and the wizard went on to payment (wizard template: one step on).
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Account', exact: true }),
  ).toBeVisible();
  const card = page.getByRole('radio', { name: 'Card' });
  await expect(card).toBeVisible();
  await chooseTile(card);
  await expectNoAxeViolations(page);

  // The contact was filled from the account and is locked to it.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(name).toHaveValue('Casey Customer');
  await expect(name).toHaveAttribute('readonly', '');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('customer@cabkit.example');
  await next(page, card);

  await page.getByRole('button', { name: 'Book now' }).click();
  const cardDialog = page.getByRole('dialog', { name: 'Card Details' });
  await expect(cardDialog).toBeVisible();
  await cardDialog.getByRole('textbox', { name: /Name on card/ }).fill('Casey Customer');
  // The Payment Element's own field (the sandbox form has its own MM/YY field instead).
  await expect(cardDialog.getByRole('textbox', { name: 'Expiration date' })).toBeVisible();
  await fillStripeCard(cardDialog, '4242 4242 4242 4242');
  await expectNoAxeViolations(page);
  await cardDialog.getByRole('button', { name: /^Pay £/ }).click();

  await expectConfirmed(page);
  await expectNoAxeViolations(page);

  // One booking request, made as the signed-in customer with the account's contact details.
  expect(bookingBodies).toHaveLength(1);
  const sent = bookingBodies[0] ?? {};
  expect(sent).toMatchObject({
    rtntype: 'rtn',
    name: 'Casey Customer',
    email: 'customer@cabkit.example',
    phone: '7400123456',
  });
  expect(sent.custid).toEqual(expect.any(Number));
  expect(sent.viaaddresses).toHaveLength(1);
  expect(sent.passwordhash ?? '').toBe('');

  const trackingCode = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '').replace(/\.html$/, '');
  const info = await page.request.post('/api/bookinginfo', { data: { code: trackingCode } });
  const stored = (await info.json()).Booking as {
    JobId: number;
    IsPaid: boolean;
    PaymentType: string;
    ReturnRef: string;
    ViaAddress: unknown[];
  };
  expect(stored).toMatchObject({ IsPaid: true, PaymentType: 'card' });
  expect(stored.ReturnRef).not.toBe('');
  expect(stored.ViaAddress).toHaveLength(1);
  // The booking is the customer's own: their session (the HttpOnly cookie) may read its details.
  const details = await page.request.get(`/api/bookingdetails?jobid=${stored.JobId}`);
  expect(details.status()).toBe(200);

  // The account survives a reload (session storage and the server's cookie), and signing out asks first.
  await page.goto('/booking');
  await signOut(page);
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Sign In' }),
  ).toBeVisible();
  const after = await page.request.get(`/api/bookingdetails?jobid=${stored.JobId}`);
  expect(after.status()).toBe(401);
});
