import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookings, jobParts } from '../../src/db/schema';
import { bookerInvoices } from '../../src/db/schema-accounts';
import { driverAssignments, drivers } from '../../src/db/schema-live';
import { getTestDb } from '../db';

type BookingRow = typeof bookings.$inferInsert;
type JobPartRow = typeof jobParts.$inferInsert;
type BookerInvoiceRow = typeof bookerInvoices.$inferInsert;

/** King's Cross Station as a quotation's pickup (the pricing, routing and booking tests start there). */
export const kingsCrossPickup = {
  pick: "King's Cross Station, Euston Road, London, N1C 4QP",
  picklat: 51.5308,
  picklng: -0.1238,
  pickpostcode: 'N1C 4QP',
};

/** Liverpool Street Station as a quotation's drop-off. */
export const liverpoolStreetDropoff = {
  doff: 'Liverpool Street Station, London',
  dofflat: 51.5178,
  dofflng: -0.0823,
  droppostcode: 'EC2M 7PY',
};

/** A quotation body for King's Cross Station to the Tower of London (the pricing and routing tests' journey). */
export const kingsCrossToTowerQuote = {
  ...kingsCrossPickup,
  doff: 'Tower of London, London, EC3N 4AB',
  dofflat: 51.5081,
  dofflng: -0.0759,
  droppostcode: 'EC3N 4AB',
};

/** A quotation body for Stratford Station to Liverpool Street (the payment tests' journey). */
export const stratfordToLiverpoolStreetQuote = {
  pick: 'Stratford Station, London',
  picklat: 51.5416,
  picklng: -0.0036,
  pickpostcode: 'E15 1AZ',
  ...liverpoolStreetDropoff,
};

/**
 * Pat's card booking of the Stratford journey, picked up at once on vehicle `vehtypeid`, on a fresh quotation asked
 * with `headers` (a signed-in customer's, or none for a guest).
 */
export async function patsCardBooking(app: FastifyInstance, vehtypeid: number, headers: Record<string, string> = {}) {
  const quote = await app.inject({
    method: 'POST',
    url: '/api/quotation',
    headers,
    payload: { ...stratfordToLiverpoolStreetQuote, vehtypeid, bookingdate: 'ASAP' },
  });
  return {
    requestid: randomUUID(),
    quotationid: quote.json().QuotationId as string,
    vehtypeid,
    ...stratfordToLiverpoolStreetQuote,
    paymentmethod: 'card',
    bookingdate: 'ASAP',
    name: 'Pat',
    phone: '7700900123',
    email: 'pat@example.com',
  };
}

/** A quotation body for King's Cross Station to Heathrow (the booking tests' journey, long enough to price). */
export const kingsCrossToHeathrowQuote = {
  ...kingsCrossPickup,
  doff: 'London Heathrow Airport, TW6 1EW',
  dofflat: 51.4706,
  dofflng: -0.46194,
  droppostcode: 'TW6 1EW',
};

/** Euston to Waterloo without postcodes: a plausible journey for the never-500 tests to spoil field by field. */
export const eustonToWaterloo = {
  pick: 'Euston Station',
  picklat: 51.5282,
  picklng: -0.1337,
  doff: 'Waterloo Station',
  dofflat: 51.5032,
  dofflng: -0.1123,
};

/** The trip most live tests drive: Stratford Station to Whitechapel. */
export const stratfordToWhitechapel = {
  pickup: 'Stratford Station',
  pickupLatitude: 51.5403,
  pickupLongitude: -0.0089,
  dropoff: 'Whitechapel',
  dropoffLatitude: 51.5155,
  dropoffLongitude: -0.0722,
  routeDistance: 5,
  journeyTime: 18,
} satisfies Partial<JobPartRow>;

/** A short City trip: Canary Wharf to Bank. */
export const canaryWharfToBank = {
  pickup: 'Canary Wharf',
  pickupLatitude: 51.5054,
  pickupLongitude: -0.0235,
  dropoff: 'Bank',
  dropoffLatitude: 51.5133,
  dropoffLongitude: -0.0886,
  routeDistance: 4,
  journeyTime: 15,
} satisfies Partial<JobPartRow>;

/**
 * Inserts a booking straight into the worker's database: a cash Saloon at £20 with a random reference and
 * tracking code unless `values` says otherwise.
 */
export async function insertBookingRow(values: Partial<BookingRow> = {}) {
  const { handle, tenant } = await getTestDb();
  const [row] = await handle.db.insert(bookings).values(bookingRow(tenant.id, values)).returning();
  if (!row) throw new Error('no booking inserted');
  return row;
}

/**
 * The columns of a booking of tenant `tenantId`: a cash Saloon at £20 for "Test" with a random reference and
 * tracking code unless `values` says otherwise (for a database other than the worker's, as insertBookingRow's rows).
 */
export function bookingRow(tenantId: number, values: Partial<BookingRow> = {}): BookingRow {
  const reference = values.reference ?? `CK${randomBytes(4).toString('hex').toUpperCase()}`;
  const fare = values.fare ?? 20;
  return {
    tenantId,
    requestId: `test-${reference}`,
    trackingCode: randomBytes(24).toString('base64url'),
    reference,
    paymentType: 'cash',
    vehicleTypeId: 1,
    vehicleName: 'Saloon',
    currencyCode: 'GBP',
    fare,
    totalFare: fare,
    contactFirstName: 'Test',
    contactPhone: '7700900000',
    ...values,
  };
}

/**
 * Inserts a booking (see insertBookingRow) due now with its outward job part, Stratford Station to Whitechapel
 * unless `part` says otherwise; `booking` and `part` override the columns a test cares about.
 */
export async function insertDueBooking(
  booking: Partial<BookingRow> = {},
  part: Partial<Omit<JobPartRow, 'bookingId'>> = {},
) {
  const { handle } = await getTestDb();
  const row = await insertBookingRow(booking);
  const [leg] = await handle.db
    .insert(jobParts)
    .values({
      leg: 'outward',
      reference: row.reference,
      pickupType: 'Now',
      pickupTime: new Date(),
      fare: row.fare,
      ...stratfordToWhitechapel,
      ...part,
      bookingId: row.id,
      tenantId: row.tenantId,
    })
    .returning();
  return { booking: row, part: leg! };
}

/**
 * Inserts a due booking (see insertDueBooking) whose leg has the tenant's first seeded driver assigned, as the
 * dispatcher leaves it: the booking, its leg and that driver.
 */
export async function insertAssignedLeg() {
  const { handle, tenant } = await getTestDb();
  const { part, booking } = await insertDueBooking({ status: 'Driver assigned' });
  const [driver] = await handle.db.select().from(drivers).where(eq(drivers.tenantId, tenant.id)).limit(1);
  if (!driver) throw new Error('no driver seeded');
  await handle.db
    .insert(driverAssignments)
    .values({ tenantId: tenant.id, jobPartId: part.id, driverId: driver.id, status: 'Driver assigned' });
  return { part, booking, driver };
}

/**
 * A booker invoice stored for the worker's tenant as `values` say, for January 2026 issued on 1 February unless
 * they say otherwise (an invoice the company issued has an issuer other than 'Me').
 */
export async function insertBookerInvoice(
  values: Omit<BookerInvoiceRow, 'tenantId' | 'dateFrom' | 'dateTo' | 'issueDate'> & Partial<BookerInvoiceRow>,
) {
  const { handle, tenant } = await getTestDb();
  const [row] = await handle.db
    .insert(bookerInvoices)
    .values({ tenantId: tenant.id, dateFrom: '2026-01-01', dateTo: '2026-01-31', issueDate: '2026-02-01', ...values })
    .returning();
  if (!row) throw new Error('booker invoice insert failed');
  return row;
}
