import { proxy } from 'valtio';
import { registerStore } from './stores';
import { carryTypedText } from './typed-text';

/**
 * Whether the app is still taking over the server's first view (docs/decisions/0012-first-view-in-html.md). While
 * it is, the stores hold what the server rendered with (signed out, a fresh booking), so the browser's first render
 * matches the HTML exactly; what this browser remembers (the account, a booking in progress) is put back once the
 * page has hydrated. On the server it is always pending; in a page the server did not render, never.
 */
export const hydrationState = proxy({ pending: isServerRenderedPage() });

/** True on the server, and in a browser page whose HTML carries the server's first view. */
function isServerRenderedPage(): boolean {
  if (typeof document === 'undefined') return true;
  return document.getElementById('server-data') !== null;
}

/** Restores of remembered state, run once the page has hydrated (a store: state/stores.ts resets it). */
const waiting: { restores: (() => void)[] } = { restores: [] };

/** Runs `restore` once the server's first view is taken over (at once when there is nothing to take over). */
export function afterHydration(restore: () => void): void {
  if (hydrationState.pending && typeof document !== 'undefined') waiting.restores.push(restore);
  else if (!hydrationState.pending) restore();
}

/** Ends the take-over: the remembered state comes back (called when the page's content has hydrated). */
export function finishHydration(): void {
  if (!hydrationState.pending) return;
  hydrationState.pending = false;
  // A mark for tests and benchmarks: the page is the app's now (it answers clicks and typing).
  document.documentElement.dataset.hydrated = 'true';
  const restores = waiting.restores;
  waiting.restores = [];
  for (const restore of restores) restore();
  carryTypedText(document);
}

registerStore('hydration', () => {
  hydrationState.pending = false;
  waiting.restores = [];
});
