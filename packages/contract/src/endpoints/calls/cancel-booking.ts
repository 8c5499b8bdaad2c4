import { Outcome, integer, requiredText } from '../../common';
import * as v from 'valibot';
import { defineEndpoint } from '../../endpoint';

/** Cancels an upcoming booking when the tenant allows it. */
export const cancelBooking = defineEndpoint({
  method: 'POST',
  path: '/api/cancelbooking',
  summary: 'Cancels an upcoming booking when the tenant allows it.',
  access: 'customer',
  body: v.object({ source: v.optional(integer, 1), bookingref: requiredText(64) }),
  response: Outcome,
});
