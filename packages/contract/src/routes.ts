/**
 * The web app's page routes (docs/behaviour/journey.md#routes), shared so the server's SPA fallback and the web app's
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
  services: ['services', 'services/:id'],
  fleet: ['fleet'],
  contact: ['contact'],
  policy: ['policy'],
  terms: ['terms'],
  cookie: ['cookie'],
  menu: ['menu'],
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

/** The page a URL path (without query) shows, with its route parameters; undefined for any other path. */
export function pageOfPath(path: string): { page: PageName; params: Record<string, string> } | undefined {
  const clean = path.replace(/^\/+|\/+$/g, '').replace(/\.html$/, '');
  const parts = clean === '' ? [] : clean.split('/');
  for (const [page, patterns] of Object.entries(pageRoutes) as [PageName, readonly string[]][]) {
    for (const pattern of patterns) {
      const want = pattern === '' ? [] : pattern.split('/');
      if (want.length !== parts.length || !want.every((seg, i) => seg.startsWith(':') || seg === parts[i])) continue;
      const params: Record<string, string> = {};
      want.forEach((seg, i) => {
        if (seg.startsWith(':')) params[seg.slice(1)] = parts[i] as string;
      });
      return { page, params };
    }
  }
  return undefined;
}

/**
 * Pages that need a signed-in account (docs/behaviour/journey.md#account-pages): a signed-out visitor is sent home.
 * The server draws them with the visitor's own data when the request carries their session.
 */
export const signedInPages: readonly PageName[] = [
  'invoice',
  'dashboard',
  'profile',
  'commission',
  'bookingdetail',
  'addressbook',
  'bookinghistory',
  'changepassword',
];

/**
 * Pages the server draws with their own data on every request, signed in or not: the address holds the key to the
 * data (a booking id, a tracking code, a shared link) and the data changes by the minute, so no render is kept.
 */
export const liveDataPages: readonly PageName[] = ['tracking'];
