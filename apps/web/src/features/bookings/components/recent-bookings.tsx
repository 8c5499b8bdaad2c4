import { formatCurrency } from '@cabkit/domain/money';
import { ActionMenu } from '@cabkit/ui/ActionMenu';
import { DataTable, type DataTableColumn } from '@cabkit/ui/DataTable';
import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../../i18n/language';
import { tableWords } from '../../../i18n/table-words';
import type { BookingView } from '../api/get-booking-info';
import { bookingPaths } from './booking-actions';
import { pickupText } from './pickup-text';

/**
 * The columns of a booker's recent bookings: whom each is for comes right after the reference; the reference and
 * the price stay on screen on a phone while the rest scrolls between them. Headers in the active language.
 */
const recentColumns = (): DataTableColumn<BookingView>[] => [
  {
    id: 'ref',
    header: t`Reference`,
    cell: (b) => <Link to={bookingPaths.detail(b.JobId)}>{b.Bref}</Link>,
    isRowHeader: true,
  },
  { id: 'passenger', header: t`Passenger`, cell: (b) => b.Name, truncate: true },
  { id: 'when', header: t`Pickup`, cell: (b) => pickupText(b) },
  { id: 'route', header: t`Journey`, cell: (b) => t`${b.PickUp} to ${b.PickDown}`, truncate: true },
  { id: 'status', header: t`Status`, cell: (b) => b.Status },
  {
    id: 'price',
    header: t`Price`,
    cell: (b) => formatCurrency(b.TotalFare, b.CurrencyCode),
    align: 'end',
    pin: 'end',
  },
];

/**
 * A booker's latest bookings (the dashboard's "Recent bookings"), newest first, with each passenger; each row's
 * menu views the booking or books it again (`onRepeat`: a new booking of the same journey).
 */
export function RecentBookingsTable({
  bookings,
  onRepeat,
}: {
  bookings: readonly BookingView[];
  onRepeat: (booking: BookingView) => void;
}) {
  useLanguage();
  return (
    <DataTable
      caption={t`Your latest bookings, newest first`}
      columns={recentColumns()}
      rows={bookings}
      rowKey={(b) => b.JobId}
      words={tableWords()}
      rowActions={(b) => (
        <ActionMenu
          label={t`Actions for booking ${b.Bref}`}
          items={[
            { id: 'view', label: t`View booking`, href: bookingPaths.detail(b.JobId) },
            { id: 'repeat', label: t`Repeat booking`, onAction: () => onRepeat(b) },
          ]}
        />
      )}
    />
  );
}
