// The server's renderer of each page's first view (docs/decisions/0021-react-router.md). Built by `vite build --ssr`
// into dist-ssr/; the Cabkit server loads it at start and renders each page once, with React Router's static handler.
import '@cabkit/ui/theme';
import { isLanguage, type Language } from '@cabkit/domain/language';
import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { setApiFetch } from './api/client';
import { appRoutes, pageNames, pageOfPath, pageTitle } from './app/routes';
import { type Catalogue, activateCatalogue, setUiWordsMaker } from './i18n/language';
import { uiWords } from './i18n/ui-words';
import { AriaLanguage } from './i18n/providers';
import { UiWordsOfLanguage } from './i18n/ui-words-provider';
import { domRootModule } from './lib/dom-root-loader';
import { applyServerData, configState, type ServerData, serverDataElementId, serverDataJson } from './state/config';
import { startSignedInAs } from './state/session';

export type { ServerData } from './state/config';
export { pageNames };

/** A page's first view as the server puts it into index.html, or where to send the visitor instead. */
export type RenderedPage =
  | {
      /** The markup of `#root`. */
      html: string;
      /** The document title ("{product title} - {page}"). */
      title: string;
      /** The `<script type="application/json">` with the data the browser's first render reads (loader data too). */
      dataScript: string;
      /** What failed while rendering (that part is left to the browser to draw). */
      errors: string[];
      /** The source modules (as Vite's manifest names them) the server has the browser fetch after the first paint. */
      modules: string[];
      redirect?: undefined;
    }
  | { redirect: string; status: number };

/** How the server's own API is called in process: a request with the visitor's headers, answered as `fetch` would. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

// Pages in French or Arabic are drawn with @cabkit/ui's words in their language; the browser loads them to match.
setUiWordsMaker(uiWords);

const routes = appRoutes();
const handler = createStaticHandler(routes);

/**
 * A language's compiled catalogue (src/locales/<language>/messages.po), with the tenant's own wording over it:
 * `overrides` maps an en-GB message, word for word, to the tenant's text in that language (ICU syntax). The server
 * asks once per language at start, sends it with each first view and serves it for a change of language.
 */
export async function catalogue(language: string, overrides: Record<string, string> = {}): Promise<Catalogue> {
  if (!isLanguage(language)) throw new Error(`No catalogue for "${language}"`);
  const { messages } = (await catalogueModules[language]()) as { messages: Messages };
  const own: Messages = {};
  for (const [source, text] of Object.entries(overrides)) own[generateMessageId(source)] = compileMessage(text);
  return { language, messages: { ...messages, ...own } };
}

/** The compiled catalogues, loaded when the server first asks for their language. */
const catalogueModules: Record<Language, () => Promise<unknown>> = {
  'en-GB': () => import('./locales/en-GB/messages.po'),
  fr: () => import('./locales/fr/messages.po'),
  ar: () => import('./locales/ar/messages.po'),
};

/** The page a URL path shows, and what the server needs to know of it; undefined for a path that is no page. */
export function describePage(path: string) {
  return pageOfPath(routes, path);
}

/**
 * Renders the page at `url` (path and query) once: React Router's static handler runs the matched routes' loaders
 * (their API calls go through `apiFetch`, with the visitor's cookie: nobody sees another's data), then the page is
 * drawn with their data, which goes into the page for the browser to hydrate from without asking again. With no
 * `data.profile` nothing that needs the visitor's session is drawn (an account page shows its skeleton).
 *
 * Renders run one at a time: the stores are the app's (one per process), and a visitor's account is in them only for
 * the length of that visitor's render, never while another page is drawn.
 */
export function render(url: string, data: ServerData, apiFetch: ApiFetch, cookie = ''): Promise<RenderedPage> {
  const next = queue.then(() => renderNow(url, data, apiFetch, cookie));
  queue = next.catch(() => undefined);
  return next;
}

let queue: Promise<unknown> = Promise.resolve();

async function renderNow(url: string, data: ServerData, apiFetch: ApiFetch, cookie: string): Promise<RenderedPage> {
  applyServerData(data);
  if (data.catalogue) activateCatalogue(data.catalogue);
  startSignedInAs(data.profile ?? null);
  setApiFetch(((input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    return apiFetch(String(input), { ...init, headers });
  }) as typeof fetch);
  const renderErrors: unknown[] = [];
  try {
    const context = await handler.query(new Request(new URL(url, 'http://cabkit.local'), { headers: { cookie } }));
    if (context instanceof Response) {
      return { redirect: context.headers.get('Location') ?? '/booking.html', status: context.status };
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <AriaLanguage>
          <UiWordsOfLanguage>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </UiWordsOfLanguage>
        </AriaLanguage>
      </StrictMode>,
      {
        // Every boundary in place: no out-of-line chunks, whose inline scripts the page's CSP refuses.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error: unknown) => {
          renderErrors.push(error);
        },
      },
    );
    let html = '';
    for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    const path = url.split(/[?#]/)[0] ?? '/';
    const page = pageOfPath(routes, path)?.page ?? 'booking';
    const sent: ServerData = { ...data, loaderData: context.loaderData };
    for (const error of Object.values(context.errors ?? {})) renderErrors.push(error);
    return {
      html,
      title: pageTitle(page, configState.title),
      errors: renderErrors.map((error) => (error instanceof Error ? (error.stack ?? error.message) : String(error))),
      // React DOM's chunk first: the app's entry asks for it next (lib/dom-root-loader.ts).
      modules: [domRootModule],
      dataScript: `<script type="application/json" id="${serverDataElementId}">${serverDataJson(sent)}</script>`,
    };
  } finally {
    startSignedInAs(null);
    setApiFetch(undefined);
  }
}
