import { type Stats, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LOCK_FILE_NAME } from './data-dir-lock';

/**
 * The data folder holds files but not a whole database. PGlite would run initdb over such a folder (a missing
 * PG_VERSION) and the server would seed a new, empty database where the old one was, so start-up stops instead.
 */
export class DataDirNotDatabaseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly problem: string,
  ) {
    super(
      `The data folder ${dataDir} is not a whole Cabkit database: ${problem}. Nothing in it was changed. ` +
        'Restore the folder from a backup, or set DATA_DIR to a new or empty folder to start a new database ' +
        '(move this one aside first if you want to keep it).',
    );
    this.name = 'DataDirNotDatabaseError';
  }
}

/** What the folder holds: nothing yet (PGlite creates a database in it), or a whole database to open. */
export type DataDirState = 'missing' | 'empty' | 'database';

function statOrNull(path: string): Stats | null {
  try {
    return statSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** A WAL segment's file name: timeline, log and segment as 24 hexadecimal digits. */
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

/** Why the folder is not a whole database (its PostgreSQL layout, as PGlite writes it), or null when it is. */
function missingPart(dataDir: string): string | null {
  const version = statOrNull(join(dataDir, 'PG_VERSION'));
  const control = statOrNull(join(dataDir, 'global', 'pg_control'));
  const base = statOrNull(join(dataDir, 'base'));
  const wal = statOrNull(join(dataDir, 'pg_wal'));
  if (!version && !control && !base && !wal) {
    return 'it holds other files and no database (no PG_VERSION, global/pg_control, base or pg_wal)';
  }
  if (!version?.isFile()) return 'PG_VERSION is missing';
  if (!/^\d+\s*$/.test(readFileSync(join(dataDir, 'PG_VERSION'), 'utf8'))) {
    return 'PG_VERSION is empty or damaged (it should hold the PostgreSQL version number)';
  }
  if (!control?.isFile()) return 'global/pg_control is missing';
  if (control.size === 0) return 'global/pg_control is empty';
  if (!base?.isDirectory()) return 'the base folder (the tables) is missing';
  if (!wal?.isDirectory()) return 'the pg_wal folder (the write-ahead log) is missing';
  const segments = readdirSync(join(dataDir, 'pg_wal')).filter((name) => WAL_SEGMENT.test(name));
  if (segments.length === 0) return 'the pg_wal folder holds no write-ahead log file';
  const empty = segments.find((name) => statSync(join(dataDir, 'pg_wal', name)).size === 0);
  if (empty) return `the write-ahead log file pg_wal/${empty} is empty`;
  return null;
}

/**
 * Checks a PGlite data folder before anything opens it, reading only: a missing or empty folder (the lock file
 * aside) may get a new database; anything else must be a whole one, or DataDirNotDatabaseError names the folder,
 * what is missing and what to do.
 */
export function checkDataDir(dataDir: string): DataDirState {
  const folder = statOrNull(dataDir);
  if (!folder) return 'missing';
  if (!folder.isDirectory()) throw new DataDirNotDatabaseError(dataDir, 'it is a file, not a folder');
  // The lock file (and its short-lived siblings) is ours, not the database's: a folder holding only it is empty.
  const entries = readdirSync(dataDir).filter((name) => !name.startsWith(LOCK_FILE_NAME));
  if (entries.length === 0) return 'empty';
  const problem = missingPart(dataDir);
  if (problem) throw new DataDirNotDatabaseError(dataDir, problem);
  return 'database';
}
