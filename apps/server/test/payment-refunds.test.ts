import { CANCELLED_BOOKING_PAYMENT_MESSAGE } from '@cabkit/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, jobParts } from '../src/db/schema';
import { payments, refunds } from '../src/db/schema-live';
import { addBooking, auth, lastMailTo, signUp, type TestAccount } from './accounts-helpers';
import { buildBookingTestApp } from './app';
import { getTestDb, resetTestDb } from './db';
import { startFakeGateways } from './payments-fakes';
import { testCardNonce } from './helpers/cards';

// A cancelled booking takes no money, and a paid booking that is cancelled gets its money back through the
// gateway that took it (docs/decisions/0017-payment-life-cycle.md).

let fake: Awaited<ReturnType<typeof startFakeGateways>>;
let sandboxApp: FastifyInstance;
let stripeApp: FastifyInstance;

beforeAll(async () => {
  fake = await startFakeGateways();
  // Quick retries, so a test sees a failed refund tried again within a second.
  const build = (paymentEnv: Record<string, string>) =>
    buildBookingTestApp(paymentEnv, { refundRetries: { baseDelayMs: 150, pollMs: 25 } });
  sandboxApp = await build({});
  stripeApp = await build({
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_API_BASE: fake.base,
    PAYPAL_CLIENT_ID: 'client',
    PAYPAL_CLIENT_SECRET: 'secret',
    PAYPAL_API_BASE: fake.base,
  });
});

beforeEach(async () => {
  fake.failNextRefunds(0);
  await resetTestDb(['refunds', 'payments', 'card_tokens']);
});

afterAll(async () => {
  await sandboxApp.close();
  await stripeApp.close();
  await fake.close();
});

/** A card booking of a new customer, upcoming, £42.50, with its outward job part id. */
async function cardBooking(app: FastifyInstance) {
  const me = await signUp(app);
  const booking = await addBooking({ customerId: me.id, totalFare: 42.5 });
  const { handle } = await getTestDb();
  const [outward] = await handle.db
    .select({ id: jobParts.id })
    .from(jobParts)
    .where(eq(jobParts.bookingId, booking.id))
    .orderBy(asc(jobParts.id));
  await handle.db.update(bookings).set({ totalFare: 42.5 }).where(eq(bookings.id, booking.id));
  return { me, ...booking, jobPartId: outward!.id };
}

const intentOf = (app: FastifyInstance, me: TestAccount, jobPartId: number) =>
  app.inject({ url: `/api/paymentintent?jobpartid=${jobPartId}`, headers: auth(me) }).then((r) => r.json());

const cancel = (app: FastifyInstance, me: TestAccount, reference: string) =>
  app
    .inject({ method: 'POST', url: '/api/cancelbooking', headers: auth(me), payload: { bookingref: reference } })
    .then((r) => r.json());

/** The booking's payment recorded through update booking on the Stripe app, as the page does after the gateway. */
const updateBooking = (booking: { me: TestAccount; jobPartId: number }, transactionid: string, status: string) =>
  stripeApp.inject({
    method: 'PUT',
    url: '/api/updatebooking',
    headers: auth(booking.me),
    payload: { transactionid, jobpartid: booking.jobPartId, transactionstatus: status },
  });

/** A PayPal order opened for the booking on the Stripe app (which also has PayPal keys), approved by the payer. */
async function approvedPayPalOrder(booking: { id: number; me: TestAccount }) {
  const order = (
    await stripeApp.inject({
      url: `/api/stripepaymentintent?id=${booking.id}&paymentmethod=paypal`,
      headers: auth(booking.me),
    })
  ).json();
  const orderId = order.PaymentResult.PayPalOrderId as string;
  fake.paypalOrders.get(orderId)!.status = 'APPROVED';
  return orderId;
}

async function sandboxNonce() {
  return testCardNonce(sandboxApp);
}

const confirm = async (clientsecret: string) =>
  (
    await sandboxApp.inject({
      method: 'POST',
      url: '/api/confirmpayment',
      payload: { clientsecret, nonce: await sandboxNonce() },
    })
  ).json();

async function stored(bookingId: number) {
  const { handle } = await getTestDb();
  // The refund first: its success and the payment's move to refunded commit together, so reading the payment
  // after it never sees one without the other.
  const [refund] = await handle.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
  const [booking] = await handle.db.select().from(bookings).where(eq(bookings.id, bookingId));
  const [payment] = await handle.db.select().from(payments).where(eq(payments.bookingId, bookingId));
  return { booking: booking!, payment, refund };
}

/** Waits (up to 5 s) until the booking's refund reaches `status`; returns what is stored then. */
async function refundReaches(bookingId: number, status: string) {
  const end = Date.now() + 5000;
  for (;;) {
    const now = await stored(bookingId);
    if (now.refund?.status === status || Date.now() > end) return now;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A sandbox booking paid through the retry intent and the confirm step. */
async function paidSandboxBooking() {
  const booking = await cardBooking(sandboxApp);
  const intent = await intentOf(sandboxApp, booking.me, booking.jobPartId);
  expect(await confirm(intent.ClientSecret)).toMatchObject({ Code: 1, PaymentResult: { Code: 1 } });
  return booking;
}

/** A Stripe booking whose intent the client confirmed with Stripe.js, recorded by update booking. */
async function paidStripeBooking() {
  const booking = await cardBooking(stripeApp);
  const intent = await intentOf(stripeApp, booking.me, booking.jobPartId);
  const id = String(intent.ClientSecret).split('_secret_')[0]!;
  Object.assign(fake.stripeIntents.get(id)!, { status: 'succeeded', latest_charge: `ch_${id}` });
  const update = await updateBooking(booking, id, 'succeeded');
  expect(update.json()).toMatchObject({ Code: 1, IsPaid: true });
  return { ...booking, intentId: id };
}

describe('nothing is charged on a cancelled booking', () => {
  it('refuses the client secret and the sandbox confirm after a cancel, and voids the payment', async () => {
    const booking = await cardBooking(sandboxApp);
    const intent = await intentOf(sandboxApp, booking.me, booking.jobPartId);
    expect(intent.ClientSecret).not.toBe('');
    expect(await cancel(sandboxApp, booking.me, booking.reference)).toEqual({
      Code: 1,
      Message: `Booking ${booking.reference} has been cancelled.`,
    });
    expect(await intentOf(sandboxApp, booking.me, booking.jobPartId)).toMatchObject({
      Code: 2,
      Message: CANCELLED_BOOKING_PAYMENT_MESSAGE,
      ClientSecret: '',
    });
    expect(await confirm(intent.ClientSecret)).toMatchObject({ Code: 2, Message: CANCELLED_BOOKING_PAYMENT_MESSAGE });
    const after = await stored(booking.id);
    expect(after.booking).toMatchObject({ status: 'Cancelled', isPaid: false });
    expect(after.payment).toMatchObject({ status: 'voided', charges: 0 });
    expect(after.refund).toBeUndefined();
  });

  it('closes the open Stripe intent at Stripe, so Stripe.js cannot confirm it either', async () => {
    const booking = await cardBooking(stripeApp);
    const intent = await intentOf(stripeApp, booking.me, booking.jobPartId);
    const id = String(intent.ClientSecret).split('_secret_')[0]!;
    expect(await cancel(stripeApp, booking.me, booking.reference)).toMatchObject({ Code: 1 });
    expect(fake.requests.some((r) => r.method === 'POST' && r.path === `/v1/payment_intents/${id}/cancel`)).toBe(true);
    expect(fake.stripeIntents.get(id)?.status).toBe('canceled');
    expect((await stored(booking.id)).payment?.status).toBe('voided');
  });

  it('refunds a Stripe intent the browser confirmed just before the cancel; the payment stays voided', async () => {
    const booking = await cardBooking(stripeApp);
    const intent = await intentOf(stripeApp, booking.me, booking.jobPartId);
    const id = String(intent.ClientSecret).split('_secret_')[0]!;
    // Stripe.js confirmed it; the server has not heard yet (no update booking).
    Object.assign(fake.stripeIntents.get(id)!, { status: 'succeeded', latest_charge: `ch_${id}` });
    expect(await cancel(stripeApp, booking.me, booking.reference)).toMatchObject({ Code: 1 });
    const after = await refundReaches(booking.id, 'succeeded');
    expect(after.refund).toMatchObject({ gateway: 'stripe', amount: 42.5, status: 'succeeded' });
    expect(after.payment).toMatchObject({ status: 'voided', authCode: `ch_${id}` });
    expect(after.booking).toMatchObject({ status: 'Cancelled', isPaid: false });
    const update = await updateBooking(booking, id, 'succeeded');
    expect(update.json()).toMatchObject({ Code: 2, Message: CANCELLED_BOOKING_PAYMENT_MESSAGE, IsPaid: false });
    expect([...fake.stripeRefunds.values()].filter((r) => r.payment_intent === id)).toHaveLength(1);
  });

  it('will not capture an approved PayPal order of a cancelled booking', async () => {
    const booking = await cardBooking(stripeApp);
    const orderId = await approvedPayPalOrder(booking);
    expect(await cancel(stripeApp, booking.me, booking.reference)).toMatchObject({ Code: 1 });
    const update = await updateBooking(booking, orderId, 'COMPLETED');
    expect(update.json()).toMatchObject({ Code: 2, Message: CANCELLED_BOOKING_PAYMENT_MESSAGE, IsPaid: false });
    expect(fake.requests.some((r) => r.path === `/v2/checkout/orders/${orderId}/capture`)).toBe(false);
    const pay = await stripeApp.inject({
      url: `/api/stripepaymentintent?id=${booking.id}&paymentmethod=card`,
      headers: auth(booking.me),
    });
    expect(pay.json()).toMatchObject({ Code: 2, Message: CANCELLED_BOOKING_PAYMENT_MESSAGE, ClientSecret: '' });
  });

  it('a cancel racing a confirm: exactly one wins, and a charge that wins is refunded', async () => {
    const outcomes = { charged: 0, refused: 0 };
    for (let round = 0; round < 8; round += 1) {
      const booking = await cardBooking(sandboxApp);
      const intent = await intentOf(sandboxApp, booking.me, booking.jobPartId);
      const nonce = await sandboxNonce();
      const [cancelled, confirmed] = await Promise.all([
        cancel(sandboxApp, booking.me, booking.reference),
        sandboxApp
          .inject({ method: 'POST', url: '/api/confirmpayment', payload: { clientsecret: intent.ClientSecret, nonce } })
          .then((r) => r.json()),
      ]);
      expect(cancelled).toMatchObject({ Code: 1 });
      if (confirmed.Code === 1) {
        outcomes.charged += 1;
        const after = await refundReaches(booking.id, 'succeeded');
        expect(after.refund).toMatchObject({ status: 'succeeded', amount: 42.5 });
        expect(after.payment).toMatchObject({ status: 'refunded', charges: 1 });
      } else {
        outcomes.refused += 1;
        expect(confirmed).toMatchObject({ Code: 2, Message: CANCELLED_BOOKING_PAYMENT_MESSAGE });
        const after = await stored(booking.id);
        expect(after.payment).toMatchObject({ status: 'voided', charges: 0 });
        expect(after.refund).toBeUndefined();
      }
      expect((await stored(booking.id)).booking.status).toBe('Cancelled');
    }
    expect(outcomes.charged + outcomes.refused).toBe(8);
  });
});

describe('a cancel refunds a paid booking through the gateway that took it', () => {
  it('refunds a sandbox payment in full, shows it on the booking and mails the receipt with it', async () => {
    const booking = await paidSandboxBooking();
    expect(await cancel(sandboxApp, booking.me, booking.reference)).toMatchObject({ Code: 1 });
    const after = await refundReaches(booking.id, 'succeeded');
    expect(after.refund).toMatchObject({ gateway: 'sandbox', amount: 42.5, currencyCode: 'GBP', attempts: 1 });
    expect(after.refund?.gatewayRefundId).toMatch(/^re_sandbox_/);
    expect(after.payment?.status).toBe('refunded');
    const details = (
      await sandboxApp.inject({ url: `/api/bookingdetails?jobid=${booking.id}`, headers: auth(booking.me) })
    ).json();
    expect(details.Booking).toMatchObject({ RefundStatus: 'succeeded', RefundAmount: 42.5 });
    expect(details.Booking.RefundedAt).toBe(after.refund?.succeededAt?.toISOString());
    const end = Date.now() + 3000;
    let mail = await lastMailTo(booking.me.email);
    while (!mail?.subject.includes('receipt') && Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      mail = await lastMailTo(booking.me.email);
    }
    expect(mail?.textBody ?? '').toMatch(/Refund: Refunded £42\.50 on \d\d\/\d\d\/\d{4} \d\d:\d\d/);
    expect(mail?.textBody).toContain('Total: £42.50 (refunded)');
  });

  it('refunds a Stripe payment with POST /v1/refunds naming the payment intent, in pence', async () => {
    const booking = await paidStripeBooking();
    expect(await cancel(stripeApp, booking.me, booking.reference)).toMatchObject({ Code: 1 });
    const after = await refundReaches(booking.id, 'succeeded');
    expect(after.refund).toMatchObject({ gateway: 'stripe', amount: 42.5 });
    expect(fake.stripeRefunds.get(after.refund?.gatewayRefundId ?? '')).toMatchObject({
      payment_intent: booking.intentId,
      amount: 4250,
    });
    const call = fake.requests.find((r) => r.path === '/v1/refunds' && r.body.includes(booking.intentId));
    expect(Object.fromEntries(new URLSearchParams(call?.body))).toEqual({
      payment_intent: booking.intentId,
      amount: '4250',
    });
    expect(call?.headers['idempotency-key']).toBe(`refund-${booking.intentId}-${after.refund?.id}`);
    expect(fake.requests.some((r) => r.path === `/v1/payment_intents/${booking.intentId}/cancel`)).toBe(false);
  });

  it('refunds a PayPal capture with POST /v2/payments/captures/:id/refund', async () => {
    const booking = await cardBooking(stripeApp);
    const orderId = await approvedPayPalOrder(booking);
    const update = await updateBooking(booking, orderId, 'COMPLETED');
    expect(update.json()).toMatchObject({ Code: 1, IsPaid: true });
    expect(await cancel(stripeApp, booking.me, booking.reference)).toMatchObject({ Code: 1 });
    const after = await refundReaches(booking.id, 'succeeded');
    expect(after.refund).toMatchObject({ gateway: 'paypal', amount: 42.5 });
    const call = fake.requests.find((r) => r.path === `/v2/payments/captures/CAP-${orderId}/refund`);
    expect(JSON.parse(call?.body ?? '{}')).toEqual({ amount: { value: '42.50', currency_code: 'GBP' } });
    expect(call?.headers['paypal-request-id']).toMatch(/^refund-/);
  });

  it('tries a failing refund again with backoff until the gateway takes it, showing it failed meanwhile', async () => {
    const booking = await paidStripeBooking();
    fake.failNextRefunds(2);
    expect(await cancel(stripeApp, booking.me, booking.reference)).toMatchObject({ Code: 1 });
    const failed = await refundReaches(booking.id, 'failed');
    expect(failed.refund).toMatchObject({
      status: 'failed',
      lastError: 'An error occurred with our connection to Stripe.',
    });
    const view = (
      await stripeApp.inject({ url: `/api/bookingdetails?jobid=${booking.id}`, headers: auth(booking.me) })
    ).json();
    expect(view.Booking).toMatchObject({ RefundStatus: 'failed', RefundAmount: 42.5, RefundedAt: '' });
    const after = await refundReaches(booking.id, 'succeeded');
    expect(after.refund).toMatchObject({ status: 'succeeded', attempts: 3, lastError: '' });
    const calls = fake.requests.filter((r) => r.path === '/v1/refunds' && r.body.includes(booking.intentId));
    expect(calls).toHaveLength(3);
    expect([...fake.stripeRefunds.values()].filter((r) => r.payment_intent === booking.intentId)).toHaveLength(1);
  });
});
