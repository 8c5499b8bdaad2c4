import { type PageName, signedInPages } from '@cabkit/contract';
import type { ReactNode } from 'react';
import { firstViewLazy, useFirstViewModuleOf } from '../lib/first-view-lazy';
import { Navigate, type Route, Routes, useLocation } from '../lib/router';
import { useSnapshot } from 'valtio';
import { hydrationState } from '../state/hydration';
import { sessionState } from '../state/session';
import { AccountPageSkeleton, PageRoute } from './page-route';
import { paths, routeEntries, unknownPathTarget } from './paths';
import type { ReturnToState } from './return-to';

const BookingPage = firstViewLazy(
  import.meta.glob<typeof import('../pages/booking-page')>('/src/pages/booking-page.tsx'),
  (m) => m.default,
);
const ConfirmedPage = firstViewLazy(
  import.meta.glob<typeof import('../pages/confirmed-page')>('/src/pages/confirmed-page.tsx'),
  (m) => m.default,
);
const ContentPage = firstViewLazy(
  import.meta.glob<typeof import('../pages/content-page')>('/src/pages/content-page.tsx'),
  (m) => m.default,
);
const QuickBookingInvalidPage = firstViewLazy(
  import.meta.glob<typeof import('../pages/quick-booking-invalid-page')>('/src/pages/quick-booking-invalid-page.tsx'),
  (m) => m.default,
);
const ProfilePage = firstViewLazy(
  import.meta.glob<typeof import('../pages/profile-page')>('/src/pages/profile-page.tsx'),
  (m) => m.default,
);
const ChangePasswordPage = firstViewLazy(
  import.meta.glob<typeof import('../pages/change-password-page')>('/src/pages/change-password-page.tsx'),
  (m) => m.default,
);
const ResetPasswordPage = firstViewLazy(
  import.meta.glob<typeof import('../pages/reset-password-page')>('/src/pages/reset-password-page.tsx'),
  (m) => m.default,
);
const ConfirmPasswordPage = firstViewLazy(
  import.meta.glob<typeof import('../pages/confirm-password-page')>('/src/pages/confirm-password-page.tsx'),
  (m) => m.default,
);
const InvoicePage = firstViewLazy(
  import.meta.glob<typeof import('../pages/invoice-page')>('/src/pages/invoice-page.tsx'),
  (m) => m.default,
);
const AddressBookPage = firstViewLazy(
  import.meta.glob<typeof import('../pages/address-book-page')>('/src/pages/address-book-page.tsx'),
  (m) => m.default,
);
const CommissionPage = firstViewLazy(
  import.meta.glob<typeof import('../pages/commission-page')>('/src/pages/commission-page.tsx'),
  (m) => m.default,
);
const TrackingPage = firstViewLazy(
  import.meta.glob<typeof import('../pages/tracking-page')>('/src/pages/tracking-page.tsx'),
  (m) => m.default,
);
const BookingHistoryPage = firstViewLazy(
  import.meta.glob<typeof import('../pages/booking-history-page')>('/src/pages/booking-history-page.tsx'),
  (m) => m.default,
);
const BookingDetailPage = firstViewLazy(
  import.meta.glob<typeof import('../pages/booking-detail-page')>('/src/pages/booking-detail-page.tsx'),
  (m) => m.default,
);
const BookingInfoPage = firstViewLazy(
  import.meta.glob<typeof import('../pages/booking-info-page')>('/src/pages/booking-info-page.tsx'),
  (m) => m.default,
);
const DashboardPage = firstViewLazy(
  import.meta.glob<typeof import('../pages/dashboard-page')>('/src/pages/dashboard-page.tsx'),
  (m) => m.default,
);

/**
 * An account page: signed out, the visitor is sent home (docs/behaviour/journey.md#account-pages) with the page kept in the router state, so
 * signing in from there comes back to it.
 */
function SignedInOnly({ children }: { children: ReactNode }) {
  const { profile } = useSnapshot(sessionState);
  const { pending } = useSnapshot(hydrationState);
  const location = useLocation();
  // The server draws an account page with the visitor's data when the request carries their session (the profile
  // comes with the page: state/session.ts); otherwise its first view is the frame and a skeleton, and the page's
  // code is asked for with the app's entry all the same.
  useFirstViewModuleOf(children);
  if (pending && !profile) return <AccountPageSkeleton />;
  if (!profile) {
    const state: ReturnToState = { returnTo: `${location.pathname}${location.search}` };
    return <Navigate to={paths.home()} replace state={state} />;
  }
  return children;
}

/**
 * A corporate booker's page (docs/behaviour/booker.md#booker-pages): signed out, the visitor is sent home as from any account page; a
 * signed-in customer who is no booker is sent home too (the server refuses the calls anyway).
 */
function BookerOnly({ children }: { children: ReactNode }) {
  const { profile } = useSnapshot(sessionState);
  // While the app takes a page over, a profile is there only when the server drew the page for that account.
  if (profile && profile.BookerId <= 0) return <Navigate to={paths.home()} replace />;
  return <SignedInOnly>{children}</SignedInOnly>;
}

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
    // Reachable signed out: the e-mailed reset link and where it lands.
    case 'resetpassword':
      return <ResetPasswordPage />;
    case 'confirmpassword':
      return <ConfirmPasswordPage />;
    case 'profile':
      return (
        <SignedInOnly>
          <ProfilePage />
        </SignedInOnly>
      );
    case 'changepassword':
      return (
        <SignedInOnly>
          <ChangePasswordPage />
        </SignedInOnly>
      );
    case 'invoice':
      return (
        <SignedInOnly>
          <InvoicePage />
        </SignedInOnly>
      );
    case 'commission':
      return (
        <BookerOnly>
          <CommissionPage />
        </BookerOnly>
      );
    case 'addressbook':
      return (
        <SignedInOnly>
          <AddressBookPage />
        </SignedInOnly>
      );
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
      if (signedInPages.includes(page)) return <Navigate to={paths.home()} replace />;
      return <ContentPage page={page} />;
  }
}

/** The app's routes, one per path of the shared route table (plus `.html`), unknown -> booking.html. */
export function appRoutes(): Route[] {
  const routes: Route[] = routeEntries().map(({ page, path }) => ({
    path,
    element: <PageRoute page={page}>{elementFor(page)}</PageRoute>,
  }));
  routes.push({ path: '*', element: <Navigate to={unknownPathTarget} replace /> });
  return routes;
}

const routes = appRoutes();

/** The page of the current path, rendered inside a `Router` (lib/router.tsx). */
export function AppRoutes() {
  return <Routes routes={routes} />;
}
