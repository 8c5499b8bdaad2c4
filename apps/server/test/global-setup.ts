import pg from 'pg';

/** Names this run, so each worker's PostgreSQL schema is `cabkit_test_<run>_<pid>` and teardown drops only ours. */
export function setup(): void {
  process.env.CABKIT_TEST_RUN ??= Date.now().toString(36);
}

/** After the run, drops the PostgreSQL schemas the workers created (only when DATABASE_URL is set). */
export async function teardown(): Promise<void> {
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
