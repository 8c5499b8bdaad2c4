import { formatCurrency } from '@cabkit/domain/money';
import type { BookingView } from '../api/get-booking-info';
import { BookingActions } from './booking-actions';
import { BookingStatus } from './booking-status';
import { pickupText } from './pickup-text';
import * as css from './bookings.css';
import { DefinitionList } from '@cabkit/ui';
import { visuallyHidden } from '@cabkit/ui/theme';
import { t } from '@lingui/core/macro';
import { useLanguage } from '../../../i18n/language';

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
  useLanguage();
  const headingId = `booking-${booking.JobId}`;
  const reference = booking.Bref;
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
        aria-label={t`Booking ${reference}`}
        items={[
          { term: t`From`, description: booking.PickUp },
          { term: t`To`, description: booking.PickDown },
          { term: t`Passenger`, description: showPassenger ? booking.Name : '' },
          { term: t`Vehicle`, description: booking.Vehicle },
          { term: t`Price`, description: formatCurrency(booking.TotalFare, booking.CurrencyCode) },
        ]}
      />
      <BookingActions booking={booking} canManage compact onChanged={onChanged} />
    </li>
  );
}
