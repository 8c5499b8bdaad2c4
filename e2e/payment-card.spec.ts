import type { Locator, Page } from '@playwright/test';
import {
  chooseTile,
  expect,
  expectNoAxeViolations,
  nextUntil,
  test,
  quoteNowAndContinueTo,
  expectConfirmed,
  fillContact,
} from './fixtures';
import { fillStripeCard, testOnStripe } from './stripe';

// Card payment end to end against the real server and its sandbox gateway: a guest books King's Cross
// Station -> Tower of London by card: the booking is stored unpaid as the card dialog opens (its reference shows
// from the start), the card is declined first (error dialog after ~1 s, CVC cleared), then the success card pays;
// both attempts pay the SAME booking (no second booking) and the stored booking is paid.

async function bookUpToPayment(page: Page): Promise<void> {
  // Next only once each step has drawn its sections (nextUntil): a check made while a step still loads would
  // press Next once too often and wait for a Next the last step does not have.
  await quoteNowAndContinueTo(page, page.getByRole('textbox', { name: 'Name' }), 4);
  await fillContact(page, 'Ada Lovelace', '7911123456', 'ada.card@example.com');
  await nextUntil(page, page.getByRole('button', { name: 'Book now' }), 3);
  await chooseTile(page.getByRole('radio', { name: 'Card' }));
}

/** Presses Book now and returns the stored booking's answer (Code 1: the card is asked for after it is stored). */
async function bookNow(page: Page): Promise<{ Code: number; Bref: string }> {
  const booked = page.waitForResponse((response) => response.url().includes('/api/createbookingTest'));
  await page.getByRole('button', { name: 'Book now' }).click();
  const bookedBody = (await (await booked).json()) as { Code: number; Bref: string };
  expect(bookedBody.Code).toBe(1);
  return bookedBody;
}

async function fillCard(dialog: Locator, number: string): Promise<void> {
  await dialog.getByRole('textbox', { name: /Card number/ }).fill(number);
  await dialog
    .getByRole('textbox', { name: /Expiry date/ })
    .fill(`12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`);
  await dialog.getByRole('textbox', { name: /CVC/ }).fill('123');
}

test('a guest pays by card: declined first, then paid, with exactly one booking', async ({ page }) => {
  const bookingCalls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/paymentbooking') || path.startsWith('/api/createbooking')) bookingCalls.push(path);
  });

  await bookUpToPayment(page);
  const bookedBody = await bookNow(page);

  // The first payment's dialog already names the booking it pays.
  const dialog = page.getByRole('dialog', { name: 'Card Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Booking reference');
  await expect(dialog).toContainText(bookedBody.Bref);
  await expectNoAxeViolations(page);

  // On a 375x667 phone the sheet keeps "Pay £…" on screen whatever the fields above it.
  await page.setViewportSize({ width: 375, height: 667 });
  await expect(dialog.getByRole('button', { name: /^Pay £\d+\.\d\d$/ })).toBeInViewport({ ratio: 1 });

  await dialog.getByRole('textbox', { name: /Name on card/ }).fill('Ada Lovelace');
  await fillCard(dialog, '4000 0000 0000 0002');
  await expect(dialog.getByRole('textbox', { name: /Card number/ })).toHaveAccessibleDescription('Visa');
  await dialog.getByRole('textbox', { name: /Postal code/ }).fill('EC3N 4AB');

  const declined = page.waitForResponse((response) => response.url().includes('/api/confirmpayment'));
  await dialog.getByRole('button', { name: /^Pay £/ }).click();
  const declinedBody = (await (await declined).json()) as { Code: number; JobPartId: number; Bref: string };
  expect(declinedBody.Code).toBe(2);
  expect(declinedBody.JobPartId).toBeGreaterThan(0);
  expect(declinedBody.Bref).toBe(bookedBody.Bref);

  // Timed in the page: from the end of the /api/confirmpayment response to the error dialog appearing.
  const shownAt = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const check = () =>
          document.querySelector('[role="alertdialog"]') ? resolve(performance.now()) : requestAnimationFrame(check);
        check();
      }),
  );
  const answeredAt = await page.evaluate(() => {
    const entries = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/confirmpayment')) as PerformanceResourceTiming[];
    return entries.at(-1)?.responseEnd ?? 0;
  });
  expect(answeredAt).toBeGreaterThan(0);
  expect(shownAt - answeredAt).toBeGreaterThanOrEqual(990);
  const alert = page.getByRole('alertdialog', { name: 'Error' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Your card was declined.');
  await expect(dialog).toBeHidden();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();

  // The button works again; the dialog comes back with the CVC cleared and the booking reference shown.
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /CVC/ })).toHaveValue('');
  await expect(dialog.getByRole('textbox', { name: /Name on card/ })).toHaveValue('Ada Lovelace');
  await expect(dialog.getByRole('textbox', { name: /Card number/ })).toHaveValue('4000 0000 0000 0002');
  await expect(dialog.getByRole('textbox', { name: /Expiry date/ })).toHaveValue(/^12\/\d\d$/);
  await expect(dialog).toContainText(declinedBody.Bref);

  const intent = page.waitForResponse((response) => response.url().includes('/api/paymentintent'));
  await fillCard(dialog, '4242 4242 4242 4242');
  await dialog.getByRole('button', { name: /^Pay £/ }).click();
  const intentBody = (await (await intent).json()) as { JobPartId: number };
  expect(intentBody.JobPartId).toBe(declinedBody.JobPartId);

  await expectConfirmed(page);
  await expectNoAxeViolations(page);

  // One booking request in all: both attempts paid the same booking through its payment intent.
  expect(bookingCalls).toEqual(['/api/createbookingTest']);
  const trackingCode = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '').replace(/\.html$/, '');
  const info = await page.request.post('/api/bookinginfo', { data: { code: trackingCode } });
  expect(info.ok()).toBe(true);
  const stored = (await info.json()) as { Booking: { Bref: string; IsPaid: boolean; PaymentType: string } | null };
  expect(stored.Booking).toMatchObject({ Bref: declinedBody.Bref, IsPaid: true, PaymentType: 'card' });
});

// The same journey on a Stripe server: the card dialog runs @stripe/react-stripe-js (Elements, the Payment Element,
// the Express Checkout Element) on the fake Stripe.js, which the page gets in answer to its request for Stripe's
// script; the fake confirms at Stripe's API, answered here by the server suite's fake Stripe API (the same one the
// server creates and reads the intents at). No wallet in this browser, so only the card form shows.

testOnStripe(
  'a guest pays through Stripe Elements: declined first, then paid, with exactly one booking',
  async ({ page, stripe }) => {
    const stripeScripts = await stripe.serveFakeStripe(page);
    // The fake Stripe serves the worker's other journeys too: only the intents made from here on are this booking's.
    const earlier = new Set(stripe.gateways.stripeIntents.keys());
    const bookingCalls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/paymentbooking') || path.startsWith('/api/createbooking')) bookingCalls.push(path);
    });

    await bookUpToPayment(page);
    expect(stripeScripts).toEqual([]);
    const bookedBody = await bookNow(page);
    const dialog = page.getByRole('dialog', { name: 'Card Details' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(bookedBody.Bref);
    // The Payment Element's own field (the sandbox form has its own MM/YY field instead).
    await expect(dialog.getByRole('textbox', { name: 'Expiration date' })).toBeVisible();
    // Stripe's script loads with the dialog, not before.
    expect(stripeScripts).toHaveLength(1);
    await expect(dialog.getByRole('button', { name: /Apple Pay|Google Pay/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await dialog.getByRole('textbox', { name: /Name on card/ }).fill('Ada Lovelace');
    await fillStripeCard(dialog, '4000 0000 0000 0002');
    const firstIntent = page.waitForResponse((response) => response.url().includes('/api/paymentintent'));
    await dialog.getByRole('button', { name: /^Pay £/ }).click();
    const intentBody = (await (await firstIntent).json()) as { Code: number; JobPartId: number; Bref: string };
    expect(intentBody).toMatchObject({ Code: 1, JobPartId: expect.any(Number), Bref: bookedBody.Bref });

    const alert = page.getByRole('alertdialog', { name: 'Error' });
    await expect(alert).toContainText(
      'It was not possible to process the payment, please check the card details and try again.',
    );
    await expect(dialog).toBeHidden();
    await alert.getByRole('button', { name: 'OK' }).click();

    await page.getByRole('button', { name: 'Book now' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(bookedBody.Bref);
    await expect(dialog.getByRole('textbox', { name: /Name on card/ })).toHaveValue('Ada Lovelace');
    await fillStripeCard(dialog, '4242 4242 4242 4242');
    const intent = page.waitForResponse((response) => response.url().includes('/api/paymentintent'));
    await dialog.getByRole('button', { name: /^Pay £/ }).click();
    expect(((await (await intent).json()) as { JobPartId: number }).JobPartId).toBe(intentBody.JobPartId);

    await expectConfirmed(page);
    expect(bookingCalls).toEqual(['/api/createbookingTest']);
    const trackingCode = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '').replace(/\.html$/, '');
    const info = await page.request.post('/api/bookinginfo', { data: { code: trackingCode } });
    const stored = (await info.json()) as { Booking: { Bref: string; IsPaid: boolean; PaymentType: string } | null };
    expect(stored.Booking).toMatchObject({ Bref: bookedBody.Bref, IsPaid: true, PaymentType: 'card' });
    // Stripe's side: one intent, confirmed once declined and once paid.
    const made = [...stripe.gateways.stripeIntents].filter(([id]) => !earlier.has(id)).map(([, i]) => i.status);
    expect(made).toEqual(['succeeded']);
  },
);
