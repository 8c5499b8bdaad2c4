import { useLanguage } from '../../../i18n/language';
import { bookingActions, statusLabel } from '@cabkit/domain';
import { StatusBadge } from '@cabkit/ui';
import { t } from '@lingui/core/macro';
import type { BookingView } from '../api/get-booking-info';

/** The status as it is, with "Not paid" for an electronic booking still to pay (the payment button's rule). */
export function BookingStatus({ booking }: { booking: BookingView }) {
  useLanguage();
  const unpaid = bookingActions(booking, false).pay;
  const { label, tone } = statusLabel(booking.Status, unpaid);
  return <StatusBadge status={label} tone={tone} note={unpaid ? t`Not paid` : undefined} />;
}
