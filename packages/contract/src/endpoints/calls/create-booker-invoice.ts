import { BookerInvoiceCreateRequest, BookerInvoiceResponse } from '../accounts';
import { defineEndpoint } from '../../endpoint';

/** Issues an invoice (issuer 'Me') for a date range. */
export const createBookerInvoice = defineEndpoint({
  method: 'POST',
  path: '/api/bookerinvoice',
  summary: "Issues an invoice (issuer 'Me') for a date range.",
  access: 'booker',
  body: BookerInvoiceCreateRequest,
  response: BookerInvoiceResponse,
});
