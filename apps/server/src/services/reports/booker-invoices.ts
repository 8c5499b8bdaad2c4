import { invoiceIssuerName } from '@cabkit/domain/model';
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
import type { Db } from '../../db/client';
import { bookings, jobParts } from '../../db/schema';
import { bookerInvoices, bookers, customers, type InvoiceParties } from '../../db/schema-accounts';
import { notFound } from '../../http/errors';
import { legsOf, partsByBooking } from '../bookings/booking-parts';
import type { TenantContext } from '../tenants/tenant-context';
import type { InvoiceDocument } from './invoice-pdf';
import { reserveInvoiceNumber } from './invoice-number';
import { buildStatement, type StatementBooking } from './statement';
import { weeklyChart, weekRange } from './weekly-chart';

/** The tenant's registered name (its brand block's `legalName`), else its company name: what documents issue under. */
function legalNameOf(tenant: TenantContext): string {
  return tenant.theme?.brand.legalName || tenant.configuration.CompanyName || tenant.name;
}

/** A stored booker invoice. */
export type InvoiceRow = typeof bookerInvoices.$inferSelect;

/** An invoice period: whole local days from `dateFrom` to `dateTo` inclusive (yyyy-mm-dd). */
export interface InvoicePeriod {
  dateFrom: string;
  dateTo: string;
}

/** [from, to) covering the period's whole local days in the tenant's time zone (docs/behaviour/booker.md#local-days). */
function periodRange(period: InvoicePeriod): { from: Date; to: Date } {
  return localDaysRange(period.dateFrom, period.dateTo, TENANT_TIME_ZONE);
}

/**
 * The booker's journeys a period counts, joined job part to booking: those whose outward pickup is in [from, to),
 * the one rule the statement, the invoices and the weekly chart share.
 */
function bookerPickupsIn(tenantId: number, bookerId: number, from: Date, to: Date) {
  return and(
    eq(bookings.tenantId, tenantId),
    eq(bookings.bookerId, bookerId),
    eq(jobParts.leg, 'outward'),
    gte(jobParts.pickupTime, from),
    lt(jobParts.pickupTime, to),
  );
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
    .where(bookerPickupsIn(tenantId, bookerId, from, to));
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
 * The booker's commission statement over whole local days [from, to): each booking whose outward pickup falls in
 * it, with the totals by payment and the commission at the booker's rate.
 */
export async function bookerStatement(db: Db, tenantId: number, bookerId: number, range: { from: Date; to: Date }) {
  const booker = await bookerRow(db, bookerId);
  const rows = await statementBookings(db, tenantId, booker.id, range.from, range.to, booker.company);
  return { statement: buildStatement(rows, booker.commissionRate), commissionRate: booker.commissionRate };
}

/** The booker's invoices, latest issue first. */
export async function bookerInvoiceList(db: Db, bookerId: number): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(bookerInvoices)
    .where(eq(bookerInvoices.bookerId, bookerId))
    .orderBy(desc(bookerInvoices.issueDate), desc(bookerInvoices.id));
}

/** The invoice when it is the booker's own; 404 otherwise (someone else's answers as a missing one). */
async function ownedInvoice(db: Db, bookerId: number | null, id: number): Promise<InvoiceRow> {
  const [row] = await db.select().from(bookerInvoices).where(eq(bookerInvoices.id, id)).limit(1);
  // Someone else's invoice answers as a missing one, so invoice ids cannot be counted.
  if (!row || bookerId === null || row.bookerId !== bookerId) throw notFound('No invoice with that id.');
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
  const { from, to } = periodRange(invoice);
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
    issuer: invoiceIssuerName(invoice.issuer, { self: booker.company, legalName: legalNameOf(tenant) }),
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

/**
 * The invoice's PDF content, all from its snapshot but the company's issuer: that is the tenant's legal name now,
 * so a snapshot taken under a short name (a product name, a slug) still prints the registered one.
 */
function invoiceDocument(tenant: TenantContext, invoice: InvoiceRow, snapshot: Snapshot): InvoiceDocument {
  return {
    code: invoice.code,
    issueDate: invoice.issueDate,
    dateFrom: invoice.dateFrom,
    dateTo: invoice.dateTo,
    issuer: invoiceIssuerName(invoice.issuer, { self: snapshot.parties.issuer, legalName: legalNameOf(tenant) }),
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

/** What an invoice use case came to: the invoice, or the refusal (Code 2) that says why not. */
export type InvoiceOutcome = { row: InvoiceRow } | { refusal: string };

/** A snapshot's columns for a new or changed invoice over `period`, issued now. */
function issuedNow(period: InvoicePeriod, snapshot: Snapshot, now: Date) {
  return {
    dateFrom: period.dateFrom,
    dateTo: period.dateTo,
    issueDate: localDay(now, TENANT_TIME_ZONE),
    issuedAt: now,
    ...snapshot,
  };
}

/**
 * Issues the booker an invoice (issuer 'Me') for a period of days that have ended and share no day with another of
 * its invoices, with a snapshot of the period's statement taken now. The booker's row stays locked until the
 * invoice is written, so two issues of one period cannot both pass the overlap check (PostgreSQL; PGlite runs one
 * transaction at a time).
 */
export async function issueInvoice(
  db: Db,
  tenant: TenantContext,
  bookerId: number,
  period: InvoicePeriod,
  now: Date,
): Promise<InvoiceOutcome> {
  const problem = invoicePeriodProblem({ from: period.dateFrom, to: period.dateTo }, localDay(now, TENANT_TIME_ZONE));
  if (problem) return { refusal: problem.message };
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const booker = await lockBooker(tx, bookerId);
    const overlap = await overlapRefusal(tx, booker.id, period.dateFrom, period.dateTo);
    if (overlap) return { refusal: overlap };
    const taken = await takeSnapshot(tx, tenant, booker, { ...period, issuer: 'Me' });
    if ('refusal' in taken) return taken;
    const { id, code } = await reserveInvoiceNumber(tx);
    const [row] = await tx
      .insert(bookerInvoices)
      .values({
        id,
        tenantId: tenant.id,
        bookerId: booker.id,
        code,
        issuer: 'Me',
        ...issuedNow(period, taken.snapshot, now),
      })
      .returning();
    if (!row) throw new Error(`invoice ${code} was not stored`);
    return { row };
  });
}

/**
 * Changes the days of an invoice the booker issued: it is issued again under its number, a new snapshot of the new
 * period taken with the same checks as a new invoice. Nothing else ever changes an issued invoice.
 */
export async function changeInvoice(
  db: Db,
  tenant: TenantContext,
  bookerId: number | null,
  id: number,
  period: InvoicePeriod,
  now: Date,
): Promise<InvoiceOutcome> {
  const invoice = await ownedInvoice(db, bookerId, id);
  if (invoice.issuer !== 'Me') return { refusal: 'Only invoices you issued can be changed.' };
  const problem = invoicePeriodProblem({ from: period.dateFrom, to: period.dateTo }, localDay(now, TENANT_TIME_ZONE));
  if (problem) return { refusal: problem.message };
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const booker = await lockBooker(tx, invoice.bookerId);
    const overlap = await overlapRefusal(tx, booker.id, period.dateFrom, period.dateTo, invoice.id);
    if (overlap) return { refusal: overlap };
    const taken = await takeSnapshot(tx, tenant, booker, { ...period, issuer: 'Me' });
    if ('refusal' in taken) return taken;
    const [row] = await tx
      .update(bookerInvoices)
      .set(issuedNow(period, taken.snapshot, now))
      .where(eq(bookerInvoices.id, invoice.id))
      .returning();
    if (!row) throw new Error(`invoice ${invoice.code} vanished`);
    return { row };
  });
}

/** Deletes an invoice the booker issued; the refusal for one the company issued. */
export async function deleteInvoice(db: Db, bookerId: number | null, id: number): Promise<{ refusal: string | null }> {
  const invoice = await ownedInvoice(db, bookerId, id);
  if (invoice.issuer !== 'Me') return { refusal: 'Only invoices you issued can be deleted.' };
  await db.delete(bookerInvoices).where(eq(bookerInvoices.id, invoice.id));
  return { refusal: null };
}

/**
 * The content of the booker's invoice for its PDF, all from its snapshot. An invoice without one (issued before
 * snapshots, or by the company) gets one now, once: later reads find it and never look at the bookings again.
 */
export async function invoiceReport(
  db: Db,
  tenant: TenantContext,
  bookerId: number | null,
  id: number,
): Promise<{ document: InvoiceDocument } | { refusal: string }> {
  const owned = await ownedInvoice(db, bookerId, id);
  const ready = snapshotOf(owned);
  if (ready) return { document: invoiceDocument(tenant, owned, ready) };
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
  if ('refusal' in outcome) return outcome;
  return { document: invoiceDocument(tenant, outcome.row, outcome.snapshot) };
}

/** The booker's weekly chart from `weekCommencing`: bookings (not cancelled) and their value per day, with totals. */
export async function weeklyBookings(db: Db, tenantId: number, bookerId: number, weekCommencing: string) {
  const { from, to } = weekRange(weekCommencing);
  const rows = await db
    .select({ at: jobParts.pickupTime, value: bookings.totalFare, status: bookings.status })
    .from(jobParts)
    .innerJoin(bookings, eq(bookings.id, jobParts.bookingId))
    .where(bookerPickupsIn(tenantId, bookerId, from, to));
  const days = weeklyChart(
    weekCommencing,
    rows.filter((r) => statusKind(r.status) !== 'cancelled'),
  );
  return {
    days,
    totalCount: days.reduce((n, d) => n + d.Count, 0),
    totalValue: roundMoney(days.reduce((n, d) => n + d.Value, 0)),
  };
}
