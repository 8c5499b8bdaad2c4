import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bookings, jobParts } from '../../src/db/schema';
import { addressBook, bookerInvoices, customers } from '../../src/db/schema-accounts';
import { addBooking, signUp, type TestAccount } from '../accounts-helpers';
import { getTestDb } from '../db';
import { insertBookerInvoice } from './fixtures';

const DAY = 24 * 3600 * 1000;

/** The victims' data every case aims at, made through `app` (the victims' tenant). */
export async function fixture(app: FastifyInstance) {
  const victim = await signUp(app);
  const victimBooker = await signUp(app, { booker: true });
  const { handle, tenant } = await getTestDb();
  const [place] = await handle.db
    .insert(addressBook)
    .values({
      tenantId: tenant.id,
      customerId: victim.id,
      name: 'Victim Secret Place',
      line1: '1 Hidden Road',
      postcode: 'E1 1AA',
      latitude: 51.5,
      longitude: -0.1,
    })
    .returning();
  const booking = await addBooking({
    customerId: victim.id,
    at: new Date(Date.now() + 2 * DAY),
    returnAt: new Date(Date.now() + 3 * DAY),
    contactEmail: victim.email,
  });
  const past = await addBooking({ customerId: victim.id, at: new Date(Date.now() - 5 * DAY), status: 'Finished' });
  const companyBooking = await addBooking({
    customerId: victimBooker.id,
    bookerId: victimBooker.bookerId,
    at: new Date(Date.now() + DAY),
  });
  const invoice = await insertBookerInvoice({
    bookerId: victimBooker.bookerId,
    code: `INV-VICTIM-${victimBooker.bookerId}`,
    dateTo: '2026-12-31',
    issueDate: '2026-01-02',
    issuer: 'Me',
  });
  const [jobPart] = await handle.db
    .select({ id: jobParts.id })
    .from(jobParts)
    .where(eq(jobParts.bookingId, booking.id))
    .orderBy(asc(jobParts.id))
    .limit(1);
  const jobPartId = jobPart?.id ?? 0;
  if (!place || !invoice) throw new Error('fixture insert failed');
  return { victim, victimBooker, place, booking, past, companyBooking, invoice, jobPartId };
}

/** The victims and their data. */
export type Fixture = Awaited<ReturnType<typeof fixture>>;

/** One attempt on someone else's data: the request, built for the attacker (null = guest). */
export interface Case {
  name: string;
  request: (f: Fixture, attacker: TestAccount | null) => InjectOptions;
  /** A read the owner may make: the owner gets 200 Code 1, proving the case is not refused for every caller. */
  ownerRead?: (f: Fixture) => { request: InjectOptions; owner: TestAccount };
}

const placeBody = { name: 'Hijack', line1: '2 Other Road', postcode: 'E2 2BB', latitude: 51.5, longitude: -0.1 };
const selfId = (a: TestAccount | null) => a?.id ?? 0;
const selfBooker = (a: TestAccount | null) => a?.bookerId || 1;

/**
 * A GET of the victim's (or the victim booker's) own data at `url`: refused for everyone else, and made by `owner`
 * the same request must answer 200 Code 1.
 */
function ownersGet(name: string, owner: (f: Fixture) => TestAccount, url: (f: Fixture) => string): Case {
  return {
    name,
    request: (f) => ({ method: 'GET', url: url(f) }),
    ownerRead: (f) => ({ request: { method: 'GET', url: url(f) }, owner: owner(f) }),
  };
}

/** Every id-taking call, aimed at the victims' data. */
export const cases: Case[] = [
  ownersGet(
    'GET /api/addressbook ?custid=victim',
    (f) => f.victim,
    (f) => `/api/addressbook?custid=${f.victim.id}`,
  ),
  {
    name: 'POST /api/addressbook custid=victim',
    request: (f) => ({ method: 'POST', url: '/api/addressbook', payload: { ...placeBody, custid: f.victim.id } }),
  },
  {
    name: 'PUT /api/addressbook custid=victim',
    request: (f) => ({
      method: 'PUT',
      url: '/api/addressbook',
      payload: { ...placeBody, custid: f.victim.id, id: f.place.id },
    }),
  },
  {
    name: "PUT /api/addressbook own custid, victim's id",
    request: (f, a) => ({
      method: 'PUT',
      url: '/api/addressbook',
      payload: { ...placeBody, custid: selfId(a) || 1, id: f.place.id },
    }),
  },
  {
    name: "DELETE /api/addressbook victim's id",
    request: (f) => ({ method: 'DELETE', url: `/api/addressbook?id=${f.place.id}` }),
  },
  {
    name: 'PUT /api/updateprofile custid=victim',
    request: (f) => ({
      method: 'PUT',
      url: '/api/updateprofile',
      payload: {
        custid: f.victim.id,
        phone: '7700900666',
        email: 'hijacked@example.com',
        surname: 'Hacked',
        firstname: 'Hacked',
      },
    }),
  },
  {
    name: 'PUT /api/changepassword custid=victim',
    request: (f) => ({
      method: 'PUT',
      url: '/api/changepassword',
      payload: { custid: f.victim.id, passwordhash: 'hijacked1', oldpasswordhash: f.victim.password },
    }),
  },
  ownersGet(
    'GET /api/currentbookings ?custid=victim',
    (f) => f.victim,
    (f) => `/api/currentbookings?custid=${f.victim.id}`,
  ),
  {
    name: "GET /api/currentbookings own custid, victim's bookerid",
    request: (f, a) => ({
      method: 'GET',
      url: `/api/currentbookings?custid=${selfId(a) || 1}&bookerid=${f.victimBooker.bookerId}`,
    }),
  },
  ownersGet(
    'GET /api/journeyhistory ?custid=victim',
    (f) => f.victim,
    (f) => `/api/journeyhistory?custid=${f.victim.id}&filter=0`,
  ),
  {
    name: "GET /api/journeyhistory own custid, victim's bookerid",
    request: (f, a) => ({
      method: 'GET',
      url: `/api/journeyhistory?custid=${selfId(a) || 1}&bookerid=${f.victimBooker.bookerId}`,
    }),
  },
  {
    name: "POST /api/cancelbooking victim's reference",
    request: (f) => ({
      method: 'POST',
      url: '/api/cancelbooking',
      payload: { source: 1, bookingref: f.booking.reference },
    }),
  },
  {
    name: "POST /api/cancelbooking victim's return leg",
    request: (f) => ({ method: 'POST', url: '/api/cancelbooking', payload: { bookingref: f.booking.returnReference } }),
  },
  {
    name: "POST /api/cancelbooking a company's booking",
    request: (f) => ({
      method: 'POST',
      url: '/api/cancelbooking',
      payload: { bookingref: f.companyBooking.reference },
    }),
  },
  {
    name: "POST /api/emailreceipt victim's reference",
    request: (f) => ({ method: 'POST', url: '/api/emailreceipt', payload: { bookingref: f.past.reference } }),
  },
  {
    name: 'POST /api/promocode custid=victim',
    request: (f) => ({
      method: 'POST',
      url: '/api/promocode',
      payload: { price: 50, promocode: 'SAVE5', custid: f.victim.id },
    }),
  },
  {
    name: 'POST /api/comment custid=victim',
    request: (f) => ({
      method: 'POST',
      url: '/api/comment',
      payload: { name: 'X', email: 'x@example.com', message: 'Hi', custid: f.victim.id },
    }),
  },
  ownersGet(
    'GET /api/bookerstatement ?bookerid=victim',
    (f) => f.victimBooker,
    (f) => `/api/bookerstatement?bookerid=${f.victimBooker.bookerId}&datefrom=2026-01-01&dateto=2026-12-31`,
  ),
  ownersGet(
    'GET /api/bookerinvoice ?bookerid=victim',
    (f) => f.victimBooker,
    (f) => `/api/bookerinvoice?bookerid=${f.victimBooker.bookerId}`,
  ),
  {
    name: 'POST /api/bookerinvoice bookerid=victim',
    request: (f) => ({
      method: 'POST',
      url: '/api/bookerinvoice',
      payload: { bookerid: f.victimBooker.bookerId, datefrom: '2026-01-01', dateto: '2026-01-31' },
    }),
  },
  {
    name: 'PUT /api/bookerinvoice bookerid=victim',
    request: (f) => ({
      method: 'PUT',
      url: '/api/bookerinvoice',
      payload: { bookerid: f.victimBooker.bookerId, id: f.invoice.id, datefrom: '2026-01-01', dateto: '2026-01-02' },
    }),
  },
  {
    name: "PUT /api/bookerinvoice own bookerid, victim's id",
    request: (f, a) => ({
      method: 'PUT',
      url: '/api/bookerinvoice',
      payload: { bookerid: selfBooker(a), id: f.invoice.id, datefrom: '2026-01-01', dateto: '2026-01-02' },
    }),
  },
  {
    name: "DELETE /api/bookerinvoice victim's id",
    request: (f) => ({ method: 'DELETE', url: `/api/bookerinvoice?id=${f.invoice.id}` }),
  },
  {
    name: "GET /api/bookerinvoicereport victim's id",
    request: (f) => ({ method: 'GET', url: `/api/bookerinvoicereport?id=${f.invoice.id}` }),
    ownerRead: (f) => ({
      request: { method: 'GET', url: `/api/bookerinvoicereport?id=${f.invoice.id}&format=json` },
      owner: f.victimBooker,
    }),
  },
  ownersGet(
    'GET /api/booking ?bookerid=victim (weekly chart)',
    (f) => f.victimBooker,
    (f) => `/api/booking?weekcommencing=2026-11-16&bookerid=${f.victimBooker.bookerId}`,
  ),
  // Other engineers' id-taking calls: refused for anyone but the owner too.
  {
    name: "GET /api/bookingdetails victim's jobid",
    request: (f) => ({ method: 'GET', url: `/api/bookingdetails?jobid=${f.booking.id}` }),
  },
  {
    name: "GET /api/trackvehicle victim's jobpartid",
    request: (f) => ({ method: 'GET', url: `/api/trackvehicle?jobpartid=${f.jobPartId}` }),
  },
  {
    name: "GET /api/driverphoto victim's jobpartid",
    request: (f) => ({ method: 'GET', url: `/api/driverphoto?jobpartid=${f.jobPartId}` }),
  },
  {
    name: "GET /api/driverFootprint victim's jobpartid",
    request: (f) => ({ method: 'GET', url: `/api/driverFootprint?jobpartid=${f.jobPartId}` }),
  },
  {
    name: "GET /api/paymentintent victim's jobpartid",
    request: (f) => ({ method: 'GET', url: `/api/paymentintent?jobpartid=${f.jobPartId}` }),
  },
  {
    name: "GET /api/stripepaymentintent victim's booking id",
    request: (f) => ({ method: 'GET', url: `/api/stripepaymentintent?id=${f.booking.id}` }),
  },
  {
    name: "PUT /api/updatebooking victim's jobpartid",
    request: (f) => ({
      method: 'PUT',
      url: '/api/updatebooking',
      payload: { transactionid: 'pi_forged', jobpartid: f.jobPartId, transactionstatus: 'succeeded' },
    }),
  },
];

/** The fixture with every id and reference replaced by one nobody has: what a stranger sees for a missing id. */
export function missingFixture(f: Fixture): Fixture {
  const none = 2_000_000_000;
  return {
    ...f,
    victim: { ...f.victim, id: none + 1, email: 'nobody@example.com' },
    victimBooker: { ...f.victimBooker, id: none + 2, bookerId: none + 3 },
    place: { ...f.place, id: none + 4 },
    booking: {
      ...f.booking,
      id: none + 5,
      reference: 'TNOSUCH1',
      returnReference: 'TNOSUCH1R',
      trackingCode: 'no-such',
    },
    past: { ...f.past, id: none + 6, reference: 'TNOSUCH2' },
    companyBooking: { ...f.companyBooking, id: none + 7, reference: 'TNOSUCH3' },
    invoice: { ...f.invoice, id: none + 8, code: 'INV-NOSUCH' },
    jobPartId: none + 9,
  };
}

/** Secrets of the victims that must never appear in an answer to someone else. */
export function secrets(f: Fixture): string[] {
  return [
    f.victim.email,
    f.victimBooker.email,
    'Victim Secret Place',
    f.booking.reference,
    f.booking.trackingCode,
    f.past.reference,
    f.companyBooking.reference,
    f.invoice.code,
    '%PDF',
  ];
}

/** Fails unless the victims' data is as the fixture made it and the victim can still sign in through `app`. */
export async function expectVictimsUntouched(app: FastifyInstance, f: Fixture) {
  const { handle } = await getTestDb();
  const [place] = await handle.db.select().from(addressBook).where(eq(addressBook.id, f.place.id));
  expect(place?.name).toBe('Victim Secret Place');
  const [me] = await handle.db.select().from(customers).where(eq(customers.id, f.victim.id));
  expect(me?.email).toBe(f.victim.email);
  const rows = await handle.db.select().from(bookings).where(eq(bookings.customerId, f.victim.id));
  expect(rows.map((r) => r.status).sort()).toEqual(['Finished', 'Upcoming']);
  const [company] = await handle.db.select().from(bookings).where(eq(bookings.id, f.companyBooking.id));
  expect(company?.status).toBe('Upcoming');
  const invoices = await handle.db
    .select()
    .from(bookerInvoices)
    .where(eq(bookerInvoices.bookerId, f.victimBooker.bookerId));
  expect(invoices.map((i) => [i.id, i.dateTo])).toEqual([[f.invoice.id, '2026-12-31']]);
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/signIn',
    remoteAddress: '10.9.9.9',
    payload: { email: f.victim.email, passwordhash: f.victim.password },
  });
  expect(signIn.json().Code).toBe(1);
}
