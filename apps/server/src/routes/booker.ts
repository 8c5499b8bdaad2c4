import { endpoints } from '@cabkit/contract';
import { localDaysRange, TENANT_TIME_ZONE } from '@cabkit/domain';
import { isInvoiceEditable } from '@cabkit/domain/model';
import { badInput } from '../http/errors';
import { requestLanguage } from '../http/language';
import { registerEndpoint } from '../http/register';
import {
  bookerInvoiceList,
  bookerStatement,
  changeInvoice,
  deleteInvoice,
  type InvoiceRow,
  invoiceReport,
  issueInvoice,
  weeklyBookings,
} from '../services/reports/booker-invoices';
import { createInvoicePdfRenderer, PDF_BUSY_MESSAGE, PdfBusyError } from '../services/reports/pdf-pool';
import { assertOwnBooker } from './accounts-access';
import type { RoutePlugin } from './types';

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

/**
 * [from, to) covering whole local days from `dateFrom` to `dateTo` inclusive in the tenant's time zone
 * (docs/behaviour/booker.md#local-days); 400 when reversed.
 */
function dayRange(dateFrom: string, dateTo: string): { from: Date; to: Date } {
  if (dateTo < dateFrom) throw badInput('dateto: must not be before datefrom');
  return localDaysRange(dateFrom, dateTo, TENANT_TIME_ZONE);
}

/** Booker calls: statement, invoices (list, issue, change, delete, PDF report) and the weekly chart. */
export const bookerRoutes: RoutePlugin = async (app, deps) => {
  const { db, tenant } = deps;
  const currency = tenant.configuration.CurrencyCode || 'GBP';
  const pdfs = createInvoicePdfRenderer();
  app.addHook('onClose', async () => pdfs.close());

  registerEndpoint(app, endpoints.bookerStatement, async ({ query, session }) => {
    assertOwnBooker(session, query.bookerid);
    const range = dayRange(query.datefrom, query.dateto);
    const { statement, commissionRate } = await bookerStatement(db, tenant.id, query.bookerid, range);
    return {
      Code: 1,
      Message: '',
      Rows: statement.rows,
      TotalCard: statement.totalCard,
      TotalCash: statement.totalCash,
      TotalPrice: statement.totalPrice,
      TotalCommission: statement.totalCommission,
      CommissionRate: commissionRate,
      CurrencyCode: currency,
    };
  });

  registerEndpoint(app, endpoints.getBookerInvoices, async ({ query, session }) => {
    assertOwnBooker(session, query.bookerid);
    const rows = await bookerInvoiceList(db, query.bookerid);
    return { Code: 1, Message: '', Invoices: rows.map(toInvoice) };
  });

  registerEndpoint(app, endpoints.createBookerInvoice, async ({ body, session }) => {
    assertOwnBooker(session, body.bookerid);
    dayRange(body.datefrom, body.dateto);
    const period = { dateFrom: body.datefrom, dateTo: body.dateto };
    const outcome = await issueInvoice(db, tenant, body.bookerid, period, new Date());
    if ('refusal' in outcome) return { Code: 2, Message: outcome.refusal, Invoice: null };
    return { Code: 1, Message: 'The invoice has been issued.', Invoice: toInvoice(outcome.row) };
  });

  registerEndpoint(app, endpoints.updateBookerInvoice, async ({ body, session }) => {
    assertOwnBooker(session, body.bookerid);
    dayRange(body.datefrom, body.dateto);
    const period = { dateFrom: body.datefrom, dateTo: body.dateto };
    const outcome = await changeInvoice(db, tenant, session.bookerId, body.id, period, new Date());
    if ('refusal' in outcome) return { Code: 2, Message: outcome.refusal, Invoice: null };
    return { Code: 1, Message: 'The invoice has been updated.', Invoice: toInvoice(outcome.row) };
  });

  registerEndpoint(app, endpoints.deleteBookerInvoice, async ({ query, session }) => {
    if (query.bookerid) assertOwnBooker(session, query.bookerid);
    const { refusal } = await deleteInvoice(db, session.bookerId, query.id);
    if (refusal) return { Code: 2, Message: refusal };
    return { Code: 1, Message: 'The invoice has been deleted.' };
  });

  registerEndpoint(app, endpoints.bookerInvoiceReport, async ({ query, session, request, reply }) => {
    const report = await invoiceReport(db, tenant, session.bookerId, query.id);
    if ('refusal' in report) return { Code: 2, Message: report.refusal, FileName: '', FileExtension: '', Invoice: '' };
    const { code } = report.document;
    let pdf: Uint8Array;
    try {
      // In the language the asker's pages are drawn in; the cache keeps one file per language.
      pdf = await pdfs.render({ ...report.document, language: requestLanguage(request, tenant.file.languages) });
    } catch (error) {
      if (!(error instanceof PdfBusyError)) throw error;
      reply.code(503).header('retry-after', '60');
      return { Code: 2, Message: PDF_BUSY_MESSAGE, FileName: '', FileExtension: '', Invoice: '' };
    }
    const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    if (query.format === 'json') {
      return { Code: 1, Message: '', FileName: code, FileExtension: '.pdf', Invoice: bytes.toString('base64') };
    }
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${code}.pdf"`)
      .header('x-invoice-code', code)
      .header('cache-control', 'private, no-store');
    await reply.send(bytes);
    return reply as never;
  });

  registerEndpoint(app, endpoints.weeklyBookingChart, async ({ query, session }) => {
    assertOwnBooker(session, query.bookerid);
    const chart = await weeklyBookings(db, tenant.id, query.bookerid, query.weekcommencing);
    return {
      Code: 1,
      Message: '',
      WeekCommencing: query.weekcommencing,
      CurrencyCode: currency,
      Days: chart.days,
      TotalCount: chart.totalCount,
      TotalValue: chart.totalValue,
    };
  });
};
