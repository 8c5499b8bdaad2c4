import { formatCurrency } from '@cabkit/domain/money';
import type { BookingView } from '../api/get-booking-info';
import { BookingActions } from './booking-actions';
import { BookingStatus } from './booking-status';
import { pickupText } from './pickup-text';
import * as css from './bookings.css';
import { DefinitionList } from '@cabkit/ui';
import { visuallyHidden } from '@cabkit/ui/theme';

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
        {/* The time on a line of its own: a phone-wide line that wraps under one font and not another would make the
            list jump when the web font lands. Read aloud as "D1100004 · 01/12/2026 07:00". */}
        <h3 id={headingId} className={css.cardHeading}>
          {booking.Bref}
          <span className={css.cardWhen}>
            <span className={visuallyHidden}> ·</span> {pickupText(booking)}
          </span>
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
