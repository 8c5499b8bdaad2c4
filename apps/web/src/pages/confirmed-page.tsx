import { useParams } from 'react-router-dom';
import { cleanParam } from '../app/paths';
import { BookingConfirmation } from '../features/bookings';

/** The confirmation page `/confirmed/{trackingCode}` (also `/ticket/{id}`). */
export default function ConfirmedPage() {
  const { id } = useParams();
  return <BookingConfirmation code={cleanParam(id)} />;
}
