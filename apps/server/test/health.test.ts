import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { registerHealth } from '../src/http/health';
import { loggerOptions } from '../src/http/request-log';
import { buildTestApp, useTestApp } from './app';
import { getTestDb } from './db';
import { hasRedisServer, startRedis, useCleanups } from './helpers/live';

const ctx = useTestApp();
const cleanup = useCleanups();

/** A port nothing listens on (a closed server's), for a database or Redis that is down. */
async function deadPort(): Promise<number> {
  const server = Fastify();
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as { port: number };
  await server.close();
  return port;
}

describe('/healthz and /readyz', () => {
  it('answers /healthz with a small JSON body, and /readyz 200 when the database and migrations are in place', async () => {
    const health = await ctx.app().inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await ctx.app().inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('is never rate limited: many probes in a row all answer', async () => {
    for (let i = 0; i < 150; i++) expect((await ctx.app().inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('answers /readyz 503 naming a migration missing from _migrations', async () => {
    const { handle } = ctx.db();
    const result = (await handle.db.execute(
      sql`SELECT name FROM _migrations ORDER BY name DESC LIMIT 1`,
    )) as unknown as {
      rows: { name: string }[];
    };
    const last = result.rows[0]?.name as string;
    await handle.db.execute(sql`DELETE FROM _migrations WHERE name = ${last}`);
    try {
      const ready = await ctx.app().inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not ready', problems: { migrations: `not applied: ${last}` } });
    } finally {
      await handle.db.execute(sql`INSERT INTO _migrations (name) VALUES (${last})`);
    }
    expect((await ctx.app().inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('answers /readyz 503 naming the database when it is closed or unreachable, while /healthz stays 200', async () => {
    const databaseUrl = process.env.DATABASE_URL;
    const handle = databaseUrl
      ? await openDatabase({ databaseUrl: databaseUrl.replace(/:\d+\//, `:${await deadPort()}/`) }).catch(() => null)
      : await openDatabase({});
    // PostgreSQL: nothing answers on the port at all (opening fails), so build over a pool to it directly.
    const db = handle
      ? handle.db
      : (await import('drizzle-orm/node-postgres')).drizzle({
          client: new (await import('pg')).default.Pool({
            connectionString: (databaseUrl as string).replace(/:\d+\//, `:${await deadPort()}/`),
          }),
        });
    await handle?.close();
    const app = Fastify();
    registerHealth(app, { db: db as never, migrations: ['0001_core.sql'] });
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().status).toBe('not ready');
    expect(Object.keys(ready.json().problems)).toEqual(['database']);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('answers /readyz 503 naming Redis when REDIS_URL points at nothing', async () => {
    const app = await buildTestApp({ limitsRedisUrl: `redis://127.0.0.1:${await deadPort()}` });
    cleanup(() => app.close());
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(Object.keys(ready.json().problems)).toEqual(['redis']);
  });

  it.skipIf(!hasRedisServer)('answers /readyz 200 when Redis answers PING', async () => {
    const redis = await startRedis();
    cleanup(() => redis.stop());
    const app = await buildTestApp({ limitsRedisUrl: redis.url });
    cleanup(() => app.close());
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    await redis.stop();
    const down = await app.inject({ url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(Object.keys(down.json().problems)).toEqual(['redis']);
  });
});

describe('request logs', () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  let app: Awaited<ReturnType<typeof buildTestApp>> | undefined;
  afterAll(async () => app?.close());

  it('echoes a well-formed x-request-id, makes one up otherwise, and logs one JSON line per request without secrets', async () => {
    await getTestDb();
    app = await buildTestApp({ logger: { ...loggerOptions('info'), stream } });
    const given = await app.inject({
      url: '/api/vehicletypes',
      headers: {
        'x-request-id': 'edge-7f3a.12',
        cookie: 'cabkit_session=secret-cookie-value',
        authorization: 'Bearer secret-token',
      },
    });
    expect(given.headers['x-request-id']).toBe('edge-7f3a.12');
    const made = await app.inject({ url: '/api/vehicletypes', headers: { 'x-request-id': 'bad id\nwith "quotes"' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const first = logged.filter((entry) => entry.reqId === 'edge-7f3a.12');
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ level: 30, url: '/api/vehicletypes', statusCode: 200, msg: 'request completed' });
    expect(logged.some((entry) => entry.reqId === made.headers['x-request-id'])).toBe(true);
    expect(lines.join('\n')).not.toContain('secret-cookie-value');
    expect(lines.join('\n')).not.toContain('secret-token');

    // Probes are not logged at info.
    const before = lines.length;
    await app.inject({ url: '/readyz' });
    await app.inject({ url: '/healthz' });
    expect(lines.length).toBe(before);

    // A logged object holding a password or card field is censored.
    app.log.warn({ body: { password: 'hunter2', cvv: '123' } }, 'a body');
    expect(lines.at(-1)).not.toContain('hunter2');
    expect(lines.at(-1)).not.toContain('"123"');
  });
});
