/**
 * Loading a heavy part of a page after its first view: the page's text shows first, and the
 * part's code is fetched once it is about to be seen (below the first view).
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
