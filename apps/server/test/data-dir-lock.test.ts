import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkDataDir, DataDirNotDatabaseError } from '../src/db/data-dir-check';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from '../src/db/data-dir-lock';
import { useRealServers } from './helpers/real-server';

const servers = useRealServers('lock');
const tempFolder = () => servers.folder();
const startServer = (dataDir: string) => servers.start(dataDir);

/** The id of a process that has ended (a finished child), so no process runs with it right now. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('the data folder lock', () => {
  it('refuses a second holder while the first runs, naming the folder and its process', () => {
    const dir = tempFolder();
    const first = lockDataDir(dir, process.pid);
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
    // Our parent process runs too: it stands for a second server trying the same folder.
    const error = (() => {
      try {
        lockDataDir(dir, process.ppid);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toContain(dir);
    expect((error as Error).message).toContain(`process ${process.pid}`);
    first.release();
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
    lockDataDir(dir, process.ppid).release();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = tempFolder();
    writeFileSync(join(dir, LOCK_FILE_NAME), `${deadPid()}\n`);
    const lock = lockDataDir(dir, process.pid);
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('treats an unreadable lock file as stale, and release leaves a lock that is no longer its own', () => {
    const dir = tempFolder();
    writeFileSync(join(dir, LOCK_FILE_NAME), 'garbage');
    const lock = lockDataDir(dir, process.pid);
    writeFileSync(join(dir, LOCK_FILE_NAME), `${process.ppid}\n`);
    lock.release();
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.ppid));
  });
});

describe('the real server on a PGlite data folder', () => {
  it('refuses a second server on the same folder, and takes the folder over after a kill -9', async () => {
    // With PGlite, start from the database test/global-setup.ts migrated and seeded (a tarball of its data
    // folder), so the first server need not create and seed one; otherwise it starts on the empty folder.
    const dir = servers.folder(true);
    const first = startServer(dir);
    await first.running;
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(first.child.pid));

    const second = startServer(dir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data folder ${dir} is in use by another Cabkit server`);
    expect(second.output()).toContain(`(process ${first.child.pid})`);
    expect(second.output()).not.toContain('is running at');

    // A crash leaves the lock file behind: the next start sees its process is gone and takes over.
    first.child.kill('SIGKILL');
    await first.exited;
    const third = startServer(dir);
    await third.running;
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(third.child.pid));

    // A clean shutdown releases the folder.
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
  }, 300_000);
});

/** Every file and folder under `dir` with a hash of its bytes (folders marked), to prove a start changed nothing. */
function fingerprint(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) {
        out[`${relative(dir, path)}/`] = 'dir';
        walk(path);
      } else out[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

describe('a data folder that is not a whole database', () => {
  let whole: string;
  beforeAll(async () => {
    whole = tempFolder();
    // The seeded database of test/global-setup.ts when the suite runs on PGlite; otherwise a fresh PGlite one.
    const seeded = process.env.CABKIT_TEST_PGDATA;
    if (seeded && existsSync(seeded)) {
      const untar = spawnSync('tar', ['-xf', seeded, '-C', whole]);
      if (untar.status !== 0) throw new Error(`tar failed: ${untar.stderr}`);
    } else {
      const db = await PGlite.create({ dataDir: whole });
      await db.exec('CREATE TABLE kept (id int); INSERT INTO kept VALUES (1);');
      await db.close();
    }
    expect(checkDataDir(whole)).toBe('database');
  }, 120_000);

  const copyOfWhole = () => {
    const dir = tempFolder();
    cpSync(whole, dir, { recursive: true });
    return dir;
  };
  // A server that starts instead of refusing counts as a failure at once (with the bug it wipes the folder and runs).
  const exitOrRun = (server: ReturnType<typeof startServer>) =>
    Promise.race([server.exited, server.running.then(() => 'ran' as const)]);
  const walSegment = (dir: string) => {
    const name = readdirSync(join(dir, 'pg_wal')).find((n) => /^[0-9A-F]{24}$/.test(n));
    if (!name) throw new Error('the whole database has no WAL segment');
    return join(dir, 'pg_wal', name);
  };

  const damages: [string, (dir: string) => void, string][] = [
    ['a missing PG_VERSION', (dir) => rmSync(join(dir, 'PG_VERSION')), 'PG_VERSION is missing'],
    ['an empty PG_VERSION', (dir) => writeFileSync(join(dir, 'PG_VERSION'), ''), 'PG_VERSION is empty or damaged'],
    ['a missing global/pg_control', (dir) => rmSync(join(dir, 'global', 'pg_control')), 'global/pg_control is missing'],
    ['a deleted WAL segment', (dir) => rmSync(walSegment(dir)), 'the pg_wal folder holds no write-ahead log file'],
    ['an emptied WAL segment', (dir) => truncateSync(walSegment(dir), 0), 'the write-ahead log file pg_wal/'],
    [
      'a missing pg_wal folder',
      (dir) => rmSync(join(dir, 'pg_wal'), { recursive: true }),
      'the pg_wal folder (the write-ahead log) is missing',
    ],
  ];

  for (const [name, damage, problem] of damages) {
    it(`refuses ${name}, naming the folder and what to do, and leaves every file as it was`, async () => {
      const dir = copyOfWhole();
      damage(dir);
      const before = fingerprint(dir);
      const server = startServer(dir);
      expect(await exitOrRun(server)).toBe(1);
      const output = server.output();
      expect(output).toContain(`The data folder ${dir} is not a whole Cabkit database: `);
      expect(output).toContain(problem);
      expect(output).toContain('Restore the folder from a backup, or set DATA_DIR to a new or empty folder');
      expect(output).not.toContain('is running at');
      expect(output).not.toMatch(/\n\s+at /); // a message, not a stack trace
      expect(fingerprint(dir)).toEqual(before);
    }, 60_000);
  }

  it('refuses a folder of unrelated files, and leaves them as they were', async () => {
    const dir = tempFolder();
    writeFileSync(join(dir, 'notes.txt'), 'my notes\n');
    mkdirSync(join(dir, 'photos'));
    writeFileSync(join(dir, 'photos', 'a.jpg'), 'not really a photo');
    const before = fingerprint(dir);
    const server = startServer(dir);
    expect(await exitOrRun(server)).toBe(1);
    expect(server.output()).toContain(`The data folder ${dir} is not a whole Cabkit database: it holds other files`);
    expect(fingerprint(dir)).toEqual(before);
  }, 60_000);

  it('lets a missing or empty folder (or one holding only a stale lock) get a new database', () => {
    const dir = tempFolder();
    expect(checkDataDir(join(dir, 'not-yet'))).toBe('missing');
    expect(checkDataDir(dir)).toBe('empty');
    writeFileSync(join(dir, LOCK_FILE_NAME), `${deadPid()}\n`);
    expect(checkDataDir(dir)).toBe('empty');
    writeFileSync(join(dir, 'PG_VERSION'), '18\n');
    expect(() => checkDataDir(dir)).toThrow(DataDirNotDatabaseError);
  });
});
