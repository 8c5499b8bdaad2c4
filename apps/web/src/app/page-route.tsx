import type { PageName } from '@cabkit/contract';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { configState } from '../state/config';
import { type Chrome, Layout } from './layout';
import { pageTitle } from './paths';

/** Frame parts each page hides (docs/behaviour/journey.md#menu). */
const chromeOf: Partial<Record<PageName, Chrome>> = {
  litebooking: { header: false, menu: false, footer: false },
  quickbooking: { header: false, menu: false, footer: false },
  payment: { footer: false },
};

/** One routed page: sets the document title ("{product title} - {page}") and wraps the page in the frame. */
export function PageRoute({ page, children }: { page: PageName; children: ReactNode }) {
  const { title } = useSnapshot(configState);
  useEffect(() => {
    document.title = pageTitle(page, title);
  }, [page, title]);
  return (
    <Layout chrome={chromeOf[page]}>
      <Suspense fallback={<p role="status">Loading…</p>}>{children}</Suspense>
    </Layout>
  );
}
