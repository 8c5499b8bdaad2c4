import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { checkDataDir } from './data-dir-check';

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
  /** PGlite only: the whole data folder as a tarball, gzipped if asked (tests' seeded copy, `npm run db:backup`). */
  dumpDataDir?(compression?: 'none' | 'gzip'): Promise<Blob>;
  /**
   * Calls `onNotice` with the payload of every `NOTIFY` on `channel` (the change notices of
   * migrations/0008_change_notices.sql), and with null whenever notices may have been missed (PostgreSQL: the
   * listening connection was lost and is reconnecting). Resolves once listening; the returned function stops.
   */
  listen(channel: string, onNotice: (payload: string | null) => void): Promise<() => Promise<void>>;
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

/**
 * PGlite's shared buffers: PostgreSQL's default (128MB) is written through at start, so it is all resident
 * memory, while a Cabkit database is a few tens of MB and its files stay in the OS cache besides.
 * `PGLITE_SHARED_BUFFERS` (a PostgreSQL size such as `64MB`) raises it for a large database.
 */
function pgliteSharedBuffers(): string {
  const setting = process.env.PGLITE_SHARED_BUFFERS?.trim() || '32MB';
  if (!/^\d+(kB|MB|GB)$/.test(setting)) {
    throw new Error(`PGLITE_SHARED_BUFFERS must be a size such as 32MB or 256MB, got ${setting}`);
  }
  return setting;
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<DbHandle> {
  // PGlite runs initdb over any folder without PG_VERSION: a damaged folder must stop here instead, untouched.
  if (dataDir && !dataDir.includes('://') && !loadDataDir) checkDataDir(dataDir);
  const client = await PGlite.create({
    dataDir: dataDir ?? 'memory://',
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${pgliteSharedBuffers()}`],
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
    async dumpDataDir(compression = 'none') {
      return client.dumpDataDir(compression);
    },
    // PGlite is one connection: a notice reaches the callback before the writing statement's promise resolves.
    async listen(channel, onNotice) {
      return client.listen(channel, (payload) => onNotice(payload));
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
    listen: (channel, onNotice) => listenPostgres(databaseUrl, schema, channel, onNotice),
    async close() {
      await pool.end();
    },
  };
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * LISTEN on a connection of its own, reconnecting (1 s apart) when it is lost; every loss and reconnection is
 * reported as a null notice, since notices sent meanwhile are gone.
 */
async function listenPostgres(
  databaseUrl: string,
  schema: string | undefined,
  channel: string,
  onNotice: (payload: string | null) => void,
): Promise<() => Promise<void>> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: databaseUrl,
      ...(schema ? { options: `-c search_path=${schema},public` } : {}),
    });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  };
  const lost = (which: pg.Client) => {
    if (stopped || client !== which) return;
    client = null;
    which.end().catch(() => {});
    onNotice(null);
    const again = () => {
      retry = null;
      if (stopped) return;
      connect().then(
        () => onNotice(null),
        () => {
          retry = setTimeout(again, 1000);
        },
      );
    };
    retry = setTimeout(again, 1000);
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => {});
  };
}
