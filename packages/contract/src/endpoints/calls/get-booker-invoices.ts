import { BookerInvoiceListResponse } from '../accounts';
import { bookerRecordsGet } from '../own-records';

/** A booker's invoices. */
export const getBookerInvoices = bookerRecordsGet(
  '/api/bookerinvoice',
  "A booker's invoices.",
  BookerInvoiceListResponse,
);
