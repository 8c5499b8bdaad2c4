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
    /** The difference's client secret when the bank asks the passenger to confirm it (3-D Secure); else ''. */
    ClientSecret: v.string(),
  }),
});
