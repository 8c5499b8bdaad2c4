import { PaymentFinder } from '../features/bookings';

/** Payment (`/payment`): find a booking by its code or reference and pay for it, signed in or not. */
export default function PaymentPage() {
  return <PaymentFinder />;
}
