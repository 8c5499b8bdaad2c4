import { PaymentResult, positiveId } from '../payments';
import * as v from 'valibot';
import { Outcome, integer, requiredText, text } from '../../common';
import { defineEndpoint } from '../../endpoint';

/** Records a confirmed payment after the gateway says so: the server re-reads the intent and never trusts the client's status. */
export const updateBooking = defineEndpoint({
  // The payment outcome is in the body whatever the Code (2: declined, the booking stays for the retry).
  bodyOnFailure: true,
  method: 'PUT',
  path: '/api/updatebooking',
  summary:
    "Records a confirmed payment after the gateway says so: the server re-reads the intent and never trusts the client's status.",
  body: v.object({
    transactionid: requiredText(200),
    jobpartid: positiveId,
    transactionstatus: text(40),
    returnjobpartid: v.optional(integer, 0),
    code: v.optional(text(64), ''),
  }),
  response: v.object({ ...Outcome.entries, Bref: v.string(), IsPaid: v.boolean(), PaymentResult: PaymentResult }),
});
