import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { type RunningServer, startServer } from './server';
import { bookAsap, signIn } from '../bench/lib/pages.mjs';

// Every page of the web app's route table, opened as guest, customer and booker: first cold (a server just started,
// nothing rendered or loaded yet) and then warm. Each must be taken over by the app (hydrated) with no console
// error and no page error: a render the server cut short (React error 419, the browser drawing it again) or HTML the
// browser's first render does not match (React error 418) shows up here.

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ssrEntry = join(root, 'apps/web/dist-ssr/entry-server.js');

/**
 * An address for each page of the route table: a page with parameters gets a booking made before the pass
 * (`{jobId}`, `{code}` its tracking code), so no page shows a refusal the browser logs.
 */
const samples: Record<string, string> = {
  home: '/home.html',
  booking: '/booking.html',
  litebooking: '/litebooking.html',
  quickbooking: '/quickbooking.html',
  quickbookinginvalid: '/quickbookinginvalid.html',
  payment: '/payment.html',
  ticket: '/ticket/{code}.html',
  confirmed: '/confirmed/{code}.html',
  invoice: '/invoice.html',
  tracking: '/tracking/{code}',
  dashboard: '/dashboard.html',
  bookinginfo: '/bookinginfo.html',
  profile: '/profile.html',
  commission: '/commission.html',
  resetpassword: '/resetpassword/1/nocode',
  bookingdetail: '/bookingdetail/{jobId}',
  addressbook: '/addressbook.html',
  bookinghistory: '/bookinghistory.html',
  changepassword: '/changepassword.html',
  confirmpassword: '/confirmpassword.html',
  about: '/about.html',
  services: '/services.html',
  fleet: '/fleet.html',
  contact: '/contact.html',
  policy: '/policy.html',
  terms: '/terms.html',
  cookie: '/cookie.html',
  menu: '/menu.html',
};

/** The pages of the route table as the built server renderer lists them (undefined: it lists none). */
async function routeTablePages(): Promise<string[] | undefined> {
  if (!existsSync(ssrEntry)) throw new Error(`${ssrEntry} is missing: build the web app first`);
  const module = (await import(pathToFileURL(ssrEntry).href)) as { pageNames?: readonly string[] };
  return module.pageNames && [...module.pageNames];
}

type Role = 'guest' | 'customer' | 'booker';

/** A browser page signed in as `role` (the session cookie, and the profile where the app keeps it). */
async function pageAs(browser: Browser, server: RunningServer, role: Role): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, locale: 'en-GB', timezoneId: 'Europe/London' });
  if (role !== 'guest') {
    const signedIn = await signIn(server.url, role);
    const host = new URL(server.url).hostname;
    await context.addCookies(
      (signedIn.cookies as string[]).map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: host, path: '/' };
      }),
    );
    const { Code: _code, Message: _message, Token: _token, ...profile } = signedIn.profile;
    await context.addInitScript(
      ([key, stored]) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ profile: stored, remember: true }));
      },
      ['cabkit.account', profile] as const,
    );
  }
  return context.newPage();
}

/** Opens `path`, waits for the app to take it over and the network to settle; returns what the page logged. */
async function open(page: Page, path: string): Promise<string[]> {
  const errors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error' || /hydrat|#41[89]/i.test(message.text())) errors.push(message.text());
  };
  const onError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  try {
    await page.goto(path);
    await expect(page.locator('html[data-hydrated="true"]'), path).toHaveCount(1, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
  }
  return errors;
}

test('every page of the route table has an address here', async () => {
  expect(Object.keys(samples).sort()).toEqual((await routeTablePages())?.sort());
});

for (const role of ['guest', 'customer', 'booker'] as const) {
  test(`every page hydrates without an error, cold and warm, as ${role}`, async ({ browser }) => {
    test.setTimeout(300_000);
    // A server of its own, just started: the first visit to each page is its first render since the start.
    const server = await startServer();
    try {
      // A booking of the role's own (a guest's is the customer's, reached by its tracking code).
      const account = await signIn(server.url, role === 'guest' ? 'customer' : role);
      const booked: { jobId: number; code: string } = await bookAsap(server.url, account.cookies);
      const page = await pageAs(browser, server, role);
      const pages = (await routeTablePages()) ?? Object.keys(samples);
      const failures: string[] = [];
      for (const pass of ['cold', 'warm']) {
        for (const name of pages) {
          const path = (samples[name] ?? `/${name}.html`)
            .replace('{jobId}', String(booked.jobId))
            .replace('{code}', encodeURIComponent(booked.code));
          const errors = await open(page, path);
          for (const error of errors) failures.push(`${pass} ${path}: ${error}`);
        }
      }
      expect(failures).toEqual([]);
    } finally {
      await server.stop();
      server.dispose();
    }
  });
}
