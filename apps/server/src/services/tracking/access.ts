import { type BookingAccessFacts, bookingAccess, isTripOver } from '@cabkit/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, jobParts } from '../../db/schema';
import type { Session } from '../../http/session';
import { findSharedLeg } from './shares';

/** A job part with its booking's ownership, as tracking reads it. */
interface TrackedLeg {
  jobPart: typeof jobParts.$inferSelect;
  booking: BookingAccessFacts & { id: number; reference: string };
  /** Reached through a shared link: show the trip only (no contact details of anyone). */
  shared?: boolean;
}

/** Which leg the caller asks for (docs/behaviour/live-feed.md#tracking-calls: ?jobpartid, or id with jobpartid=0, or code). */
export interface LegQuery {
  jobpartid: number;
  id: number;
  code: string;
  /** A shared trip's token: that leg only, until its trip is over. */
  share?: string;
}

/** The outcome of finding a leg for a caller. */
export type LegLookup = { ok: true; leg: TrackedLeg } | { ok: false; status: 401 | 404 | 410; message: string };

const bookingColumns = {
  id: bookings.id,
  reference: bookings.reference,
  customerId: bookings.customerId,
  bookerId: bookings.bookerId,
  trackingCode: bookings.trackingCode,
};

/**
 * Finds the leg a tracking call names and checks the caller may see it. A leg that is missing or not the
 * caller's gets one answer either way (ids cannot be counted): 401 for a guest without the right code, 404 for
 * anyone signed in.
 */
export async function findTrackedLeg(
  db: Db,
  tenantId: number,
  query: LegQuery,
  session: Session | null,
): Promise<LegLookup> {
  let rows: { jobPart: typeof jobParts.$inferSelect; booking: TrackedLeg['booking'] }[];
  if (query.share) {
    const shared = await findSharedLeg(db, tenantId, query.share);
    if (!shared.ok) return shared;
    const [row] = await db
      .select({ jobPart: jobParts, booking: bookingColumns })
      .from(jobParts)
      .innerJoin(bookings, eq(bookings.id, jobParts.bookingId))
      .where(eq(jobParts.id, shared.jobPartId))
      .limit(1);
    if (!row) return { ok: false, status: 404, message: 'This tracking link is not valid.' };
    // The booking's own owner opening their link sees what they always see; anyone else the trip only.
    const access = bookingAccess(row.booking, { session, sharedLink: true });
    return { ok: true, leg: { ...row, shared: access !== 'owner' } };
  }
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
  const row = rows.find((r) => !isTripOver(r.jobPart.status)) ?? rows[0];
  if (row && bookingAccess(row.booking, { session, code: query.code })) {
    return { ok: true, leg: { jobPart: row.jobPart, booking: row.booking } };
  }
  // Missing or not theirs: one answer, so ids cannot be counted.
  return session
    ? { ok: false, status: 404, message: 'No booking was found.' }
    : { ok: false, status: 401, message: 'Please sign in or use the link from your booking confirmation.' };
}
