import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useLayoutEffect } from 'react';
import {
  type LoaderFunction,
  matchRoutes,
  Navigate,
  Outlet,
  type RouteObject,
  redirect,
  useLocation,
  useMatches,
  useNavigation,
} from 'react-router-dom';
import type { ContentPageName } from '@cabkit/themes';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { visuallyHidden } from '@cabkit/ui/theme';
import { useSnapshot } from 'valtio';
import { i18n, loadPageMessages, useLanguage } from '../i18n/language';
import { configState } from '../state/config';
import { finishHydration, hydrationState } from '../state/hydration';
import { sessionState } from '../state/session';
import { type Chrome, Layout } from './layout';
import { paths, unknownPathTarget } from './paths';
import type { ReturnToState } from './return-to';

/** Who may see a page: anyone, a signed-in customer, or a corporate booker (docs/behaviour/journey.md#account-pages). */
export type Access = 'guest' | 'customer' | 'booker';

/** What a page's route module gives: the page, and the loader of its data when it has data of its own. */
export interface PageModule {
  default: ComponentType;
  loader?: LoaderFunction;
}

/** One page of the app: everything the app and the server know of it. */
interface PageEntry {
  /** Its paths (no leading slash; `''` is the site's root); each also answers with `.html`. */
  paths: readonly string[];
  /** Its name in the document title, after the product title (docs/behaviour/journey.md#page-titles). */
  title: MessageDescriptor;
  access: Access;
  /** Its heading while it loads, when not its title. */
  heading?: MessageDescriptor;
  /** Frame parts it hides (docs/behaviour/journey.md#menu). */
  chrome?: Chrome;
  /**
   * Its data changes by the minute and the address holds the key to it (a tracking code): drawn with its data for
   * every request, signed in or not, and never kept.
   */
  live?: boolean;
  /**
   * The file under src/pages its module is: the page's messages are listed under that name (beside the shell's, the
   * only ones its first view carries; docs/decisions/0031-messages-per-page.md).
   */
  messages: string;
  /** Its route module (loaded with the page: React Router's `lazy`), with the loader of its data. */
  module: () => Promise<PageModule>;
}

/** A content page of the tenant: the same module, told which page it is. */
function contentPage(page: ContentPageName): () => Promise<PageModule> {
  return () =>
    import('../pages/content-page').then(({ default: Content }) => ({ default: () => <Content page={page} /> }));
}

/** A booking page in one of its modes. */
function bookingPage(mode: 'full' | 'lite' | 'quick'): () => Promise<PageModule> {
  return () =>
    import('../pages/booking-page').then(({ default: Booking }) => ({ default: () => <Booking mode={mode} /> }));
}

const noChrome: Chrome = { header: false, menu: false, footer: false };

/**
 * The route table (docs/behaviour/journey.md#routes): the one place a page is declared. Links, titles, the sign-in
 * guard, the router in the browser and the server's render all read it.
 */
export const pageTable = {
  booking: {
    paths: ['', 'booking', 'book', 'bookings'],
    title: msg`Booking`,
    access: 'guest',
    messages: 'booking-page',
    module: bookingPage('full'),
  },
  home: {
    paths: ['home', 'index'],
    title: msg`Home`,
    access: 'guest',
    messages: 'content-page',
    module: contentPage('home'),
  },
  litebooking: {
    paths: ['litebooking'],
    title: msg`Booking`,
    access: 'guest',
    chrome: noChrome,
    messages: 'booking-page',
    module: bookingPage('lite'),
  },
  quickbooking: {
    paths: ['quickbooking'],
    title: msg`Quick Booking`,
    access: 'guest',
    chrome: noChrome,
    messages: 'booking-page',
    module: bookingPage('quick'),
  },
  quickbookinginvalid: {
    paths: ['quickbookinginvalid'],
    title: msg`Quick Booking`,
    access: 'guest',
    messages: 'quick-booking-invalid-page',
    module: () => import('../pages/quick-booking-invalid-page'),
  },
  payment: {
    paths: ['payment'],
    title: msg`Payment`,
    access: 'guest',
    chrome: { footer: false },
    messages: 'payment-page',
    module: () => import('../pages/payment-page'),
  },
  ticket: {
    paths: ['ticket', 'ticket/:id'],
    title: msg`Confirmed`,
    access: 'guest',
    messages: 'confirmed-page',
    module: () => import('../pages/confirmed-page'),
  },
  confirmed: {
    paths: ['confirmed', 'confirmed/:id'],
    title: msg`Confirmed`,
    access: 'guest',
    messages: 'confirmed-page',
    module: () => import('../pages/confirmed-page'),
  },
  invoice: {
    paths: ['invoice'],
    title: msg`Invoice`,
    access: 'customer',
    messages: 'invoice-page',
    module: () => import('../pages/invoice-page'),
  },
  tracking: {
    paths: ['tracking', 'tracking/:id', 'tracking/share/:id'],
    title: msg`Tracking`,
    access: 'guest',
    live: true,
    messages: 'tracking-page',
    module: () => import('../pages/tracking-page'),
  },
  dashboard: {
    paths: ['dashboard'],
    title: msg`Dashboard`,
    access: 'customer',
    messages: 'dashboard-page',
    module: () => import('../pages/dashboard-page'),
  },
  bookinginfo: {
    paths: ['bookinginfo'],
    title: msg`Booking Info`,
    access: 'guest',
    messages: 'booking-info-page',
    module: () => import('../pages/booking-info-page'),
  },
  profile: {
    paths: ['profile'],
    title: msg`My account`,
    access: 'customer',
    messages: 'profile-page',
    module: () => import('../pages/profile-page'),
  },
  commission: {
    paths: ['commission'],
    title: msg`Commission`,
    access: 'booker',
    messages: 'commission-page',
    module: () => import('../pages/commission-page'),
  },
  resetpassword: {
    paths: ['resetpassword', 'resetpassword/:id/:code'],
    title: msg`Reset password`,
    access: 'guest',
    messages: 'reset-password-page',
    module: () => import('../pages/reset-password-page'),
  },
  bookingdetail: {
    paths: ['bookingdetail', 'bookingdetail/:id'],
    title: msg`Booking Detail`,
    heading: msg`Booking`,
    access: 'customer',
    messages: 'booking-detail-page',
    module: () => import('../pages/booking-detail-page'),
  },
  addressbook: {
    paths: ['addressbook'],
    title: msg`My places`,
    access: 'customer',
    messages: 'address-book-page',
    module: () => import('../pages/address-book-page'),
  },
  bookinghistory: {
    paths: ['bookinghistory'],
    title: msg`My bookings`,
    access: 'customer',
    messages: 'booking-history-page',
    module: () => import('../pages/booking-history-page'),
  },
  changepassword: {
    paths: ['changepassword'],
    title: msg`Change password`,
    access: 'customer',
    messages: 'change-password-page',
    module: () => import('../pages/change-password-page'),
  },
  confirmpassword: {
    paths: ['confirmpassword'],
    title: msg`Confirm password`,
    access: 'guest',
    messages: 'confirm-password-page',
    module: () => import('../pages/confirm-password-page'),
  },
  about: {
    paths: ['about'],
    title: msg`About`,
    access: 'guest',
    messages: 'content-page',
    module: contentPage('about'),
  },
  services: {
    paths: ['services', 'services/:id'],
    title: msg`Services`,
    access: 'guest',
    messages: 'content-page',
    module: contentPage('services'),
  },
  fleet: {
    paths: ['fleet'],
    title: msg`Fleet`,
    access: 'guest',
    messages: 'content-page',
    module: contentPage('fleet'),
  },
  contact: {
    paths: ['contact'],
    title: msg`Contact`,
    access: 'guest',
    messages: 'content-page',
    module: contentPage('contact'),
  },
  policy: {
    paths: ['policy'],
    title: msg`Privacy Policy`,
    access: 'guest',
    messages: 'content-page',
    module: contentPage('policy'),
  },
  terms: {
    paths: ['terms'],
    title: msg`Terms and Conditions`,
    access: 'guest',
    messages: 'content-page',
    module: contentPage('terms'),
  },
  cookie: {
    paths: ['cookie'],
    title: msg`Cookie Policy`,
    access: 'guest',
    messages: 'content-page',
    module: contentPage('cookie'),
  },
  menu: { paths: ['menu'], title: msg`Menu`, access: 'guest', messages: 'content-page', module: contentPage('menu') },
} as const satisfies Record<string, PageEntry>;

/** A page's key in the route table. */
export type PageName = keyof typeof pageTable;

/** Every page of the route table, by key. */
export const pageNames = Object.keys(pageTable) as PageName[];

/** The document title of a page: "{product title} - {page}", in the page's language. */
export function pageTitle(page: PageName, productTitle: string): string {
  const suffix = i18n._(pageTable[page].title);
  return productTitle ? `${productTitle} - ${suffix}` : suffix;
}

/** What each page route carries for the frame (its `handle`). */
interface PageHandle {
  page: PageName;
}

/** The page being shown (the deepest route with a page), or undefined on no page. */
function usePage(): PageName | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as PageHandle | undefined;
    if (handle?.page) return handle.page;
  }
  return undefined;
}

/** The pages whose content is a list: their skeleton is table rows rather than cards. */
const listPages: ReadonlySet<PageName> = new Set(['bookinghistory', 'commission', 'invoice', 'addressbook']);

/** A page's name as its heading says it, in the page's language. */
function pageHeading(page: PageName): string {
  const entry: PageEntry = pageTable[page];
  return i18n._(entry.heading ?? entry.title);
}

/** A page's skeleton on the first view: its heading and a loading line (an account page before its visitor is known). */
function PageSkeleton({ page }: { page: PageName | undefined }) {
  useLanguage();
  const loadingText = t`Loading…`;
  return (
    <div aria-busy="true">
      <h1>{page ? pageHeading(page) : loadingText}</h1>
      <p role="status">{loadingText}</p>
    </div>
  );
}

// The skeleton's shapes load with the first move between pages, not with every first view.
const MoveSkeleton = lazy(() => import('./move-skeleton'));

/** The page a move is going to, drawn as its heading and the shapes of its content while its code and data load. */
function TargetSkeleton({ page }: { page: PageName }) {
  useLanguage();
  return (
    <div aria-busy="true">
      <h1>{pageHeading(page)}</h1>
      <Suspense fallback={null}>
        <MoveSkeleton list={listPages.has(page)} />
      </Suspense>
    </div>
  );
}

/** The routes matched against a move's target to learn its page (the same table as the router's). */
let targetRoutes: RouteObject[] | undefined;

/** The page a move is going to, while its route's code and loader run; undefined when no move to another path. */
function useMoveTarget(): PageName | undefined {
  const navigation = useNavigation();
  const location = useLocation();
  const to = navigation.location;
  // A move within the page (its search: a filter, a page of a list) keeps the page and its state on screen.
  if (navigation.state !== 'loading' || !to || to.pathname === location.pathname) return undefined;
  targetRoutes ??= appRoutes();
  return pageOfPath(targetRoutes, to.pathname)?.page;
}

/**
 * Ends the take-over of the server's first view once the page has hydrated. A layout effect: the remembered
 * account and booking are back before any of the page's own effects run (the wizard's start-up reads them), and
 * before the browser paints.
 */
function HydrationDone() {
  useLayoutEffect(finishHydration, []);
  return null;
}

/**
 * The sign-in guard, from the page's `access`: signed out, the visitor is sent home with the page kept in the
 * router state, so signing in from there comes back to it; a customer who is no booker is sent home from a
 * booker's page (the server refuses the calls anyway).
 */
function Guard({ page, children }: { page: PageName; children: ReactNode }) {
  const access: Access = pageTable[page].access;
  const { profile } = useSnapshot(sessionState);
  const { pending } = useSnapshot(hydrationState);
  const location = useLocation();
  if (access === 'guest') return children;
  if (!profile) {
    // The server drew the skeleton (no session with the request): it stays until the page is the app's.
    if (pending) return <PageSkeleton page={page} />;
    const state: ReturnToState = { returnTo: `${location.pathname}${location.search}` };
    return <Navigate to={paths.home()} replace state={state} />;
  }
  if (access === 'booker' && profile.BookerId <= 0) return <Navigate to={paths.home()} replace />;
  return children;
}

/**
 * The frame of every page: the title, header, menu and footer, and the page (its skeleton while its code loads).
 * On a move to another page the target's skeleton stands in for the old page while the target's code and data
 * load, and one polite status names the page being loaded.
 */
function Root() {
  const page = usePage();
  const target = useMoveTarget();
  const { title } = useSnapshot(configState);
  const language = useLanguage();
  // biome-ignore lint/correctness/useExhaustiveDependencies: pageTitle words the title in `language` (Lingui's i18n).
  useEffect(() => {
    if (page) document.title = pageTitle(page, title);
  }, [page, title, language]);
  const chrome: Chrome | undefined = page ? (pageTable[page] as PageEntry).chrome : undefined;
  return (
    <>
      {/* Outside the main landmark: the page's own statuses stay the only ones in it. */}
      <p role="status" className={visuallyHidden}>
        {target ? t`Loading ${pageHeading(target)}` : ''}
      </p>
      <Layout chrome={chrome}>
        <Suspense fallback={<PageSkeleton page={page} />}>
          {target ? <TargetSkeleton page={target} /> : <Outlet />}
          <HydrationDone />
        </Suspense>
      </Layout>
    </>
  );
}

/**
 * A page's loader, guarded by its access: with nobody signed in an account page reads nothing (its skeleton is
 * drawn, and the guard sends the visitor home).
 */
function guardedLoader(page: PageName, loader: LoaderFunction): LoaderFunction {
  const access: Access = pageTable[page].access;
  return (args) => {
    const profile = sessionState.profile;
    if (access !== 'guest' && !profile) return null;
    if (access === 'booker' && (profile?.BookerId ?? 0) <= 0) return null;
    return loader(args);
  };
}

/** The route of one path of a page. */
function pageRoute(page: PageName, path: string): RouteObject {
  const entry: PageEntry = pageTable[page];
  const handle: PageHandle = { page };
  return {
    path,
    handle,
    lazy: async () => {
      // A move from another page brings this page's messages with its code (its first view has them already).
      const [module] = await Promise.all([entry.module(), loadPageMessages(entry.messages)]);
      const Page = module.default;
      return {
        element: (
          <Guard page={page}>
            <Page />
          </Guard>
        ),
        ...(module.loader ? { loader: guardedLoader(page, module.loader) } : {}),
      };
    },
  };
}

/**
 * The app's routes from the route table: each page's paths, each also with `.html` (the last segment gets the
 * suffix; a parameter takes it in, and pages read it with `cleanParam`); any other path redirects to booking.html
 * (docs/behaviour/journey.md#unknown-paths).
 */
export function appRoutes(): RouteObject[] {
  const children: RouteObject[] = [];
  for (const page of pageNames) {
    for (const pattern of pageTable[page].paths) {
      if (pattern === '') {
        children.push(pageRoute(page, '/'));
        continue;
      }
      children.push(pageRoute(page, `/${pattern}`));
      if (!/(^|\/):\w+$/.test(pattern)) children.push(pageRoute(page, `/${pattern}.html`));
    }
  }
  children.push({ path: '*', loader: () => redirect(unknownPathTarget) });
  return [{ id: 'root', element: <Root />, children }];
}

/**
 * The page a URL path shows, with its route parameters and what the server needs of it (`messages`: the name its
 * messages are listed under); undefined for a path that is no page (it redirects).
 */
export function pageOfPath(
  routes: RouteObject[],
  path: string,
):
  | { page: PageName; params: Record<string, string | undefined>; access: Access; live: boolean; messages: string }
  | undefined {
  const matches = matchRoutes(routes, path);
  const handle = matches?.[matches.length - 1]?.route.handle as PageHandle | undefined;
  if (!matches || !handle) return undefined;
  const entry: PageEntry = pageTable[handle.page];
  return {
    page: handle.page,
    params: matches[matches.length - 1]?.params ?? {},
    access: entry.access,
    live: entry.live ?? false,
    messages: entry.messages,
  };
}

/**
 * Loads the code of the routes `path` matches before the first render, so the browser's first render draws what the
 * server drew (React Router's `lazy` would otherwise draw the fallback and miss the server's HTML).
 */
export async function loadRoutesOf(routes: RouteObject[], path: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, path) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
}
