import { defineEndpoint } from '@cabkit/contract';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { readMigrationFiles } from '../src/db/migration-files';
import { notFound } from '../src/http/errors';
import { registerEndpoint } from '../src/http/register';
import { buildTestApp } from './app';
import { getTestDb } from './db';

const probe = defineEndpoint({
  method: 'POST',
  path: '/api/test-probe',
  summary: 'test only',
  query: v.object({ n: v.optional(v.string(), '') }),
  body: v.object({ name: v.pipe(v.string(), v.minLength(1, 'is required')), count: v.number() }),
  response: v.object({ Code: v.number(), Message: v.string() }),
});
/** A GET only callers with `access` may make, answering an outcome. */
const guardedProbe = (path: string, access: 'customer' | 'booker') =>
  defineEndpoint({
    method: 'GET',
    path,
    access,
    summary: 'test only',
    response: v.object({ Code: v.number(), Message: v.string() }),
  });
const privateProbe = guardedProbe('/api/test-private', 'customer');
const bookerProbe = guardedProbe('/api/test-booker', 'booker');

describe('migrations', () => {
  beforeAll(async () => {
    await getTestDb(); // opening the worker's database is set-up, not part of the timed test
  });

  it('applies every file once: running again changes nothing', async () => {
    const { handle } = await getTestDb();
    expect(await migrate(handle)).toEqual([]);
    const result = (await handle.db.execute(sql`SELECT name FROM _migrations ORDER BY name`)) as unknown as {
      rows: { name: string }[];
    };
    expect(result.rows.map((r) => r.name)).toEqual(readMigrationFiles().map((f) => f.name));
    expect(result.rows[0]?.name).toBe('0001_core.sql');
  });

  it('rolls a failing migration back whole', async () => {
    const { handle } = await getTestDb();
    const broken = { name: '9999_broken.sql', sql: 'CREATE TABLE half_done (id int); SELECT no_such_function();' };
    await expect(migrate(handle, [broken])).rejects.toThrow();
    const tables = (await handle.db.execute(
      sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'half_done'`,
    )) as unknown as { rows: { n: number }[] };
    expect(tables.rows[0]?.n).toBe(0);
    const recorded = (await handle.db.execute(
      sql`SELECT count(*)::int AS n FROM _migrations WHERE name = '9999_broken.sql'`,
    )) as unknown as { rows: { n: number }[] };
    expect(recorded.rows[0]?.n).toBe(0);
  });
});

describe('registerEndpoint and the error handler', () => {
  async function appWithProbes(session: { customerId: number | null; bookerId: number | null } | null = null) {
    const app = await buildTestApp({ resolveSession: () => session });
    registerEndpoint(app, probe, ({ body }) => ({ Code: 1, Message: `hello ${body.name} x${body.count}` }));
    registerEndpoint(app, privateProbe, ({ session: s }) => {
      if (s.customerId === 99) throw notFound('No such booking.');
      return { Code: 1, Message: `customer ${s.customerId}` };
    });
    registerEndpoint(app, bookerProbe, ({ session: s }) => ({ Code: 1, Message: `booker ${s.bookerId}` }));
    return app;
  }

  it('answers valid input from the handler', async () => {
    const app = await appWithProbes();
    const res = await app.inject({ method: 'POST', url: '/api/test-probe', payload: { name: 'Ann', count: 2 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Code: 1, Message: 'hello Ann x2' });
    await app.close();
  });

  it.each([
    ['a missing field', { name: 'Ann' }, 'count: '],
    ['a wrong type', { name: 'Ann', count: 'two' }, 'count: '],
    ['an empty name', { name: '', count: 1 }, 'name: is required'],
  ])('answers 400 Code 2 naming the field for %s', async (_label, payload, start) => {
    const app = await appWithProbes();
    const res = await app.inject({ method: 'POST', url: '/api/test-probe', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().Code).toBe(2);
    expect(res.json().Message.startsWith(start)).toBe(true);
    await app.close();
  });

  it.each([
    ['invalid JSON', 'application/json', '{"name":', 'body: is not valid JSON'],
    ['an unknown content type', 'application/x-unknown', 'name=Ann', 'content-type: must be application/json'],
    ['a text body', 'text/plain', 'hello', 'body: must be a JSON object'],
    ['a JSON array', 'application/json', '[1,2]', 'body: must be a JSON object'],
    ['an empty JSON body', 'application/json', '', 'body: is empty'],
  ])('answers 400 Code 2 (never 500) for %s', async (_label, contentType, payload, message) => {
    const app = await appWithProbes();
    const res = await app.inject({
      method: 'POST',
      url: '/api/test-probe',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Code: 2, Message: message });
    await app.close();
  });

  it('asks a guest to sign in for customer calls (401)', async () => {
    const app = await appWithProbes(null);
    const res = await app.inject({ method: 'GET', url: '/api/test-private' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ Code: 0, Message: 'Please sign in.' });
    await app.close();
  });

  it('passes the session to customer calls and refuses a customer on booker calls (403)', async () => {
    const app = await appWithProbes({ customerId: 7, bookerId: null });
    expect((await app.inject({ method: 'GET', url: '/api/test-private' })).json()).toEqual({
      Code: 1,
      Message: 'customer 7',
    });
    const booker = await app.inject({ method: 'GET', url: '/api/test-booker' });
    expect(booker.statusCode).toBe(403);
    expect(booker.json().Code).toBe(0);
    await app.close();
  });

  it('answers 404 with the handler message', async () => {
    const app = await appWithProbes({ customerId: 99, bookerId: null });
    const res = await app.inject({ method: 'GET', url: '/api/test-private' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Code: 0, Message: 'No such booking.' });
    await app.close();
  });

  it('never leaks the cause of a 500', async () => {
    const app = await buildTestApp({ strict: false });
    app.get('/api/test-crash', async () => {
      throw new Error('secret database detail');
    });
    const res = await app.inject({ method: 'GET', url: '/api/test-crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ Code: 0, Message: 'Something went wrong, please try again.' });
    await app.close();
  });

  it('treats a failing session resolver as a guest', async () => {
    const app = await buildTestApp({
      resolveSession: () => {
        throw new Error('cookie store down');
      },
    });
    registerEndpoint(app, privateProbe, () => ({ Code: 1, Message: 'never' }));
    const res = await app.inject({ method: 'GET', url: '/api/test-private' });
    expect(res.statusCode).toBe(401);
    await app.close();
  });

  it('answers unknown API calls with a JSON 404', async () => {
    const app = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Code: 0, Message: 'No such call: GET /api/no-such-call' });
    await app.close();
  });

  it('sends security headers', async () => {
    const app = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(res.headers['content-security-policy']).toContain("worker-src 'self' blob:");
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Every helmet header, on answers and on refusals alike (worked out once at start: http/security-headers.ts).
    const refused = await app.inject({ method: 'POST', url: '/api/quotation', payload: { picklat: 'north' } });
    expect(refused.statusCode).toBe(400);
    for (const answer of [res, refused]) {
      expect(answer.headers).toMatchObject({
        'content-security-policy': expect.stringContaining("frame-ancestors 'self'"),
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'SAMEORIGIN',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      expect(answer.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
    await app.close();
  });
});
