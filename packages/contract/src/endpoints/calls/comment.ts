import { emailInput } from '../accounts';
import { Outcome, integer, requiredText, text } from '../../common';
import * as v from 'valibot';
import { defineEndpoint } from '../../endpoint';

/** Sends a contact form (general enquiry, lost property, complaint) to the tenant. */
export const comment = defineEndpoint({
  method: 'POST',
  path: '/api/comment',
  summary: 'Sends a contact form (general enquiry, lost property, complaint) to the tenant.',
  body: v.object({
    phone: v.optional(text(20), ''),
    name: requiredText(),
    email: emailInput,
    source: v.optional(integer, 1),
    subject: v.optional(text(), ''),
    enqtype: v.optional(text(60), 'General Enquiry'),
    message: requiredText(4000),
    custid: v.optional(integer, 0),
  }),
  response: Outcome,
});
