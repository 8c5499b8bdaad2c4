import { BookerInvoiceResponse, BookerInvoiceUpdateRequest } from '../accounts';
import { defineEndpoint } from '../../endpoint';

/** Changes an invoice's date range (only invoices issued by 'Me'). */
export const updateBookerInvoice = defineEndpoint({
  method: 'PUT',
  path: '/api/bookerinvoice',
  summary: "Changes an invoice's date range (only invoices issued by 'Me').",
  access: 'booker',
  body: BookerInvoiceUpdateRequest,
  response: BookerInvoiceResponse,
});
