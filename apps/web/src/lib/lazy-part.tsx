import { type ReactNode, Suspense, useState } from 'react';
import { hydrationState } from '../state/hydration';

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
