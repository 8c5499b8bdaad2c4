import { bookingCalendarFile } from '@cabkit/domain';
import { t } from '@lingui/core/macro';
import type { BookingView } from '../api/get-booking-info';

/**
 * The booking's calendar entry (an .ics file, built by the domain), its title and description in the language the
 * page is drawn in: the one the booking was made in, on the confirmation that follows booking.
 */
export function bookingCalendar(booking: BookingView, company: string, link: string, now: Date): string {
  const { Bref: reference, PickUp: pickup, PickDown: dropoff, Vehicle: vehicle } = booking;
  return bookingCalendarFile(
    {
      reference,
      pickupTime: booking.Time,
      durationMinutes: booking.JourneyTime,
      pickup,
      dropoff,
      vehicle,
      company,
      url: link,
      words: {
        summary: company ? t`${company} taxi ${reference}` : t`Taxi ${reference}`,
        description: t`From ${pickup} to ${dropoff}. Vehicle: ${vehicle}. Reference ${reference}.`,
      },
    },
    now,
  );
}
