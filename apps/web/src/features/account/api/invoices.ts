import { accountsEndpoints, type ResponseOf } from '@cabkit/contract';
import { type Answered, answerIn, call, loadAnswers, mapAnswered, type RouteAnswers } from '../../../api/client';

/** One booker invoice (docs/behaviour/booker.md#invoices): editable only when issued by 'Me'. */
export type BookerInvoice = ResponseOf<typeof accountsEndpoints.getBookerInvoices>['Invoices'][number];

/** The booker's invoices (GET /api/bookerinvoice). */
export async function getInvoices(bookerid: number): Promise<BookerInvoice[]> {
  return (await call(accountsEndpoints.getBookerInvoices, { query: { bookerid } })).Invoices;
}

/** What the invoice page's route loader reads for a booker: their invoices. */
export function invoiceAnswers(bookerid: number): Promise<RouteAnswers> {
  return loadAnswers([[accountsEndpoints.getBookerInvoices, { query: { bookerid } }]]);
}

/** The invoices in the answers of the page's route loader; undefined when it made no such call. */
export function loadedInvoices(answers: RouteAnswers | null, bookerid: number): Answered<BookerInvoice[]> | undefined {
  return mapAnswered(
    answerIn(answers, accountsEndpoints.getBookerInvoices, { query: { bookerid } }),
    (r) => r.Invoices,
  );
}

/** Issues an invoice for a period (POST /api/bookerinvoice). */
export async function createInvoice(bookerid: number, datefrom: string, dateto: string): Promise<void> {
  await call(accountsEndpoints.createBookerInvoice, { body: { bookerid, datefrom, dateto } });
}

/** Changes an invoice's period (PUT /api/bookerinvoice). */
export async function updateInvoice(bookerid: number, id: number, datefrom: string, dateto: string): Promise<void> {
  await call(accountsEndpoints.updateBookerInvoice, { body: { bookerid, id, datefrom, dateto } });
}

/** Deletes an invoice issued by 'Me' (DELETE /api/bookerinvoice). */
export async function deleteInvoice(bookerid: number, id: number): Promise<void> {
  await call(accountsEndpoints.deleteBookerInvoice, { query: { bookerid, id } });
}

/** The invoice's PDF address (GET /api/bookerinvoicereport?id; the session cookie goes along). */
export function invoicePdfUrl(id: number): string {
  return `${accountsEndpoints.bookerInvoiceReport.path}?id=${id}`;
}

/** The message of a failed PDF report (the server answers Code/Message as JSON). */
const PDF_FAILED = 'The invoice PDF could not be made. Please try again.';

/** The invoice's PDF as a blob; a failure throws an Error with the server's message (or PDF_FAILED). */
export async function fetchInvoicePdf(id: number): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(invoicePdfUrl(id), { credentials: 'same-origin' });
  } catch {
    throw new Error(PDF_FAILED);
  }
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('application/pdf')) {
    const body = (await response.json().catch(() => null)) as { Message?: string } | null;
    throw new Error(body?.Message || PDF_FAILED);
  }
  return response.blob();
}

/** A customer's invoice details (docs/behaviour/account.md#invoice-details). */
export type InvoiceDetails = ResponseOf<typeof accountsEndpoints.getInvoiceDetails>['InvoiceDetails'];

/** The signed-in customer's invoice details (GET /api/invoicedetails; empty fields until first saved). */
export async function getInvoiceDetails(custid: number): Promise<InvoiceDetails> {
  return (await call(accountsEndpoints.getInvoiceDetails, { query: { custid } })).InvoiceDetails;
}

/** Stores the signed-in customer's invoice details (PUT /api/invoicedetails) and answers them as stored. */
export async function saveInvoiceDetails(custid: number, details: InvoiceDetails): Promise<InvoiceDetails> {
  const body = {
    custid,
    company: details.Company,
    name: details.Name,
    addressline1: details.AddressLine1,
    addressline2: details.AddressLine2,
    city: details.City,
    postcode: details.PostalCode,
    country: details.Country,
    vatnumber: details.VatNumber,
    email: details.Email,
  };
  return (await call(accountsEndpoints.updateInvoiceDetails, { body })).InvoiceDetails;
}
