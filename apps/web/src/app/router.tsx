import type { PageName } from '@cabkit/contract';
import { lazy, type ReactNode } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import { PageRoute } from './page-route';
import { routeEntries, unknownPathTarget } from './paths';

const BookingPage = lazy(() => import('../pages/booking-page'));
const ConfirmedPage = lazy(() => import('../pages/confirmed-page'));
const ContentPage = lazy(() => import('../pages/content-page'));
const QuickBookingInvalidPage = lazy(() => import('../pages/quick-booking-invalid-page'));

/** Pages that need a signed-in account: a signed-out visitor is sent home (docs/behaviour/journey.md#account-pages). */
const accountPages: readonly PageName[] = [
  'invoice',
  'tracking',
  'dashboard',
  'profile',
  'commission',
  'bookingdetail',
  'addressbook',
  'bookinghistory',
  'changepassword',
  'bookinginfo',
  'payment',
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
