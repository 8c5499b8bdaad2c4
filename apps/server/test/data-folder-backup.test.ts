import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { lockDataDir } from '../src/db/data-dir-lock';
import { migrate } from '../src/db/migrate';
import { customers } from '../src/db/schema-accounts';
import { bookings } from '../src/db/schema';
import { seedDatabase } from '../src/db/seed';
import { serverRoot } from '../src/paths';
import { loadTenantContext } from '../src/services/tenants/tenant-context';
import { bookingRow } from './helpers/fixtures';

const root = mkdtempSync(join(tmpdir(), 'cabkit-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Runs `npm run db:<command> -- file`'s script (src/cli/data-folder.ts) on the data folder `dataDir`. */
function run(command: 'backup' | 'restore', file: string, dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.INIT_CWD;
  const child = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/data-folder.ts', command, file], {
    cwd: serverRoot,
    env,
    encoding: 'utf8',
  });
  return { status: child.status, output: `${child.stdout}${child.stderr}` };
}

/** Every customer's email and every booking's reference and fare in the folder's database. */
async function contentsOf(dataDir: string) {
  const handle = await openDatabase({ dataDir });
  try {
    return {
      customers: (await handle.db.select({ email: customers.email }).from(customers).orderBy(asc(customers.id))).map(
        (row) => row.email,
      ),
      bookings: await handle.db
        .select({ reference: bookings.reference, fare: bookings.fare })
        .from(bookings)
        .orderBy(asc(bookings.id)),
    };
  } finally {
    await handle.close();
  }
}

describe('npm run db:backup and db:restore (the embedded database)', () => {
  const source = join(root, 'source');
  const reference = `CK${randomBytes(4).toString('hex').toUpperCase()}`;
  beforeAll(async () => {
    mkdirSync(source);
    const seeded = process.env.CABKIT_TEST_PGDATA;
    if (seeded && existsSync(seeded)) {
      const untar = spawnSync('tar', ['-xf', seeded, '-C', source]);
      if (untar.status !== 0) throw new Error(`tar failed: ${untar.stderr}`);
    }
    const handle = await openDatabase({ dataDir: source });
    try {
      await migrate(handle);
      await seedDatabase(handle.db, 'default');
      const tenant = await loadTenantContext(handle.db, 'default');
      await handle.db.insert(bookings).values(
        bookingRow(tenant.id, {
          requestId: `backup-${reference}`,
          reference,
          fare: 23.5,
          contactFirstName: 'Backup',
        }),
      );
    } finally {
      await handle.close();
    }
  }, 180_000);

  it('backs a seeded folder up to a .tar.gz and restores it into a new folder with the same accounts and bookings', async () => {
    const file = join(root, 'cabkit.tar.gz');
    const backedUp = run('backup', file, source);
    expect(backedUp.output).toContain(`Backed up ${source} to ${file}`);
    expect(backedUp.status).toBe(0);
    expect([...readFileSync(file).subarray(0, 2)]).toEqual([0x1f, 0x8b]);

    const target = join(root, 'restored', 'data');
    const restored = run('restore', file, target);
    expect(restored.output).toContain(`Restored ${file} into ${target}`);
    expect(restored.status).toBe(0);
    const before = await contentsOf(source);
    expect(before.customers).toContain('customer@cabkit.example');
    expect(before.bookings).toContainEqual({ reference, fare: 23.5 });
    expect(await contentsOf(target)).toEqual(before);
  }, 180_000);

  it('refuses to restore into a folder that is not empty, and leaves it as it was', async () => {
    const file = join(root, 'refused.tar.gz');
    expect(run('backup', file, source).status).toBe(0);
    const before = readdirSync(source).sort();
    const refused = run('restore', file, source);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(`The data folder ${source} is not empty: a restore never overwrites a database.`);
    expect(readdirSync(source).sort()).toEqual(before);
  }, 180_000);

  it('refuses both while a server holds the data folder', async () => {
    const file = join(root, 'locked.tar.gz');
    const lock = lockDataDir(source);
    try {
      const refused = run('backup', file, source);
      expect(refused.status).toBe(1);
      expect(refused.output).toContain(
        `The data folder ${source} is in use by another Cabkit server (process ${process.pid})`,
      );
      expect(existsSync(file)).toBe(false);
    } finally {
      lock.release();
    }
    expect(run('backup', file, source).status).toBe(0);
    const empty = join(root, 'empty');
    mkdirSync(empty);
    const held = lockDataDir(empty);
    try {
      const refused = run('restore', file, empty);
      expect(refused.status).toBe(1);
      expect(refused.output).toContain(`The data folder ${empty} is in use by another Cabkit server`);
    } finally {
      held.release();
    }
    expect(readdirSync(empty)).toEqual([]);
  }, 180_000);
});
