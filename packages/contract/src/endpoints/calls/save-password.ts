import { newPasswordInput } from '../accounts';
import { idInput } from '../../common';
import { Outcome, requiredText } from '../../common';
import * as v from 'valibot';
import { defineEndpoint } from '../../endpoint';

/** Sets a new password through a reset link (single use, expires). */
export const savePassword = defineEndpoint({
  method: 'PUT',
  path: '/api/savepassword',
  summary: 'Sets a new password through a reset link (single use, expires).',
  body: v.object({ id: idInput, code: requiredText(128), passwordhash: newPasswordInput }),
  response: Outcome,
});
