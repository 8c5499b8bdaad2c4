import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOKING_EMAIL_TAKEN, accountNames } from '../src/services/bookings/booking-account';
import { testClientAddress } from './accounts-helpers';
import { useTestApp } from './app';
import { kingsCrossToHeathrowQuote } from './helpers/fixtures';

// Real sessions (cookie from /api/signIn), so the account a booking creates can be signed in with.
const t = useTestApp();

const JOURNEY = kingsCrossToHeathrowQuote;

let counter = 0;
const unique = () => `${Date.now()}-${++counter}`;
const newEmail = () => `booking-account-${unique()}@example.com`;

async function rows<T>(query: string): Promise<T[]> {
  const result = (await t.db().handle.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

async function guestBooking(extra: Record<string, unknown>, headers: Record<string, string> = {}) {
  const vehicles = await t.app().inject({ method: 'GET', url: '/api/vehicletypes' });
  const saloon = vehicles.json().vehTypes[0].Id as number;
  // Quoted as the booking's party (`headers` carry a signed-in session): a quote is booked by who asked for it.
  const quote = await t
    .app()
    .inject({ method: 'POST', url: '/api/quotation', headers, payload: { ...JOURNEY, vehtypeid: saloon } });
  expect(quote.json().Code).toBe(1);
  return {
    ...JOURNEY,
    requestid: `account-${unique()}`,
    quotationid: quote.json().QuotationId,
    vehtypeid: saloon,
    paymentmethod: 'cash',
    bookingdate: 'ASAP',
    totalfare: quote.json().TotalFare,
    name: 'Grace Hopper',
    phone: '7700900456',
    dialingcode: '+44',
    ...extra,
  };
}

// Each from its own address: bookings that create an account are limited per address.
const book = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t
    .app()
    .inject({ method: 'POST', url: '/api/createbookingTest', payload, headers, remoteAddress: testClientAddress() });

afterEach(async () => {
  const db = t.db().handle.db;
  await db.execute(
    sql.raw(
      "DELETE FROM sessions WHERE customer_id IN (SELECT id FROM customers WHERE email LIKE 'booking-account-%')",
    ),
  );
  await db.execute(sql.raw("DELETE FROM customers WHERE email LIKE 'booking-account-%'"));
});

describe('a guest booking with a contact password creates an account (docs/behaviour/people.md#roles)', () => {
  it('stores the account with a scrypt key (never the password), owns the booking, and signs in with it', async () => {
    const email = newEmail();
    const res = await book(await guestBooking({ email, passwordhash: 'secret-42' }));
    expect(res.json()).toMatchObject({ Code: 1 });

    const [account] = await rows<{
      id: number;
      first_name: string;
      last_name: string;
      phone: string;
      password_hash: string;
      password_salt: string;
    }>(`SELECT * FROM customers WHERE email = '${email}'`);
    expect(account).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', phone: '7700900456' });
    expect(account?.password_hash).toMatch(/^scrypt\$N=\d+,r=8,p=1\$[0-9a-f]{128}$/);
    expect(account?.password_hash).not.toContain('secret');
    expect(account?.password_salt).toMatch(/^[0-9a-f]{32}$/);
    const [booking] = await rows<{ customer_id: number | null }>(
      `SELECT customer_id FROM bookings WHERE id = ${res.json().JobId}`,
    );
    expect(booking?.customer_id).toBe(account?.id);

    const signIn = await t
      .app()
      .inject({ method: 'POST', url: '/api/signIn', payload: { email, passwordhash: 'secret-42' } });
    expect(signIn.json()).toMatchObject({ Code: 1, Id: account?.id, FirstName: 'Grace', Email: email });
    const wrong = await t
      .app()
      .inject({ method: 'POST', url: '/api/signIn', payload: { email, passwordhash: 'not-the-password' } });
    expect(wrong.json().Code).toBe(2);
  });

  it('is idempotent: concurrent retries of one request give one booking and one account', async () => {
    const email = newEmail();
    const payload = await guestBooking({ email, passwordhash: 'secret-42' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => book(payload)));
    const codes = answers.map((answer) => answer.json().Code);
    expect(codes.filter((code) => code === 1).length).toBeGreaterThanOrEqual(1);
    const booked = answers.map((answer) => answer.json()).filter((answer) => answer.Code === 1);
    expect(new Set(booked.map((answer) => answer.JobId)).size).toBe(1);
    const accounts = await rows<{ n: number }>(`SELECT count(*)::int AS n FROM customers WHERE email = '${email}'`);
    expect(accounts[0]?.n).toBe(1);
    const bookings = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookings WHERE request_id = '${payload.requestid}'`,
    );
    expect(bookings[0]?.n).toBe(1);
  });

  it('refuses an e-mail that already has an account, stores nothing, and the same request books without a password', async () => {
    const payload = await guestBooking({ email: 'customer@cabkit.example', passwordhash: 'secret-42' });
    const refused = await book(payload);
    expect(refused.json()).toMatchObject({ Code: 2, Message: BOOKING_EMAIL_TAKEN, JobId: 0 });
    const stored = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookings WHERE request_id = '${payload.requestid}'`,
    );
    expect(stored[0]?.n).toBe(0);
    // The refusal rolled the request id back: the guest may book the same request without an account.
    const retried = await book({ ...payload, passwordhash: '' });
    expect(retried.json().Code).toBe(1);
  });

  it('answers 400 naming passwordhash for a password shorter than 6 characters, and creates nothing', async () => {
    const email = newEmail();
    const res = await book(await guestBooking({ email, passwordhash: ' abc ' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Code: 2, Message: 'passwordhash: must be at least 6 characters long' });
    const accounts = await rows<{ n: number }>(`SELECT count(*)::int AS n FROM customers WHERE email = '${email}'`);
    expect(accounts[0]?.n).toBe(0);
  });

  it('creates no account for a signed-in customer (they have one)', async () => {
    const signIn = await t.app().inject({
      method: 'POST',
      url: '/api/signIn',
      payload: { email: 'customer@cabkit.example', passwordhash: 'demo1234' },
    });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0] ?? '';
    const email = newEmail();
    const res = await book(
      await guestBooking({ email, passwordhash: 'secret-42', custid: signIn.json().Id }, { cookie }),
      { cookie },
    );
    expect(res.json().Code).toBe(1);
    const accounts = await rows<{ n: number }>(`SELECT count(*)::int AS n FROM customers WHERE email = '${email}'`);
    expect(accounts[0]?.n).toBe(0);
    const [booking] = await rows<{ customer_id: number }>(
      `SELECT customer_id FROM bookings WHERE id = ${res.json().JobId}`,
    );
    expect(booking?.customer_id).toBe(signIn.json().Id);
  });
});

describe('accountNames', () => {
  it('splits a full name when no last name is given, and keeps both when it is', () => {
    expect(accountNames('Grace Brewster Hopper', '')).toEqual({ firstName: 'Grace', lastName: 'Brewster Hopper' });
    expect(accountNames(' Ada ', 'Lovelace')).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(accountNames('Cher', '')).toEqual({ firstName: 'Cher', lastName: '' });
  });
});
