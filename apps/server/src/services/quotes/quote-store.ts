import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quotations } from '../../db/schema';

/** A quotation row as stored (and as held before it is written). */
export type StoredQuotation = typeof quotations.$inferSelect;

/** Each row property's column name (`pickupLatitude` -> `pickup_latitude`). */
const COLUMN_NAMES = Object.entries(getTableColumns(quotations)).map(([key, column]) => [key, column.name] as const);

/** A batch as one JSON document of column-named rows (dates as ISO text, which timestamptz reads back exactly). */
function batchJson(rows: StoredQuotation[]): string {
  return JSON.stringify(
    rows.map((row) => {
      const named: Record<string, unknown> = {};
      for (const [key, name] of COLUMN_NAMES) named[name] = row[key as keyof StoredQuotation];
      return named;
    }),
  );
}

/** How the write-behind store batches (docs/decisions/0013-quotes-priced-in-memory.md). */
export interface QuoteStoreOptions {
  /** Most rows written by one INSERT. */
  batchSize?: number;
  /** How long a held quote may wait for others to join its batch (ms). */
  flushDelayMs?: number;
  /** Most quotes held unwritten: a quote beyond this waits for a batch to be written before it is answered. */
  maxPending?: number;
  /** Told of a failed write (the rows stay held and are tried again). */
  onError?: (error: unknown) => void;
}

/**
 * Stores quotations write-behind: a priced quote is held in memory and answered at once, and held quotes are
 * written in batches (one multi-row INSERT) a few milliseconds later. Reads look at the held quotes first, so a
 * booking that arrives before its quote is written still finds it. Quotes held when the process dies are lost:
 * a booking naming one is refused as an expired quotation, and the customer quotes again.
 */
export interface QuoteStore {
  /** Holds a quote to be written; resolves at once unless `maxPending` quotes are already waiting. */
  add(row: StoredQuotation): Promise<void>;
  /** A quotation of the tenant by id: held or stored (expired ones too; the caller checks `expiresAt`). */
  find(tenantId: number, id: string): Promise<StoredQuotation | null>;
  /** The newest held quote of the tenant that `matches`, if any (the caller looks in the database otherwise). */
  newestHeld(tenantId: number, matches: (quote: StoredQuotation) => boolean): StoredQuotation | null;
  /** Resolves once the quote `id` is in the database (at once unless it is held): a booking row refers to it. */
  written(id: string): Promise<void>;
  /** Writes every quote held now; resolves once they are stored (rejects if the write fails). */
  flush(): Promise<void>;
  /** How many quotes are held unwritten. */
  readonly pending: number;
  /** Writes what is held and stops the timer (the app's onClose). */
  close(): Promise<void>;
}

/** Creates the write-behind quotation store over `db`. */
export function createQuoteStore(db: Db, options: QuoteStoreOptions = {}): QuoteStore {
  // PGlite runs a statement on the main thread: a batch much bigger than this stalls every answer while it is
  // written; much smaller, and the cost per row climbs (measured in bench/api.mjs, docs/decisions/0013).
  const batchSize = options.batchSize ?? 50;
  const flushDelayMs = options.flushDelayMs ?? 10;
  const maxPending = options.maxPending ?? 5_000;
  /** Held quotes by id, oldest first (a Map keeps insertion order). */
  const held = new Map<string, StoredQuotation>();
  let timer: NodeJS.Timeout | null = null;
  /** The batch being written (one at a time, so batches land in order). */
  let writing: Promise<void> | null = null;
  let failures = 0;

  const writeBatch = async (): Promise<void> => {
    const batch = [...held.values()].slice(0, batchSize);
    if (batch.length === 0) return;
    // One parameter for the whole batch: the database spreads it into rows, which costs a fraction of binding
    // 30 parameters per row. A retry after a write whose answer was lost must not fail on the rows that did land.
    await db.execute(
      sql`INSERT INTO quotations SELECT * FROM jsonb_populate_recordset(NULL::quotations, ${batchJson(batch)}::jsonb) ON CONFLICT DO NOTHING`,
    );
    // Only now do readers go to the database for them.
    for (const row of batch) held.delete(row.id);
  };

  /** Writes batches until nothing is held; one writer at a time. A failure is retried later with back-off. */
  const drain = (): Promise<void> => {
    if (writing) return writing;
    const current = (async () => {
      while (held.size > 0) await writeBatch();
    })()
      .then(
        () => {
          failures = 0;
        },
        (error: unknown) => {
          failures++;
          options.onError?.(error);
          // Held rows stay readable; try again, backing off up to a second while the database is failing.
          retryAfter(Math.min(1000, flushDelayMs * 2 ** failures));
          throw error;
        },
      )
      // Always after the assignment below (a callback never runs synchronously), so `writing` cannot stay stale.
      .finally(() => {
        if (writing === current) writing = null;
      });
    writing = current;
    return current;
  };

  const retryAfter = (delay: number) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      // A failure has been reported to onError and scheduled its own retry.
      drain().catch(() => {});
    }, delay);
  };

  /** Starts the timer for the next batch unless one is set or a write is under way (it writes what is added). */
  const schedule = (delay: number) => {
    if (timer || writing) return;
    retryAfter(delay);
  };

  return {
    get pending() {
      return held.size;
    },
    async add(row) {
      // Back-pressure: a database that cannot keep up slows the answers rather than filling memory.
      while (held.size >= maxPending) await drain();
      held.set(row.id, row);
      if (held.size >= batchSize && !writing) {
        if (timer) clearTimeout(timer);
        timer = null;
        schedule(0);
      } else schedule(flushDelayMs);
    },
    async find(tenantId, id) {
      const mine = held.get(id);
      if (mine) return mine.tenantId === tenantId ? mine : null;
      const [row] = await db
        .select()
        .from(quotations)
        .where(and(eq(quotations.id, id), eq(quotations.tenantId, tenantId)))
        .limit(1);
      // Not held: a held row leaves `held` only once its INSERT has completed, so it is in the database by now.
      return row ?? null;
    },
    newestHeld(tenantId, matches) {
      let newest: StoredQuotation | null = null;
      for (const quote of held.values()) {
        if (quote.tenantId !== tenantId || !matches(quote)) continue;
        if (!newest || quote.createdAt.getTime() >= newest.createdAt.getTime()) newest = quote;
      }
      return newest;
    },
    async written(id) {
      while (held.has(id)) await drain();
    },
    async flush() {
      if (timer) clearTimeout(timer);
      timer = null;
      // A write under way may have started before the latest quotes: drain again until none is held.
      while (held.size > 0 || writing) await drain();
    },
    async close() {
      await this.flush();
    },
  };
}
