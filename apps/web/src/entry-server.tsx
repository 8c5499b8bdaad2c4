// The server's renderer of each page's first view (docs/decisions/0012-first-view-in-html.md). Built by
// `vite build --ssr` into dist-ssr/; the Cabkit server loads it at start and renders a page per tenant and URL.
import '@cabkit/ui/theme';
import { pageOfPath } from '@cabkit/contract';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { domRootModule } from './lib/dom-root-loader';
import { FirstViewModules } from './lib/first-view-lazy';
import { memoryHistory, Router } from './lib/router';
import { pageTitle } from './app/paths';
import { AppRoutes } from './app/router';
import { setFirstAnswers, wantedAnswers } from './api/client';
import { applyServerData, configState, type ServerData, serverDataElementId, serverDataJson } from './state/config';
import { startSignedInAs } from './state/session';

export type { ServerData } from './state/config';

/** A page's first view as the server puts it into index.html. */
export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The document title ("{product title} - {page}"). */
  title: string;
  /** The `<script type="application/json">` the browser's first render reads the same data from. */
  dataScript: string;
  /** What failed while rendering (that part is left to the browser to draw). */
  errors: string[];
  /**
   * The source modules of the lazy parts drawn (as Vite's manifest names them, `src/pages/booking-page.tsx`): the
   * server has the browser fetch their code just after the first paint (lib/first-view-lazy.tsx).
   */
  modules: string[];
  /**
   * The GET calls the page asked for that `data.answers` had no answer to (path and query, e.g.
   * `/api/bookingdetails?jobid=12`): the server makes them with the visitor's session and renders again.
   */
  wanted: string[];
}

/** How long a render may wait for its lazy parts before it sends what it has. */
const renderTimeoutMs = 5_000;

/**
 * Renders the page at `url` (path and query) with the tenant's data: the frame (header, menu, footer), the page's
 * heading and first view. Lazy parts that render at once are waited for, so the HTML is complete. With no
 * `data.profile` nothing that needs the visitor's session is drawn (an account page shows its skeleton); with one,
 * the page is drawn for that account from `data.answers`, and `wanted` lists the calls it still asked for.
 *
 * Renders run one at a time: the stores are the app's (one per process), and a visitor's account and answers are
 * in them only for the length of that visitor's render, never while another page is drawn.
 */
export function render(url: string, data: ServerData): Promise<RenderedPage> {
  const next = queue.then(() => renderNow(url, data));
  queue = next.catch(() => undefined);
  return next;
}

let queue: Promise<unknown> = Promise.resolve();

async function renderNow(url: string, data: ServerData): Promise<RenderedPage> {
  applyServerData(data);
  startSignedInAs(data.profile ?? null);
  setFirstAnswers(data.answers);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), renderTimeoutMs);
  const renderErrors: unknown[] = [];
  // React DOM's chunk first: the app's entry asks for it next (lib/dom-root-loader.ts).
  const modules = new Set<string>([domRootModule]);
  try {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <FirstViewModules.Provider value={modules}>
          <Router history={memoryHistory([url])}>
            <AppRoutes />
          </Router>
        </FirstViewModules.Provider>
      </StrictMode>,
      {
        signal: controller.signal,
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
    const page = pageOfPath(path)?.page ?? 'booking';
    return {
      html,
      title: pageTitle(path.replace(/^\/+|\/+$/g, '') === '' ? 'booking' : page, configState.title),
      errors: renderErrors.map((error) => (error instanceof Error ? (error.stack ?? error.message) : String(error))),
      modules: [...modules],
      wanted: wantedAnswers(),
      dataScript: `<script type="application/json" id="${serverDataElementId}">${serverDataJson(data)}</script>`,
    };
  } finally {
    clearTimeout(timer);
    startSignedInAs(null);
    setFirstAnswers(undefined);
  }
}
