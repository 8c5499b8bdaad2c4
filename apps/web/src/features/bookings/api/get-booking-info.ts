import { coreEndpoints, type ResponseOf } from '@cabkit/contract';
import { call } from '../../../api/client';

/** A stored booking as the booking pages show it. */
export type BookingView = NonNullable<ResponseOf<typeof coreEndpoints.bookingInfo>['Booking']>;

/**
 * Reads a booking back (POST /api/bookinginfo) through its tracking code, or through its reference with `contact`,
 * the e-mail address or phone number given at booking; null when there is none.
 */
export async function getBookingInfo(code: string, signal?: AbortSignal, contact = ''): Promise<BookingView | null> {
  const response = await call(coreEndpoints.bookingInfo, { body: { code, contact }, signal });
  return response.Booking;
}
