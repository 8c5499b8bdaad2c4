import { sql } from 'drizzle-orm';
import type { DbHandle } from './client';
import { type MigrationFile, readMigrationFiles } from './migration-files';

/**
 * Applies every migration not yet recorded in `_migrations`, in file-name order, each in its own
 * transaction (the file's statements and its `_migrations` row commit together). Returns the names applied.
 */
export async function migrate(handle: DbHandle, files: MigrationFile[] = readMigrationFiles()): Promise<string[]> {
  await handle.execScript(
    'CREATE TABLE IF NOT EXISTS _migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());',
  );
  // Serialise concurrent starters on PostgreSQL (several instances sharing one database).
  const lock = handle.kind === 'postgres' ? 'SELECT pg_advisory_xact_lock(727274);\n' : '';
  const applied: string[] = [];
  for (const file of files) {
    const done = await appliedNames(handle);
    if (done.has(file.name)) continue;
    const record = `INSERT INTO _migrations (name) VALUES ('${file.name.replace(/'/g, "''")}') ON CONFLICT DO NOTHING;`;
    await handle.execScriptInTransaction(`${lock}${file.sql}\n;\n${record}`);
    applied.push(file.name);
  }
  return applied;
}

async function appliedNames(handle: DbHandle): Promise<Set<string>> {
  const result = (await handle.db.execute(sql`SELECT name FROM _migrations`)) as unknown as {
    rows: { name: string }[];
  };
  return new Set(result.rows.map((row) => row.name));
}
