import { historyRangeStart, isTripOver } from '@cabkit/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { legsOf, partsByBooking } from './booking-parts';
import { refundsByBooking } from '../payments/refund';
import { type BookingViewData, loadFareLabels, toBookingView } from './booking-view';

/** A journey stays in "current bookings" until this long after its pickup time (unless finished). */
const CURRENT_WINDOW_MS = 12 * 60 * 60 * 1000;

/** Whose bookings to list: a booker's (every booking made through the company) or else a customer's own. */
export interface BookingListOwner {
  customerId: number;
  bookerId: number;
}

/** Which list: the current bookings, or the history (of the last `months`, 0 for all of it). */
export type BookingListKind = { list: 'current' } | { list: 'history'; months: number };

/** True while a booking is current: not finished, and its pickup at most CURRENT_WINDOW_MS ago. */
function isCurrent(status: string, pickupTime: Date | undefined, now: Date): boolean {
  return !isTripOver(status) && (pickupTime === undefined || pickupTime.getTime() > now.getTime() - CURRENT_WINDOW_MS);
}

/**
 * The owner's current bookings (soonest first) or history (latest first), as the booking pages read them, with
 * their fare labels and refunds. A booking without its outward leg (never written by the API) is left out.
 */
export async function listBookings(
  db: Db,
  tenantId: number,
  owner: BookingListOwner,
  kind: BookingListKind,
  now: Date,
): Promise<BookingViewData[]> {
  const whose = owner.bookerId ? eq(bookings.bookerId, owner.bookerId) : eq(bookings.customerId, owner.customerId);
  const rows = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.tenantId, tenantId), whose))
    .orderBy(desc(bookings.id));
  const parts = await partsByBooking(
    db,
    rows.map((r) => r.id),
  );
  const since = kind.list === 'history' ? historyRangeStart(now, kind.months) : null;
  const listed = rows.filter((booking) => {
    const legs = parts.get(booking.id) ?? [];
    if (legs.length === 0) return false;
    const time = legsOf(legs).outward?.pickupTime;
    const current = isCurrent(booking.status, time, now);
    if (kind.list === 'current') return current;
    return !current && (!since || (time ?? booking.createdAt) >= since);
  });
  const labels = await loadFareLabels(db, tenantId, listed);
  const refunds = await refundsByBooking(
    db,
    listed.map((booking) => booking.id),
  );
  const views = listed.map((booking) =>
    toBookingView(booking, parts.get(booking.id) ?? [], labels(booking.id), refunds.get(booking.id)),
  );
  const order = kind.list === 'current' ? 1 : -1;
  return views.sort((a, b) => order * a.Time.localeCompare(b.Time));
}
