/**
 * Loading code on intent rather than up front: a page fetches what its first view needs; what a
 * later step or a field's richer widget needs loads when the visitor shows they are about to use it, and never
 * by a timer, so an untouched page stays within its byte budget.
 */

/** The events that show someone is using the page: a pointer, a touch, a key or focus moving into it. */
const PAGE_INTENTS = ['pointerdown', 'pointermove', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Runs `load` once, on the first sign of use of the page (see PAGE_INTENTS). Returns the cleanup that stops
 * listening (for an effect's return).
 */
export function onFirstIntent(
  load: () => void,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
) {
  let done = false;
  const stop = () => {
    for (const type of PAGE_INTENTS) target.removeEventListener(type, run);
  };
  function run() {
    if (done) return;
    done = true;
    stop();
    load();
  }
  for (const type of PAGE_INTENTS) target.addEventListener(type, run, { passive: true });
  return stop;
}

/**
 * Runs `load` once, when the visitor comes back to the page (its tab or window shown again after being hidden):
 * they are looking at it now. Returns the cleanup.
 */
export function onReturnToPage(
  load: () => void,
  doc: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'> = document,
) {
  const seen = () => {
    if (doc.visibilityState !== 'visible') return;
    doc.removeEventListener('visibilitychange', seen);
    load();
  };
  doc.addEventListener('visibilitychange', seen);
  return () => doc.removeEventListener('visibilitychange', seen);
}

/** The part of the Network Information API the prefetch looks at (Chromium only; absent elsewhere). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether speculative fetching is welcome: not when the visitor asked to save data, nor on a slow connection
 * (2G or 3G effective type). Without the API (Firefox, Safari) it is allowed.
 */
export function connectionAllowsPrefetch(
  connection: ConnectionHints | undefined = (globalThis.navigator as { connection?: ConnectionHints } | undefined)
    ?.connection,
): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !['slow-2g', '2g', '3g'].includes(connection.effectiveType ?? '');
}
