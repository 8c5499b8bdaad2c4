import { coreEndpoints, type ResponseOf } from '@cabkit/contract';
import { call } from '../../../api/client';

/** A stored booking as the booking pages show it. */
export type BookingView = NonNullable<ResponseOf<typeof coreEndpoints.bookingInfo>['Booking']>;

/** Reads a booking back through its tracking code (POST /api/bookinginfo); null when there is none. */
export async function getBookingInfo(code: string, signal?: AbortSignal): Promise<BookingView | null> {
  const response = await call(coreEndpoints.bookingInfo, { body: { code }, signal });
  return response.Booking;
}
