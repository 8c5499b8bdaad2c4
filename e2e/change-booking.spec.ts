import type { APIRequestContext } from '@playwright/test';
import * as steps from './change-booking-steps';
import { chooseTile, expect, expectNoAxeViolations, kingsCrossToTowerQuote, signIn, test } from './fixtures';

// Changing a booking online (docs/behaviour/bookings.md#change), on the default tenant (changes close 2 hours before
// pickup): a signed-in customer changes the vehicle of a paid card booking from its detail page, sees the old and
// new price side by side with the refund, confirms, and finds the change in the booking's "Changes" list; a
// booking inside the cut-off offers no change, and the server refuses one all the same.

const journey = kingsCrossToTowerQuote;

/**
 * Books and pays by sandbox card, as the signed-in page, the dearest vehicle at `bookingdate` (a return journey with
 * `returndate`, a wait-and-return with `waitingtime`); its JobId and fares.
 */
async function bookPaid(request: APIRequestContext, bookingdate: string, returndate = '', waitingtime?: number) {
  const legs = returndate
    ? { rtntype: 'rtn', returndate }
    : waitingtime !== undefined
      ? { rtntype: 'w&r', waitingtime }
      : {};
  const { quotationId, prices } = await steps.quotePrices(request, bookingdate, legs);
  const dear = prices[prices.length - 1]!;
  const token = await (
    await request.post('/api/tokenizecard', {
      data: {
        number: '4242424242424242',
        cvv: '123',
        cardholdername: 'Casey Customer',
        expirymonth: 12,
        expiryyear: new Date().getFullYear() + 3,
        postalcode: 'N1C 4AP',
      },
    })
  ).json();
  const booked = await steps.payCaseysBooking(
    request,
    {
      ...legs,
      requestid: `e2e-change-${Date.now()}-${Math.random()}`,
      quotationid: quotationId,
      vehtypeid: dear.VehTypeId,
      bookingdate,
    },
    {
      payment: {
        name: 'Casey Customer',
        city: 'London',
        postalcode: 'N1C 4AP',
        addressline1: '1 Pancras Square',
        nonce: token.Nonce,
      },
      sandbox: true,
    },
  );
  return { ...booked, fare: dear.Fare, prices };
}

test('changes the vehicle of a paid booking, refunds the difference and lists the change', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'customer@cabkit.example');
  const booked = await bookPaid(page.request, steps.pickupIn(26));
  const cheap = booked.prices[0]!;
  const cheapName = await steps.vehicleName(page.request, cheap.VehTypeId);

  const editor = await steps.openChangeEditor(page, booked);
  const prices = await steps.priceVehicleChange(page, editor, cheapName);
  await expect(prices).toContainText('Old price');
  await expect(prices).toContainText(steps.money(booked.fare));
  await expect(prices).toContainText(steps.money(cheap.Fare));
  const refund = Math.round((booked.fare - cheap.Fare) * 100) / 100;
  await expect(prices).toContainText(`${steps.money(refund)} will be refunded to your card.`);
  await expectNoAxeViolations(page);
  await editor.getByRole('button', { name: 'Confirm change' }).click();

  await expect(editor).toBeHidden();
  await expect(page.getByText('Your booking has been changed.')).toBeVisible();
  const changes = page.getByRole('region', { name: 'Changes' });
  await expect(changes).toContainText(`to ${cheapName}`);
  await expect(changes).toContainText(`${steps.money(booked.fare)} to ${steps.money(cheap.Fare)}`);
});

test('offers no change inside the cut-off, and the server refuses one', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'customer@cabkit.example');
  const booked = await bookPaid(page.request, steps.pickupIn(1));
  await steps.openDetail(page, booked);
  await expect(page.getByRole('button', { name: `Cancel booking ${booked.reference}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change booking' })).toHaveCount(0);

  const quote = await (
    await page.request.post('/api/quotation', { data: { ...journey, bookingdate: steps.pickupIn(1) } })
  ).json();
  const refused = await (
    await page.request.post('/api/changebookingquote', {
      data: {
        ...journey,
        bookingref: booked.reference,
        quotationid: quote.QuotationId,
        vehtypeid: booked.prices[0]!.VehTypeId,
        bookingdate: steps.pickupIn(1),
      },
    })
  ).json();
  expect(refused.Code).toBe(2);
  expect(refused.Message).toMatch(/^Changes close 2 hours before pickup\. Please call us on /);
});

test('adds an access need and a child seat to a booking, the fare unchanged, and lists them', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'customer@cabkit.example');
  const booked = await bookPaid(page.request, steps.pickupIn(27));
  const editor = await steps.openChangeEditor(page, booked);
  const needs = editor.getByRole('group', { name: 'Extras and access needs' });
  await chooseTile(needs.getByRole('checkbox', { name: 'Assistance (meet and help)' }));
  await needs.getByRole('button', { name: /Increase Child seats/i }).click();
  await editor.getByRole('button', { name: 'Check the new price' }).click();

  const prices = editor.getByRole('region', { name: 'The new price' });
  await expect(prices).toContainText('The fare stays the same.');
  await expect(prices).toContainText('Assistance: No to Yes');
  await expect(prices).toContainText('Child seats: 0 to 1');
  await expectNoAxeViolations(page);
  await editor.getByRole('button', { name: 'Confirm change' }).click();
  await expect(page.getByText('Your booking has been changed.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Changes' })).toContainText('Assistance: No to Yes');
});

test('changes the vehicle of a return journey, both legs re-priced, and lists it', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'customer@cabkit.example');
  const booked = await bookPaid(page.request, steps.pickupIn(28), steps.pickupIn(34));
  const cheapName = await steps.vehicleName(page.request, booked.prices[0]!.VehTypeId);
  const editor = await steps.openChangeEditor(page, booked);
  await expect(editor.getByText('Return date and time').first()).toBeVisible();
  const prices = await steps.priceVehicleChange(page, editor, cheapName);
  await expect(prices).toContainText(`to ${cheapName}`);
  await expect(prices).toContainText('will be refunded to your card.');
  await editor.getByRole('button', { name: 'Confirm change' }).click();
  await expect(page.getByText('Your booking has been changed.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Changes' })).toContainText(`to ${cheapName}`);
});

test("shortens a wait-and-return's waiting time, quoted with the wait it asks, and lists it", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'customer@cabkit.example');
  const booked = await bookPaid(page.request, steps.pickupIn(29), '', 30);
  const editor = await steps.openChangeEditor(page, booked);
  await expect(editor.getByText('Return date and time')).toHaveCount(0);
  await editor.getByRole('button', { name: /Decrease Waiting time/i }).click();
  await editor.getByRole('button', { name: 'Check the new price' }).click();
  const prices = editor.getByRole('region', { name: 'The new price' });
  await expect(prices).toContainText('Waiting time: 30 min to 15 min');
  await expectNoAxeViolations(page);
  await editor.getByRole('button', { name: 'Confirm change' }).click();
  await expect(page.getByText('Your booking has been changed.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Changes' })).toContainText('Waiting time: 30 min to 15 min');
});
