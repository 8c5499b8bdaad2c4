import { InvoiceDetailsResponse } from '../accounts';
import { customerRecordsGet } from '../own-records';

/** The signed-in customer's invoice details (who and where invoices are made out to). */
export const getInvoiceDetails = customerRecordsGet(
  '/api/invoicedetails',
  "The signed-in customer's invoice details (who and where invoices are made out to).",
  InvoiceDetailsResponse,
);
