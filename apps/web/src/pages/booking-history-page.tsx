import { BookingHistory } from '../features/bookings';

/** My Booking (`/bookinghistory`): the signed-in customer's (or booker's) bookings. */
export default function BookingHistoryPage() {
  return <BookingHistory />;
}
