import { Dashboard } from '../features/bookings';

/** Dashboard (`/dashboard`): the next trip, current bookings and quick actions. */
export default function DashboardPage() {
  return <Dashboard />;
}
