import {
  type ComponentType,
  createContext,
  createElement,
  isValidElement,
  lazy,
  type ReactNode,
  useContext,
} from 'react';

/**
 * While the server renders a page: the source modules (named as in Vite's manifest, `src/pages/booking-page.tsx`)
 * of the lazy parts its first view drew. The server asks the browser for their code right after the first paint,
 * beside the app's entry and a few files at a time (apps/server/src/http/entry-loader.ts), rather than leaving it to
 * the app, which asked for a page's 20-odd files in one go while it took the page over: each request started there
 * cost the main thread about a millisecond, in the middle of the take-over, a long task a tap waited behind.
 */
export const FirstViewModules = createContext<Set<string> | null>(null);

/**
 * `lazy` for a part that may be in a page's first view, from `import.meta.glob('/src/…')` of its one module (the
 * glob gives the module's name with its loader, so the name cannot drift from the import) and the component `pick`
 * takes from it. A server render records the module in {@link FirstViewModules}.
 */
export function firstViewLazy<M, P extends object>(
  modules: Record<string, () => Promise<M>>,
  pick: (module: M) => ComponentType<P>,
): FirstViewLazy<P> {
  const entries = Object.entries(modules);
  const [key, load] = entries[0] ?? [];
  if (entries.length !== 1 || !key || !load)
    throw new Error(`firstViewLazy: one module expected, got ${entries.length}`);
  const source = key.replace(/^\//, '');
  const Loaded = lazy(() => load().then((module) => ({ default: pick(module) })));
  function FirstViewLazy(props: P) {
    useContext(FirstViewModules)?.add(source);
    return createElement(Loaded as ComponentType<P>, props);
  }
  FirstViewLazy.displayName = `FirstViewLazy(${source})`;
  FirstViewLazy.firstViewModule = source;
  return FirstViewLazy;
}

/** A part made by {@link firstViewLazy}: a component that also names its module. */
export type FirstViewLazy<P> = ComponentType<P> & { firstViewModule: string };

/**
 * Records the module of `element` (when made by {@link firstViewLazy}) as part of the first view without drawing
 * it: an account page's server render shows a skeleton in its place, yet the page's code is what the browser
 * needs first.
 */
export function useFirstViewModuleOf(element: ReactNode): void {
  const modules = useContext(FirstViewModules);
  if (!modules || !isValidElement(element)) return;
  const source = (element.type as Partial<FirstViewLazy<unknown>>).firstViewModule;
  if (source) modules.add(source);
}
