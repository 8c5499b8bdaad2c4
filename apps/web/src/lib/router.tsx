/**
 * The app's router (docs/decisions/0016-own-router.md): history, links and path matching for a fixed table of
 * routes, in about 1 KB gzip instead of react-router's 13 KB on every page's first load. The
 * names and behaviour follow react-router's declarative mode, the part the app used: `Link`, `Navigate`,
 * `useNavigate`, `useLocation` (with history state), `useParams`, `useSearchParams`, and a `Router` over the
 * browser's history, an in-memory one (tests) or a fixed URL (the server's render).
 */
import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';

/** Where the app is: the URL's path, query (with `?`), fragment (with `#`) and the state the navigation carried. */
export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

/** A history the router follows: where it is, how to move, and who to tell. */
export interface RouterHistory {
  readonly location: RouterLocation;
  push(to: string, state?: unknown): void;
  replace(to: string, state?: unknown): void;
  /** Calls `listener` after every move (including the browser's back and forward); returns the unsubscribe. */
  listen(listener: () => void): () => void;
}

/** How to move: replace the current entry instead of adding one, and the state the new entry carries. */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Splits a path like `/a/b?x=1#top` into its parts. */
function parsePath(to: string, state: unknown = null): RouterLocation {
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const rest = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const searchAt = rest.indexOf('?');
  return {
    pathname: (searchAt >= 0 ? rest.slice(0, searchAt) : rest) || '/',
    search: searchAt >= 0 ? rest.slice(searchAt) : '',
    hash,
    state,
  };
}

/** A history of the visitor's browser: the address bar, back and forward, and state kept across reloads. */
export function browserHistory(win: Window = window): RouterHistory {
  const listeners = new Set<() => void>();
  const read = (): RouterLocation => {
    const { pathname, search, hash } = win.location;
    // `usr` as react-router kept it, so an entry made before this router still carries its state.
    return { pathname, search, hash, state: (win.history.state as { usr?: unknown } | null)?.usr ?? null };
  };
  let location = read();
  const notify = () => {
    location = read();
    for (const listener of listeners) listener();
  };
  win.addEventListener('popstate', notify);
  const go = (method: 'pushState' | 'replaceState') => (to: string, state?: unknown) => {
    win.history[method]({ usr: state ?? null }, '', to);
    notify();
  };
  return {
    get location() {
      return location;
    },
    push: go('pushState'),
    replace: go('replaceState'),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A history held in memory (tests, and the server's render of one URL): `entries` are the visited URLs. */
export function memoryHistory(entries: readonly string[] = ['/']): RouterHistory & { readonly entries: string[] } {
  const listeners = new Set<() => void>();
  const visited = entries.map((entry) => parsePath(entry));
  let location = visited[visited.length - 1] ?? parsePath('/');
  const go = (replace: boolean) => (to: string, state?: unknown) => {
    location = parsePath(to, state ?? null);
    if (replace) visited[visited.length - 1] = location;
    else visited.push(location);
    for (const listener of listeners) listener();
  };
  return {
    get location() {
      return location;
    },
    get entries() {
      return visited.map(({ pathname, search, hash }) => `${pathname}${search}${hash}`);
    },
    push: go(false),
    replace: go(true),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

interface RouterContextValue {
  location: RouterLocation;
  navigate: (to: string, options?: NavigateOptions) => void;
}

const RouterContext = createContext<RouterContextValue | null>(null);
const ParamsContext = createContext<Readonly<Record<string, string>>>({});

function useRouter(): RouterContextValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A link or route hook is used outside <Router>.');
  return router;
}

/**
 * Follows `history` and gives its location to the routes below. A move renders in a transition, as
 * react-router's does: the page shown stays until the next page's code has loaded.
 */
export function Router({ history, children }: { history: RouterHistory; children: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  useLayoutEffect(() => {
    const update = () => startTransition(() => setLocation(history.location));
    // A move made between the first render and this effect (an effect below navigating) is not lost.
    update();
    return history.listen(update);
  }, [history]);
  const value = useMemo<RouterContextValue>(
    () => ({
      location,
      navigate: (to, options = {}) => (options.replace ? history.replace : history.push)(to, options.state),
    }),
    [history, location],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The current location (path, query, fragment and the state its navigation carried). */
export function useLocation(): RouterLocation {
  return useRouter().location;
}

/** The function that moves to another page: `navigate(paths.home(), { replace: true, state })`. */
export function useNavigate(): RouterContextValue['navigate'] {
  return useRouter().navigate;
}

/** The query of the current URL. */
export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** The parameters of the matched route (`:id` of `/tracking/:id`), decoded. */
export function useParams(): Readonly<Record<string, string | undefined>> {
  return useContext(ParamsContext);
}

/** A link to a page of the app: a real `<a href>` that moves without reloading on a plain left click. */
export function Link({
  to,
  replace,
  state,
  onClick,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string } & NavigateOptions) {
  const { navigate } = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // New tab or window, download, or another frame: the browser's own behaviour.
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey ||
      (props.target && props.target !== '_self') ||
      props.download !== undefined
    )
      return;
    event.preventDefault();
    navigate(to, { replace, state });
  };
  return <a {...props} href={to} onClick={follow} />;
}

/** Moves to `to` once rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const { navigate } = useRouter();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}

/** One route: a path pattern (`/tracking/:id`, `*` for any other path) and what it shows. */
export interface Route {
  path: string;
  element: ReactNode;
}

/**
 * The parameters of `pathname` when it matches `pattern`, else null. Static segments match without regard to case
 * and a trailing slash is ignored, as react-router's matching does; `*` matches every path.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  if (pattern === '*') return {};
  const segments = (path: string) => path.replace(/\/+$/, '').split('/').slice(1);
  const want = segments(pattern);
  const have = segments(pathname);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const value = have[i] as string;
    if (segment.startsWith(':')) {
      if (!value) return null;
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        params[segment.slice(1)] = value;
      }
    } else if (segment.toLowerCase() !== value.toLowerCase()) return null;
  }
  return params;
}

/** How specific a pattern is: static segments win over parameters, and both over `*`. */
function rank(pattern: string): number {
  if (pattern === '*') return -1;
  return pattern.split('/').filter((segment) => segment && !segment.startsWith(':')).length;
}

/** Shows the element of the route that matches the current path best (nothing when none does). */
export function Routes({ routes }: { routes: readonly Route[] }) {
  const { pathname } = useLocation();
  let best: { route: Route; params: Record<string, string> } | null = null;
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (params && (!best || rank(route.path) > rank(best.route.path))) best = { route, params };
  }
  if (!best) return null;
  return <ParamsContext.Provider value={best.params}>{best.route.element}</ParamsContext.Provider>;
}
