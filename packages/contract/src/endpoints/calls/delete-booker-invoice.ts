import { idInput } from '../../common';
import { Outcome, integer } from '../../common';
import * as v from 'valibot';
import { defineEndpoint } from '../../endpoint';

/** Deletes an invoice (only invoices issued by 'Me'). */
export const deleteBookerInvoice = defineEndpoint({
  method: 'DELETE',
  path: '/api/bookerinvoice',
  summary: "Deletes an invoice (only invoices issued by 'Me').",
  access: 'booker',
  query: v.object({ bookerid: v.optional(integer, 0), id: idInput }),
  response: Outcome,
});
