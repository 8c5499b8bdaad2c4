import * as v from 'valibot';
import { Outcome } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { ChangeOffer, ConfirmChangeRequest } from '../change-requests';

/** Changes a booking, re-priced from the asker's new quotation; the difference is charged or refunded. */
export const changeBooking = defineEndpoint({
  // A declined charge answers its message with the change still waiting (Code 2), for a retry with another card.
  bodyOnFailure: true,
  method: 'POST',
  path: '/api/changebooking',
  summary: "Changes a booking, re-priced from the asker's new quotation; the difference is charged or refunded.",
  access: 'customer',
  body: ConfirmChangeRequest,
  response: v.object({
    ...Outcome.entries,
    Change: v.nullable(ChangeOffer),
    /** True once the change is on the booking. */
    Applied: v.boolean(),
    /**
     * While the difference waits to be paid at the gateway: its Stripe client secret (for Stripe.js, or a 3-D
     * Secure check), its PayPal order id (for PayPal's buttons) or the sandbox payment's; else ''.
     */
    ClientSecret: v.string(),
  }),
});
