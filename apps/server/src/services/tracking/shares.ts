import { createHash, randomBytes } from 'node:crypto';
import { bookingAccess, isTripOver, shareRefusal, statusKind } from '@cabkit/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, jobParts } from '../../db/schema';
import { tripShares } from '../../db/schema-live';
import type { Session } from '../../http/session';

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

/** The leg's trip state and its booking's owners, locked for the rest of `db`'s transaction when `lock` is set. */
async function ownedLeg(db: Db, tenantId: number, jobPartId: number, lock = false) {
  const query = db
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
  const [row] = lock ? await query.for('update', { of: jobParts }) : await query;
  return row;
}

/**
 * Creates a read-only link to one leg: only the booking's owner (customer or booker) may, only while the trip
 * is not over, and only while the leg has fewer live links than the domain allows (shareRefusal). The token is
 * 32 random bytes (base64url); each call makes a new one. The leg's row is locked while the links are counted,
 * so two requests at once cannot both make the last one.
 */
export async function createTripShare(
  db: Db,
  tenantId: number,
  jobPartId: number,
  session: Session | null,
): Promise<ShareCreation> {
  if (!session) return { ok: false, status: 401, message: 'Please sign in to share a trip.' };
  return db.transaction(async (tx) => {
    const row = await ownedLeg(tx as unknown as Db, tenantId, jobPartId, true);
    // Someone else's booking gets the same answer as a missing one.
    if (!row || bookingAccess(row, { session }) !== 'owner')
      return { ok: false, status: 404, message: 'No booking was found.' };
    if (tripEnded(row.jobPartStatus, row.bookingStatus)) {
      return { ok: false, status: 409, message: 'This trip has ended and can no longer be shared.' };
    }
    const [live] = await tx.select({ n: count() }).from(tripShares).where(eq(tripShares.jobPartId, jobPartId));
    const refusal = shareRefusal(live?.n ?? 0);
    if (refusal) return { ok: false, status: 409, message: refusal };
    const token = randomBytes(32).toString('base64url');
    await tx
      .insert(tripShares)
      .values({ tokenHash: shareTokenHash(token), tenantId, jobPartId, createdBy: session.customerId });
    return { ok: true, token, jobPartId };
  });
}

/** A live shared link as its owner sees it: the token is not stored, so it is named by id and time made. */
export interface ListedShare {
  id: number;
  createdAt: Date;
}

/** The outcome of listing or stopping a leg's shared links. */
export type ShareManagement<T> = { ok: true; value: T } | { ok: false; status: 401 | 404; message: string };

/** The live shared links of one leg, oldest first; the booking's owner only (anyone else: as if missing). */
export async function listTripShares(
  db: Db,
  tenantId: number,
  jobPartId: number,
  session: Session | null,
): Promise<ShareManagement<ListedShare[]>> {
  if (!session) return { ok: false, status: 401, message: 'Please sign in to share a trip.' };
  const row = await ownedLeg(db, tenantId, jobPartId);
  if (!row || bookingAccess(row, { session }) !== 'owner')
    return { ok: false, status: 404, message: 'No booking was found.' };
  // A finished or cancelled trip's links no longer work: nothing is left to stop.
  if (tripEnded(row.jobPartStatus, row.bookingStatus)) return { ok: true, value: [] };
  const rows = await db
    .select({ id: tripShares.id, createdAt: tripShares.createdAt })
    .from(tripShares)
    .where(and(eq(tripShares.jobPartId, jobPartId), eq(tripShares.tenantId, tenantId)))
    .orderBy(asc(tripShares.createdAt), asc(tripShares.id));
  return { ok: true, value: rows };
}

/**
 * Stops one shared link: it stops opening the trip at once, and the hub closes its viewers' sockets (the deleted
 * row's change notice). The booking's owner only; a link that is not theirs or is gone gets one answer.
 */
export async function stopTripShare(
  db: Db,
  tenantId: number,
  shareId: number,
  session: Session | null,
): Promise<ShareManagement<null>> {
  if (!session) return { ok: false, status: 401, message: 'Please sign in to share a trip.' };
  const [share] = await db
    .select({ jobPartId: tripShares.jobPartId })
    .from(tripShares)
    .where(and(eq(tripShares.id, shareId), eq(tripShares.tenantId, tenantId)))
    .limit(1);
  const row = share ? await ownedLeg(db, tenantId, share.jobPartId) : undefined;
  if (!row || bookingAccess(row, { session }) !== 'owner') {
    return { ok: false, status: 404, message: 'This shared link was not found. It may have been stopped already.' };
  }
  await db.delete(tripShares).where(and(eq(tripShares.id, shareId), eq(tripShares.tenantId, tenantId)));
  return { ok: true, value: null };
}

/**
 * Stops every shared link a customer made: their password changed or they signed out everywhere, so whoever
 * may have taken their account must not keep following their trips either. `db` may be a transaction.
 */
export async function stopCustomerShares(db: Db, customerId: number): Promise<void> {
  await db.delete(tripShares).where(eq(tripShares.createdBy, customerId));
}

/** The outcome of opening a shared link. */
export type SharedLeg = { ok: true; jobPartId: number } | { ok: false; status: 404 | 410; message: string };

/** The leg a share token shows, from when it is shared until its trip is over (upcoming legs too). */
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
