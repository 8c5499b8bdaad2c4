import { BookingInfoFinder } from '../features/bookings';

/** Booking Info (`/bookinginfo`) and Payment (`/payment`): find a booking by its code, signed in or not. */
export default function BookingInfoPage({ heading }: { heading?: string }) {
  return <BookingInfoFinder heading={heading} />;
}
