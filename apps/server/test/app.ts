import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app';
import { getTestDb, resetTestDb, type TestDb } from './db';

/** Builds the app on the worker's test database (strict: responses checked against the contract). */
export async function buildTestApp(options: Partial<BuildAppOptions> = {}): Promise<FastifyInstance> {
  const { handle, tenant } = await getTestDb();
  return buildApp({ db: handle.db, tenant, strict: true, changes: handle, ...options });
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
