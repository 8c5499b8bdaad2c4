import { invoiceNumber } from '@cabkit/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Takes the next booker invoice id from its sequence and the number it prints (INV-000042), so every invoice,
 * issued by a booker or seeded, is numbered the same way and no two share a number.
 */
export async function reserveInvoiceNumber(db: Db): Promise<{ id: number; code: string }> {
  const result = (await db.execute(
    sql`SELECT nextval(pg_get_serial_sequence('booker_invoices', 'id')) AS id`,
  )) as unknown as {
    rows: { id: string | number }[];
  };
  const id = Number(result.rows[0]?.id);
  return { id, code: invoiceNumber(id) };
}
