import '@cabkit/ui/theme';
import { StrictMode, startTransition } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { appRoutes, loadRoutesOf } from './app/routes';
import { startSignedInAs } from './state/session';
import { applyServerData, readServerData } from './state/config';
import { activateCatalogue, loadUiWords, markDocument } from './i18n/language';
import { UiWordsOfLanguage } from './i18n/ui-words-provider';
import { loadDomRoot } from './lib/dom-root-loader';
import { nextTask } from './lib/next-task';

// The server sends each page's first view with the data it drew it from (docs/decisions/0021-react-router.md): the
// tenant's configuration and the page's loader data. The first render reads the same data, so React takes the
// HTML over (hydrates) instead of drawing it again, and React Router runs no loader for it.
const serverData = readServerData();
if (serverData) applyServerData(serverData);
// An account page the server drew for the visitor's session comes with that account.
if (serverData?.profile) startSignedInAs(serverData.profile);
// Only a page the server did not draw asks for the configuration; its call's module (and the contract's core schemas
// it brings) is left out of the entry, which every page evaluates in one task before the take-over.
if (!serverData?.tenant || !serverData.configuration)
  void import('./state/load-config').then(({ loadConfig }) => loadConfig());

/**
 * The messages of the page's language: the ones the server drew the first view with, or (a page it did not draw)
 * the catalogue of the language on the page's root element.
 */
async function startLanguage(): Promise<void> {
  if (serverData?.catalogue) {
    activateCatalogue(serverData.catalogue);
    markDocument(serverData.catalogue.language);
    // @cabkit/ui's words as the server drew them, before the take-over (nothing to load in en-GB).
    await loadUiWords(serverData.catalogue.language);
    return;
  }
  const { startLanguageFromDocument } = await import('./i18n/start-language');
  await startLanguageFromDocument();
}

const container = document.getElementById('root');
const routes = appRoutes();
const hydrating = Boolean(serverData?.loaderData && container?.firstElementChild);

// React DOM is evaluated in a task after this module's, and the take-over starts in a third (lib/dom-root-loader.ts).
// Hydrated as a transition, so React takes the page over in slices and yields to the browser between them: the page
// is already painted (the server's entry loader asks for this code after the first paint), and one long task here
// is what a visitor's first tap would wait behind (Lighthouse's Total Blocking Time).
void Promise.all([
  loadDomRoot(),
  hydrating ? loadRoutesOf(routes, window.location.pathname) : undefined,
  startLanguage(),
]).then(async ([{ createRoot, hydrateRoot }]) => {
  if (!container) return;
  await nextTask();
  const router = createBrowserRouter(
    routes,
    hydrating ? { hydrationData: { loaderData: serverData?.loaderData ?? {} } } : {},
  );
  const app = (
    <StrictMode>
      <UiWordsOfLanguage>
        <RouterProvider router={router} />
      </UiWordsOfLanguage>
    </StrictMode>
  );
  if (hydrating)
    startTransition(() => {
      hydrateRoot(container, app);
    });
  else createRoot(container).render(app);
});
