import { useSnapshot } from 'valtio';
import { WeeklyChart } from '../features/booker';
import { Dashboard } from '../features/bookings';
import { sessionState } from '../state/session';

/** Dashboard (`/dashboard`): the next trip, current bookings and quick actions; a booker also sees this week's chart. */
export default function DashboardPage() {
  const { profile } = useSnapshot(sessionState);
  const bookerId = profile?.BookerId ?? 0;
  return <Dashboard bookerArea={bookerId > 0 ? <WeeklyChart bookerId={bookerId} headingLevel={3} /> : undefined} />;
}
