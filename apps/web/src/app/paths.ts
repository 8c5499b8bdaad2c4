import { type PageName, pageRoutes } from '@cabkit/contract';

/** What each page is called in the document title, after the product title (docs/behaviour/journey.md#page-titles). */
export const pageTitles: Record<PageName, string> = {
  home: 'Home',
  booking: 'Booking',
  litebooking: 'Booking',
  quickbooking: 'Quick Booking',
  quickbookinginvalid: 'Quick Booking',
  payment: 'Payment',
  ticket: 'Confirmed',
  confirmed: 'Confirmed',
  invoice: 'Invoice',
  tracking: 'Tracking',
  dashboard: 'Dashboard',
  bookinginfo: 'Booking Info',
  profile: 'Profile',
  commission: 'Commission Statement',
  resetpassword: 'Reset Password',
  bookingdetail: 'Booking Detail',
  addressbook: 'Places',
  bookinghistory: 'My Booking',
  changepassword: 'Change Password',
  confirmpassword: 'Confirm Password',
  about: 'About',
  services: 'Services',
  fleet: 'Fleet',
  contact: 'Contact',
  policy: 'Privacy Policy',
  terms: 'Terms and Conditions',
  cookie: 'Cookie Policy',
  menu: 'Menu',
};

/** The document title of a page: "{product title} - {page}". */
export function pageTitle(page: PageName, productTitle: string): string {
  const suffix = pageTitles[page];
  return productTitle ? `${productTitle} - ${suffix}` : suffix;
}

/** One router entry: a page and a path pattern (without leading slash), `.html` variants included. */
export interface RouteEntry {
  page: PageName;
  path: string;
}

/**
 * Every path the router answers, built from the shared `pageRoutes` table: each pattern as is and with
 * `.html` (the last segment gets the suffix, so `confirmed/:id` also answers `confirmed/:id.html`).
 * The empty path shows the booking wizard, as the walking skeleton requires.
 */
export function routeEntries(): RouteEntry[] {
  const entries: RouteEntry[] = [];
  for (const [page, patterns] of Object.entries(pageRoutes) as [PageName, readonly string[]][]) {
    for (const pattern of patterns) {
      if (pattern === '') {
        entries.push({ page: 'booking', path: '/' });
        entries.push({ page, path: '/index.html' });
        continue;
      }
      entries.push({ page, path: `/${pattern}` });
      if (!pattern.endsWith('/:id') && !pattern.endsWith('/:code')) entries.push({ page, path: `/${pattern}.html` });
    }
  }
  return entries;
}

/** Strips a `.html` suffix from a route parameter (`/confirmed/AB12.html` -> `AB12`). */
export function cleanParam(value: string | undefined): string {
  return (value ?? '').replace(/\.html$/, '');
}

/** Typed links to the pages the app navigates to, each with the spec's `.html` suffix. */
export const paths = {
  home: () => '/home.html',
  booking: () => '/booking.html',
  litebooking: () => '/litebooking.html',
  quickbooking: () => '/quickbooking.html',
  quickbookinginvalid: () => '/quickbookinginvalid.html',
  confirmed: (trackingCode: string) => `/confirmed/${encodeURIComponent(trackingCode)}.html`,
  ticket: (trackingCode: string) => `/ticket/${encodeURIComponent(trackingCode)}.html`,
  bookingdetail: (jobId: number) => `/bookingdetail/${jobId}.html`,
  tracking: (trackingCode: string) => `/tracking/${encodeURIComponent(trackingCode)}.html`,
  bookinginfo: () => '/bookinginfo.html',
  about: () => '/about.html',
  services: () => '/services.html',
  fleet: () => '/fleet.html',
  contact: () => '/contact.html',
  service: (slug: string) => `/services/${encodeURIComponent(slug)}.html`,
  policy: () => '/policy.html',
  terms: () => '/terms.html',
  cookie: () => '/cookie.html',
  menu: () => '/menu.html',
  dashboard: () => '/dashboard.html',
  bookinghistory: () => '/bookinghistory.html',
  addressbook: () => '/addressbook.html',
  profile: () => '/profile.html',
  invoice: () => '/invoice.html',
  commission: () => '/commission.html',
  changepassword: () => '/changepassword.html',
  confirmpassword: () => '/confirmpassword.html',
  resetpassword: (id: number | string, code: string) =>
    `/resetpassword/${encodeURIComponent(String(id))}/${encodeURIComponent(code)}`,
} as const;

/** The fallback for unknown paths (docs/behaviour/journey.md#unknown-paths). */
export const unknownPathTarget = '/booking.html';
