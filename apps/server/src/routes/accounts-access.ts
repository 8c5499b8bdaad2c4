import { bookingAccess } from '@cabkit/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings, jobParts } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import type { Session } from '../http/session';

/** Refuses (403) unless `custid` is the signed-in customer's own id. */
export function assertOwnCustomer(session: Session, custid: number): void {
  if (session.customerId === null || session.customerId !== custid) {
    throw forbidden('You can only see and change your own account.');
  }
}

/** Refuses (403) unless `bookerid` is the signed-in booker's own booker id. */
export function assertOwnBooker(session: Session, bookerid: number): void {
  if (session.bookerId === null || session.bookerId !== bookerid) {
    throw forbidden("You can only see your own company's bookings.");
  }
}

/** A stored booking row. */
export type BookingRow = typeof bookings.$inferSelect;
/** A stored job part (leg) row. */
export type JobPartRow = typeof jobParts.$inferSelect;

/**
 * Finds a booking by its reference (or one of its legs' references) for the session, or for a guest holding the
 * booking's tracking `code` (the ticket's link) when one is given: 404 when no such booking or when it is neither
 * (the same answer). Returns the booking, its legs and the leg matched.
 */
export async function findOwnedBooking(
  db: Db,
  tenantId: number,
  session: Session | null,
  reference: string,
  code = '',
): Promise<{ booking: BookingRow; parts: JobPartRow[]; matchedPart: JobPartRow | undefined }> {
  const ref = reference.trim();
  let [booking] = await db.select().from(bookings).where(eq(bookings.reference, ref)).limit(1);
  let matchedPart: JobPartRow | undefined;
  if (!booking) {
    const [part] = await db.select().from(jobParts).where(eq(jobParts.reference, ref)).limit(1);
    if (part) {
      matchedPart = part;
      [booking] = await db.select().from(bookings).where(eq(bookings.id, part.bookingId)).limit(1);
    }
  }
  // Someone else's booking answers as a missing one, so references cannot be tried out.
  if (!booking || booking.tenantId !== tenantId || !bookingAccess(booking, { session, code }))
    throw notFound('No booking with that reference.');
  const parts = await db.select().from(jobParts).where(eq(jobParts.bookingId, booking.id)).orderBy(asc(jobParts.id));
  return { booking, parts, matchedPart };
}
