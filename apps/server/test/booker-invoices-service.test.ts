import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { bookerInvoices, bookers } from '../src/db/schema-accounts';
import {
  changeInvoice,
  deleteInvoice,
  invoiceReport,
  issueInvoice,
  weeklyBookings,
} from '../src/services/reports/booker-invoices';
import { addBooking } from './accounts-helpers';
import { getTestDb, resetTestDb } from './db';
import { failingWrite } from './helpers/failing-db';

// The booker's invoices called directly, without HTTP: issue, change, delete and report, with their refusals and
// the roll-back of an issue that fails half-way.

beforeEach(async () => {
  await resetTestDb();
});

const january = { dateFrom: '2025-01-01', dateTo: '2025-01-31' };

/** A booker company of its own, with one £42.50 journey on 15 January 2025. */
async function booker() {
  const { handle, tenant } = await getTestDb();
  const [row] = await handle.db
    .insert(bookers)
    .values({ tenantId: tenant.id, company: `Firm ${Math.random()}`, commissionRate: 10 })
    .returning();
  await addBooking({ bookerId: row!.id, at: new Date('2025-01-15T10:00:00Z'), status: 'Finished' });
  return row!.id;
}

async function invoicesOf(bookerId: number) {
  const { handle } = await getTestDb();
  return handle.db.select().from(bookerInvoices).where(eq(bookerInvoices.bookerId, bookerId));
}

describe('booker invoices (service)', () => {
  it("issues an invoice with the period's statement, then refuses another over the same days", async () => {
    const { handle, tenant } = await getTestDb();
    const bookerId = await booker();
    const issued = await issueInvoice(handle.db, tenant, bookerId, january, new Date());
    if (!('row' in issued)) throw new Error(issued.refusal);
    expect(issued.row).toMatchObject({ issuer: 'Me', totalPrice: 42.5, ...january });
    const again = await issueInvoice(
      handle.db,
      tenant,
      bookerId,
      { dateFrom: '2025-01-31', dateTo: '2025-02-02' },
      new Date(),
    );
    expect(again).toEqual({
      refusal: `Invoice ${issued.row.code} already covers 01/01/2025 to 31/01/2025: please choose days no invoice covers yet.`,
    });
  });

  it('refuses a period that has not ended', async () => {
    const { handle, tenant } = await getTestDb();
    const bookerId = await booker();
    const outcome = await issueInvoice(handle.db, tenant, bookerId, january, new Date('2025-01-20T12:00:00Z'));
    expect('refusal' in outcome).toBe(true);
    expect(await invoicesOf(bookerId)).toEqual([]);
  });

  it("changes, reports and deletes the booker's own invoice, never another booker's", async () => {
    const { handle, tenant } = await getTestDb();
    const bookerId = await booker();
    const other = await booker();
    const issued = await issueInvoice(handle.db, tenant, bookerId, january, new Date());
    if (!('row' in issued)) throw new Error(issued.refusal);
    await expect(changeInvoice(handle.db, tenant, other, issued.row.id, january, new Date())).rejects.toThrow(
      'No invoice with that id.',
    );
    const changed = await changeInvoice(
      handle.db,
      tenant,
      bookerId,
      issued.row.id,
      { ...january, dateTo: '2025-01-10' },
      new Date(),
    );
    expect(changed).toMatchObject({ row: { code: issued.row.code, dateTo: '2025-01-10', totalPrice: 0 } });
    const report = await invoiceReport(handle.db, tenant, bookerId, issued.row.id);
    expect(report).toMatchObject({ document: { code: issued.row.code, dateTo: '2025-01-10' } });
    expect(await deleteInvoice(handle.db, bookerId, issued.row.id)).toEqual({ refusal: null });
    expect(await invoicesOf(bookerId)).toEqual([]);
  });

  it('refuses to change or delete an invoice the company issued', async () => {
    const { handle, tenant } = await getTestDb();
    const bookerId = await booker();
    const [row] = await handle.db
      .insert(bookerInvoices)
      .values({
        tenantId: tenant.id,
        bookerId,
        code: 'INV-COMPANY',
        ...january,
        issueDate: '2025-02-01',
        issuer: 'Cabkit',
      })
      .returning();
    expect(await changeInvoice(handle.db, tenant, bookerId, row!.id, january, new Date())).toEqual({
      refusal: 'Only invoices you issued can be changed.',
    });
    expect(await deleteInvoice(handle.db, bookerId, row!.id)).toEqual({
      refusal: 'Only invoices you issued can be deleted.',
    });
  });

  it('leaves no invoice when storing it fails, so the days can be issued again', async () => {
    const { handle, tenant } = await getTestDb();
    const bookerId = await booker();
    const broken = failingWrite(handle.db as Db, 'insert', bookerInvoices);
    await expect(issueInvoice(broken, tenant, bookerId, january, new Date())).rejects.toThrow('insert refused');
    expect(await invoicesOf(bookerId)).toEqual([]);
    expect('row' in (await issueInvoice(handle.db, tenant, bookerId, january, new Date()))).toBe(true);
  });

  it('counts a week of bookings per day, leaving cancelled ones out', async () => {
    const { handle, tenant } = await getTestDb();
    const bookerId = await booker();
    await addBooking({ bookerId, at: new Date('2025-01-16T10:00:00Z'), status: 'Cancelled' });
    const chart = await weeklyBookings(handle.db, tenant.id, bookerId, '2025-01-13');
    expect(chart).toMatchObject({ totalCount: 1, totalValue: 42.5 });
  });
});
