import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The lock file a running server keeps in its PGlite data folder (it holds the server's process id). */
export const LOCK_FILE_NAME = 'cabkit.lock';

/** Another live process holds the data folder: a second server on it would lose acknowledged writes. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Cabkit server (process ${holderPid}). ` +
        'Stop that server first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** A held lock: `release` removes the lock file if it is still ours (safe to call more than once). */
export interface DataDirLock {
  readonly path: string;
  release(): void;
}

/** Whether a process with this id runs (EPERM: it runs, as another user). */
function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * Takes the data folder for this process: creates `cabkit.lock` in it atomically (a hard link of a file that
 * already holds our process id, so no reader ever sees it empty). When the file exists and the process it names
 * still runs, throws DataDirLockedError naming the folder and that process; a lock left by a process that no
 * longer runs (killed, crashed, or a container's reused id equal to ours) is taken over.
 */
export function lockDataDir(dataDir: string, pid = process.pid): DataDirLock {
  const path = join(dataDir, LOCK_FILE_NAME);
  const ours = `${path}.${pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(ours, `${pid}\n`, { flag: 'wx' });
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(ours, path);
        let released = false;
        return {
          path,
          release() {
            if (released) return;
            released = true;
            if (readHolder(path) === pid) removeQuietly(path);
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readHolder(path);
      if (holder !== null && holder !== pid && processRuns(holder)) throw new DataDirLockedError(dataDir, holder);
      // Stale: move it aside under a name of our own, then check that what we moved is the stale one (another
      // starter may have replaced it in between; then it goes back and that starter keeps the folder).
      const aside = `${path}.stale.${pid}.${randomBytes(4).toString('hex')}`;
      try {
        renameSync(path, aside);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      const moved = readHolder(aside);
      if (moved !== holder && moved !== null && processRuns(moved)) {
        try {
          linkSync(aside, path);
        } finally {
          removeQuietly(aside);
        }
        throw new DataDirLockedError(dataDir, moved);
      }
      removeQuietly(aside);
    }
    throw new Error(`Could not take the lock on the data folder ${dataDir}`);
  } finally {
    removeQuietly(ours);
  }
}
