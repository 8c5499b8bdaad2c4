import { timingSafeEqual } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, jobParts } from '../../db/schema';
import type { Session } from '../../http/session';

/** The booking fields that decide who may see it. */
export interface BookingOwnership {
  customerId: number | null;
  bookerId: number | null;
  trackingCode: string;
}

/** A job part with its booking's ownership, as tracking reads it. */
export interface TrackedLeg {
  jobPart: typeof jobParts.$inferSelect;
  booking: BookingOwnership & { id: number; reference: string };
}

/** Which leg the caller asks for (docs/behaviour/live-feed.md#tracking-calls: ?jobpartid, or id with jobpartid=0, or code). */
export interface LegQuery {
  jobpartid: number;
  id: number;
  code: string;
}

/** The outcome of finding a leg for a caller. */
export type LegLookup = { ok: true; leg: TrackedLeg } | { ok: false; status: 401 | 403 | 404; message: string };

/** Compares two secrets in constant time. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

/** Whether the session owns the booking: its customer, or the booker who made it. */
export function ownsBooking(session: Session | null, booking: BookingOwnership): boolean {
  if (!session) return false;
  if (session.customerId !== null && booking.customerId === session.customerId) return true;
  return session.bookerId !== null && session.bookerId !== undefined && booking.bookerId === session.bookerId;
}

/** Whether the caller may follow the booking: its owner, or someone holding its tracking code. */
export function mayFollow(session: Session | null, code: string, booking: BookingOwnership): boolean {
  return ownsBooking(session, booking) || (code !== '' && sameSecret(code, booking.trackingCode));
}

const bookingColumns = {
  id: bookings.id,
  reference: bookings.reference,
  customerId: bookings.customerId,
  bookerId: bookings.bookerId,
  trackingCode: bookings.trackingCode,
};

/**
 * Finds the leg a tracking call names and checks the caller may see it: unknown 404, a guest without the
 * right code 401, a signed-in non-owner 403 (the same answer whether or not the code was close).
 */
export async function findTrackedLeg(
  db: Db,
  tenantId: number,
  query: LegQuery,
  session: Session | null,
): Promise<LegLookup> {
  let rows: { jobPart: typeof jobParts.$inferSelect; booking: TrackedLeg['booking'] }[];
  const select = db
    .select({ jobPart: jobParts, booking: bookingColumns })
    .from(jobParts)
    .innerJoin(bookings, eq(bookings.id, jobParts.bookingId));
  if (query.jobpartid > 0) {
    rows = await select.where(and(eq(jobParts.id, query.jobpartid), eq(bookings.tenantId, tenantId))).limit(1);
  } else if (query.id > 0) {
    rows = await select
      .where(and(eq(bookings.id, query.id), eq(bookings.tenantId, tenantId)))
      .orderBy(asc(jobParts.id));
  } else if (query.code) {
    rows = await select
      .where(and(eq(bookings.trackingCode, query.code), eq(bookings.tenantId, tenantId)))
      .orderBy(asc(jobParts.id));
  } else {
    return { ok: false, status: 404, message: 'Give a jobpartid, an id or a code.' };
  }
  // For a whole booking, follow the first leg that is not finished (the outward leg, then the return).
  const row = rows.find((r) => !/finish|cancel/i.test(r.jobPart.status)) ?? rows[0];
  if (!row) return { ok: false, status: 404, message: 'No booking was found.' };
  if (!mayFollow(session, query.code, row.booking)) {
    return session
      ? { ok: false, status: 403, message: 'You do not have access to this booking.' }
      : { ok: false, status: 401, message: 'Please sign in or use the link from your booking confirmation.' };
  }
  return { ok: true, leg: { jobPart: row.jobPart, booking: row.booking } };
}
