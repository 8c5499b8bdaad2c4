import { QUOTE_NOT_YOURS_MESSAGE, QUOTE_REQUIRED_MESSAGE } from '@cabkit/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auth, bookerWithAccountTariff, signUp, type TestAccount } from './accounts-helpers';
import { useTestApp } from './app';
import { kingsCrossToTowerQuote } from './helpers/fixtures';

// A quotation belongs to who asked for it (its customer and booker, a guest's to the guest session): a booking
// presents its own, and nothing else is priced from, so no one books at another party's price.
const t = useTestApp();

const JOURNEY = kingsCrossToTowerQuote;
const PASSENGER = { name: 'Pat', lastname: 'Passenger', phone: '7700900456', email: 'pat@example.com' };
let counter = 0;
const requestId = () => `quote-ownership-${Date.now()}-${++counter}`;

type Quote = { Code: number; QuotationId: string; TotalFare: number };

/** A booker whose company is priced by an account tariff cheaper than the standard one. */
const bookerAtHalfMileage = () => bookerWithAccountTariff(t.app(), (standard) => ({ perMile: standard.perMile / 2 }));

async function vehicle(): Promise<number> {
  return (await t.app().inject({ method: 'GET', url: '/api/vehicletypes' })).json().vehTypes[0].Id;
}

/** Who asks or books: a signed-in account (its own ids are sent, as the web app does) or a guest. */
function party(account: TestAccount | null) {
  return {
    headers: auth(account),
    ids: account ? { custid: account.id, bookerid: account.bookerId } : {},
    booker: account?.bookerId
      ? { customerfirstname: 'Cora', customerlastname: 'Client', customerphone: '7700900789' }
      : {},
  };
}

/** A guest session cookie of its own (`tag` makes it distinct). */
const guestCookie = (tag: string) => `cabkit_guest=${tag.repeat(43)}`;

/** `headers` may carry a guest session cookie; without one the request is the tests' one browser (test/app.ts). */
async function quoteAs(
  account: TestAccount | null,
  vehtypeid: number,
  headers: Record<string, string> = {},
): Promise<Quote> {
  const who = party(account);
  const res = await t.app().inject({
    method: 'POST',
    url: '/api/quotation',
    headers: { ...who.headers, ...headers },
    payload: { ...JOURNEY, vehtypeid, ...who.ids },
  });
  expect(res.json().Code).toBe(1);
  return res.json();
}

/** `cookies` undefined: the tests' one browser; `{}`: no cookie at all; else the given Cookie header. */
function bookAs(
  account: TestAccount | null,
  vehtypeid: number,
  quote: Record<string, unknown>,
  cookies?: { cookie?: string },
) {
  const who = party(account);
  return t.app().inject({
    method: 'POST',
    url: '/api/createbookingTest',
    headers: { ...who.headers, ...(cookies?.cookie ? { cookie: cookies.cookie } : {}) },
    ...(cookies && !cookies.cookie ? { cookies: {} } : {}),
    payload: {
      ...JOURNEY,
      ...PASSENGER,
      ...who.ids,
      ...who.booker,
      requestid: requestId(),
      vehtypeid,
      paymentmethod: 'cash',
      bookingdate: 'ASAP',
      ...quote,
    },
  });
}

async function storedFares(): Promise<number[]> {
  const result = (await t
    .db()
    .handle.db.execute(sql`SELECT total_fare::float AS fare FROM bookings ORDER BY id`)) as unknown as {
    rows: { fare: number }[];
  };
  return result.rows.map((row) => Number(row.fare));
}

describe('a quotation belongs to who asked for it', () => {
  it("refuses a guest presenting a booker's quote, and never books the booker's price", async () => {
    const vehtypeid = await vehicle();
    const booker = await bookerAtHalfMileage();
    const asBooker = await quoteAs(booker, vehtypeid);
    const asGuest = await quoteAs(null, vehtypeid);
    expect(asBooker.TotalFare).toBeLessThan(asGuest.TotalFare);

    // With the booker's QuotationId, whether or not the fare is named.
    for (const named of [{}, { totalfare: asBooker.TotalFare }]) {
      const res = await bookAs(null, vehtypeid, { quotationid: asBooker.QuotationId, ...named });
      expect(res.json()).toMatchObject({ Code: 2, Message: QUOTE_NOT_YOURS_MESSAGE });
    }
    // Without a QuotationId, right after the booker quoted the same journey: nothing is looked up for it.
    const bare = await bookAs(null, vehtypeid, { quotationid: '', totalfare: asBooker.TotalFare });
    expect(bare.json()).toMatchObject({ Code: 2, Message: QUOTE_REQUIRED_MESSAGE });
    expect(await storedFares()).toEqual([]);

    // The guest's own quote books at the guest's price.
    const own = await bookAs(null, vehtypeid, { quotationid: asGuest.QuotationId });
    expect(own.json()).toMatchObject({ Code: 1 });
    expect(await storedFares()).toEqual([asGuest.TotalFare]);
  });

  it('refuses a booking with an empty or missing quotation id', async () => {
    const vehtypeid = await vehicle();
    const customer = await signUp(t.app());
    await quoteAs(customer, vehtypeid);
    await quoteAs(null, vehtypeid);
    for (const who of [null, customer]) {
      for (const named of [{ quotationid: '' }, {}]) {
        const res = await bookAs(who, vehtypeid, named);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ Code: 2, Message: QUOTE_REQUIRED_MESSAGE });
      }
    }
    expect(await storedFares()).toEqual([]);
  });

  it("refuses customer A's quote presented by customer B, by a guest and by a booker", async () => {
    const vehtypeid = await vehicle();
    const [a, b] = [await signUp(t.app()), await signUp(t.app())];
    const booker = await bookerAtHalfMileage();
    const ofA = await quoteAs(a, vehtypeid);
    for (const who of [b, null, booker]) {
      const res = await bookAs(who, vehtypeid, { quotationid: ofA.QuotationId });
      expect(res.json()).toMatchObject({ Code: 2, Message: QUOTE_NOT_YOURS_MESSAGE });
    }
    expect(await storedFares()).toEqual([]);
    // A books it.
    expect((await bookAs(a, vehtypeid, { quotationid: ofA.QuotationId })).json()).toMatchObject({ Code: 1 });
    expect(await storedFares()).toEqual([ofA.TotalFare]);
  });

  it('books a guest who signs in mid-booking at the price of the new quote, and refuses the guest one', async () => {
    const vehtypeid = await vehicle();
    const booker = await bookerAtHalfMileage();
    const customer = await signUp(t.app());
    const asGuest = await quoteAs(null, vehtypeid);
    // Signed in after the quote: the guest quote is refused (the web app quotes again after sign-in).
    for (const who of [booker, customer]) {
      const res = await bookAs(who, vehtypeid, { quotationid: asGuest.QuotationId });
      expect(res.json()).toMatchObject({ Code: 2, Message: QUOTE_NOT_YOURS_MESSAGE });
    }
    const asBooker = await quoteAs(booker, vehtypeid);
    const asCustomer = await quoteAs(customer, vehtypeid);
    const byBooker = await bookAs(booker, vehtypeid, { quotationid: asBooker.QuotationId });
    const byCustomer = await bookAs(customer, vehtypeid, { quotationid: asCustomer.QuotationId });
    expect(byBooker.json(), byBooker.body).toMatchObject({ Code: 1 });
    expect(byCustomer.json(), byCustomer.body).toMatchObject({ Code: 1 });
    expect(await storedFares()).toEqual([asBooker.TotalFare, asCustomer.TotalFare]);
    expect(asBooker.TotalFare).toBeLessThan(asGuest.TotalFare);
    expect(asCustomer.TotalFare).toBe(asGuest.TotalFare);
  });

  it("refuses a guest quote presented from another guest's session, or from none", async () => {
    const vehtypeid = await vehicle();
    const [first, second] = [guestCookie('a'), guestCookie('b')];
    const asFirst = await quoteAs(null, vehtypeid, { cookie: first });
    for (const other of [{ cookie: second }, {}]) {
      const res = await bookAs(null, vehtypeid, { quotationid: asFirst.QuotationId }, other);
      expect(res.json()).toMatchObject({ Code: 2, Message: QUOTE_NOT_YOURS_MESSAGE });
    }
    expect(await storedFares()).toEqual([]);
    const own = await bookAs(null, vehtypeid, { quotationid: asFirst.QuotationId }, { cookie: first });
    expect(own.json()).toMatchObject({ Code: 1 });
  });

  it("starts a guest session with a guest's first quote, and books it from that session only", async () => {
    const vehtypeid = await vehicle();
    const res = await t.app().inject({
      method: 'POST',
      url: '/api/quotation',
      cookies: {},
      payload: { ...JOURNEY, vehtypeid },
    });
    expect(res.json().Code).toBe(1);
    const cookie = String(res.headers['set-cookie'] ?? '');
    expect(cookie).toMatch(/^cabkit_guest=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    const session = cookie.split(';')[0] ?? '';
    const quotationid = res.json().QuotationId as string;
    // Nothing of the token is in the QuotationId, whose payload anyone can read.
    expect(Buffer.from(quotationid.split('.')[1] ?? '', 'base64url').toString()).not.toContain(session.slice(13));
    expect((await bookAs(null, vehtypeid, { quotationid }, {})).json()).toMatchObject({ Code: 2 });
    expect((await bookAs(null, vehtypeid, { quotationid }, { cookie: session })).json()).toMatchObject({ Code: 1 });
    // A session that has one keeps it: no new cookie.
    const again = await t.app().inject({
      method: 'POST',
      url: '/api/quotation',
      headers: { cookie: session },
      payload: { ...JOURNEY, vehtypeid },
    });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('books a guest who creates an account with the booking on the guest quote', async () => {
    const vehtypeid = await vehicle();
    const asGuest = await quoteAs(null, vehtypeid);
    const res = await bookAs(null, vehtypeid, {
      quotationid: asGuest.QuotationId,
      email: `new.${Date.now()}@example.com`,
      passwordhash: 'secret123',
    });
    expect(res.json(), res.body).toMatchObject({ Code: 1 });
    expect(await storedFares()).toEqual([asGuest.TotalFare]);
  });
});
