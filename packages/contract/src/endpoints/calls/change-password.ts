import { newPasswordInput, passwordInput } from '../accounts';
import { idInput } from '../../common';
import { Outcome } from '../../common';
import * as v from 'valibot';
import { defineEndpoint } from '../../endpoint';

/** Changes the signed-in customer's password, given the old one. */
export const changePassword = defineEndpoint({
  method: 'PUT',
  path: '/api/changepassword',
  summary: "Changes the signed-in customer's password, given the old one.",
  access: 'customer',
  body: v.object({ custid: idInput, passwordhash: newPasswordInput, oldpasswordhash: passwordInput }),
  response: Outcome,
});
