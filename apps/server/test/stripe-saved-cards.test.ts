import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gatewayCustomers, payments } from '../src/db/schema-live';
import { buildBookingTestApp, firstVehicleTypeId, resetEachAndCloseAfter } from './app';
import { getTestDb } from './db';
import { as, customerSession, newCustomer } from './helpers/customers';
import { patsCardBooking } from './helpers/fixtures';
import { startFakeGateways } from './payments-fakes';

// Saved cards on a Stripe tenant: a Stripe Customer per passenger (made once, stored), the card the Payment Element
// confirms an intent with kept through `setup_future_usage`, the customer's card PaymentMethods listed from Stripe,
// a booking paid with one confirmed on the server, and a removed one detached at Stripe. Against the faithful fake.

let fake: Awaited<ReturnType<typeof startFakeGateways>>;
let app: FastifyInstance;
let vehicleTypeId: number;
let ann: number;
let bob: number;

/** A card booking of the customer stored unpaid (as the card dialog stores it): its job part, secret and intent. */
async function unpaidBooking(customerId: number) {
  const booked = await app.inject({
    method: 'POST',
    url: '/api/paymentbooking',
    headers: as(customerId),
    payload: {
      booking: await patsCardBooking(app, vehicleTypeId, as(customerId)),
      payment: { name: 'Pat Payer' },
    },
  });
  const answer = booked.json();
  expect(answer, booked.body).toMatchObject({ Code: 1, PaymentResult: { Code: 2 } });
  const secret = answer.ClientSecret as string;
  return { jobPartId: answer.JobPartId as number, clientSecret: secret, intentId: secret.replace(/_secret_.*$/, '') };
}

async function savedCardsOf(customerId: number) {
  return (await app.inject({ url: '/api/savedcards', headers: as(customerId) })).json();
}

/** What Stripe.js does in the Payment Element: confirms the intent with the card the payer typed. */
async function confirmInStripeElement(intentId: string, paymentMethod = 'pm_card_visa') {
  const response = await fetch(`${fake.base}/v1/payment_intents/${intentId}/confirm`, {
    method: 'POST',
    headers: { authorization: 'Bearer sk_test_123', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payment_method: paymentMethod }).toString(),
  });
  expect(response.status).toBe(200);
}

/** Pays a new booking in Stripe's element with "save this card" ticked; the saved card's id. */
async function payAndSave(customerId: number, paymentMethod = 'pm_card_visa'): Promise<number> {
  const { jobPartId, intentId } = await unpaidBooking(customerId);
  const asked = await app.inject({
    url: `/api/paymentintent?jobpartid=${jobPartId}&savecard=true`,
    headers: as(customerId),
  });
  expect(asked.json()).toMatchObject({ Code: 1, PaymentResult: { Code: 2 } });
  await confirmInStripeElement(intentId, paymentMethod);
  const updated = await app.inject({
    method: 'PUT',
    url: '/api/updatebooking',
    headers: as(customerId),
    payload: { transactionid: intentId, jobpartid: jobPartId, transactionstatus: 'succeeded' },
  });
  expect(updated.json()).toMatchObject({ Code: 1, IsPaid: true });
  return (await savedCardsOf(customerId)).Cards[0]?.Id;
}

beforeAll(async () => {
  fake = await startFakeGateways();
  app = await buildBookingTestApp(
    { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_API_BASE: fake.base },
    { resolveSession: (request) => customerSession(request.headers.authorization) },
  );
  vehicleTypeId = await firstVehicleTypeId(app);
});

resetEachAndCloseAfter(['payments', 'saved_cards', 'gateway_customers'], () => [app, fake]);

// Two new customers for each test, once its tables are empty.
beforeEach(async () => {
  ann = await newCustomer(`ann-${randomUUID()}@example.com`);
  bob = await newCustomer(`bob-${randomUUID()}@example.com`);
});

describe('saved cards on a Stripe tenant', () => {
  it('says Stripe saves cards, and makes no Stripe Customer only to list none', async () => {
    const customersBefore = fake.stripeCustomers.size;
    expect(await savedCardsOf(ann)).toEqual({ Code: 1, Message: '', SavesCards: true, Cards: [] });
    expect(fake.stripeCustomers.size).toBe(customersBefore);
  });

  it('keeps the card a payment was confirmed with on the passenger’s own Stripe Customer, made once', async () => {
    const first = await payAndSave(ann);
    expect(await savedCardsOf(ann)).toEqual({
      Code: 1,
      Message: '',
      SavesCards: true,
      Cards: [{ Id: first, Brand: 'visa', Last4: '4242', ExpiryMonth: 12, ExpiryYear: 2034 }],
    });
    await payAndSave(ann, 'pm_card_mastercard');
    const cards = (await savedCardsOf(ann)).Cards as { Brand: string }[];
    expect(cards.map((c) => c.Brand).sort()).toEqual(['mastercard', 'visa']);
    const { handle } = await getTestDb();
    const made = await handle.db.select().from(gatewayCustomers).where(eq(gatewayCustomers.customerId, ann));
    expect(made).toHaveLength(1);
    const customer = fake.stripeCustomers.get(made[0]!.gatewayCustomerId)!;
    expect(customer.metadata).toEqual({ cabkit_customer: `1-${ann}` });
    // Both cards hang on that one customer at Stripe.
    const attached = [...fake.stripeMethods.values()].filter((m) => m.customer === customer.id);
    expect(attached).toHaveLength(2);
    // A payment without "save" keeps nothing.
    const { jobPartId, intentId } = await unpaidBooking(ann);
    await app.inject({ url: `/api/paymentintent?jobpartid=${jobPartId}`, headers: as(ann) });
    await confirmInStripeElement(intentId);
    expect((await savedCardsOf(ann)).Cards).toHaveLength(2);
  });

  it('pays the next booking with a saved card, confirmed on the server on the passenger’s customer', async () => {
    const id = await payAndSave(ann);
    const { clientSecret, intentId, jobPartId } = await unpaidBooking(ann);
    const paid = await app.inject({
      method: 'POST',
      url: '/api/confirmpayment',
      headers: as(ann),
      payload: { clientsecret: clientSecret, savedcardid: id },
    });
    expect(paid.json()).toMatchObject({ Code: 1, PaymentResult: { Code: 1 }, JobPartId: jobPartId });
    const intent = fake.stripeIntents.get(intentId)!;
    expect(intent).toMatchObject({ status: 'succeeded', setup_future_usage: null });
    const confirm = fake.requests.filter((r) => r.path === `/v1/payment_intents/${intentId}/confirm`);
    expect(new URLSearchParams(confirm[0]!.body).get('payment_method')).toMatch(/^pm_saved_/);
    const { handle } = await getTestDb();
    const [row] = await handle.db.select().from(payments).where(eq(payments.intentId, intentId));
    expect(row).toMatchObject({ status: 'succeeded', charges: 1 });
  });

  it('never shows, charges or removes one passenger’s card for another', async () => {
    const id = await payAndSave(ann);
    expect((await savedCardsOf(bob)).Cards).toEqual([]);
    const { clientSecret, intentId } = await unpaidBooking(bob);
    const used = await app.inject({
      method: 'POST',
      url: '/api/confirmpayment',
      headers: as(bob),
      payload: { clientsecret: clientSecret, savedcardid: id },
    });
    expect(used.statusCode).toBe(404);
    expect(used.json()).toEqual({ Code: 2, Message: 'No saved card was found.' });
    expect(fake.stripeIntents.get(intentId)!.status).toBe('requires_payment_method');
    const removed = await app.inject({ method: 'DELETE', url: `/api/savedcards?id=${id}`, headers: as(bob) });
    expect(removed.statusCode).toBe(404);
    expect((await savedCardsOf(ann)).Cards).toHaveLength(1);
  });

  it('removes a card by detaching it at Stripe, so it cannot be charged again', async () => {
    const id = await payAndSave(ann);
    const { handle } = await getTestDb();
    const [mine] = await handle.db.select().from(gatewayCustomers).where(eq(gatewayCustomers.customerId, ann));
    const method = [...fake.stripeMethods.values()].find((m) => m.customer === mine!.gatewayCustomerId)!;
    const removed = await app.inject({ method: 'DELETE', url: `/api/savedcards?id=${id}`, headers: as(ann) });
    expect(removed.json()).toEqual({ Code: 1, Message: '' });
    expect(fake.stripeMethods.get(method.id)!.customer).toBeNull();
    expect((await savedCardsOf(ann)).Cards).toEqual([]);
  });

  it('refuses "save this card" for a guest (400) and a new card confirmed on the server (it is Stripe’s form’s)', async () => {
    const { jobPartId, clientSecret } = await unpaidBooking(ann);
    const guest = await app.inject({ url: `/api/paymentintent?jobpartid=${jobPartId}&savecard=true` });
    expect(guest.statusCode).toBe(400);
    expect(guest.json()).toMatchObject({ Code: 2 });
    const nonce = await app.inject({
      method: 'POST',
      url: '/api/confirmpayment',
      headers: as(ann),
      payload: { clientsecret: clientSecret, nonce: 'pm_card_visa' },
    });
    expect(nonce.statusCode).toBe(400);
  });
});
