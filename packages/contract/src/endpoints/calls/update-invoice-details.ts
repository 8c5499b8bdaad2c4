import { InvoiceDetailsResponse, UpdateInvoiceDetailsRequest } from '../accounts';
import { defineEndpoint } from '../../endpoint';

/** Stores the signed-in customer's invoice details. */
export const updateInvoiceDetails = defineEndpoint({
  method: 'PUT',
  path: '/api/invoicedetails',
  summary: "Stores the signed-in customer's invoice details.",
  access: 'customer',
  body: UpdateInvoiceDetailsRequest,
  response: InvoiceDetailsResponse,
});
