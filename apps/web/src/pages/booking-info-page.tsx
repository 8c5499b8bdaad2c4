import { BookingInfoFinder } from '../features/bookings';

/** Booking Info (`/bookinginfo`): find a booking by its code, signed in or not. */
export default function BookingInfoPage() {
  return <BookingInfoFinder />;
}
