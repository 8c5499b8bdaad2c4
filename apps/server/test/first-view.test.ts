import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryLoaderScript } from '../src/http/entry-loader';
import { readTenantContent, readTenantFile } from '../src/services/tenants/tenant-files';
import { addBooking, signUp } from './accounts-helpers';
import { buildTestApp } from './app';
import { getTestDb } from './db';
import { buildSsrEntry, tempFolderWith } from './helpers/web-dist';

// Every page is sent with its first view in the HTML (docs/decisions/0012-first-view-in-html.md): the web app's
// server build, built here from the source, rendered once by React Router's static handler with its route loaders'
// data (docs/decisions/0021-react-router.md), under two tenants, and read without JavaScript.

let work: string;
let ssrEntry: string;
const apps: Record<'default' | 'nightcab', FastifyInstance | undefined> = { default: undefined, nightcab: undefined };

const index = [
  '<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" />',
  '<meta name="description" content="Book a taxi." /><title>Booking</title>',
  '<script type="module" crossorigin src="/assets/index-AbCdEf12.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index-Css12345.css"></head>',
  '<body><div id="root"></div><noscript>This booking site needs JavaScript.</noscript></body></html>',
].join('');

beforeAll(async () => {
  work = tempFolderWith('first-view', {
    'dist/index.html': index,
    'dist/assets/index-AbCdEf12.js': 'export {};',
    'dist/assets/index-Css12345.css': 'body{margin:0}.first-view-test{color:red}',
  });
  const dist = join(work, 'dist');
  ssrEntry = buildSsrEntry(join(work, 'ssr'));
  apps.default = await buildTestApp({ webDist: dist, ssrEntry });
  const { tenant } = await getTestDb();
  const file = readTenantFile('nightcab');
  apps.nightcab = await buildTestApp({
    webDist: dist,
    ssrEntry,
    tenant: {
      ...tenant,
      slug: 'nightcab',
      name: file.name,
      file,
      content: readTenantContent('nightcab', file),
      // As seeding nightcab's own row would: its name and contacts in the configuration.
      configuration: {
        ...tenant.configuration,
        CompanyName: file.title ?? file.name,
        Phone: file.phone ?? '',
        Email: file.email ?? '',
      },
    },
  });
}, 180_000);

afterAll(async () => {
  await apps.default?.close();
  await apps.nightcab?.close();
  rmSync(work, { recursive: true, force: true });
});

async function page(tenant: keyof typeof apps, url: string): Promise<string> {
  const app = apps[tenant];
  if (!app) throw new Error('the app is built in beforeAll');
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  // A tracking page is drawn with its trip on every request (http/web-app.ts); every other page is the tenant's.
  const live = url.startsWith('/tracking/');
  expect(res.headers['cache-control']).toBe(live ? 'private, no-store' : 'no-store, no-cache, must-revalidate');
  return res.body;
}

/** The text of the markup's first element matching `tag` (tags inside it removed). */
function textOf(html: string, tag: string): string | undefined {
  const match = html.match(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`));
  return match?.[1]
    ?.replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const tenants = {
  default: { title: 'Cabkit Cars', phone: '020 7946 0000', footer: 'Cabkit Cars Ltd.', home: 'Taxis and chauffeurs' },
  nightcab: {
    title: 'NightCab Executive',
    phone: '0161 496 0000',
    footer: 'NightCab Executive Travel',
    home: 'Executive cars through the night',
  },
} as const;

/** Each page, the h1 its first view shows, and whether it has the frame (lite and quick booking have none). */
const pages: [string, string | RegExp, boolean?][] = [
  ['/booking.html', /^Book a journey/],
  ['/', /^Book a journey/],
  ['/services.html', /./],
  ['/services/heathrow', /Heathrow/],
  ['/fleet.html', /./],
  ['/contact.html', /./],
  ['/bookinghistory.html', 'My bookings'],
  ['/bookingdetail/12', 'Booking'],
  ['/dashboard.html', 'Dashboard'],
  ['/profile.html', 'My account'],
  ['/commission.html', 'Commission'],
  ['/invoice.html', 'Invoice'],
  ['/addressbook.html', 'My places'],
  ['/tracking/CK1234567', 'Booking not found'],
  ['/confirmed/CK1234567', 'Your booking'],
  ['/bookinginfo.html', /./],
  ['/quickbooking.html', 'Quick Booking', false],
  ['/litebooking.html', /^Book a journey/, false],
  ['/changepassword.html', 'Change password'],
];

describe.each(['default', 'nightcab'] as const)('the first view in the HTML, tenant %s', (tenant) => {
  const want = tenants[tenant];

  it.each(pages)('%s has its heading, the menu, the footer and the tenant in the HTML', async (url, heading, frame) => {
    const html = await page(tenant, url);
    // Drawn whole on its first render after the start: no part left for the browser to draw again (React marks
    // such a part `<!--$!-->`, and React logs its error 419 when it meets one).
    expect(html).not.toContain('<!--$!-->');
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root.match(/<h1[\s>]/g)).toHaveLength(1);
    const h1 = textOf(root, 'h1') ?? '';
    if (typeof heading === 'string') expect(h1).toBe(heading);
    else expect(h1).toMatch(heading);
    if (frame !== false) {
      expect(root).toMatch(/<nav [^>]*aria-label="Main menu"/);
      // The tenant's logo, named by the tenant, links home.
      expect(root).toMatch(
        new RegExp(`<a [^>]*href="/home.html"[^>]*><img [^>]*src="/tenant/logo.svg" alt="${want.title}"`),
      );
      for (const entry of ['Home', 'About', 'Services', 'Fleet', 'Contact']) expect(root).toContain(`>${entry}</a>`);
      expect(root).toContain(`Call ${want.phone}`);
      expect(textOf(root, 'footer')).toContain(want.footer);
    }
    expect(html).toMatch(new RegExp(`<title>${want.title} - [^<]+</title>`));
    expect(html).toContain('<script type="application/json" id="server-data">');
    expect(html).toContain('<style id="tenant-theme">:root {');
    expect(html).not.toContain('<noscript>');
    // The page's CSP refuses inline scripts but one: the loader that starts the app after the first paint, allowed
    // by its hash. The head asks for no script, so nothing is fetched before the first view is painted.
    const inline = [...html.matchAll(/<script(?![^>]*application\/json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toEqual([entryLoaderScript]);
    expect(html).toContain(`<script data-entry="/assets/index-AbCdEf12.js">${entryLoaderScript}</script></body>`);
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('<script');
  });

  it('the CSP allows the entry loader by its hash and no other inline script', async () => {
    const app = apps[tenant];
    if (!app) throw new Error('the app is built in beforeAll');
    const res = await app.inject({ method: 'GET', url: '/home.html' });
    const scriptSrc = String(res.headers['content-security-policy']).match(/script-src ([^;]+)/)?.[1] ?? '';
    const hash = createHash('sha256').update(entryLoaderScript).digest('base64');
    expect(scriptSrc.split(' ')).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it("the home page shows the tenant's own text and the fleet from the vehicle types", async () => {
    const home = await page(tenant, '/home.html');
    expect(textOf(home, 'h1')).toContain(want.home);
    expect(home).toContain('<title>');
    expect(home).toMatch(/<meta name="description" content="[^"]+" \/>/);
    const fleet = await page(tenant, '/fleet.html');
    expect(fleet).toMatch(/<h2>Saloon<\/h2>/);
    expect(fleet).toMatch(/<dt>Passengers<\/dt><dd>\d+<\/dd>/);
  });
});

/** A new customer with one upcoming booking, and the session cookie their browser would carry. */
async function visitorWithBooking() {
  const app = apps.default;
  if (!app) throw new Error('the app is built in beforeAll');
  const account = await signUp(app);
  const booking = await addBooking({ customerId: account.id, contactEmail: account.email });
  return { account, booking, cookie: `cabkit_session=${account.token}` };
}

/** The first view's data (the `server-data` script) of a page, with the calls its route loaders made. */
function serverDataOf(html: string): { profile?: { Email: string }; answers: Record<string, { status: number }> } {
  const json = html.match(/<script type="application\/json" id="server-data">([\s\S]*?)<\/script>/)?.[1] ?? '{}';
  const data = JSON.parse(json) as { profile?: { Email: string }; loaderData?: Record<string, unknown> };
  const answers: Record<string, { status: number }> = {};
  for (const loaded of Object.values(data.loaderData ?? {})) {
    if (loaded && typeof loaded === 'object') Object.assign(answers, loaded);
  }
  return { ...data, answers };
}

describe("an account page drawn for the visitor's session", () => {
  it("holds their own data, its route loader's answers, and is kept by no cache", async () => {
    const app = apps.default;
    if (!app) throw new Error('the app is built in beforeAll');
    const { account, booking, cookie } = await visitorWithBooking();
    const res = await app.inject({ method: 'GET', url: '/bookinghistory.html', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers.vary)).toContain('Cookie');
    const main = textOf(res.body, 'main') ?? '';
    expect(main).toContain('My bookings');
    expect(main).toContain(booking.reference);
    expect(main).not.toContain('Loading');
    expect(res.body).toContain('Signed in as Tess Tester');
    const data = serverDataOf(res.body);
    expect(data.profile?.Email).toBe(account.email);
    expect(Object.keys(data.answers).sort()).toEqual([
      `/api/currentbookings?custid=${account.id}&bookerid=0`,
      `/api/journeyhistory?custid=${account.id}&bookerid=0&filter=3`,
    ]);
  });

  it("runs the page's loader once, with the calls that depend on earlier answers: a booking, then its driver", async () => {
    const app = apps.default;
    if (!app) throw new Error('the app is built in beforeAll');
    const { booking, cookie } = await visitorWithBooking();
    const detail = await app.inject({ method: 'GET', url: `/bookingdetail/${booking.id}`, headers: { cookie } });
    expect(textOf(detail.body, 'h1')).toBe(`Booking ${booking.reference}`);
    expect(textOf(detail.body, 'main')).not.toContain('Loading');
    const answers = Object.keys(serverDataOf(detail.body).answers);
    expect(answers).toContain(`/api/bookingdetails?jobid=${booking.id}`);
    expect(answers.some((key) => key.startsWith('/api/trackvehicle?'))).toBe(true);
    const dashboard = await app.inject({ method: 'GET', url: '/dashboard.html', headers: { cookie } });
    expect(textOf(dashboard.body, 'main')).toContain('Welcome back, Tess Tester.');
    expect(textOf(dashboard.body, 'main')).toContain(booking.reference);
  });

  it("draws each visitor's page with their own data, however many are drawn at once", async () => {
    const app = apps.default;
    if (!app) throw new Error('the app is built in beforeAll');
    const visitors = [await visitorWithBooking(), await visitorWithBooking()];
    const urls = ['/dashboard.html', '/bookinghistory.html', '/profile.html'];
    const asked = Array.from({ length: 12 }, (_, i) => ({ who: i % 2, url: urls[i % 3] as string }));
    const pages = await Promise.all(
      asked.map(({ who, url }) => app.inject({ method: 'GET', url, headers: { cookie: visitors[who]?.cookie } })),
    );
    pages.forEach((res, i) => {
      const { who, url } = asked[i] as { who: number; url: string };
      const own = visitors[who];
      const other = visitors[1 - who];
      if (!own || !other) throw new Error('two visitors');
      expect(serverDataOf(res.body).profile?.Email).toBe(own.account.email);
      if (url !== '/profile.html') expect(res.body).toContain(own.booking.reference);
      expect(res.body).not.toContain(other.account.email);
      expect(res.body).not.toContain(other.booking.reference);
    });
    // A guest asking for the same page meanwhile gets the skeleton: nobody's page went into the shared cache.
    const guest = await page('default', '/dashboard.html');
    for (const { account, booking } of visitors) {
      expect(guest).not.toContain(account.email);
      expect(guest).not.toContain(booking.reference);
    }
    expect(serverDataOf(guest).profile).toBeUndefined();
  });

  it('a tracking page is drawn with its trip for anyone with its code, and kept by no cache', async () => {
    const app = apps.default;
    if (!app) throw new Error('the app is built in beforeAll');
    const { booking } = await visitorWithBooking();
    const res = await app.inject({ method: 'GET', url: `/tracking/${booking.trackingCode}` });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const main = textOf(res.body, 'main') ?? '';
    expect(main).toContain('Cross Station');
    expect(main).toContain('Heathrow Airport Terminal 5');
    expect(serverDataOf(res.body).profile).toBeUndefined();
    expect(Object.keys(serverDataOf(res.body).answers)).toEqual([
      `/api/trackvehicle?jobpartid=0&id=0&code=${booking.trackingCode}&share=`,
    ]);
  });

  it("shows someone else's booking as not found, with nothing of it in the page", async () => {
    const app = apps.default;
    if (!app) throw new Error('the app is built in beforeAll');
    const owner = await visitorWithBooking();
    const other = await visitorWithBooking();
    const url = `/bookingdetail/${owner.booking.id}`;
    const res = await app.inject({ method: 'GET', url, headers: { cookie: other.cookie } });
    expect(textOf(res.body, 'main')).toContain('Booking not found');
    expect(res.body).not.toContain(owner.booking.reference);
    expect(res.body).not.toContain(owner.account.email);
  });
});

describe("the server's pages are the route table's", () => {
  it('answers each page with and without .html, in any case, and /index.html with the home page', async () => {
    for (const [url, h1] of [
      ['/Booking', /^Book a journey/],
      ['/book/', /^Book a journey/],
      ['/index.html', new RegExp(tenants.default.home)],
      ['/resetpassword/1/abc.html', /./],
    ] as const) {
      const html = await page('default', url);
      expect(textOf(html.slice(html.indexOf('<div id="root">')), 'h1'), url).toMatch(h1);
    }
  });
});

describe('what the server never puts into the first view', () => {
  it('an account page asked for without a session (or with a stale one) holds only the frame and a skeleton', async () => {
    const app = apps.default;
    if (!app) throw new Error('the app is built in beforeAll');
    for (const headers of [{}, { cookie: 'cabkit_session=not-a-session' }]) {
      const res = await app.inject({ method: 'GET', url: '/bookinghistory.html', headers });
      expect(res.headers['cache-control']).toBe('no-store, no-cache, must-revalidate');
      expect(res.body).toContain('<h1>My bookings</h1>');
      expect(res.body).toContain('Loading…');
      expect(res.body).not.toMatch(/(customer|booker)@cabkit.example/);
      expect(res.body).toContain('>Sign in</button>');
      // The words "Signed in as {name}" come with the page's catalogue; no one is named in it.
      expect(res.body).not.toMatch(/Signed in as [^"]/);
    }
  });

  it("puts the first view's style sheets into the page and leaves their links disabled", async () => {
    // A linked sheet is a render-blocking round trip before the first paint. The disabled link is not
    // fetched; it tells the app's loader of lazy parts that the sheet is on the page already.
    const html = await page('default', '/home.html');
    expect(html).toContain(
      '<style data-href="/assets/index-Css12345.css">body{margin:0}.first-view-test{color:red}</style>',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Css12345.css" disabled>');
    expect(html).not.toMatch(/<link rel="stylesheet" crossorigin href="[^"]+">/);
  });

  it('paths the route table does not name redirect to the booking page, and API misses stay JSON', async () => {
    const app = apps.default;
    if (!app) throw new Error('the app is built in beforeAll');
    for (const url of ['/nowhere', '/booking/extra/parts', '/admin.html', '/services/a/b']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe('/booking.html');
    }
    expect((await app.inject({ method: 'GET', url: '/api/nowhere' })).statusCode).toBe(404);
  });
});
