import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type RepeatedJob, repeatEvery } from '../repeat';

/**
 * Expired quotations no booking refers to are deleted (docs/decisions/0013-quotes-priced-in-memory.md). Quotes are
 * signed and written only with their booking now (docs/decisions/0015-signed-quotations.md), but servers before
 * that stored every quote they gave; this deletes those once expired. A quotation a booking refers to is kept
 * with the booking (the record of what it was priced from). Deleting an expired
 * quote changes nothing a customer sees: a booking naming a quote that is gone gets the same "quotation has
 * expired" answer as one naming a quote that is still there but expired.
 */

/** Deletes up to `limit` of the tenant's quotations that expired before `before` and no booking refers to. */
async function deleteExpiredBatch(db: Db, tenantId: number, before: Date, limit: number): Promise<number> {
  const deleted = await db.execute<{ id: string }>(sql`
    DELETE FROM quotations WHERE id IN (
      SELECT q.id FROM quotations q
      WHERE q.tenant_id = ${tenantId} AND q.expires_at < ${before.toISOString()}::timestamptz
        AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.quotation_id = q.id)
      LIMIT ${limit}
    ) RETURNING id`);
  return rowCount(deleted);
}

/** Rows of a `db.execute` answer: PGlite and node-postgres shape it differently. */
function rowCount(result: unknown): number {
  const rows = (result as { rows?: unknown[] }).rows ?? (Array.isArray(result) ? result : []);
  return rows.length;
}

/**
 * Deletes every quotation of the tenant that expired before `before` and no booking refers to, `batch` rows per
 * statement so the embedded database (one thread with the requests) never stalls for long. Returns how many.
 */
export async function deleteExpiredQuotes(db: Db, tenantId: number, before: Date, batch = 500): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteExpiredBatch(db, tenantId, before, batch);
    total += deleted;
    if (deleted < batch) return total;
    // Let waiting requests run between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** When and what the sweep deletes. */
export interface QuoteSweepOptions {
  /** How often to sweep (ms; default 15 minutes). */
  everyMs?: number;
  /** How long an expired quotation is kept after its expiry (ms; default 24 hours). */
  keepMs?: number;
  /** Told of each sweep that deleted something (how many) or failed. */
  onSwept?: (deleted: number) => void;
  onError?: (error: unknown) => void;
}

/** Sweeps the tenant's expired quotations every `everyMs` until the returned stop is called. */
export function startExpiredQuoteSweep(db: Db, tenantId: number, options: QuoteSweepOptions = {}): RepeatedJob {
  const everyMs = options.everyMs ?? 15 * 60_000;
  const keepMs = options.keepMs ?? 24 * 60 * 60_000;
  return repeatEvery(
    everyMs,
    async () => {
      const deleted = await deleteExpiredQuotes(db, tenantId, new Date(Date.now() - keepMs));
      if (deleted > 0) options.onSwept?.(deleted);
    },
    options.onError,
  );
}
