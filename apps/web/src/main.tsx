import '@cabkit/ui/theme';
import { StrictMode, startTransition } from 'react';
import { browserHistory, Router } from './lib/router';
import { AppRoutes } from './app/router';
import { setFirstAnswers } from './api/client';
import { startSignedInAs } from './state/session';
import { applyServerData, readServerData } from './state/config';
import { loadDomRoot } from './lib/dom-root-loader';
import { nextTask } from './lib/next-task';

// The server sends each page's first view with the data it drew it from (docs/decisions/0012-first-view-in-html.md):
// the first render reads the same data, so React takes the HTML over (hydrates) instead of drawing it again.
// The server's data is the answer of the two configuration calls, so a server-rendered page makes neither.
const serverData = readServerData();
if (serverData) applyServerData(serverData);
// An account page the server drew for the visitor's session comes with that account and the answers it drew from.
if (serverData?.profile) {
  startSignedInAs(serverData.profile);
  setFirstAnswers(serverData.answers);
}
// Only a page the server did not draw asks for the configuration; its call's module (and the contract's core schemas
// it brings) is left out of the entry, which every page evaluates in one task before the take-over.
if (!serverData?.tenant || !serverData.configuration)
  void import('./state/load-config').then(({ loadConfig }) => loadConfig());

const container = document.getElementById('root');
const app = (
  <StrictMode>
    <Router history={browserHistory()}>
      <AppRoutes />
    </Router>
  </StrictMode>
);
// React DOM is evaluated in a task after this module's, and the take-over starts in a third (lib/dom-root-loader.ts).
// Hydrated as a transition, so React takes the page over in slices and yields to the browser between them: the page
// is already painted (the server's entry loader asks for this code after the first paint), and one long task here
// is what a visitor's first tap would wait behind (Lighthouse's Total Blocking Time: /booking 965 -> 673 ms,
// dashboard 377 -> 276 ms, median of 3 each, same run).
void loadDomRoot().then(async ({ createRoot, hydrateRoot }) => {
  if (!container) return;
  await nextTask();
  if (serverData && container.firstElementChild)
    startTransition(() => {
      hydrateRoot(container, app);
    });
  else createRoot(container).render(app);
});
