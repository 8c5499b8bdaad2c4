import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bookings, jobParts } from '../../src/db/schema';
import { bookingChanges, payments, refunds } from '../../src/db/schema-live';
import { getTestDb } from '../db';
import { stratfordToLiverpoolStreetQuote } from './fixtures';

// What the tests of changing a booking share: who is signed in, the journey they book and change, the fresh
// quotes a change presents, and the booking's trail as stored.

const HOUR = 3_600_000;
const journey = stratfordToLiverpoolStreetQuote;

export { customerSession } from './customers';

/** A pickup two days ahead on a whole minute, well inside the time a booking may still be changed. */
export const inTwoDays = () => new Date(Math.floor((Date.now() + 48 * HOUR) / 60_000) * 60_000).toISOString();

/** A quotation of the test journey asked by `who` (an authorization header), checked to be given. */
export async function quoteAs(
  app: FastifyInstance,
  who: string,
  vehtypeid: number,
  bookingdate: string,
  extra: Record<string, unknown> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/quotation',
    headers: { authorization: who },
    payload: { ...journey, vehtypeid, bookingdate, ...extra },
  });
  const body = response.json();
  expect(body.Code).toBe(1);
  return body as { QuotationId: string; TotalFare: number; AdditionalPrices: { VehTypeId: number; Fare: number }[] };
}

/** The tenant's vehicle types with their fare for the test journey, cheapest first (those without a fare left out). */
export async function vehiclesByFare(app: FastifyInstance, who: string) {
  const types = (await app.inject({ url: '/api/vehicletypes' })).json().vehTypes as { Id: number; Name: string }[];
  const q = await quoteAs(app, who, types[0]?.Id ?? 0, inTwoDays());
  return types
    .map((t) => ({ id: t.Id, name: t.Name, fare: q.AdditionalPrices.find((p) => p.VehTypeId === t.Id)?.Fare ?? 0 }))
    .filter((v) => v.fare > 0)
    .sort((a, b) => a.fare - b.fare);
}

/** Pat's booking of the test journey on quotation `quotationId`, with a fresh request id. */
export function patsBooking(quotationId: string, vehtypeid: number, paymentmethod: string, bookingdate: string) {
  return {
    requestid: randomUUID(),
    quotationid: quotationId,
    vehtypeid,
    ...journey,
    paymentmethod,
    bookingdate,
    name: 'Pat',
    lastname: 'Payer',
    phone: '7700900123',
    email: 'pat@example.com',
  };
}

/** The change request for booking `reference` moved to vehicle `vehtypeid`, on a fresh quote asked by `who`. */
export async function changeRequest(
  app: FastifyInstance,
  who: string,
  reference: string,
  vehtypeid: number,
  bookingdate: string,
) {
  const q = await quoteAs(app, who, vehtypeid, bookingdate);
  return changeOnQuote(reference, q.QuotationId, vehtypeid, bookingdate);
}

/** The change of booking `reference` to vehicle `vehtypeid` on quote `quotationid`, for the test journey. */
export function changeOnQuote(reference: string, quotationid: string, vehtypeid: number, bookingdate: string) {
  return { bookingref: reference, quotationid, vehtypeid, ...journey, bookingdate };
}

/** Booking `reference` as stored, with its outward leg, its changes and payments in order, and its refunds. */
export async function storedTrail(reference: string) {
  const { handle } = await getTestDb();
  const [booking] = await handle.db.select().from(bookings).where(eq(bookings.reference, reference));
  if (!booking) throw new Error(`no booking ${reference}`);
  const [outward] = await handle.db.select().from(jobParts).where(eq(jobParts.bookingId, booking.id));
  const changes = await handle.db
    .select()
    .from(bookingChanges)
    .where(eq(bookingChanges.bookingId, booking.id))
    .orderBy(asc(bookingChanges.id));
  const paid = await handle.db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, booking.id))
    .orderBy(asc(payments.id));
  const given = await handle.db.select().from(refunds).where(eq(refunds.bookingId, booking.id));
  return { booking, outward, changes, payments: paid, refunds: given };
}

/** Waits until the refund queue has given every refund of booking `reference` (or fails after 5 s). */
export async function refundsGiven(reference: string) {
  const end = Date.now() + 5_000;
  for (;;) {
    const { refunds: given } = await storedTrail(reference);
    if (given.length > 0 && given.every((r) => r.status === 'succeeded')) return given;
    if (Date.now() > end) throw new Error(`refunds not given: ${JSON.stringify(given)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
