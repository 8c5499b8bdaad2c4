import { Outcome } from '../../common';
import { defineEndpoint } from '../../endpoint';

/** Ends the current session and clears the session cookie. */
export const signOut = defineEndpoint({
  method: 'POST',
  path: '/api/signOut',
  summary: 'Ends the current session and clears the session cookie.',
  response: Outcome,
});
