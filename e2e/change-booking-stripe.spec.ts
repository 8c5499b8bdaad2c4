import { expect, expectNoAxeViolations, kingsCrossToTowerQuote, signIn } from './fixtures';
import { fillStripeCard, testOnStripe as test } from './stripe';

// A dearer change on a Stripe server (docs/decisions/0028): the customer changes a paid booking to a dearer vehicle,
// pays the difference in the card dialog's Payment Element (@stripe/react-stripe-js on the fake Stripe.js, Stripe's
// API the server suite's fake), and the change is made only once the server has read the payment back from Stripe.

const journey = kingsCrossToTowerQuote;
const pickupIn = (hours: number) =>
  new Date(Math.ceil((Date.now() + hours * 3_600_000) / 900_000) * 900_000).toISOString();
const money = (n: number) => `£${n.toFixed(2)}`;

test("pays a dearer change's difference through Stripe's own elements", async ({ page, stripe }) => {
  test.setTimeout(180_000);
  await stripe.serveFakeStripe(page);
  await signIn(page, 'customer@cabkit.example');
  const bookingdate = pickupIn(30);
  const quote = await (await page.request.post('/api/quotation', { data: { ...journey, bookingdate } })).json();
  expect(quote.Code, quote.Message).toBe(1);
  const prices = [...quote.AdditionalPrices].sort((a, b) => a.Fare - b.Fare);
  const [cheap, dear] = [prices[0], prices[prices.length - 1]];
  const paid = await (
    await page.request.post('/api/paymentbooking', {
      data: {
        booking: {
          ...journey,
          requestid: `e2e-change-stripe-${Date.now()}`,
          quotationid: quote.QuotationId,
          vehtypeid: cheap.VehTypeId,
          paymentmethod: 'card',
          bookingdate,
          name: 'Casey',
          lastname: 'Customer',
          phone: '7700900123',
          email: 'customer@cabkit.example',
        },
        payment: { name: 'Casey Customer', nonce: 'pm_card_visa' },
      },
    })
  ).json();
  expect(paid.Code, paid.Message).toBe(1);
  const view = (await (await page.request.post('/api/bookinginfo', { data: { code: paid.TrackingCode } })).json())
    .Booking;
  const vehicles = (await (await page.request.get('/api/vehicletypes')).json()).vehTypes as {
    Id: number;
    Name: string;
  }[];
  const dearName = vehicles.find((v) => v.Id === dear.VehTypeId)?.Name ?? '';
  const difference = Math.round((dear.Fare - cheap.Fare) * 100) / 100;

  await page.goto(`/bookingdetail/${view.JobId}`);
  await page.getByRole('button', { name: 'Change booking' }).click();
  const editor = page.getByRole('dialog', { name: 'Change booking' });
  await editor.getByRole('button', { name: /Vehicle/ }).click();
  await page.getByRole('option', { name: new RegExp(dearName) }).click();
  await editor.getByRole('button', { name: 'Check the new price' }).click();
  await expect(editor.getByRole('region', { name: 'The new price' })).toContainText(
    `${money(difference)} more will be charged to your card.`,
  );
  await editor.getByRole('button', { name: 'Confirm change' }).click();

  const card = page.getByRole('dialog', { name: 'Card Details' });
  await expect(card.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByRole('textbox', { name: /Name on card/ }).fill('Casey Customer');
  await fillStripeCard(card, '4242424242424242');
  await card.getByRole('button', { name: `Pay ${money(difference)}` }).click();

  await expect(page.getByText('Your booking has been changed.')).toBeVisible();
  const changes = page.getByRole('region', { name: 'Changes' });
  await expect(changes).toContainText(`to ${dearName}`);
  await expect(changes).toContainText(`${money(difference)} charged`);
  // One intent for the difference, confirmed once at Stripe.
  const intents = [...stripe.gateways.stripeIntents.values()].filter((i) => i.amount === Math.round(difference * 100));
  expect(intents.map((i) => i.status)).toEqual(['succeeded']);
});
