// `npm run db:backup -- FILE` and `npm run db:restore -- FILE`: the embedded (PGlite) database's data folder
// (DATA_DIR, default .data) to and from a .tar.gz file. PostgreSQL is backed up with its own tools
// (pg_dump / pg_restore, docs/deployment.md).
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { checkDataDir, DataDirNotDatabaseError } from '../db/data-dir-check';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from '../db/data-dir-lock';
import { defaultDataDir } from '../paths';

/** A refusal whose message says all a person needs (shown without a stack). */
class Refusal extends Error {}

/** Writes the data folder's whole database to `file` (gzipped tar), while no server holds the folder. */
async function backup(dataDir: string, file: string): Promise<string> {
  const state = checkDataDir(dataDir);
  if (state !== 'database') throw new Refusal(`The data folder ${dataDir} holds no database to back up.`);
  // PGlite is one process per folder: copying it under a running server could catch a half-written state.
  const lock = lockDataDir(dataDir);
  try {
    const handle = await openDatabase({ dataDir });
    try {
      const dump = await handle.dumpDataDir?.('gzip');
      if (!dump) throw new Error('this database cannot dump its data folder');
      // Written aside, then renamed: an interrupted backup never leaves a truncated file under the given name.
      const partial = `${file}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
      return `Backed up ${dataDir} to ${file} (${Math.round(dump.size / 1024)} KiB).`;
    } finally {
      await handle.close();
    }
  } finally {
    lock.release();
  }
}

/** The names in `dir`, apart from the lock file. */
function contents(dir: string): string[] {
  return readdirSync(dir).filter((name) => name !== LOCK_FILE_NAME);
}

/** Restores `file` (made by `backup`) into a missing or empty data folder; refuses one that holds anything. */
async function restore(dataDir: string, file: string): Promise<string> {
  const bytes = readFileSync(file);
  let state: ReturnType<typeof checkDataDir>;
  try {
    state = checkDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirNotDatabaseError)) throw error;
    state = 'database';
  }
  if (state === 'database') {
    throw new Refusal(
      `The data folder ${dataDir} is not empty: a restore never overwrites a database. ` +
        'Set DATA_DIR to a new or empty folder, or move this one aside first.',
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir);
  try {
    const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
    const loadDataDir = new Blob([bytes], { type: gzipped ? 'application/gzip' : 'application/x-tar' });
    const handle = await openDatabase({ dataDir, loadDataDir });
    try {
      const result = (await handle.db.execute(sql`SELECT count(*)::int AS n FROM _migrations`)) as unknown as {
        rows: { n: number }[];
      };
      return `Restored ${file} into ${dataDir} (${result.rows[0]?.n ?? 0} migrations applied in it).`;
    } finally {
      await handle.close();
    }
  } catch (error) {
    // The folder was empty before: leave it empty rather than half restored.
    for (const name of contents(dataDir)) rmSync(resolve(dataDir, name), { recursive: true, force: true });
    throw error;
  } finally {
    lock.release();
  }
}

async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file) {
    throw new Refusal('Usage: npm run db:backup -- FILE.tar.gz   or   npm run db:restore -- FILE.tar.gz');
  }
  if (process.env.DATABASE_URL) {
    throw new Refusal(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump and restore it with pg_restore (docs/deployment.md).',
    );
  }
  const dataDir = resolve(process.env.DATA_DIR ?? defaultDataDir);
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  console.log(command === 'backup' ? await backup(dataDir, path) : await restore(dataDir, path));
}

main().catch((error) => {
  const explained =
    error instanceof Refusal || error instanceof DataDirLockedError || error instanceof DataDirNotDatabaseError;
  console.error(explained ? error.message : error);
  process.exit(1);
});
