import { randomUUID } from 'node:crypto';
import { TOO_MANY_GUEST_BOOKINGS } from '@cabkit/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auth, signUp, testClientAddress } from './accounts-helpers';
import { buildTestApp } from './app';
import { getTestDb, resetTestDb } from './db';
import { kingsCrossToTowerQuote } from './helpers/fixtures';

// One anonymous client must not take every free driver with throw-away bookings: bookings made without a
// signed-in account are limited per client address and per e-mail person, counted under a lock.
const JOURNEY = kingsCrossToTowerQuote;

let limited: FastifyInstance;
let plain: FastifyInstance;
let vehtypeid: number;

beforeAll(async () => {
  const { tenant } = await getTestDb();
  limited = await buildTestApp({
    tenant: {
      ...tenant,
      configuration: { ...tenant.configuration, GuestBookingsPerAddress: 3, GuestBookingsPerEmail: 2 },
    },
  });
  plain = await buildTestApp();
  vehtypeid = (await plain.inject({ url: '/api/vehicletypes' })).json().vehTypes[0].Id;
});
beforeEach(async () => {
  await resetTestDb();
});
afterAll(async () => {
  await limited?.close();
  await plain?.close();
});

async function quote(app: FastifyInstance, headers: Record<string, string> = {}): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/quotation', headers, payload: { ...JOURNEY, vehtypeid } });
  expect(res.json().Code).toBe(1);
  return res.json().QuotationId;
}

/** A cash booking body of a fresh request id; `email` is the contact's. */
function booking(quotationid: string, email: string, extra: Record<string, unknown> = {}) {
  return {
    ...JOURNEY,
    requestid: randomUUID(),
    quotationid,
    vehtypeid,
    paymentmethod: 'cash',
    bookingdate: 'ASAP',
    name: 'Pat',
    phone: '7700900123',
    email,
    ...extra,
  };
}

async function book(app: FastifyInstance, body: object, address: string, headers: Record<string, string> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/createbookingTest',
    remoteAddress: address,
    headers,
    payload: body,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { Code: number; Message: string; Bref: string };
}

async function storedBookings(): Promise<number> {
  const { handle } = await getTestDb();
  const result = (await handle.db.execute(sql`SELECT count(*)::int AS n FROM bookings`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? -1;
}

const refused = { Code: 2, Message: TOO_MANY_GUEST_BOOKINGS };

describe('guest booking limits', () => {
  it('limits guest bookings per client address, and not signed-in ones or other addresses', async () => {
    const q = await quote(limited);
    const address = testClientAddress();
    for (let i = 0; i < 3; i++) {
      expect(await book(limited, booking(q, `guest${i}@example.com`), address)).toMatchObject({ Code: 1 });
    }
    expect(await book(limited, booking(q, 'guest9@example.com'), address)).toEqual(expect.objectContaining(refused));
    // The payment booking route books through the same check (a cash booking needs no card).
    const paid = await limited.inject({
      method: 'POST',
      url: '/api/paymentbooking',
      remoteAddress: address,
      payload: {
        booking: booking(q, 'guest10@example.com'),
        payment: { name: 'Pat', city: 'London', postalcode: 'E15 1AZ', addressline1: '1 High Street' },
      },
    });
    expect(paid.json()).toMatchObject(refused);
    expect(await storedBookings()).toBe(3);

    expect(await book(limited, booking(q, 'guest11@example.com'), testClientAddress())).toMatchObject({ Code: 1 });
    const customer = await signUp(limited);
    const own = await quote(limited, auth(customer));
    for (let i = 0; i < 4; i++) {
      const body = booking(own, customer.email, { custid: customer.id });
      expect(await book(limited, body, address, auth(customer))).toMatchObject({ Code: 1 });
    }
    expect(await storedBookings()).toBe(8);
  });

  it('limits guest bookings per e-mail person: case, +tags, Gmail dots and googlemail.com are one', async () => {
    const q = await quote(limited);
    expect(await book(limited, booking(q, 'Ada.Lovelace+one@gmail.com'), testClientAddress())).toMatchObject({
      Code: 1,
    });
    expect(await book(limited, booking(q, ' adalovelace@GoogleMail.com'), testClientAddress())).toMatchObject({
      Code: 1,
    });
    for (const email of ['a.d.a.lovelace+x@GMAIL.com', 'ADALOVELACE@gmail.com']) {
      expect(await book(limited, booking(q, email), testClientAddress())).toMatchObject(refused);
    }
    // Another person, and dots outside Gmail are another address.
    expect(await book(limited, booking(q, 'ada.lovelace@example.com'), testClientAddress())).toMatchObject({ Code: 1 });
    expect(await storedBookings()).toBe(3);
  });

  it('does not count a retry of a stored booking again', async () => {
    const q = await quote(limited);
    const address = testClientAddress();
    const first = booking(q, 'first@example.com');
    const answer = await book(limited, first, address);
    expect(answer).toMatchObject({ Code: 1 });
    for (let i = 0; i < 3; i++) expect(await book(limited, first, address)).toEqual(answer);
    expect(await book(limited, booking(q, 'second@example.com'), address)).toMatchObject({ Code: 1 });
    expect(await book(limited, booking(q, 'third@example.com'), address)).toMatchObject({ Code: 1 });
    expect(await book(limited, booking(q, 'fourth@example.com'), address)).toMatchObject(refused);
    expect(await storedBookings()).toBe(3);
  });

  it('holds under 20 bookings at once, and 20 copies of one booking count once', async () => {
    const q = await quote(limited);
    const address = testClientAddress();
    const copy = booking(q, 'copy@example.com');
    const copies = await Promise.all(Array.from({ length: 20 }, () => book(limited, copy, address)));
    const booked = copies.filter((a) => a.Code === 1);
    expect(new Set(booked.map((a) => a.Bref)).size).toBe(1);
    expect(copies.every((a) => a.Code === 1 || a.Message === 'This booking is still being processed.')).toBe(true);
    expect(await storedBookings()).toBe(1);

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book(limited, booking(q, `many${i}@example.com`), address)),
    );
    expect(answers.filter((a) => a.Code === 1)).toHaveLength(2);
    expect(answers.filter((a) => a.Code === 2 && a.Message === TOO_MANY_GUEST_BOOKINGS)).toHaveLength(18);
    expect(await storedBookings()).toBe(3);

    // One e-mail person from 20 addresses at once: two at most.
    const people = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book(limited, booking(q, `same+${i}@example.com`), testClientAddress())),
    );
    expect(people.filter((a) => a.Code === 1)).toHaveLength(2);
    expect(await storedBookings()).toBe(5);
  });

  it('counts only the bookings of the window', async () => {
    const q = await quote(limited);
    const address = testClientAddress();
    for (let i = 0; i < 3; i++) await book(limited, booking(q, `early${i}@example.com`), address);
    expect(await book(limited, booking(q, 'late@example.com'), address)).toMatchObject(refused);
    const { handle } = await getTestDb();
    await handle.db.execute(sql`UPDATE bookings SET created_at = created_at - interval '61 minutes'`);
    expect(await book(limited, booking(q, 'late@example.com'), address)).toMatchObject({ Code: 1 });
  });

  it('allows a few per hour by default, and keeps the limits out of the configuration it serves', async () => {
    const q = await quote(plain);
    for (let i = 0; i < 3; i++) {
      expect(await book(plain, booking(q, 'same@example.com'), testClientAddress())).toMatchObject({ Code: 1 });
    }
    expect(await book(plain, booking(q, 'same@example.com'), testClientAddress())).toMatchObject(refused);
    const address = testClientAddress();
    for (let i = 0; i < 5; i++) {
      expect(await book(plain, booking(q, `one${i}@example.com`), address)).toMatchObject({ Code: 1 });
    }
    expect(await book(plain, booking(q, 'six@example.com'), address)).toMatchObject(refused);

    const configuration = (await plain.inject({ url: '/api/configuration' })).json().Configuration;
    expect(configuration.AllowGuests).toBe(true);
    expect(Object.keys(configuration).filter((key) => key.startsWith('GuestBooking'))).toEqual([]);
  });
});
