import { isInvoiceEditable } from '@cabkit/domain/model';
import { endpoints } from '@cabkit/contract';
import {
  invoiceOverlapMessage,
  invoicePeriodProblem,
  invoiceRowsMessage,
  localDay,
  localDaysRange,
  roundMoney,
  statusKind,
  TENANT_TIME_ZONE,
} from '@cabkit/domain';
import { and, asc, desc, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings, jobParts } from '../db/schema';
import { bookerInvoices, bookers, customers, type InvoiceParties } from '../db/schema-accounts';
import { badInput, notFound } from '../http/errors';
import { registerEndpoint } from '../http/register';
import type { Session } from '../http/session';
import type { InvoiceDocument } from '../services/reports/invoice-pdf';
import { reserveInvoiceNumber } from '../services/reports/invoice-number';
import { createInvoicePdfRenderer, PDF_BUSY_MESSAGE, PdfBusyError } from '../services/reports/pdf-pool';
import { buildStatement, type StatementBooking } from '../services/reports/statement';
import type { TenantContext } from '../services/tenants/tenant-context';
import { weeklyChart, weekRange } from '../services/reports/weekly-chart';
import { assertOwnBooker, legsOf, partsByBooking } from './accounts-access';
import type { RoutePlugin } from './types';

type InvoiceRow = typeof bookerInvoices.$inferSelect;

/** An invoice as the contract's BookerInvoice (editable only when issued by 'Me'). */
function toInvoice(row: InvoiceRow) {
  return {
    Id: row.id,
    Code: row.code,
    DateFrom: row.dateFrom,
    DateTo: row.dateTo,
    IssueDate: row.issueDate,
    Issuer: row.issuer,
    Editable: isInvoiceEditable({ Issuer: row.issuer }),
  };
}

/** The booker's own booker row (404 when it no longer exists). */
async function bookerRow(db: Db, bookerId: number) {
  const [row] = await db.select().from(bookers).where(eq(bookers.id, bookerId)).limit(1);
  if (!row) throw notFound('No such booker.');
  return row;
}

/** The statement's bookings: the booker's bookings whose outward pickup is in [from, to). */
async function statementBookings(
  db: Db,
  tenantId: number,
  bookerId: number,
  from: Date,
  to: Date,
  company: string,
): Promise<StatementBooking[]> {
  const inRange = await db
    .selectDistinct({ id: jobParts.bookingId })
    .from(jobParts)
    .innerJoin(bookings, eq(bookings.id, jobParts.bookingId))
    .where(
      and(
        eq(bookings.tenantId, tenantId),
        eq(bookings.bookerId, bookerId),
        eq(jobParts.leg, 'outward'),
        gte(jobParts.pickupTime, from),
        lt(jobParts.pickupTime, to),
      ),
    );
  const ids = inRange.map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ booking: bookings, firstName: customers.firstName, lastName: customers.lastName })
    .from(bookings)
    .leftJoin(customers, eq(customers.id, bookings.customerId))
    .where(inArray(bookings.id, ids));
  const parts = await partsByBooking(db, ids);
  return rows.map(({ booking, firstName, lastName }) => {
    const { outward } = legsOf(parts.get(booking.id) ?? []);
    return {
      jobId: booking.id,
      bref: booking.reference,
      at: outward?.pickupTime ?? booking.createdAt,
      booker: [firstName, lastName].filter(Boolean).join(' ') || company,
      pickUp: outward?.pickup ?? '',
      dropOff: outward?.dropoff ?? '',
      via: (outward?.via ?? []).map((v) => v.address),
      note: booking.note,
      status: booking.status,
      paymentType: booking.paymentType,
      price: booking.totalFare,
    };
  });
}

/**
 * [from, to) covering whole local days from `dateFrom` to `dateTo` inclusive in the tenant's time zone
 * (docs/behaviour/booker.md#local-days); 400 when reversed.
 */
function dayRange(dateFrom: string, dateTo: string): { from: Date; to: Date } {
  if (dateTo < dateFrom) throw badInput('dateto: must not be before datefrom');
  return localDaysRange(dateFrom, dateTo, TENANT_TIME_ZONE);
}

async function ownedInvoice(db: Db, session: Session, id: number): Promise<InvoiceRow> {
  const [row] = await db.select().from(bookerInvoices).where(eq(bookerInvoices.id, id)).limit(1);
  // Someone else's invoice answers as a missing one, so invoice ids cannot be counted.
  if (!row || session.bookerId === null || row.bookerId !== session.bookerId)
    throw notFound('No invoice with that id.');
  return row;
}

/** An issued invoice's fixed content: the statement and who it is from and to, as they were when issued. */
type Snapshot = Required<{
  [K in
    | 'currencyCode'
    | 'commissionRate'
    | 'totalPrice'
    | 'totalCard'
    | 'totalCash'
    | 'totalCommission'
    | 'rows'
    | 'parties']: NonNullable<InvoiceRow[K]>;
}>;

/** Locks the booker's row until the transaction ends: issues and changes of one booker's invoices take turns. */
async function lockBooker(tx: Db, bookerId: number) {
  const [row] = await tx.select().from(bookers).where(eq(bookers.id, bookerId)).for('update');
  if (!row) throw notFound('No such booker.');
  return row;
}

/** The refusal when the period shares a day with another of the booker's invoices, or null. */
async function overlapRefusal(tx: Db, bookerId: number, dateFrom: string, dateTo: string, except = 0) {
  const issued = await tx
    .select({ code: bookerInvoices.code, from: bookerInvoices.dateFrom, to: bookerInvoices.dateTo })
    .from(bookerInvoices)
    .where(and(eq(bookerInvoices.bookerId, bookerId), ne(bookerInvoices.id, except)));
  return invoiceOverlapMessage({ from: dateFrom, to: dateTo }, issued);
}

/** Takes an invoice's snapshot of the period now; a refusal when the period lists too many journeys. */
async function takeSnapshot(
  tx: Db,
  tenant: TenantContext,
  booker: typeof bookers.$inferSelect,
  invoice: { dateFrom: string; dateTo: string; issuer: string },
): Promise<{ snapshot: Snapshot } | { refusal: string }> {
  const { from, to } = dayRange(invoice.dateFrom, invoice.dateTo);
  const rows = await statementBookings(tx, tenant.id, booker.id, from, to, booker.company);
  const refusal = invoiceRowsMessage(rows.length);
  if (refusal) return { refusal };
  const statement = buildStatement(rows, booker.commissionRate);
  const [contact] = await tx
    .select()
    .from(customers)
    .where(eq(customers.bookerId, booker.id))
    .orderBy(asc(customers.id))
    .limit(1);
  const config = tenant.configuration;
  const parties: InvoiceParties = {
    issuer: invoice.issuer === 'Me' ? booker.company : invoice.issuer,
    company: {
      name: config.CompanyName || tenant.name,
      address: config.Address,
      phone: config.Phone,
      email: config.Email,
    },
    booker: {
      company: booker.company,
      name: contact ? `${contact.firstName} ${contact.lastName}`.trim() : '',
      email: contact?.email ?? '',
    },
  };
  return {
    snapshot: {
      currencyCode: config.CurrencyCode || 'GBP',
      commissionRate: booker.commissionRate,
      totalPrice: statement.totalPrice,
      totalCard: statement.totalCard,
      totalCash: statement.totalCash,
      totalCommission: statement.totalCommission,
      rows: statement.rows,
      parties,
    },
  };
}

/** The invoice's PDF content, all from its snapshot. */
function invoiceDocument(invoice: InvoiceRow, snapshot: Snapshot): InvoiceDocument {
  return {
    code: invoice.code,
    issueDate: invoice.issueDate,
    dateFrom: invoice.dateFrom,
    dateTo: invoice.dateTo,
    issuer: snapshot.parties.issuer,
    currencyCode: snapshot.currencyCode,
    company: snapshot.parties.company,
    booker: snapshot.parties.booker,
    commissionRate: snapshot.commissionRate,
    rows: snapshot.rows,
    totals: {
      price: snapshot.totalPrice,
      commission: snapshot.totalCommission,
      card: snapshot.totalCard,
      cash: snapshot.totalCash,
    },
  };
}

/** The row's snapshot, or null when it has none yet (issued before snapshots, or by the company). */
function snapshotOf(row: InvoiceRow): Snapshot | null {
  const { currencyCode, commissionRate, totalPrice, totalCard, totalCash, totalCommission, rows, parties } = row;
  if (
    currencyCode === null ||
    commissionRate === null ||
    totalPrice === null ||
    totalCard === null ||
    totalCash === null ||
    totalCommission === null ||
    rows === null ||
    parties === null
  )
    return null;
  return { currencyCode, commissionRate, totalPrice, totalCard, totalCash, totalCommission, rows, parties };
}

/** Booker calls: statement, invoices (list, issue, change, delete, PDF report) and the weekly chart. */
export const bookerRoutes: RoutePlugin = async (app, deps) => {
  const { db, tenant } = deps;
  const currency = tenant.configuration.CurrencyCode || 'GBP';
  const pdfs = createInvoicePdfRenderer();
  app.addHook('onClose', async () => pdfs.close());
  const today = () => localDay(new Date(), TENANT_TIME_ZONE);

  registerEndpoint(app, endpoints.bookerStatement, async ({ query, session }) => {
    assertOwnBooker(session, query.bookerid);
    const { from, to } = dayRange(query.datefrom, query.dateto);
    const booker = await bookerRow(db, query.bookerid);
    const rows = await statementBookings(db, tenant.id, booker.id, from, to, booker.company);
    const statement = buildStatement(rows, booker.commissionRate);
    return {
      Code: 1,
      Message: '',
      Rows: statement.rows,
      TotalCard: statement.totalCard,
      TotalCash: statement.totalCash,
      TotalPrice: statement.totalPrice,
      TotalCommission: statement.totalCommission,
      CommissionRate: booker.commissionRate,
      CurrencyCode: currency,
    };
  });

  registerEndpoint(app, endpoints.getBookerInvoices, async ({ query, session }) => {
    assertOwnBooker(session, query.bookerid);
    const rows = await db
      .select()
      .from(bookerInvoices)
      .where(eq(bookerInvoices.bookerId, query.bookerid))
      .orderBy(desc(bookerInvoices.issueDate), desc(bookerInvoices.id));
    return { Code: 1, Message: '', Invoices: rows.map(toInvoice) };
  });

  registerEndpoint(app, endpoints.createBookerInvoice, async ({ body, session }) => {
    assertOwnBooker(session, body.bookerid);
    dayRange(body.datefrom, body.dateto);
    const problem = invoicePeriodProblem({ from: body.datefrom, to: body.dateto }, today());
    if (problem) return { Code: 2, Message: problem.message, Invoice: null };
    // The booker's row stays locked until the invoice is written, so two issues of one period cannot both pass
    // the overlap check (PostgreSQL; PGlite runs one transaction at a time).
    const outcome = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const booker = await lockBooker(tx, body.bookerid);
      const overlap = await overlapRefusal(tx, booker.id, body.datefrom, body.dateto);
      if (overlap) return { refusal: overlap };
      const taken = await takeSnapshot(tx, tenant, booker, {
        dateFrom: body.datefrom,
        dateTo: body.dateto,
        issuer: 'Me',
      });
      if ('refusal' in taken) return taken;
      const { id, code } = await reserveInvoiceNumber(tx);
      const now = new Date();
      const [inserted] = await tx
        .insert(bookerInvoices)
        .values({
          id,
          tenantId: tenant.id,
          bookerId: booker.id,
          code,
          dateFrom: body.datefrom,
          dateTo: body.dateto,
          issueDate: localDay(now, TENANT_TIME_ZONE),
          issuer: 'Me',
          issuedAt: now,
          ...taken.snapshot,
        })
        .returning();
      return { row: inserted };
    });
    if ('refusal' in outcome) return { Code: 2, Message: outcome.refusal, Invoice: null };
    return { Code: 1, Message: 'The invoice has been issued.', Invoice: outcome.row ? toInvoice(outcome.row) : null };
  });

  registerEndpoint(app, endpoints.updateBookerInvoice, async ({ body, session }) => {
    assertOwnBooker(session, body.bookerid);
    const invoice = await ownedInvoice(db, session, body.id);
    if (invoice.issuer !== 'Me') return { Code: 2, Message: 'Only invoices you issued can be changed.', Invoice: null };
    dayRange(body.datefrom, body.dateto);
    const problem = invoicePeriodProblem({ from: body.datefrom, to: body.dateto }, today());
    if (problem) return { Code: 2, Message: problem.message, Invoice: null };
    // Changing an invoice's days issues it again under its number: a new snapshot of the new period, taken
    // with the same checks as a new invoice. Nothing else ever changes an issued invoice.
    const outcome = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const booker = await lockBooker(tx, invoice.bookerId);
      const overlap = await overlapRefusal(tx, booker.id, body.datefrom, body.dateto, invoice.id);
      if (overlap) return { refusal: overlap };
      const taken = await takeSnapshot(tx, tenant, booker, {
        dateFrom: body.datefrom,
        dateTo: body.dateto,
        issuer: 'Me',
      });
      if ('refusal' in taken) return taken;
      const now = new Date();
      const [row] = await tx
        .update(bookerInvoices)
        .set({
          dateFrom: body.datefrom,
          dateTo: body.dateto,
          issueDate: localDay(now, TENANT_TIME_ZONE),
          issuedAt: now,
          ...taken.snapshot,
        })
        .where(eq(bookerInvoices.id, invoice.id))
        .returning();
      return { row };
    });
    if ('refusal' in outcome) return { Code: 2, Message: outcome.refusal, Invoice: null };
    return { Code: 1, Message: 'The invoice has been updated.', Invoice: outcome.row ? toInvoice(outcome.row) : null };
  });

  registerEndpoint(app, endpoints.deleteBookerInvoice, async ({ query, session }) => {
    if (query.bookerid) assertOwnBooker(session, query.bookerid);
    const invoice = await ownedInvoice(db, session, query.id);
    if (invoice.issuer !== 'Me') return { Code: 2, Message: 'Only invoices you issued can be deleted.' };
    await db.delete(bookerInvoices).where(eq(bookerInvoices.id, invoice.id));
    return { Code: 1, Message: 'The invoice has been deleted.' };
  });

  registerEndpoint(app, endpoints.bookerInvoiceReport, async ({ query, session, reply }) => {
    const owned = await ownedInvoice(db, session, query.id);
    let invoice = owned;
    let snapshot = snapshotOf(owned);
    if (!snapshot) {
      // An invoice without a snapshot (issued before them, or by the company) gets one now, once: later reads
      // find it and never look at the bookings again.
      const outcome = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const booker = await lockBooker(tx, owned.bookerId);
        const [row] = await tx.select().from(bookerInvoices).where(eq(bookerInvoices.id, owned.id)).limit(1);
        if (!row) throw notFound('No invoice with that id.');
        const existing = snapshotOf(row);
        if (existing) return { row, snapshot: existing };
        const taken = await takeSnapshot(tx, tenant, booker, row);
        if ('refusal' in taken) return taken;
        await tx.update(bookerInvoices).set(taken.snapshot).where(eq(bookerInvoices.id, row.id));
        return { row, snapshot: taken.snapshot };
      });
      if ('refusal' in outcome)
        return { Code: 2, Message: outcome.refusal, FileName: '', FileExtension: '', Invoice: '' };
      invoice = outcome.row;
      snapshot = outcome.snapshot;
    }
    let pdf: Uint8Array;
    try {
      pdf = await pdfs.render(invoiceDocument(invoice, snapshot));
    } catch (error) {
      if (!(error instanceof PdfBusyError)) throw error;
      reply.code(503).header('retry-after', '60');
      return { Code: 2, Message: PDF_BUSY_MESSAGE, FileName: '', FileExtension: '', Invoice: '' };
    }
    const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    if (query.format === 'json') {
      return {
        Code: 1,
        Message: '',
        FileName: invoice.code,
        FileExtension: '.pdf',
        Invoice: bytes.toString('base64'),
      };
    }
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${invoice.code}.pdf"`)
      .header('x-invoice-code', invoice.code)
      .header('cache-control', 'private, no-store');
    await reply.send(bytes);
    return reply as never;
  });

  registerEndpoint(app, endpoints.weeklyBookingChart, async ({ query, session }) => {
    assertOwnBooker(session, query.bookerid);
    const { from, to } = weekRange(query.weekcommencing);
    const rows = await db
      .select({ at: jobParts.pickupTime, value: bookings.totalFare, status: bookings.status })
      .from(jobParts)
      .innerJoin(bookings, eq(bookings.id, jobParts.bookingId))
      .where(
        and(
          eq(bookings.tenantId, tenant.id),
          eq(bookings.bookerId, query.bookerid),
          eq(jobParts.leg, 'outward'),
          gte(jobParts.pickupTime, from),
          lt(jobParts.pickupTime, to),
        ),
      );
    const counted = rows.filter((r) => statusKind(r.status) !== 'cancelled');
    const days = weeklyChart(query.weekcommencing, counted);
    return {
      Code: 1,
      Message: '',
      WeekCommencing: query.weekcommencing,
      CurrencyCode: currency,
      Days: days,
      TotalCount: days.reduce((n, d) => n + d.Count, 0),
      TotalValue: roundMoney(days.reduce((n, d) => n + d.Value, 0)),
    };
  });
};
