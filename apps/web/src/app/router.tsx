import type { PageName } from '@cabkit/contract';
import { lazy, type ReactNode } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { sessionState } from '../state/session';
import { PageRoute } from './page-route';
import { routeEntries, unknownPathTarget } from './paths';

const BookingPage = lazy(() => import('../pages/booking-page'));
const ConfirmedPage = lazy(() => import('../pages/confirmed-page'));
const ContentPage = lazy(() => import('../pages/content-page'));
const QuickBookingInvalidPage = lazy(() => import('../pages/quick-booking-invalid-page'));
const TrackingPage = lazy(() => import('../pages/tracking-page'));
const BookingHistoryPage = lazy(() => import('../pages/booking-history-page'));
const BookingDetailPage = lazy(() => import('../pages/booking-detail-page'));
const BookingInfoPage = lazy(() => import('../pages/booking-info-page'));
const DashboardPage = lazy(() => import('../pages/dashboard-page'));

/** A page only a signed-in account sees; a signed-out visitor is sent home (SPEC 2). */
function SignedInOnly({ children }: { children: ReactNode }) {
  const { profile } = useSnapshot(sessionState);
  return profile ? children : <Navigate to="/home.html" replace />;
}

/** Pages that need a signed-in account: a signed-out visitor is sent home (SPEC 2). */
const accountPages: readonly PageName[] = [
  'invoice',
  'dashboard',
  'profile',
  'commission',
  'bookingdetail',
  'addressbook',
  'bookinghistory',
  'changepassword',
  'resetpassword',
  'confirmpassword',
];

function elementFor(page: PageName): ReactNode {
  switch (page) {
    case 'booking':
      return <BookingPage mode="full" />;
    case 'litebooking':
      return <BookingPage mode="lite" />;
    case 'quickbooking':
      return <BookingPage mode="quick" />;
    case 'quickbookinginvalid':
      return <QuickBookingInvalidPage />;
    case 'confirmed':
    case 'ticket':
      return <ConfirmedPage />;
    case 'tracking':
      return <TrackingPage />;
    case 'bookinginfo':
      return <BookingInfoPage />;
    case 'payment':
      return <BookingInfoPage heading="Pay for your booking" />;
    case 'bookinghistory':
      return (
        <SignedInOnly>
          <BookingHistoryPage />
        </SignedInOnly>
      );
    case 'bookingdetail':
      return (
        <SignedInOnly>
          <BookingDetailPage />
        </SignedInOnly>
      );
    case 'dashboard':
      return (
        <SignedInOnly>
          <DashboardPage />
        </SignedInOnly>
      );
    default:
      if (accountPages.includes(page)) return <Navigate to="/home.html" replace />;
      return <ContentPage page={page} />;
  }
}

/** The router's route objects, one per path of the shared route table (plus `.html`), unknown -> booking.html. */
export function appRoutes(): RouteObject[] {
  const routes: RouteObject[] = routeEntries().map(({ page, path }) => ({
    path,
    element: <PageRoute page={page}>{elementFor(page)}</PageRoute>,
  }));
  routes.push({ path: '*', element: <Navigate to={unknownPathTarget} replace /> });
  return routes;
}

const routes = appRoutes();

/**
 * The app's routes, rendered inside a `BrowserRouter` (declarative mode): the app has no loaders or actions,
 * and the data router's code would cost the first load about 8 KB gzip.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
