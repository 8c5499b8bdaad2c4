import { timingSafeEqual } from 'node:crypto';
import type { Session } from '../../http/session';

/** The booking fields that decide who may see it. */
export interface BookingOwnership {
  customerId: number | null;
  bookerId: number | null;
  trackingCode: string;
}

/** Compares two secrets in constant time. */
function sameSecret(given: string, expected: string): boolean {
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
