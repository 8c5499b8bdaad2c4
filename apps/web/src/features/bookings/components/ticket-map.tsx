import { JourneyMap, type JourneyPoint } from '@cabkit/ui/JourneyMap';
import type { BookingView } from '../api/get-booking-info';
import * as css from './bookings.css';

/** The booked journey's markers: Pickup, each via stop in order, Dropoff (docs/behaviour/journey.md#address-choice address point kinds). */
export function ticketPoints(booking: BookingView): JourneyPoint[] {
  return [
    { kind: 'Pickup', latitude: booking.PickUpLatitude, longitude: booking.PickUpLongitude, label: booking.PickUp },
    ...booking.ViaAddress.map(
      (stop): JourneyPoint => ({
        kind: 'ViaAddress',
        latitude: stop.Latitude,
        longitude: stop.Longitude,
        label: stop.Address,
      }),
    ),
    {
      kind: 'Dropoff',
      latitude: booking.PickDownLatitude,
      longitude: booking.PickDownLongitude,
      label: booking.PickDown,
    },
  ];
}

/**
 * The booked journey on the design system's map (docs/behaviour/bookings.md#ticket: maps on the confirmed screen): markers and the stored
 * route. This module, and MapLibre with it, loads only once the booking has been read.
 */
export function TicketMap({ booking }: { booking: BookingView }) {
  return (
    <JourneyMap
      ariaLabel="Map of the booked journey"
      className={css.map}
      points={ticketPoints(booking)}
      route={booking.RoutePath.map(({ Latitude, Longitude }) => ({ Latitude, Longitude }))}
    />
  );
}
