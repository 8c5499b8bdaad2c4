import { DEFAULT_BOOKING_TERMS, PAID_ON_THE_DAY_TYPES, unpaidBookingExpired } from '@cabkit/domain';
import { and, eq, lt, notIlike, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { findBookingById } from './booking-view';
import { type CancelBookingEffects, cancelBooking } from './cancel-booking';
import { type RepeatedJob, repeatEvery } from '../repeat';

/**
 * Cancels the tenant's card and PayPal bookings still unpaid `windowMinutes` after they were made (a declined card
 * never retried, a browser closed before paying): they were never dispatched, and the cancel voids their open
 * payment, so nothing is charged. Returns the references cancelled.
 */
export async function expireUnpaidBookings(
  db: Db,
  tenantId: number,
  now: Date,
  windowMinutes: number,
  effects: CancelBookingEffects,
): Promise<string[]> {
  const candidates = await db
    .select({
      id: bookings.id,
      paymentType: bookings.paymentType,
      isPaid: bookings.isPaid,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.tenantId, tenantId),
        eq(bookings.isPaid, false),
        notInArray(sql`lower(${bookings.paymentType})`, [...PAID_ON_THE_DAY_TYPES]),
        notIlike(bookings.status, '%cancel%'),
        lt(bookings.createdAt, new Date(now.getTime() - windowMinutes * 60_000)),
      ),
    )
    .limit(100);
  const expired: string[] = [];
  for (const candidate of candidates) {
    if (!unpaidBookingExpired(candidate, now, windowMinutes)) continue;
    const found = await findBookingById(db, tenantId, candidate.id);
    if (!found) continue;
    // The tenant's CanCancelBooking and fee are about customers cancelling; expiry is the server's own, free.
    const result = await cancelBooking(
      db,
      {
        ...found,
        matchedPart: undefined,
        canCancelBooking: true,
        phone: '',
        terms: { ...DEFAULT_BOOKING_TERMS, CancellationFee: 0 },
      },
      effects,
    );
    if (result.Code === 1) expired.push(found.booking.reference);
  }
  return expired;
}

/** When unpaid bookings are looked at and what is told of them. */
export interface UnpaidExpiryOptions {
  /** How often to look (ms; default one minute, 0 for never: under vitest unless a test asks). */
  everyMs?: number;
  /** Told of each run that cancelled something (the references) or failed. */
  onExpired?: (references: string[]) => void;
  onError?: (error: unknown) => void;
}

/** Expires unpaid bookings every `everyMs` until the returned stop is called. */
export function startUnpaidExpiry(
  db: Db,
  tenantId: number,
  windowMinutes: number,
  effects: CancelBookingEffects,
  options: UnpaidExpiryOptions = {},
): RepeatedJob {
  // Under vitest the sweep stays off unless a test asks for it: it would cancel other tests' card bookings.
  const everyMs = options.everyMs ?? (process.env.VITEST ? 0 : 60_000);
  return repeatEvery(
    everyMs,
    async () => {
      const references = await expireUnpaidBookings(db, tenantId, new Date(), windowMinutes, effects);
      if (references.length > 0) options.onExpired?.(references);
    },
    options.onError,
  );
}
