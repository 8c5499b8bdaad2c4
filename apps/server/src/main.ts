import { existsSync, mkdirSync } from 'node:fs';
import { buildApp } from './app';
import { connectionLimitsFromEnv } from './http/connection-limits';
import { trustProxyFromEnv } from './http/limits';
import { createTenantServer, type TenantApp, tenantPaymentEnv } from './http/tenant-hosts';
import { loggerOptions } from './http/request-log';
import { openDatabase } from './db/client';
import { DataDirNotDatabaseError, checkDataDir } from './db/data-dir-check';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { migrate } from './db/migrate';
import { seedDatabase } from './db/seed';
import { defaultDataDir, defaultSsrEntry, defaultWebDist } from './paths';
import { loadTenantContext } from './services/tenants/tenant-context';
import { tenantHosts, tenantSlugs } from './services/tenants/tenant-files';

/** The demo sign-ins seeded for every tenant (printed at start). */
export const demoSignIns = [
  { role: 'customer', email: 'customer@cabkit.example', password: 'demo1234' },
  { role: 'booker', email: 'booker@cabkit.example', password: 'demo1234' },
] as const;

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '0.0.0.0';
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR ?? defaultDataDir;
  // The tenant a bare localhost reaches, and every tenant this process serves (each on its own host names).
  const defaultSlug = process.env.CABKIT_TENANT ?? 'default';
  const slugs = servedTenants(process.env.CABKIT_TENANTS, defaultSlug);
  const webDist = process.env.WEB_DIST ?? defaultWebDist;
  const ssrEntry = process.env.WEB_SSR_ENTRY ?? defaultSsrEntry;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${port}`);
  const drainMs = Number(process.env.SHUTDOWN_TIMEOUT_MS || 10_000);
  if (!Number.isInteger(drainMs) || drainMs < 0) {
    throw new Error(
      `SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds, got ${process.env.SHUTDOWN_TIMEOUT_MS}`,
    );
  }

  // Before anything is written into it (even the lock): a folder that is not a whole database is refused.
  if (!databaseUrl && checkDataDir(dataDir) === 'missing') mkdirSync(dataDir, { recursive: true });
  // One server per PGlite data folder: a second one would overwrite the first one's acknowledged writes.
  const lock = databaseUrl ? null : lockDataDir(dataDir);
  if (lock) process.once('exit', () => lock.release());
  const started = Date.now();
  const handle = await openDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : dataDir }).catch((error) => {
    throw databaseUrl || error instanceof DataDirNotDatabaseError ? error : new DataDirUnreadableError(dataDir, error);
  });
  const applied = await migrate(handle);
  let seeded = false;
  // The default tenant first: a new data folder then numbers its rows (vehicle types, accounts) from 1, as when it
  // was the only tenant.
  for (const slug of [defaultSlug, ...slugs.filter((s) => s !== defaultSlug)]) {
    seeded = (await seedDatabase(handle.db, slug)) || seeded;
  }

  const trustProxy = trustProxyFromEnv(process.env.TRUST_PROXY);
  const connectionLimits = connectionLimitsFromEnv(process.env, !!trustProxy);
  const served: (TenantApp & { name: string; publicUrl: string })[] = [];
  for (const slug of slugs) {
    const tenant = await loadTenantContext(handle.db, slug, slug === defaultSlug);
    const tenantApp = await buildApp({
      db: handle.db,
      tenant,
      changes: handle,
      webDist,
      ssrEntry,
      logger: loggerOptions(process.env.LOG_LEVEL ?? 'info'),
      trustProxy,
      connectionLimits,
      services: { paymentEnv: tenantPaymentEnv(process.env, slug, slug === defaultSlug) },
    });
    await tenantApp.ready();
    served.push({
      slug,
      hosts: tenantHosts(slug, tenant.file),
      app: tenantApp,
      name: tenant.name,
      publicUrl: tenant.publicUrl,
    });
  }
  const server = createTenantServer(served, defaultSlug, connectionLimits);
  const app = served.find((t) => t.slug === defaultSlug)!.app;

  // SIGTERM/SIGINT: stop accepting connections, let requests in flight finish (at most `drainMs`: a stuck client
  // must not hold the shutdown), close the hub's sockets with SignalR's close message so clients reconnect to
  // another instance, stop the timers (app.close's onClose hooks), then close the database and free its folder.
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainMs }, 'shutting down: finishing the requests in flight');
    const cut = setTimeout(() => {
      app.log.warn({ drainMs }, 'requests still in flight after the drain timeout were cut');
      server.closeAllConnections();
    }, drainMs);
    cut.unref();
    // Past this, closing itself is stuck (the database): exit non-zero so a supervisor starts afresh.
    const force = setTimeout(() => process.exit(1), drainMs + 10_000);
    force.unref();
    try {
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all(served.map((t) => t.app.close()));
      await stopped;
      clearTimeout(cut);
      await handle.close();
      lock?.release();
      app.log.info({ signal }, 'shut down');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutting down failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const storage = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
  const others = served.filter((t) => t.slug !== defaultSlug);
  const lines = [
    `Cabkit (${served.find((t) => t.slug === defaultSlug)!.name}) is running at http://${shownHost}:${actualPort}/`,
    ...(others.length > 0
      ? ['  other tenants:', ...others.map((t) => `    ${t.name.padEnd(30)} http://${t.slug}.localhost:${actualPort}/`)]
      : []),
    `  data: ${storage}${applied.length ? `, migrations applied: ${applied.join(', ')}` : ''}${seeded ? ', demo data seeded' : ''}`,
    `  web app: ${existsSync(`${webDist}/index.html`) ? webDist : `${webDist} (not built: API only)`}`,
    '  demo sign-ins:',
    ...demoSignIns.map((s) => `    ${s.role.padEnd(8)} ${s.email} / ${s.password}`),
    `  started in ${Date.now() - started} ms. Press Ctrl-C to stop.`,
  ];
  console.log(lines.join('\n'));
}

/**
 * The tenants to serve: `CABKIT_TENANTS` (comma separated) when set, else every tenant folder; the default tenant
 * must be among them.
 */
function servedTenants(list: string | undefined, defaultSlug: string): string[] {
  const slugs = list?.trim()
    ? [
        ...new Set(
          list
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ]
    : tenantSlugs();
  if (!slugs.includes(defaultSlug)) {
    throw new Error(`CABKIT_TENANT "${defaultSlug}" must be one of the tenants served: ${slugs.join(', ')}`);
  }
  return slugs;
}

/** PGlite could not open a folder that looked whole (a damaged file inside): say which folder and what to do. */
class DataDirUnreadableError extends Error {
  constructor(dataDir: string, cause: unknown) {
    super(
      `The data folder ${dataDir} could not be opened as a database (${cause instanceof Error ? cause.message : String(cause)}). ` +
        'Restore the folder from a backup, or set DATA_DIR to a new or empty folder to start a new database.',
      { cause },
    );
  }
}

/** Refusals whose message says all a person needs; anything else is shown with its stack. */
const explained = (error: unknown) =>
  error instanceof DataDirLockedError ||
  error instanceof DataDirNotDatabaseError ||
  error instanceof DataDirUnreadableError;

main().catch((error) => {
  console.error('Cabkit failed to start:', explained(error) ? (error as Error).message : error);
  process.exit(1);
});
