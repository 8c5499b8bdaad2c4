import { InvoiceDetailsResponse } from '../accounts';
import { idInput } from '../../common';
import * as v from 'valibot';
import { defineEndpoint } from '../../endpoint';

/** The signed-in customer's invoice details (who and where invoices are made out to). */
export const getInvoiceDetails = defineEndpoint({
  method: 'GET',
  path: '/api/invoicedetails',
  summary: "The signed-in customer's invoice details (who and where invoices are made out to).",
  access: 'customer',
  query: v.object({ custid: idInput }),
  response: InvoiceDetailsResponse,
});
