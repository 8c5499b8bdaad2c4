/**
 * How many bookings made without a signed-in account one client address, and one e-mail person (`emailIdentity`),
 * may make in a window: every booking holds a driver, so one anonymous client cannot take them all with throw-away
 * bookings. A tenant may set its own in its configuration.
 */
interface GuestBookingLimits {
  perAddress: number;
  perEmail: number;
  windowMinutes: number;
}

/** The limits a tenant that sets none gets: a few per hour, enough for a household booking its trips. */
export const DEFAULT_GUEST_BOOKING_LIMITS: GuestBookingLimits = { perAddress: 5, perEmail: 3, windowMinutes: 60 };

/** The refusal (Code 2) of a guest booking over either limit, in the words of the other "too many" answers. */
export const TOO_MANY_GUEST_BOOKINGS = 'Too many bookings, please wait a while and try again, or sign in.';

/**
 * Whether one more guest booking is over a limit, given the guest bookings already made in the window from its
 * address and by its e-mail person. A limit below 1 allows none.
 */
export function guestBookingLimitReached(
  made: { byAddress: number; byEmail: number },
  limits: Pick<GuestBookingLimits, 'perAddress' | 'perEmail'>,
): boolean {
  return made.byAddress >= limits.perAddress || made.byEmail >= limits.perEmail;
}
