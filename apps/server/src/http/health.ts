import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client';
import { readMigrationFiles } from '../db/migration-files';

/** How long one readiness check may take before it counts as not ready (a hung database must not hang the probe). */
const CHECK_TIMEOUT_MS = 2_000;

/** What `/readyz` checks: the database, the migrations it should hold, and Redis when one is configured. */
export interface HealthDeps {
  db: Db;
  /** The migration file names this build expects in `_migrations` (defaults to the files of this build). */
  migrations?: readonly string[];
  /** The Redis client `REDIS_URL` opened, if any: it must answer PING. */
  redis?: Pick<Redis, 'ping'> | undefined;
}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200);

/**
 * Checks the database (a query on `_migrations`, which also says whether every migration of this build is
 * applied) and Redis; an empty object means ready, otherwise each key names what is not ready and why.
 */
async function readiness(deps: HealthDeps, expected: readonly string[]): Promise<Record<string, string>> {
  const problems: Record<string, string> = {};
  const database = withTimeout(deps.db.execute(sql`SELECT name FROM _migrations`), 'the database').then(
    (result) => {
      const applied = new Set((result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name));
      const missing = expected.filter((name) => !applied.has(name));
      if (missing.length) problems.migrations = `not applied: ${missing.join(', ')}`;
    },
    (error) => {
      problems.database = reason(error);
    },
  );
  const redis = deps.redis
    ? withTimeout(deps.redis.ping(), 'Redis').then(
        (answer) => {
          if (answer !== 'PONG') problems.redis = `answered ${answer} to PING`;
        },
        (error) => {
          problems.redis = reason(error);
        },
      )
    : undefined;
  await Promise.all([database, redis]);
  return problems;
}

/**
 * Registers `/healthz` (the process answers: no database call) and `/readyz` (200 only when the database answers,
 * every migration is applied and Redis answers; else 503 naming what is not ready). Probes are frequent, so
 * they log only warnings and are not rate limited.
 */
export function registerHealth(app: FastifyInstance, deps: HealthDeps): void {
  const expected = deps.migrations ?? readMigrationFiles().map((file) => file.name);
  app.get('/healthz', { logLevel: 'warn' }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    const problems = await readiness(deps, expected);
    const ready = Object.keys(problems).length === 0;
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(ready ? { status: 'ready' } : { status: 'not ready', problems });
  });
}
