import { DataTable, type DataTableColumn } from '@cabkit/ui/DataTable';
import { formatCurrency } from '@cabkit/domain/money';
import { Link } from 'react-router-dom';
import type { BookingView } from '../api/get-booking-info';
import { bookingPaths } from './booking-actions';
import { pickupText } from './booking-facts';

/** The columns of a booker's recent bookings: whom each is for comes right after the reference. */
const recentColumns: DataTableColumn<BookingView>[] = [
  {
    id: 'ref',
    header: 'Reference',
    cell: (b) => <Link to={bookingPaths.detail(b.JobId)}>{b.Bref}</Link>,
    isRowHeader: true,
  },
  { id: 'passenger', header: 'Passenger', cell: (b) => b.Name },
  { id: 'when', header: 'Pickup', cell: (b) => pickupText(b) },
  { id: 'route', header: 'Journey', cell: (b) => `${b.PickUp} to ${b.PickDown}` },
  { id: 'status', header: 'Status', cell: (b) => b.Status },
  { id: 'price', header: 'Price', cell: (b) => formatCurrency(b.TotalFare, b.CurrencyCode), align: 'end' },
];

/** A booker's latest bookings (the dashboard's "Recent bookings"), newest first, with each passenger. */
export function RecentBookingsTable({ bookings }: { bookings: readonly BookingView[] }) {
  return (
    <DataTable
      caption="Your latest bookings, newest first"
      columns={recentColumns}
      rows={bookings}
      rowKey={(b) => b.JobId}
    />
  );
}
