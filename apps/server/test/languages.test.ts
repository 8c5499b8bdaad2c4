import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTenantContent, readTenantFile } from '../src/services/tenants/tenant-files';
import { buildTestApp } from './app';
import { getTestDb } from './db';
import { buildSsrEntry, tempFolderWith, writeFiles } from './helpers/web-dist';

// The language of a page's first view (docs/decisions/0025-lingui.md): the visitor's choice (the language menu's
// cookie), then their browser's Accept-Language, then the tenant's default, among the languages the tenant offers;
// drawn by the web app's server build (built here from the source) with that language's catalogue, over which a
// tenant may word messages its own way (themes/<tenant>/messages/<language>.json).

let work: string;
const apps: Record<'default' | 'nightcab' | 'contrast' | 'split', FastifyInstance | undefined> = {
  default: undefined,
  nightcab: undefined,
  contrast: undefined,
  split: undefined,
};

const index = [
  '<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" /><title>Booking</title>',
  '<script type="module" crossorigin src="/assets/index-AbCdEf12.js"></script></head>',
  '<body><div id="root"></div></body></html>',
].join('');

/** A test app of a tenant other than the test database's own, as seeding its row would set it up. */
async function tenantApp(slug: 'nightcab' | 'contrast', webDist: string, ssrEntry: string) {
  const { tenant } = await getTestDb();
  const file = readTenantFile(slug);
  return buildTestApp({
    webDist,
    ssrEntry,
    tenant: {
      ...tenant,
      slug,
      name: file.name,
      file,
      content: readTenantContent(slug, file),
      configuration: { ...tenant.configuration, CompanyName: file.title ?? file.name, Phone: file.phone ?? '' },
    },
  });
}

beforeAll(async () => {
  const build = { 'index.html': index, 'assets/index-AbCdEf12.js': 'export {};' };
  work = tempFolderWith('languages');
  const dist = writeFiles(join(work, 'dist'), build);
  const ssrEntry = buildSsrEntry(join(work, 'ssr'));
  apps.default = await buildTestApp({ webDist: dist, ssrEntry });
  apps.nightcab = await tenantApp('nightcab', dist, ssrEntry);
  apps.contrast = await tenantApp('contrast', dist, ssrEntry);
  // The same build with the list of each page's messages the web build writes (scripts/page-messages.mjs): a shell
  // and two page modules, each given a share of the French catalogue's ids.
  const ids = Object.keys((await apps.default.inject({ url: '/i18n/fr.json' })).json()).sort();
  split = { shell: ids.slice(0, 40), content: ids.slice(40, 70), booking: ids.slice(70, 90) };
  const splitDist = writeFiles(join(work, 'dist-split'), {
    ...build,
    '.vite/page-messages.json': JSON.stringify({
      shell: split.shell,
      pages: { 'content-page': split.content, 'booking-page': split.booking },
    }),
  });
  apps.split = await buildTestApp({ webDist: splitDist, ssrEntry });
}, 180_000);

/** The ids of the shell's and two page modules' messages in the `split` app's list. */
let split: { shell: string[]; content: string[]; booking: string[] };

afterAll(async () => {
  for (const app of Object.values(apps)) await app?.close();
  rmSync(work, { recursive: true, force: true });
});

/** A page as a visitor with these request headers gets it. */
async function page(tenant: keyof typeof apps, url: string, headers: Record<string, string> = {}) {
  const app = apps[tenant];
  if (!app) throw new Error('the apps are built in beforeAll');
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  return res;
}

/** The opening tag of the page's root element. */
const htmlTag = (body: string) => body.match(/<html\b[^>]*>/)?.[0];

describe("the language of a page's first view", () => {
  it('follows the browser when the visitor chose none, drawing the frame in it', async () => {
    const res = await page('default', '/booking.html', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' });
    expect(htmlTag(res.body)).toBe('<html lang="fr" dir="ltr">');
    expect(res.body).toMatch(/<nav [^>]*aria-label="Menu principal"/);
    for (const entry of ['Accueil', 'À propos', 'Flotte']) expect(res.body).toContain(`>${entry}</a>`);
    expect(res.body).toContain('Appeler le 020 7946 0000');
    // Each language its own answer, never another visitor's from the cache.
    expect(res.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
  });

  it("puts the visitor's choice before the browser's, and draws Arabic right to left", async () => {
    const res = await page('default', '/booking.html', { 'accept-language': 'fr', cookie: 'cabkit-lang=ar' });
    expect(htmlTag(res.body)).toBe('<html lang="ar" dir="rtl">');
    expect(res.body).toContain('>الرئيسية</a>');
    // The phone number keeps its order inside the Arabic sentence.
    expect(res.body).toContain('اتصل على \u2066020 7946 0000\u2069');
    // The catalogue the page was drawn with comes with it, so the browser's first render draws the same words.
    const data = JSON.parse(
      res.body.match(/<script type="application\/json" id="server-data">(.*?)<\/script>/)?.[1] ?? '{}',
    );
    expect(data.catalogue.language).toBe('ar');
    expect(Object.values(data.catalogue.messages)).toContainEqual(['الرئيسية']);
  });

  it("falls back to the tenant's default for a language nobody offers, and en-GB stays the spec's words", async () => {
    const german = await page('default', '/booking.html', { 'accept-language': 'de-DE' });
    expect(htmlTag(german.body)).toBe('<html lang="en-GB" dir="ltr">');
    expect(german.body).toMatch(/<nav [^>]*aria-label="Main menu"/);
    // The same address asked for again in French is drawn in French: the page cache keeps each language apart.
    const french = await page('default', '/booking.html', { 'accept-language': 'fr' });
    expect(htmlTag(french.body)).toBe('<html lang="fr" dir="ltr">');
  });

  it('offers only the languages the tenant lists', async () => {
    const res = await page('contrast', '/booking.html', { 'accept-language': 'ar', cookie: 'cabkit-lang=fr' });
    expect(htmlTag(res.body)).toBe('<html lang="en-GB" dir="ltr">');
    const app = apps.contrast as FastifyInstance;
    expect((await app.inject({ url: '/i18n/fr.json' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/i18n/en-GB.json' })).statusCode).toBe(200);
  });

  it("draws each tenant's language menu from its own languages, whichever tenant's page was drawn before", async () => {
    // One renderer draws every tenant's pages: English-only ClearRide's page, then one of a tenant offering three.
    const clearRide = await page('contrast', '/about');
    const languageButton = 'Language<!-- -->: <span lang="en-GB">English</span>';
    expect(clearRide.body).not.toContain(languageButton);
    const after = await page('default', '/fleet');
    expect(after.body).toContain(languageButton);
  });

  it("words a message the tenant's own way where its content folder says so", async () => {
    const own = await page('nightcab', '/booking.html', { 'accept-language': 'fr' });
    expect(own.body).toContain('>Réserver un chauffeur</a>');
    const plain = await page('default', '/booking.html', { 'accept-language': 'fr' });
    expect(plain.body).toContain('>Réserver</a>');
    // The catalogue a change of language loads has the tenant's wording too.
    const catalogue = (await (apps.nightcab as FastifyInstance).inject({ url: '/i18n/fr.json' })).json();
    expect(Object.values(catalogue)).toContainEqual(['Réserver un chauffeur']);
  });

  it('serves each offered catalogue for a change of language, and nothing else under /i18n', async () => {
    const app = apps.default as FastifyInstance;
    const arabic = await app.inject({ url: '/i18n/ar.json' });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Object.values(arabic.json())).toContainEqual(['تسجيل الدخول']);
    for (const url of ['/i18n/de.json', '/i18n/fr', '/i18n/..%2Fpackage.json'])
      expect((await app.inject({ url })).statusCode).toBe(404);
  });
});

describe("the messages a page carries (each page's own, docs/decisions/0031-messages-per-page.md)", () => {
  /** The catalogue in a page's server data. */
  const catalogueOf = (body: string) =>
    JSON.parse(body.match(/<script type="application\/json" id="server-data">(.*?)<\/script>/)?.[1] ?? '{}')
      .catalogue as { language: string; messages: Record<string, unknown>; page?: string };

  it("carries only the shell's messages and its own page module's, worded as in the whole catalogue", async () => {
    const whole = (await (apps.split as FastifyInstance).inject({ url: '/i18n/fr.json' })).json();
    const about = catalogueOf((await page('split', '/about', { 'accept-language': 'fr' })).body);
    expect(about.page).toBe('content-page');
    expect(Object.keys(about.messages).sort()).toEqual([...split.shell, ...split.content].sort());
    for (const [id, message] of Object.entries(about.messages)) expect(message).toEqual(whole[id]);
    const booking = catalogueOf((await page('split', '/booking.html', { 'accept-language': 'fr' })).body);
    expect(booking.page).toBe('booking-page');
    expect(Object.keys(booking.messages).sort()).toEqual([...split.shell, ...split.booking].sort());
  });

  it("serves a page module's own messages for a move to it, and nothing for another module or language", async () => {
    const app = apps.split as FastifyInstance;
    const move = await app.inject({ url: '/i18n/fr/content-page.json' });
    expect(move.statusCode).toBe(200);
    expect(move.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Object.keys(move.json()).sort()).toEqual([...split.content].sort());
    for (const url of ['/i18n/fr/profile-page.json', '/i18n/de/content-page.json', '/i18n/fr/content-page'])
      expect((await app.inject({ url })).statusCode, url).toBe(404);
  });

  it('carries the whole catalogue where the build lists no pages', async () => {
    const whole = (await (apps.default as FastifyInstance).inject({ url: '/i18n/fr.json' })).json();
    const about = catalogueOf((await page('default', '/about', { 'accept-language': 'fr' })).body);
    expect(about.page).toBeUndefined();
    expect(Object.keys(about.messages).length).toBe(Object.keys(whole).length);
  });
});
