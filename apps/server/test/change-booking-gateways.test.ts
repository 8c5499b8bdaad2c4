import { randomUUID } from 'node:crypto';
import { CHANGE_CARD_NEEDED_MESSAGE, CHANGE_PAYPAL_NEEDED_MESSAGE, CHANGE_REPLACED_MESSAGE } from '@cabkit/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { afterResponseSettled } from '../src/routes/accounts-shared';
import { buildBookingTestApp } from './app';
import { resetTestDb } from './db';
import * as changing from './helpers/change-booking';
import { stratfordToLiverpoolStreetQuote } from './helpers/fixtures';
import { startFakeGateways } from './payments-fakes';

// A dearer change of a booking paid through Stripe or PayPal is paid through that gateway's own flow: the server
// makes the gateway's payment for the difference only (a Stripe PaymentIntent, a PayPal order), the payer completes
// it at the gateway, and the change is written only once the server reads the money back from the gateway. A
// cheaper change is refunded through the same gateway. Against the faithful fakes of both REST APIs.

const OWNER = 'Test c911';
const _HOUR = 3_600_000;
const _journey = stratfordToLiverpoolStreetQuote;

let fake: Awaited<ReturnType<typeof startFakeGateways>>;
let app: FastifyInstance;
let noPayPal: FastifyInstance;
let vehicles: { id: number; fare: number }[];

function post(target: FastifyInstance, url: string, payload: Record<string, unknown>) {
  return target.inject({ method: 'POST', url, headers: { authorization: OWNER }, payload });
}

/** A booking of OWNER on vehicle `vehtypeid`, paid through Stripe (a payment method) or PayPal (an approved order). */
async function paidBooking(method: 'card' | 'paypal', vehtypeid: number, target = app) {
  const bookingdate = changing.inTwoDays();
  const q = await changing.quoteAs(target, OWNER, vehtypeid, bookingdate);
  const booking = changing.patsBooking(q.QuotationId, vehtypeid, method, bookingdate);
  const payment = method === 'card' ? { nonce: 'pm_card_visa', name: 'Pat Payer' } : {};
  const answer = (await post(target, '/api/paymentbooking', { booking, payment })).json();
  expect(answer, JSON.stringify(answer)).toMatchObject({ Code: 1 });
  if (method === 'paypal') {
    const orderId = answer.PaymentResult.PayPalOrderId as string;
    fake.paypalOrders.get(orderId)!.status = 'APPROVED';
    const update = await target.inject({
      method: 'PUT',
      url: '/api/updatebooking',
      headers: { authorization: OWNER },
      payload: { transactionid: orderId, jobpartid: answer.JobPartId, transactionstatus: 'APPROVED' },
    });
    expect(update.json()).toMatchObject({ Code: 1, IsPaid: true });
  } else {
    expect(answer.PaymentResult).toMatchObject({ Code: 1 });
  }
  return { reference: answer.Bref as string, bookingdate };
}

const changeBody = (reference: string, vehtypeid: number, bookingdate: string, target = app) =>
  changing.changeRequest(target, OWNER, reference, vehtypeid, bookingdate);

const stored = changing.storedTrail;

const refundsGiven = changing.refundsGiven;

const gatewayEnv = (paypal: boolean): Record<string, string> => ({
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_API_BASE: fake.base,
  ...(paypal ? { PAYPAL_CLIENT_ID: 'client', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_API_BASE: fake.base } : {}),
});

beforeAll(async () => {
  fake = await startFakeGateways();
  const options = {
    resolveSession: (request: { headers: { authorization?: string } }) =>
      changing.customerSession(request.headers.authorization),
    refundRetries: { baseDelayMs: 150, pollMs: 25 },
  };
  app = await buildBookingTestApp(gatewayEnv(true), options);
  noPayPal = await buildBookingTestApp(gatewayEnv(false), options);
  vehicles = await changing.vehiclesByFare(app, OWNER);
});

beforeEach(async () => {
  await afterResponseSettled();
  await resetTestDb(['payments', 'refunds', 'card_tokens', 'booking_changes', 'booking_messages']);
});

afterAll(async () => {
  await app.close();
  await noPayPal.close();
  await fake.close();
});

const cents = (amount: number) => Math.round(amount * 100);

/**
 * A booking paid by `method` on the cheapest car and the change request that moves it to the dearest (not sent):
 * both cars, its reference, the body, and the difference in pounds to the penny.
 */
async function dearerChange(method: 'card' | 'paypal') {
  const [cheap, dear] = [vehicles[0]!, vehicles[vehicles.length - 1]!];
  const { reference, bookingdate } = await paidBooking(method, cheap.id);
  const body = { ...(await changeBody(reference, dear.id, bookingdate)), changekey: randomUUID() };
  const difference = Math.round((dear.fare - cheap.fare) * 100) / 100;
  return { cheap, dear, reference, body, difference };
}

/**
 * A booking paid by `method` on the dearest car, changed to the cheapest (applied at once): the refund given, the
 * booking's own payment it came from, and the difference in pounds.
 */
async function cheaperChangeRefunded(method: 'card' | 'paypal') {
  const [cheap, dear] = [vehicles[0]!, vehicles[vehicles.length - 1]!];
  const { reference, bookingdate } = await paidBooking(method, dear.id);
  const body = { ...(await changeBody(reference, cheap.id, bookingdate)), changekey: randomUUID() };
  expect((await post(app, '/api/changebooking', body)).json()).toMatchObject({ Code: 1, Applied: true });
  const [given] = await refundsGiven(reference);
  const own = (await stored(reference)).payments[0]!;
  return { given: given!, own, difference: dear.fare - cheap.fare };
}

describe('a dearer change of a booking paid through Stripe', () => {
  it('makes a PaymentIntent for the difference and writes the change only once Stripe says it succeeded', async () => {
    const { cheap, dear, reference, body, difference } = await dearerChange('card');

    // Without a card token: the intent for the difference, its client secret for Stripe.js; nothing changed yet.
    const asked = await Promise.all([1, 2, 3].map(() => post(app, '/api/changebooking', body)));
    for (const answer of asked) {
      expect(answer.json()).toMatchObject({ Code: 2, Applied: false, Message: CHANGE_CARD_NEEDED_MESSAGE });
    }
    const secrets = new Set(asked.map((a) => a.json().ClientSecret));
    expect(secrets.size).toBe(1);
    const before = await stored(reference);
    expect(before.booking.vehicleTypeId).toBe(cheap.id);
    const own = before.payments.find((p) => p.changeId !== null)!;
    expect(own).toMatchObject({ gateway: 'stripe', amount: difference, status: 'pending' });
    const intent = fake.stripeIntents.get(own.intentId)!;
    expect(intent.amount).toBe(cents(difference));
    expect(String([...secrets][0])).toBe(`${own.intentId}_secret_abc`);

    // The payer confirms with Stripe.js; confirms racing afterwards apply the change once, charged once.
    intent.status = 'succeeded';
    intent.latest_charge = `ch_${intent.id}`;
    const confirmed = await Promise.all([1, 2, 3, 4].map(() => post(app, '/api/changebooking', body)));
    for (const answer of confirmed) expect(answer.json()).toMatchObject({ Code: 1, Applied: true });
    const after = await stored(reference);
    expect(after.booking).toMatchObject({ vehicleTypeId: dear.id, totalFare: dear.fare });
    expect(after.changes.map((c) => c.status)).toEqual(['applied']);
    const charged = after.payments.find((p) => p.changeId === after.changes[0]!.id)!;
    expect(charged).toMatchObject({ status: 'succeeded', charges: 1, authCode: `ch_${intent.id}` });
    // Racing first confirms may each ask Stripe, with one idempotency key: Stripe answers them with one intent.
    const made = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    const keys = made.map((r) => String(r.headers['idempotency-key'])).filter((k) => k.startsWith('intent-change-'));
    expect(new Set(keys).size).toBe(1);
    expect([...fake.stripeIntents.values()].filter((i) => i.amount === cents(difference))).toHaveLength(1);
  });

  it('charges a card token once however many retries race, and leaves a declined one unchanged', async () => {
    const { cheap, dear, reference, body } = await dearerChange('card');
    const declined = await post(app, '/api/changebooking', { ...body, nonce: 'pm_card_chargeDeclined' });
    expect(declined.json()).toMatchObject({ Code: 2, Applied: false });
    expect((await stored(reference)).booking.vehicleTypeId).toBe(cheap.id);

    const retries = await Promise.all(
      [1, 2, 3, 4].map(() => post(app, '/api/changebooking', { ...body, nonce: 'pm_card_visa' })),
    );
    for (const answer of retries) expect(answer.json()).toMatchObject({ Code: 1, Applied: true });
    const after = await stored(reference);
    const charged = after.payments.find((p) => p.changeId !== null)!;
    const confirms = fake.requests.filter((r) => r.path === `/v1/payment_intents/${charged.intentId}/confirm`);
    // One declined attempt and one that took the money.
    expect(confirms).toHaveLength(2);
    expect(charged).toMatchObject({ status: 'succeeded', charges: 1 });
    expect(after.booking.vehicleTypeId).toBe(dear.id);
  });

  it('cancels the intent of a change a newer one replaced, and never applies the replaced change', async () => {
    const [cheap, middle, dear] = [vehicles[0]!, vehicles[1]!, vehicles[vehicles.length - 1]!];
    const { reference, bookingdate } = await paidBooking('card', cheap.id);
    const first = { ...(await changeBody(reference, dear.id, bookingdate)), changekey: randomUUID() };
    expect((await post(app, '/api/changebooking', first)).json()).toMatchObject({ Code: 2 });
    const waiting = (await stored(reference)).payments.find((p) => p.changeId !== null)!;

    const newer = { ...(await changeBody(reference, middle.id, bookingdate)), changekey: randomUUID() };
    expect((await post(app, '/api/changebooking', newer)).json()).toMatchObject({ Code: 2 });
    expect(fake.stripeIntents.get(waiting.intentId)?.status).toBe('canceled');
    const replayed = (await post(app, '/api/changebooking', first)).json();
    expect(replayed).toMatchObject({ Code: 2, Applied: false, Message: CHANGE_REPLACED_MESSAGE });
    const after = await stored(reference);
    expect(after.booking.vehicleTypeId).toBe(cheap.id);
    expect(after.changes.map((c) => c.status)).toEqual(['abandoned', 'awaiting_payment']);
    expect(after.payments.find((p) => p.id === waiting.id)?.status).toBe('voided');
  });

  it('refunds a cheaper change through Stripe, from the booking’s own intent', async () => {
    const { given, own, difference } = await cheaperChangeRefunded('card');
    const refund = fake.stripeRefunds.get(given.gatewayRefundId)!;
    expect(refund).toMatchObject({ payment_intent: own.intentId, amount: cents(difference) });
  });
});

describe('a dearer change of a booking paid through PayPal', () => {
  it('makes an order for the difference and captures it once, after the payer approved it', async () => {
    const { cheap, dear, reference, body, difference } = await dearerChange('paypal');

    const offered = (await post(app, '/api/changebookingquote', body)).json();
    expect(offered).toMatchObject({ Code: 1, Change: { Settlement: 'charge', Difference: difference } });
    const asked = await Promise.all([1, 2, 3].map(() => post(app, '/api/changebooking', body)));
    for (const answer of asked) {
      expect(answer.json()).toMatchObject({ Code: 2, Applied: false, Message: CHANGE_PAYPAL_NEEDED_MESSAGE });
    }
    const orderId = asked[0]!.json().ClientSecret as string;
    expect(asked.every((a) => a.json().ClientSecret === orderId)).toBe(true);
    expect(fake.paypalOrders.get(orderId)).toMatchObject({ status: 'CREATED', value: difference.toFixed(2) });
    // Not approved yet: nothing is captured, nothing changes.
    expect(fake.requests.filter((r) => r.path === `/v2/checkout/orders/${orderId}/capture`)).toHaveLength(0);
    expect((await stored(reference)).booking.vehicleTypeId).toBe(cheap.id);

    fake.paypalOrders.get(orderId)!.status = 'APPROVED';
    const confirmed = await Promise.all([1, 2, 3, 4].map(() => post(app, '/api/changebooking', body)));
    for (const answer of confirmed) expect(answer.json()).toMatchObject({ Code: 1, Applied: true });
    expect(fake.requests.filter((r) => r.path === `/v2/checkout/orders/${orderId}/capture`)).toHaveLength(1);
    const after = await stored(reference);
    expect(after.booking).toMatchObject({ vehicleTypeId: dear.id, totalFare: dear.fare });
    const charged = after.payments.find((p) => p.changeId !== null)!;
    expect(charged).toMatchObject({ gateway: 'paypal', status: 'succeeded', charges: 1, authCode: `CAP-${orderId}` });
  });

  it('refunds a cheaper change through PayPal, from the booking’s own capture', async () => {
    const { given, own, difference } = await cheaperChangeRefunded('paypal');
    const refund = fake.paypalRefunds.get(given.gatewayRefundId)!;
    expect(refund).toMatchObject({ capture: own.authCode, value: difference.toFixed(2) });
  });

  it('is refused before anything is stored when the server can no longer take PayPal', async () => {
    const [cheap, dear] = [vehicles[0]!, vehicles[vehicles.length - 1]!];
    const { reference, bookingdate } = await paidBooking('paypal', cheap.id);
    const body = { ...(await changeBody(reference, dear.id, bookingdate, noPayPal)), changekey: randomUUID() };
    const answer = (await post(noPayPal, '/api/changebooking', body)).json();
    expect(answer).toMatchObject({ Code: 2, Applied: false, Message: expect.stringMatching(/by PayPal online/) });
    expect((await stored(reference)).changes).toHaveLength(0);
  });
});
