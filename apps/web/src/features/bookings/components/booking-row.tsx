import { formatCurrency } from '@cabkit/domain/money';
import type { BookingView } from '../api/get-booking-info';
import { BookingActions } from './booking-actions';
import { BookingStatus } from './booking-status';
import { pickupText } from './pickup-text';
import * as css from './bookings.css';
import { DefinitionList } from '@cabkit/ui';

/** One booking in a list: reference, time, route, vehicle, status, price, and the actions its status allows. */
export function BookingRow({
  booking,
  showPassenger,
  onChanged,
}: {
  booking: BookingView;
  /** Bookers see whom each booking is for. */
  showPassenger: boolean;
  onChanged: () => Promise<void> | void;
}) {
  const headingId = `booking-${booking.JobId}`;
  return (
    <li className={css.card} aria-labelledby={headingId}>
      <div className={css.headingRow}>
        <h3 id={headingId}>
          {booking.Bref} · {pickupText(booking)}
        </h3>
        <BookingStatus booking={booking} />
      </div>
      <DefinitionList
        aria-label={`Booking ${booking.Bref}`}
        items={[
          { term: 'From', description: booking.PickUp },
          { term: 'To', description: booking.PickDown },
          { term: 'Passenger', description: showPassenger ? booking.Name : '' },
          { term: 'Vehicle', description: booking.Vehicle },
          { term: 'Price', description: formatCurrency(booking.TotalFare, booking.CurrencyCode) },
        ]}
      />
      <BookingActions booking={booking} canManage compact onChanged={onChanged} />
    </li>
  );
}
