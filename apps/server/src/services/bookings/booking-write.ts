import { getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jsonStatement } from '../../db/json-statement';
import { bookings, jobParts, quotations } from '../../db/schema';
import type { StoredQuotation } from '../quotes/quote-types';

/**
 * Writes a booking in one statement (docs/decisions/0015-signed-quotations.md): its request id's claim with the
 * answer, the quotation it was priced from (signed into the QuotationId, so written only now), the booking and its
 * job parts. One statement is one transaction, so either all of it is stored or none; on PGlite it is one trip into
 * the database instead of seven.
 */

type BookingInsert = typeof bookings.$inferInsert;
type JobPartInsert = typeof jobParts.$inferInsert;

/** The booking columns the statement writes (every other column takes its default; the id comes from the statement). */
const BOOKING_COLUMNS = [
  'tenantId',
  'requestId',
  'trackingCode',
  'reference',
  'returnReference',
  'source',
  'quotationId',
  'customerId',
  'bookerId',
  'returnType',
  'paymentType',
  'isPaid',
  'priceTierId',
  'promoId',
  'vehicleTypeId',
  'vehicleName',
  'currencyCode',
  'fare',
  'returnFare',
  'totalFare',
  'note',
  'bookerRef',
  'ourRef',
  'passengers',
  'luggages',
  'handbags',
  'smallPets',
  'otherPets',
  'smallChildren',
  'largeChildren',
  'infantSeats',
  'wheelchair',
  'assistance',
  'assistanceDog',
  'contactFirstName',
  'contactLastName',
  'contactPhone',
  'contactDialingCode',
  'contactEmail',
  'contactEmailIdentity',
  'guestAddress',
  'customerFirstName',
  'customerLastName',
  'customerPhone',
  'customerEmail',
  'language',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof BookingInsert)[];

/** The job part columns the statement writes (the id and `booking_id` come from the statement). */
const JOB_PART_COLUMNS = [
  'leg',
  'reference',
  'pickupType',
  'pickupTime',
  'pickup',
  'pickupPostcode',
  'pickupLatitude',
  'pickupLongitude',
  'pickupNote',
  'dropoff',
  'dropoffPostcode',
  'dropoffLatitude',
  'dropoffLongitude',
  'dropoffNote',
  'via',
  'flightNumber',
  'flightFrom',
  'flightLandingTime',
  'waitingTime',
  'fare',
  'routeDistance',
  'journeyTime',
  'routePath',
  'createdAt',
] as const satisfies readonly (keyof JobPartInsert)[];

/** A booking row as written: every listed column given. */
export type BookingRow = { [K in (typeof BOOKING_COLUMNS)[number]]: BookingInsert[K] };
/** A job part row as written, without its booking and tenant (the statement fills them in). */
export type JobPartRow = { [K in (typeof JOB_PART_COLUMNS)[number]]: JobPartInsert[K] };

/** Property name -> column name, for the columns of `table` in `keys`. */
function columnNames(table: typeof bookings | typeof jobParts | typeof quotations, keys: readonly string[]) {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  return keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`No column ${key}`);
    return [key, column.name] as const;
  });
}

const BOOKING_NAMES = columnNames(bookings, BOOKING_COLUMNS);
const JOB_PART_NAMES = columnNames(jobParts, JOB_PART_COLUMNS);
const QUOTATION_NAMES = columnNames(quotations, Object.keys(getTableColumns(quotations)));

function named(row: object, names: readonly (readonly [string, string])[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, name] of names) out[name] = (row as Record<string, unknown>)[key];
  return out;
}

const list = (names: readonly (readonly [string, string])[], prefix = '') =>
  names.map(([, name]) => `${prefix}${name}`).join(', ');

/**
 * The statement: `claim` decides whether anything is written. With 'insert' it claims the request id (nothing is
 * written when another request holds it; a concurrent one waits for that one's commit); with 'update' the caller's
 * transaction has claimed it already and the claim's answer is filled in.
 */
function statementText(claim: 'insert' | 'update'): string {
  // The sequence by name (the one `id serial` made), resolved once when the statement is prepared:
  // pg_get_serial_sequence() would search pg_depend at every booking.
  const answer = `jsonb_set(a.d->'answer', '{response,JobId}', to_jsonb(n.id))`;
  const claimCte =
    claim === 'insert'
      ? `INSERT INTO idempotency (tenant_id, scope, request_id, status_code, response)
         SELECT (a.d->>'tenantId')::integer, a.d->>'scope', a.d->>'requestId', 200, ${answer} FROM arg a, booking_id n
         ON CONFLICT DO NOTHING RETURNING 1 AS claimed`
      : `UPDATE idempotency SET status_code = 200, response = ${answer} FROM arg a, booking_id n
         WHERE idempotency.tenant_id = (a.d->>'tenantId')::integer AND idempotency.scope = a.d->>'scope'
           AND idempotency.request_id = a.d->>'requestId'
         RETURNING 1 AS claimed`;
  return `WITH arg AS (SELECT $1::jsonb AS d),
booking_id AS (SELECT nextval('bookings_id_seq'::regclass) AS id),
claim AS (${claimCte}),
quote AS (
  INSERT INTO quotations (${list(QUOTATION_NAMES)})
  SELECT ${list(QUOTATION_NAMES, 'q.')} FROM arg a, claim, jsonb_populate_record(NULL::quotations, a.d->'quotation') q
  ON CONFLICT DO NOTHING),
booking AS (
  INSERT INTO bookings (id, ${list(BOOKING_NAMES)})
  SELECT n.id, ${list(BOOKING_NAMES, 'b.')} FROM arg a, claim, booking_id n, jsonb_populate_record(NULL::bookings, a.d->'booking') b
  RETURNING id),
parts AS (
  INSERT INTO job_parts (booking_id, tenant_id, ${list(JOB_PART_NAMES)})
  SELECT booking.id, (a.d->>'tenantId')::integer, ${list(JOB_PART_NAMES, 'p.')} FROM arg a, booking, jsonb_populate_recordset(NULL::job_parts, a.d->'parts') p)
SELECT id FROM booking`;
}

const claimAndWrite = jsonStatement('cabkit_write_booking', statementText('insert'));
const writeClaimed = jsonStatement('cabkit_write_claimed_booking', statementText('update'));

/** What one booking writes. */
export interface BookingWrite {
  tenantId: number;
  /** The idempotency scope and request id the booking is claimed under. */
  scope: string;
  requestId: string;
  /** The idempotency record's answer; its `response.JobId` is set to the booking's id. */
  answer: { owner: string; response: { JobId: number } & Record<string, unknown> };
  quotation: StoredQuotation;
  booking: BookingRow;
  parts: JobPartRow[];
}

/**
 * Writes the booking, its parts, its quotation and its request's answer; returns the booking's id, or null when
 * the request id was claimed by another request (`claimed: false`, the default). With `claimed: true` the
 * caller's transaction holds the claim and the answer is written into it.
 */
export async function writeBooking(db: Db, write: BookingWrite, options: { claimed?: boolean } = {}) {
  const input = {
    tenantId: write.tenantId,
    scope: write.scope,
    requestId: write.requestId,
    answer: write.answer,
    quotation: named(write.quotation, QUOTATION_NAMES),
    booking: named(write.booking, BOOKING_NAMES),
    parts: write.parts.map((part) => named(part, JOB_PART_NAMES)),
  };
  const rows = await (options.claimed ? writeClaimed : claimAndWrite).run(db, input);
  const id = rows[0]?.id;
  return id === undefined || id === null ? null : Number(id);
}
