import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE, injectTenantTheme, staticCompressionDone } from '../src/http/web-app';
import { buildTestApp } from './app';
import { tempFolderWith } from './helpers/web-dist';

let app: FastifyInstance;
let dist: string;
const bundle = `console.log(${JSON.stringify('cabkit '.repeat(400))});`;

beforeAll(async () => {
  dist = tempFolderWith('web', {
    'index.html':
      '<!doctype html><html><head><title>Cabkit</title><script type="module" src="/assets/index-AbCdEf12.js"></script></head><body><div id="root"></div></body></html>',
    'assets/index-AbCdEf12.js': bundle,
    'assets/pre-Zz9Yy8Xx.css': `body{color:red}${' '.repeat(600)}`,
    'assets/pre-Zz9Yy8Xx.css.br': 'shipped-brotli',
    'robots.txt': 'User-agent: *\n',
  });
  app = await buildTestApp({ webDist: dist });
  await staticCompressionDone(app);
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web app host', () => {
  // Without the web app's server renderer the server has no route table: any path that is no file gets index.html,
  // and the app's router finds the page (or sends the visitor on) in the browser.
  it.each(['/', '/booking', '/booking.html', '/book/', '/confirmed/CK1234567', '/tracking/abc', '/nowhere'])(
    'serves index.html for the path %s, never cached, with the tenant theme injected',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store, no-cache, must-revalidate');
      expect(res.body).toContain('<style id="tenant-theme">:root {');
      expect(res.body).toContain('--ck-color-primary: #0a58ca;');
      expect(res.body).toContain('<title>Cabkit Cars</title>');
      expect(res.body.indexOf('tenant-theme')).toBeLessThan(res.body.indexOf('</head>'));
    },
  );

  it('serves hashed assets immutable, brotli or gzip when accepted', async () => {
    const plain = await app.inject({ method: 'GET', url: '/assets/index-AbCdEf12.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundle);
    const br = await app.inject({
      method: 'GET',
      url: '/assets/index-AbCdEf12.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bundle);
    expect(br.rawPayload.length).toBeLessThan(bundle.length / 4);
    const gz = await app.inject({
      method: 'GET',
      url: '/assets/index-AbCdEf12.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bundle);
    const refused = await app.inject({
      method: 'GET',
      url: '/assets/index-AbCdEf12.js',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('uses a precompressed file shipped by the build', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/pre-Zz9Yy8Xx.css',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body).toBe('shipped-brotli');
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const again = await app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for a missing asset rather than the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-Gone1234.js' });
    expect(res.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/favicon.ico' })).statusCode).toBe(404);
  });

  it('serves the theme CSS, the tenant logo and the server images', async () => {
    const css = await app.inject({ method: 'GET', url: '/theme.css' });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain('--ck-color-primary');
    const logo = await app.inject({ method: 'GET', url: '/tenant/logo.svg' });
    expect(logo.statusCode).toBe(200);
    const car = await app.inject({ method: 'GET', url: '/assets/images/vehicles/saloon.svg' });
    expect(car.statusCode).toBe(200);
    expect(car.headers['content-type']).toBe('image/svg+xml');
  });

  it('keeps path tricks inside the folders', async () => {
    for (const url of ['/../package.json', '/assets/../../package.json', '/%2e%2e/%2e%2e/package.json', '/%E0%A4%A']) {
      const res = await app.inject({ method: 'GET', url });
      expect([302, 400, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain('"name"');
    }
  });

  it('answers unknown API calls and other methods with JSON 404s', async () => {
    const api = await app.inject({ method: 'DELETE', url: '/api/everything' });
    expect(api.statusCode).toBe(404);
    expect(api.json().Code).toBe(0);
    const post = await app.inject({ method: 'POST', url: '/booking' });
    expect(post.statusCode).toBe(404);
  });
});

describe('injectTenantTheme', () => {
  it('replaces an earlier injection and escapes the title', () => {
    const once = injectTenantTheme('<html><head><title>x</title></head></html>', ':root{--a:1}', 'A & B <C>');
    const twice = injectTenantTheme(once, ':root{--a:2}', 'A & B <C>');
    expect(twice.match(/tenant-theme/g)).toHaveLength(1);
    expect(twice).toContain(':root{--a:2}');
    expect(twice).toContain('<title>A &#38; B &#60;C&#62;</title>');
  });
});

describe('rendered first views', () => {
  let renderedApp: FastifyInstance;
  let work: string;

  beforeAll(async () => {
    work = tempFolderWith('render', {
      'index.html': '<!doctype html><html><head><title>Cabkit</title></head><body><div id="root"></div></body></html>',
    });
    // A renderer whose first render of a page runs out of time (its lazy part still shows its fallback), as the
    // real one does on a busy start; later renders are whole.
    writeFileSync(
      join(work, 'entry-server.mjs'),
      `const seen = new Map();
export function describePage(path) {
  return path === '/booking.html' ? { page: 'booking', params: {}, access: 'guest', live: false } : undefined;
}
export async function render(url) {
  const count = (seen.get(url) ?? 0) + 1;
  seen.set(url, count);
  const cut = count === 1;
  return {
    html: cut ? '<p role="status">Loading…</p>' : '<h1>Book a journey (render ' + count + ')</h1>',
    title: 'Cabkit Cars - Booking',
    dataScript: '',
    errors: cut ? ['The render was aborted by the server without a reason.'] : [],
  };
}`,
    );
    renderedApp = await buildTestApp({ webDist: work, ssrEntry: join(work, 'entry-server.mjs') });
  });

  afterAll(async () => {
    await renderedApp.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('sends a render cut short but does not keep it: the next visitor gets a whole one, which is kept', async () => {
    const first = await renderedApp.inject({ method: 'GET', url: '/booking.html' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<div id="root"><p role="status">Loading…</p></div>');
    const second = await renderedApp.inject({ method: 'GET', url: '/booking.html' });
    expect(second.body).toContain('<h1>Book a journey (render 2)</h1>');
    const third = await renderedApp.inject({ method: 'GET', url: '/booking.html' });
    expect(third.body).toContain('<h1>Book a journey (render 2)</h1>');
  });
});
