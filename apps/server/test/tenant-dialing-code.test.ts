import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema';
import { customers } from '../src/db/schema-accounts';
import { testClientAddress, uniqueEmail } from './accounts-helpers';
import { buildTestApp } from './app';
import { getTestDb, resetTestDb } from './db';
import { kingsCrossToTowerQuote } from './helpers/fixtures';

// A phone number given without a dialling code is in the tenant's country: the tenant's configured code, not +44.
let app: FastifyInstance;
let vehtypeid: number;

beforeAll(async () => {
  const { tenant } = await getTestDb();
  app = await buildTestApp({ tenant: { ...tenant, configuration: { ...tenant.configuration, DialingCode: '+971' } } });
  vehtypeid = (await app.inject({ url: '/api/vehicletypes' })).json().vehTypes[0].Id;
});
beforeEach(async () => {
  await resetTestDb();
});
afterAll(async () => {
  await app?.close();
});

async function guestBooking(extra: Record<string, unknown>) {
  const quote = await app.inject({
    method: 'POST',
    url: '/api/quotation',
    payload: { ...kingsCrossToTowerQuote, vehtypeid },
  });
  expect(quote.json().Code).toBe(1);
  const res = await app.inject({
    method: 'POST',
    url: '/api/createbookingTest',
    remoteAddress: testClientAddress(),
    payload: {
      ...kingsCrossToTowerQuote,
      requestid: randomUUID(),
      quotationid: quote.json().QuotationId,
      vehtypeid,
      paymentmethod: 'cash',
      bookingdate: 'ASAP',
      totalfare: quote.json().TotalFare,
      name: 'Layla Haddad',
      phone: '501234567',
      ...extra,
    },
  });
  expect(res.json()).toMatchObject({ Code: 1 });
  return res.json() as { JobId: number };
}

async function storedCodes(jobId: number, email: string) {
  const { handle } = await getTestDb();
  const [booking] = await handle.db
    .select({ code: bookings.contactDialingCode })
    .from(bookings)
    .where(eq(bookings.id, jobId));
  const [account] = await handle.db
    .select({ code: customers.dialingCode })
    .from(customers)
    .where(eq(customers.email, email));
  return { booking: booking?.code, account: account?.code };
}

describe("the tenant's dialling code for a phone given without one", () => {
  it('stores +971 on the booking and the account it creates when the tenant is configured with +971', async () => {
    const email = uniqueEmail('dial');
    const { JobId } = await guestBooking({ email, passwordhash: 'desert-42' });
    expect(await storedCodes(JobId, email)).toEqual({ booking: '+971', account: '+971' });
  });

  it('keeps a dialling code the booking gives', async () => {
    const email = uniqueEmail('dial');
    const { JobId } = await guestBooking({ email, dialingcode: '+33', passwordhash: 'desert-42' });
    expect(await storedCodes(JobId, email)).toEqual({ booking: '+33', account: '+33' });
  });

  it('stores +971 on an account signed up without a dialling code', async () => {
    const email = uniqueEmail('dial');
    const res = await app.inject({
      method: 'POST',
      url: '/api/signUp',
      remoteAddress: testClientAddress(),
      payload: { email, phone: '501234567', firstname: 'Layla', surname: 'Haddad', passwordhash: 'desert-42' },
    });
    expect(res.json()).toMatchObject({ Code: 1, DialingCode: '+971' });
  });
});
