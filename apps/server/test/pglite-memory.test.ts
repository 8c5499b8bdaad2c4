import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';

const shared = async () => {
  const handle = await openDatabase({});
  try {
    const result = (await handle.db.execute(sql`SHOW shared_buffers`)) as unknown as {
      rows: { shared_buffers: string }[];
    };
    return result.rows[0]?.shared_buffers;
  } finally {
    await handle.close();
  }
};

describe('PGlite shared buffers', () => {
  afterEach(() => {
    delete process.env.PGLITE_SHARED_BUFFERS;
  });

  // PostgreSQL's 128MB default is all resident in PGlite's memory from the start: about 130 MB of the
  // embedded server's RSS for a database of a few tens of MB.
  it('opens the embedded database with 32MB of shared buffers, or PGLITE_SHARED_BUFFERS', async () => {
    expect(await shared()).toBe('32MB');
    process.env.PGLITE_SHARED_BUFFERS = '64MB';
    expect(await shared()).toBe('64MB');
  });

  it('refuses a PGLITE_SHARED_BUFFERS that is not a size', async () => {
    process.env.PGLITE_SHARED_BUFFERS = 'lots';
    await expect(openDatabase({})).rejects.toThrow('PGLITE_SHARED_BUFFERS must be a size such as 32MB');
  });
});
