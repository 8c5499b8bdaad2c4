import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTenantFile, readTenantTheme } from '../src/services/tenants/tenant-files';
import { buildTestApp } from './app';
import { getTestDb } from './db';
import { tempFolderWith } from './helpers/web-dist';

// The tenant's brand reaches the page: mark as favicon and app icon (not `data:,`), its own web font declared
// (not preloaded) with a metric-matched fallback face per weight, `color-scheme` from its appearance, a focus colour from its accent, and
// its logos, pictures and legal name for the web app's shell.
let dist: string;
let app: FastifyInstance;
let nightcab: FastifyInstance;

beforeAll(async () => {
  dist = tempFolderWith('brand', {
    'index.html':
      '<!doctype html><html><head><title>Cabkit</title><link rel="icon" href="data:," /></head><body><div id="root"></div></body></html>',
  });
  app = await buildTestApp({ webDist: dist });
  const { tenant } = await getTestDb();
  const file = readTenantFile('nightcab');
  nightcab = await buildTestApp({
    webDist: dist,
    tenant: { ...tenant, slug: 'nightcab', name: file.name, file, theme: readTenantTheme('nightcab') },
  });
});

afterAll(async () => {
  await Promise.all([app.close(), nightcab.close()]);
  rmSync(dist, { recursive: true, force: true });
});

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe("the tenant's brand in the page", () => {
  it('gives the page the mark as favicon and a web app manifest, not an empty data: icon', async () => {
    const head = headOf((await app.inject({ method: 'GET', url: '/booking' })).body);
    expect(head).not.toContain('href="data:,"');
    expect(head).toContain('<link rel="icon" href="/tenant/mark.svg" type="image/svg+xml">');
    expect(head).toContain('<link rel="manifest" href="/tenant/manifest.webmanifest">');
    const manifest = await app.inject({ method: 'GET', url: '/tenant/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(manifest.json()).toMatchObject({
      name: 'Cabkit Cars',
      start_url: '/',
      icons: [{ src: '/tenant/mark.svg', sizes: 'any', type: 'image/svg+xml' }],
    });
  });

  it('declares the body font with a fallback face per weight, sized to the web font at that weight', async () => {
    const head = headOf((await app.inject({ method: 'GET', url: '/booking' })).body);
    expect(head).toContain('@font-face{font-family:"Inter Variable";');
    // Inter widens with its weight faster than Arial's regular and bold: one size for all weights left the home
    // page's bold headline a line longer in the stand-in at 320 px, and the page moved when Inter swapped in.
    expect(head).toContain(
      '@font-face{font-family:"Inter fallback";src:local("Arial"),local("Liberation Sans");size-adjust:107.23%;ascent-override:90.36%;',
    );
    expect(head).toContain(
      '@font-face{font-family:"Inter fallback";font-weight:500;src:local("Arial"),local("Liberation Sans");size-adjust:108.35%;ascent-override:89.43%;',
    );
    // Bold text in the stand-in is drawn in the local font's bold (the regular made bold by the browser is narrower).
    expect(head).toContain(
      '@font-face{font-family:"Inter fallback";font-weight:700;src:local("Arial Bold"),local("Liberation Sans Bold");size-adjust:102.24%;ascent-override:94.77%;',
    );
    // Bold digits are 9 % wider in Inter than its letters are, against Arial's: they have a face of their own.
    expect(head).toContain(
      '@font-face{font-family:"Inter fallback";font-weight:700;src:local("Arial Bold"),local("Liberation Sans Bold");unicode-range:U+30-39;size-adjust:111.41%;',
    );
    expect(head).toContain('--ck-font-family-body: "Inter Variable", "Inter fallback",');
    const font = await app.inject({ method: 'GET', url: '/tenant/fonts/inter-latin-wght-normal.woff2' });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('does not preload the body font, which held the largest paint back on a slow phone', async () => {
    for (const url of ['/booking', '/home.html', '/services.html']) {
      const head = headOf((await app.inject({ method: 'GET', url })).body);
      expect(head, url).not.toMatch(/rel="preload"[^>]*as="font"/);
      expect(head, url).toContain('<link rel="manifest" href="/tenant/manifest.webmanifest">');
    }
  });

  it('draws focus from the accent, not the burnt orange that read as an error', async () => {
    const head = headOf((await app.inject({ method: 'GET', url: '/booking' })).body);
    expect(head).toContain('--ck-color-focus: #0f766e;');
    expect(head).not.toContain('#9a3412');
    expect(head).toContain('color-scheme: light;');
  });

  it.each([
    '/tenant/logo.svg',
    '/tenant/logo-dark.svg',
    '/tenant/mark.svg',
    '/tenant/hero.svg',
    '/tenant/vehicles/mpv.svg',
  ])('serves %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toMatch(/^<svg /);
  });

  it('gives the web app the logos, mark, header variant, legal name and pictures in GET /api/tenant', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/tenant' });
    expect(res.json().brand).toEqual({
      appearance: 'light',
      headerVariant: 'surface',
      legalName: 'Cabkit Cars Ltd',
      logo: { light: '/tenant/logo.svg', dark: '/tenant/logo-dark.svg', alt: 'Cabkit Cars' },
      mark: '/tenant/mark.svg',
      manifest: '/tenant/manifest.webmanifest',
      hero: { src: '/tenant/hero.svg', alt: 'A Cabkit Cars saloon waiting outside a London station at dusk' },
      vehicles: {
        saloon: '/tenant/vehicles/saloon.svg',
        estate: '/tenant/vehicles/estate.svg',
        executive: '/tenant/vehicles/executive.svg',
        mpv: '/tenant/vehicles/mpv.svg',
        minibus: '/tenant/vehicles/minibus.svg',
      },
    });
  });
});

describe('a dark tenant (NightCab)', () => {
  it('declares color-scheme dark, so the browser draws its own controls and scroll bars dark', async () => {
    const head = headOf((await nightcab.inject({ method: 'GET', url: '/booking' })).body);
    expect(head).toContain('<meta name="color-scheme" content="dark">');
    expect(head).toContain(':root {\n  color-scheme: dark;');
    expect(head).toContain('<meta name="theme-color" content="#0f1b33">');
  });

  it('declares its body and serif display fonts, each with its own fallback faces, and preloads neither', async () => {
    const head = headOf((await nightcab.inject({ method: 'GET', url: '/booking' })).body);
    expect(head).not.toMatch(/rel="preload"[^>]*as="font"/);
    expect(head).toContain('@font-face{font-family:"Source Sans 3 fallback";font-weight:700;');
    expect(head).toContain(
      '@font-face{font-family:"Playfair Display fallback";font-weight:700;src:local("Times New Roman Bold"),local("Liberation Serif Bold");',
    );
    expect(head).toContain('@font-face{font-family:"Playfair Display Variable";');
    expect(head).toContain(
      '--ck-font-family-heading: "Playfair Display Variable", "Playfair Display fallback", Georgia, serif;',
    );
    const font = await nightcab.inject({
      method: 'GET',
      url: '/tenant/fonts/playfair-display-latin-wght-normal.woff2',
    });
    expect(font.statusCode).toBe(200);
  });

  it('serves its own logo and tells the web app its header is inverse', async () => {
    const logo = await nightcab.inject({ method: 'GET', url: '/tenant/logo-dark.svg' });
    expect(logo.body).toContain('NightCab Executive');
    const brand = (await nightcab.inject({ method: 'GET', url: '/api/tenant' })).json().brand;
    expect(brand).toMatchObject({
      appearance: 'dark',
      headerVariant: 'inverse',
      legalName: 'NightCab Executive Travel Ltd',
    });
  });
});
