import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema';
import { payments } from '../src/db/schema-live';
import type { Session } from '../src/http/session';
import { buildBookingTestApp, firstVehicleTypeId, resetEachAndCloseAfter } from './app';
import { getTestDb } from './db';
import { cardBilling, quotedBookingBody } from './helpers/booking-bodies';
import { tokenizeTestCard } from './helpers/cards';

const liveTables = ['payments', 'card_tokens', 'driver_footprints', 'driver_assignments'];

function testSession(header: string | undefined): Session | null {
  const match = /^Test c(\d+)$/.exec(header ?? '');
  return match ? { customerId: Number(match[1]), bookerId: null } : null;
}

let app: FastifyInstance;
let vehicleTypeId: number;

/** Pat Payer's ASAP card booking on a fresh quotation; `overrides` changes any field. */
const booking = (overrides: Record<string, unknown> = {}) =>
  quotedBookingBody(app, { vehtypeid: vehicleTypeId }, { paymentmethod: 'card', lastname: 'Payer', ...overrides });

const billing = cardBilling;

async function tokenize(number: string) {
  const response = await tokenizeTestCard(app, number);
  expect(response.statusCode).toBe(200);
  return response.json().Nonce as string;
}

async function payBooking(bookingBody: Record<string, unknown>, nonce: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/paymentbooking',
    headers,
    payload: { booking: bookingBody, payment: { ...billing, nonce }, sandbox: true },
  });
}

async function countFor(requestId: string) {
  const { handle } = await getTestDb();
  const [b] = await handle.db.select({ n: count() }).from(bookings).where(eq(bookings.requestId, requestId));
  const rows = await handle.db.select().from(payments).where(eq(payments.requestId, requestId));
  return { bookings: b?.n ?? 0, payments: rows.length, charges: rows.reduce((sum, p) => sum + p.charges, 0), rows };
}

beforeAll(async () => {
  app = await buildBookingTestApp({}, { resolveSession: (request) => testSession(request.headers.authorization) });
  vehicleTypeId = await firstVehicleTypeId(app);
});

resetEachAndCloseAfter(liveTables, () => [app]);

describe('electronic payment booking with the sandbox gateway', () => {
  it('books and charges a success card once (PaymentResult Code 1 with an auth code)', async () => {
    const body = await booking();
    const response = await payBooking(body, await tokenize('4242 4242 4242 4242'));
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({
      Code: 1,
      Bref: expect.stringMatching(/\S/),
      ClientSecret: '',
      PaymentResult: { Code: 1, AuthCode: expect.stringMatching(/^SBX/) },
    });
    const stored = await countFor(body.requestid as string);
    expect(stored).toMatchObject({ bookings: 1, payments: 1, charges: 1 });
    const { handle } = await getTestDb();
    const [row] = await handle.db
      .select()
      .from(bookings)
      .where(eq(bookings.requestId, body.requestid as string));
    expect(row?.isPaid).toBe(true);
    expect(stored.rows[0]?.amount).toBe(row?.totalFare);
  });

  it('reports a declined card and insufficient funds with Code 2, PaymentResult Code 0 and the reason', async () => {
    const declined = await payBooking(await booking(), await tokenize('4000000000000002'));
    expect(declined.json()).toMatchObject({
      Code: 2,
      Message: 'Your card was declined.',
      PaymentResult: { Code: 0, AuthCode: '' },
      ClientSecret: expect.stringContaining('_secret_'),
    });
    const poor = await payBooking(await booking(), await tokenize('4000 0000 0000 9995'));
    expect(poor.json()).toMatchObject({
      Code: 2,
      Message: 'Your card has insufficient funds.',
      PaymentResult: { Code: 0 },
    });
  });

  it('after a decline, a retry with a good card pays the same booking: one booking, one charge', async () => {
    const body = await booking();
    const first = (await payBooking(body, await tokenize('4000000000000002'))).json();
    const second = (await payBooking(body, await tokenize('4242424242424242'))).json();
    expect(second).toMatchObject({ Code: 1, Bref: first.Bref, PaymentResult: { Code: 1 } });
    const again = (await payBooking(body, await tokenize('4242424242424242'))).json();
    expect(again).toMatchObject({ Code: 1, Bref: first.Bref, PaymentResult: { Code: 3 } });
    expect(await countFor(body.requestid as string)).toMatchObject({ bookings: 1, payments: 1, charges: 1 });
  });

  it('10 concurrent retries of one payment make one booking and one charge', async () => {
    const body = await booking();
    const nonces = await Promise.all(Array.from({ length: 10 }, () => tokenize('4242424242424242')));
    const responses = await Promise.all(nonces.map((nonce) => payBooking(body, nonce)));
    const results = responses.map((r) => r.json());
    expect(new Set(results.map((r) => r.Bref)).size).toBe(1);
    for (const r of results) expect([1, 3]).toContain(r.PaymentResult.Code);
    expect(results.filter((r) => r.PaymentResult.Code === 1)).toHaveLength(1);
    expect(await countFor(body.requestid as string)).toMatchObject({ bookings: 1, payments: 1, charges: 1 });
  });

  it('never charges a token twice, nor an unknown token', async () => {
    const nonce = await tokenize('4242424242424242');
    await payBooking(await booking(), nonce);
    const reuse = (await payBooking(await booking(), nonce)).json();
    expect(reuse).toMatchObject({
      Code: 2,
      Message: 'Payment information invalid, please try again.',
      PaymentResult: { Code: 0 },
    });
    const unknown = (await payBooking(await booking(), 'tok_sandbox_made_up')).json();
    expect(unknown.PaymentResult.Code).toBe(0);
  });

  it('retry re-fetches the payment intent of the same booking and pays it through the sandbox confirm step', async () => {
    const body = await booking();
    const failed = (await payBooking(body, await tokenize('4000000000000002'))).json();
    const intent = await app.inject({
      url: `/api/paymentintent?jobpartid=${failed.JobPartId}&code=${failed.TrackingCode}`,
    });
    expect(intent.json()).toMatchObject({
      Code: 1,
      Bref: failed.Bref,
      ClientSecret: failed.ClientSecret,
      PaymentResult: { Code: 2 },
    });
    expect((await app.inject({ url: `/api/paymentintent?jobpartid=${failed.JobPartId}` })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          url: `/api/paymentintent?jobpartid=${failed.JobPartId}`,
          headers: { authorization: 'Test c999' },
        })
      ).statusCode,
    ).toBe(404);
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/confirmpayment',
      payload: { clientsecret: failed.ClientSecret, nonce: await tokenize('4242424242424242') },
    });
    expect(confirmed.json()).toMatchObject({ Code: 1, Bref: failed.Bref, PaymentResult: { Code: 1 } });
    const after = (
      await app.inject({ url: `/api/paymentintent?jobpartid=${failed.JobPartId}&code=${failed.TrackingCode}` })
    ).json();
    expect(after).toMatchObject({ ClientSecret: '', PaymentResult: { Code: 3 } });
    expect(await countFor(body.requestid as string)).toMatchObject({ bookings: 1, payments: 1, charges: 1 });
  });

  it('update booking re-reads the intent and never trusts the status the client sends', async () => {
    const body = await booking();
    const pending = (await payBooking(body, '')).json();
    expect(pending).toMatchObject({
      Code: 1,
      PaymentResult: { Code: 2 },
      ClientSecret: expect.stringContaining('_secret_'),
    });
    const transactionid = String(pending.ClientSecret).split('_secret_')[0];
    // The same claim of success, before and after the card is really confirmed.
    const claimSucceeded = () =>
      app.inject({
        method: 'PUT',
        url: '/api/updatebooking',
        payload: {
          transactionid,
          jobpartid: pending.JobPartId,
          transactionstatus: 'succeeded',
          code: pending.TrackingCode,
        },
      });
    const lie = await claimSucceeded();
    expect(lie.json()).toMatchObject({ Code: 2, IsPaid: false });
    await app.inject({
      method: 'POST',
      url: '/api/confirmpayment',
      payload: { clientsecret: pending.ClientSecret, nonce: await tokenize('4242424242424242') },
    });
    const truth = await claimSucceeded();
    expect(truth.json()).toMatchObject({ Code: 1, IsPaid: true, PaymentResult: { Code: 3 } });
    const wrongTransaction = await app.inject({
      method: 'PUT',
      url: '/api/updatebooking',
      payload: {
        transactionid: 'pi_other',
        jobpartid: pending.JobPartId,
        transactionstatus: 'succeeded',
        code: pending.TrackingCode,
      },
    });
    expect(wrongTransaction.json()).toMatchObject({
      Code: 2,
      Message: 'The transaction does not belong to this booking.',
    });
  });

  it('gives an intent for paying an existing booking later (stripepaymentintent), owner or code only', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/createbookingTest', payload: await booking() });
    const { JobId, TrackingCode } = created.json();
    const intent = await app.inject({ url: `/api/stripepaymentintent?id=${JobId}&code=${TrackingCode}` });
    expect(intent.json()).toMatchObject({
      Code: 1,
      ClientSecret: expect.stringContaining('_secret_'),
      PaymentResult: { Code: 2 },
    });
    const again = await app.inject({ url: `/api/stripepaymentintent?id=${JobId}&code=${TrackingCode}` });
    expect(again.json().ClientSecret).toBe(intent.json().ClientSecret);
    expect((await app.inject({ url: `/api/stripepaymentintent?id=${JobId}&code=wrong` })).statusCode).toBe(401);
  });

  it('rejects malformed payment input naming the field', async () => {
    const missingPostcode = await app.inject({
      method: 'POST',
      url: '/api/paymentbooking',
      payload: { booking: await booking(), payment: { ...billing, postalcode: '' }, sandbox: true },
    });
    expect(missingPostcode.statusCode).toBe(400);
    expect(missingPostcode.json()).toMatchObject({ Code: 2, Message: expect.stringContaining('payment.postalcode') });
    const badCard = await app.inject({
      method: 'POST',
      url: '/api/tokenizecard',
      payload: {
        number: '4242424242424241',
        cvv: '123',
        cardholdername: 'P',
        expirymonth: 12,
        expiryyear: 2035,
        postalcode: 'E1',
      },
    });
    expect(badCard.statusCode).toBe(400);
    expect(badCard.json()).toEqual({ Code: 2, Message: 'number: Card number is invalid' });
    const expired = await app.inject({
      method: 'POST',
      url: '/api/tokenizecard',
      payload: {
        number: '4242424242424242',
        cvv: '123',
        cardholdername: 'P',
        expirymonth: 1,
        expiryyear: 2020,
        postalcode: 'E1',
      },
    });
    expect(expired.json()).toEqual({ Code: 2, Message: 'expiry: Expiry is invalid' });
  });

  it('answers IP info with the default country when no trusted proxy says otherwise', async () => {
    const response = await app.inject({ url: '/api/ipinfo', headers: { 'cf-ipcountry': 'FR' } });
    expect(response.json()).toEqual({
      Code: 1,
      Message: '',
      Ip: '127.0.0.1',
      Country: 'United Kingdom',
      CountryCode: 'GB',
    });
  });
});
