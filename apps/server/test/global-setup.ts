import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seedDatabase } from '../src/db/seed';
import { TEST_COST_SETTING } from '../src/services/auth/password';

let dumpFile: string | undefined;

/**
 * Names this run (each worker's PostgreSQL schema is `cabkit_test_<run>_<pid>`, so teardown drops only ours).
 * With PGlite, migrates and seeds one database here and saves its data folder, so every worker starts from
 * that copy instead of running initdb, the migrations and the seed again.
 */
export async function setup(): Promise<void> {
  process.env.CABKIT_TEST_RUN ??= Date.now().toString(36);
  // The explicit test-only password cost (N = 2^10 instead of 2^17), so the suite's many sign-ups stay fast; the
  // server refuses it outside NODE_ENV=test. accounts-units.test.ts checks the production cost itself.
  process.env.NODE_ENV ??= 'test';
  process.env[TEST_COST_SETTING] ??= String(2 ** 10);
  if (process.env.DATABASE_URL) return;
  const handle = await openDatabase({});
  try {
    await migrate(handle);
    await seedDatabase(handle.db, 'default');
    const dump = await handle.dumpDataDir?.();
    if (!dump) return;
    dumpFile = join(tmpdir(), `cabkit-test-${process.env.CABKIT_TEST_RUN}-${process.pid}.tar`);
    writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
    process.env.CABKIT_TEST_PGDATA = dumpFile;
  } finally {
    await handle.close();
  }
}

/** Removes the saved data folder; with PostgreSQL, drops the schemas the workers created. */
export async function teardown(): Promise<void> {
  if (dumpFile) rmSync(dumpFile, { force: true });
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>('SELECT nspname FROM pg_namespace WHERE nspname LIKE $1', [
      `cabkit_test_${process.env.CABKIT_TEST_RUN}_%`,
    ]);
    for (const row of rows) await client.query(`DROP SCHEMA "${row.nspname}" CASCADE`);
  } finally {
    await client.end();
  }
}
