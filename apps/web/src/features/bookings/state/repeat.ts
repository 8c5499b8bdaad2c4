import { repeatBooking, reverseBooking } from '@cabkit/domain/status';
import { bookingState, type Place, resetBooking } from '../../../state/booking';
import type { BookingView } from '../api/get-booking-info';

/** A stored address as a place the wizard can use again (airport pickups keep their airport category). */
function placeOf(address: string, postcode: string, latitude: number, longitude: number, airport: boolean): Place {
  return {
    Id: 0,
    Name: address,
    Code: '',
    Line1: address,
    Line2: '',
    Title: '',
    Category: airport ? 'Air' : '',
    Postcode: postcode,
    Latitude: latitude,
    Longitude: longitude,
    Fulladdress: address,
    PlaceName: address,
    PlaceId: '',
    IconPath: '',
    Order: 0,
    Valid: true,
  };
}

/**
 * Repeat (pickup and drop-off copied, via stops kept) or Return (reversed) a stored booking, by the domain's
 * `repeatBooking` / `reverseBooking` (docs/behaviour/bookings.md#repeat-return): a fresh
 * booking with no time chosen yet, so the passenger picks a new one; the caller then goes to the booking page.
 */
export function startBookingFrom(booking: BookingView, reverse: boolean): void {
  const pickup = placeOf(
    booking.PickUp,
    booking.PickUpPostcode,
    booking.PickUpLatitude,
    booking.PickUpLongitude,
    booking.FlightNo !== '',
  );
  const dropoff = placeOf(
    booking.PickDown,
    booking.PickDownPostcode,
    booking.PickDownLatitude,
    booking.PickDownLongitude,
    booking.ReturnFlightNo !== '',
  );
  const via = booking.ViaAddress.map((stop) =>
    placeOf(stop.Address, stop.Postcode, stop.Latitude, stop.Longitude, false),
  );
  const journey = (reverse ? reverseBooking : repeatBooking)({ PickUp: pickup, PickDown: dropoff, ViaAddress: via });
  resetBooking();
  Object.assign(bookingState, {
    pickup: journey.PickUp,
    dropoff: journey.PickDown,
    via: [...journey.ViaAddress],
    vehicleId: booking.VehicleId,
  });
}

/** A fresh booking to (or from) a saved place: the dashboard's "book home" and "book work". */
export function startBookingTo(place: Place): void {
  resetBooking();
  bookingState.dropoff = { ...place };
}
