import { nextTask } from './next-task';

const modules = import.meta.glob<typeof import('./dom-root')>('/src/lib/dom-root.ts');
const entry = Object.entries(modules)[0];
if (!entry) throw new Error('dom-root-loader: src/lib/dom-root.ts not found');
const [key, load] = entry;

/**
 * React DOM's module as Vite's manifest names it: the server renderer lists it first among a page's first-view
 * modules, so the browser has it asked for beside the entry (apps/server/src/http/entry-loader.ts).
 */
export const domRootModule = key.replace(/^\//, '');

/**
 * React DOM's `createRoot` and `hydrateRoot`, evaluated in a task of its own after the entry's (so no
 * one task is long). In one chunk, the app's modules, React DOM's and the take-over's start were one task of 26-45 ms
 * on this machine, 100-180 ms on Lighthouse's phone (4x slower), and a tap in that time waits for all of it; as
 * three tasks, each is well under the 50 ms that counts as long.
 */
export function loadDomRoot(): Promise<typeof import('./dom-root')> {
  return nextTask().then(load);
}
