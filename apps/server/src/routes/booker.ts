import { isInvoiceEditable } from '@cabkit/domain/model';
import { endpoints } from '@cabkit/contract';
import { localDaysRange, roundMoney, statusKind, TENANT_TIME_ZONE } from '@cabkit/domain';
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings, jobParts } from '../db/schema';
import { bookerInvoices, bookers, customers } from '../db/schema-accounts';
import { badInput, notFound } from '../http/errors';
import { registerEndpoint } from '../http/register';
import type { Session } from '../http/session';
import { renderInvoicePdf } from '../services/reports/invoice-pdf';
import { buildStatement, type StatementBooking } from '../services/reports/statement';
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

/** Booker calls: statement, invoices (list, issue, change, delete, PDF report) and the weekly chart. */
export const bookerRoutes: RoutePlugin = async (app, deps) => {
  const { db, tenant } = deps;
  const currency = tenant.configuration.CurrencyCode || 'GBP';

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
    const row = await db.transaction(async (tx) => {
      const result = (await tx.execute(
        sql`SELECT nextval(pg_get_serial_sequence('booker_invoices', 'id')) AS id`,
      )) as unknown as {
        rows: { id: string | number }[];
      };
      const id = Number(result.rows[0]?.id);
      const [inserted] = await tx
        .insert(bookerInvoices)
        .values({
          id,
          tenantId: tenant.id,
          bookerId: body.bookerid,
          code: `INV-${String(id).padStart(6, '0')}`,
          dateFrom: body.datefrom,
          dateTo: body.dateto,
          issueDate: new Date().toISOString().slice(0, 10),
          issuer: 'Me',
        })
        .returning();
      return inserted;
    });
    return { Code: 1, Message: 'The invoice has been issued.', Invoice: row ? toInvoice(row) : null };
  });

  registerEndpoint(app, endpoints.updateBookerInvoice, async ({ body, session }) => {
    assertOwnBooker(session, body.bookerid);
    const invoice = await ownedInvoice(db, session, body.id);
    if (invoice.issuer !== 'Me') return { Code: 2, Message: 'Only invoices you issued can be changed.', Invoice: null };
    dayRange(body.datefrom, body.dateto);
    const [row] = await db
      .update(bookerInvoices)
      .set({ dateFrom: body.datefrom, dateTo: body.dateto })
      .where(eq(bookerInvoices.id, invoice.id))
      .returning();
    return { Code: 1, Message: 'The invoice has been updated.', Invoice: row ? toInvoice(row) : null };
  });

  registerEndpoint(app, endpoints.deleteBookerInvoice, async ({ query, session }) => {
    if (query.bookerid) assertOwnBooker(session, query.bookerid);
    const invoice = await ownedInvoice(db, session, query.id);
    if (invoice.issuer !== 'Me') return { Code: 2, Message: 'Only invoices you issued can be deleted.' };
    await db.delete(bookerInvoices).where(eq(bookerInvoices.id, invoice.id));
    return { Code: 1, Message: 'The invoice has been deleted.' };
  });

  registerEndpoint(app, endpoints.bookerInvoiceReport, async ({ query, session, reply }) => {
    const invoice = await ownedInvoice(db, session, query.id);
    const booker = await bookerRow(db, invoice.bookerId);
    const [contact] = await db
      .select()
      .from(customers)
      .where(eq(customers.bookerId, booker.id))
      .orderBy(asc(customers.id))
      .limit(1);
    const { from, to } = dayRange(invoice.dateFrom, invoice.dateTo);
    const rows = await statementBookings(db, tenant.id, booker.id, from, to, booker.company);
    const statement = buildStatement(rows, booker.commissionRate);
    const config = tenant.configuration;
    const pdf = await renderInvoicePdf({
      code: invoice.code,
      issueDate: invoice.issueDate,
      dateFrom: invoice.dateFrom,
      dateTo: invoice.dateTo,
      issuer: invoice.issuer === 'Me' ? booker.company : invoice.issuer,
      currencyCode: currency,
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
      commissionRate: booker.commissionRate,
      rows: statement.rows,
      totals: {
        price: statement.totalPrice,
        commission: statement.totalCommission,
        card: statement.totalCard,
        cash: statement.totalCash,
      },
    });
    if (query.format === 'json') {
      return {
        Code: 1,
        Message: '',
        FileName: invoice.code,
        FileExtension: '.pdf',
        Invoice: Buffer.from(pdf).toString('base64'),
      };
    }
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${invoice.code}.pdf"`)
      .header('x-invoice-code', invoice.code)
      .header('cache-control', 'private, no-store');
    await reply.send(Buffer.from(pdf));
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
