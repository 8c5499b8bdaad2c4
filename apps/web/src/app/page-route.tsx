import type { PageName } from '@cabkit/contract';
import { createContext, type ReactNode, Suspense, useContext, useEffect, useLayoutEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { configState } from '../state/config';
import { finishHydration, hydrationState } from '../state/hydration';
import { type Chrome, Layout } from './layout';
import { pageTitle, pageTitles } from './paths';

/** The page being shown, for its skeleton. */
const PageContext = createContext<PageName | undefined>(undefined);

/** Account pages whose heading is not their title (the rest use the title: docs/behaviour/journey.md#page-titles). */
const accountPageHeadings: Partial<Record<PageName, string>> = {
  profile: 'My account',
  addressbook: 'My Places',
  bookingdetail: 'Booking',
};

/** Frame parts each page hides (docs/behaviour/journey.md#menu). */
const chromeOf: Partial<Record<PageName, Chrome>> = {
  litebooking: { header: false, menu: false, footer: false },
  quickbooking: { header: false, menu: false, footer: false },
  payment: { footer: false },
};

/** What the page says while it loads (and the server's first view of an account page holds). */
const loadingText = 'Loading…';

/** The first view of an account page: its title as the heading and a loading line; the data comes after sign-in. */
export function AccountPageSkeleton() {
  const page = useContext(PageContext);
  return (
    <div aria-busy="true">
      <h1>{page ? (accountPageHeadings[page] ?? pageTitles[page]) : loadingText}</h1>
      <p role="status">{loadingText}</p>
    </div>
  );
}

/**
 * Ends the take-over of the server's first view once the page's content (this boundary) has hydrated. A layout
 * effect: the remembered account and booking are back before any of the page's own effects run (the wizard's
 * start-up reads them), and before the browser paints.
 */
function HydrationDone() {
  useLayoutEffect(finishHydration, []);
  return null;
}

/**
 * A lazy part of a page's first view. While the app takes over the server's HTML it is no boundary of its own: the
 * part's code holds up the page's boundary, so the page counts as taken over (and answers clicks) only once this
 * part has hydrated too; a nested boundary would stay server HTML, deaf to the first clicks, after the page said
 * it was the app's. Reached by a client-side move, it shows `fallback` while its code loads. Read once, not
 * subscribed: the tree keeps its shape when the take-over ends.
 */
export function FirstViewPart({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [ownBoundary] = useState(() => !hydrationState.pending);
  return ownBoundary ? <Suspense fallback={fallback}>{children}</Suspense> : children;
}

/** One routed page: sets the document title ("{product title} - {page}") and wraps the page in the frame. */
export function PageRoute({ page, children }: { page: PageName; children: ReactNode }) {
  const { title } = useSnapshot(configState);
  useEffect(() => {
    document.title = pageTitle(page, title);
  }, [page, title]);
  return (
    <Layout chrome={chromeOf[page]}>
      <PageContext.Provider value={page}>
        <Suspense fallback={<p role="status">{loadingText}</p>}>
          {children}
          <HydrationDone />
        </Suspense>
      </PageContext.Provider>
    </Layout>
  );
}
