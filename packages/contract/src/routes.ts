/**
 * The web app's page routes (SPEC.md section 2), shared so the server's SPA fallback and the web app's
 * router agree. Each also answers with a `.html` suffix; any other path redirects to `booking.html`.
 */
export const pageRoutes = {
  home: ['', 'home', 'index'],
  booking: ['booking', 'book', 'bookings'],
  litebooking: ['litebooking'],
  quickbooking: ['quickbooking'],
  quickbookinginvalid: ['quickbookinginvalid'],
  payment: ['payment'],
  ticket: ['ticket', 'ticket/:id'],
  confirmed: ['confirmed', 'confirmed/:id'],
  invoice: ['invoice'],
  tracking: ['tracking', 'tracking/:id', 'tracking/share/:id'],
  dashboard: ['dashboard'],
  bookinginfo: ['bookinginfo'],
  profile: ['profile'],
  commission: ['commission'],
  resetpassword: ['resetpassword', 'resetpassword/:id/:code'],
  bookingdetail: ['bookingdetail', 'bookingdetail/:id'],
  addressbook: ['addressbook'],
  bookinghistory: ['bookinghistory'],
  changepassword: ['changepassword'],
  confirmpassword: ['confirmpassword'],
  about: ['about'],
  services: ['services'],
  fleet: ['fleet'],
  contact: ['contact'],
  policy: ['policy'],
  cookie: ['cookie'],
} as const;

/** A page's key in the route table. */
export type PageName = keyof typeof pageRoutes;

/** True when a URL path (without query) is one of the web app's pages, with or without `.html` or a trailing slash. */
export function isPagePath(path: string): boolean {
  const clean = path.replace(/^\/+|\/+$/g, '').replace(/\.html$/, '');
  const parts = clean === '' ? [] : clean.split('/');
  return Object.values(pageRoutes).some((patterns) =>
    patterns.some((pattern) => {
      const want = pattern === '' ? [] : pattern.split('/');
      return want.length === parts.length && want.every((seg, i) => seg.startsWith(':') || seg === parts[i]);
    }),
  );
}
