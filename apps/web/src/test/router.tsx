import { createContext, isValidElement, type ReactNode, useContext, useState } from 'react';
import { createMemoryRouter, type Location, RouterProvider, type RouteObject } from 'react-router-dom';

/** Where a test's app starts, and once rendered where it is and who to tell when it moves. */
export interface TestHistory {
  readonly entries: string[];
  /** The router's current location (the first entry before the router is made). */
  readonly location: Pick<Location, 'pathname' | 'search' | 'hash' | 'state'>;
  listen(listener: () => void): () => void;
  router?: ReturnType<typeof createMemoryRouter>;
}

/** A history held in memory for a test, starting at the last of `entries`. */
export function memoryHistory(entries: string[] = ['/']): TestHistory {
  const listeners = new Set<() => void>();
  const history: TestHistory & { listeners: Set<() => void> } = {
    entries,
    listeners,
    get location() {
      if (history.router) return history.router.state.location;
      const url = new URL(entries[entries.length - 1] ?? '/', 'http://test.local');
      return { pathname: url.pathname, search: url.search, hash: url.hash, state: null };
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return history;
}

/** The routes a test draws: the app's (`appRoutes()`) or its own. */
export function Routes(_props: { routes: RouteObject[] }): ReactNode {
  return null;
}

/** What a test draws at every path: the children of the latest render of `Router` (a rerender changes them). */
const Drawn = createContext<ReactNode>(null);

function DrawnChildren() {
  return useContext(Drawn);
}

/**
 * A React Router data router over `history` for a test: `<Routes routes={…} />` as the child gives the routes, any
 * other child is drawn at every path (a component that links, navigates or reads its route's loader data).
 */
export function Router({ history, children }: { history: TestHistory; children: ReactNode }) {
  const [router] = useState(() => {
    const routes =
      isValidElement<{ routes: RouteObject[] }>(children) && children.type === Routes
        ? children.props.routes
        : [{ path: '*', element: <DrawnChildren /> }];
    const made = createMemoryRouter(routes, { initialEntries: history.entries });
    history.router = made;
    made.subscribe(() => {
      for (const listener of (history as TestHistory & { listeners: Set<() => void> }).listeners) listener();
    });
    return made;
  });
  return (
    <Drawn.Provider value={children}>
      <RouterProvider router={router} />
    </Drawn.Provider>
  );
}
