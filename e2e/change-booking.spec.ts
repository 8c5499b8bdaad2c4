import type { APIRequestContext, Page } from '@playwright/test';
import { chooseTile, expect, expectNoAxeViolations, kingsCrossToTowerQuote, signIn, test } from './fixtures';

// Changing a booking online (docs/behaviour/bookings.md#change), on the default tenant (changes close 2 hours before
// pickup): a signed-in customer changes the vehicle of a paid card booking from its detail page, sees the old and
// new price side by side with the refund, confirms, and finds the change in the booking's "Changes" list; a
// booking inside the cut-off offers no change, and the server refuses one all the same.

const journey = kingsCrossToTowerQuote;

/** A pickup `hours` from now, on a quarter hour. */
const pickupIn = (hours: number) =>
  new Date(Math.ceil((Date.now() + hours * 3_600_000) / 900_000) * 900_000).toISOString();

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
  const quote = await (await request.post('/api/quotation', { data: { ...journey, ...legs, bookingdate } })).json();
  expect(quote.Code, quote.Message).toBe(1);
  const prices = [...quote.AdditionalPrices].sort((a, b) => a.Fare - b.Fare);
  const dear = prices[prices.length - 1];
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
  const paid = await (
    await request.post('/api/paymentbooking', {
      data: {
        booking: {
          ...journey,
          ...legs,
          requestid: `e2e-change-${Date.now()}-${Math.random()}`,
          quotationid: quote.QuotationId,
          vehtypeid: dear.VehTypeId,
          paymentmethod: 'card',
          bookingdate,
          name: 'Casey',
          lastname: 'Customer',
          phone: '7700900123',
          email: 'customer@cabkit.example',
        },
        payment: {
          name: 'Casey Customer',
          city: 'London',
          postalcode: 'N1C 4AP',
          addressline1: '1 Pancras Square',
          nonce: token.Nonce,
        },
        sandbox: true,
      },
    })
  ).json();
  expect(paid.Code, paid.Message).toBe(1);
  const view = (await (await request.post('/api/bookinginfo', { data: { code: paid.TrackingCode } })).json()).Booking;
  return { jobId: view.JobId as number, reference: paid.Bref as string, fare: dear.Fare as number, prices };
}

async function openDetail(page: Page, jobId: number, reference: string) {
  await page.goto(`/bookingdetail/${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${reference}` })).toBeVisible();
}

test('changes the vehicle of a paid booking, refunds the difference and lists the change', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'customer@cabkit.example');
  const booked = await bookPaid(page.request, pickupIn(26));
  const vehicles = (await (await page.request.get('/api/vehicletypes')).json()).vehTypes as {
    Id: number;
    Name: string;
  }[];
  const cheap = booked.prices[0];
  const cheapName = vehicles.find((v) => v.Id === cheap.VehTypeId)?.Name ?? '';
  const money = (n: number) => `£${n.toFixed(2)}`;

  await openDetail(page, booked.jobId, booked.reference);
  await page.getByRole('button', { name: 'Change booking' }).click();
  const editor = page.getByRole('dialog', { name: 'Change booking' });
  await expect(editor).toBeVisible();
  await editor.getByRole('button', { name: /Vehicle/ }).click();
  await page.getByRole('option', { name: new RegExp(cheapName) }).click();
  await editor.getByRole('button', { name: 'Check the new price' }).click();

  const prices = editor.getByRole('region', { name: 'The new price' });
  await expect(prices).toContainText('Old price');
  await expect(prices).toContainText(money(booked.fare));
  await expect(prices).toContainText(money(cheap.Fare));
  const refund = Math.round((booked.fare - cheap.Fare) * 100) / 100;
  await expect(prices).toContainText(`${money(refund)} will be refunded to your card.`);
  await expectNoAxeViolations(page);
  await editor.getByRole('button', { name: 'Confirm change' }).click();

  await expect(editor).toBeHidden();
  await expect(page.getByText('Your booking has been changed.')).toBeVisible();
  const changes = page.getByRole('region', { name: 'Changes' });
  await expect(changes).toContainText(`to ${cheapName}`);
  await expect(changes).toContainText(`${money(booked.fare)} to ${money(cheap.Fare)}`);
});

test('offers no change inside the cut-off, and the server refuses one', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'customer@cabkit.example');
  const booked = await bookPaid(page.request, pickupIn(1));
  await openDetail(page, booked.jobId, booked.reference);
  await expect(page.getByRole('button', { name: `Cancel booking ${booked.reference}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change booking' })).toHaveCount(0);

  const quote = await (
    await page.request.post('/api/quotation', { data: { ...journey, bookingdate: pickupIn(1) } })
  ).json();
  const refused = await (
    await page.request.post('/api/changebookingquote', {
      data: {
        ...journey,
        bookingref: booked.reference,
        quotationid: quote.QuotationId,
        vehtypeid: booked.prices[0].VehTypeId,
        bookingdate: pickupIn(1),
      },
    })
  ).json();
  expect(refused.Code).toBe(2);
  expect(refused.Message).toMatch(/^Changes close 2 hours before pickup\. Please call us on /);
});

test('adds an access need and a child seat to a booking, the fare unchanged, and lists them', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'customer@cabkit.example');
  const booked = await bookPaid(page.request, pickupIn(27));
  await openDetail(page, booked.jobId, booked.reference);
  await page.getByRole('button', { name: 'Change booking' }).click();
  const editor = page.getByRole('dialog', { name: 'Change booking' });
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
  const booked = await bookPaid(page.request, pickupIn(28), pickupIn(34));
  const vehicles = (await (await page.request.get('/api/vehicletypes')).json()).vehTypes as {
    Id: number;
    Name: string;
  }[];
  const cheapName = vehicles.find((v) => v.Id === booked.prices[0].VehTypeId)?.Name ?? '';
  await openDetail(page, booked.jobId, booked.reference);
  await page.getByRole('button', { name: 'Change booking' }).click();
  const editor = page.getByRole('dialog', { name: 'Change booking' });
  await expect(editor.getByText('Return date and time').first()).toBeVisible();
  await editor.getByRole('button', { name: /Vehicle/ }).click();
  await page.getByRole('option', { name: new RegExp(cheapName) }).click();
  await editor.getByRole('button', { name: 'Check the new price' }).click();
  const prices = editor.getByRole('region', { name: 'The new price' });
  await expect(prices).toContainText(`to ${cheapName}`);
  await expect(prices).toContainText('will be refunded to your card.');
  await editor.getByRole('button', { name: 'Confirm change' }).click();
  await expect(page.getByText('Your booking has been changed.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Changes' })).toContainText(`to ${cheapName}`);
});

test("shortens a wait-and-return's waiting time, quoted with the wait it asks, and lists it", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'customer@cabkit.example');
  const booked = await bookPaid(page.request, pickupIn(29), '', 30);
  await openDetail(page, booked.jobId, booked.reference);
  await page.getByRole('button', { name: 'Change booking' }).click();
  const editor = page.getByRole('dialog', { name: 'Change booking' });
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
