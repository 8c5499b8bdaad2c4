import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { seedDatabase } from '../src/db/seed';
import { bookings, tenants } from '../src/db/schema';
import { mailOutbox } from '../src/db/schema-accounts';
import { connectionLimitsFromEnv } from '../src/http/connection-limits';
import {
  createTenantServer,
  hostName,
  type TenantApp,
  tenantForHost,
  tenantPaymentEnv,
} from '../src/http/tenant-hosts';
import { loadTenantContext } from '../src/services/tenants/tenant-context';
import { auth, signUp, type TestAccount } from './accounts-helpers';
import { cases, expectVictimsUntouched, fixture, secrets } from './helpers/access-cases';
import { getTestDb } from './db';
import { asapBookingBody } from './helpers/booking-bodies';
import { stratfordToLiverpoolStreetQuote } from './helpers/fixtures';

// One process serves every tenant from one database. Whatever a caller sends, and to whichever host, it reaches
// one tenant's app, which reads and writes that tenant's rows only.

describe('the tenant a host name is for', () => {
  const app = {} as FastifyInstance;
  const tenants: TenantApp[] = [
    { slug: 'default', hosts: [], app },
    { slug: 'nightcab', hosts: ['book.nightcab.example', 'nightcab.example'], app },
    { slug: 'midnight', hosts: [], app },
  ];
  it.each([
    ['localhost:8080', 'default'],
    ['127.0.0.1:8080', 'default'],
    ['[::1]:8080', 'default'],
    ['nightcab.localhost:8080', 'nightcab'],
    ['NightCab.Localhost', 'nightcab'],
    ['midnight.localhost', 'midnight'],
    ['book.nightcab.example', 'nightcab'],
    ['nightcab.example.', 'nightcab'],
    ['unknown.localhost', 'default'],
    ['evil.example', 'default'],
    ['', 'default'],
  ])('%s is served by %s', (host, slug) => {
    expect(tenantForHost(hostName(host), tenants, 'default').slug).toBe(slug);
  });

  it('refuses to start without the default tenant among those served', () => {
    expect(() => tenantForHost('localhost', tenants, 'contrast')).toThrow(/contrast/);
  });
});

/** A request through the front server with the given Host header (fetch would not let a test choose it). */
function call(
  server: Server,
  host: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; body: string; json: () => Record<string, unknown> }> {
  const { port } = server.address() as AddressInfo;
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: {
          host,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text, json: () => JSON.parse(text) as Record<string, unknown> }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('two tenants in one process and one database', () => {
  let server: Server;
  let defaultApp: FastifyInstance;
  let nightcabApp: FastifyInstance;
  let victim: TestAccount;
  const NIGHTCAB = 'nightcab.localhost';

  beforeAll(async () => {
    const { handle, tenant } = await getTestDb();
    await seedDatabase(handle.db, 'nightcab');
    const nightcab = await loadTenantContext(handle.db, 'nightcab', false);
    const live = { simulator: false };
    defaultApp = await buildApp({ db: handle.db, tenant, services: { live } });
    nightcabApp = await buildApp({ db: handle.db, tenant: nightcab, services: { live } });
    await Promise.all([defaultApp.ready(), nightcabApp.ready()]);
    const limits = connectionLimitsFromEnv({}, false);
    server = createTenantServer(
      [
        { slug: 'default', hosts: [], app: defaultApp },
        { slug: 'nightcab', hosts: [], app: nightcabApp },
      ],
      'default',
      limits,
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

    // A customer of the default tenant.
    victim = await signUp(defaultApp);
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await Promise.all([defaultApp.close(), nightcabApp.close()]);
    // The worker's database is shared by the test files after this one: the second tenant goes, every row of it
    // found by its tenant_id.
    const { handle } = await getTestDb();
    const [nightcab] = await handle.db.select().from(tenants).where(eq(tenants.slug, 'nightcab'));
    if (!nightcab) return;
    const tables = (await handle.db.execute(sql`
      SELECT table_name AS name FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name = 'tenant_id'`)) as unknown as { rows: { name: string }[] };
    for (const { name } of tables.rows) {
      await handle.db.execute(sql`DELETE FROM ${sql.identifier(name)} WHERE tenant_id = ${nightcab.id}`);
    }
    await handle.db.delete(tenants).where(eq(tenants.id, nightcab.id));
  });

  it("serves each tenant's own site on its host", async () => {
    expect((await call(server, 'localhost', '/api/tenant')).json().id).toBe('default');
    expect((await call(server, NIGHTCAB, '/api/tenant')).json().id).toBe('nightcab');
    const configuration = (await call(server, NIGHTCAB, '/api/configuration')).json();
    expect(JSON.stringify(configuration)).not.toContain('Cabkit Cars');
  });

  it('keeps the demo sign-ins apart: the same e-mail is two accounts, one per tenant', async () => {
    const signIn = (host: string) =>
      call(server, host, '/api/signIn', {
        method: 'POST',
        body: { email: 'customer@cabkit.example', passwordhash: 'demo1234' },
      }).then((r) => r.json());
    const [mine, theirs] = [await signIn('localhost'), await signIn(NIGHTCAB)];
    expect(mine.Code).toBe(1);
    expect(theirs.Code).toBe(1);
    expect(mine.Id).not.toBe(theirs.Id);
    // A session of one tenant is nobody on the other.
    const other = await call(server, NIGHTCAB, `/api/currentbookings?custid=${mine.Id}`, {
      headers: { authorization: `Bearer ${mine.Token}` },
    });
    expect([401, 403, 404]).toContain(other.status);
  });

  // The access matrix's calls, each aimed at the victims' data in the default tenant, sent to the other tenant's
  // host: with the victim's own session, with an account of the other tenant, and as a guest.
  it.each([
    ["the victim's own session", 'victim'],
    ['an account of the other tenant', 'stranger'],
    ['a guest', 'guest'],
  ])("refuses every call on another tenant's accounts, places, bookings, invoices and trips: %s", async (_who, who) => {
    const f = await fixture(defaultApp);
    const caller = who === 'victim' ? f.victim : who === 'stranger' ? await signUp(nightcabApp) : null;
    const failures: string[] = [];
    for (const c of cases) {
      const request = c.request(f, caller);
      const answer = await call(server, NIGHTCAB, String(request.url), {
        method: String(request.method ?? 'GET'),
        headers: { ...(request.headers as Record<string, string>), ...auth(caller) },
        body: request.payload,
      });
      const leaked = secrets(f).filter((s) => answer.body.includes(s));
      if (![401, 403, 404].includes(answer.status) || leaked.length > 0) {
        failures.push(
          `${c.name}: ${answer.status} ${answer.body.slice(0, 100)}${leaked.length ? ` leaked ${leaked}` : ''}`,
        );
      }
    }
    expect(failures).toEqual([]);
    await expectVictimsUntouched(defaultApp, f);
  });

  it("cannot book another tenant's quote, nor reach its customers by e-mail", async () => {
    const { handle, tenant } = await getTestDb();
    const f = await fixture(defaultApp);
    const types = (await call(server, 'localhost', '/api/vehicletypes')).json() as { vehTypes: { Id: number }[] };
    const journey = stratfordToLiverpoolStreetQuote;
    const vehtypeid = types.vehTypes[0]?.Id ?? 0;
    const quote = (
      await call(server, 'localhost', '/api/quotation', {
        method: 'POST',
        headers: auth(f.victim),
        body: { ...journey, vehtypeid, bookingdate: 'ASAP', custid: f.victim.id },
      })
    ).json();
    expect(quote.QuotationId).toBeTruthy();
    const booking = asapBookingBody(
      String(quote.QuotationId),
      { vehtypeid },
      { custid: f.victim.id, name: 'Mallory', lastname: 'Intruder', phone: '7700900999', email: 'mallory@example.com' },
    );
    const booked = await call(server, NIGHTCAB, '/api/createbookingTest', {
      method: 'POST',
      headers: auth(f.victim),
      body: { ...booking, custid: 0 },
    });
    expect(booked.json().Code).not.toBe(1);
    expect(await handle.db.select().from(bookings).where(eq(bookings.contactEmail, 'mallory@example.com'))).toEqual([]);
    // The same quote books on its own tenant's host: the refusal above is the tenant's.
    const own = await call(server, 'localhost', '/api/createbookingTest', {
      method: 'POST',
      headers: auth(f.victim),
      body: booking,
    });
    expect(own.json().Code).toBe(1);
    const [stored] = await handle.db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, String(own.json().Bref)));
    expect(stored?.tenantId).toBe(tenant.id);
    // A password reset asked on the other tenant's host finds no such account there: nothing is sent.
    await call(server, NIGHTCAB, '/api/resetpassword', { method: 'POST', body: { email: f.victim.email } });
    const mails = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, f.victim.email));
    // (The booking above on its own host confirmed itself to the account: that one is expected.)
    expect(mails.filter((mail) => /password/i.test(mail.subject))).toEqual([]);
  });

  it("gives one tenant's live feed no session of another", async () => {
    const negotiate = (host: string) =>
      call(server, host, `/hubs/notification/negotiate?negotiateVersion=1&userName=ip_fp_${victim.id}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${victim.token}` },
      });
    expect((await negotiate('localhost')).status).toBe(200);
    expect((await negotiate(NIGHTCAB)).status).toBe(401);
  });

  it('has a tenant on every row of every table but the shared gazetteer', async () => {
    const { handle } = await getTestDb();
    const result = (await handle.db.execute(sql`
      SELECT t.table_name AS name FROM information_schema.tables t
      WHERE t.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
        AND t.table_name NOT IN ('tenants', 'places', '_migrations')
        AND NOT EXISTS (SELECT 1 FROM information_schema.columns c
          WHERE c.table_schema = t.table_schema AND c.table_name = t.table_name
            AND c.column_name = 'tenant_id' AND c.is_nullable = 'NO')
      ORDER BY 1`)) as unknown as { rows: { name: string }[] };
    expect(result.rows.map((r) => r.name)).toEqual([]);
  });
});

describe("a tenant's payment keys", () => {
  const env = {
    STRIPE_SECRET_KEY: 'sk_default',
    STRIPE_SECRET_KEY__NIGHTCAB: 'sk_nightcab',
    PAYPAL_CLIENT_ID__NIGHT_CAB: 'pp_dashed',
  };
  it('are its own, named with its slug', () => {
    expect(tenantPaymentEnv(env, 'nightcab', false).STRIPE_SECRET_KEY).toBe('sk_nightcab');
    expect(tenantPaymentEnv(env, 'night-cab', false).PAYPAL_CLIENT_ID).toBe('pp_dashed');
  });
  it("fall back to the plain names for the default tenant only, never to another firm's account", () => {
    expect(tenantPaymentEnv(env, 'default', true).STRIPE_SECRET_KEY).toBe('sk_default');
    expect(tenantPaymentEnv(env, 'midnight', false).STRIPE_SECRET_KEY).toBeUndefined();
  });
});
