import { useParams } from '../lib/router';
import { cleanParam } from '../app/paths';
import { BookingDetail } from '../features/bookings';

/** Booking Detail (`/bookingdetail/{id}`): one of the signed-in customer's bookings by its id. */
export default function BookingDetailPage() {
  const { id } = useParams();
  const text = cleanParam(id);
  const jobId = /^\d{1,9}$/.test(text) ? Number(text) : 0;
  return <BookingDetail jobId={jobId} />;
}
