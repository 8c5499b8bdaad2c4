import type { PageName } from '@cabkit/contract';
import { createContext, type ReactNode, Suspense, useContext, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { configState } from '../state/config';
import { finishHydration } from '../state/hydration';
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

/** Ends the take-over of the server's first view once the page's content (this boundary) has hydrated. */
function HydrationDone() {
  useEffect(finishHydration, []);
  return null;
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
