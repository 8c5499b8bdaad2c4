import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One SQL migration file: its file name (which orders it) and its text. */
export interface MigrationFile {
  name: string;
  sql: string;
}

/** Migration file names: four digits, an underscore, a name, `.sql` (e.g. `0001_core.sql`). */
const MIGRATION_FILE_NAME = /^\d{4}_[a-z0-9_-]+\.sql$/;

/**
 * Reads `src/db/migrations/NNNN_*.sql` in file-name order. In the esbuild bundle this module is replaced
 * by one holding the files' text (see build.mjs), so `dist/main.js` needs no migrations folder.
 */
export function readMigrationFiles(): MigrationFile[] {
  const dir = fileURLToPath(new URL('./migrations/', import.meta.url));
  return readdirSync(dir)
    .filter((name) => MIGRATION_FILE_NAME.test(name))
    .sort()
    .map((name) => ({ name, sql: readFileSync(`${dir}${name}`, 'utf8') }));
}
