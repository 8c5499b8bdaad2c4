import { type LoaderFunctionArgs, useParams } from 'react-router-dom';
import { cleanParam } from '../app/paths';
import { BookingDetail, bookingDetailAnswers } from '../features/bookings';

/** The booking's id in the address (`/bookingdetail/12.html` -> 12), 0 when it names none. */
function jobIdOf(id: string | undefined): number {
  const text = cleanParam(id);
  return /^\d{1,9}$/.test(text) ? Number(text) : 0;
}

/** The booking detail's data: the booking and its driver. */
export function loader({ params }: LoaderFunctionArgs) {
  return bookingDetailAnswers(jobIdOf(params.id));
}

/** Booking Detail (`/bookingdetail/{id}`): one of the signed-in customer's bookings by its id. */
export default function BookingDetailPage() {
  const { id } = useParams();
  return <BookingDetail jobId={jobIdOf(id)} />;
}
