import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { type DbHandle, openDatabase } from '../src/db/client';
import { afterResponseSettled } from '../src/routes/accounts-shared';
import { migrate } from '../src/db/migrate';
import { seedDatabase } from '../src/db/seed';
import { loadTenantContext, type TenantContext } from '../src/services/tenants/tenant-context';

/** The worker's test database: migrated and seeded with the `default` tenant. */
export interface TestDb {
  handle: DbHandle;
  tenant: TenantContext;
}

/** Tables emptied between tests (the bookings side; seeded reference data stays). */
export const resettableTables = ['job_parts', 'bookings', 'quotations', 'idempotency'];

const key = Symbol.for('cabkit.testDb');
type Holder = { [key]?: Promise<TestDb> };

/**
 * The worker's database: in-memory PGlite, or a fresh schema `cabkit_test_<run>_<pid>` in PostgreSQL when
 * `DATABASE_URL` is set. Opened, migrated and seeded once per vitest worker (PGlite workers start from the copy
 * test/global-setup.ts seeded, so migrate and seed find nothing to do).
 */
export function getTestDb(): Promise<TestDb> {
  const holder = globalThis as Holder;
  holder[key] ??= (async () => {
    const databaseUrl = process.env.DATABASE_URL || undefined;
    const seeded = process.env.CABKIT_TEST_PGDATA;
    const handle = await openDatabase({
      databaseUrl,
      // A copy of the database global-setup migrated and seeded (PGlite), when there is one.
      loadDataDir: !databaseUrl && seeded ? new Blob([readFileSync(seeded)]) : undefined,
      schema: databaseUrl
        ? `cabkit_test_${process.env.CABKIT_TEST_RUN ?? Date.now().toString(36)}_${process.pid}`
        : undefined,
    });
    await migrate(handle);
    await seedDatabase(handle.db, 'default');
    const tenant = await loadTenantContext(handle.db, 'default');
    return { handle, tenant };
  })();
  return holder[key];
}

/** Empties the booking tables (plus any `extraTables`, e.g. an engineer's own), keeping seeded data. */
export async function resetTestDb(extraTables: string[] = []): Promise<void> {
  // A test's after-response work (a confirmation e-mail) writes rows: let it finish before the tables are emptied,
  // or it races the TRUNCATE (a deadlock on PostgreSQL) and the next test fails in its setup.
  await afterResponseSettled();
  const { handle } = await getTestDb();
  const names = [...extraTables, ...resettableTables];
  for (const name of names) if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Bad table name ${name}`);
  await handle.db.execute(sql.raw(`TRUNCATE ${names.join(', ')} RESTART IDENTITY CASCADE`));
}
