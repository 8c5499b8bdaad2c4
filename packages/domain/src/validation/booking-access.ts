import { bookingContactMatches } from './booking-lookup';

/** The booking facts that decide who may see or act on it. */
export interface BookingAccessFacts {
  customerId: number | null;
  bookerId: number | null;
  /** The secret in the ticket's link. */
  trackingCode: string;
  /** The e-mail address and phone number given at booking (read when a guest looks it up by reference). */
  contact?: { email: string; phone: string; dialingCode: string };
}

/** Who asks, with whatever they hold besides their session. */
export interface BookingCaller {
  /** The signed-in customer and, for a booker, the booker id; null for a guest. */
  session: { customerId: number | null; bookerId: number | null } | null;
  /** The tracking code the caller gave (the ticket's link); '' or absent when none. */
  code?: string;
  /** What a guest typed beside the booking's reference: its e-mail address or phone number. */
  contact?: string;
  /** The caller's share token named a live shared link to this booking's leg (looked up by the token's hash). */
  sharedLink?: boolean;
}

/**
 * What a caller may do with a booking: 'owner' (its customer, or a booker of the account that made it) sees it in
 * full and may act on it (pay, cancel, share); 'holder' (a guest with its tracking code, or with its reference and
 * the contact given at booking) sees it and may pay; 'shared' (a shared link) follows the trip only; null is
 * nobody, answered as if the booking did not exist.
 */
export type BookingAccess = 'owner' | 'holder' | 'shared' | null;

/** A real id: 0 is how old rows and profiles say "none", and must never match another "none". */
const isId = (id: number | null | undefined): id is number => typeof id === 'number' && id > 0;

/** Compares two secrets in a time that does not depend on where they first differ. */
function sameSecret(given: string, expected: string): boolean {
  if (given.length === 0 || given.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < given.length; i++) difference |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  return difference === 0;
}

/**
 * Who may see or act on a booking (docs/behaviour/people.md#roles): every server path that names a booking (its
 * view, tracking, payment, shared links, the account's pages) asks this, so they cannot drift apart.
 */
export function bookingAccess(booking: BookingAccessFacts, caller: BookingCaller): BookingAccess {
  const session = caller.session;
  if (session) {
    if (isId(session.customerId) && booking.customerId === session.customerId) return 'owner';
    if (isId(session.bookerId) && booking.bookerId === session.bookerId) return 'owner';
  }
  if (caller.code && sameSecret(caller.code, booking.trackingCode)) return 'holder';
  if (caller.contact && booking.contact && bookingContactMatches(booking.contact, caller.contact)) return 'holder';
  return caller.sharedLink ? 'shared' : null;
}
