import { emailInput } from '../accounts';
import { Outcome, integer } from '../../common';
import * as v from 'valibot';
import { defineEndpoint } from '../../endpoint';

/** Mails a password reset link; answers the same whether or not the e-mail is known. */
export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/api/resetpassword',
  summary: 'Mails a password reset link; answers the same whether or not the e-mail is known.',
  body: v.object({ custid: v.optional(integer, 0), email: emailInput, source: v.optional(integer, 1) }),
  response: Outcome,
});
