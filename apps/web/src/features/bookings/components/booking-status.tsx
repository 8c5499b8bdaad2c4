import { useLanguage } from '../../../i18n/language';
import { bookingActions, statusLabel } from '@cabkit/domain';
import { StatusBadge } from '@cabkit/ui';
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BookingView } from '../api/get-booking-info';

/** The statuses the server names a booking by, in the reader's language; any other is shown as the server says. */
const statusNames: Readonly<Record<string, MessageDescriptor>> = {
  Upcoming: msg`Upcoming`,
  Cancelled: msg`Cancelled`,
  Finished: msg`Finished`,
  Completed: msg`Completed`,
  'Driver assigned': msg`Driver assigned`,
  'On the way': msg`On the way`,
  Arrived: msg`Arrived`,
  'Driver arrived': msg`Driver arrived`,
  POB: msg`POB`,
  Pending: msg`Pending`,
  Unknown: msg`Unknown`,
};

/** The status as it is, with "Not paid" for an electronic booking still to pay (the payment button's rule). */
export function BookingStatus({ booking }: { booking: BookingView }) {
  useLanguage();
  const unpaid = bookingActions(booking, false).pay;
  const { label, tone } = statusLabel(booking.Status, unpaid);
  const name = statusNames[label];
  return <StatusBadge status={name ? i18n._(name) : label} tone={tone} note={unpaid ? t`Not paid` : undefined} />;
}
