import { PaymentBookingResponse } from '../payments';
import * as v from 'valibot';
import { requiredText } from '../../common';
import { defineEndpoint } from '../../endpoint';

/** The sandbox gateway's confirm step: charges the intent named by its client secret with a card nonce. */
export const confirmPayment = defineEndpoint({
  // The payment outcome is in the body whatever the Code (2: declined, the booking stays for the retry).
  bodyOnFailure: true,
  method: 'POST',
  path: '/api/confirmpayment',
  summary: "The sandbox gateway's confirm step: charges the intent named by its client secret with a card nonce.",
  body: v.object({ clientsecret: requiredText(200), nonce: requiredText(128) }),
  response: PaymentBookingResponse,
});
