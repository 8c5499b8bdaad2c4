import { describe, expect, it } from 'vitest';
import { DEFAULT_GUEST_BOOKING_LIMITS, guestBookingLimitReached } from './guest-bookings';

describe('guestBookingLimitReached', () => {
  const limits = { perAddress: 5, perEmail: 3 };
  it.each([
    [0, 0, false],
    [4, 2, false],
    [5, 0, true],
    [0, 3, true],
    [4, 3, true],
    [9, 9, true],
  ])('%i from the address and %i by the e-mail: reached %s', (byAddress, byEmail, reached) => {
    expect(guestBookingLimitReached({ byAddress, byEmail }, limits)).toBe(reached);
  });

  it('allows none when a limit is 0', () => {
    expect(guestBookingLimitReached({ byAddress: 0, byEmail: 0 }, { perAddress: 0, perEmail: 3 })).toBe(true);
  });

  it('defaults to a few per hour', () => {
    expect(DEFAULT_GUEST_BOOKING_LIMITS).toEqual({ perAddress: 5, perEmail: 3, windowMinutes: 60 });
  });
});
