import { Outcome, integer, requiredText, text } from '../../common';
import * as v from 'valibot';
import { defineEndpoint } from '../../endpoint';

/** Mails the booking's receipt to its owner (signed in) or to the guest holding its tracking `code`. */
export const emailReceipt = defineEndpoint({
  method: 'POST',
  path: '/api/emailreceipt',
  summary: "Mails the booking's receipt to its owner (signed in) or to the guest holding its tracking `code`.",
  body: v.object({ source: v.optional(integer, 1), bookingref: requiredText(64), code: v.optional(text(64), '') }),
  response: Outcome,
});
