import { InvoiceReportResponse } from '../accounts';
import { idInput } from '../../common';
import * as v from 'valibot';
import { defineEndpoint } from '../../endpoint';

/** The invoice as a PDF (application/pdf), or with format=json its code, file name, extension and base64. */
export const bookerInvoiceReport = defineEndpoint({
  method: 'GET',
  path: '/api/bookerinvoicereport',
  summary: 'The invoice as a PDF (application/pdf), or with format=json its code, file name, extension and base64.',
  access: 'booker',
  query: v.object({ id: idInput, format: v.optional(v.picklist(['pdf', 'json'], 'must be pdf or json'), 'pdf') }),
  response: InvoiceReportResponse,
});
