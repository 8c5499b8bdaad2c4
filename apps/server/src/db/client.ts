import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';

/** The Drizzle database every service and route uses, the same type over PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** An open database: the Drizzle handle plus raw script execution (migrations) and closing. */
export interface DbHandle {
  /** The Drizzle database. */
  db: Db;
  /** Which engine is underneath. */
  kind: 'pglite' | 'postgres';
  /** Runs a multi-statement SQL script (no parameters). */
  execScript(script: string): Promise<void>;
  /** Runs a multi-statement SQL script inside one transaction, rolled back on any error. */
  execScriptInTransaction(script: string): Promise<void>;
  /** Closes the database (PGlite flushes to its data folder; PostgreSQL ends the pool). */
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tarball (tests start workers from a seeded copy). */
  dumpDataDir?(): Promise<Blob>;
}

/** Where to open the database. */
export interface OpenDatabaseOptions {
  /** PostgreSQL connection URL; when set, PGlite is not used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; absent or `memory://` keeps the database in memory. */
  dataDir?: string | undefined;
  /** PGlite only: start from this data-folder tarball (made by `dumpDataDir`) instead of an empty database. */
  loadDataDir?: Blob | undefined;
  /** PostgreSQL only: a schema to create and put first on the search path (tests use a fresh one per run). */
  schema?: string | undefined;
}

/** Opens PGlite (default) or PostgreSQL (`databaseUrl`), with the pg_trgm extension created. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DbHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.schema)
    : await openPglite(options.dataDir, options.loadDataDir);
  try {
    // In public, so test schemas (search_path "<schema>, public") share it and dropping one keeps it.
    await handle.execScript('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;');
  } catch (error) {
    // Two starters racing on one PostgreSQL database: the other one created it.
    if ((error as { code?: string }).code !== '23505') throw error;
  }
  return handle;
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<DbHandle> {
  const client = await PGlite.create({
    dataDir: dataDir ?? 'memory://',
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async execScript(script) {
      await client.exec(script);
    },
    async execScriptInTransaction(script) {
      await client.transaction(async (tx) => {
        await tx.exec(script);
      });
    },
    async close() {
      await client.close();
    },
    async dumpDataDir() {
      return client.dumpDataDir('none');
    },
  };
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

async function openPostgres(databaseUrl: string, schema: string | undefined): Promise<DbHandle> {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  if (schema) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async execScript(script) {
      await pool.query(script);
    },
    async execScriptInTransaction(script) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(script);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
