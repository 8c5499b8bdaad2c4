import { createHash, randomBytes } from 'node:crypto';
import { isTripOver, statusKind } from '@cabkit/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, jobParts } from '../../db/schema';
import { tripShares } from '../../db/schema-live';
import type { Session } from '../../http/session';
import { ownsBooking } from './ownership';

/** The SHA-256 of a share token (only this is stored, so a database read does not give working links). */
export function shareTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether a leg's trip is over (finished or cancelled): its shared links stop working. */
function tripEnded(jobPartStatus: string, bookingStatus: string): boolean {
  return isTripOver(jobPartStatus) || statusKind(bookingStatus) === 'cancelled';
}

/** The outcome of creating a share link. */
export type ShareCreation =
  | { ok: true; token: string; jobPartId: number }
  | { ok: false; status: 401 | 404 | 409; message: string };

/**
 * Creates a read-only link to one leg: only the booking's owner (customer or booker) may, and only while
 * the trip is not over. The token is 32 random bytes (base64url); each call makes a new one.
 */
export async function createTripShare(
  db: Db,
  tenantId: number,
  jobPartId: number,
  session: Session | null,
): Promise<ShareCreation> {
  if (!session) return { ok: false, status: 401, message: 'Please sign in to share a trip.' };
  const [row] = await db
    .select({
      jobPartStatus: jobParts.status,
      bookingStatus: bookings.status,
      customerId: bookings.customerId,
      bookerId: bookings.bookerId,
      trackingCode: bookings.trackingCode,
    })
    .from(jobParts)
    .innerJoin(bookings, eq(bookings.id, jobParts.bookingId))
    .where(and(eq(jobParts.id, jobPartId), eq(bookings.tenantId, tenantId)))
    .limit(1);
  // Someone else's booking gets the same answer as a missing one.
  if (!row || !ownsBooking(session, row)) return { ok: false, status: 404, message: 'No booking was found.' };
  if (tripEnded(row.jobPartStatus, row.bookingStatus)) {
    return { ok: false, status: 409, message: 'This trip has ended and can no longer be shared.' };
  }
  const token = randomBytes(32).toString('base64url');
  await db.insert(tripShares).values({ tokenHash: shareTokenHash(token), tenantId, jobPartId });
  return { ok: true, token, jobPartId };
}

/** The outcome of opening a shared link. */
export type SharedLeg = { ok: true; jobPartId: number } | { ok: false; status: 404 | 410; message: string };

/** The leg a share token shows, while its trip is under way. */
export async function findSharedLeg(db: Db, tenantId: number, token: string): Promise<SharedLeg> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token))
    return { ok: false, status: 404, message: 'This tracking link is not valid.' };
  const [row] = await db
    .select({ jobPartId: jobParts.id, jobPartStatus: jobParts.status, bookingStatus: bookings.status })
    .from(tripShares)
    .innerJoin(jobParts, eq(jobParts.id, tripShares.jobPartId))
    .innerJoin(bookings, eq(bookings.id, jobParts.bookingId))
    .where(and(eq(tripShares.tokenHash, shareTokenHash(token)), eq(tripShares.tenantId, tenantId)))
    .limit(1);
  if (!row) return { ok: false, status: 404, message: 'This tracking link is not valid.' };
  if (tripEnded(row.jobPartStatus, row.bookingStatus))
    return { ok: false, status: 410, message: 'This trip has ended.' };
  return { ok: true, jobPartId: row.jobPartId };
}
