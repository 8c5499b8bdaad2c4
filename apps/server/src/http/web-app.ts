import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzipSync, constants as zlibConstants, gzip } from 'node:zlib';
import {
  LANGUAGE_COOKIE,
  type Language,
  languageDirection,
  languagesOffered,
  pickLanguage,
} from '@cabkit/domain/language';
import { tokensToCss } from '@cabkit/themes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicDir, themesDir } from '../paths';
import type { TenantContext } from '../services/tenants/tenant-context';
import { escapeHtml as escapeText, injectContentPage, renderContentPage } from './content-html';
import { startEntryAfterFirstPaint } from './entry-loader';
import {
  type ApiFetch,
  chunkSheetsFor,
  chunksFor,
  classNamesIn,
  type FirstViewData,
  loadRenderer,
  PageCache,
  type PageOfPath,
  readBuildManifest,
  pickMessages,
  readPageMessages,
  type RenderedFirstView,
  type RendererCatalogue,
  sheetsFor,
} from './page-render';
import { readTenantMessages, readTenantTokens } from '../services/tenants/tenant-files';
import { tenantAssets, tenantFontCss, tenantHeadTags } from './tenant-assets';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.pbf': 'application/x-protobuf',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.webmanifest']);

/** Cache header for content-hashed build output (`assets/name-HASH.ext`). */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Cache header for the page itself: always fetched fresh, so a deploy is seen at once. */
const PAGE_CACHE = 'no-store, no-cache, must-revalidate';
/** Cache header for other static files: revalidated with their ETag. */
const REVALIDATE_CACHE = 'public, max-age=0, must-revalidate';

/** True for Vite's content-hashed output, e.g. `/assets/index-B3x9_kLq.js`. */
function isHashedAsset(urlPath: string): boolean {
  return /^\/assets\/.+[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(urlPath);
}

interface StaticFile {
  body: Buffer;
  contentType: string;
  etag: string;
  cacheControl: string;
  /** The request headers the answer depends on besides Accept-Encoding (a visitor's page: Cookie). */
  vary?: string;
  br?: Buffer;
  gz?: Buffer;
}

function walk(root: string, dir = root, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    // Dot folders are the build's own records (Vite's .vite/manifest.json), read by the server, not served.
    if (entry.isDirectory() && entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) walk(root, full, out);
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

function loadFolder(root: string, files: Map<string, StaticFile>, urlPrefix = ''): void {
  if (!existsSync(root) || !statSync(root).isDirectory()) return;
  const all = walk(root);
  const onDisk = new Set(all);
  for (const full of all) {
    const ext = extname(full);
    if (ext === '.br' || ext === '.gz') continue;
    const urlPath = `${urlPrefix}/${relative(root, full).split(sep).join('/')}`;
    if (files.has(urlPath)) continue;
    const body = readFileSync(full);
    const file: StaticFile = {
      body,
      contentType: contentTypes[ext] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
      cacheControl: isHashedAsset(urlPath) ? IMMUTABLE_CACHE : REVALIDATE_CACHE,
    };
    if (onDisk.has(`${full}.br`)) file.br = readFileSync(`${full}.br`);
    if (onDisk.has(`${full}.gz`)) file.gz = readFileSync(`${full}.gz`);
    files.set(urlPath, file);
  }
}

/** Brotli and gzip versions of every compressible file that lacks them (the build may not ship .br/.gz). */
async function precompress(files: Iterable<[string, StaticFile]>): Promise<void> {
  for (const [, file] of files) {
    const ext = Object.entries(contentTypes).find(([, type]) => type === file.contentType)?.[0] ?? '';
    if (!compressible.has(ext) || file.body.length < 512) continue;
    file.gz ??= await gzipAsync(file.body, { level: 9 });
    file.br ??= await brotli(file.body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 10,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: file.body.length,
      },
    });
  }
}

function accepts(request: FastifyRequest, coding: 'br' | 'gzip'): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== coding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

function send(request: FastifyRequest, reply: FastifyReply, file: StaticFile, status = 200): FastifyReply {
  reply.header('Content-Type', file.contentType);
  reply.header('Cache-Control', file.cacheControl);
  reply.header('ETag', file.etag);
  reply.header('Vary', file.vary ? `Accept-Encoding, ${file.vary}` : 'Accept-Encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
  let body = file.body;
  if (file.br && accepts(request, 'br')) {
    reply.header('Content-Encoding', 'br');
    body = file.br;
  } else if (file.gz && accepts(request, 'gzip')) {
    reply.header('Content-Encoding', 'gzip');
    body = file.gz;
  }
  return reply.status(status).send(request.method === 'HEAD' ? undefined : body);
}

/** The tenant's theme as CSS variables on :root and its fonts' faces (empty when the tenant has no tokens.json). */
function tenantThemeCss(tenant: TenantContext, root = themesDir): string {
  const tokens = readTenantTokens(tenant.slug, root);
  const fonts = tenant.theme ? `${tenantFontCss(tenant.theme.brand)}\n` : '';
  // `<` never appears in valid tokens; escaping it keeps the CSS from closing the <style> element.
  return tokens === null ? '' : `${tokensToCss(tokens)}${fonts}`.replace(/</g, '\\3c ');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * index.html with the tenant's CSS variables injected as `<style id="tenant-theme">` (no flash of the default
 * theme), after the tenant's head tags (favicon, manifest, colour scheme) when given.
 */
export function injectTenantTheme(html: string, css: string, title?: string, headTags = ''): string {
  let page = html.replace(/<style id="tenant-theme">[\s\S]*?<\/style>/, '');
  // The tenant's mark replaces the build's empty placeholder icon.
  if (headTags.includes('rel="icon"')) page = page.replace(/<link rel="icon" href="data:,"\s*\/?>/, '');
  if (title) page = page.replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(title)}</title>`);
  const style = `${headTags}<style id="tenant-theme">${css}</style>`;
  return page.includes('</head>') ? page.replace('</head>', `${style}</head>`) : `${style}${page}`;
}

function staticFile(body: Buffer, contentType: string, cacheControl: string): StaticFile {
  return {
    body,
    contentType,
    etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
    cacheControl,
  };
}

const compressionDone = new WeakMap<FastifyInstance, Promise<void>>();

/** Resolves once every compressible static file has its brotli and gzip version (compression runs in the background). */
export function staticCompressionDone(app: FastifyInstance): Promise<void> {
  return compressionDone.get(app) ?? Promise.resolve();
}

/** Options for the web app host. */
export interface WebAppOptions {
  tenant: TenantContext;
  webDist?: string | undefined;
  /** The web app's built server renderer (apps/web/dist-ssr/entry-server.js); without it pages are sent unrendered. */
  ssrEntry?: string | undefined;
  /**
   * The signed-in visitor's profile (what sign-in answers) from the request's session, or null for a guest: an
   * account page is then drawn with that visitor's data. Without it account pages are drawn as their skeleton.
   */
  accountOf?: ((request: FastifyRequest) => Promise<object | null>) | undefined;
}

/** The value of one cookie of a request, or undefined. */
function cookieValue(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** index.html's root element in the page's language: its tag, and its direction (Arabic right to left). */
function withLanguage(html: string, language: Language): string {
  return html.replace(/<html\b[^>]*>/, `<html lang="${language}" dir="${languageDirection(language)}">`);
}

/** Pages whose first view shows the fleet (GET /api/vehicletypes). */
const fleetPages = new Set(['home', 'fleet']);
/** Cache header of a page drawn for one visitor: their data, kept by no cache and in no history snapshot. */
const VISITOR_PAGE_CACHE = 'private, no-store';
/** How many rendered pages are kept, and for how long (the configuration may change in the database meanwhile). */
const RENDERED_PAGES = 200;
const RENDERED_MAX_AGE_MS = 60_000;

/**
 * Serves the web app and static files: hashed assets immutable and precompressed (brotli, gzip),
 * index.html never cached with the tenant theme injected, SPA fallback for page paths, `/theme.css`,
 * `/tenant/logo.svg`, server images under `/assets/`, 302 to `/booking.html` for any other path, and
 * a JSON 404 for unknown `/api/*` calls.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const files = new Map<string, StaticFile>();
  if (options.webDist) loadFolder(options.webDist, files);
  loadFolder(publicDir, files);

  const themeCss = tenantThemeCss(options.tenant);
  const themeFile: StaticFile = {
    body: Buffer.from(themeCss),
    contentType: 'text/css; charset=utf-8',
    etag: `"${createHash('sha1').update(themeCss).digest('base64url').slice(0, 20)}"`,
    cacheControl: 'no-cache',
  };
  const theme = options.tenant.theme;
  const headTags = theme ? tenantHeadTags(theme.brand, theme.tokens.color.surface) : '';
  if (theme) {
    const name = options.tenant.file.title ?? options.tenant.name;
    const colours = { background: theme.tokens.color.surface, theme: theme.tokens.color.brand };
    for (const asset of tenantAssets(options.tenant.slug, theme.brand, {
      name,
      shortName: options.tenant.name,
      ...colours,
    })) {
      files.set(asset.path, staticFile(asset.body, asset.contentType, REVALIDATE_CACHE));
    }
  }
  const logoPath = `${themesDir.replace(/\/$/, '')}/${options.tenant.slug}/logo.svg`;
  if (!files.has('/tenant/logo.svg') && existsSync(logoPath)) {
    const body = readFileSync(logoPath);
    files.set('/tenant/logo.svg', {
      body,
      contentType: 'image/svg+xml',
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
      cacheControl: 'no-cache',
    });
  }

  const indexSource = files.get('/index.html');
  let page: StaticFile | undefined;
  if (indexSource) {
    const html = injectTenantTheme(indexSource.body.toString('utf8'), themeCss, options.tenant.file.title, headTags);
    page = {
      body: Buffer.from(html),
      contentType: 'text/html; charset=utf-8',
      etag: `"${createHash('sha1').update(html).digest('base64url').slice(0, 20)}"`,
      cacheControl: PAGE_CACHE,
    };
    files.set('/index.html', page);
  }
  // Compress in the background: until a file's turn comes it is served uncompressed.
  const compressing = precompress([...files.entries()]).catch((error) =>
    app.log.warn({ err: error }, 'precompression failed; serving uncompressed'),
  );
  compressionDone.set(app, compressing);
  app.addHook('onClose', async () => {
    await compressing;
  });

  app.get('/theme.css', async (request, reply) => send(request, reply, themeFile));

  // The tenant's site text (themes/<tenant>/content.json, validated at start): no rebuild to change it.
  const contentJson = JSON.stringify(options.tenant.content);
  const contentFile = staticFile(Buffer.from(contentJson), 'application/json; charset=utf-8', 'no-cache');
  app.get('/tenant/content.json', async (request, reply) => send(request, reply, contentFile));

  // Content pages get their text, title and meta description in the HTML itself (read without JavaScript).
  const contentPages = new Map<string, StaticFile | null>();
  const contentPageFor = (path: string, match: PageOfPath): StaticFile | null => {
    const key = path.replace(/\/+$/, '').replace(/\.html$/, '') || '/';
    const cached = contentPages.get(key);
    if (cached !== undefined) return cached;
    const rendered = page && renderContentPage(match, options.tenant.content);
    let file: StaticFile | null = null;
    if (page && rendered) {
      const title = options.tenant.file.title ?? options.tenant.name;
      const html = injectContentPage(page.body.toString('utf8'), title, rendered, contentJson);
      file = { ...staticFile(Buffer.from(html), 'text/html; charset=utf-8', PAGE_CACHE), gz: gzipSync(html) };
    }
    if (contentPages.size < 200) contentPages.set(key, file);
    return file;
  };

  // Every page's first view, rendered by the web app's own server renderer with this tenant's data
  // (docs/decisions/0012-first-view-in-html.md): header, menu, footer, the page's heading and first view.
  const renderer = page ? await loadRenderer(options.ssrEntry) : undefined;
  const manifest = options.webDist ? readBuildManifest(join(options.webDist, '.vite/manifest.json')) : {};
  const sheets = new Map<string, Set<string>>();
  if (renderer) {
    for (const [url, file] of files) {
      if (url.startsWith('/assets/') && url.endsWith('.css')) sheets.set(url, classNamesIn(file.body.toString('utf8')));
    }
  }
  /**
   * A style sheet of the first view, put into the page rather than linked: a rendered page's first paint then waits
   * for no other request (each linked sheet was a render-blocking round trip; all of a page's first-view
   * CSS is 3 to 6 KB gzip). The sheet's link stays, `disabled`, which browsers do not fetch: the loader of the
   * app's lazy parts finds it there and does not fetch the sheet again when a part that imports it loads.
   */
  const inlineSheet = (href: string, link = `<link rel="stylesheet" crossorigin href="${href}">`): string => {
    const css = files.get(href)?.body.toString('utf8');
    if (css === undefined || /<\/style/i.test(css)) return link;
    return `<style data-href="${href}">${css}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
  };
  // The site's languages (docs/decisions/0025-lingui.md): the tenant's, each with its catalogue compiled once, the
  // tenant's own wording over it; a first view is drawn in the visitor's language and carries its catalogue.
  const offered = languagesOffered(options.tenant.file.languages);
  const ownWording = readTenantMessages(options.tenant.slug);
  // Each first view carries only the shell's messages and its page module's (docs/decisions/0031-messages-per-page.md),
  // as the build lists them; a move to another page fetches that module's share. A build without the list sends all.
  const pageMessages = options.webDist
    ? readPageMessages(join(options.webDist, '.vite/page-messages.json'))
    : undefined;
  const jsonFile = (value: unknown): StaticFile => {
    const json = JSON.stringify(value);
    const file = staticFile(Buffer.from(json), 'application/json; charset=utf-8', 'no-cache');
    file.gz = gzipSync(json);
    return file;
  };
  /** A language's whole catalogue, and by page module the share a first view carries and the one a move fetches. */
  interface LanguageCatalogues {
    catalogue: RendererCatalogue;
    file: StaticFile;
    firstViews: Map<string, RendererCatalogue>;
    moves: Map<string, StaticFile>;
  }
  const catalogues = new Map<Language, LanguageCatalogues>();
  if (renderer?.catalogue) {
    for (const language of offered) {
      const catalogue = await renderer.catalogue(language, ownWording[language]);
      const entry: LanguageCatalogues = {
        catalogue,
        file: jsonFile(catalogue.messages),
        firstViews: new Map(),
        moves: new Map(),
      };
      for (const [module, ids] of Object.entries(pageMessages?.pages ?? {})) {
        const own = pickMessages(catalogue.messages, ids);
        const messages = { ...pickMessages(catalogue.messages, pageMessages?.shell ?? []), ...own };
        entry.firstViews.set(module, { language: catalogue.language, messages, page: module });
        entry.moves.set(module, jsonFile(own));
      }
      catalogues.set(language, entry);
    }
  }
  /** The language a request's page is drawn in: the visitor's choice, their browser's, or the tenant's default. */
  const languageOf = (request: FastifyRequest): Language =>
    pickLanguage({
      chosen: cookieValue(request, LANGUAGE_COOKIE),
      acceptLanguage: request.headers['accept-language'],
      offered,
    });
  // A language's messages for a change of language in the page; only the tenant's languages.
  app.get<{ Params: { file: string } }>('/i18n/:file', async (request, reply) => {
    const language = offered.find((tag) => request.params.file === `${tag}.json`);
    const entry = language && catalogues.get(language);
    if (!entry) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return send(request, reply, entry.file);
  });
  // A page module's messages beyond the shell's, for a move to that page in the app.
  app.get<{ Params: { language: string; file: string } }>('/i18n/:language/:file', async (request, reply) => {
    const language = offered.find((tag) => tag === request.params.language);
    const module = request.params.file.replace(/\.json$/, '');
    const file = language && request.params.file.endsWith('.json') && catalogues.get(language)?.moves.get(module);
    if (!file) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return send(request, reply, file);
  });
  const rendered = new PageCache<StaticFile>(RENDERED_PAGES, RENDERED_MAX_AGE_MS);
  const rendering = new Map<string, Promise<RenderedPage | null>>();
  const answerOf = async (url: string): Promise<unknown> => {
    const res = await app.inject({ method: 'GET', url });
    return res.statusCode === 200 ? res.json() : undefined;
  };
  /**
   * The API as the page's route loaders call it on the server: in process (Fastify's `inject`, no socket), with the
   * headers the loader sends, the visitor's cookie among them, so each call makes the same checks as one from their
   * browser.
   */
  const apiFetch: ApiFetch = async (url, init) => {
    const target = new URL(url, 'http://cabkit.local');
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${target.pathname}${target.search}`,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const contentType = res.headers['content-type'];
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, {
      status: res.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
  /** A rendered page (or where the route table sends the visitor), and whether every part of it was drawn. */
  type RenderedPage = { file: StaticFile; complete: boolean } | { redirect: string; status: number };
  /** The tenant's data every page is drawn with (and the fleet on the pages that show it). */
  const tenantData = async (match: PageOfPath | undefined, language: Language): Promise<FirstViewData> => {
    const [tenantInfo, configuration, vehicleTypes] = await Promise.all([
      answerOf('/api/tenant'),
      answerOf('/api/configuration'),
      match && fleetPages.has(match.page) ? answerOf('/api/vehicletypes') : undefined,
    ]);
    const data: FirstViewData = {
      tenant: tenantInfo,
      configuration: (configuration as { Configuration?: unknown } | undefined)?.Configuration,
    };
    if (match && renderContentPage(match, options.tenant.content)) data.content = options.tenant.content;
    const entry = catalogues.get(language);
    const catalogue = (match?.messages && entry?.firstViews.get(match.messages)) || entry?.catalogue;
    if (catalogue) data.catalogue = catalogue;
    const vehTypes = (vehicleTypes as { vehTypes?: unknown[] } | undefined)?.vehTypes;
    if (vehTypes) data.vehicleTypes = vehTypes;
    return data;
  };
  /** index.html with a rendered first view in it: title, inlined style sheets, the data, the entry's loader. */
  const pageHtml = (
    url: string,
    match: PageOfPath | undefined,
    view: RenderedFirstView,
    cacheControl: string,
    language: Language,
  ): RenderedPage => {
    if (view.redirect !== undefined) return { redirect: view.redirect, status: view.status };
    const content = match && renderContentPage(match, options.tenant.content);
    const productTitle = options.tenant.file.title ?? options.tenant.name;
    const title = content
      ? productTitle
        ? `${productTitle} - ${content.titleSuffix}`
        : content.titleSuffix
      : view.title;
    const index = withLanguage((page as StaticFile).body.toString('utf8'), language);
    const chunkSheets = chunkSheetsFor(view.modules ?? [], manifest).filter((href) => !index.includes(`"${href}"`));
    const links = [...new Set([...sheetsFor(view.html, sheets, index), ...chunkSheets])]
      .map((href) => inlineSheet(href))
      .join('');
    let html = index
      .replace(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g, (link, href: string) =>
        inlineSheet(href, link),
      )
      .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeText(title)}</title>`);
    if (content) {
      html = html.replace(
        /<meta name="description" content="[^"]*"\s*\/?>/,
        `<meta name="description" content="${escapeText(content.description)}" />`,
      );
    }
    html = html
      .replace('</head>', `${links}</head>`)
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      .replace(/<div id="root"><\/div>/, `<div id="root">${view.html}</div>${view.dataScript}`);
    html = startEntryAfterFirstPaint(html, chunksFor(view.modules ?? [], manifest));
    const errors = view.errors ?? [];
    if (errors.length > 0) app.log.warn({ url, errors }, 'parts of the page were not rendered; sending what was');
    const file: StaticFile = {
      ...staticFile(Buffer.from(html), 'text/html; charset=utf-8', cacheControl),
      gz: gzipSync(html),
      // Drawn in the language the visitor's cookie or browser asks for.
      vary: 'Accept-Language, Cookie',
    };
    return { file, complete: errors.length === 0 };
  };
  /** The page any visitor gets (no session, no data of theirs): rendered once per URL and kept a minute. */
  const firstViewFor = async (
    url: string,
    language: Language,
    match: PageOfPath | undefined,
  ): Promise<RenderedPage | null> => {
    if (!renderer || !page) return null;
    const key = `${language} ${url}`;
    const cached = rendered.get(key, Date.now());
    if (cached) return { file: cached, complete: true };
    let inFlight = rendering.get(key);
    if (!inFlight) {
      inFlight = (async () => {
        const view = await renderer.render(url, await tenantData(match, language), apiFetch);
        const drawn = pageHtml(url, match, view, PAGE_CACHE, language);
        if ('file' in drawn && drawn.complete) rendered.set(key, drawn.file, Date.now());
        return drawn;
      })()
        .catch((error: unknown) => {
          app.log.error({ err: error, url }, 'rendering the page failed; sending it unrendered');
          return null;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, inFlight);
    }
    return inFlight;
  };

  /**
   * A page drawn with its data for the visitor who asks for it (the data in the first paint, not after the app's code
   * and a round trip): an account page when the request carries a session, a live page (tracking) for anyone; null
   * for every other page (and an account page without a session: its skeleton is every visitor's). Rendered once,
   * its route loaders calling the API in process with the visitor's own cookie; sent `private, no-store`, never kept.
   */
  const visitorPageFor = async (
    request: FastifyRequest,
    _path: string,
    match: PageOfPath | undefined,
  ): Promise<RenderedPage | null> => {
    if (!renderer || !page || !options.accountOf || !match) return null;
    const signedIn = match.access !== 'guest';
    if (!signedIn && !match.live) return null;
    const cookie = request.headers.cookie ?? '';
    if (signedIn && !cookie) return null;
    try {
      const profile = cookie ? await options.accountOf(request) : null;
      if (signedIn && !profile) return null;
      const language = languageOf(request);
      const data: FirstViewData = await tenantData(match, language);
      if (profile) data.profile = profile;
      const drawn = pageHtml(
        request.url,
        match,
        await renderer.render(request.url, data, apiFetch, cookie),
        VISITOR_PAGE_CACHE,
        language,
      );
      return drawn;
    } catch (error) {
      app.log.error({ err: error, url: request.url }, "drawing the visitor's page failed; sending its first view");
      return null;
    }
  };

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.status(404).send({ Code: 0, Message: `No such call: ${request.method} ${path}` });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ Code: 0, Message: 'Not found.' });
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return reply.redirect('/booking.html', 302);
    }
    const file = files.get(decoded);
    if (file && decoded !== '/index.html') return send(request, reply, file);
    // The route table (the web app's, in its server renderer) says which paths are pages.
    const match = renderer?.describePage(decoded);
    if (match) {
      const drawn =
        (await visitorPageFor(request, decoded, match)) ??
        (await firstViewFor(request.url, languageOf(request), match));
      if (drawn && 'redirect' in drawn) return reply.redirect(drawn.redirect, drawn.status === 301 ? 301 : 302);
      if (drawn) return send(request, reply, drawn.file);
      const contentPage = contentPageFor(decoded, match);
      if (contentPage) return send(request, reply, contentPage);
      if (page) return send(request, reply, page);
    }
    // A missing file (a stale hashed asset, a typo) is a 404, not the booking page.
    if (decoded.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(decoded.replace(/\.html$/, ''))) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (!renderer) {
      // No renderer, no route table: the app's own router finds the page (or sends the visitor on) in the browser.
      if (page) return send(request, reply, page);
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (or `npm start`) and reload.');
    }
    return reply.redirect('/booking.html', 302);
  });
}
