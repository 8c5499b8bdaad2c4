import { JourneyMap, type JourneyPoint } from '@cabkit/ui/JourneyMap';
import { useSnapshot } from 'valtio';
import { mapStyleUrl } from '../../../lib/maps';
import { configState } from '../../../state/config';
import type { BookingView } from '../api/get-booking-info';
import * as css from './bookings.css';

/** The booked journey's markers: Pickup, each via stop in order, Dropoff (docs/behaviour/journey.md#address-choice address point kinds). */
function ticketPoints(booking: BookingView): JourneyPoint[] {
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
export function TicketMap({
  booking,
  driver,
}: {
  booking: BookingView;
  /** Once a driver is assigned: their name and footprint (positions so far, oldest first). */
  driver?: { name: string; footprint: readonly { Latitude: number; Longitude: number }[] } | null;
}) {
  const last = driver?.footprint.at(-1);
  // With a footprint the line shows where the driver has been; before that, the booked route.
  const route = driver && driver.footprint.length > 1 ? driver.footprint : booking.RoutePath;
  // A tenant's own vector style replaces the offline basemap (docs/behaviour/journey.md#maps).
  const config = useSnapshot(configState);
  return (
    <JourneyMap
      styleUrl={mapStyleUrl(config.mapStyleUrl)}
      ariaLabel={driver ? `Map of the journey with driver ${driver.name}` : 'Map of the booked journey'}
      className={css.map}
      points={ticketPoints(booking)}
      route={route.map(({ Latitude, Longitude }) => ({ Latitude, Longitude }))}
      driver={
        last ? { latitude: last.Latitude, longitude: last.Longitude, label: `Driver ${driver?.name}` } : undefined
      }
    />
  );
}
