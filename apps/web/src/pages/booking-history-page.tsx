import { BookingHistory, bookingHistoryAnswers } from '../features/bookings';
import { sessionState } from '../state/session';

/** My Booking's data: the signed-in visitor's current bookings and the last 3 months. */
export function loader() {
  const profile = sessionState.profile;
  return bookingHistoryAnswers({ custid: profile?.Id ?? 0, bookerid: profile?.BookerId ?? 0 });
}

/** My Booking (`/bookinghistory`): the signed-in customer's (or booker's) bookings. */
export default function BookingHistoryPage() {
  return <BookingHistory />;
}
