import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, jobParts } from '../src/db/schema';
import { payments } from '../src/db/schema-live';
import type { Session } from '../src/http/session';
import { buildBookingTestApp, firstVehicleTypeId, resetEachAndCloseAfter } from './app';
import { getTestDb } from './db';
import { startFakeGateways } from './payments-fakes';
import { stratfordToLiverpoolStreetQuote } from './helpers/fixtures';
import {
  asapQuotation,
  bookToPayLater,
  cardBilling,
  payLaterIntent,
  quotedBookingBody,
} from './helpers/booking-bodies';
import { tokenizeTestCard } from './helpers/cards';

// The server, never the request, chooses the payment gateway and who may pay on
// account; every input that changes a booking's price is the quoted one.

/** 'Test c7' is customer 7; 'Test b3' is a booker (customer 100 + 3, booker 3). */
function testSession(header: string | undefined): Session | null {
  const customer = /^Test c(\d+)$/.exec(header ?? '');
  if (customer) return { customerId: Number(customer[1]), bookerId: null };
  const booker = /^Test b(\d+)$/.exec(header ?? '');
  return booker ? { customerId: 100 + Number(booker[1]), bookerId: Number(booker[1]) } : null;
}

const journey = stratfordToLiverpoolStreetQuote;
const billing = cardBilling;
const liveTables = ['payments', 'card_tokens'];

let fake: Awaited<ReturnType<typeof startFakeGateways>>;
let stripeApp: FastifyInstance;
let sandboxApp: FastifyInstance;
let vehicleTypeId: number;

const quote = (app: FastifyInstance, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  asapQuotation(app, { vehtypeid: vehicleTypeId, quote: extra, headers });

/** A card booking body with a fresh quote, asked for as `headers` say (a quote is booked by who asked for it). */
const bookingBody = (
  app: FastifyInstance,
  extra: Record<string, unknown> = {},
  quote: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => quotedBookingBody(app, { vehtypeid: vehicleTypeId, quote, headers }, { paymentmethod: 'card', ...extra });

async function tokenize(app: FastifyInstance, number = '4242424242424242') {
  return (await tokenizeTestCard(app, number)).json() as { Code: number; Message: string; Nonce: string };
}

async function storedBooking(requestId: string) {
  const { handle } = await getTestDb();
  const [row] = await handle.db.select().from(bookings).where(eq(bookings.requestId, requestId));
  const rows = row ? await handle.db.select().from(payments).where(eq(payments.bookingId, row.id)) : [];
  return { booking: row, payments: rows };
}

const stripeCalls = () => fake.requests.filter((r) => r.path.startsWith('/v1/')).length;

beforeAll(async () => {
  fake = await startFakeGateways();
  // Guest requests come from one browser (buildBookingTestApp's): a guest's quote is booked from the session that asked.
  const build = (paymentEnv: Record<string, string>) =>
    buildBookingTestApp(paymentEnv, { resolveSession: (request) => testSession(request.headers.authorization) });
  // A server configured for Stripe, with no PayPal keys; and a demo server in sandbox mode.
  stripeApp = await build({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_API_BASE: fake.base });
  sandboxApp = await build({});
  vehicleTypeId = await firstVehicleTypeId(sandboxApp);
});

resetEachAndCloseAfter(liveTables, () => [stripeApp, sandboxApp, fake]);

describe('item 1: the server chooses the payment gateway', () => {
  it('a Stripe server refuses sandbox: true on the payment booking with Code 2, books nothing and marks nothing paid', async () => {
    const body = await bookingBody(stripeApp);
    const before = stripeCalls();
    const answer = (
      await stripeApp.inject({
        method: 'POST',
        url: '/api/paymentbooking',
        payload: { booking: body, payment: { ...billing, nonce: 'tok_anything' }, sandbox: true },
      })
    ).json();
    expect(answer).toMatchObject({ Code: 2, Message: 'This server takes card payments through Stripe only.' });
    const stored = await storedBooking(body.requestid);
    expect(stored.booking).toBeUndefined();
    expect(stored.payments).toEqual([]);
    expect(stripeCalls()).toBe(before);
  });

  it('a Stripe server gives no sandbox card tokens', async () => {
    expect(await tokenize(stripeApp)).toMatchObject({
      Code: 2,
      Message: 'This server takes card payments through Stripe only.',
      Nonce: '',
    });
  });

  it('a Stripe server refuses stripepaymentintent?sandbox=true, and confirmpayment never pays a booking through the sandbox', async () => {
    const created = await bookToPayLater(stripeApp, await bookingBody(stripeApp));
    const intent = await payLaterIntent(stripeApp, created, 'sandbox=true');
    expect(intent).toMatchObject({
      Code: 2,
      Message: 'This server takes card payments through Stripe only.',
      ClientSecret: '',
    });
    // Even a sandbox client secret made on a sandbox server sharing the database is refused by the Stripe server.
    const nonce = (await tokenize(sandboxApp)).Nonce;
    const sandboxIntent = await payLaterIntent(sandboxApp, created, 'sandbox=true');
    expect(sandboxIntent.ClientSecret).not.toBe('');
    const confirm = await stripeApp.inject({
      method: 'POST',
      url: '/api/confirmpayment',
      payload: { clientsecret: sandboxIntent.ClientSecret, nonce },
    });
    expect(confirm.json()).toMatchObject({ Code: 2, Message: 'This server takes card payments through Stripe only.' });
    const stored = await storedBooking((await stored0(created.JobId)).requestId);
    expect(stored.booking?.isPaid).toBe(false);
  });

  it('refuses paymentmethod=paypal while PayPal has no keys, on the pay-later intent and on the payment booking', async () => {
    const created = await bookToPayLater(stripeApp, await bookingBody(stripeApp));
    const paypal = await payLaterIntent(stripeApp, created, 'paymentmethod=paypal');
    expect(paypal).toMatchObject({ Code: 2, Message: 'Payment by PayPal is not available.', ClientSecret: '' });
    const { handle } = await getTestDb();
    expect(await handle.db.select().from(payments).where(eq(payments.bookingId, created.JobId))).toEqual([]);
    const booking = (
      await sandboxApp.inject({
        method: 'POST',
        url: '/api/paymentbooking',
        payload: { booking: await bookingBody(sandboxApp, { paymentmethod: 'paypal' }), payment: {}, sandbox: true },
      })
    ).json();
    expect(booking).toMatchObject({ Code: 2, Message: 'Payment by PayPal is not available.' });
  });

  it('the sandbox gateway still answers on a server started in sandbox mode (the demo default)', async () => {
    const body = await bookingBody(sandboxApp);
    const nonce = (await tokenize(sandboxApp)).Nonce;
    const answer = (
      await sandboxApp.inject({
        method: 'POST',
        url: '/api/paymentbooking',
        payload: { booking: body, payment: { ...billing, nonce }, sandbox: true },
      })
    ).json();
    expect(answer).toMatchObject({ Code: 1, PaymentResult: { Code: 1 } });
    const stored = await storedBooking(body.requestid);
    expect(stored.payments.map((p) => [p.gateway, p.charges])).toEqual([['sandbox', 1]]);
  });

  it('takes payment on account only from bookers the tenant bills, and the Account tier never from guests', async () => {
    const asCustomer = (
      await sandboxApp.inject({
        method: 'POST',
        url: '/api/paymentbooking',
        headers: { authorization: 'Test c7' },
        payload: { booking: await bookingBody(sandboxApp, { paymentmethod: 'account' }), payment: billing },
      })
    ).json();
    expect(asCustomer).toMatchObject({ Code: 2, Message: 'Payment by account is not available.' });
    const customerBooking = await bookingBody(sandboxApp, { paymentmethod: 'account' });
    const asCustomerDirect = (
      await sandboxApp.inject({
        method: 'POST',
        url: '/api/createbookingTest',
        headers: { authorization: 'Test c7' },
        payload: customerBooking,
      })
    ).json();
    expect(asCustomerDirect).toMatchObject({ Code: 2, Message: 'Payment by account is not available.' });
    expect((await storedBooking(customerBooking.requestid)).booking).toBeUndefined();
    const asBooker = (
      await sandboxApp.inject({
        method: 'POST',
        url: '/api/createbookingTest',
        headers: { authorization: 'Test b3' },
        payload: await bookingBody(sandboxApp, { paymentmethod: 'account' }, {}, { authorization: 'Test b3' }),
      })
    ).json();
    expect(asBooker.Code).toBe(1);

    const guestAccountTier = (
      await sandboxApp.inject({
        method: 'POST',
        url: '/api/createbookingTest',
        payload: await bookingBody(sandboxApp, { paymentmethod: 'cash', pricetier: 3 }),
      })
    ).json();
    expect(guestAccountTier).toMatchObject({
      Code: 2,
      Message: 'The Account price tier is only for account customers.',
    });
    const bookerAccountTier = (
      await sandboxApp.inject({
        method: 'POST',
        url: '/api/createbookingTest',
        headers: { authorization: 'Test b3' },
        payload: await bookingBody(
          sandboxApp,
          { paymentmethod: 'account', pricetier: 3 },
          {},
          { authorization: 'Test b3' },
        ),
      })
    ).json();
    expect(bookerAccountTier.Code).toBe(1);
  });
});

async function stored0(bookingId: number) {
  const { handle } = await getTestDb();
  const [row] = await handle.db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!row) throw new Error(`no booking ${bookingId}`);
  return row;
}

async function legsOf(requestId: string) {
  const { handle } = await getTestDb();
  const [row] = await handle.db.select().from(bookings).where(eq(bookings.requestId, requestId));
  if (!row) return { booking: undefined, legs: [] };
  const legs = await handle.db.select().from(jobParts).where(eq(jobParts.bookingId, row.id)).orderBy(jobParts.id);
  return { booking: row, legs };
}

const minutesBetween = (a: Date, b: Date) => Math.round((b.getTime() - a.getTime()) / 60_000);

describe('item 2: every input that changes the price is the quoted one', () => {
  it('refuses a wait-and-return booked with a 10 h wait on a quote priced with no wait, naming the return date', async () => {
    const pickup = new Date(Date.now() + 2 * 60 * 60_000);
    pickup.setSeconds(0, 0);
    const outward = await quote(sandboxApp, { bookingdate: pickup.toISOString() });
    const noWait = new Date(pickup.getTime() + Math.ceil(outward.JourneyTime + 1) * 60_000);
    const tenHours = new Date(noWait.getTime() + 600 * 60_000);
    const quoted = await quote(sandboxApp, {
      rtntype: 'w&r',
      bookingdate: pickup.toISOString(),
      returndate: noWait.toISOString(),
    });
    const priced10h = await quote(sandboxApp, {
      rtntype: 'w&r',
      bookingdate: pickup.toISOString(),
      returndate: tenHours.toISOString(),
    });
    expect(priced10h.TotalFare).toBeGreaterThan(quoted.TotalFare + 100);

    const body = {
      ...(await bookingBody(sandboxApp, { paymentmethod: 'cash' })),
      quotationid: quoted.QuotationId,
      rtntype: 'w&r',
      bookingdate: pickup.toISOString(),
      returndate: tenHours.toISOString(),
    };
    const answer = (await sandboxApp.inject({ method: 'POST', url: '/api/createbookingTest', payload: body })).json();
    expect(answer).toMatchObject({
      Code: 2,
      Message: 'The return date has changed since it was quoted. Please get a new quotation and book again.',
    });
    expect((await legsOf(body.requestid)).booking).toBeUndefined();

    // Booked on the quote that priced the 10 h wait, it costs that quote's fare.
    const fair = { ...body, requestid: randomUUID(), quotationid: priced10h.QuotationId };
    const booked = (await sandboxApp.inject({ method: 'POST', url: '/api/createbookingTest', payload: fair })).json();
    expect(booked.Code).toBe(1);
    const { booking } = await legsOf(fair.requestid);
    expect(booking?.totalFare).toBe(priced10h.TotalFare);
  });

  it('refuses waitingtime=600 on a quote priced with the default 60 min wait, naming the waiting time', async () => {
    const body = await bookingBody(
      sandboxApp,
      { paymentmethod: 'cash', rtntype: 'w&r', waitingtime: 600 },
      { rtntype: 'w&r' },
    );
    const answer = (await sandboxApp.inject({ method: 'POST', url: '/api/createbookingTest', payload: body })).json();
    expect(answer).toMatchObject({
      Code: 2,
      Message: 'The waiting time has changed since it was quoted. Please get a new quotation and book again.',
    });
    expect((await legsOf(body.requestid)).booking).toBeUndefined();
  });

  it('prices the waiting time the quote was asked for, and books the return leg after exactly that wait', async () => {
    const sixty = await quote(sandboxApp, { rtntype: 'w&r' });
    const body = await bookingBody(
      sandboxApp,
      { paymentmethod: 'cash', rtntype: 'w&r', waitingtime: 90 },
      { rtntype: 'w&r', waitingtime: 90 },
    );
    const answer = (await sandboxApp.inject({ method: 'POST', url: '/api/createbookingTest', payload: body })).json();
    expect(answer.Code).toBe(1);
    const { booking, legs } = await legsOf(body.requestid);
    expect(booking!.totalFare).toBeGreaterThan(sixty.TotalFare);
    const [out, back] = legs;
    expect(legs.map((leg) => leg.waitingTime)).toEqual([90, 90]);
    expect(minutesBetween(out!.pickupTime, back!.pickupTime)).toBe(Math.round(out!.journeyTime + 90));
  });

  it('refuses a waiting time outside 0-180 minutes in steps of 15 at the quotation, naming the field', async () => {
    const response = await sandboxApp.inject({
      method: 'POST',
      url: '/api/quotation',
      payload: { ...journey, vehtypeid: vehicleTypeId, rtntype: 'w&r', waitingtime: 600 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ Code: 2, Message: expect.stringMatching(/^waitingtime: /) });
  });

  it('refuses via stops that are not the quoted ones, naming them', async () => {
    const body = await bookingBody(sandboxApp, {
      paymentmethod: 'cash',
      viaaddresses: [{ address: 'Bow Church, London', lat: 51.5277, lng: -0.0208 }],
    });
    const answer = (await sandboxApp.inject({ method: 'POST', url: '/api/createbookingTest', payload: body })).json();
    expect(answer).toMatchObject({
      Code: 2,
      Message: 'The via stops have changed since it was quoted. Please get a new quotation and book again.',
    });
  });
});
