import { pickupDisplayText } from '@cabkit/domain/time';
import type { BookingView } from '../api/get-booking-info';

/**
 * The pickup time as a passenger reads it: ASAP, or dd/mm/yyyy hh:mm (the domain's `pickupDisplayText`). Its own
 * module: the booking lists need it without the ticket's facts, fare and flight wording.
 */
export function pickupText(
  booking: Pick<BookingView, 'PickUpType' | 'Time'>,
  format: { locale?: string; timeZone?: string } = {},
): string {
  const asap = booking.Time.toUpperCase() === 'ASAP';
  return pickupDisplayText(
    {
      PickUpType: asap ? 'Now' : booking.PickUpType,
      Time: asap ? null : new Date(booking.Time),
    },
    format,
  );
}
