/**
 * Loading a heavy part of a page after its first view (issue 17 item 2): the page's text shows first, and the
 * part's code is fetched once it is about to be seen (below the first view) or once that view is painted (a part
 * the page needs to work, such as a live connection).
 */

/**
 * Calls `load` once, when `element` comes into the window (a part below the first view, such as a booking's map).
 * Without IntersectionObserver it loads at once. Returns the cleanup.
 */
export function onceInView(element: Element, load: () => void) {
  if (typeof IntersectionObserver === 'undefined') {
    load();
    return () => {};
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    load();
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Calls `load` once the first view has been painted and the browser is idle (a live connection, a map at the top
 * of the page). Returns the cleanup.
 */
export function afterFirstView(load: () => void, win: Window = window) {
  const idle = win.requestIdleCallback?.bind(win);
  if (idle) {
    const id = idle(() => load(), { timeout: 1500 });
    return () => win.cancelIdleCallback(id);
  }
  const id = win.setTimeout(load, 200);
  return () => win.clearTimeout(id);
}
