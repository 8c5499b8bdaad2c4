import { BookingInfoFinder } from '../features/bookings';

/** Payment (`/payment`): find a booking by its code to pay for it, signed in or not. */
export default function PaymentPage() {
  return <BookingInfoFinder heading="Pay for your booking" />;
}
