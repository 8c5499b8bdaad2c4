import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gatewayEvents } from '../src/db/schema-live';
import type { Session } from '../src/http/session';
import { afterResponseSettled } from '../src/routes/accounts-shared';
import { buildBookingTestApp } from './app';
import { getTestDb, resetTestDb } from './db';
import { changeOnQuote, refundsGiven, storedTrail } from './helpers/change-booking';
import { stratfordToLiverpoolStreetQuote } from './helpers/fixtures';
import { paypalWebhookHeaders, startFakeGateways } from './payments-fakes';

// A payer who pays at Stripe or PayPal and closes the page before the app's second confirm: the gateway's webhook
// settles the payment as that confirm would (the same use cases), once however often the gateway delivers the
// event and however it races a confirm. Against the faithful fakes of both REST APIs; Stripe's events signed by
// Stripe's own library, PayPal's verified by (the fake) PayPal.

const OWNER = 'Test c912';
const HOUR = 3_600_000;
const STRIPE_SECRET = 'whsec_test_webhook';
const PAYPAL_WEBHOOK = 'WH-ID-8PT597110X687430LKGECATA';
const journey = stratfordToLiverpoolStreetQuote;

let fake: Awaited<ReturnType<typeof startFakeGateways>>;
let app: FastifyInstance;
let vehicles: { id: number; fare: number }[];

function testSession(header: string | undefined): Session | null {
  const match = /^Test c(\d+)$/.exec(header ?? '');
  return match ? { customerId: Number(match[1]), bookerId: null } : null;
}

const inTwoDays = () => new Date(Math.floor((Date.now() + 48 * HOUR) / 60_000) * 60_000).toISOString();

function post(url: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url, headers: { authorization: OWNER }, payload });
}

async function quote(vehtypeid: number, bookingdate: string) {
  const body = (await post('/api/quotation', { ...journey, vehtypeid, bookingdate })).json();
  expect(body.Code).toBe(1);
  return body as { QuotationId: string; AdditionalPrices: { VehTypeId: number; Fare: number }[] };
}

/** A booking of OWNER: paid now with a Stripe payment method (`nonce`), or left for the payer to pay at the gateway. */
async function booked(method: 'card' | 'paypal', vehtypeid: number, nonce = '') {
  const bookingdate = inTwoDays();
  const q = await quote(vehtypeid, bookingdate);
  const booking = {
    requestid: randomUUID(),
    quotationid: q.QuotationId,
    vehtypeid,
    ...journey,
    paymentmethod: method,
    bookingdate,
    name: 'Pat',
    lastname: 'Payer',
    phone: '7700900123',
    email: 'pat@example.com',
  };
  const payment = method === 'card' ? { nonce, name: 'Pat Payer' } : {};
  const answer = (await post('/api/paymentbooking', { booking, payment })).json();
  expect(answer, JSON.stringify(answer)).toMatchObject({ Code: 1 });
  const { payments: own } = await storedTrail(answer.Bref);
  return {
    reference: answer.Bref as string,
    jobPartId: answer.JobPartId as number,
    bookingdate,
    intentId: own[0]!.intentId,
  };
}

/** Stripe-Signature for a payload, made by Stripe's own library with the endpoint's secret at a given time. */
function stripeSignature(payload: string, secret = STRIPE_SECRET, at = Date.now()) {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(at / 1000) });
}

function stripeEvent(type: string, intentId: string, id = `evt_${randomUUID().replace(/-/g, '')}`) {
  const intent = fake.stripeIntents.get(intentId);
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2024-06-20',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object: { id: intentId, object: 'payment_intent', status: intent?.status ?? 'succeeded' } },
  });
}

function deliverStripe(payload: string, signature = stripeSignature(payload)) {
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}

function paypalEvent(type: string, orderId: string, id = `WH-${randomUUID()}`) {
  const resource = type.startsWith('CHECKOUT.ORDER.')
    ? { id: orderId, status: 'APPROVED', intent: 'CAPTURE' }
    : { id: `CAP-${orderId}`, status: 'COMPLETED', supplementary_data: { related_ids: { order_id: orderId } } };
  return { id, event_version: '1.0', resource_type: 'checkout-order', event_type: type, resource };
}

function deliverPayPal(event: object, headers = paypalWebhookHeaders(event, PAYPAL_WEBHOOK)) {
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/paypal',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(event),
  });
}

/** The Stripe payer completes the intent in Stripe's own element (what Stripe.js does), and closes the page. */
function payAtStripe(intentId: string) {
  const intent = fake.stripeIntents.get(intentId)!;
  intent.status = 'succeeded';
  intent.latest_charge = `ch_${intent.id}`;
}

beforeAll(async () => {
  fake = await startFakeGateways();
  app = await buildBookingTestApp(
    {
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_API_BASE: fake.base,
      STRIPE_WEBHOOK_SECRET: STRIPE_SECRET,
      PAYPAL_CLIENT_ID: 'client',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_API_BASE: fake.base,
      PAYPAL_WEBHOOK_ID: PAYPAL_WEBHOOK,
    },
    {
      resolveSession: (request: { headers: { authorization?: string } }) => testSession(request.headers.authorization),
      refundRetries: { baseDelayMs: 150, pollMs: 25 },
    },
  );
  const types = (await app.inject({ url: '/api/vehicletypes' })).json().vehTypes as { Id: number }[];
  const q = await quote(types[0]?.Id ?? 0, inTwoDays());
  vehicles = types
    .map((t) => ({ id: t.Id, fare: q.AdditionalPrices.find((p) => p.VehTypeId === t.Id)?.Fare ?? 0 }))
    .filter((v) => v.fare > 0)
    .sort((a, b) => a.fare - b.fare);
});

beforeEach(async () => {
  await afterResponseSettled();
  await resetTestDb(['payments', 'refunds', 'card_tokens', 'booking_changes', 'booking_messages', 'gateway_events']);
});

afterAll(async () => {
  await app.close();
  await fake.close();
});

async function changeBody(reference: string, vehtypeid: number, bookingdate: string) {
  const q = await quote(vehtypeid, bookingdate);
  return { ...changeOnQuote(reference, q.QuotationId, vehtypeid, bookingdate), changekey: randomUUID() };
}

describe('a payment completed at the gateway and the page closed', () => {
  it('settles a dearer change paid at Stripe: the change is made with the money, once', async () => {
    const [cheap, dear] = [vehicles[0]!, vehicles[vehicles.length - 1]!];
    const { reference, bookingdate } = await booked('card', cheap.id, 'pm_card_visa');
    const body = await changeBody(reference, dear.id, bookingdate);
    const asked = (await post('/api/changebooking', body)).json();
    expect(asked).toMatchObject({ Code: 2, Applied: false });
    const own = (await storedTrail(reference)).payments.find((p) => p.changeId !== null)!;
    payAtStripe(own.intentId);

    const delivered = await deliverStripe(stripeEvent('payment_intent.succeeded', own.intentId));
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toEqual({ Code: 1, Message: 'The event was applied.' });
    const after = await storedTrail(reference);
    expect(after.booking).toMatchObject({ vehicleTypeId: dear.id, totalFare: dear.fare });
    expect(after.changes.map((c) => c.status)).toEqual(['applied']);
    expect(after.payments.find((p) => p.id === own.id)).toMatchObject({ status: 'succeeded', charges: 1 });
    // The payer coming back later (the repeat of the same confirm) finds the change made; nothing moves again.
    expect((await post('/api/changebooking', body)).json()).toMatchObject({ Code: 1, Applied: true });
    expect((await storedTrail(reference)).payments.find((p) => p.id === own.id)).toMatchObject({ charges: 1 });
  });

  it('settles a dearer change paid with PayPal: the approved order is captured and the change made', async () => {
    const [cheap, dear] = [vehicles[0]!, vehicles[vehicles.length - 1]!];
    const { reference, bookingdate, intentId } = await booked('paypal', cheap.id);
    fake.paypalOrders.get(intentId)!.status = 'APPROVED';
    await deliverPayPal(paypalEvent('CHECKOUT.ORDER.APPROVED', intentId));
    expect((await storedTrail(reference)).booking.isPaid).toBe(true);
    const asked = (await post('/api/changebooking', await changeBody(reference, dear.id, bookingdate))).json();
    expect(asked).toMatchObject({ Code: 2, Applied: false });
    const own = (await storedTrail(reference)).payments.find((p) => p.changeId !== null)!;
    fake.paypalOrders.get(own.intentId)!.status = 'APPROVED';

    const delivered = await deliverPayPal(paypalEvent('CHECKOUT.ORDER.APPROVED', own.intentId));
    expect(delivered.json()).toEqual({ Code: 1, Message: 'The event was applied.' });
    const after = await storedTrail(reference);
    expect(after.booking.vehicleTypeId).toBe(dear.id);
    expect(after.changes.map((c) => c.status)).toEqual(['applied']);
    expect(fake.paypalOrders.get(own.intentId)!.status).toBe('COMPLETED');
  });

  it('confirms a booking paid at Stripe, and one paid with PayPal', async () => {
    const stripe = await booked('card', vehicles[0]!.id);
    expect((await storedTrail(stripe.reference)).booking.isPaid).toBe(false);
    payAtStripe(stripe.intentId);
    const delivered = await deliverStripe(stripeEvent('payment_intent.succeeded', stripe.intentId));
    expect(delivered.json()).toEqual({ Code: 1, Message: 'The event was applied.' });
    const card = await storedTrail(stripe.reference);
    expect(card.booking.isPaid).toBe(true);
    expect(card.payments[0]).toMatchObject({ status: 'succeeded', charges: 1, authCode: `ch_${stripe.intentId}` });

    const paypal = await booked('paypal', vehicles[0]!.id);
    fake.paypalOrders.get(paypal.intentId)!.status = 'APPROVED';
    expect((await deliverPayPal(paypalEvent('CHECKOUT.ORDER.APPROVED', paypal.intentId))).json()).toMatchObject({
      Code: 1,
    });
    expect((await storedTrail(paypal.reference)).booking.isPaid).toBe(true);
    // PayPal's capture event that follows the capture finds it recorded: nothing is captured twice.
    expect((await deliverPayPal(paypalEvent('PAYMENT.CAPTURE.COMPLETED', paypal.intentId))).json()).toMatchObject({
      Code: 1,
    });
    const captures = fake.requests.filter((r) => r.path === `/v2/checkout/orders/${paypal.intentId}/capture`);
    expect(captures).toHaveLength(1);
    expect((await storedTrail(paypal.reference)).payments[0]).toMatchObject({ status: 'succeeded', charges: 1 });
  });

  it('leaves a failed payment unpaid, open for the payer to try again', async () => {
    const { reference, intentId } = await booked('card', vehicles[0]!.id);
    fake.stripeIntents.get(intentId)!.status = 'requires_payment_method';
    const delivered = await deliverStripe(stripeEvent('payment_intent.payment_failed', intentId));
    expect(delivered.json()).toMatchObject({ Code: 1 });
    const after = await storedTrail(reference);
    expect(after.booking.isPaid).toBe(false);
    expect(after.payments[0]).toMatchObject({ status: 'pending', charges: 0 });
  });
});

describe('a re-delivered event', () => {
  it('is applied once: the same event again answers as applied and moves nothing', async () => {
    const { reference, intentId } = await booked('card', vehicles[0]!.id);
    payAtStripe(intentId);
    const payload = stripeEvent('payment_intent.succeeded', intentId);
    expect((await deliverStripe(payload)).json()).toEqual({ Code: 1, Message: 'The event was applied.' });
    await afterResponseSettled();
    const reads = fake.requests.length;
    const again = await Promise.all([1, 2, 3].map(() => deliverStripe(payload)));
    for (const answer of again) {
      expect(answer.json()).toEqual({ Code: 1, Message: 'The event was applied already.' });
    }
    // No gateway call for a re-delivery, one event row, the booking paid once.
    expect(fake.requests.length).toBe(reads);
    const { handle } = await getTestDb();
    expect(await handle.db.select().from(gatewayEvents)).toHaveLength(1);
    expect((await storedTrail(reference)).payments[0]).toMatchObject({ status: 'succeeded', charges: 1 });
  });
});

describe('a webhook racing the page’s own confirm', () => {
  it('captures a PayPal order and records the booking’s payment once', async () => {
    const { reference, intentId, jobPartId } = await booked('paypal', vehicles[0]!.id);
    fake.paypalOrders.get(intentId)!.status = 'APPROVED';
    const update = () =>
      app.inject({
        method: 'PUT',
        url: '/api/updatebooking',
        headers: { authorization: OWNER },
        payload: { transactionid: intentId, jobpartid: jobPartId, transactionstatus: 'APPROVED' },
      });
    const answers = await Promise.all([
      deliverPayPal(paypalEvent('CHECKOUT.ORDER.APPROVED', intentId)),
      update(),
      deliverPayPal(paypalEvent('CHECKOUT.ORDER.APPROVED', intentId)),
      update(),
    ]);
    for (const answer of answers) expect(answer.json(), answer.body).toMatchObject({ Code: 1 });
    const captures = fake.requests.filter((r) => r.path === `/v2/checkout/orders/${intentId}/capture`);
    expect(captures).toHaveLength(1);
    const after = await storedTrail(reference);
    expect(after.booking.isPaid).toBe(true);
    expect(after.payments).toHaveLength(1);
    expect(after.payments[0]).toMatchObject({ status: 'succeeded', charges: 1 });
  });

  it('makes a change paid at Stripe once, with one charge recorded', async () => {
    const [cheap, dear] = [vehicles[0]!, vehicles[vehicles.length - 1]!];
    const { reference, bookingdate } = await booked('card', cheap.id, 'pm_card_visa');
    const body = await changeBody(reference, dear.id, bookingdate);
    expect((await post('/api/changebooking', body)).json()).toMatchObject({ Code: 2 });
    const own = (await storedTrail(reference)).payments.find((p) => p.changeId !== null)!;
    payAtStripe(own.intentId);
    const answers = await Promise.all([
      deliverStripe(stripeEvent('payment_intent.succeeded', own.intentId)),
      post('/api/changebooking', body),
      post('/api/changebooking', body),
    ]);
    expect(answers[0]!.json()).toMatchObject({ Code: 1 });
    expect(answers[1]!.json()).toMatchObject({ Code: 1, Applied: true });
    expect(answers[2]!.json()).toMatchObject({ Code: 1, Applied: true });
    const after = await storedTrail(reference);
    expect(after.changes.map((c) => c.status)).toEqual(['applied']);
    expect(after.payments.find((p) => p.id === own.id)).toMatchObject({ status: 'succeeded', charges: 1 });
    expect(after.booking.totalFare).toBe(dear.fare);
  });
});

describe('a cancelled booking’s late success', () => {
  it('is refunded, and the booking is never recorded as paid', async () => {
    const { reference, intentId } = await booked('card', vehicles[0]!.id);
    const cancelled = await post('/api/cancelbooking', { bookingref: reference });
    expect(cancelled.json()).toMatchObject({ Code: 1 });
    // Stripe missed the cancel: the payer's page confirmed the intent anyway.
    const intent = fake.stripeIntents.get(intentId)!;
    intent.status = 'succeeded';
    intent.latest_charge = `ch_${intentId}`;
    const delivered = await deliverStripe(stripeEvent('payment_intent.succeeded', intentId));
    expect(delivered.json()).toMatchObject({ Code: 1 });
    const [refund] = await refundsGiven(reference);
    expect(refund).toMatchObject({ gateway: 'stripe', status: 'succeeded' });
    const after = await storedTrail(reference);
    expect(after.booking.isPaid).toBe(false);
    expect(after.payments[0]!.charges).toBe(0);
    expect(['voided', 'refunded']).toContain(after.payments[0]!.status);
    expect([...fake.stripeRefunds.values()].filter((r) => r.payment_intent === intentId)).toHaveLength(1);
  });
});

describe('a replaced change’s late success', () => {
  it('is refunded when the booking was cancelled while the change waited, and the change stays replaced', async () => {
    const [cheap, dear] = [vehicles[0]!, vehicles[vehicles.length - 1]!];
    const { reference, bookingdate } = await booked('card', cheap.id, 'pm_card_visa');
    expect((await post('/api/changebooking', await changeBody(reference, dear.id, bookingdate))).json()).toMatchObject({
      Code: 2,
    });
    const own = (await storedTrail(reference)).payments.find((p) => p.changeId !== null)!;
    expect((await post('/api/cancelbooking', { bookingref: reference })).json()).toMatchObject({ Code: 1 });
    // Stripe missed the cancel of the change's intent: the payer's page confirmed it anyway.
    const intent = fake.stripeIntents.get(own.intentId)!;
    intent.status = 'succeeded';
    intent.latest_charge = `ch_${intent.id}`;
    expect((await deliverStripe(stripeEvent('payment_intent.succeeded', own.intentId))).json()).toMatchObject({
      Code: 1,
    });
    const given = await refundsGiven(reference);
    expect(given.find((r) => r.paymentId === own.id)).toMatchObject({ status: 'succeeded', amount: own.amount });
    const after = await storedTrail(reference);
    expect(after.changes.map((c) => c.status)).toEqual(['abandoned']);
    expect(after.booking.vehicleTypeId).toBe(cheap.id);
    // The money Stripe took is recorded and given back whole; it never pays for the change.
    expect(after.payments.find((p) => p.id === own.id)).toMatchObject({ status: 'refunded', charges: 1 });
  });
});

describe('a delivery the server refuses', () => {
  it('refuses a bad, stale or missing Stripe signature (400, Code 2) and applies nothing', async () => {
    const { reference, intentId } = await booked('card', vehicles[0]!.id);
    payAtStripe(intentId);
    const payload = stripeEvent('payment_intent.succeeded', intentId);
    const forged = [
      stripeSignature(payload, 'whsec_someone_else'),
      stripeSignature(payload, STRIPE_SECRET, Date.now() - 10 * 60_000),
      stripeSignature(payload.replace('payment_intent.succeeded', 'payment_intent.canceled')),
      't=1,v1=',
      '',
    ];
    for (const signature of forged) {
      const answer = await deliverStripe(payload, signature);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ Code: 2, Message: 'stripe-signature: The webhook signature is not valid.' });
    }
    const { handle } = await getTestDb();
    expect(await handle.db.select().from(gatewayEvents)).toHaveLength(0);
    expect((await storedTrail(reference)).booking.isPaid).toBe(false);
  });

  it('refuses a PayPal delivery PayPal does not vouch for', async () => {
    const { reference, intentId } = await booked('paypal', vehicles[0]!.id);
    fake.paypalOrders.get(intentId)!.status = 'APPROVED';
    const event = paypalEvent('CHECKOUT.ORDER.APPROVED', intentId);
    const otherWebhook = await deliverPayPal(event, paypalWebhookHeaders(event, 'WH-ANOTHER-WEBHOOK'));
    expect(otherWebhook.statusCode).toBe(400);
    expect(otherWebhook.json()).toMatchObject({ Code: 2 });
    const tampered = await deliverPayPal({ ...event, id: 'WH-TAMPERED' }, paypalWebhookHeaders(event, PAYPAL_WEBHOOK));
    expect(tampered.statusCode).toBe(400);
    expect((await storedTrail(reference)).booking.isPaid).toBe(false);
    expect(fake.paypalOrders.get(intentId)!.status).toBe('APPROVED');
  });

  it('answers malformed JSON, an event without an id and an intent not this firm’s with 400, never 500', async () => {
    const bad = ['{"id": "evt_1", "type":', 'null', '[]', '{}', JSON.stringify({ type: 'payment_intent.succeeded' })];
    for (const payload of bad) {
      const answer = await deliverStripe(payload);
      expect(answer.statusCode, payload).toBe(400);
      expect(answer.json()).toMatchObject({ Code: 2 });
    }
    // An intent at the same Stripe account that is no payment of this firm.
    const stranger = await fetch(`${fake.base}/v1/payment_intents`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_123', 'idempotency-key': randomUUID() },
      body: new URLSearchParams({ amount: '1000', currency: 'gbp' }).toString(),
    }).then((r) => r.json() as Promise<{ id: string }>);
    payAtStripe(stranger.id);
    const answer = await deliverStripe(stripeEvent('payment_intent.succeeded', stranger.id));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ Code: 2, Message: 'data.object: The event names no payment of this firm.' });
    const paypal = await app.inject({
      method: 'POST',
      url: '/api/webhooks/paypal',
      headers: { 'content-type': 'application/json' },
      payload: '{"id":',
    });
    expect(paypal.statusCode).toBe(400);
    expect(paypal.json()).toMatchObject({ Code: 2 });
  });

  it('acknowledges an event that settles nothing here (a refund Stripe reports) without a payment look-up', async () => {
    const payload = JSON.stringify({
      id: 'evt_refunded_1',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: 'ch_1', object: 'charge', payment_intent: 'pi_elsewhere', refunded: true } },
    });
    expect((await deliverStripe(payload)).json()).toEqual({ Code: 1, Message: 'The event needs nothing here.' });
  });
});
