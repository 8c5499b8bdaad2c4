import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The data a page's first view is drawn with (the web app's `ServerData`, state/config.ts). */
export interface FirstViewData {
  tenant?: unknown;
  configuration?: unknown;
  content?: unknown;
  vehicleTypes?: unknown[];
  /** The signed-in visitor's profile, when the page is drawn for them. */
  profile?: object;
  /** The language the page is drawn in and its compiled messages (the renderer's `catalogue`). */
  catalogue?: RendererCatalogue;
}

/**
 * A language's compiled messages as the renderer gives them: sent with a first view, served for a change. `page`: a
 * first view's share of them, the shell's and that page module's (docs/decisions/0031-messages-per-page.md).
 */
export interface RendererCatalogue {
  language: string;
  messages: Record<string, unknown>;
  page?: string;
}

/** What the web app's server renderer (apps/web/src/entry-server.tsx, built into dist-ssr/) returns. */
export type RenderedFirstView =
  | {
      html: string;
      title: string;
      dataScript: string;
      /** What failed while rendering (those parts show their fallback). */
      errors?: string[];
      /** The source modules whose chunks the browser is asked to fetch after the first paint (Vite's manifest names). */
      modules?: string[];
      redirect?: undefined;
    }
  /** The route table sends the visitor elsewhere (an unknown path). */
  | { redirect: string; status: number };

/** How the renderer calls the server's API in process: a request with the visitor's headers, answered as by `fetch`. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

/** What the route table says of a path: its page, parameters, who may see it, and whether its data is live. */
export interface PageOfPath {
  page: string;
  params: Record<string, string | undefined>;
  access: 'guest' | 'customer' | 'booker';
  live: boolean;
  /** The page module (its file under src/pages) whose messages the page carries beside the shell's. */
  messages?: string;
}

/**
 * The renderer's exports: the render of one URL, once, the route table's answer for a path, and a language's
 * catalogue with the tenant's own wording (`overrides`: en-GB message to the tenant's text) compiled over it.
 */
export interface Renderer {
  render(url: string, data: FirstViewData, apiFetch: ApiFetch, cookie?: string): Promise<RenderedFirstView>;
  describePage(path: string): PageOfPath | undefined;
  /** Absent in a build without languages: its pages are drawn without a catalogue. */
  catalogue?: (language: string, overrides?: Record<string, string>) => Promise<RendererCatalogue>;
}

/**
 * Loads the built server renderer of the web app, or undefined when it is not built (the server then sends the
 * plain index.html). The server loads it as a file of the build, like index.html: it never imports web code.
 */
export async function loadRenderer(entryPath: string | undefined): Promise<Renderer | undefined> {
  if (!entryPath || !existsSync(entryPath)) return undefined;
  const module = (await import(pathToFileURL(entryPath).href)) as Partial<Renderer>;
  if (typeof module.render !== 'function' || typeof module.describePage !== 'function') return undefined;
  const renderer: Renderer = { render: module.render, describePage: module.describePage };
  if (typeof module.catalogue === 'function') renderer.catalogue = module.catalogue;
  return renderer;
}

/** The class names a style sheet defines (`.name` in its selectors). */
export function classNamesIn(css: string): Set<string> {
  const names = new Set<string>();
  // Strip strings and url(...) first, so a dot inside a file name is no class.
  const selectors = css.replace(/url\([^)]*\)|"[^"]*"|'[^']*'/g, '');
  for (const match of selectors.matchAll(/\.(-?[_a-zA-Z][_a-zA-Z0-9-]*)/g)) names.add(match[1] as string);
  return names;
}

/** The class names used in rendered markup (`class="a b"`). */
export function classNamesUsed(html: string): Set<string> {
  const names = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (match[1] as string).split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

/**
 * Which style sheets a rendered page needs: the lazy parts the server drew (the booking wizard, a content page)
 * have their styles in their own chunk's sheet, which the browser would only fetch with that chunk; linked in the
 * HTML they style the first paint. `sheets` maps a sheet's URL to the class names it defines.
 */
export function sheetsFor(html: string, sheets: ReadonlyMap<string, Set<string>>, alreadyLinked: string): string[] {
  const used = classNamesUsed(html);
  const needed: string[] = [];
  for (const [url, names] of sheets) {
    if (alreadyLinked.includes(`"${url}"`)) continue;
    for (const name of names) {
      if (used.has(name)) {
        needed.push(url);
        break;
      }
    }
  }
  return needed.sort();
}

/** A small least-recently-used cache of rendered pages, each kept for `maxAgeMs`. */
export class PageCache<T> {
  private readonly entries = new Map<string, { value: T; at: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly maxAgeMs: number,
  ) {}

  /** The entry under `key` when it is fresh at `now`. */
  get(key: string, now: number): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (now - entry.at > this.maxAgeMs) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` under `key`, dropping the least recently used entry when full. */
  set(key: string, value: T, now: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, at: now });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** How many entries are kept. */
  get size(): number {
    return this.entries.size;
  }
}

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`), keyed by source module or `_chunk` name. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** Vite's build manifest, or an empty one when the build wrote none. */
export function readBuildManifest(path: string): Record<string, ManifestChunk> {
  if (!existsSync(path)) return {};
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    return {};
  }
}

/**
 * Which messages each page carries (the web build's dist/.vite/page-messages.json, from Lingui's per-entry
 * extraction): `shell`, the ids every page draws with, and `pages`, each page module's ids beyond those.
 */
export interface PageMessages {
  shell: string[];
  pages: Record<string, string[]>;
}

/** The build's list of each page's messages, or undefined when the build has none (every page then carries all). */
export function readPageMessages(path: string): PageMessages | undefined {
  if (!existsSync(path)) return undefined;
  try {
    const list = JSON.parse(readFileSync(path, 'utf8')) as Partial<PageMessages>;
    return Array.isArray(list.shell) && list.pages && typeof list.pages === 'object'
      ? { shell: list.shell, pages: list.pages }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Those of compiled `messages` whose ids are in `ids` (an id the catalogue lacks is left out). */
export function pickMessages(messages: Record<string, unknown>, ids: Iterable<string>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const id of ids) if (Object.hasOwn(messages, id)) picked[id] = messages[id];
  return picked;
}

/**
 * The JavaScript files (`/assets/…`) of the lazy parts a first view drew, with everything they import statically,
 * in a loading order (each part's own file first), less the entry and what the entry imports (the browser has
 * those already). Modules the manifest does not know are left out: the app then loads them itself, as it would.
 */
export function chunksFor(modules: readonly string[], manifest: Record<string, ManifestChunk>): string[] {
  return reachableChunks(modules, manifest)
    .filter((chunk) => chunk.file.endsWith('.js'))
    .map((chunk) => `/${chunk.file}`);
}

/**
 * The style sheets the chunks of `modules` import (less the entry's, which index.html links), as `/assets/…`
 * URLs: put into the page, so the app's loader of lazy parts finds each one there rather than fetching it once the
 * page is the app's, when its arrival restyled the whole page in one long task a visitor's tap waited behind.
 */
export function chunkSheetsFor(modules: readonly string[], manifest: Record<string, ManifestChunk>): string[] {
  const sheets = reachableChunks(modules, manifest).flatMap((chunk) => chunk.css ?? []);
  return [...new Set(sheets)].map((file) => `/${file}`);
}

/** The chunks of `modules` and their static imports, in order, less the entry's own (loaded with it). */
function reachableChunks(modules: readonly string[], manifest: Record<string, ManifestChunk>): ManifestChunk[] {
  const loaded = new Set<string>();
  const withEntry = (key: string) => {
    if (loaded.has(key)) return;
    loaded.add(key);
    for (const imported of manifest[key]?.imports ?? []) withEntry(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) withEntry(key);
  const chunks: ManifestChunk[] = [];
  const seen = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || loaded.has(key)) return;
    seen.add(key);
    chunks.push(chunk);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  for (const module of modules) add(module);
  return chunks;
}
