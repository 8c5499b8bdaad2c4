import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema';
import { payments } from '../src/db/schema-live';
import { buildBookingTestApp, firstVehicleTypeId, resetEachAndCloseAfter } from './app';
import { getTestDb } from './db';
import { startFakeGateways } from './payments-fakes';
import { bookToPayLater, cardBilling, payLaterIntent, quotedBookingBody } from './helpers/booking-bodies';

/** The payment calls wired to Stripe and PayPal when keys are configured (their APIs faked locally). */
let app: FastifyInstance;
let fake: Awaited<ReturnType<typeof startFakeGateways>>;
let vehicleTypeId: number;

const billing = cardBilling;

const booking = (paymentmethod: string) => quotedBookingBody(app, { vehtypeid: vehicleTypeId }, { paymentmethod });

async function stored(bookingId: number) {
  const { handle } = await getTestDb();
  const [row] = await handle.db.select().from(payments).where(eq(payments.bookingId, bookingId));
  const [b] = await handle.db.select().from(bookings).where(eq(bookings.id, bookingId));
  return { payment: row, isPaid: b?.isPaid };
}

beforeAll(async () => {
  fake = await startFakeGateways();
  app = await buildBookingTestApp({
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_API_BASE: fake.base,
    PAYPAL_CLIENT_ID: 'client',
    PAYPAL_CLIENT_SECRET: 'secret',
    PAYPAL_API_BASE: fake.base,
  });
  vehicleTypeId = await firstVehicleTypeId(app);
});

resetEachAndCloseAfter(['payments', 'card_tokens'], () => [app, fake]);

describe('Stripe, when STRIPE_SECRET_KEY is set', () => {
  it('charges a Stripe payment method server-side once, in pence', async () => {
    const body = await booking('card');
    const response = await app.inject({
      method: 'POST',
      url: '/api/paymentbooking',
      payload: { booking: body, payment: { ...billing, nonce: 'pm_card_visa' } },
    });
    const result = response.json();
    expect(result).toMatchObject({ Code: 1, PaymentResult: { Code: 1, AuthCode: expect.stringMatching(/^ch_pi_/) } });
    const [b] = await (await getTestDb()).handle.db
      .select()
      .from(bookings)
      .where(eq(bookings.requestId, body.requestid));
    const { payment, isPaid } = await stored(b!.id);
    expect(payment).toMatchObject({ gateway: 'stripe', status: 'succeeded', charges: 1 });
    expect(isPaid).toBe(true);
    const created = fake.requests.filter((r) => r.path === '/v1/payment_intents' && r.method === 'POST').at(-1)!;
    expect(new URLSearchParams(created.body).get('amount')).toBe(String(Math.round(b!.totalFare * 100)));
  });

  it('hands out the client secret, then update booking marks it paid only once Stripe says succeeded', async () => {
    const pending = (
      await app.inject({
        method: 'POST',
        url: '/api/paymentbooking',
        payload: { booking: await booking('card'), payment: billing },
      })
    ).json();
    expect(pending).toMatchObject({
      Code: 1,
      PaymentResult: { Code: 2 },
      ClientSecret: expect.stringMatching(/^pi_\d+_secret_abc$/),
    });
    const intentId = String(pending.ClientSecret).replace('_secret_abc', '');
    const update = () =>
      app.inject({
        method: 'PUT',
        url: '/api/updatebooking',
        payload: {
          transactionid: intentId,
          jobpartid: pending.JobPartId,
          transactionstatus: 'succeeded',
          code: pending.TrackingCode,
        },
      });
    expect((await update()).json()).toMatchObject({ Code: 2, IsPaid: false });
    // What Stripe.js does in the browser with the client secret.
    await fetch(`${fake.base}/v1/payment_intents/${intentId}/confirm`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_123', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'payment_method=pm_card_visa',
    });
    expect((await update()).json()).toMatchObject({
      Code: 1,
      IsPaid: true,
      PaymentResult: { Code: 1, AuthCode: `ch_${intentId}` },
    });
    expect((await update()).json()).toMatchObject({ Code: 1, IsPaid: true, PaymentResult: { Code: 3 } });
  });

  it('leaves a 3-D Secure challenge pending with its client secret', async () => {
    const result = (
      await app.inject({
        method: 'POST',
        url: '/api/paymentbooking',
        payload: { booking: await booking('card'), payment: { ...billing, nonce: 'pm_card_threeDSecure2Required' } },
      })
    ).json();
    expect(result).toMatchObject({
      Code: 1,
      ClientSecret: expect.stringContaining('_secret_'),
      PaymentResult: { Code: 2, Message: 'Your bank asks you to confirm this payment.' },
    });
  });
});

describe('PayPal, when PayPal keys are set', () => {
  it('creates an order to pay a booking later, and captures it once the payer approved it', async () => {
    const created = await bookToPayLater(app, await booking('paypal'));
    const order = await payLaterIntent(app, created, 'paymentmethod=paypal');
    expect(order).toMatchObject({
      Code: 1,
      PaymentResult: { Code: 2, PayPalOrderId: expect.stringMatching(/^ORDER\d+$/) },
    });
    const orderId = order.PaymentResult.PayPalOrderId;
    expect(order.ClientSecret).toBe(orderId);
    const update = () =>
      app.inject({
        method: 'PUT',
        url: '/api/updatebooking',
        payload: {
          transactionid: orderId,
          jobpartid: order.JobPartId,
          transactionstatus: 'COMPLETED',
          code: created.TrackingCode,
        },
      });
    expect((await update()).json()).toMatchObject({ Code: 2, IsPaid: false });
    fake.paypalOrders.get(orderId)!.status = 'APPROVED';
    expect((await update()).json()).toMatchObject({
      Code: 1,
      IsPaid: true,
      PaymentResult: { Code: 1, AuthCode: `CAP-${orderId}` },
    });
    const captures = fake.requests.filter((r) => r.path === `/v2/checkout/orders/${orderId}/capture`);
    expect(captures).toHaveLength(1);
    expect((await update()).json()).toMatchObject({ Code: 1, PaymentResult: { Code: 3 } });
    expect(fake.requests.filter((r) => r.path === `/v2/checkout/orders/${orderId}/capture`)).toHaveLength(1);
  });
});
