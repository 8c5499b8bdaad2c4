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
