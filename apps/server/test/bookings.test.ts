import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from './app';
import { kingsCrossToHeathrowQuote } from './helpers/fixtures';

// Sessions come from a test header here, so one app can act as a guest, a customer or a booker.
const t = useTestApp({
  resolveSession: (request) => {
    const customer = request.headers['x-test-customer'];
    const booker = request.headers['x-test-booker'];
    if (customer === undefined && booker === undefined) return null;
    return { customerId: customer ? Number(customer) : null, bookerId: booker ? Number(booker) : null };
  },
});

const JOURNEY = kingsCrossToHeathrowQuote;
const GUEST = { name: 'Ada', lastname: 'Lovelace', phone: '7700900123', email: 'ada@example.com' };

let requestCounter = 0;
const newRequestId = () => `test-${Date.now()}-${++requestCounter}`;

/** A guest's cash booking of the journey on quotation `quotationid`, picked up at once unless `extra` says otherwise. */
function guestCash(quotationid: unknown, vehtypeid: unknown, extra: Record<string, unknown> = {}) {
  return {
    ...JOURNEY,
    ...GUEST,
    requestid: newRequestId(),
    quotationid,
    vehtypeid,
    paymentmethod: 'cash',
    bookingdate: 'ASAP',
    ...extra,
  };
}

async function quote(extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await t
    .app()
    .inject({ method: 'POST', url: '/api/quotation', payload: { ...JOURNEY, ...extra }, headers });
  expect(res.json().Code).toBe(1);
  return res.json() as {
    QuotationId: string;
    TotalFare: number;
    Fare: number;
    ReturnFare: number;
    AdditionalPrices: { VehTypeId: number; TotalFare: number }[];
  };
}

async function vehicleIds(): Promise<number[]> {
  const res = await t.app().inject({ method: 'GET', url: '/api/vehicletypes' });
  return res.json().vehTypes.map((v: { Id: number }) => v.Id);
}

async function book(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app().inject({ method: 'POST', url: '/api/createbookingTest', payload, headers });
}

async function count(table: 'bookings' | 'job_parts'): Promise<number> {
  const result = (await t.db().handle.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? -1;
}

describe('POST /api/createbookingTest', () => {
  it('books a guest cash journey at the quoted fare and reads it back by its tracking code', async () => {
    const [saloon] = await vehicleIds();
    const q = await quote({ vehtypeid: saloon });
    const res = await book(guestCash(q.QuotationId, saloon, { totalfare: q.TotalFare }));
    expect(res.statusCode).toBe(200);
    const booked = res.json();
    expect(booked).toMatchObject({ Code: 1, ReturnRef: '' });
    expect(booked.Bref).toMatch(/^CK[A-Z2-9]{7}$/);
    expect(booked.TrackingCode).toMatch(/^[A-Za-z0-9_-]{32}$/); // 192 bits
    expect(await count('bookings')).toBe(1);
    expect(await count('job_parts')).toBe(1);

    const info = await t
      .app()
      .inject({ method: 'POST', url: '/api/bookinginfo', payload: { code: booked.TrackingCode } });
    expect(info.statusCode).toBe(200);
    expect(info.json().Booking).toMatchObject({
      JobId: booked.JobId,
      Bref: booked.Bref,
      PickUp: JOURNEY.pick,
      PickDown: JOURNEY.doff,
      Vehicle: 'Saloon',
      TotalFare: q.TotalFare,
      PaymentType: 'cash',
      PickUpType: 'Now',
      Name: 'Ada Lovelace',
      Email: 'ada@example.com',
    });
    expect(info.json().Booking.RoutePath.length).toBeGreaterThanOrEqual(20);
  });

  it('stores text exactly as sent, whatever quotes and dollar signs it holds (half a surrogate pair becomes U+FFFD)', async () => {
    const [saloon] = await vehicleIds();
    const q = await quote({ vehtypeid: saloon });
    const note = `It's $$ £5 $1 $tag$ \\ "quoted" \u{1F695} ${'\uD800'} end`;
    const res = await book(guestCash(q.QuotationId, saloon, { lastname: "O'Brien $$", note }));
    expect(res.json()).toMatchObject({ Code: 1 });
    const stored = (await t
      .db()
      .handle.db.execute(
        sql`SELECT note, contact_last_name FROM bookings WHERE tracking_code = ${res.json().TrackingCode}`,
      )) as unknown as { rows: { note: string; contact_last_name: string }[] };
    expect(stored.rows[0]).toEqual({ note: note.replace('\uD800', '\uFFFD'), contact_last_name: "O'Brien $$" });
  });

  it('refuses a booking without its quotation id, even right after a quote of its journey', async () => {
    const [saloon] = await vehicleIds();
    const q = await quote();
    const res = await book({
      ...JOURNEY,
      ...GUEST,
      requestid: newRequestId(),
      vehtypeid: saloon,
      paymentmethod: 'cash',
      bookingdate: 'ASAP',
      totalfare: q.TotalFare,
    });
    expect(res.json()).toMatchObject({ Code: 2, Message: 'Please get a quote before booking.' });
    expect(await count('bookings')).toBe(0);
  });

  it('refuses a tampered fare with Code 2 and stores nothing', async () => {
    const [saloon] = await vehicleIds();
    const q = await quote();
    const res = await book(guestCash(q.QuotationId, saloon, { totalfare: 1 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().Code).toBe(2);
    expect(res.json().Message).toBe(
      `The fare for this journey is £${q.TotalFare.toFixed(2)}, not 1.00. Please check the price and book again.`,
    );
    expect(await count('bookings')).toBe(0);
  });

  it('prices a dearer vehicle from its own quoted price, and a price tier by its factor', async () => {
    const ids = await vehicleIds();
    const q = await quote();
    const minibus = q.AdditionalPrices.find((p) => p.VehTypeId === ids[4]);
    const cheap = await book(guestCash(q.QuotationId, ids[4], { totalfare: q.TotalFare }));
    expect(cheap.json().Code).toBe(2);
    const right = await book(guestCash(q.QuotationId, ids[4], { totalfare: minibus?.TotalFare }));
    expect(right.json().Code).toBe(1);
    const premium = await book(guestCash(q.QuotationId, ids[0], { pricetier: 2 }));
    const info = await t
      .app()
      .inject({ method: 'POST', url: '/api/bookinginfo', payload: { code: premium.json().TrackingCode } });
    expect(info.json().Booking.TotalFare).toBeCloseTo(q.TotalFare * 1.25, 1);
  });

  it('makes one booking from 10 concurrent retries of the same request', async () => {
    const [saloon] = await vehicleIds();
    const q = await quote();
    const payload = guestCash(q.QuotationId, saloon, { totalfare: q.TotalFare });
    const answers = await Promise.all(Array.from({ length: 10 }, () => book(payload)));
    const bodies = answers.map((a) => a.json());
    expect(new Set(bodies.map((b) => b.Code))).toEqual(new Set([1]));
    expect(new Set(bodies.map((b) => b.Bref)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.TrackingCode)).size).toBe(1);
    expect(await count('bookings')).toBe(1);
    // A later retry still gets the same answer.
    expect((await book(payload)).json()).toEqual(bodies[0]);
  });

  it('frees the request id after a refusal, so the corrected retry books', async () => {
    const [saloon] = await vehicleIds();
    const q = await quote();
    const base = guestCash(q.QuotationId, saloon);
    expect((await book({ ...base, totalfare: 2 })).json().Code).toBe(2);
    expect((await book({ ...base, totalfare: q.TotalFare })).json().Code).toBe(1);
  });

  it('stores the return leg for a return journey', async () => {
    const [saloon] = await vehicleIds();
    const later = new Date(Date.now() + 3 * 3600_000).toISOString();
    const back = new Date(Date.now() + 8 * 3600_000).toISOString();
    const q = await quote({ rtntype: 'rtn', bookingdate: later, returndate: back });
    const res = await book(
      guestCash(q.QuotationId, saloon, {
        rtntype: 'rtn',
        bookingdate: later,
        returndate: back,
        totalfare: q.TotalFare,
      }),
    );
    expect(res.json().Code).toBe(1);
    expect(res.json().ReturnRef).toMatch(/^CK/);
    expect(await count('job_parts')).toBe(2);
    const info = (
      await t.app().inject({ method: 'POST', url: '/api/bookinginfo', payload: { code: res.json().TrackingCode } })
    ).json();
    expect(info.Booking.ReturnDate).toBe(back);
    expect(info.Booking.ReturnFare).toBe(q.ReturnFare);
  });

  it('refuses an expired quotation with the SPEC message', async () => {
    const [saloon] = await vehicleIds();
    const q = await quote();
    // The same quote as the server signs it, but it expired a minute ago (docs/decisions/0015-signed-quotations.md).
    const signer = t.app().quoteSigner;
    const quoted = signer.open(q.QuotationId);
    if (!quoted) throw new Error('the quotation does not open');
    const expired = signer.sign({ ...quoted, expiresAt: new Date(Date.now() - 60_000) }).token;
    const res = await book(guestCash(expired, saloon));
    expect(res.json()).toMatchObject({
      Code: 2,
      Message: 'Opps, your quotation has expired. Please try again or call our friendly team on 020 7946 0000',
    });
  });

  it('refuses a journey that is not the quoted one', async () => {
    const [saloon] = await vehicleIds();
    const q = await quote();
    const res = await book(guestCash(q.QuotationId, saloon, { dofflat: 51.5 }));
    expect(res.json().Code).toBe(2);
    expect(res.json().Message).toMatch(/has changed since it was quoted/);
  });

  it('refuses more passengers than the vehicle seats', async () => {
    const [saloon] = await vehicleIds();
    const q = await quote();
    const res = await book(guestCash(q.QuotationId, saloon, { passengers: 7 }));
    expect(res.json()).toMatchObject({ Code: 2, Message: 'No vehicle found with selected capacity' });
  });

  it.each([
    [{ requestid: '' }, 'requestid: '],
    [{ paymentmethod: 'gold' }, 'paymentmethod: must be cash, card, paypal, stripe or account'],
    [{ phone: '07700 900123x' }, 'phone: must be 4 to 15 digits'],
    [{ email: 'not-an-email' }, 'email: '],
    [{ name: '   ' }, 'name: is required'],
    [{ picklat: null }, 'picklat: '],
    [{ email: '' }, 'email: is required for a guest booking'],
    [{ vehtypeid: 999999 }, 'vehtypeid: is not a vehicle type of this quotation'],
  ])('answers 400 Code 2 naming the field (%#)', async (override, start) => {
    const [saloon] = await vehicleIds();
    const q = await quote();
    const res = await book(guestCash(q.QuotationId, saloon, override));
    expect(res.statusCode).toBe(400);
    expect(res.json().Code).toBe(2);
    expect(res.json().Message.startsWith(start)).toBe(true);
    expect(await count('bookings')).toBe(0);
  });

  it("refuses a custid that is not the caller's (403) and records the signed-in owner", async () => {
    const [saloon] = await vehicleIds();
    const q = await quote({}, { 'x-test-customer': '42' });
    const stranger = await book(guestCash(q.QuotationId, saloon, { custid: 41 }), { 'x-test-customer': '42' });
    expect(stranger.statusCode).toBe(403);
    const own = await book(guestCash(q.QuotationId, saloon, { custid: 42 }), { 'x-test-customer': '42' });
    expect(own.json().Code).toBe(1);
    const owner = (await t.db().handle.db.execute(sql`SELECT customer_id FROM bookings`)) as unknown as {
      rows: { customer_id: number }[];
    };
    expect(owner.rows).toEqual([{ customer_id: 42 }]);
  });
});

describe('reading bookings back', () => {
  async function makeBooking(headers: Record<string, string>) {
    const [saloon] = await vehicleIds();
    const q = await quote({}, headers);
    const res = await book(guestCash(q.QuotationId, saloon), headers);
    expect(res.json().Code).toBe(1);
    return res.json() as { JobId: number; TrackingCode: string };
  }

  it('POST /api/bookinginfo answers 404 for an unknown code and 400 without one', async () => {
    const unknown = await t
      .app()
      .inject({ method: 'POST', url: '/api/bookinginfo', payload: { code: 'x'.repeat(32) } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Code).toBe(0);
    const missing = await t.app().inject({ method: 'POST', url: '/api/bookinginfo', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Message).toMatch(/^code: /);
  });

  it('GET /api/bookingdetails: 401 for a guest, 404 (as if missing) for another customer, the booking for its owner', async () => {
    const booking = await makeBooking({ 'x-test-customer': '42' });
    const url = `/api/bookingdetails?jobid=${booking.JobId}`;
    const guest = await t.app().inject({ method: 'GET', url });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ Code: 0, Message: 'Please sign in.' });
    const other = await t.app().inject({ method: 'GET', url, headers: { 'x-test-customer': '43' } });
    expect(other.statusCode).toBe(404);
    const missing = await t
      .app()
      .inject({ method: 'GET', url: '/api/bookingdetails?jobid=999999', headers: { 'x-test-customer': '43' } });
    expect(other.body).toBe(missing.body);
    const owner = await t.app().inject({ method: 'GET', url, headers: { 'x-test-customer': '42' } });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().Booking.JobId).toBe(booking.JobId);
  });

  it("GET /api/bookingdetails: the booker who made it may read it; a guest's booking is nobody's", async () => {
    const byBooker = await makeBooking({ 'x-test-booker': '7' });
    const asBooker = await t
      .app()
      .inject({ method: 'GET', url: `/api/bookingdetails?jobid=${byBooker.JobId}`, headers: { 'x-test-booker': '7' } });
    expect(asBooker.statusCode).toBe(200);
    const guestBooking = await makeBooking({});
    const asCustomer = await t.app().inject({
      method: 'GET',
      url: `/api/bookingdetails?jobid=${guestBooking.JobId}`,
      headers: { 'x-test-customer': '42' },
    });
    expect(asCustomer.statusCode).toBe(404);
  });

  it('GET /api/bookingdetails: 404 for a missing id, 400 for a malformed one', async () => {
    const missing = await t
      .app()
      .inject({ method: 'GET', url: '/api/bookingdetails?jobid=999999', headers: { 'x-test-customer': '42' } });
    expect(missing.statusCode).toBe(404);
    for (const jobid of ['abc', '0', '1.5', '']) {
      const res = await t
        .app()
        .inject({ method: 'GET', url: `/api/bookingdetails?jobid=${jobid}`, headers: { 'x-test-customer': '42' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toMatch(/^jobid: /);
    }
  });
});

describe('the guest-only tenant rule', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const base = t.db().tenant;
    app = await buildTestApp({
      tenant: { ...base, configuration: { ...base.configuration, AllowGuests: false, IsCashAllowed: false } },
    });
  });
  afterAll(async () => app.close());

  it('asks a guest to sign in when the tenant does not take guest bookings', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/createbookingTest',
      payload: {
        ...JOURNEY,
        ...GUEST,
        requestid: newRequestId(),
        vehtypeid: 1,
        paymentmethod: 'card',
        bookingdate: 'ASAP',
      },
    });
    expect(res.statusCode).toBe(401);
  });
});
