import { BookerInvoiceListResponse } from '../accounts';
import { idInput } from '../../common';
import * as v from 'valibot';
import { defineEndpoint } from '../../endpoint';

/** A booker's invoices. */
export const getBookerInvoices = defineEndpoint({
  method: 'GET',
  path: '/api/bookerinvoice',
  summary: "A booker's invoices.",
  access: 'booker',
  query: v.object({ bookerid: idInput }),
  response: BookerInvoiceListResponse,
});
