import { t } from '@lingui/core/macro';
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { Dashboard, dashboardAnswers } from '../features/bookings';
import { useLanguage } from '../i18n/language';
import { sessionState } from '../state/session';

// Only a corporate booker sees the weekly chart: a customer's dashboard does not fetch its code.
const WeeklyChart = lazy(() => import('../features/booker').then((m) => ({ default: m.WeeklyChart })));

/** The dashboard's data: the signed-in visitor's current bookings, saved places and a booker's latest. */
export function loader() {
  const profile = sessionState.profile;
  return dashboardAnswers({ custid: profile?.Id ?? 0, bookerid: profile?.BookerId ?? 0 });
}

/** Dashboard (`/dashboard`): the next trip, current bookings and quick actions; a booker also sees this week's chart. */
export default function DashboardPage() {
  useLanguage();
  const { profile } = useSnapshot(sessionState);
  const bookerId = profile?.BookerId ?? 0;
  return (
    <Dashboard
      bookerArea={
        bookerId > 0 ? (
          <Suspense fallback={<p role="status">{t`Loading the week…`}</p>}>
            <WeeklyChart bookerId={bookerId} headingLevel={3} />
          </Suspense>
        ) : undefined
      }
    />
  );
}
