import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app';
import { InProcessBus } from '../src/hub/bus';
import { getTestDb, resetTestDb, type TestDb } from './db';

/** The guest session cookie a test request carries unless it sends cookies of its own (`asOneBrowser`). */
export const TEST_GUEST_COOKIE = `cabkit_guest=${'t'.repeat(43)}`;

/**
 * Makes every `app.inject({...})` without a Cookie header carry TEST_GUEST_COOKIE: the tests' guest requests come
 * from one browser, as the web app's do (a guest's quote is booked only from the guest session that asked for it).
 * A test of guest sessions sends its own cookies.
 */
export function asOneBrowser(app: FastifyInstance): FastifyInstance {
  const inject = app.inject.bind(app) as (options?: unknown) => unknown;
  const withCookie = (options?: unknown) => {
    const given = typeof options === 'string' ? { url: options } : options;
    if (!given || typeof given !== 'object') return inject(options);
    const request = given as { headers?: Record<string, unknown>; cookies?: unknown };
    const headers = request.headers ?? {};
    if (request.cookies || Object.keys(headers).some((name) => name.toLowerCase() === 'cookie')) return inject(given);
    return inject({ ...request, headers: { ...headers, cookie: TEST_GUEST_COOKIE } });
  };
  app.inject = withCookie as FastifyInstance['inject'];
  return app;
}

/** Builds the app on the worker's test database (strict: responses checked against the contract), one browser. */
export async function buildTestApp(options: Partial<BuildAppOptions> = {}): Promise<FastifyInstance> {
  const { handle, tenant } = await getTestDb();
  return asOneBrowser(await buildApp({ db: handle.db, tenant, strict: true, changes: handle, ...options }));
}

/**
 * The test app for bookings and payments: a live hub in this process with no simulated drivers, the payment
 * gateways `paymentEnv` configures (none: the sandbox), and `options` on top.
 */
export function buildBookingTestApp(
  paymentEnv: Record<string, string> = {},
  options: Partial<BuildAppOptions> = {},
): Promise<FastifyInstance> {
  const live = { bus: new InProcessBus(), simulator: false };
  return buildTestApp({ ...options, services: { live, paymentEnv, ...options.services } });
}

/** The id of the tenant's first vehicle type, as the web app's vehicle list answers it. */
export async function firstVehicleTypeId(app: FastifyInstance): Promise<number> {
  return (await app.inject({ url: '/api/vehicletypes' })).json().vehTypes[0].Id;
}

/**
 * Registers hooks for a test file: one app for the file, the booking tables emptied before each test.
 * Returns getters because the values exist only once `beforeAll` has run.
 */
export function useTestApp(options: Partial<BuildAppOptions> = {}, extraTables: string[] = []) {
  let app: FastifyInstance | undefined;
  let testDb: TestDb | undefined;
  beforeAll(async () => {
    testDb = await getTestDb();
    app = await buildTestApp(options);
  });
  beforeEach(async () => {
    await resetTestDb(extraTables);
  });
  afterAll(async () => {
    await app?.close();
  });
  return {
    /** The app under test. */
    app: () => {
      if (!app) throw new Error('useTestApp: the app is built in beforeAll');
      return app;
    },
    /** The worker's database and tenant. */
    db: () => {
      if (!testDb) throw new Error('useTestApp: the database opens in beforeAll');
      return testDb;
    },
  };
}

/**
 * Registers the hooks of a test file that builds its own apps in `beforeAll`: `tables` (beside the booking tables
 * resetTestDb always empties) emptied before each test, and what `opened()` lists (apps, fake gateways) closed in
 * that order after the file. `opened` is called then, once `beforeAll` has made them.
 */
export function resetEachAndCloseAfter(tables: string[], opened: () => { close(): unknown }[]): void {
  beforeEach(async () => {
    await resetTestDb(tables);
  });
  afterAll(async () => {
    for (const item of opened()) await item.close();
  });
}
