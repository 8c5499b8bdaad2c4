import { Outcome } from '../../common';
import { defineEndpoint } from '../../endpoint';

/** Ends every session of the signed-in account and every trip link it shared, and clears the session cookie. */
export const signOutEverywhere = defineEndpoint({
  method: 'POST',
  path: '/api/signOutEverywhere',
  summary: 'Ends every session of the signed-in account and every trip link it shared, and clears the session cookie.',
  access: 'customer',
  response: Outcome,
});
