import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema';
import { withPayPalAvailability } from '../src/services/payments/payment-service';
import { buildBookingTestApp, firstVehicleTypeId, resetEachAndCloseAfter } from './app';
import { getTestDb } from './db';
import { startFakeGateways } from './payments-fakes';
import { quotedBookingBody } from './helpers/booking-bodies';

// PayPal through POST /api/paymentbooking: no card billing fields (PayPal collects the payer's details), an
// order to approve, captured once by /api/updatebooking; and no PayPal at all when the server has no keys.

let withKeys: FastifyInstance;
let withoutKeys: FastifyInstance;
let fake: Awaited<ReturnType<typeof startFakeGateways>>;
let vehicleTypeId: number;

const booking = (app: FastifyInstance, paymentmethod: string) =>
  quotedBookingBody(app, { vehtypeid: vehicleTypeId }, { paymentmethod });

async function bookingCount(requestId: string): Promise<number> {
  const { handle } = await getTestDb();
  const [row] = await handle.db.select({ n: count() }).from(bookings).where(eq(bookings.requestId, requestId));
  return row?.n ?? 0;
}

beforeAll(async () => {
  fake = await startFakeGateways();
  withKeys = await buildBookingTestApp({
    PAYPAL_CLIENT_ID: 'client',
    PAYPAL_CLIENT_SECRET: 'secret',
    PAYPAL_API_BASE: fake.base,
  });
  withoutKeys = await buildBookingTestApp();
  vehicleTypeId = await firstVehicleTypeId(withKeys);
});

resetEachAndCloseAfter(['payments', 'card_tokens'], () => [withKeys, withoutKeys, fake]);

describe('PayPal payment booking', () => {
  it('books without card billing fields, returns the order to approve, and is paid once approved', async () => {
    const body = await booking(withKeys, 'paypal');
    const pay = () =>
      withKeys.inject({ method: 'POST', url: '/api/paymentbooking', payload: { booking: body, payment: {} } });
    const first = await pay();
    expect(first.statusCode).toBe(200);
    const answer = first.json();
    expect(answer).toMatchObject({
      Code: 1,
      PaymentResult: { Code: 2, PayPalOrderId: expect.stringMatching(/^ORDER\d+$/) },
    });
    const orderId = answer.PaymentResult.PayPalOrderId;
    // A retry (the buttons pressed again) books nothing new and names the same order.
    expect((await pay()).json().PaymentResult.PayPalOrderId).toBe(orderId);
    expect(await bookingCount(body.requestid)).toBe(1);

    fake.paypalOrders.get(orderId)!.status = 'APPROVED';
    const update = await withKeys.inject({
      method: 'PUT',
      url: '/api/updatebooking',
      payload: {
        transactionid: orderId,
        jobpartid: answer.JobPartId,
        transactionstatus: 'APPROVED',
        code: answer.TrackingCode,
      },
    });
    expect(update.json()).toMatchObject({ Code: 1, IsPaid: true, PaymentResult: { Code: 1 } });
    expect(fake.requests.filter((r) => r.path === `/v2/checkout/orders/${orderId}/capture`)).toHaveLength(1);
  });

  it('still validates a PayPal payment: a card token or a malformed postal code is refused naming the field', async () => {
    const body = await booking(withKeys, 'paypal');
    const withNonce = await withKeys.inject({
      method: 'POST',
      url: '/api/paymentbooking',
      payload: { booking: body, payment: { nonce: 'tok_sandbox_x' } },
    });
    expect(withNonce.statusCode).toBe(400);
    expect(withNonce.json()).toMatchObject({ Code: 2, Message: expect.stringMatching(/^payment\.nonce: /) });
    const badPostcode = await withKeys.inject({
      method: 'POST',
      url: '/api/paymentbooking',
      payload: { booking: body, payment: { postalcode: 'E15 <1AZ>' } },
    });
    expect(badPostcode.statusCode).toBe(400);
    expect(badPostcode.json().Message).toMatch(/^payment\.postalcode: /);
    expect(await bookingCount(body.requestid)).toBe(0);
  });

  it('a card payment still needs its billing details', async () => {
    const body = await booking(withKeys, 'card');
    const response = await withKeys.inject({
      method: 'POST',
      url: '/api/paymentbooking',
      payload: { booking: body, payment: { nonce: 'tok_1', city: 'London' }, sandbox: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ Code: 2, Message: 'payment.name: is required' });
    expect(await bookingCount(body.requestid)).toBe(0);
  });
});

describe('PayPal availability', () => {
  it('is offered with the PayPal client id when the server has PayPal keys', async () => {
    const configuration = (await withKeys.inject({ url: '/api/configuration' })).json().Configuration;
    expect(configuration).toMatchObject({ IsPaypalAllowed: true, PublicKey: 'client' });
  });

  it('is not offered, and a PayPal booking is refused without booking, when the server has no PayPal keys', async () => {
    const configuration = (await withoutKeys.inject({ url: '/api/configuration' })).json().Configuration;
    expect(configuration.IsPaypalAllowed).toBe(false);
    const body = await booking(withoutKeys, 'paypal');
    const response = await withoutKeys.inject({
      method: 'POST',
      url: '/api/paymentbooking',
      payload: { booking: body, payment: {} },
    });
    expect(response.json()).toMatchObject({ Code: 2, Message: 'Payment by paypal is not available.' });
    expect(await bookingCount(body.requestid)).toBe(0);
  });

  it('leaves the stored configuration alone and keeps a tenant that turned PayPal off, off', () => {
    const stored = { IsPaypalAllowed: true, PublicKey: 'pk_sandbox' };
    const keys = { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' };
    expect(withPayPalAvailability(stored, {})).toEqual({ IsPaypalAllowed: false, PublicKey: 'pk_sandbox' });
    expect(withPayPalAvailability(stored, keys)).toEqual({ IsPaypalAllowed: true, PublicKey: 'id' });
    expect(withPayPalAvailability({ IsPaypalAllowed: false, PublicKey: 'pk' }, keys)).toEqual({
      IsPaypalAllowed: false,
      PublicKey: 'pk',
    });
    expect(stored).toEqual({ IsPaypalAllowed: true, PublicKey: 'pk_sandbox' });
  });
});
