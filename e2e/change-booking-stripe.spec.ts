import * as steps from './change-booking-steps';
import { expect, expectNoAxeViolations, signIn } from './fixtures';
import { fillStripeCard, testOnStripe as test } from './stripe';

// A dearer change on a Stripe server (docs/decisions/0028): the customer changes a paid booking to a dearer vehicle,
// pays the difference in the card dialog's Payment Element (@stripe/react-stripe-js on the fake Stripe.js, Stripe's
// API the server suite's fake), and the change is made only once the server has read the payment back from Stripe.

test("pays a dearer change's difference through Stripe's own elements", async ({ page, stripe }) => {
  test.setTimeout(180_000);
  await stripe.serveFakeStripe(page);
  await signIn(page, 'customer@cabkit.example');
  const bookingdate = steps.pickupIn(30);
  const { quotationId, prices } = await steps.quotePrices(page.request, bookingdate);
  const [cheap, dear] = [prices[0]!, prices[prices.length - 1]!];
  const booked = await steps.payCaseysBooking(
    page.request,
    {
      requestid: `e2e-change-stripe-${Date.now()}`,
      quotationid: quotationId,
      vehtypeid: cheap.VehTypeId,
      bookingdate,
    },
    { payment: { name: 'Casey Customer', nonce: 'pm_card_visa' } },
  );
  const dearName = await steps.vehicleName(page.request, dear.VehTypeId);
  const difference = Math.round((dear.Fare - cheap.Fare) * 100) / 100;

  const editor = await steps.openChangeEditor(page, booked);
  await expect(await steps.priceVehicleChange(page, editor, dearName)).toContainText(
    `${steps.money(difference)} more will be charged to your card.`,
  );
  await editor.getByRole('button', { name: 'Confirm change' }).click();

  const card = page.getByRole('dialog', { name: 'Card Details' });
  await expect(card.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByRole('textbox', { name: /Name on card/ }).fill('Casey Customer');
  await fillStripeCard(card, '4242424242424242');
  await card.getByRole('button', { name: `Pay ${steps.money(difference)}` }).click();

  await expect(page.getByText('Your booking has been changed.')).toBeVisible();
  const changes = page.getByRole('region', { name: 'Changes' });
  await expect(changes).toContainText(`to ${dearName}`);
  await expect(changes).toContainText(`${steps.money(difference)} charged`);
  // One intent for the difference, confirmed once at Stripe.
  const intents = [...stripe.gateways.stripeIntents.values()].filter((i) => i.amount === Math.round(difference * 100));
  expect(intents.map((i) => i.status)).toEqual(['succeeded']);
});
